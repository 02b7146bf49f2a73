// The count's hand-out spans (www/js/engine/piece-spans.js): every piece is
// handed out exactly once, each worker starts on its own share, and an idle
// worker takes the back half of the largest span left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSpans, piecesLeft, takeRun } from '../../../www/js/engine/piece-spans.js';

test('the spans split the pieces into equal consecutive shares', () => {
  assert.deepEqual(createSpans(10, 3), [
    { start: 0, end: 3 },
    { start: 3, end: 6 },
    { start: 6, end: 10 },
  ]);
  assert.equal(piecesLeft(createSpans(513, 2)), 513);
  assert.deepEqual(createSpans(1, 2), [
    { start: 0, end: 0 },
    { start: 0, end: 1 },
  ]);
});

test('a worker takes its runs from the front of its own span', () => {
  const spans = createSpans(100, 2);
  assert.deepEqual(takeRun(spans, 1, 7), { start: 50, end: 57 });
  assert.deepEqual(takeRun(spans, 0, 7), { start: 0, end: 7 });
  assert.deepEqual(takeRun(spans, 1, 0), { start: 57, end: 58 }, 'a run has at least one piece');
  assert.equal(piecesLeft(spans), 85);
});

test('an idle worker takes the back half of the largest span left', () => {
  const spans = [
    { start: 10, end: 10 },
    { start: 20, end: 25 },
    { start: 40, end: 51 },
  ];
  assert.deepEqual(takeRun(spans, 0, 100), { start: 45, end: 51 });
  assert.deepEqual(spans[2], { start: 40, end: 45 });
  assert.equal(takeRun(createSpans(0, 3), 2, 5), null);
});

test('whatever the order of requests, every piece is handed out once', () => {
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (const [pieces, workers] of [
    [1, 1],
    [3, 4],
    [257, 2],
    [3841, 2],
    [1000, 7],
  ]) {
    const spans = createSpans(pieces, workers);
    const seen = new Array(pieces).fill(0);
    const idle = new Set();
    while (idle.size < workers) {
      const index = Math.floor(random() * workers);
      const run = takeRun(spans, index, 1 + Math.floor(random() * 20));
      if (run === null) {
        idle.add(index);
        continue;
      }
      assert.ok(run.start < run.end, `a run is never empty: ${JSON.stringify(run)}`);
      for (let i = run.start; i < run.end; i += 1) seen[i] += 1;
    }
    assert.deepEqual(new Set(seen), new Set(pieces ? [1] : []), `n pieces ${pieces}, ${workers} workers`);
    assert.equal(piecesLeft(spans), 0);
  }
});
