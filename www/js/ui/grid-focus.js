// Where the keyboard focus goes in a grid of n×n squares (a roving
// tabindex): the arrow keys move one square and stop at the edges, Home and
// End go to the ends of the row, PageUp and PageDown to the ends of the
// column. Pure: squares are indices, row by row.

const MOVES = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The square `key` moves the focus to from square `index` of an n×n grid, or null for other keys. */
export function squareAfterKey(key, index, n) {
  const row = Math.floor(index / n);
  const col = index % n;
  if (MOVES[key]) {
    const [dr, dc] = MOVES[key];
    const r = Math.min(n - 1, Math.max(0, row + dr));
    const c = Math.min(n - 1, Math.max(0, col + dc));
    return r * n + c;
  }
  if (key === 'Home') return row * n;
  if (key === 'End') return row * n + n - 1;
  if (key === 'PageUp') return col;
  if (key === 'PageDown') return (n - 1) * n + col;
  return null;
}
