// Runs runStrategy() for the strategy comparison off the main thread, timing
// each call with performance.now(). Messages:
//   in:  { type: 'run', id, n, strategies: string[] }
//   out: { type: 'result', id, strategy, result, ms } | { type: 'error', id, strategy, message }
//        { type: 'done', id }

import init, { runStrategy } from '../../nqueens.js';
import { errorText } from '../engine/errors.js';

const ready = init();

self.addEventListener('message', async (message) => {
  const { type, id, n, strategies } = message.data;
  if (type !== 'run') return;
  await ready;
  for (const strategy of strategies) {
    try {
      const started = performance.now();
      const result = runStrategy(strategy, n);
      const ms = performance.now() - started;
      self.postMessage({
        type: 'result',
        id,
        strategy,
        ms,
        result: { solutions: result.solutions, nodes: result.nodes, checks: result.checks },
      });
    } catch (error) {
      self.postMessage({ type: 'error', id, strategy, message: errorText(error) });
    }
  }
  self.postMessage({ type: 'done', id });
});
