// Finds solution k of an n×n board off the main thread ("solution k, else
// the first", engine/solution-pick.js): for large n even the first solution
// takes seconds (n = 30 is 1.7 billion steps into the search), and solution
// 5000 of n = 12 is tens of millions of steps.
//   in:  { n, k, kind }  kind 'board': from the Solutions iterator (fast);
//                        kind 'step': from the Stepper, with its position
//   out: { found }       what findBoard / findSolutionStep return
//   out on failure: { error }

import init, * as api from '../../nqueens.js';
import { findBoard, findSolutionStep } from '../engine/solution-pick.js';
import { errorText } from '../engine/errors.js';
import { sayLoaded } from '../engine/worker-start.js';

self.addEventListener('message', async ({ data }) => {
  try {
    await init();
    sayLoaded();
    const { n, k, kind } = data;
    const found = kind === 'step' ? findSolutionStep(api, n, k) : findBoard(api, n, k);
    self.postMessage({ found });
  } catch (error) {
    self.postMessage({ error: errorText(error) });
  }
});
