// Solution k of an n×n board for the static board mode, from the wasm
// Solutions iterator. Small boards are answered at once on the main thread
// (every solution of n = 12 takes a few milliseconds); larger ones in a
// worker, because there even the first solution can take seconds.

const MAIN_THREAD_MAX_N = 12;

/**
 * Starts the search; returns { result, cancel }. `result` resolves with
 * { cols, index } (index 0-based; solution 1 when there are fewer than k) or
 * null when the board has no solution. cancel() stops the worker, if any.
 */
export function findSolution(api, n, k) {
  if (n <= MAIN_THREAD_MAX_N) {
    const solutions = new api.Solutions(n);
    try {
      const batch = solutions.nextBatch(k);
      const count = batch.length / n;
      const result =
        count === 0
          ? null
          : count >= k
            ? { cols: batch.slice(batch.length - n), index: k - 1 }
            : { cols: batch.slice(0, n), index: 0 };
      return { result: Promise.resolve(result), cancel() {} };
    } finally {
      solutions.free();
    }
  }
  const worker = new Worker(new URL('./solution-worker.js', import.meta.url), { type: 'module' });
  const result = new Promise((resolve, reject) => {
    worker.addEventListener('message', ({ data }) => {
      worker.terminate();
      if (data.error) reject(new Error(data.error));
      else resolve(data.cols ? { cols: data.cols, index: data.index } : null);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || 'solution worker failed'));
    });
  });
  worker.postMessage({ n, k });
  return {
    result,
    cancel() {
      worker.terminate();
    },
  };
}
