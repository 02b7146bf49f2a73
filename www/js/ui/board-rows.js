// The first render of a large board, spread over animation frames (issue
// #27): laying out 32×32 squares at once is one main-thread task of
// 100–200 ms (style and layout, not script). The squares are all built at
// once, detached, so the views draw on them as usual; their rows join the
// grid a few at a time, one batch per frame, so each frame lays out at
// most CELLS_PER_FRAME new squares. Small boards are attached at once.
// A new language reaches the rows of a large board the same way
// (rowLanguage).

/** Squares laid out per frame: about 20 ms of layout on a slow machine. */
export const CELLS_PER_FRAME = 96;

const nextFrame = (callback) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16);
const cancelFrame = (id) => (typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id));

const rowsPerFrame = (n) => Math.max(1, Math.floor(CELLS_PER_FRAME / Math.max(1, n)));

/**
 * Puts `rows` (row elements of `n` squares each) into `grid`, the first
 * batch now and the rest on the next frames. Returns a function that
 * stops the batches still waiting (call it before building again).
 */
export function attachRows(grid, rows, n) {
  const perFrame = rowsPerFrame(n);
  grid.replaceChildren(...rows.slice(0, perFrame));
  let next = perFrame;
  let frame = null;
  const attachMore = () => {
    frame = null;
    grid.append(...rows.slice(next, next + perFrame));
    next += perFrame;
    if (next < rows.length) frame = nextFrame(attachMore);
  };
  if (next < rows.length) frame = nextFrame(attachMore);
  return () => {
    if (frame !== null) cancelFrame(frame);
    frame = null;
  };
}

/**
 * The language of a board's rows (issue #27), so that a new language of
 * the page or of <n-queens> does not reach all n×n squares in one frame:
 * a square's font depends on its language (the locale picks the fonts), so
 * a new one lays out every square again, 40-50 ms of one frame at n = 32.
 * The rows carry the language their squares' labels are in (`set(tag)`,
 * the view's language as an HTML tag); the first `set` marks every row,
 * later ones a batch of rows per frame from the next one, and
 * `onRows(from, to)` is called for each batch (rows from..to-1 now carry
 * the new language: their labels follow in the same frame). `stop()`
 * drops the batches still waiting (call it before building again).
 */
export function rowLanguage(rows, n, onRows = () => {}) {
  const perFrame = rowsPerFrame(n);
  let shown = null;
  let next = 0;
  let frame = null;
  const setMore = () => {
    frame = null;
    for (const row of rows.slice(next, next + perFrame)) row.setAttribute('lang', shown);
    onRows(next, Math.min(next + perFrame, rows.length));
    next += perFrame;
    if (next < rows.length) frame = nextFrame(setMore);
  };
  const stop = () => {
    if (frame !== null) cancelFrame(frame);
    frame = null;
  };
  return {
    set(tag) {
      if (tag === shown) return;
      const first = shown === null;
      shown = tag;
      stop();
      next = 0;
      if (first) for (const row of rows) row.setAttribute('lang', tag);
      // Not in this task: the rest of the view takes the new language now,
      // and its layout is enough for one frame.
      else frame = nextFrame(setMore);
    },
    stop,
  };
}
