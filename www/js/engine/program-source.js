// A code view's program, executed line by line by the core (ProgramRun in
// nqueens.js), as a Player source (see search-source.js): by event, a step
// is one of THAT program's events (a queen placed, a square rejected by its
// own test, a queen removed, a solution); by line, every executed line.
// The board, the counts and the context all come from the run.

import { boardPrefix, contextOf, stepUnitOrDefault } from './search-source.js';
import { PROGRAM_PLAY_MAX_N, REACH, SOURCE_LANGUAGES, programMaxN, programsLoaded, sourceLanguage } from './program-limits.js';

/**
 * Loads the programs' module when the API needs it (api.loadPrograms: a page
 * or an embed that drew its first board with the core module alone); a
 * worker's API, which has them, resolves at once.
 */
export async function ensurePrograms(api) {
  if (!programsLoaded(api)) await api.loadPrograms();
}

// Calls `body()`; a program's own error (run-time, step budget: the run
// stays where it failed, its snapshot says so) calls `atError()` instead,
// so the Player sees the end of the run, never a thrown error.
function guarded(body, atError) {
  try {
    return body();
  } catch (error) {
    if (error?.name !== 'ProgramError') throw error;
    return atError(error);
  }
}

// Units one call may take and stay well under a 10 ms slice: the
// interpreter runs a few million lines a second in wasm, an event is a few
// to a few dozen lines.
const EVENT_CHUNK = 200;
const LINE_CHUNK = 2_000;

// How far a program plays and which text it shows: program-limits.js (the
// Player needs them before this module, which comes with the programs' module).
export { PROGRAM_PLAY_MAX_N, REACH, SOURCE_LANGUAGES, programMaxN, programsLoaded, sourceLanguage };

/**
 * `event` as the Stepper words it: a solution names its last queen's square
 * (row, col) like the Stepper's (the program's own event carries the board).
 */
export function asStepEvent(event) {
  if (event?.kind !== 'solution' || event.row !== null || !event.queens?.length) return event;
  const row = event.queens.length - 1;
  return { ...event, row, col: event.queens[row] };
}

// A run that stopped with an error (run-time, or the step budget) stays at
// it one step past its last good one, in either unit (as a finished run's
// last event is its `done`): the error's own step, whose snapshot has the
// line that failed, the values at that moment and the error. A seek there
// meets the error again, so the same position always gives the same frame.
// By line, the end of the program is such a step too (`finishIsStep`): the
// core counts no line step for it (the last line's step and the end share
// its count), yet the end is what To the end should show (the program has
// ended, what it printed).
// In one unit: `at()` counts the run's steps, `seekTo(k)` and `back()` are the run's.
function errorMoves(run, ends, key, { at, seekTo, back, finishIsStep = false }) {
  let past = null; // null, 'error' or 'end': the run is one step past at()
  const position = () => at() + (past ? 1 : 0);
  // The run has just failed (or, by line, ended), `k` steps in: that is step k + 1, the end.
  const stopAt = (k, why) => {
    past = why;
    ends[key] = k + 1;
    return k + 1;
  };
  const fail = (k) => stopAt(k, 'error');
  const seek = (k) => {
    past = null;
    const reached = guarded(() => seekTo(k), () => fail(at()));
    if (past || reached >= k) return reached;
    if (finishIsStep) return stopAt(reached, 'end');
    ends[key] = reached;
    return reached;
  };
  return {
    get atError() { return past === 'error'; },
    get position() { return position(); },
    get done() { return ends[key] !== null && position() >= ends[key]; },
    fail,
    /** By line: the last step ran the program to its end, `k` line steps in. */
    finish: (k) => stopAt(k, 'end'),
    /** The run moves by other means (line mode's seekEvent): it is no longer at its error. */
    leave: () => {
      past = null;
    },
    seek,
    // From the error (or the end) back to the last good step: the run leaves it.
    back: () => (past ? seek(at()) >= 0 : guarded(back, () => false) || null),
    advance(max) {
      const before = position();
      return seek(before + max) - before;
    },
  };
}

