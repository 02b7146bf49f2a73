// What an edited program did, in words (pure, no DOM): its error (a parse
// error with line and column, a run-time error with its values, the step
// budget), the solutions it found against the true count, and where its
// search first parts from the original's. The facts are the core's
// (through engine/program-check.js); only the wording is here.

import { t, formatNumber, formatList, sentenceGap } from '../../i18n/i18n.js';
import { errorWords } from '../../engine/program-limits.js';

/**
 * The core's error detail in `lang`: a parse error "expected …, found …"
 * worded here from its structured form (the core's codes: what it expected,
 * what it found; the words in i18n/strings/edit.js), any other error in the
 * core's own words in the page's language (the core words every error in
 * English and in Chinese). No English is ever translated by matching it.
 */
export function errorDetail(lang, error) {
  if (!error) return '';
  const { syntax } = error;
  if (!syntax) return String(errorWords(error, lang) ?? '').replace(/\.$/, '');
  const expected = t(lang, `edit.expected.${syntax.expected}`, { token: syntax.token ?? '' });
  const found = t(lang, `edit.found.${syntax.found}`, { text: syntax.text ?? '' });
  return t(lang, 'edit.detail.expected', { expected, found });
}

/**
 * The sentence for a program's error (a ProgramError, or a run's `error`:
 * `{ kind, line, column, message, messageZh, syntax }`): where, what was
 * expected and found or what the values were;
 * `steps`: the line steps taken (for the budget); `overBudget`: the built-in
 * program itself is stopped by the budget at `n` (measureProgram's
 * `referenceOverBudget`), so the stop says nothing of the text; `corrected`:
 * that program is the printed bit sets' corrected one.
 */
export function errorMessage(lang, error, steps = 0, { n, overBudget = false, corrected = false } = {}) {
  const { kind, line, column } = error;
  const detail = errorDetail(lang, error);
  if (kind === 'parse') return t(lang, 'edit.parse', { line, column, detail });
  if (kind === 'step-budget') {
    const key = !overBudget ? 'edit.budget' : corrected ? 'edit.budgetLargeCorrected' : 'edit.budgetLarge';
    return t(lang, key, { line, n, steps: formatNumber(lang, steps) });
  }
  return t(lang, 'edit.runtime', { line, detail });
}

const square = (event) => ({ q: event.row + 1, r: event.row + 1, c: event.col + 1 });

// One side of a difference: 'mine' or 'original', an event (or null: that run ended).
// A reject says the line its test found taken, and by which queen (or that
// none stands there: the printed bit sets' stale bit), so that two rejects of
// one square for different reasons read as different.
function sideWords(lang, side, event) {
  const kind = event === null ? 'done' : event.kind;
  if (kind === 'reject' && event.attacker) {
    return t(lang, `edit.${side}.rejectBy`, { ...square(event), line: t(lang, `edit.line.${event.attacker.line ?? event.line}`), a: event.attacker.row + 1 });
  }
  if (side === 'mine' && kind === 'reject' && event.line) return t(lang, 'edit.mine.rejectEmpty', { ...square(event), line: t(lang, `edit.line.${event.line}`) });
  const withSquare = ['place', 'reject', 'remove'].includes(kind) && event.row !== null;
  return t(lang, `edit.${side}.${kind}`, withSquare ? square(event) : {});
}

/**
 * `{ mine, original }`: the two events where the searches part (the core's
 * divergence `{ step, ours, theirs }`), in words; `theirs`: 'original', or
 * 'corrected' when compared with the printed bit sets' corrected program.
 */
export function differenceWords(lang, divergence, theirs = 'original') {
  return { mine: sideWords(lang, 'mine', divergence.ours), original: sideWords(lang, theirs, divergence.theirs) };
}

/**
 * What the program did at n: `{ found, expected, wrong, difference }` (wrong:
 * how many of the boards it counted are none; difference:
 * the core's divergence from engine/program-check.js's measureProgram, null
 * when the same, undefined when not measured) as sentences.
 */
export function summaryText(lang, { n, found, expected, wrong = 0, difference, changedEventLines = [], corrected = false }) {
  const numbers = { n, found: formatNumber(lang, found), expected: formatNumber(lang, expected), wrong: formatNumber(lang, wrong) };
  // The right number of boards that are not all solutions is not "the true number" (a flipped test counts the two long diagonals at n = 4).
  const foundKey = found !== expected ? 'edit.found' : wrong > 0 ? 'edit.foundRightWrongBoards' : 'edit.foundRight';
  const parts = [t(lang, foundKey, numbers)];
  const theirs = corrected ? 'corrected' : 'original';
  if (difference === null) parts.push(t(lang, corrected ? 'edit.sameCorrected' : 'edit.same'));
  else if (difference) {
    const step = formatNumber(lang, difference.step);
    parts.push(t(lang, corrected ? 'edit.partsCorrected' : 'edit.parts', { step, ...differenceWords(lang, difference, theirs) }));
  }
  // The steps come from the original's statements found again in the text:
  // where one was rewritten, its events are missing, and the count and the
  // difference above may come from that alone (issue found trying the editor:
  // `queens.length == row` counted 0 solutions while `ways` was 10).
  if (difference || found !== expected) parts.push(changedLinesText(lang, changedEventLines));
  return parts.filter(Boolean).join(sentenceGap(lang));
}

/** The note that the original's statements on `changedEventLines` raise no step on the board (they are not in the text as written); '' for none. */
export function changedLinesText(lang, changedEventLines = []) {
  if (changedEventLines.length === 0) return '';
  const lines = formatList(lang, changedEventLines.map((line) => formatNumber(lang, line)));
  return t(lang, changedEventLines.length === 1 ? 'edit.changedEventLine' : 'edit.changedEventLines', { lines });
}

/**
 * A run-time error of an edited run (measureProgram's result), with the same
 * note as its summary: a rewritten statement raises no step (`queens[row + 1] = col;`
 * places no queen on the board, while its rejects and removes still show).
 */
export function runErrorText(lang, { error, lineStep, changedEventLines = [] }) {
  return [errorMessage(lang, error, lineStep), changedLinesText(lang, changedEventLines)].filter(Boolean).join(sentenceGap(lang));
}

// What the masks' types hold, when the check stopped short of the n asked for ("byte and short hold…").
function narrowWords(lang, { maxN, requestedMaxN, narrow }) {
  if (!narrow?.length) return '';
  const types = formatList(lang, [...new Set(narrow.map((mask) => mask.type))]);
  return `${sentenceGap(lang)}${t(lang, 'edit.bug.narrow', { types, max: maxN, requested: requestedMaxN })}`;
}

/**
 * The outcome of the "Find the bug" check (the core's FixCheck result:
 * `{ fixed, maxN, requestedMaxN, narrow, failure }`) in words.
 */
export function fixCheckText(lang, outcome) {
  if (outcome.fixed) return t(lang, 'edit.bug.fixed', { max: outcome.maxN }) + narrowWords(lang, outcome);
  const { n, ours, expected, divergence } = outcome.failure;
  if (ours.status === 'failed') return `${t(lang, 'edit.bug.error', { n })}${sentenceGap(lang)}${errorMessage(lang, ours.error)}`;
  const found = ours.counts.solutions;
  if (found !== expected) return t(lang, 'edit.bug.wrongCount', { n, found: formatNumber(lang, found), expected: formatNumber(lang, expected) });
  return t(lang, 'edit.bug.wrongTrace', { n, step: formatNumber(lang, divergence.step), ...differenceWords(lang, divergence, 'corrected') });
}
