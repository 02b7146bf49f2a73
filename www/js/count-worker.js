// A counting worker. It builds its own CountPlan(n) (the plan is
// deterministic, so every worker's plan is the same) and counts the pieces
// the page hands it, one at a time. Messages:
//   in:  { type: 'plan', n }            out: { type: 'ready', n, pieces }
//   in:  { type: 'piece', index }       out: { type: 'piece', index, total, unique, ms }
//   out on failure: { type: 'error', message }

import init, { CountPlan } from '../nqueens.js';

const ready = init();
let plan = null;

async function handle(data) {
  await ready;
  if (data.type === 'plan') {
    plan?.free();
    plan = new CountPlan(data.n);
    self.postMessage({ type: 'ready', n: data.n, pieces: plan.length });
  } else if (data.type === 'piece') {
    const started = performance.now();
    const { total, unique } = plan.countPiece(data.index);
    self.postMessage({ type: 'piece', index: data.index, total, unique, ms: performance.now() - started });
  }
}

// Messages are handled strictly in order, even while init() is pending.
let queue = Promise.resolve();
self.addEventListener('message', (message) => {
  queue = queue
    .then(() => handle(message.data))
    .catch((error) => self.postMessage({ type: 'error', message: String(error?.message ?? error) }));
});
