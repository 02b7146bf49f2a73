// A counting worker (driven by count-pool.js). It builds its own
// CountPlan(n) (the plan is deterministic, so every worker's plan is the
// same) and counts the runs of pieces it is handed, one run at a time.
// Messages:
//   in:  { type: 'plan', n, module }   out: { type: 'ready', n, pieces, tableSets }
//        (module: the page's compiled WebAssembly.Module, counting-module.js,
//        or null: then the worker loads the wasm itself; only the first
//        plan's module is used)
//   in:  { type: 'count', start, end, prepare } out: { type: 'counted', start, end, total, unique, ms, prepareMs }
//        (prepare: build the tables of piece `start` before the clock starts,
//        so that `ms` is the counting alone, and time that in `prepareMs`;
//        the estimate asks for it)
//   out on failure: { type: 'error', message }

import init, { CountPlan } from '../../nqueens.js';
import { errorText } from '../engine/errors.js';
import { sayLoaded } from '../engine/worker-start.js';

let ready = null;
let plan = null;

async function handle(data) {
  ready ??= init(data.module ?? undefined).then(sayLoaded);
  await ready;
  if (data.type === 'plan') {
    plan?.free();
    plan = new CountPlan(data.n);
    self.postMessage({ type: 'ready', n: data.n, pieces: plan.length, tableSets: plan.tableSets });
  } else if (data.type === 'count') {
    const preparing = performance.now();
    if (data.prepare) plan.preparePiece(data.start);
    const started = performance.now();
    const { total, unique } = plan.countRange(data.start, data.end);
    const ms = performance.now() - started;
    self.postMessage({ type: 'counted', start: data.start, end: data.end, total, unique, ms, prepareMs: started - preparing });
  }
}

// Messages are handled strictly in order, even while init() is pending.
let queue = Promise.resolve();
self.addEventListener('message', (message) => {
  queue = queue
    .then(() => handle(message.data))
    .catch((error) => self.postMessage({ type: 'error', message: errorText(error) }));
});
