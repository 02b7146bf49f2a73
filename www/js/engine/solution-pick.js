// "Solution k, else the first": what the `solution` attribute shows. One
// rule for the board figure (boards from the Solutions iterator) and for the
// walkthrough and explorer (steps of the Stepper). Plain loops over the wasm
// API, no DOM: the solution worker runs them, and so does the main thread
// for boards small enough to search whole in a few milliseconds.

/**
 * Walks `next()` (the next solution, or null once there are no more) to
 * solution k (1-based). Returns { value, index } for solution k (index k - 1),
 * the first solution (index 0) with `count`, how many there are, when there
 * are fewer than k (the element warns then), or null when there is none at all.
 */
export function pickSolution(next, k) {
  let first = null;
  let last = null;
  let seen = 0;
  while (seen < k) {
    const value = next();
    if (value === null) break;
    if (seen === 0) first = value;
    last = value;
    seen += 1;
  }
  if (seen === 0) return null;
  return seen >= k ? { value: last, index: k - 1 } : { value: first, index: 0, count: seen };
}

const BATCH = 4096;

/** Board k of n×n (cols, 0-based per row) from the Solutions iterator: { cols, index }, and `count` when there are fewer than k; see pickSolution. */
export function findBoard(api, n, k) {
  const solutions = new api.Solutions(n);
  let batch = new Uint8Array(0);
  let offset = 0;
  let left = k;
  // Boards come in batches (fast), never more than the k still wanted.
  const next = () => {
    if (offset >= batch.length) {
      if (left <= 0) return null;
      batch = solutions.nextBatch(Math.min(BATCH, left));
      offset = 0;
      left -= batch.length / n;
      if (batch.length === 0) return null;
    }
    offset += n;
    return batch.subarray(offset - n, offset);
  };
  try {
    const found = pickSolution(next, k);
    return found && { cols: found.value.slice(), index: found.index, ...(found.count && { count: found.count }) };
  } finally {
    solutions.free();
  }
}

/**
 * The Stepper position of solution k of n×n (see pickSolution), with its
 * board: { step, index, cols }, and `count` when there are fewer than k. When the board has no solution at all:
 * { step: the end of the search, index: null, cols: null }.
 */
export function findSolutionStep(api, n, k) {
  const stepper = new api.Stepper(n);
  const next = () => (stepper.nextSolution() ? { step: stepper.position, cols: stepper.queens } : null);
  try {
    const found = pickSolution(next, k);
    if (!found) return { step: stepper.position, index: null, cols: null };
    return { step: found.value.step, index: found.index, cols: found.value.cols, ...(found.count && { count: found.count }) };
  } finally {
    stepper.free();
  }
}
