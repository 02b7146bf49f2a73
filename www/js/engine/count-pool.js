// Counting every solution of an n×n board in parallel Web Workers: the
// machinery of the page's counter (counter.js), which `make bench` also runs
// (bench/web/bench.js), so the benchmark times exactly what the page does.
//
// Each worker (count-worker.js) builds its own CountPlan(n): the plan is
// deterministic, so every worker's pieces are the same, and the main thread
// only hands out runs of consecutive piece indices and adds up the results.
// Hand-out is dynamic, so a worker that draws slow pieces simply gets fewer:
//
// - each worker starts on its own span of the pieces and takes its runs
//   from the front of it, then halves of the largest span left
//   (piece-spans.js: so that each builds the tables of its share of the
//   join's cases only);
// - a run is sized to take about RUN_MS at the pieces' average time so far
//   (one piece until a first result is in), so there are few messages
//   whatever the board size: at n = 14 a piece takes about 40 µs, as long as
//   a message round trip;
// - a run is never more than 1/(SHARE · workers) of the pieces not yet
//   handed out, so runs shrink towards the end and workers finish together;
// - every worker has IN_FLIGHT runs queued, so it never waits for a message.

import { startCountWorker } from './counting-module.js';
import { endWorker, workerLoadError } from './worker-start.js';
import { createSpans, piecesLeft, takeRun } from './piece-spans.js';

const RUN_MS = 50;
const SHARE = 4;
const IN_FLIGHT = 2;

/**
 * Counts n in `workers` Web Workers. Resolves to
 * `{ n, workers, total, unique, pieces, runs, ms, startMs, busyMs }`:
 * `ms` from the first run handed out (a worker has loaded the wasm and built
 * its plan) to the last result, `startMs` the time before that, `busyMs`
 * each worker's time spent counting. `onProgress({ done, pieces, total,
 * unique })` is called when the plan is known and after every run. Aborting
 * `signal` terminates the workers and rejects with its reason; so does an
 * error in a worker, with an Error.
 */
export function countInWorkers(n, { workers: workerCount = 1, signal, onProgress = () => {} } = {}) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const pool = createPool(n, workerCount, { resolve, reject, signal, onProgress });
    try {
      for (let i = 0; i < workerCount; i += 1) pool.workers.push(startWorker(pool, i));
    } catch (error) {
      pool.fail(error); // a worker that cannot start: the ones started stop, the count fails
    }
  });
}

// The state of one count: the plan's size once known, the hand-out cursor,
// the sums, and the timing of the runs so far.
function createPool(n, workerCount, { resolve, reject, signal, onProgress }) {
  const pool = {
    n,
    workerCount,
    onProgress,
    workers: [],
    t0: performance.now(),
    busyMs: new Array(workerCount).fill(0),
    pieces: null, // known once a worker has built its plan
    spans: [], // per worker, the pieces not yet handed out (piece-spans.js)
    done: 0,
    total: 0,
    unique: 0,
    runs: 0,
    started: null,
    measuredPieces: 0,
    measuredMs: 0,
  };
  const onAbort = () => pool.fail(signal.reason);
  pool.stop = () => {
    for (const worker of pool.workers) endWorker(worker);
    signal?.removeEventListener('abort', onAbort);
  };
  pool.fail = (error) => {
    pool.stop();
    reject(error);
  };
  pool.finish = () => {
    pool.stop();
    const end = performance.now();
    pool.started ??= end;
    const { total, unique, pieces, runs, started, t0, busyMs } = pool;
    resolve({ n, workers: workerCount, total, unique, pieces, runs, ms: end - started, startMs: started - t0, busyMs });
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  return pool;
}

// The longest next run: about RUN_MS of work at the average so far, at most
// 1/(SHARE · workers) of what is left (so that runs shrink towards the end
// and workers finish together).
function runLength(pool) {
  const share = Math.max(1, Math.floor(piecesLeft(pool.spans) / (SHARE * pool.workerCount)));
  const wanted =
    pool.measuredPieces === 0 ? 1 : Math.max(1, Math.round((RUN_MS * pool.measuredPieces) / Math.max(pool.measuredMs, 1e-3)));
  return Math.min(share, wanted);
}

function handOut(pool, worker, index) {
  const run = takeRun(pool.spans, index, runLength(pool));
  if (run === null) return;
  pool.started ??= performance.now();
  pool.runs += 1;
  worker.postMessage({ type: 'count', ...run });
}

function progress(pool) {
  const { done, pieces, total, unique } = pool;
  pool.onProgress({ done, pieces, total, unique });
}

function onReady(pool, worker, index, data) {
  if (pool.pieces === null) {
    pool.pieces = data.pieces;
    pool.spans = createSpans(data.pieces, pool.workerCount);
    progress(pool);
    if (pool.pieces === 0) {
      pool.finish();
      return;
    }
  }
  for (let k = 0; k < IN_FLIGHT; k += 1) handOut(pool, worker, index);
}

function onCounted(pool, worker, index, data) {
  const length = data.end - data.start;
  pool.done += length;
  pool.total += data.total;
  pool.unique += data.unique;
  pool.busyMs[index] += data.ms;
  pool.measuredPieces += length;
  pool.measuredMs += data.ms;
  progress(pool);
  if (pool.done === pool.pieces) pool.finish();
  else handOut(pool, worker, index);
}

function startWorker(pool, index) {
  const worker = startCountWorker(pool.n);
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    pool.fail(workerLoadError(event, worker, 'a counting worker'));
  });
  worker.addEventListener('message', ({ data }) => {
    if (data.type === 'ready') onReady(pool, worker, index, data);
    else if (data.type === 'counted') onCounted(pool, worker, index, data);
    else if (data.type === 'error') pool.fail(new Error(data.message));
  });
  return worker;
}
