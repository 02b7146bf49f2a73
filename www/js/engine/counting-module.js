// The counting workers (workers/count-worker.js) of count-pool.js and
// count-estimate.js, and the counting wasm module (pkg/nqueens_bg.wasm, with
// the counters) they share: compiled once per page and handed to every
// worker in its `plan` message.
//
// Why: a worker that loads the module itself compiles it again, and tiers
// its hot functions up again (V8 optimises a wasm function in the
// background once it has run a while). Workers that share one
// WebAssembly.Module share that work: two workers on two cores no longer
// race the compiler threads for them, and a count after the first starts
// with optimised code.
//
// If the module cannot be fetched or compiled here (a host that moved the
// file), the promise resolves to null and each worker loads the module
// itself, as before.

import { startWorker } from './worker-start.js';

let compiling = null;

/**
 * A new counting worker, sent its `plan` for n (with the shared module once
 * compiled). Throws an Error when no worker can be started.
 */
export function startCountWorker(n) {
  const worker = startWorker(() => new Worker(new URL('../workers/count-worker.js', import.meta.url), { type: 'module' }));
  countingModule().then((module) => worker.postMessage({ type: 'plan', n, module }));
  return worker;
}

/** The compiled counting module, or null (workers then load their own). */
function countingModule() {
  compiling ??= compile().catch(() => null);
  return compiling;
}

async function compile() {
  const response = await fetch(new URL('../../pkg/nqueens_bg.wasm', import.meta.url));
  if (!response.ok) throw new Error(`counting module: HTTP ${response.status}`);
  try {
    return await WebAssembly.compileStreaming(response.clone());
  } catch {
    // A server that does not send the application/wasm type: the bytes.
    return WebAssembly.compile(await response.arrayBuffer());
  }
}
