// Counting every solution of an n×n board in parallel Web Workers: the
// machinery of the page's counter (counter.js), which `make bench` also runs
// (bench/web/bench.js), so the benchmark times exactly what the page does.
//
// Each worker (count-worker.js) builds its own CountPlan(n): the plan is
// deterministic, so every worker's pieces are the same, and the main thread
// only hands out runs of consecutive piece indices and adds up the results.
// Hand-out is dynamic, so a worker that draws slow pieces simply gets fewer:
//
// - a run is sized to take about RUN_MS at the pieces' average time so far
//   (one piece until a first result is in), so there are few messages
//   whatever the board size: at n = 14 a piece takes about 40 µs, as long as
//   a message round trip;
// - a run is never more than 1/(SHARE · workers) of the pieces not yet
//   handed out, so runs shrink towards the end and workers finish together;
// - every worker has IN_FLIGHT runs queued, so it never waits for a message.

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
    const t0 = performance.now();
    const workers = [];
    const busyMs = new Array(workerCount).fill(0);
    let pieces = null; // known once a worker has built its plan
    let next = 0; // the first piece not yet handed out
    let done = 0;
    let total = 0;
    let unique = 0;
    let runs = 0;
    let started = null;
    let measuredPieces = 0;
    let measuredMs = 0;

    const stop = () => {
      for (const worker of workers) worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error) => {
      stop();
      reject(error);
    };
    const onAbort = () => fail(signal.reason);
    signal?.addEventListener('abort', onAbort, { once: true });

    const runLength = () => {
      const left = pieces - next;
      const share = Math.max(1, Math.floor(left / (SHARE * workerCount)));
      const wanted = measuredPieces === 0 ? 1 : Math.max(1, Math.round((RUN_MS * measuredPieces) / Math.max(measuredMs, 1e-3)));
      return Math.min(left, share, wanted);
    };
    const handOut = (worker) => {
      if (next >= pieces) return;
      started ??= performance.now();
      const start = next;
      next += runLength();
      runs += 1;
      worker.postMessage({ type: 'count', start, end: next });
    };
    const finish = () => {
      stop();
      const end = performance.now();
      started ??= end;
      resolve({ n, workers: workerCount, total, unique, pieces, runs, ms: end - started, startMs: started - t0, busyMs });
    };

    for (let i = 0; i < workerCount; i += 1) {
      const worker = new Worker(new URL('../workers/count-worker.js', import.meta.url), { type: 'module' });
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        fail(new Error(event.message || 'a counting worker failed to load'));
      });
      worker.addEventListener('message', ({ data }) => {
        if (data.type === 'ready') {
          if (pieces === null) {
            pieces = data.pieces;
            onProgress({ done, pieces, total, unique });
            if (pieces === 0) {
              finish();
              return;
            }
          }
          for (let k = 0; k < IN_FLIGHT; k += 1) handOut(worker);
        } else if (data.type === 'counted') {
          const length = data.end - data.start;
          done += length;
          total += data.total;
          unique += data.unique;
          busyMs[i] += data.ms;
          measuredPieces += length;
          measuredMs += data.ms;
          onProgress({ done, pieces, total, unique });
          if (done === pieces) finish();
          else handOut(worker);
        } else if (data.type === 'error') {
          fail(new Error(data.message));
        }
      });
      worker.postMessage({ type: 'plan', n });
      workers.push(worker);
    }
  });
}
