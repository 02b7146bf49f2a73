// The board sizes the page and the element accept, in one place. MAX_N is
// the wasm core's own limit (js/api/base.js reads it when the core loads; until
// then it is the documented 32), so no layer hard-codes it.

import { modeEntry, WALKTHROUGH_N, MAX_QUIZ_N } from './catalog.js';
import { MAX_N, MAX_COUNT_N } from '../api/base.js';

// MAX_COUNT_N, the largest n the page and the element count (every
// solution, in Web Workers, with a time estimate first), is the core's too.
export { MAX_N, MAX_COUNT_N, WALKTHROUGH_N, MAX_QUIZ_N };

/** The largest n of mode `name` (engine/catalog.js's `maxN`, resolved); MAX_N for an unknown mode. */
export function maxNFor(name) {
  const limit = modeEntry(name)?.maxN ?? 'board';
  if (limit === 'count') return MAX_COUNT_N;
  if (limit === 'board') return MAX_N;
  return limit;
}

/** The board size a page state shows: the walkthrough is always the notes' 4 queens; the count and the quiz stop at their limits. */
export function boardSizeFor(state) {
  const entry = modeEntry(state.mode);
  if (entry?.pageFixedN) return entry.defaultN;
  return Math.min(state.n, maxNFor(state.mode));
}