// The kinds of ProgramRun.stepEventCodes(), by code.
const CODE_KINDS = ['place', 'reject', 'remove', 'solution', 'done'];

/**
 * Up to `max` events of `run` as the search tree reads them, { kind, row,
 * col, step } and a solution's `index`, from one batch of codes (no object
 * built in wasm per event: a whole run at n = 8 is about 10 times faster).
 */
function eventShapes(run, max) {
  const first = run.eventStep + 1;
  let solutions = run.counts.solutions;
  return Array.from(run.stepEventCodes(max), (code, i) => {
    const kind = CODE_KINDS[code & 7];
    const shape = { kind, row: (code >> 3) & 31, col: (code >> 8) & 31, step: first + i };
    if (kind === 'solution') shape.index = solutions++;
    return shape;
  });
}

/** The event-mode moves of `run`; `ends` remembers where the run ended once seen. */
function eventMoves(run, ends) {
  const moves = errorMoves(run, ends, 'events', { at: () => run.eventStep, seekTo: (k) => run.seekEvent(k), back: () => run.backEvent() });
  return Object.assign(moves, {
    step() {
      if (moves.atError) return null;
      const event = asStepEvent(guarded(() => run.stepEvent(), () => (moves.fail(run.eventStep), null)));
      if (event?.kind === 'done') ends.events = run.eventStep;
      return event;
    },
    /** Up to `max` events as { kind, row, col, step, index? } (eventShapes); [] at the end or at an error. */
    stepShapes(max) {
      if (moves.atError) return [];
      const shapes = guarded(() => eventShapes(run, max), () => (moves.fail(run.eventStep), []));
      if (shapes.at(-1)?.kind === 'done') ends.events = run.eventStep;
      return shapes;
    },
  });
}

/** The line-mode moves of `run`. */
function lineMoves(run, ends) {
  const moves = errorMoves(run, ends, 'lines', { at: () => run.lineStep, seekTo: (k) => run.seekLine(k), back: () => run.backLine(), finishIsStep: true });
  return Object.assign(moves, {
    step() {
      if (moves.done || moves.atError) return null;
      if (guarded(() => run.stepLine(), () => (moves.fail(run.lineStep), false))) return { kind: 'line', step: run.lineStep };
      if (moves.atError) return null;
      // The last line ran and the program ended: its end is the next step.
      return { kind: 'line', step: moves.finish(run.lineStep) };
    },
  });
}

// The events that led to event k of `run` (at most `keep` of them, newest
// last), read by going back a little and stepping forward again: the same
// position gives the same context however it was reached.
function eventsBefore(run, k, keep) {
  run.seekEvent(Math.max(0, k - keep));
  const events = [];
  while (run.eventStep < k) {
    const event = guarded(() => run.stepEvent(), () => null);
    if (event === null) break;
    events.push(asStepEvent(event));
  }
  return events;
}

// By line: the line step's own event, and the rejects the board marks with
// the latest event raised (the core's rejectRun, less that event when it is
// this step's reject: by event, a frame's run is what came before it).
function lineContext(snapshot) {
  const event = asStepEvent(snapshot.event);
  const run = snapshot.rejectRun ?? [];
  const last = run.at(-1);
  const own = event?.kind === 'reject' && last && last.row === event.row && last.col === event.col;
  return { event, previous: null, rejectRun: own ? run.slice(0, -1) : run };
}

// Steps `run` to its next solution: that step's event (by line, { kind: 'solution' }), or null at the end.
function nextSolution(run, moves) {
  const solutions = run.counts.solutions;
  for (let event = moves.step(); event !== null; event = moves.step()) {
    if (run.counts.solutions > solutions) return event.kind === 'line' ? { kind: 'solution' } : event;
  }
  return null;
}

/** How many of the last lines printed the code panel shows (a board of n = 8 and the count). */
export const OUTPUT_LINES = 12;

