// The count estimate's arithmetic (www/js/engine/count-estimate.js) and how
// the counter says it (roughDuration and the estimate line of
// www/js/ui/counter-model.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sampleIndices,
  estimateFromSample,
  sampleBudgetMs,
  recordTimed,
  withinBudget,
  nearbyIndices,
  createSampler,
  tableBuildMs,
  MAX_NEARBY,
  NEARBY_SPAN,
  SAMPLE_PIECES,
  SAMPLE_BUDGET_MS,
  MAX_SAMPLE_BUDGET_MS,
} from '../../../www/js/engine/count-estimate.js';
import { initialCounterState, estimateStarted, estimated, nChanged, counterDisplay, roughDuration } from '../../../www/js/ui/counter-model.js';
import { addStrings } from '../../../www/js/i18n/i18n.js';
import COUNTER_STRINGS from '../../../www/js/i18n/strings/counter.js';

addStrings(COUNTER_STRINGS);

test('a small plan is timed whole; a large one at distinct pieces spread over all of it', () => {
  assert.deepEqual(sampleIndices(5), [0, 1, 2, 3, 4]);
  assert.deepEqual(sampleIndices(0), []);
  const random = seeded(2);
  for (const pieces of [SAMPLE_PIECES + 1, 272, 1605, 5105, 29276]) {
    const indices = sampleIndices(pieces, SAMPLE_PIECES, random);
    assert.equal(indices.length, SAMPLE_PIECES);
    assert.equal(new Set(indices).size, indices.length, `distinct at ${pieces}`);
    assert.ok(indices.every((i) => Number.isInteger(i) && i >= 0 && i < pieces));
    if (pieces < 4 * SAMPLE_PIECES) continue; // below that, rounding moves pieces across the strata's borders
    // The first two pieces timed are half the plan apart, the first four a quarter from each other.
    const apart = (a, b) => ((((b - a) % pieces) + pieces) % pieces) / pieces;
    const near = (x, y) => Math.abs(x - y) <= 1 / SAMPLE_PIECES + 1 / pieces;
    assert.ok(near(apart(indices[0], indices[1]), 1 / 2));
    assert.ok(near(apart(indices[0], indices[2]), 1 / 4) && near(apart(indices[0], indices[3]), 3 / 4));
    // Over the whole sample every eighth of the plan is visited.
    assert.equal(new Set(indices.map((i) => Math.floor((8 * i) / pieces))).size, 8);
  }
});

// A small deterministic generator for the tests (mulberry32).
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('each piece sampled is anywhere in its stratum, so a cost that repeats along the plan is not met at one phase', () => {
  const pieces = 5105; // n = 20's plan
  // Without the shift, the k-th piece timed lies in the k-th stratum of the van der Corput order, wherever random() puts it.
  const low = sampleIndices(pieces, SAMPLE_PIECES, () => 0);
  const high = sampleIndices(pieces, SAMPLE_PIECES, () => 0.999_999);
  assert.deepEqual(low.slice(0, 4), [0, 2552, 1276, 3828]);
  for (let k = 0; k < SAMPLE_PIECES; k += 1) {
    assert.ok(high[k] - low[k] >= Math.floor(pieces / SAMPLE_PIECES) - 1 && high[k] - low[k] <= Math.ceil(pieces / SAMPLE_PIECES), `stratum ${k}`);
  }
  // A cost that repeats with the strata (40 pieces each here): the first
  // quarter of every 40 pieces dear (5), the rest cheap (1); mean 2. Points
  // at one place in every stratum see one phase of it, always.
  const aligned = SAMPLE_PIECES * 40;
  const cost = (i) => (i % 40 < 10 ? 5 : 1);
  const mean = (indices) => indices.reduce((sum, i) => sum + cost(i), 0) / indices.length;
  assert.ok(mean(sampleIndices(aligned, SAMPLE_PIECES, () => 0)) > 4.9);
  assert.ok(mean(sampleIndices(aligned, SAMPLE_PIECES, () => 0.5)) < 1.1);
  const random = seeded(30);
  let sum = 0;
  const rounds = 200;
  for (let r = 0; r < rounds; r += 1) sum += mean(sampleIndices(aligned, SAMPLE_PIECES, random));
  assert.ok(Math.abs(sum / rounds / 2 - 1) < 0.02, `mean of ${rounds} samples ${(sum / rounds).toFixed(3)}, the plan's 2`);
  // Two samples with Math.random differ.
  assert.notDeepEqual(sampleIndices(pieces), sampleIndices(pieces));
});

