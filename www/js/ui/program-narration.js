// Narration of a code view's program by event: what THAT program did,
// worded from the facts the core reads off its run (ProgramEvent in
// nqueens.d.ts: `attackedBy`, `tried`, `conflict`, `offBoard`, `wrongSolution`), never from
// what a backtracking search usually does: LeetCode's masks skip attacked
// squares without trying them (no "tried all its squares"), the printed
// bit-set program's test lets attacked squares through (no "safe"). An event without these facts (the Stepper's) is
// narration.js's; a program stepped by line, line-narration.js's. Pure: no
// DOM, no wasm. Loaded with a code view's first step (ui/stage.js), not on
// the first board's path.

import { addStrings, t, tCount, formatList, formatNumber } from '../i18n/i18n.js';
import { languageEntry } from '../engine/catalog.js';
import { narrate, formatQueens } from './narration.js';
import { narrateLine } from './line-narration.js';
import STRINGS from '../i18n/strings/program-narration.js';

addStrings(STRINGS);

const gap = (lang) => languageEntry(lang)?.sentenceGap ?? ' ';
const square = (event) => ({ q: event.row + 1, r: event.row + 1, c: event.col + 1 });
const by = (lang, queen, line) => ({ a: queen.row + 1, ar: queen.row + 1, ac: queen.col + 1, along: t(lang, `narr.along.${line}`) });

// A place: let through by the program's test although a queen attacks the
// square, or safe.
function placeSentence(frame, lang) {
  const { event, n } = frame;
  // An edited program's loop may go past the board (`col <= n`).
  if (event.col >= n || event.row >= n) return t(lang, 'narr.place.offBoard', { ...square(event), n });
  const attacker = event.attackedBy;
  if (attacker) return t(lang, 'narr.place.letThrough', { ...square(event), ...by(lang, attacker, attacker.line) });
  return narrate(frame, lang);
}

// A reject: of a square by the program's own test (`event.line`), with how
// it tested when it used a bit set or flags.
function rejectSentence(event, lang) {
  const { attacker } = event;
  const line = event.line ?? attacker?.line;
  const sentence = attacker
    ? t(lang, `narr.reject.${line}`, { ...square(event), a: attacker.row + 1, ar: attacker.row + 1, ac: attacker.col + 1 })
    : t(lang, `narr.reject.${line}.noQueen`, square(event));
  if (event.check !== 'mask' && event.check !== 'flag') return sentence;
  return `${sentence}${gap(lang)}${t(lang, `narr.check.${event.check}`)}`;
}

// What the row below a lifted queen did, when it did not simply try all
// its n squares: none, only some, or all of them rejected by a test that
// found no queen on some (a wrong test); null when narration.js says it right.
function rowSentence({ n, event, rejectRun = [], program }, lang) {
  const tried = Array.from(event.tried).filter((col) => col < n);
  const past = Array.from(event.tried).filter((col) => col >= n); // an edited loop's `col <= n`
  const params = { next: event.row + 2, n };
  // An edit whose changed statements raise no event: fewer squares tried is only what the board shows.
  if (tried.length < n && program?.facts?.changedEventLines?.length > 0) return t(lang, 'narr.remove.shownOnly', params);
  const columns = (list) => t(lang, list.length === 1 ? 'narr.columns.one' : 'narr.columns.other', { list: formatList(lang, list.map((col) => col + 1)) });
  if (past.length > 0) {
    const key = tried.length === n ? 'narr.remove.allPastBoard' : 'narr.remove.somePastBoard';
    return t(lang, key, { ...params, tried: columns(tried), past: columns(past) });
  }
  if (tried.length === 0) return t(lang, 'narr.remove.noneTried', params);
  if (tried.length < n) return t(lang, 'narr.remove.someTried', { ...params, tried: columns(tried) });
  if (rejectRun.length === n && rejectRun.some((rejected) => !rejected.attacker)) return t(lang, 'narr.remove.allRejected', params);
  return null;
}

