// Where a navigation goes: pure functions from the state shown and a patch
// (a tab, a language, an n) to the next state. The count tab counts up to
// MAX_COUNT_N; a larger n is kept aside (clampedN) and brought back by the
// next tab, unless n was changed in between. Each tab remembers the step
// it was left at, per board size.

import { MAX_COUNT_N } from '../engine/limits.js';
import { boardSizeFor, pageDefaultN } from './url-state.js';
import { modeEntry } from '../engine/catalog.js';

/** The key under which the step of `mode` at board size n is remembered. */
export function stepKey(mode, n) {
  return `${mode}:${n}`;
}

/**
 * A state in count mode with an n above MAX_COUNT_N, clamped: returns
 * { state, problem } (problem null when nothing was clamped).
 */
export function clampCountN(state) {
  if (state.mode !== 'count' || state.n <= MAX_COUNT_N) return { state, problem: null };
  return { state: { ...state, n: MAX_COUNT_N }, problem: { param: 'countN', value: state.n, fallback: MAX_COUNT_N } };
}

/**
 * The state after `patch` from `state`. `clampedN`: the n kept aside while
 * the count tab shows MAX_COUNT_N (or null); `rememberedStep(key)`: the step
 * a tab was left at. Returns { next, clampedN, problem }.
 */
export function navigateState(state, patch, { clampedN, rememberedStep }) {
  let next = { ...state, ...patch };
  let kept = patch.n !== undefined ? null : clampedN;
  // A tab click is not a bad link: the count tab quietly counts up to MAX_COUNT_N.
  if (patch.mode === 'count' && next.n > MAX_COUNT_N) {
    kept = next.n;
    next.n = MAX_COUNT_N;
  } else if (patch.mode && patch.mode !== 'count' && kept !== null) {
    next.n = kept;
    kept = null;
  } else if (patch.mode && patch.n === undefined && leavesFixedDefault(state)) {
    // From the walkthrough (always the notes' 4 queens), with no n chosen:
    // the next tab starts on its own default (the quiz on 4, what was just shown).
    next.n = pageDefaultN(next.mode);
  }
  if (patch.mode && patch.step === undefined) {
    next.step = rememberedStep(stepKey(next.mode, boardSizeFor(next))) ?? 0;
  }
  const clamped = clampCountN(next);
  return { next: clamped.state, clampedN: kept, problem: clamped.problem };
}

/** The n a tab links to: the count tab's is at most MAX_COUNT_N, the others get back a clamped n. */
export function tabN(state, mode, clampedN) {
  if (clampedN === null && leavesFixedDefault(state)) return pageDefaultN(mode);
  return mode === 'count' ? Math.min(state.n, MAX_COUNT_N) : (clampedN ?? state.n);
}

// Whether `state` shows a mode of its own fixed n (the walkthrough) and the
// page's n is still its default (none in the URL): no n was chosen to keep.
function leavesFixedDefault(state) {
  return Boolean(modeEntry(state.mode)?.pageFixedN) && state.n === pageDefaultN(state.mode);
}