test('a sample cut short by the budget weighs every piece alike', () => {
  // The first 40 pieces timed of 128 planned, on a plan whose cost is
  // dear (3) in the first half of each 64th of it and cheap (1) in the
  // other: mean 2. Without the shift these 40 were all in first halves.
  const pieces = 64 * 40;
  const cost = (i) => (i % 40 < 20 ? 3 : 1);
  const random = seeded(21);
  let sum = 0;
  const rounds = 2000;
  for (let r = 0; r < rounds; r += 1) {
    const first = sampleIndices(pieces, SAMPLE_PIECES, random).slice(0, 40);
    sum += first.reduce((total, i) => total + cost(i), 0) / first.length;
  }
  assert.ok(Math.abs(sum / rounds / 2 - 1) < 0.02, `mean of ${rounds} samples ${(sum / rounds).toFixed(3)}, the plan's 2`);
});

test('the estimate scales the mean piece to the plan and divides by the workers', () => {
  assert.deepEqual(estimateFromSample({ pieces: 100, times: [10, 30] }, 2), { ms: 1000, exact: false });
  assert.deepEqual(estimateFromSample({ pieces: 3, times: [1, 2, 3] }, 1), { ms: 6, exact: true });
  assert.deepEqual(estimateFromSample({ pieces: 0, times: [] }, 4), { ms: 0, exact: true });
  assert.equal(estimateFromSample({ pieces: 9, times: [] }, 2), null);
});

test('a long count samples longer: 2 % of the estimate, between 1.5 s and 8 s per worker', () => {
  // A minute's count (or no piece timed yet): the base budget.
  assert.equal(sampleBudgetMs({ pieces: 1000, times: [] }, 2), SAMPLE_BUDGET_MS);
  assert.equal(sampleBudgetMs({ pieces: 1000, times: [120] }, 2), SAMPLE_BUDGET_MS); // 60 s
  // Five minutes on two workers: 6 s per worker.
  assert.equal(sampleBudgetMs({ pieces: 5000, times: [100, 140] }, 2), 6000);
  // Half an hour: capped.
  assert.equal(sampleBudgetMs({ pieces: 20_000, times: [200] }, 2), MAX_SAMPLE_BUDGET_MS);
});

test("building a sampled piece's tables spends the budget but is not part of its time", () => {
  const sample = { pieces: 23_679, times: [], spent: 0 };
  // n = 21 on two workers: each piece sampled builds its tables (about a second) and counts for 0.3 s.
  let timed = 0;
  while (withinBudget(sample, 2)) {
    recordTimed(sample, { ms: 300, prepareMs: 1000 });
    timed += 1;
  }
  assert.deepEqual(sample.times, Array(timed).fill(300));
  assert.equal(sample.spent, timed * 1300);
  // The estimate (23,679 × 0.3 s / 2 ≈ 59 min) asks for the largest budget, 8 s per worker: 13 pieces, not 54.
  assert.equal(timed, Math.ceil((2 * MAX_SAMPLE_BUDGET_MS) / 1300));
  assert.deepEqual(estimateFromSample(sample, 2), { ms: (300 * 23_679) / 2, exact: false });
  // A message without prepareMs (a count's own pieces) spends its counting time only.
  recordTimed(sample, { ms: 50 });
  assert.equal(sample.spent, timed * 1300 + 50);
});

