// The frames of an export, one per event of the Rust step machine, and what
// each one shows. Pure: the events come from a Stepper handed in (never a
// trace written here), and nothing here touches the DOM.

import { narrate } from '../narration.js';

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
 * The frame at the search's position `step` (the board after that event),
 * replayed from a little before it so that its context is known; the empty
 * board at step 0. `search` is a fresh Stepper for the same n.
 */
export function frameAt(search, step) {
  if (step <= 0) return { n: search.n, position: 0, queens: [], event: null, previous: null, rejectRun: [] };
  // The context of an event reaches back at most one row of rejects.
  const from = Math.max(0, step - (search.n + 2));
  search.seek(from);
  const frames = collectFrames(search, { max: step - from });
  return frames.at(-1);
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
      attack = { row: event.row, col: event.col, attacker: event.attacker };
    } else if (event.kind === 'remove') marks.set(key, { row: event.row, col: event.col, kind: 'lifted', tried: true });
    else if (event.kind === 'place') marks.set(key, { row: event.row, col: event.col, kind: 'queen', tried: true });
  }
  return { marks: [...marks.values()], attack, solved: event?.kind === 'solution' };
}

/** The caption of a frame: "Step k: <narration>" in `lang`. */
export function frameCaption(frame, lang, stepWord) {
  const text = frame.event ? narrate(frame, lang) : narrate({ n: frame.n, event: null }, lang);
  return stepWord ? `${stepWord} ${text}` : text;
}
