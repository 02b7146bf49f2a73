// The first render of a large board, spread over animation frames (issue
// #27): laying out 32×32 squares at once is one main-thread task of
// 100–200 ms (style and layout, not script). The squares are all built at
// once, detached, so the views draw on them as usual; their rows join the
// grid a few at a time, one batch per frame, so each frame lays out at
// most CELLS_PER_FRAME new squares. Small boards are attached at once.

/** Squares laid out per frame: about 20 ms of layout on a slow machine. */
export const CELLS_PER_FRAME = 96;

const nextFrame = (callback) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16);
const cancelFrame = (id) => (typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id));

/**
 * Puts `rows` (row elements of `n` squares each) into `grid`, the first
 * batch now and the rest on the next frames. Returns a function that
 * stops the batches still waiting (call it before building again).
 */
export function attachRows(grid, rows, n) {
  const perFrame = Math.max(1, Math.floor(CELLS_PER_FRAME / Math.max(1, n)));
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