test("a piece whose tables took longer to build than a piece's mean time is followed by pieces near it", () => {
  const random = seeded(7);
  // n = 21: 0.3 s of building, 45 ms a piece: MAX_NEARBY more pieces, within the span, distinct, not the piece itself.
  const near = nearbyIndices(5000, 23_679, { meanMs: 45, prepareMs: 300 }, new Set([5001, 5002]), random);
  assert.equal(near.length, MAX_NEARBY);
  assert.equal(new Set(near).size, near.length);
  assert.ok(near.every((i) => Number.isInteger(i) && Math.abs(i - 5000) <= NEARBY_SPAN && i !== 5000 && i !== 5001 && i !== 5002));
  // At most MAX_NEARBY, and none when the tables were already there (n = 20's one case, after its first piece).
  // As many whatever the building took (a piece's own time plays no part), none when the tables were there.
  assert.equal(nearbyIndices(5000, 23_679, { meanMs: 45, prepareMs: 5000 }, new Set(), random).length, MAX_NEARBY);
  assert.equal(nearbyIndices(5000, 23_679, { meanMs: 45, prepareMs: 46 }, new Set(), random).length, MAX_NEARBY);
  assert.deepEqual(nearbyIndices(5000, 5105, { meanMs: 70, prepareMs: 0.2 }, new Set(), random), []);
  assert.deepEqual(nearbyIndices(5000, 5105, { meanMs: 70 }, new Set(), random), []);
  // Inside the plan at its ends, and only what is left near a small one.
  const first = nearbyIndices(0, 23_679, { meanMs: 1, prepareMs: 900 }, new Set(), random);
  assert.ok(first.every((i) => i >= 1 && i <= NEARBY_SPAN));
  assert.deepEqual(nearbyIndices(1, 3, { meanMs: 1, prepareMs: 900 }, new Set(), random).sort(), [0, 2]);
  // Every piece of the span can be drawn.
  const seen = new Set();
  for (let k = 0; k < 200; k += 1) for (const i of nearbyIndices(100, 1000, { meanMs: 1, prepareMs: 7 }, new Set(), random)) seen.add(i);
  assert.equal(seen.size, 2 * NEARBY_SPAN);
});

test('the sampler: pieces near one that replaced its tables go to the same worker, and each such group weighs as one piece', () => {
  const random = seeded(5);
  const sampler = createSampler({ pieces: 23_679 }, 2, random);
  const a = sampler.next('a');
  const b = sampler.next('b');
  assert.notEqual(a, b);
  // Each worker's first piece builds its tables: no pieces near it.
  sampler.record('a', { start: a, ms: 40, prepareMs: 300 });
  sampler.record('b', { start: b, ms: 50, prepareMs: 300 });
  const a2 = sampler.next('a');
  assert.ok(Math.abs(a2 - a) > 32, 'the next piece of the spread sample');
  // This one replaced a's tables: the next MAX_NEARBY pieces a times are near it.
  sampler.record('a', { start: a2, ms: 10, prepareMs: 300 });
  const near = Array.from({ length: MAX_NEARBY }, () => sampler.next('a'));
  assert.ok(near.every((i) => Math.abs(i - a2) <= 32 && i !== a2), `${near} near ${a2}`);
  assert.equal(new Set([a, b, a2, ...near]).size, 3 + MAX_NEARBY);
  for (const i of near) sampler.record('a', { start: i, ms: 20, prepareMs: 0 });
  // Three groups: 40, 50 and the mean of 10 and the 20s; not the mean of all the pieces.
  const groupMean = (40 + 50 + (10 + MAX_NEARBY * 20) / (MAX_NEARBY + 1)) / 3;
  assert.deepEqual(sampler.estimate(), { sampled: 3 + MAX_NEARBY, ms: (groupMean * 23_679) / 2, exact: false });
});

test('the sampler stops at its budget, never times a piece twice, and times a small plan whole', () => {
  const random = seeded(11);
  const sampler = createSampler({ pieces: 5105, tableSets: 1 }, 2, random);
  const seen = new Set();
  let spent = 0;
  for (let w = 0; ; w = 1 - w) {
    const index = sampler.next(w);
    if (index === undefined) break;
    assert.ok(!seen.has(index) && index >= 0 && index < 5105);
    seen.add(index);
    sampler.record(w, { start: index, ms: 30, prepareMs: seen.size <= 2 ? 1000 : 0 });
    spent += 30 + (seen.size <= 2 ? 1000 : 0);
  }
  // Two workers' budgets (2 % of the 77 s estimate each), then no more than a piece past it.
  const budget = 2 * sampleBudgetMs({ pieces: 5105, times: [30] }, 2);
  assert.ok(spent >= budget && spent < budget + 30, `${spent} of ${budget}`);
  // n = 20's one case: each worker builds it once (1 s here).
  assert.equal(sampler.estimate().ms, (30 * 5105) / 2 + 1000);
  const small = createSampler({ pieces: 6 }, 2, random);
  for (let i = 0; i < 6; i += 1) {
    const index = small.next(i % 2);
    small.record(i % 2, { start: index, ms: index + 1, prepareMs: i < 2 ? 500 : 0 });
  }
  assert.equal(small.next(0), undefined);
  assert.deepEqual(small.estimate(), { sampled: 6, ms: 21 / 2, exact: true });
});

