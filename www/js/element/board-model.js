// What the static board mode of <n-queens> shows, as pure data: the search
// at a step, or a solution (a frame of the player's shape, filled from the
// Solutions iterator), and the captions saying so. No DOM, no wasm.

import { t, formatNumber } from '../i18n/i18n.js';
import { formatQueens } from '../ui/narration.js';
import { errorText } from '../engine/errors.js';

/**
 * What the options ask the board to show: { kind: 'step', n, step } when
 * only `step` is set, else { kind: 'solution', n, k } (solution k, 1-based,
 * default 1).
 */
export function boardTarget({ n, step, solution }) {
  if (step !== null && solution === null) return { kind: 'step', n, step };
  return { kind: 'solution', n, k: solution ?? 1 };
}

/** Whether an options change (`changed`: the attribute names) changes the board, not only its caption. */
export function changesBoard(previous, next, changed) {
  return next.n !== previous.n || changed.has('step') || changed.has('solution');
}

/**
 * A board with only the solution's queens (`cols`; none while searching):
 * the frame shape the Player produces, with no event, counts or playback.
 */
export function solutionFrame(n, cols) {
  return {
    n,
    position: 0,
    total: null,
    knownEvents: 0,
    totalSettled: true,
    event: null,
    previous: null,
    rejectRun: [],
    queens: cols,
    counts: { places: 0, rejects: 0, removes: 0, solutions: 0 },
    done: false,
    playing: false,
    busy: false,
    speedIndex: 0,
    reach: null,
    program: null,
  };
}

/** Captions, each a function of the language: while searching, none found, solution found. */
export const captions = {
  searching: () => (lang) => t(lang, 'gallery.loading'),
  none: (n) => (lang) => t(lang, 'element.none', { n }),
  // A worker that could not start names the page's policy (engine/worker-start.js).
  failed: (error) => (lang) => (error?.workerSources ? t(lang, 'element.workerFailed', { sources: error.workerSources }) : errorText(error)),
  found: (n, { index, cols }) => (lang) =>
    t(lang, 'element.solution', { n, k: formatNumber(lang, index + 1), coords: formatQueens(cols, lang) }),
};
