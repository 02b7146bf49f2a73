// The board sizes the page and the element accept, in one place. MAX_N is
// the wasm core's own limit (nqueens.js reads it when the core loads; until
// then it is the documented 32), so no layer hard-codes it.

// MAX_COUNT_N, the largest n the page and the element count (every
// solution, in Web Workers, with a time estimate first), is the core's too.
export { MAX_N, MAX_COUNT_N } from '../../nqueens.js';

/** The notes' walkthrough is the 4-queens puzzle. */
export const WALKTHROUGH_N = 4;
