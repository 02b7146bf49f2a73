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
import { languageEntry } from '../engine/catalog.js';
import { narrateLine } from './line-narration.js';

/** "(1,2), (2,4), (3,1), (4,3)": queens as 1-based (row,col) pairs. */
export function formatQueens(queens) {
  return Array.from(queens, (col, row) => `(${row + 1},${col + 1})`).join(', ');
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

/** The sentence for the current frame, in `lang` ('en' | 'zh'). */
export function narrate(frame, lang) {
  const { n, event, previous, rejectRun = [] } = frame;
  if (frame.program?.loadError) return t(lang, 'app.partLoadError', { message: String(frame.program.loadError.message ?? frame.program.loadError) });
  if (frame.program?.loading && frame.program.pendingStep > 0) return t(lang, 'narr.loadingProgram');
  if (frame.program?.snapshot && frame.program.by === 'line') return narrateLine(frame.program, lang);
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
    case 'remove': {
      const params = { ...square(event), next: event.row + 2 };
      if (previous?.kind === 'solution') {
        return t(lang, 'narr.remove.afterSolution', { ...params, k: previous.index + 1 });
      }
      // All n squares of the next row were rejected one after the other:
      // that row never had a safe square (the notes' "dead end").
      const key = rejectRun.length === n ? 'narr.remove.deadEnd' : 'narr.remove.exhausted';
      return t(lang, key, params);
    }
    case 'solution':
      return t(lang, 'narr.solution', {
        ...square(event),
        n,
        k: formatNumber(lang, event.index + 1),
        coords: formatQueens(event.queens),
      });
    case 'done':
      return tCount(lang, 'narr.done', frame.counts?.solutions ?? 0);
    default:
      return '';
  }
}
