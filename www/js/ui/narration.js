// Narration: turns one step event (plus the little context the player reads
// around it) into a sentence, 1-based like the lecture notes. Pure: no DOM,
// no wasm, so it can be tested and reused anywhere.
//
// What the player hands in (see player.js `Frame`):
//   n          board size
//   event      the StepEvent at the current position (null at position 0)
//   previous   the event just before it (null if none)
//   rejectRun  the rejects that came immediately before `event`, oldest first
//              (they are always in one row: the row being tried)

import { t, tCount, formatList, formatNumber } from '../i18n/i18n.js';
import { languageEntry, DEFAULT_LANG, WALKTHROUGH_N } from '../engine/catalog.js';
import { narrateLine } from './line-narration.js';

/**
 * Queens as 1-based (row,col) pairs, with the language's comma in a square
 * and its list separator (engine/catalog.js): "(1,2), (2,4), (3,1), (4,3)"
 * in English, "(1，2)、(2，4)、(3，1)、(4，3)" in Chinese, as every Chinese
 * sentence writes a square ({r}，{c} in strings/zh.js, the notes' style).
 */
export function formatQueens(queens, lang = DEFAULT_LANG) {
  const traits = languageEntry(lang) ?? languageEntry(DEFAULT_LANG);
  const [comma, separator] = [traits.pairComma ?? ',', traits.list.separator];
  return Array.from(queens, (col, row) => `(${row + 1}${comma}${col + 1})`).join(separator);
}

function square(event) {
  return { q: event.row + 1, r: event.row + 1, c: event.col + 1 };
}

// A square rejected by the test that failed (`event.line`: the program's
// own test when a code view's program runs; the Stepper's attacker line
// otherwise), naming how the program tested when it used a bit set or flags.
function rejectSentence(event, lang) {
  const { attacker } = event;
  const line = event.line ?? attacker.line;
  const sentence = attacker
    ? t(lang, `narr.reject.${line}`, { ...square(event), a: attacker.row + 1, ar: attacker.row + 1, ac: attacker.col + 1 })
    : t(lang, `narr.reject.${line}.noQueen`, square(event));
  if (event.check !== 'mask' && event.check !== 'flag') return sentence;
  return `${sentence}${languageEntry(lang)?.sentenceGap ?? ' '}${t(lang, `narr.check.${event.check}`)}`;
}

// A backtrack: after a solution, out of a row that never had a safe square
// (the notes' dead end), out of a row whose squares are all tried now (its
// last one just pruned or just undone), or, right after another backtrack,
// all the way back to row 1 (the notes' 回溯到底).
function removeSentence({ n, event, previous, rejectRun = [] }, lang) {
  const params = { ...square(event), next: event.row + 2, n };
  if (previous?.kind === 'solution') return t(lang, 'narr.remove.afterSolution', { ...params, k: previous.index + 1 });
  if (previous?.kind === 'remove') return t(lang, event.row === 0 ? 'narr.remove.toTop' : 'narr.remove.again', params);
  // All n squares of the next row were rejected one after the other.
  return t(lang, rejectRun.length === n ? 'narr.remove.deadEnd' : 'narr.remove.exhausted', params);
}

/** The sentence for the current frame, in `lang` ('en' | 'zh'). */
export function narrate(frame, lang) {
  const { event, rejectRun = [] } = frame;
  if (frame.program?.loadError) return t(lang, 'app.partLoadError', { message: String(frame.program.loadError.message ?? frame.program.loadError) });
  if (frame.program?.loading && frame.program.pendingStep > 0) return t(lang, 'narr.loadingProgram');
  // By line, or at a program's error (by event too: its own step, with no event), the run's snapshot says it.
  if (frame.program?.snapshot && (frame.program.by === 'line' || frame.program.snapshot.status === 'failed')) return narrateLine(frame.program, lang);
  if (!event) return t(lang, 'narr.start');

  switch (event.kind) {
    case 'place': {
      if (rejectRun.length === 0) return t(lang, 'narr.place', square(event));
      const columns = rejectRun.map((rejected) => rejected.col + 1);
      const tried = t(lang, columns.length === 1 ? 'narr.columns.one' : 'narr.columns.other', {
        list: formatList(lang, columns),
      });
      return t(lang, 'narr.placeAfter', { ...square(event), tried });
    }
    case 'reject':
      return rejectSentence(event, lang);
    case 'remove':
      return removeSentence(frame, lang);
    case 'solution': {
      const sentence = t(lang, 'narr.solution', {
        ...square(event),
        n: frame.n,
        k: formatNumber(lang, event.index + 1),
        coords: formatQueens(event.queens, lang),
      });
      // The notes' own walkthrough stops at the first solution of 4 queens (step 31).
      if (frame.n !== WALKTHROUGH_N || event.index !== 0) return sentence;
      return `${sentence}${languageEntry(lang)?.sentenceGap ?? ' '}${t(lang, 'narr.notesEnd')}`;
    }
    case 'done':
      return tCount(lang, 'narr.done', frame.counts?.solutions ?? 0);
    default:
      return '';
  }
}
