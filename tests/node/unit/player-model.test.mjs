// The walkthrough and explorer widgets' options as data
// (www/js/element/player-model.js): where a widget starts, what an attribute
// change asks of it, and the step a script's seek() means. Options come from
// the element's own parser, as the element builds them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseOptions } from '../../../www/js/element/options.js';
import { startTarget, updatePlan, seekStepOf, describeArgument, programChanged } from '../../../www/js/element/player-model.js';

const optionsOf = (attributes) => parseOptions((name) => attributes[name] ?? null);
const playerAt = (options) => ({ n: options.n, speedIndex: options.speedIndex });

test('a widget starts at its solution, else its step, else at the start', () => {
  assert.deepEqual(startTarget(optionsOf({ solution: '3', step: '12' })), { kind: 'solution', k: 3 });
  assert.deepEqual(startTarget(optionsOf({ step: '12' })), { kind: 'step', step: 12 });
  assert.deepEqual(startTarget(optionsOf({ step: '0' })), { kind: 'step', step: 0 });
  assert.equal(startTarget(optionsOf({})), null);
});

test('an update that changes nothing asks for nothing but what always applies', () => {
  const options = optionsOf({ n: '6', step: '10', solution: '2', lang: 'zh' });
  assert.deepEqual(updatePlan(options, options, new Set(), playerAt(options)), {
    lang: false,
    speed: false,
    n: false,
    target: null,
    autoplay: null,
  });
});

test('language and speed change when they differ from what is shown', () => {
  const before = optionsOf({});
  const after = optionsOf({ lang: 'zh', speed: '5' });
  const plan = updatePlan(before, after, new Set(['lang', 'speed']), playerAt(before));
  assert.equal(plan.lang, true);
  assert.equal(plan.speed, after.speedIndex !== before.speedIndex);
  assert.ok(plan.speed, 'speed 5 is not the default speed');
  // The player already at the new speed (its own slider): nothing to set.
  assert.equal(updatePlan(before, after, new Set(['speed']), playerAt(after)).speed, false);
});

test('a step or a solution applies when it is set', () => {
  const before = optionsOf({ n: '6' });
  const player = playerAt(before);
  const toStep = optionsOf({ n: '6', step: '30' });
  assert.deepEqual(updatePlan(before, toStep, new Set(['step']), player).target, { kind: 'step', step: 30 });
  const toSolution = optionsOf({ n: '6', step: '30', solution: '4' });
  assert.deepEqual(updatePlan(toStep, toSolution, new Set(['solution']), player).target, { kind: 'solution', k: 4 });
  // The solution attribute wins over a step set with it.
  assert.deepEqual(updatePlan(before, toSolution, new Set(['step', 'solution']), player).target, {
    kind: 'solution',
    k: 4,
  });
  // Set before, and not set again: the reader may have moved on since.
  assert.equal(updatePlan(toStep, toStep, new Set(['lang']), player).target, null);
  // Removed: the player stays where it is.
  assert.equal(updatePlan(toStep, before, new Set(['step']), player).target, null);
});

test('a new board goes to the step or solution again, as the first one did', () => {
  const before = optionsOf({ n: '6', step: '30' });
  const after = optionsOf({ n: '7', step: '30' });
  const plan = updatePlan(before, after, new Set(['n']), playerAt(before));
  assert.equal(plan.n, true);
  assert.deepEqual(plan.target, { kind: 'step', step: 30 });
  const withSolution = optionsOf({ n: '7', solution: '2' });
  assert.deepEqual(updatePlan(before, withSolution, new Set(['n']), playerAt(before)).target, { kind: 'solution', k: 2 });
  assert.equal(updatePlan(optionsOf({ n: '6' }), optionsOf({ n: '7' }), new Set(['n']), playerAt(before)).target, null);
  // The board size is compared with the player's (the explorer's picker changes it too).
  assert.equal(updatePlan(before, after, new Set(['n']), playerAt(after)).n, false);
});

test('autoplay plays when set and pauses when removed, and only then', () => {
  const still = optionsOf({});
  const playing = optionsOf({ autoplay: '' });
  assert.equal(updatePlan(still, playing, new Set(['autoplay']), playerAt(still)).autoplay, 'play');
  assert.equal(updatePlan(playing, still, new Set(['autoplay']), playerAt(still)).autoplay, 'pause');
  assert.equal(updatePlan(playing, playing, new Set(['lang']), playerAt(still)).autoplay, null);
});

test('seek() takes a whole step of zero or more, as a number or its digits, and nothing else', () => {
  assert.equal(seekStepOf(12), 12);
  assert.equal(seekStepOf(0), 0);
  assert.equal(seekStepOf('12'), 12);
  assert.equal(seekStepOf(1e9), 1e9); // past the end: the widget shows the last step, as documented
  // Not rounded, clamped or coerced into a move: the element tells them in the console.
  for (const bad of [12.9, 2.5, -1, -3, 'abc', '', ' ', '-1', '2.5', Infinity, -Infinity, NaN, undefined, null, true, [3], {}]) {
    assert.equal(seekStepOf(bad), null, String(bad));
  }
});

test('a bad argument is described for the console without ever throwing', () => {
  assert.equal(describeArgument('abc'), '"abc"');
  assert.equal(describeArgument(-1), '-1');
  assert.equal(describeArgument(Infinity), 'Infinity');
  assert.equal(describeArgument(undefined), 'undefined');
  assert.equal(describeArgument('x'.repeat(40)), `"${'x'.repeat(32)}…"`);
  assert.equal(describeArgument(Object.create(null)), 'object');
  assert.equal(describeArgument(Symbol('s')), 'Symbol(s)');
});

test('a new code view, step unit or edited text is a new program', () => {
  const flags = { view: 'flags', by: 'event', source: null };
  assert.equal(programChanged(flags, { ...flags }), false);
  assert.equal(programChanged(flags, { ...flags, view: 'bitmask' }), true);
  assert.equal(programChanged(flags, { ...flags, by: 'line' }), true);
  assert.equal(programChanged(flags, { ...flags, source: 'void f() {}' }), true);
  assert.equal(programChanged({ view: null, by: 'event', source: null }, flags), true);
});

test('a step set to the step the player stands at asks for nothing (a framework passing back the step it heard)', () => {
  const before = optionsOf({ n: '6', step: '11' });
  const echoed = optionsOf({ n: '6', step: '12' });
  const at = (position, more = {}) => ({ ...playerAt(before), position, busy: false, waitingForProgram: false, ...more });
  // Playing, the widget reported step 12 and the page set step="12": it goes on playing from there.
  assert.equal(updatePlan(before, echoed, new Set(['step']), at(12)).target, null);
  // Elsewhere, or on its way elsewhere (a long seek, a program loading): it goes there, as always.
  assert.deepEqual(updatePlan(before, echoed, new Set(['step']), at(13)).target, { kind: 'step', step: 12 });
  assert.deepEqual(updatePlan(before, echoed, new Set(['step']), at(12, { busy: true })).target, { kind: 'step', step: 12 });
  assert.deepEqual(updatePlan(before, echoed, new Set(['step']), at(12, { waitingForProgram: true })).target, { kind: 'step', step: 12 });
  // A new board still starts at its step, even one equal to the old board's position.
  assert.deepEqual(updatePlan(before, optionsOf({ n: '7', step: '12' }), new Set(['n', 'step']), at(12)).target, { kind: 'step', step: 12 });
});