/**
 * The most line steps an edited program may take: the notes' programs need
 * at most about 8·10⁶ at n = 10 (the C++ view), so a program past this is
 * almost surely in an endless loop or recursion.
 */
export const EDITED_STEP_BUDGET = 10_000_000;

/** A run of `source` (edited text of code view `view`, null: the built-in) at n with the edited step budget. Throws a parse ProgramError. */
export function editedRun(api, { view, n, source }) {
  const run = new api.ProgramRun(view, n, source ?? undefined);
  if (source != null) run.setStepBudget(EDITED_STEP_BUDGET);
  return run;
}

/**
 * The program of code view `view` for an n×n board as a Player source,
 * stepped by `by` ('event' | 'line'); with `source`, that edited text of it
 * (the core parses and runs it, with the edited step budget). Throws
 * (RangeError from nqueens.js) when n is beyond the view's own limit: check
 * programMaxN() first; a ProgramError when `source` does not parse. A
 * run-time error or the budget ends the run there (its snapshot says so).
 */
export function programSource(api, { view, n, by, source = null }) {
  const unit = stepUnitOrDefault(by);
  const run = editedRun(api, { view, n, source });
  const ends = { events: null, lines: null };
  const moves = unit === 'line' ? lineMoves(run, ends) : eventMoves(run, ends);
  return {
    kind: 'program', unit, view, n,
    edited: source !== null,
    // As the core reads the text it runs: the board's array (an edited text
    // may rename it), arrays used in part, parameters, indexed cells, bit sets.
    boardArray: run.boardArray,
    usedRanges: run.usedRanges,
    facts: run.programFacts,
    chunk: unit === 'line' ? LINE_CHUNK : EVENT_CHUNK,
    reach: REACH[unit],
    get position() { return moves.position; },
    get eventPosition() { return run.eventStep; },
    /** Where the run is counted in `unit` steps: its line steps (its end one past the last) or its events. */
    positionIn: (other) => (other === 'line' ? run.lineStep + (moves.done && !moves.atError ? 1 : 0) : run.eventStep),
    get counts() { return run.counts; },
    get queens() { return boardPrefix(run.snapshot().board); },
    get done() { return moves.done; },
    step: moves.step,
    // By event only: a batch of events' shapes (the search tree's read of a whole run).
    stepShapes: moves.stepShapes,
    back: moves.back,
    seek: moves.seek,
    advance: moves.advance,
    seekEvent(k) {
      if (unit === 'event') return moves.seek(k);
      moves.leave();
      guarded(() => run.seekEvent(k), () => moves.fail(run.lineStep));
      // The `done` event: by line, the end is the step after the last line.
      if (!moves.atError && run.snapshot().status === 'finished') moves.finish(run.lineStep);
      return moves.position;
    },
    reset: () => moves.seek(0),
    nextSolution: () => nextSolution(run, moves),
    context() {
      let events = [];
      // By event, what the code panel shows is the moment the event was raised
      // (the core's eventSnapshot: the line that raised it, the call stack then).
      // At an error the run stays failed (no event there; the line that failed is the snapshot's).
      let atEvent = null;
      if (unit === 'event' && run.eventStep > 0 && !moves.atError) {
        events = eventsBefore(run, run.eventStep, n + 2);
        atEvent = guarded(() => run.eventSnapshot(), () => null);
      }
      const snapshot = atEvent ?? run.snapshot();
      const eventLine = moves.atError ? snapshot.line : (atEvent?.line ?? null);
      // By line, the line step's event and the row's rejects so far (lineContext).
      const context = unit === 'event' ? contextOf(events) : lineContext(snapshot);
      // A seek that lands exactly on the end learns it here.
      if (context.event?.kind === 'done') ends.events = run.eventStep;
      return { ...context, snapshot, eventLine, queens: boardPrefix(snapshot.board), counts: snapshot.counts, output: run.outputTail(OUTPUT_LINES) };
    },
    free: () => run.free(),
  };
}
