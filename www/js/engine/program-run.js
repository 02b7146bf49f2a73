// Starts the program worker (workers/program-worker.js) for an edited
// program: what it does at n (measureProgram) or whether the printed
// bit-set program is fixed (checkFix: the core's FixCheck), off the main
// thread. Should the worker not start, the same work runs here in time
// slices of a few thousand line steps (engine/program-check.js; a loop on
// one line, `while (true) {}`, is one line step per iteration, so a slice
// stays short whatever the program does).

import { endWorker, startWorker, workerErrorText } from './worker-start.js';
import { measureProgram, checkFix } from './program-check.js';

/**
 * Runs `task` ({ task: 'measure' | 'fix', … }, see the worker); returns
 * { result, cancel }: result resolves with the worker's `done`, `onProgress({ n, maxN })`
 * meanwhile (the fix check's n); cancel() stops it (result never settles).
 */
export function runProgramTask(api, task, onProgress = () => {}) {
  let worker;
  try {
    worker = startWorker(() => new Worker(new URL('../workers/program-worker.js', import.meta.url), { type: 'module' }));
  } catch {
    const { task: kind, ...spec } = task;
    const result = kind === 'fix' ? checkFix(api, spec, { onProgress }) : measureProgram(api, spec);
    return { result, cancel() {} };
  }
  const result = new Promise((resolve, reject) => {
    worker.addEventListener('message', ({ data }) => {
      if ('progress' in data) return onProgress(data.progress);
      worker.terminate();
      if (data.error) reject(new Error(data.error));
      else resolve(data.done);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(workerErrorText(event, 'program worker failed')));
    });
  });
  worker.postMessage(task);
  return { result, cancel: () => endWorker(worker) };
}
