// How long counting n would take on this device, before it starts: the
// count's workers (count-worker.js) build CountPlan(n) and time a sample of
// its pieces spread evenly over the plan, within a small time budget; the
// estimate scales the sample's mean to the whole plan and the workers, and
// adds the building of each worker's tables.
// Nothing is hard-coded: the plan and the speed are this device's.
//
// The sampling is pure (sampleIndices, nearbyIndices, createSampler,
// estimateFromSample: unit-tested in tests/node/unit/count-estimate.test.mjs,
// and checked against every piece's native time by bench/js/estimate-sim.mjs);
// estimateCount runs the workers.

import { startCountWorker } from './counting-module.js';
import { endWorker, workerLoadError } from './worker-start.js';

/**
 * Pieces sampled at most. From n = 20 a piece takes from 0 to several times
 * the mean (issue #30: the n = 20 estimate was 2.3× the count from 7
 * pieces), so a long count samples many: the error of the mean falls as one
 * over the square root of the pieces timed (n = 20, every piece timed
 * natively: a standard deviation of about 11 % with 55 pieces, 7 % with
 * 128).
 */
export const SAMPLE_PIECES = 128;
/**
 * The sampling stops after this much work per worker (ms: counting the
 * sampled pieces and building their tables), with what it has...
 */
export const SAMPLE_BUDGET_MS = 1500;
/** ...unless the count looks long: then it samples up to this share of the estimated time (n = 20: about 3 s a worker)... */
export const SAMPLE_SHARE = 0.02;
/** ...and never more than this (ms per worker). */
export const MAX_SAMPLE_BUDGET_MS = 8000;

/**
 * The sampling budget (ms of counting per worker) given the sample so far:
 * SAMPLE_BUDGET_MS, or SAMPLE_SHARE of the estimated count if that is more,
 * at most MAX_SAMPLE_BUDGET_MS: a count of a few minutes is estimated in
 * 1.5 s as before, one of half an hour spends 8 s on it.
 */
export function sampleBudgetMs(sample, workers) {
  const estimate = estimateFromSample(sample, workers);
  const share = estimate ? estimate.ms * SAMPLE_SHARE : 0;
  return Math.min(MAX_SAMPLE_BUDGET_MS, Math.max(SAMPLE_BUDGET_MS, share));
}

/**
 * Records a timed piece (a worker's `counted` message): its counting time
 * joins the sample; building its tables does not (a count builds them once
 * per part of the plan, not per piece), but both spend the budget. An odd
 * board from n = 21 builds new tables for nearly every piece sampled
 * (about a second each), and the estimate must still come in seconds.
 */
export function recordTimed(sample, { ms, prepareMs = 0 }) {
  sample.times.push(ms);
  sample.spent += ms + prepareMs;
}

/** Whether to time another piece: the work so far is within the budget of `workers` workers. */
export function withinBudget(sample, workers) {
  return sample.spent < sampleBudgetMs(sample, workers) * Math.max(1, workers);
}

/**
 * The pieces to time, in the order to time them: every piece of a small
 * plan, else up to `count` pieces spread over the plan in van der Corput
 * order (0, 1/2, 1/4, 3/4, 1/8, … of it), so that a sample cut short by
 * the time budget still covers the whole plan, all moved along the plan by
 * one random shift (`random()` in [0, 1)), and each a little more, within
 * its share of the plan.
 *
 * The shift makes every piece as likely to be timed as any other however
 * many are timed before the budget runs out (issue #30: without it, a
 * sample of fewer than `count` pieces took them from the first halves of
 * the plan's strata only, and n = 21's estimates ran 8 to 23 % short). The
 * jitter keeps the pieces from meeting one phase of a cost that repeats
 * along the plan (n = 20: each left set's eight runs of right sets, the
 * first two cheap; fixed places estimated it 25 % short, every time).
 */
export function sampleIndices(pieces, count = SAMPLE_PIECES, random = Math.random) {
  if (pieces <= count) return Array.from({ length: pieces }, (_, i) => i);
  const shift = random();
  const indices = new Set();
  for (let k = 0; indices.size < count && k < 4 * count; k += 1) {
    const at = (vanDerCorput(k) + shift + random() / count) % 1;
    indices.add(Math.min(pieces - 1, Math.floor(at * pieces)));
  }
  return [...indices];
}

// The k-th point of the base-2 van der Corput sequence: k's bits mirrored
// behind the binary point (1 → 0.5, 2 → 0.25, 3 → 0.75, …).
function vanDerCorput(k) {
  let x = 0;
  for (let bit = 0.5; k > 0; k >>= 1, bit /= 2) if (k & 1) x += bit;
  return x;
}

