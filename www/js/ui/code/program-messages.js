// What an edited program did, in words (pure, no DOM): its error (a parse
// error with line and column, a run-time error with its values, the step
// budget), the solutions it found against the true count, and where its
// search first parts from the original's. The facts are the core's
// (the core's, through engine/program-check.js); only the wording is here.

import { t, formatNumber, formatList, sentenceGap } from '../../i18n/i18n.js';

// The core words its errors in English. The ones a learner meets most have
// a key each: its template (i18n/strings/edit.js) words the error in a
// language from the parts the pattern takes out ({1}, {2}); English keeps
// the core's own words ({0}, the whole detail).
const DETAILS = [
  [/^expected (.+), found (.+)$/, 'edit.detail.expected'],
  [/^unknown variable `(.+)`$/, 'edit.detail.unknownVariable'],
  [/^unexpected character `(.+)`$/, 'edit.detail.unexpectedCharacter'],
  [/^call too deep.*$/, 'edit.detail.tooDeep'],
  [/^(?:array |string )?index (-?\d+) is out of range.*length is (\d+).*$/, 'edit.detail.outOfRange'],
  [/^division by zero.*$/, 'edit.detail.divisionByZero'],
  [/^(.+) is not supported(.*)$/, 'edit.detail.notSupported'],
];

/** The core's error detail in `lang` (the errors a learner meets most in its words, else the core's English). */
export function errorDetail(lang, detail) {
  const text = String(detail ?? '').replace(/\.$/, '');
  for (const [pattern, key] of DETAILS) {
    const match = text.match(pattern);
    if (match) return t(lang, key, { 0: match[0], 1: match[1], 2: match[2] ?? '' });
  }
  return text;
}

/**
 * The sentence for a program's error (a ProgramError, or `{ kind, line,
 * column, detail }`): where, what was expected or what the values were;
 * `steps`: the line steps taken (for the budget).
 */
export function errorMessage(lang, error, steps = 0) {
  const { kind, line, column } = error;
  const detail = errorDetail(lang, error.detail ?? error.message);
  if (kind === 'parse') return t(lang, 'edit.parse', { line, column, detail });
  if (kind === 'step-budget') return t(lang, 'edit.budget', { line, steps: formatNumber(lang, steps) });
  return t(lang, 'edit.runtime', { line, detail });
}

const square = (event) => ({ q: event.row + 1, r: event.row + 1, c: event.col + 1 });

// One side of a difference: 'mine' or 'original', an event (or null: that run ended).
function sideWords(lang, side, event) {
  const kind = event === null ? 'done' : event.kind;
  if (side === 'original' && kind === 'reject' && event.attacker) {
    return t(lang, 'edit.original.rejectBy', { line: t(lang, `edit.line.${event.attacker.line ?? event.line}`), a: event.attacker.row + 1 });
  }
  const withSquare = ['place', 'reject', 'remove'].includes(kind) && event.row !== null;
  return t(lang, `edit.${side}.${kind}`, withSquare ? square(event) : {});
}

/** `{ mine, original }`: the two events where the searches part (the core's divergence `{ step, ours, theirs }`), in words. */
export function differenceWords(lang, divergence) {
  return { mine: sideWords(lang, 'mine', divergence.ours), original: sideWords(lang, 'original', divergence.theirs) };
}

/**
 * What the program did at n: `{ found, expected, difference }` (difference:
 * the core's divergence from engine/program-check.js's measureProgram, null
 * when the same, undefined when not measured) as sentences.
 */
export function summaryText(lang, { n, found, expected, difference }) {
  const numbers = { n, found: formatNumber(lang, found), expected: formatNumber(lang, expected) };
  const parts = [t(lang, found === expected ? 'edit.foundRight' : 'edit.found', numbers)];
  if (difference === null) parts.push(t(lang, 'edit.same'));
  else if (difference) parts.push(t(lang, 'edit.parts', { step: formatNumber(lang, difference.step), ...differenceWords(lang, difference) }));
  return parts.join(sentenceGap(lang));
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
  return t(lang, 'edit.bug.wrongTrace', { n, step: formatNumber(lang, divergence.step), ...differenceWords(lang, divergence) });
}
