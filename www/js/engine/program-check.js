// What an edited program does, measured by the core in time slices (no
// DOM): the core's ProgramComparison runs it to its end (or its error, or
// the step budget) beside the built-in program, and says what it found,
// the true count of solutions for n (the core's own count) and where its
// search first parts from the built-in one; the core's FixCheck says
// whether the notes' printed bit-set program is fixed. Every number and
// every comparison is the core's; this module only slices the work and
// hands the plain results on (the program worker posts them).

import { advanceUntil } from './sliced-task.js';
import { editedRun, ensurePrograms, EDITED_STEP_BUDGET } from './program-source.js';

export { editedRun, EDITED_STEP_BUDGET };

/** The n the "is it fixed" check asks for (A000170 for n = 1..10; the core checks fewer when the program's masks hold fewer). */
export const FIX_CHECK_MAX_N = 10;

/**
 * Runs a core task that advances in slices (ProgramComparison, FixCheck) to
 * its end with the one sliced runner (sliced-task.js `advanceUntil`),
 * `onProgress(progress)` after each call; its result, or null when
 * `isCurrent()` turned false.
 */
export async function advanceToEnd(task, options = {}) {
  const progress = await advanceUntil(task, options);
  return progress ? progress.result : null;
}

/**
 * The core's comparison of code view `view`'s program (or `source`, an
 * edited text of it, with the edited step budget) with the built-in program
 * of `reference` at n, the reference stopping where they part: the
 * ProgramComparison result (`{ n, same, divergence, ours, theirs, expected }`),
 * or null when `isCurrent()` turned false. A parse error throws. Loads the
 * programs' module first when the API needs it (an embed's Find the bug).
 */
export async function compareWith(api, { view, n, source = null, reference = view }, isCurrent = () => true) {
  await ensurePrograms(api);
  const comparison = new api.ProgramComparison(view, n, source ?? undefined, reference);
  try {
    if (source != null) comparison.setStepBudget(EDITED_STEP_BUDGET);
    comparison.setFinishReference(false);
    return await advanceToEnd(comparison, { isCurrent });
  } finally {
    comparison.free();
  }
}

/**
 * Everything the page says after a Run, from one core comparison with the
 * view's own program (or `reference`'s: the printed bit sets' corrected one): `{ status: 'finished' | 'failed', error, counts,
 * lineStep, eventStep, expected, difference }` (`error`: the core's `{ kind,
 * line, column, message, messageZh }` of a run-time error or the step
 * budget; `expected`: the true count, null when the program did not finish;
 * `difference`: `{ step, ours, theirs }` where the searches part, null when
 * the same, undefined when not measured; `changedEventLines`: the original's
 * lines whose events the edited text cannot raise; `wrongSolutions`: how many
 * counted boards are none; `referenceOverBudget`: stopped by the step budget, and
 * the built-in `reference` itself takes more steps at n than the budget
 * allows, so no text of it can end here). Plain data: the program
 * worker posts it.
 */
export async function measureProgram(api, { view, n, source, reference = view }) {
  const { ours, expected, divergence } = await compareWith(api, { view, n, source, reference });
  const finished = ours.status !== 'failed';
  const overBudget = ours.error?.kind === 'step-budget' && (await builtInOverBudget(api, { view: reference, n }));
  return {
    referenceOverBudget: overBudget,
    status: finished ? 'finished' : 'failed',
    error: ours.error,
    counts: ours.counts,
    lineStep: ours.lineSteps,
    eventStep: ours.eventSteps,
    expected: finished ? expected : null,
    difference: finished ? divergence : undefined,
    changedEventLines: ours.changedEventLines ?? [],
    wrongSolutions: ours.wrongSolutions ?? 0,
  };
}

/**
 * Whether the built-in program of `view` at n takes more line steps than an
 * edited run may (EDITED_STEP_BUDGET): then a budget stop at n says nothing
 * of the edited text (an unchanged program stops there too: recursive at
 * n = 12), and the page says so instead of "it may never end". False when
 * the core cannot run it at n.
 */
export async function builtInOverBudget(api, { view, n }) {
  await ensurePrograms(api);
  let run;
  try {
    run = new api.ProgramRun(view, n);
  } catch {
    return false;
  }
  run.setStepBudget(EDITED_STEP_BUDGET);
  const task = {
    advance(max) {
      try {
        return { done: run.advanceLines(max) < max, over: false };
      } catch (error) {
        if (error?.kind !== 'step-budget') throw error;
        return { done: true, over: true };
      }
    },
  };
  try {
    return (await advanceUntil(task))?.over ?? false;
  } finally {
    run.free();
  }
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