// A backtrack: from the last row, or out of a row that tried fewer squares
// than it has (or whose test was wrong).
function removeSentence(frame, lang) {
  const { event, previous } = frame;
  if (previous?.kind === 'solution' || !event.tried) {
    if (previous?.kind === 'solution' || event.row + 1 < frame.n) return narrate(frame, lang);
    return t(lang, 'narr.remove.lastRow', square(event));
  }
  const row = rowSentence(frame, lang);
  if (row === null) return narrate(frame, lang);
  const back = previous?.kind === 'remove' ? (event.row === 0 ? 'narr.back.toTop' : 'narr.back.again') : 'narr.back';
  return `${row}${gap(lang)}${t(lang, back, square(event))}`;
}

// A solution the program counts although two of its queens attack each other.
function solutionSentence(frame, lang) {
  const { event } = frame;
  const { a, b, line } = event.conflict;
  return t(lang, 'narr.solution.conflict', {
    k: formatNumber(lang, event.index + 1),
    coords: formatQueens(event.queens, lang),
    ...by(lang, a, line),
    b: b.row + 1,
    br: b.row + 1,
    bc: b.col + 1,
  });
}

/**
 * What a wrong program's end or solution says instead of the usual words,
 * as { key, count, params } for tCount (solutions: t, `count` null), or
 * null when the frame is not one: an end where the program counted another
 * number than the puzzle has (the core's `puzzleSolutions`) or boards that
 * are none (`wrongSolutions`), a solution with a queen off the board or two
 * attacking each other (`conflict`).
 */
export function wrongCount({ event, counts, n }, lang) {
  if (event?.kind === 'solution') {
    if (!event.wrongSolution) return null;
    return { key: 'banner.solution.wrong', count: null, params: { k: formatNumber(lang, event.index + 1) }, offBoard: event.offBoard ?? null };
  }
  // The quiz's frames carry no counts: nothing to compare with.
  if (event?.kind !== 'done' || event.puzzleSolutions == null || !counts) return null;
  const expected = formatNumber(lang, event.puzzleSolutions);
  if (event.puzzleSolutions !== counts.solutions) return { key: 'done.wrong', count: counts.solutions, params: { n, expected } };
  if (!event.wrongSolutions) return null;
  return { key: 'done.wrongBoards', count: event.wrongSolutions, params: { n, total: formatNumber(lang, counts.solutions) } };
}

/** The banner of a wrong program's end or solution (see wrongCount), null for the usual one. */
export function wrongBanner(frame, lang) {
  const wrong = wrongCount(frame, lang);
  if (!wrong) return null;
  return wrong.count === null ? t(lang, wrong.key, wrong.params) : tCount(lang, `banner.${wrong.key}`, wrong.count, wrong.params);
}

// The end of a program that counted wrong, said as such (never "the whole solution space is searched").
function doneSentence(frame, lang) {
  const wrong = wrongCount(frame, lang);
  return wrong ? tCount(lang, `narr.${wrong.key}`, wrong.count, wrong.params) : narrate(frame, lang);
}

// A solution with a queen off the board (an edited loop's `col <= n`): the core's `offBoard`.
function offBoardSolution(frame, lang, { row, col }) {
  const { event, n } = frame;
  const k = formatNumber(lang, event.index + 1);
  return t(lang, 'narr.solution.offBoard', { k, coords: formatQueens(event.queens, lang), n, q: row + 1, r: row + 1, c: col + 1 });
}

// A solution: one the program counts wrongly (off the board, two queens attacking) or a real one.
function solutionOf(frame, lang) {
  const offBoard = wrongCount(frame, lang)?.offBoard;
  if (offBoard) return offBoardSolution(frame, lang, offBoard);
  return frame.event.conflict ? solutionSentence(frame, lang) : narrate(frame, lang);
}

/** The sentence for `frame` (a code view's), in `lang`: its program's line, or its event told from the core's facts. */
export function narrateProgram(frame, lang) {
  const { event, program } = frame;
  // By line, or at the program's error (by event too: its own step, with no event), the run's snapshot says it.
  if (program?.snapshot && (program.by === 'line' || program.snapshot.status === 'failed')) return narrateLine(program, lang);
  switch (event?.kind) {
    case 'place':
      return placeSentence(frame, lang);
    case 'reject':
      return rejectSentence(event, lang);
    case 'remove':
      return removeSentence(frame, lang);
    case 'solution':
      return solutionOf(frame, lang);
    case 'done':
      return doneSentence(frame, lang);
    default:
      return narrate(frame, lang);
  }
}
