// Where an edited program that stops with a run-time error is played
// (engine/program-source.js, on the real core): its error is a step of its
// own, one past its last event (or line step), the run's end, where the
// snapshot has the line that failed; a seek there meets the error again
// (the same position, the same frame), one step back leaves it. The truth
// is the edit: `queens[row + 1] = col;` writes past the n = 4 array, so the
// line that fails is that one.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { programSource } from '../../../www/js/engine/program-source.js';
import { measureProgram } from '../../../www/js/engine/program-check.js';

let text;
let failing;
let measured;

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  const recursive = await readFile(new URL('../../../src/programs/sources/en/recursive.java', import.meta.url), 'utf8');
  text = recursive.replace('queens[row] = col;', 'queens[row + 1] = col;');
  failing = text.split('\n').findIndex((line) => line.includes('queens[row + 1] = col;')) + 1;
  measured = await measureProgram(api, { view: 'recursive', n: 4, source: text });
  assert.equal(measured.error.line, failing);
});

test('by event: the error is one step past the last event, with the line that failed', () => {
  const source = programSource(api, { view: 'recursive', n: 4, by: 'event', source: text });
  const last = measured.eventStep;
  try {
    assert.equal(source.seek(last + 1), last + 1);
    assert.equal(source.position, last + 1);
    assert.ok(source.done);
    let context = source.context();
    assert.equal(context.snapshot.status, 'failed');
    assert.equal(context.snapshot.error.line, failing);
    assert.equal(context.eventLine, failing, 'the line that failed is highlighted');
    assert.equal(context.event, null);
    assert.equal(source.position, last + 1, 'reading the frame leaves the run at its error');
    // the step before it is the last event, on the line that made it
    assert.ok(source.back());
    assert.equal(source.position, last);
    context = source.context();
    assert.equal(context.snapshot.status, 'running');
    assert.ok(context.event);
    assert.notEqual(context.eventLine, failing);
    // stepping on meets the error; no step after it
    assert.equal(source.step(), null);
    assert.equal(source.position, last + 1);
    assert.equal(source.context().eventLine, failing);
    assert.equal(source.step(), null);
    assert.equal(source.position, last + 1);
    // any seek past it ends there; from the start, advance ends there too
    assert.equal(source.seek(last + 50), last + 1);
    source.reset();
    assert.equal(source.position, 0);
    assert.equal(source.advance(10_000), last + 1);
    assert.equal(source.context().snapshot.status, 'failed');
  } finally {
    source.free();
  }
});

test('by line: the error is one step past the last line step, the failing line about to run before it', () => {
  const source = programSource(api, { view: 'recursive', n: 4, by: 'line', source: text });
  const last = measured.lineStep;
  try {
    assert.equal(source.seek(last + 1), last + 1);
    assert.ok(source.done);
    const context = source.context();
    assert.equal(context.snapshot.status, 'failed');
    assert.equal(context.snapshot.line, failing);
    assert.ok(source.back());
    assert.equal(source.position, last);
    assert.equal(source.context().snapshot.status, 'running');
    assert.equal(source.context().snapshot.line, failing, 'about to run the line that fails');
    assert.equal(source.step(), null);
    assert.equal(source.position, last + 1);
    source.seekEvent(1);
    assert.equal(source.context().snapshot.status, 'running', 'going to an event leaves the error');
    assert.ok(source.position < last);
  } finally {
    source.free();
  }
});

// The end of a finished program, by line: the core counts no line step for
// it (its last line's step and its end share a count), so the source makes
// it the step after the last line, as an error is.
test('by line: the end of a finished program is one step past its last line step', () => {
  const core = new api.ProgramRun('recursive', 4);
  while (core.stepLine());
  const last = core.lineStep; // the core's count at its end: the last line's step
  core.free();
  const source = programSource(api, { view: 'recursive', n: 4, by: 'line' });
  try {
    // Stepped there: the last line, then the end.
    assert.equal(source.seek(last - 1), last - 1);
    assert.deepEqual(source.step(), { kind: 'line', step: last });
    assert.equal(source.context().snapshot.status, 'running');
    assert.deepEqual(source.step(), { kind: 'line', step: last + 1 });
    assert.ok(source.done);
    assert.equal(source.context().snapshot.status, 'finished');
    assert.equal(source.step(), null);
    assert.equal(source.position, last + 1);
    // Back to the last line, and sought again.
    assert.ok(source.back());
    assert.equal(source.position, last);
    assert.equal(source.context().snapshot.status, 'running');
    assert.equal(source.seek(last + 5), last + 1);
    assert.equal(source.context().snapshot.status, 'finished');
    assert.equal(source.positionIn('line'), last + 1);
    // Going to the `done` event lands on the end too.
    source.seekEvent(source.positionIn('event'));
    assert.equal(source.position, last + 1);
  } finally {
    source.free();
  }
  const byEvent = programSource(api, { view: 'recursive', n: 4, by: 'event' });
  try {
    while (byEvent.step());
    assert.equal(byEvent.positionIn('line'), last + 1, 'at the done event, the end is one past the last line');
  } finally {
    byEvent.free();
  }
});