/**
 * Pieces timed near one whose tables had to be built ({@link nearbyIndices}).
 * Simulated on every piece of n = 21 (bench/js/estimate-sim.mjs): standard
 * deviations of 10.0, 8.7, 8.3, 8.0 and 9.8 % for 0, 1, 2, 3 and 7 of them.
 */
export const MAX_NEARBY = 3;
/** How far from that piece they are (pieces before or after it). */
export const NEARBY_SPAN = 32;

/**
 * More pieces to time near piece `index` (of `pieces`), on the worker that
 * just built its tables for it: MAX_NEARBY of them if the building took
 * longer than a piece's mean time so far (`prepareMs`, `meanMs`), none
 * otherwise; each at random within NEARBY_SPAN of it and not in `taken`.
 *
 * A piece far from the last one timed usually needs new tables (n = 21:
 * 46 cases of about 500 pieces, 0.29 s of building for 45 ms of counting),
 * so without them the budget went to building: about 50 pieces timed, for
 * a cost whose spread from piece to piece is about its mean (issue #30).
 * How many never depends on the piece's own time: when it did (as many as
 * the building took over the piece's count), a cheap piece got more
 * neighbours than a dear one, and the sample leant to the cheap parts of
 * the plan (n = 21: 11 % short in the page, five times out of five; −10 %
 * simulated on every piece's time, −1.3 % with this rule).
 */
export function nearbyIndices(index, pieces, { prepareMs = 0, meanMs }, taken = new Set(), random = Math.random) {
  const wanted = builtNewTables(prepareMs, meanMs) ? MAX_NEARBY : 0;
  const lo = Math.max(0, index - NEARBY_SPAN);
  const hi = Math.min(pieces - 1, index + NEARBY_SPAN);
  const free = [];
  for (let i = lo; i <= hi; i += 1) if (i !== index && !taken.has(i)) free.push(i);
  const out = [];
  while (out.length < wanted && free.length > 0) {
    const at = Math.floor(random() * free.length);
    out.push(free[at]);
    free[at] = free[free.length - 1];
    free.pop();
  }
  return out;
}

/**
 * Whether preparing a piece built new tables: it took longer than a piece's
 * mean time so far (finding the tables there takes a few ms at most).
 */
function builtNewTables(prepareMs, meanMs) {
  return prepareMs > meanMs;
}

/**
 * The estimate from timed pieces: `{ ms, exact }` where `ms` is the
 * expected time on `workers` workers (the pieces' mean time × the plan's
 * size ÷ workers: the pool keeps every worker busy until the end), and
 * `exact` tells that every piece was timed (then `ms` is their sum ÷
 * workers). `times`: the sampled pieces' times in ms.
 */
export function estimateFromSample({ pieces, times }, workers) {
  if (pieces === 0) return { ms: 0, exact: true };
  if (times.length === 0) return null;
  return { ms: (mean(times) * pieces) / Math.max(1, workers), exact: times.length === pieces };
}

/**
 * The building of tables a count adds to its pieces' time on each worker:
 * a worker counts its own run of the plan (count-pool.js), so it builds
 * about its share of the plan's `tableSets` (the join's cases: 1 for even
 * n, 46 at n = 21), each taking about the mean of the builds timed
 * (`buildsMs`). Issue #30: left out, the n = 21 estimate ran about 2.5 %
 * short (23 builds of half a second a worker, for 9 minutes of counting).
 */
export function tableBuildMs(tableSets, buildsMs, workers) {
  if (tableSets === 0 || buildsMs.length === 0) return 0;
  return Math.ceil(tableSets / Math.max(1, workers)) * mean(buildsMs);
}

/**
 * An estimate's sampling without its workers: which piece each worker
 * times next, and the estimate from what they timed. `plan`: the worker's
 * `ready` message, `{ pieces, tableSets }`. `worker` is any key
 * (estimateCount passes its Worker; bench/js/estimate-sim.mjs drives it
 * with every piece's time measured natively, to check its error).
 */
