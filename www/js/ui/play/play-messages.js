// What free play's status lines say, as pure data: the count line, and the
// message after a solution, a hint or "Continue the search from here". The
// core's answers (solutionRank, hintFor, stepOfQueens) are handed in; each
// message is { key, params }, an i18n string.

import { sentenceGap } from '../../i18n/i18n.js';

/** The count line: queens placed, queens to go, and the queens in conflict. */
export function countsText(t, lang, { n, queens }, conflicts) {
  const countKey = queens.length === 1 ? 'play.status.count.one' : 'play.status.count.other';
  const count = queens.length;
  let text = count === 0 ? t('play.status.empty', { n }) : t(countKey, { count, left: n - count });
  // More queens than rows (found by a tutorial's author: "5 queens on the board, 0 to go").
  if (count > n) text = t('play.status.tooMany', { count, n, extra: count - n });
  // Chinese sentences follow each other without a space (the language's sentenceGap).
  const gap = sentenceGap(lang);
  if (conflicts > 0) text += `${gap}${t(conflicts === 1 ? 'play.status.conflicts.one' : 'play.status.conflicts.other', { count: conflicts })}`;
  return text;
}

/** A solution on the board: its number in the search's order (the Explorer's gallery's) and its symmetry class, from solutionRank (null: too far). */
export function solutionMessage(rank) {
  if (!rank) return { key: 'play.solution.unranked', params: {} };
  const params = { k: rank.index + 1, size: rank.classSize, first: rank.classFirst + 1 };
  if (rank.classSize === 1) return { key: 'play.solution.alone', params };
  return { key: rank.classFirst === rank.index ? 'play.solution.canonical' : 'play.solution', params };
}

const HINT_KEYS = { solved: 'play.hint.solved', 'cannot-complete': 'play.hint.cannot' };

/**
 * A hint for `prefix` (the queens as the search would hold them, or null)
 * from hintFor's answer (asked only for a prefix): { hint (the square to
 * mark, or null), message }. `conflicts`: how many queens attack another;
 * then the search would never have held them at all (as Continue says).
 * When the queens cannot be completed because the n×n board (`n`) has no
 * solution at all (the empty board cannot be completed either: n = 2 and
 * 3), the message says so rather than blaming the queens.
 */
export function hintOutcome(prefix, ask, conflicts = 0, n = null) {
  if (!prefix) return { hint: null, message: { key: 'play.hint.notPrefix', params: {} } };
  if (conflicts > 0) return { hint: null, message: { key: 'play.hint.conflict', params: {} } };
  const result = ask(prefix);
  if (result.kind === 'place') {
    return { hint: { row: result.row, col: result.col }, message: { key: 'play.hint.place', params: { r: result.row + 1, c: result.col + 1 } } };
  }
  if (result.kind === 'cannot-complete' && (prefix.length === 0 || ask([]).kind === 'cannot-complete')) {
    return { hint: null, message: { key: prefix.length === 0 ? 'play.hint.noSolution' : 'play.hint.noSolution.queens', params: { n } } };
  }
  return { hint: null, message: { key: HINT_KEYS[result.kind] ?? 'play.hint.unknown', params: {} } };
}

/**
 * Where "Continue the search" goes: { step } when the queens are a prefix
 * without conflicts whose step `stepOf(prefix)` finds, else { message }
 * saying why not.
 */
export function continueOutcome(prefix, conflicts, stepOf) {
  if (!prefix) return { message: { key: 'play.continue.notPrefix', params: {} } };
  if (conflicts > 0) return { message: { key: 'play.continue.conflict', params: {} } };
  const step = stepOf(prefix);
  if (step === null) return { message: { key: 'play.continue.unknown', params: {} } };
  return { step };
}
