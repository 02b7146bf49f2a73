// Free play as pure data: the learner's queens on an n×n board (anywhere,
// two in a row allowed), and what the board shows. No DOM, no wasm: which
// queen attacks which square comes from the core (attackedBy) and is
// handed in as `attacks`, an array of n·n queen indices (-1: none).

/** An empty n×n board. */
export function createPlayState(n) {
  return Object.freeze({ n, queens: Object.freeze([]) });
}

function byPosition(a, b) {
  return a.row - b.row || a.col - b.col;
}

/** Puts a queen on (row, col), or lifts the one there. Queens stay sorted by row, then column. */
export function toggleQueen(state, { row, col }) {
  if (!(row >= 0 && row < state.n && col >= 0 && col < state.n)) {
    throw new RangeError(`square (${row}, ${col}) is off the ${state.n}×${state.n} board`);
  }
  const has = state.queens.some((q) => q.row === row && q.col === col);
  const queens = has
    ? state.queens.filter((q) => q.row !== row || q.col !== col)
    : [...state.queens, Object.freeze({ row, col })].sort(byPosition);
  return Object.freeze({ ...state, queens: Object.freeze(queens) });
}

/** A board of queens given as columns of the top rows (cols[row] = column). */
export function fromColumns(n, cols) {
  return cols.reduce((state, col, row) => toggleQueen(state, { row, col }), createPlayState(n));
}

/**
 * The queens as the search would hold them, the columns of rows 0, 1, …,
 * k−1 with one queen each and none below; null when they are not such a
 * prefix (a gap, or two queens in a row).
 */
export function prefixColumns(state) {
  const cols = [];
  for (const [i, q] of state.queens.entries()) {
    if (q.row !== i) return null;
    cols.push(q.col);
  }
  return cols;
}

/** Indices of the queens attacked by another queen. */
export function conflictingQueens(state, attacks) {
  return state.queens.flatMap((q, i) => (attacks[q.row * state.n + q.col] >= 0 ? [i] : []));
}

/** The solution's columns when the board is full (n queens) without conflicts, else null. */
export function solutionColumns(state, attacks) {
  if (state.queens.length !== state.n || conflictingQueens(state, attacks).length > 0) return null;
  return prefixColumns(state);
}

/**
 * The squares for ui/learn-board.js: queens (flagged when in conflict, with
 * the queen they conflict with in their name), attacked squares named
 * after the first queen that attacks them, and the hinted square.
 */
export function playCells(state, attacks, t, { hint = null } = {}) {
  const { n, queens } = state;
  const queenAt = new Map(queens.map((q) => [q.row * n + q.col, q]));
  const solved = solutionColumns(state, attacks) !== null;
  const cells = [];
  for (let index = 0; index < n * n; index += 1) {
    const row = Math.floor(index / n);
    const col = index % n;
    const by = attacks[index] >= 0 ? queens[attacks[index]] : null;
    const at = by ? { r: by.row + 1, c: by.col + 1 } : null;
    let label = t('learn.cell', { row: row + 1, col: col + 1 });
    const classes = [];
    let glyph = '';
    if (queenAt.has(index)) {
      glyph = '♛';
      classes.push('is-queen');
      if (solved) classes.push('is-solution');
      if (by) {
        classes.push('is-conflict');
        label += t('learn.cell.conflict', at);
      } else label += t('learn.cell.queen');
    } else if (by) {
      glyph = '×';
      classes.push('is-attacked');
      label += t('learn.cell.attacked', at);
    }
    const hinted = hint && hint.row === row && hint.col === col;
    if (hinted) {
      classes.push('is-tried', 'is-hint');
      label += t('learn.cell.hint');
    }
    cells.push({ glyph, classes, label, current: Boolean(hinted) });
  }
  return cells;
}