export function createSampler({ pieces, tableSets = 0 }, workers, random = Math.random) {
  const sample = { pieces, times: [], spent: 0 };
  // The times of the builds that made new tables: each worker's first, and
  // those that replaced a worker's tables (longer than a piece's mean).
  const builds = [];
  const indices = sampleIndices(pieces, SAMPLE_PIECES, random);
  let handedOut = 0;
  // Every piece handed out or queued, and each worker's queue of pieces near its last one.
  const taken = new Set();
  const nearby = new Map();
  // The times of each piece of the spread sample and of those timed near
  // it, as one group: the estimate weighs each group as one piece, so that
  // where tables were built (at n = 20 only each worker's first piece) the
  // plan weighs no more than elsewhere.
  // A worker has one piece out at a time, so what it times joins its last group.
  const groups = [];
  const lastGroup = new Map();
  return {
    pieces,
    /** The piece `worker` times next, or undefined when the sample is done. */
    next(worker) {
      if (!withinBudget(sample, workers)) return undefined;
      let index = nearby.get(worker)?.shift();
      if (index === undefined) {
        while (taken.has(indices[handedOut])) handedOut += 1;
        index = indices[handedOut];
        if (index === undefined) return undefined;
        handedOut += 1;
        groups.push([]);
        lastGroup.set(worker, groups.at(-1));
      }
      taken.add(index);
      return index;
    },
    /** What `worker` timed: `{ start, ms, prepareMs }` (a worker's `counted` message). */
    record(worker, timed) {
      recordTimed(sample, timed);
      lastGroup.get(worker)?.push(timed.ms);
      const prepareMs = timed.prepareMs ?? 0;
      const meanMs = mean(sample.times);
      const queue = nearby.get(worker);
      // A worker's first piece always builds its tables: only a build that
      // replaced tables says that the plan has more than one set of them.
      if (queue === undefined) {
        builds.push(prepareMs);
        nearby.set(worker, []);
        return;
      }
      if (builtNewTables(prepareMs, meanMs)) builds.push(prepareMs);
      if (queue.length > 0) return;
      const more = nearbyIndices(timed.start, pieces, { prepareMs, meanMs }, taken, random);
      for (const i of more) taken.add(i);
      nearby.set(worker, more);
    },
    /** `{ sampled, ms, exact }` from the pieces timed so far (no `ms` before the first), tables' building included. */
    estimate: () => estimateFromGroups({ pieces, tableSets }, sample.times, groups, builds, workers),
  };
}

// The sampler's estimate: from every piece's time once all are timed, else
// from each group's mean; plus the tables' building.
function estimateFromGroups({ pieces, tableSets }, allTimes, groups, builds, workers) {
  const sampled = allTimes.length;
  const times = sampled === pieces ? allTimes : groups.filter((group) => group.length > 0).map(mean);
  const counting = estimateFromSample({ pieces, times }, workers);
  if (counting === null) return { sampled };
  return { sampled, ms: counting.ms + tableBuildMs(tableSets, builds, workers), exact: counting.exact };
}

function mean(times) {
  return times.reduce((sum, ms) => sum + ms, 0) / times.length;
}

/**
 * Estimates counting n with `workers` workers. Resolves to
 * `{ n, pieces, sampled, ms, exact }`; aborting `signal` terminates the
 * workers and rejects with its reason; a worker error rejects with an Error.
 * The sample is timed on as many workers as the count will use, running
 * together, so it sees what they will: cores shared with each other and
 * with whatever else the device runs.
 */
export function estimateCount(n, { workers = 1, signal } = {}) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    let sampler = null;
    let busy = 0;
    const pool = [];
    const end = (settle, value) => {
      for (const worker of pool) endWorker(worker);
      signal?.removeEventListener('abort', onAbort);
      settle(value);
    };
    const onAbort = () => end(reject, signal.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timeNext = (worker) => {
      const index = sampler.next(worker);
      if (index !== undefined) {
        busy += 1;
        // The piece's tables are built before its clock starts: a count
        // builds them once per part of the plan and worker, not per piece.
        worker.postMessage({ type: 'count', start: index, end: index + 1, prepare: true });
      } else if (busy === 0) {
        end(resolve, { n, pieces: sampler.pieces, ...sampler.estimate() });
      }
    };
    const onMessage = (worker, data) => {
      if (data.type === 'error') return end(reject, new Error(data.message));
      if (data.type === 'ready') {
        sampler ??= createSampler({ pieces: data.pieces, tableSets: data.tableSets }, workers);
      } else if (data.type === 'counted') {
        sampler.record(worker, data);
        busy -= 1;
      }
      return timeNext(worker);
    };
    for (let i = 0; i < Math.max(1, workers); i += 1) {
      let worker;
      try {
        worker = startCountWorker(n);
      } catch (error) {
        end(reject, error);
        return;
      }
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        end(reject, workerLoadError(event, worker, 'an estimating worker'));
      });
      worker.addEventListener('message', ({ data }) => onMessage(worker, data));
      pool.push(worker);
    }
  });
}
