// The strategy table's worker (workers/strategy-worker.js): each strategy
// of the core run for one n off the main thread, since the slow ones take
// seconds near their limits. ui/strategies-view.js shows the answers.

/** Runs `strategies` for n in a worker; each answer goes to onAnswer, a failed worker to onFail. */
export function startStrategyWorker(n, strategies, { onAnswer, onFail }) {
  const worker = new Worker(new URL('../workers/strategy-worker.js', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (message) => onAnswer(message.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    onFail(event.message || 'worker error');
  });
  worker.postMessage({ type: 'run', id: 1, n, strategies });
  return worker;
}
