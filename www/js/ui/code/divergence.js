// Where an edited or printed program first parts from a built-in one, in
// words (issue #23: "where the printed bit-set code first goes wrong against
// the corrected one"; issue #24: an edited program against the view it came
// from). The comparison itself is the core's (ProgramComparison in
// nqueens.js), run in slices by the engine's one sliced runner
// (engine/sliced-task.js `advanceUntil`) so that no task of the page takes
// long; this module says when to stop and words the result. Pure wording +
// a small DOM line.

import { el } from '../dom.js';
import { t } from '../../i18n/i18n.js';
import { advanceUntil } from '../../engine/sliced-task.js';
import { DEFAULT_LANG } from '../../engine/catalog.js';

// A comparison that has not parted after this many line steps is left
// unfinished (the line says nothing rather than keep the page busy).
const MAX_LINES = 20_000_000;

/** One program event as a phrase ("places queen 3 at (3,2)"), 1-based like the narration; null: the program had stopped. */
export function eventPhrase(lang, event) {
  if (!event) return t(lang, 'code.ev.none');
  const at = { q: event.row + 1, r: event.row + 1, c: event.col + 1 };
  switch (event.kind) {
    case 'place':
      return t(lang, 'code.ev.place', at);
    case 'reject':
      return t(lang, `code.ev.reject.${event.line}`, at);
    case 'remove':
      return t(lang, 'code.ev.remove', at);
    case 'solution':
      return t(lang, 'code.ev.solution', { k: (event.index ?? 0) + 1 });
    default:
      return t(lang, 'code.ev.done');
  }
}

/**
 * The sentence for a comparison of the printed code with the corrected one
 * at `n`: `divergence` ({ step, ours, theirs } from ProgramComparison, or
 * null when they are the same).
 */
export function divergenceSentence(lang, n, divergence) {
  if (!divergence) return t(lang, 'code.diverge.same', { n });
  return t(lang, 'code.diverge', {
    n,
    step: divergence.step,
    ours: eventPhrase(lang, divergence.ours),
    theirs: eventPhrase(lang, divergence.theirs),
  });
}

/**
 * Runs `comparison` (a ProgramComparison) in slices until the first
 * divergence is known or it is done; calls `onResult(divergence | null)`
 * once, `onResult(undefined)` when it gave up (an error, or MAX_LINES line
 * steps without parting). Frees the comparison. Returns a cancel function.
 */
export function findDivergence(comparison, onResult) {
  let open = true;
  const free = () => {
    if (open) comparison.free();
    open = false;
  };
  const stop = (progress) => Boolean(progress.divergence) || progress.lineSteps > MAX_LINES;
  advanceUntil(comparison, { stop, isCurrent: () => open }).then(
    (progress) => {
      if (!progress) return;
      free();
      onResult(progress.divergence ?? (progress.done ? (progress.result?.divergence ?? null) : undefined));
    },
    () => {
      if (!open) return;
      free();
      onResult(undefined);
    },
  );
  return free;
}

/**
 * The code panel's line under the printed bit-set view: where it first goes
 * wrong against the corrected view at the board's n. `compare(n)`: a fresh
 * ProgramComparison of 'bitmask-printed' against 'bitmask' at n (or null).
 */
export function createDivergenceLine(doc, { compare }) {
  const element = el(doc, 'p', { class: 'nq-code__divergence', role: 'status', hidden: true });
  const state = { key: null, lang: DEFAULT_LANG, n: 0, divergence: undefined, cancel: null };
  const draw = () => {
    element.hidden = state.divergence === undefined;
    if (!element.hidden) element.textContent = divergenceSentence(state.lang, state.n, state.divergence);
  };
  return {
    element,
    /** Shows the line for `view` at `n` (only the printed bit-set view has one). */
    update(view, n, lang) {
      state.lang = lang;
      const key = view === 'bitmask-printed' ? n : null;
      if (key === state.key) return draw();
      state.cancel?.();
      Object.assign(state, { key, n, divergence: undefined, cancel: null });
      draw();
      const comparison = key === null ? null : compare(n);
      if (!comparison) return;
      state.cancel = findDivergence(comparison, (divergence) => {
        state.cancel = null;
        state.divergence = divergence;
        draw();
      });
    },
  };
}
