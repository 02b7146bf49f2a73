// A bench worker: the page's count-worker.js protocol, plus timings.
//   in:  { type: 'plan', n }        out: { type: 'ready', pieces, initMs, planMs }
//   in:  { type: 'piece', index }   out: { type: 'piece', index, total, unique, ms }
import init, { CountPlan } from '../../www/nqueens.js';

const t0 = performance.now();
const ready = init().then(() => performance.now() - t0);
let plan = null;

async function handle(data) {
  const initMs = await ready;
  if (data.type === 'plan') {
    const started = performance.now();
    plan?.free();
    plan = new CountPlan(data.n);
    self.postMessage({ type: 'ready', pieces: plan.length, initMs, planMs: performance.now() - started });
  } else if (data.type === 'piece') {
    const started = performance.now();
    const { total, unique } = plan.countPiece(data.index);
    self.postMessage({ type: 'piece', index: data.index, total, unique, ms: performance.now() - started });
  }
}

let queue = Promise.resolve();
self.addEventListener('message', (message) => {
  queue = queue
    .then(() => handle(message.data))
    .catch((error) => self.postMessage({ type: 'error', message: String(error?.message ?? error) }));
});
