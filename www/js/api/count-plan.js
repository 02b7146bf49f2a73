// nqueens's API, CountPlan: a count cut into pieces, for the count workers
// (js/workers/count-worker.js), which load the whole module. Not needed by
// the page's main thread; www/nqueens.js re-exports it.

import { Handle, boardSize, raw, readyToCount, solutionCounts, wholeNumber } from './base.js';

/**
 * The count of an n×n board cut into independent pieces, identical in every
 * worker that builds it: hand out indices, add up `countPiece(i)`.
 */
export class CountPlan extends Handle {
  #n;
  #length;
  constructor(n) {
    readyToCount('CountPlan');
    boardSize(n);
    super('CountPlan', () => new raw.CountPlan(n));
    this.#n = n;
    this.#length = this._call((plan) => plan.length);
  }
  get n() {
    return this.#n;
  }
  /** Number of pieces. */
  get length() {
    return this.#length;
  }
  /** How many sets of tables a worker builds to count every piece in order (0 when the pieces need none). */
  get tableSets() {
    return this._call((plan) => plan.tableSets);
  }
  _rebuild() {
    return new raw.CountPlan(this.#n);
  }
  /** `{ total, unique }` of piece i. */
  countPiece(i) {
    wholeNumber(i, 'piece index', 0, this.#length - 1);
    return solutionCounts(this._call((plan) => plan.countPiece(i)));
  }
  /**
   * Builds the tables piece i needs (kept for the next pieces of its part of
   * the plan), so that counting it next times the counting alone: what an
   * estimate does before timing a piece.
   */
  preparePiece(i) {
    wholeNumber(i, 'piece index', 0, this.#length - 1);
    this._call((plan) => plan.preparePiece(i));
  }
  /** `{ total, unique }` of pieces start to end − 1 added up (start ≤ end ≤ length). */
  countRange(start, end) {
    wholeNumber(end, 'range end', 0, this.#length);
    wholeNumber(start, 'range start', 0, end);
    return solutionCounts(this._call((plan) => plan.countRange(start, end)));
  }
}

