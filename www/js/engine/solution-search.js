// Starts a "solution k, else the first" search (engine/solution-pick.js)
// where it cannot freeze the page: in the solution worker, except for boards
// whose whole search takes a few milliseconds, which are answered at once.

import { findBoard, findSolutionStep } from './solution-pick.js';
import { endWorker, startWorker, workerLoadError } from './worker-start.js';

// Up to here even the whole search (k past the last solution) takes a few
// milliseconds: every board of n = 11 about 5 ms, every step of n = 8 about
// 6 ms (n = 10 already takes 55 ms, n = 12 over half a second).
const MAIN_THREAD_MAX_N = { board: 11, step: 8 };

/**
 * Solution k (1-based) of an n×n board: kind 'board' resolves with
 * findBoard's { cols, index } or null; kind 'step' with findSolutionStep's
 * { step, index, cols }. Returns { result, cancel }; cancel() stops the
 * worker, if any (the promise then never settles). A worker that cannot
 * start or fails rejects the promise: it never hangs.
 */
export function searchSolution(api, { n, k, kind }) {
  if (n <= MAIN_THREAD_MAX_N[kind]) {
    try {
      const found = kind === 'step' ? findSolutionStep(api, n, k) : findBoard(api, n, k);
      return { result: Promise.resolve(found), cancel() {} };
    } catch (error) {
      return { result: Promise.reject(error), cancel() {} };
    }
  }
  let worker;
  try {
    worker = startWorker(() => new Worker(new URL('../workers/solution-worker.js', import.meta.url), { type: 'module' }));
  } catch (error) {
    return { result: Promise.reject(error), cancel() {} };
  }
  const result = new Promise((resolve, reject) => {
    worker.addEventListener('message', ({ data }) => {
      worker.terminate();
      if (data.error) reject(new Error(data.error));
      else resolve(data.found);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      reject(workerLoadError(event, worker, 'the solution worker'));
    });
  });
  worker.postMessage({ n, k, kind });
  return {
    result,
    cancel() {
      endWorker(worker);
    },
  };
}
