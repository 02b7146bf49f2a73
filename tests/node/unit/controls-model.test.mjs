// The playback controls' model (www/js/ui/controls-model.js) over every
// frame of a real Player (the core's 4-queens search), with the expected
// button states written from the rules, not from the module.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init from '../../../www/nqueens.js';
import { framesOf } from '../fixtures/player-frames.mjs';
import { BUTTONS, controlsState, buttonLabel, focusAfterDisable, STAY_FOCUSABLE } from '../../../www/js/ui/controls-model.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
});

test('at the start only forward moves are enabled; at the end only backward ones', () => {
  const frames = framesOf(4);
  for (const frame of frames) {
    const shown = controlsState(frame);
    const atStart = frame.position === 0;
    assert.deepEqual(shown.disabled, { restart: atStart, back: atStart, step: frame.done, end: frame.done });
    assert.equal(shown.position, frame.position);
    assert.ok(shown.timelineMax >= frame.position);
  }
  assert.equal(frames.at(-1).done, true);
  assert.equal(controlsState(frames.at(-1)).disabled.step, true);
});

test('the timeline spans the known events until the total is measured, then the total', () => {
  const open = controlsState({ position: 5, total: null, knownEvents: 3, playing: false, done: false });
  assert.deepEqual([open.open, open.known, open.timelineMax], [true, 3, 5]);
  const closed = controlsState({ position: 5, total: 60, knownEvents: 3, playing: true, done: false });
  assert.deepEqual([closed.open, closed.known, closed.timelineMax, closed.playing], [false, 60, 60, true]);
});

test('the toggle says Pause while playing; the other labels never change', () => {
  assert.deepEqual(BUTTONS.map((b) => b.action), ['restart', 'back', 'toggle', 'step', 'end']);
  assert.equal(buttonLabel('toggle', true), 'ctl.pause');
  assert.equal(buttonLabel('toggle', false), 'ctl.play');
  for (const { action, label } of BUTTONS.filter((b) => b.action !== 'toggle')) {
    assert.equal(buttonLabel(action, true), label);
    assert.equal(buttonLabel(action, false), label);
  }
});

test('a focused button that disables itself hands the focus to its enabled counterpart', () => {
  const start = { restart: true, back: true, step: false, end: false };
  const end = { restart: false, back: false, step: true, end: true };
  assert.equal(focusAfterDisable('restart', start), 'end');
  assert.equal(focusAfterDisable('end', end), 'restart');
  assert.equal(focusAfterDisable('step', start), null, 'an enabled button keeps the focus');
  assert.equal(focusAfterDisable('toggle', end), null, 'the toggle is never disabled');
  for (const [action, disabled] of [['restart', start], ['end', end]]) {
    assert.equal(disabled[focusAfterDisable(action, disabled)], false, `${action}'s counterpart is enabled`);
  }
});

test('Step and Step back keep the focus where they cannot act: the next Enter must not undo the step', () => {
  const start = { restart: true, back: true, step: false, end: false };
  const end = { restart: false, back: false, step: true, end: true };
  assert.deepEqual([...STAY_FOCUSABLE].sort(), ['back', 'step']);
  assert.equal(focusAfterDisable('back', start), null, 'not to Step, which would go forward again');
  assert.equal(focusAfterDisable('step', end), null, 'not to Step back, which would undo the last step');
});
