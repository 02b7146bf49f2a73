// Free play's "continue the search from here", when a code view plays: the
// step of THAT program (in its step unit) where it has exactly the
// learner's queens, right after placing the last one, read on a fresh run
// of the view's built-in program in time slices. The page's Player and the
// element's free play both ask here (Player.stepOfQueensIn, element/learn-widget.js).

import { nextMacrotask } from './slices.js';
import { ensurePrograms, programSource, programMaxN } from './program-source.js';

const SLICE_MS = 10;

function sameQueens(cols, wanted) {
  return cols.length === wanted.length && wanted.every((col, row) => cols[row] === col);
}

/**
 * The step of code view `view`'s program at n, counted in `by` steps
 * ('event' | 'line'), where it has exactly `queens` (the columns of the top
 * rows) right after placing the last one; null when it never has them
 * within its reach; undefined when no program plays at n (no view, or n
 * over the view's limit): then the Stepper's own step applies. Loads the
 * programs' module first (api.loadPrograms) when the API needs it.
 */
export async function programStepOfQueens(api, { view, by, n, queens }) {
  if (!view || n > programMaxN(api, view)) return undefined;
  await ensurePrograms(api);
  const wanted = Array.from(queens);
  if (wanted.length === 0) return 0;
  const reader = programSource(api, { view, n, by: 'event' });
  const matches = (event) => event.kind === 'place' && event.row === wanted.length - 1 && sameQueens(reader.queens, wanted);
  try {
    for (;;) {
      const started = performance.now();
      while (performance.now() - started < SLICE_MS) {
        const event = reader.step();
        if (event === null || reader.position > reader.reach) return null;
        if (matches(event)) return reader.positionIn(by);
      }
      await nextMacrotask();
    }
  } finally {
    reader.free();
  }
}
