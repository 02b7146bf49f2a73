// The frames of an export, one per event of the Rust step machine, and what
// each one shows. Pure: the events come from a Stepper handed in (never a
// trace written here), and nothing here touches the DOM. Nothing here seeks
// either: a frame far into a large search is the player's (see exporter.js).

import { narrate } from '../narration.js';
import { narrateProgram } from '../program-narration.js';
import { sentenceGap } from '../../i18n/i18n.js';

/** The most events one GIF holds (the explorer's run from its current step). */
export const EXPORT_MAX_EVENTS = 200;

/**
 * Steps `search` (a Stepper) forwards and returns one frame per event, at
 * most `max`: { n, position, queens, event, previous, rejectRun }, the board
 * after the event and the context narration.js needs. `previous` seeds the
 * context with the event applied before the search's current position.
 */
export function collectFrames(search, { max = EXPORT_MAX_EVENTS, previous = null, rejectRun = [] } = {}) {
  const frames = [];
  let last = previous;
  let run = rejectRun;
  while (frames.length < max) {
    const event = search.step();
    if (!event) break;
    const before = last?.kind === 'reject' ? run : [];
    frames.push({
      n: search.n,
      position: search.position,
      queens: Array.from(search.queens),
      event,
      previous: last,
      rejectRun: event.kind === 'reject' ? before.slice() : before,
    });
    run = event.kind === 'reject' ? [...before, event] : [];
    last = event;
  }
  return frames;
}

/**
 * What collectFrames needs to go on from `frame` (the board shown, with
 * its event and the rejects just before it): that event as `previous`,
 * and the run of rejects it ends, if it is one. The empty board (no
 * event) has no context.
 */
export function contextAfter(frame) {
  const event = frame?.event ?? null;
  return { previous: event, rejectRun: event?.kind === 'reject' ? [...frame.rejectRun, event] : [] };
}

/**
 * What the board shows in a frame, as a list of marks { row, col, kind }
 * with kind 'queen', 'reject', 'lifted'; `tried` on the square of the
 * event; and `attack` ({ row, col, attacker }) for a prune.
 */
export function frameMarks(frame) {
  const marks = new Map();
  frame.queens.forEach((col, row) => marks.set(`${row},${col}`, { row, col, kind: 'queen' }));
  for (const r of frame.rejectRun) marks.set(`${r.row},${r.col}`, { row: r.row, col: r.col, kind: 'reject' });
  const { event } = frame;
  let attack = null;
  if (event && event.row !== null) {
    const key = `${event.row},${event.col}`;
    if (event.kind === 'reject') {
      marks.set(key, { row: event.row, col: event.col, kind: 'reject', tried: true });
      if (event.attacker) attack = { row: event.row, col: event.col, attacker: event.attacker };
    } else if (event.kind === 'remove') marks.set(key, { row: event.row, col: event.col, kind: 'lifted', tried: true });
    else if (event.kind === 'place') marks.set(key, { row: event.row, col: event.col, kind: 'queen', tried: true });
  }
  return { marks: [...marks.values()], attack, solved: event?.kind === 'solution' };
}

/**
 * The caption of a frame: "Step k: <narration>" in `lang`, joined as the
 * language joins sentences ("第8步：皇后3…": no space after a full-width
 * colon).
 */
export function frameCaption(frame, lang, stepWord) {
  // A code view's program: told from the core's facts about its events (program-narration.js).
  const text = frame.event ? narrateProgram(frame, lang) : narrate({ n: frame.n, event: null }, lang);
  return stepWord ? `${stepWord}${sentenceGap(lang)}${text}` : text;
}
