// The board sizes the page and the element accept, in one place. MAX_N is
// the wasm core's own limit (nqueens.js reads it when the core loads; until
// then it is the documented 32), so no layer hard-codes it.

export { MAX_N } from '../../nqueens.js';

/**
 * The largest n the page and the element count (every solution, in Web
 * Workers): beyond it a count takes minutes in a browser.
 */
export const MAX_COUNT_N = 20;

/** The notes' walkthrough is the 4-queens puzzle. */
export const WALKTHROUGH_N = 4;
