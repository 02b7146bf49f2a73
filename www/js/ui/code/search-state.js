// What the code views read from a Player frame: the Stepper's own state at
// that step (the queens on the board and the event just applied), never a
// recorded trace. Pure functions, no DOM.

/** The event kinds that end the search or have not begun it. */
export const OUTSIDE = Object.freeze({ start: 'start', done: 'done' });

/**
 * The search as the code sees it after the frame's event: `depth` queens on
 * the board (`queens`, 0-based columns of rows 0..depth-1), the row being
 * worked on (`row` = depth) and the column its loop is at (`col`, or null
 * when the row has not tried a column yet), and `phase` (the event kind,
 * 'start' at step 0).
 */
export function searchState(frame) {
  const queens = Array.from(frame.queens ?? []);
  const event = frame.event ?? null;
  const phase = event ? event.kind : OUTSIDE.start;
  const depth = queens.length;
  let col = null;
  if ((phase === 'reject' || phase === 'remove') && event.row === depth) col = event.col;
  return { n: frame.n, queens, depth, row: depth, col, phase, event, previous: frame.previous ?? null };
}

/** Whether (row, col) shares a column with one of `queens`. */
export function columnTaken(queens, col) {
  return queens.includes(col);
}

/** Whether (row, col) shares the ↘ diagonal (row − col constant) with one of `queens`. */
export function leftTopTaken(queens, row, col) {
  return queens.some((q, i) => i - q === row - col);
}

/** Whether (row, col) shares the ↙ diagonal (row + col constant) with one of `queens`. */
export function rightTopTaken(queens, row, col) {
  return queens.some((q, i) => i + q === row + col);
}

/**
 * A mask of `width` bits with the bits of `indices` set, written as binary
 * digits, the highest bit first (bit 0 on the right). Built from indices,
 * not a number, so a 2n − 1 bit mask of a 32×32 board is exact too.
 */
export function bitString(indices, width) {
  const digits = Array.from({ length: width }, () => '0');
  for (const index of indices) if (index >= 0 && index < width) digits[width - 1 - index] = '1';
  return digits.join('');
}
