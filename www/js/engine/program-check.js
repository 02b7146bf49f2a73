// What an edited program does, measured by the core in time slices (no
// DOM): the run to its end (or its error, or the step budget), the true
// count of solutions for n (the core's own search, the Stepper), where it
// first parts from the built-in program (their events side by side), and
// whether the notes' printed bit-set program is fixed (the core's FixCheck). Every number comes
// from the core; nothing here re-implements the search.

import { nextMacrotask } from './slices.js';
import { editedRun, EDITED_STEP_BUDGET } from './program-source.js';

export { editedRun, EDITED_STEP_BUDGET };
const SLICE_MS = 8;
const LINE_CHUNK = 4_000;
const EVENT_CHUNK = 64;

/** The n the "is it fixed" check asks for (A000170 for n = 1..10; the core checks fewer when the program's masks hold fewer). */
export const FIX_CHECK_MAX_N = 10;

/** Runs `work()` (true: finished) in slices of SLICE_MS; resolves true when done, false when `isCurrent()` turned false. */
export async function sliced(work, isCurrent = () => true) {
  for (;;) {
    const started = performance.now();
    while (performance.now() - started < SLICE_MS) if (work()) return true;
    await nextMacrotask();
    if (!isCurrent()) return false;
  }
}

/**
 * Runs the program to its end in slices: `{ status: 'finished' | 'failed'
 * | 'stale', error, counts, lineStep, eventStep, snapshot }` (`error`: the
 * ProgramError of a failed run: run-time or step budget; `snapshot`: the
 * run where it stopped, its line and values). A parse error throws at once.
 */
export async function runToEnd(api, spec, isCurrent = () => true) {
  const run = editedRun(api, spec);
  let error = null;
  try {
    const finished = await sliced(() => {
      try {
        return run.advanceLines(LINE_CHUNK) < LINE_CHUNK;
      } catch (caught) {
        if (caught?.name !== 'ProgramError') throw caught;
        error = caught;
        return true;
      }
    }, isCurrent);
    if (!finished) return { status: 'stale' };
    return { status: error ? 'failed' : 'finished', error, counts: run.counts, lineStep: run.lineStep, eventStep: run.eventStep, snapshot: run.snapshot() };
  } finally {
    run.free();
  }
}

/** The number of solutions of the n×n board, from the core's search (the Stepper), in slices. */
export async function trueCount(api, n, isCurrent = () => true) {
  const stepper = new api.Stepper(n);
  try {
    const finished = await sliced(() => stepper.advance(50_000) === 0 || stepper.done, isCurrent);
    return finished ? stepper.counts.solutions : null;
  } finally {
    stepper.free();
  }
}

const sameEvent = (a, b) =>
  a?.kind === b?.kind && a?.row === b?.row && a?.col === b?.col && (a?.kind !== 'reject' || a?.line === b?.line);

// The next event of `run`, or { kind: 'error', error } when the program fails, or null at its end.
function nextEvent(run) {
  try {
    return run.stepEvent();
  } catch (caught) {
    if (caught?.name !== 'ProgramError') throw caught;
    return { kind: 'error', error: caught };
  }
}

/**
 * The first event where `mine` (edited) and `original` (built-in) runs part,
 * read side by side in slices: `{ step, mine, original }` (an event, an
 * `{ kind: 'error' }`, or null for a run that ended), or null when their
 * events are the same to the end (or `isCurrent()` turned false).
 */
export async function firstDifference(api, { view, n, source, originalView = view }, isCurrent = () => true) {
  const mine = editedRun(api, { view, n, source });
  const original = new api.ProgramRun(originalView, n);
  let found = null;
  try {
    await sliced(() => {
      for (let k = 0; k < EVENT_CHUNK; k++) {
        const a = nextEvent(mine);
        const b = nextEvent(original);
        if (a === null && b === null) return true;
        if (!sameEvent(a, b)) {
          found = { step: original.eventStep, mine: a, original: b };
          return true;
        }
        if (a?.kind === 'error') return true;
      }
      return false;
    }, isCurrent);
    return found;
  } finally {
    mine.free();
    original.free();
  }
}

/**
 * Runs a core task that advances in slices (ProgramComparison, FixCheck:
 * `advance(maxLines)` → `{ done, result, … }`) to its end, `onProgress(progress)`
 * after each call; its result, or null when `isCurrent()` turned false.
 */
export async function advanceToEnd(task, { isCurrent = () => true, onProgress = () => {} } = {}) {
  let progress = null;
  const finished = await sliced(() => {
    progress = task.advance(LINE_CHUNK);
    onProgress(progress);
    return progress.done;
  }, isCurrent);
  return finished ? progress.result : null;
}

/**
 * Whether `source`, an edited text of code view `view` (the notes' printed
 * bit-set program), is fixed: the core's FixCheck against the built-in
 * `reference` for n = 1..FIX_CHECK_MAX_N, or the n its declared masks hold.
 * Its result as plain data (`{ fixed, passed, maxN, requestedMaxN, narrow,
 * failure }`, see nqueens.js), null when `isCurrent()` turned false.
 * `onProgress({ n, maxN })` when it moves to another n. A parse error throws.
 */
export async function checkFix(api, { view, source, reference }, { isCurrent = () => true, onProgress = () => {} } = {}) {
  const check = new api.FixCheck(view, source, reference, FIX_CHECK_MAX_N);
  let n = 0;
  try {
    return await advanceToEnd(check, {
      isCurrent,
      onProgress(progress) {
        if (progress.n === n) return;
        n = progress.n;
        onProgress({ n, maxN: progress.maxN });
      },
    });
  } finally {
    check.free();
  }
}

/** A ProgramError (or any error) as a plain object a worker can post: { name, kind, line, column, detail, message }. */
export function plainError(error) {
  if (!error) return null;
  const { name, kind = null, line = null, column = null, detail = null, message } = error;
  return { name, kind, line, column, detail, message: String(message ?? error) };
}

const plainEvent = (event) => (event?.kind === 'error' ? { kind: 'error', error: plainError(event.error) } : event);

/**
 * Everything the page says after a Run, in one go: the run to its end
 * (runToEnd, its error as plainError, no snapshot), and when it finished,
 * the true count (`expected`) and the first difference from the built-in
 * program (`difference`). Run in the program worker (a collapsed endless
 * line, `while (true) {}`, is one core call until the step budget).
 */
export async function measureProgram(api, { view, n, source }) {
  const { status, error, counts, lineStep, eventStep } = await runToEnd(api, { view, n, source });
  const result = { status, error: plainError(error), counts, lineStep, eventStep, expected: null, difference: undefined };
  if (status !== 'finished') return result;
  result.expected = await trueCount(api, n);
  const difference = await firstDifference(api, { view, n, source });
  result.difference = difference && { ...difference, mine: plainEvent(difference.mine), original: plainEvent(difference.original) };
  return result;
}
