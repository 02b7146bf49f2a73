// What a Player plays: the Stepper (no code view: the search itself) or a
// code view's program run by the core (ProgramRun), stepped by event or by
// line. Both are adapted here to one small interface, so the board, the
// narration, the search tree, the counters and the export follow the view:
//
//   position, counts, queens, done, step(), back(), seek(k), advance(max),
//   reset(), nextSolution(), context(), eventPosition, positionIn(unit),
//   seekEvent(k), free()
//
// plus `chunk` (how many units one call may take and stay well under a
// 10 ms slice) and `unit` ('event' | 'line'). Nothing here decides anything
// about the search: the Stepper or the program does.

import { STEP_UNITS, DEFAULT_STEP_UNIT } from './catalog.js';

export { STEP_UNITS, DEFAULT_STEP_UNIT };

/** The furthest step a seek of the Stepper goes to: a few seconds of sliced advance (millions of events a second). */
export const STEPPER_REACH = 10_000_000;

/** `value` if it is a step unit, else the default ('event'). */
export function stepUnitOrDefault(value) {
  return STEP_UNITS.includes(value) ? value : DEFAULT_STEP_UNIT;
}

/**
 * The board as the Stepper gives it: the columns of the rows filled so far,
 * from a program's board (each row's column or null): its filled prefix.
 */
export function boardPrefix(board) {
  const cols = [];
  for (const col of board) {
    if (col === null || col === undefined) break;
    cols.push(col);
  }
  return Uint8Array.from(cols);
}

/**
 * The current event and the little context around it from the events that
 * led there, newest last: { event, previous, rejectRun } as narration.js
 * reads them (rejectRun: the rejects just before `event`, oldest first).
 */
export function contextOf(events) {
  const event = events.at(-1) ?? null;
  const previous = events.at(-2) ?? null;
  const rejectRun = [];
  for (let i = events.length - 2; i >= 0 && events[i].kind === 'reject'; i -= 1) rejectRun.unshift(events[i]);
  return { event, previous, rejectRun };
}

/** The Stepper as a source: its own methods, plus context() read by undoing and redoing. */
export function stepperSource(api, n) {
  const stepper = new api.Stepper(n);
  return {
    kind: 'stepper',
    unit: 'event',
    view: null,
    n,
    chunk: 20_000,
    // The furthest a seek goes: n = 32's step 10⁹ is offered this one.
    reach: STEPPER_REACH,
    get position() { return stepper.position; },
    get eventPosition() { return stepper.position; },
    positionIn: () => stepper.position,
    get counts() { return stepper.counts; },
    get queens() { return stepper.queens; },
    get done() { return stepper.done; },
    step: () => stepper.step(),
    back: () => stepper.back(),
    seek: (k) => stepper.seek(k),
    seekEvent: (k) => stepper.seek(k),
    advance: (max) => stepper.advance(max),
    reset: () => stepper.reset(),
    nextSolution: () => stepper.nextSolution(),
    // Undoes up to n + 2 events and redoes them: the same position always
    // gives the same context, however it was reached (back() is O(1)).
    context() {
      const undone = [];
      for (let event = stepper.back(); event !== null; event = stepper.back()) {
        undone.push(event);
        if ((undone.length > 1 && event.kind !== 'reject') || undone.length >= n + 2) break;
      }
      for (let i = 0; i < undone.length; i += 1) stepper.step();
      return { ...contextOf(undone.reverse()), snapshot: null };
    },
    free: () => stepper.free(),
  };
}
