// The one sliced runner of the core's tasks that advance by line steps
// (ProgramComparison, FixCheck: `advance(maxLines)` → `{ done, result, … }`):
// the editor's checks (program-check.js) run one to its end, the printed
// view's line (ui/code/divergence.js) until the first divergence. No DOM;
// not on the first board's path (slices.js is).

import { nextMacrotask } from './slices.js';

// A slice of work: this long, then the event loop has its turn.
const SLICE_MS = 8;
// Line steps per call of a task: the interpreter runs a few million lines a
// second in wasm, so a call stays well within a slice.
const LINE_CHUNK = 4_000;

/** Runs `work()` (true: finished) in slices of SLICE_MS from the next macrotask on; resolves true when done, false when `isCurrent()` turned false. */
export async function sliced(work, isCurrent = () => true) {
  for (;;) {
    await nextMacrotask();
    if (!isCurrent()) return false;
    const started = performance.now();
    while (performance.now() - started < SLICE_MS) if (work()) return true;
  }
}

/**
 * Runs `task` in slices until it is done or `stop(progress)` says so,
 * `onProgress(progress)` after each call. Resolves with the last progress,
 * or null when `isCurrent()` turned false (the task is not touched again
 * then, so its owner may free it). An error of the task rejects.
 */
export async function advanceUntil(task, { stop = () => false, isCurrent = () => true, onProgress = () => {} } = {}) {
  let progress = null;
  const finished = await sliced(() => {
    progress = task.advance(LINE_CHUNK);
    onProgress(progress);
    return progress.done || stop(progress);
  }, isCurrent);
  return finished ? progress : null;
}
