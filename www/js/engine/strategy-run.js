// The strategy table's worker (workers/strategy-worker.js): each code
// view's program run to its end by the core's interpreter for one n, off
// the main thread, since the slow ones take seconds near their limits.
// ui/strategies-view.js shows the answers.

import { startWorker, workerErrorText } from './worker-start.js';

/**
 * Runs the programs of `strategies` (code view names) for n in a worker; each answer goes to onAnswer, a failed
 * worker (or one that cannot start) to onFail. Returns the worker, or null.
 */
export function startStrategyWorker(n, strategies, { onAnswer, onFail }) {
  let worker;
  try {
    worker = startWorker(() => new Worker(new URL('../workers/strategy-worker.js', import.meta.url), { type: 'module' }));
  } catch (error) {
    queueMicrotask(() => onFail(error.message)); // after the caller has its (null) worker
    return null;
  }
  worker.addEventListener('message', (message) => onAnswer(message.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    onFail(workerErrorText(event));
  });
  worker.postMessage({ type: 'run', id: 1, n, strategies });
  return worker;
}