test("the estimate adds each worker's share of the tables' builds, timed on the builds that made new tables", () => {
  // n = 21 on two workers: 46 cases, 23 a worker.
  assert.equal(tableBuildMs(46, [400, 600], 2), 23 * 500);
  assert.equal(tableBuildMs(46, [500], 1), 46 * 500);
  // n = 20: one case, built once on each worker.
  assert.equal(tableBuildMs(1, [900, 1100], 2), 1000);
  // No tables (from n = 22), or no build timed yet.
  assert.equal(tableBuildMs(0, [900], 2), 0);
  assert.equal(tableBuildMs(46, [], 2), 0);

  const random = seeded(3);
  const sampler = createSampler({ pieces: 23_679, tableSets: 46 }, 2, random);
  assert.deepEqual(sampler.estimate(), { sampled: 0 });
  // Each worker's first piece builds (300 and 500 ms); a's second piece
  // replaced its tables (400 ms, over the mean piece); b's second found
  // them there (2 ms of checking, under the mean: not a build).
  const [a, b] = [sampler.next('a'), sampler.next('b')];
  sampler.record('a', { start: a, ms: 40, prepareMs: 300 });
  sampler.record('b', { start: b, ms: 40, prepareMs: 500 });
  const [a2, b2] = [sampler.next('a'), sampler.next('b')];
  sampler.record('a', { start: a2, ms: 40, prepareMs: 400 });
  sampler.record('b', { start: b2, ms: 40, prepareMs: 2 });
  const { ms, exact } = sampler.estimate();
  assert.equal(exact, false);
  assert.equal(ms, (40 * 23_679) / 2 + 23 * 400);
});

test('rough durations', () => {
  assert.equal(roughDuration('en', 400), 'under a second');
  assert.equal(roughDuration('en', 42_400), 'about 42 s');
  assert.equal(roughDuration('en', 89_000), 'about 89 s');
  assert.equal(roughDuration('en', 20 * 60_000), 'about 20 min');
  assert.equal(roughDuration('en', (3 * 60 + 10) * 60_000), 'about 3 h 10 min');
  assert.equal(roughDuration('zh', (3 * 60 + 10) * 60_000), '约 3 小时 10 分钟');
});

test('the estimate line: pending, then the result, only for the n it was made for', () => {
  const show = (state, lang = 'en') => counterDisplay(state, { now: 0, lang, workers: 2 }).estimateText;
  let state = initialCounterState(16);
  assert.equal(show(state), '');
  state = estimateStarted(state, 1);
  assert.equal(show(state), 'Timing a sample of n = 16 on this device…');
  assert.equal(estimated(state, 2, { ms: 1 }), state); // another estimate's result
  state = estimated(state, 1, { n: 16, pieces: 73, sampled: 16, ms: 95_000, exact: false });
  assert.equal(show(state), 'Estimated time with 2 workers: about 2 min (from timing 16 of its 73 pieces on this device).');
  assert.match(show(state, 'zh'), /^用 2 个 Worker 预计需要约 2 分钟/);
  assert.equal(show(nChanged(state, 17)), ''); // made for 16
  assert.equal(estimated(estimateStarted(state, 3), 3, null).estimate, null); // failed: none shown
  const exact = estimated(estimateStarted(initialCounterState(8), 4), 4, { n: 8, pieces: 1, sampled: 1, ms: 2, exact: true });
  assert.equal(show(exact), 'Expected time with 2 workers: under a second (its 1 piece timed on this device).');
});
