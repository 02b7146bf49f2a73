// Runs an edited program off the main thread (engine/program-run.js): a
// program that never ends (`while (true) {}`) runs seconds until its step
// budget, work the page's own thread need not carry even in slices.
//   in:  { task: 'measure', view, n, source, reference } → out: { done: measureProgram's result }
//   in:  { task: 'fix', view, source, reference } → out: { progress: { n, maxN } }…, then { done: checkFix's result }
//   out on failure: { error }

import init, * as api from '../../nqueens.js';
import { measureProgram, checkFix } from '../engine/program-check.js';
import { errorText } from '../engine/errors.js';
import { sayLoaded } from '../engine/worker-start.js';

self.addEventListener('message', async ({ data }) => {
  try {
    await init();
    sayLoaded();
    const { task, ...spec } = data;
    const done =
      task === 'fix'
        ? await checkFix(api, spec, { onProgress: (progress) => self.postMessage({ progress }) })
        : await measureProgram(api, spec);
    self.postMessage({ done });
  } catch (error) {
    self.postMessage({ error: errorText(error) });
  }
});
