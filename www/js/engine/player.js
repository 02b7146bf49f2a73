// Player: owns one wasm Stepper (the reversible step machine) and plays it.
// It never decides anything about the search: every event, count and queen
// position comes from the Stepper. What it adds is time (play/pause, speed),
// time-slicing of long jumps so the page never freezes, and a "frame" that
// views render: the current event plus the little context around it, read by
// stepping the machine back and forth (back() is O(1)).
//
// Events: 'change' (detail: Frame) after anything moved; 'total' (detail:
// {total, knownEvents, settled}) while the length of the whole search is
// being measured on a second Stepper.

import { latestRequest } from './latest.js';
import { stepperSource, stepUnitOrDefault } from './search-source.js';
import { programSource, programMaxN } from './program-source.js';
import { SPEEDS, DEFAULT_SPEED_INDEX } from './catalog.js';

/** Playback speeds, in events per second (engine/catalog.js). */
export { SPEEDS, DEFAULT_SPEED_INDEX };

// A main-thread task must stay well under 50 ms. advance() applies millions of
// events per second, so jumps up to this many events run in one go; longer
// ones are cut into slices of about SLICE_MS with a macrotask between them.
const SYNC_EVENTS = 200_000;
// A program run (a code view) moves by its source's own chunk: seeks longer
// than SYNC_CHUNKS chunks are sliced.
const SYNC_CHUNKS = 10;
const SLICE_MS = 10;
// How long the background measurement of the total may run. For large n the
// whole search has astronomically many events; then the total stays open.
const TOTAL_BUDGET_MS = 4_000;
// At slow speeds the animation lingers on a solution so it can be seen.
const SOLUTION_HOLD_MS = 1_500;
const FRAME_MS = 16;

// Yields to the event loop. A MessageChannel message is a macrotask that,
// unlike a chain of setTimeout(0), is not clamped to 4 ms, so long jobs keep
// most of the time for themselves while input and rendering still get theirs.
let yieldChannel = null;
const yielders = [];
function nextMacrotask() {
  if (!yieldChannel) {
    yieldChannel = new MessageChannel();
    yieldChannel.port1.onmessage = () => yielders.shift()?.();
  }
  return new Promise((resolve) => {
    yielders.push(resolve);
    yieldChannel.port2.postMessage(null);
  });
}

/**
 * @typedef {object} Frame
 * @property {number} n
 * @property {number} position      events applied so far (0..total)
 * @property {number|null} total    events in the whole search, once known
 * @property {number} knownEvents   events known to exist (lower bound of total)
 * @property {boolean} totalSettled false while the total is still being measured
 * @property {object|null} event    the StepEvent at `position` (null at 0)
 * @property {object|null} previous the event before it
 * @property {object[]} rejectRun   rejects immediately before `event`, oldest first
 * @property {Uint8Array} queens    cols of the rows filled so far
 * @property {{places:number,rejects:number,removes:number,solutions:number}} counts
 * @property {boolean} done
 * @property {boolean} playing
 * @property {boolean} busy         a sliced jump or search is running
 * @property {number} speedIndex
 * @property {ProgramFrame|null} program  what a code view shows (null: no code view)
 */

/**
 * @typedef {object} ProgramFrame
 * @property {string} view          the code view whose program runs
 * @property {'event'|'line'} by    what one step is
 * @property {number} maxN          the largest n the program runs at
 * @property {{name:string,offset:number}|null} boardArray the array holding the board, and row 0's index in it
 * @property {object|null} snapshot the run's snapshot (ProgramRun.snapshot());
 *   null when n is over maxN: then the Stepper plays and the panel says so
 * @property {number} eventPosition events taken (the search tree's position)
 * @property {string} code          the text of the line about to run (no comment)
 * @property {number|null} eventLine by event: the line whose step raised the event (its test, its assignment)
 */

export class Player extends EventTarget {
  #api;
  #stepper = null; // the source played (engine/search-source.js)
  #program = { view: null, by: 'event' };
  #sourceLines = null; // { view, lines } of the last view asked for
  #n = 0;
  #frame = null;
  #playing = false;
  #timer = 0;
  #lastTick = 0;
  #speedIndex;
  #total = null;
  #knownEvents = 0;
  #totalSettled = false;
  // Begun whenever the board changes: background work of an older board stops.
  #boards = latestRequest();
  // Begun by every sliced job (long seek or solution search), cancelled by
  // any other action: only the latest job goes on.
  #jobs = latestRequest();
  #busy = false;

  /** @param api the module from nqueens.js (after init()) */
  constructor(api, { n = 4, speedIndex = DEFAULT_SPEED_INDEX, view = null, by = 'event' } = {}) {
    super();
    this.#api = api;
    this.#speedIndex = speedIndex;
    this.#program = { view, by: stepUnitOrDefault(by) };
    this.setN(n);
  }

  /** The code view whose program plays (null: the Stepper), and what a step is. */
  get program() { return { ...this.#program }; }

  /**
   * Plays code view `view`'s program (null: the Stepper) by `by` ('event' |
   * 'line'), from position 0; nothing happens if both are unchanged.
   */
  setProgram({ view = this.#program.view, by = this.#program.by } = {}) {
    const next = { view, by: stepUnitOrDefault(by) };
    if (next.view === this.#program.view && next.by === this.#program.by) return;
    this.#program = next;
    this.setN(this.#n);
  }

  /** The current position counted in `unit` steps ('event' | 'line'): where switching the step unit should land. */
  positionIn(unit) {
    return this.#stepper.positionIn(unit);
  }

  /** A view's source text from the core, comments in `lang` ('en' | 'zh'). */
  programText(view, lang) {
    return this.#api.programSource(view, lang === 'zh' ? 'zh' : 'en');
  }

  /** The largest n code view `view` runs at. */
  programMaxN(view) {
    return programMaxN(this.#api, view);
  }

  // The code of line `line` (1-based) of view `view`'s source, without its comment.
  #lineCode(view, line) {
    if (this.#sourceLines?.view !== view) this.#sourceLines = { view, lines: this.programText(view, 'en').split('\n') };
    return (this.#sourceLines.lines[line - 1] ?? '').replace(/\/\/.*$/, '').trim();
  }

  // A new source for the board of size n: the program of the code view if
  // it runs at n, else the Stepper.
  #makeSource(n, unit = this.#program.by) {
    const { view } = this.#program;
    if (view && n <= programMaxN(this.#api, view)) return programSource(this.#api, { view, n, by: unit });
    return stepperSource(this.#api, n);
  }

  get n() { return this.#n; }
  get frame() { return this.#frame; }
  get playing() { return this.#playing; }
  get speedIndex() { return this.#speedIndex; }
  get position() { return this.#stepper.position; }
  get total() { return this.#total; }
  /** The furthest position known to exist: the total, or a lower bound of it. */
  get knownEnd() { return this.#total ?? this.#knownEvents; }

  /** Switches to an n×n board at position 0, freeing the previous Stepper. */
  setN(n) {
    this.#stop();
    this.#jobs.cancel();
    const isCurrentBoard = this.#boards.begin();
    this.#busy = false;
    this.#stepper?.free();
    this.#stepper = this.#makeSource(n);
    this.#n = n;
    this.#total = null;
    this.#knownEvents = 0;
    this.#totalSettled = false;
    this.#measureTotal(isCurrentBoard);
    this.#emitChange();
  }

  stepForward() {
    this.#interrupt();
    this.#stepper.step();
    this.#emitChange();
  }

  stepBack() {
    this.#interrupt();
    this.#stepper.back();
    this.#emitChange();
  }

  restart() {
    this.#interrupt();
    this.#stepper.reset();
    this.#emitChange();
  }

  /** Goes to event k of the search (the search tree's nodes), whatever a step is. */
  seekEvent(k) {
    if (this.#stepper.unit === 'event') return this.seek(k);
    this.#interrupt();
    this.#stepper.seekEvent(Math.max(0, Math.trunc(Number(k)) || 0));
    this.#emitChange();
    return Promise.resolve(this.#stepper.position);
  }

  toEnd() {
    return this.seek(this.knownEnd);
  }

  /**
   * Goes to position k (clamped to the events known to exist). Resolves with
   * the new position; long forward jumps are time-sliced. Options: `known`
   * says position k is known to exist (found by a worker), so it is not
   * clamped to the part of the search measured so far; `progress: false`
   * draws only the start and the end of a long jump, not each slice.
   */
  seek(k, { known = false, progress = true } = {}) {
    this.#interrupt();
    const wanted = Math.max(0, Math.trunc(Number(k)) || 0);
    if (known) this.#knownEvents = Math.max(this.#knownEvents, wanted);
    const target = Math.min(wanted, this.knownEnd);
    const stepper = this.#stepper;
    const from = stepper.position;
    // Stepper.seek replays from the start or undoes, whichever is shorter.
    const cost = target >= from ? target - from : Math.min(target, from - target);
    const syncLimit = stepper.kind === 'stepper' ? SYNC_EVENTS : stepper.chunk * SYNC_CHUNKS;
    // A program goes back from its nearest checkpoint: cheap at any distance.
    if (cost <= syncLimit || (stepper.kind === 'program' && target < from)) {
      stepper.seek(target);
      this.#emitChange();
      return Promise.resolve(stepper.position);
    }
    if (target < from && target < from - target) stepper.reset();
    return this.#sliced((current) => {
      const position = current.position;
      if (position === target) return true;
      if (target > position) return current.advance(Math.min(current.chunk, target - position)) === 0;
      return current.seek(Math.max(target, position - current.chunk)) === target;
    }, progress);
  }

  /**
   * Runs to the next solution (Stepper.nextSolution), time-sliced: the search
   * is advanced in chunks, and the chunk that contains the solution is redone
   * with nextSolution() so it stops exactly on the 'solution' event.
   * Resolves with that event, or null when the search ended first.
   */
  nextSolution() {
    this.#interrupt();
    const stepper = this.#stepper;
    if (stepper.done) return Promise.resolve(null);
    let found = null;
    return this.#sliced((current) => {
      const before = current.position;
      const solutionsBefore = current.counts.solutions;
      const applied = current.advance(current.chunk);
      if (current.counts.solutions > solutionsBefore) {
        current.seek(before);
        found = current.nextSolution();
        return true;
      }
      return applied === 0 || current.done;
    }).then(() => found);
  }

  /**
   * Runs from the start to solution k (1-based), time-sliced, drawing only
   * the start and the end (a code view's program has no worker to find its
   * step). Resolves with that 'solution' event, or null when there are fewer.
   */
  toSolution(k) {
    this.#interrupt();
    this.#stepper.reset();
    let found = null;
    return this.#sliced((current) => {
      const before = current.position;
      const applied = current.advance(current.chunk);
      if (current.counts.solutions < k) return applied === 0 || current.done;
      current.seek(before);
      for (let event = current.step(); event !== null; event = current.step()) {
        if (event.kind === 'solution' && current.counts.solutions >= k) {
          found = event;
          break;
        }
      }
      return true;
    }, false).then(() => found);
  }

  play() {
    if (this.#playing) return;
    this.#jobs.cancel();
    this.#busy = false;
    if (this.#stepper.done) this.#stepper.reset();
    this.#playing = true;
    this.#lastTick = performance.now();
    this.#schedule(this.#delay());
    this.#emitChange();
  }

  pause() {
    if (!this.#playing) return;
    this.#stop();
    this.#emitChange();
  }

  toggle() {
    if (this.#playing) this.pause();
    else this.play();
  }

  setSpeed(index) {
    this.#speedIndex = Math.max(0, Math.min(SPEEDS.length - 1, Math.trunc(index)));
    if (this.#playing) {
      clearTimeout(this.#timer);
      this.#lastTick = performance.now();
      this.#schedule(this.#delay());
    }
    this.#emitChange();
  }

  /**
   * Every event of the whole search, read from a second Stepper, or null if
   * there are more than `limit` (the search tree view uses this for small n).
   */
  collectEvents(limit) {
    const reader = this.#makeSource(this.#n, 'event');
    try {
      const events = [];
      for (let event = reader.step(); event !== null; event = reader.step()) {
        if (events.length >= limit) return null;
        events.push(event);
      }
      return events;
    } finally {
      reader.free();
    }
  }

  /**
   * The same as collectEvents, read in time slices of about SLICE_MS with a
   * macrotask between them (17,869 events for n = 8 are too long for one task).
   */
  async collectEventsSliced(limit) {
    const reader = this.#makeSource(this.#n, 'event');
    try {
      const events = [];
      for (;;) {
        const started = performance.now();
        while (performance.now() - started < SLICE_MS) {
          const event = reader.step();
          if (event === null) return events;
          if (events.length >= limit) return null;
          events.push(event);
        }
        await nextMacrotask();
      }
    } finally {
      reader.free();
    }
  }

  /**
   * Calls `read(stepper, frame)` with the player's own Stepper at the
   * current position and that position's frame, then undoes whatever
   * `read` stepped forward (back() is O(1)), so that a look at the events
   * ahead (the export's frames) costs those events, not a replay of the
   * whole search on a fresh Stepper. `read` may only step forward; nothing
   * is drawn, the position is unchanged afterwards.
   */
  lookAhead(read) {
    const stepper = this.#stepper;
    const start = stepper.position;
    try {
      return read(stepper, this.#readFrame());
    } finally {
      while (stepper.position > start && stepper.back() !== null);
    }
  }

  /** Stops timers and background work and frees the Stepper. */
  dispose() {
    this.#stop();
    this.#jobs.cancel();
    this.#boards.cancel();
    this.#stepper?.free();
    this.#stepper = null;
  }

  // ---- internals -------------------------------------------------------

  #interrupt() {
    this.#stop();
    this.#jobs.cancel();
    this.#busy = false;
  }

  #stop() {
    this.#playing = false;
    clearTimeout(this.#timer);
    this.#timer = 0;
  }

  #schedule(delay) {
    this.#timer = setTimeout(this.#tick, delay);
  }

  #delay() {
    const speed = SPEEDS[this.#speedIndex];
    return speed > 1000 / FRAME_MS ? FRAME_MS : 1000 / speed;
  }

  #tick = () => {
    this.#timer = 0;
    if (!this.#playing) return;
    const stepper = this.#stepper;
    const speed = SPEEDS[this.#speedIndex];
    let event;
    if (speed <= 1000 / FRAME_MS) {
      event = stepper.step();
    } else {
      // Fast play: apply the events due since the last tick without building
      // objects, then step() the last one so the frame has a real event.
      const now = performance.now();
      const most = stepper.kind === 'stepper' ? SYNC_EVENTS : stepper.chunk;
      const due = Math.max(1, Math.min(most, Math.round((speed * (now - this.#lastTick)) / 1000)));
      this.#lastTick = now;
      if (due > 1) stepper.advance(due - 1);
      event = stepper.step();
    }
    if (event === null || stepper.done) {
      this.#playing = false;
      this.#emitChange();
      return;
    }
    const hold = event.kind === 'solution' && speed <= 8 ? SOLUTION_HOLD_MS : 0;
    this.#schedule(Math.max(hold, this.#delay()));
    this.#emitChange();
  };

  // Runs `slice(stepper)` repeatedly, each time for up to SLICE_MS, yielding
  // to the event loop in between, until it returns true or the job is
  // superseded (another user action or a new board). With `progress`, the
  // frame is drawn after every slice.
  async #sliced(slice, progress = true) {
    const isCurrentJob = this.#jobs.begin();
    const stepper = this.#stepper;
    this.#busy = true;
    this.#emitChange();
    try {
      for (;;) {
        const started = performance.now();
        let finished = false;
        while (!finished && performance.now() - started < SLICE_MS) finished = slice(stepper);
        if (finished) break;
        if (progress) this.#emitChange();
        await nextMacrotask();
        if (!isCurrentJob()) return this.#stepper?.position ?? 0;
      }
    } finally {
      if (isCurrentJob()) this.#busy = false;
    }
    this.#emitChange();
    return stepper.position;
  }

  // Measures the length of the whole search on a second Stepper with
  // advance(), which is fast. The first slice runs now, so small boards know
  // their total before the first frame; the rest runs in background slices.
  #measureTotal(isCurrentBoard) {
    const counter = this.#makeSource(this.#n);
    const started = performance.now();
    const finish = (settledTotal) => {
      counter.free();
      this.#total = settledTotal;
      this.#totalSettled = true;
      this.#emitTotal();
    };
    const slice = () => {
      if (!isCurrentBoard()) {
        counter.free();
        return;
      }
      const sliceStart = performance.now();
      do {
        const applied = counter.advance(counter.chunk);
        this.#knownEvents = Math.max(this.#knownEvents, counter.position);
        if (counter.done || applied === 0) return finish(counter.position);
      } while (performance.now() - sliceStart < SLICE_MS);
      if (performance.now() - started > TOTAL_BUDGET_MS) return finish(null);
      this.#emitTotal();
      nextMacrotask().then(slice);
    };
    slice();
  }

  #emitTotal() {
    this.#frame = { ...this.#frame, total: this.#total, knownEvents: this.#knownEvents, totalSettled: this.#totalSettled };
    this.dispatchEvent(
      new CustomEvent('total', {
        detail: { total: this.#total, knownEvents: this.#knownEvents, settled: this.#totalSettled },
      }),
    );
  }

  #emitChange() {
    this.#frame = this.#readFrame();
    this.dispatchEvent(new CustomEvent('change', { detail: this.#frame }));
  }

  // Reads the current event, the rejects just before it and, for a code
  // view, the program's snapshot (the source's context()): the same
  // position always gives the same frame, however it was reached.
  #readFrame() {
    const source = this.#stepper;
    const context = source.context();
    const { view, by } = this.#program;
    return {
      n: this.#n,
      position: source.position,
      total: this.#total,
      knownEvents: this.#knownEvents,
      totalSettled: this.#totalSettled,
      event: context.event,
      previous: context.previous,
      rejectRun: context.rejectRun,
      queens: context.queens ?? source.queens,
      counts: context.counts ?? source.counts,
      done: source.done,
      playing: this.#playing,
      busy: this.#busy,
      speedIndex: this.#speedIndex,
      program: view
        ? {
            view,
            by,
            maxN: programMaxN(this.#api, view),
            boardArray: this.#api.codeViewInfo(view).boardArray,
            snapshot: context.snapshot,
            eventPosition: source.eventPosition,
            eventLine: context.eventLine ?? null,
            code: context.snapshot ? this.#lineCode(view, context.snapshot.line) : '',
          }
        : null,
    };
  }
}

/**
 * Goes to `step` once the search is known to be that long: for large n the
 * player measures the total in the background. A step past the end shows the
 * last step. `isCurrent()` turns false when this request is superseded.
 */
export function seekWhenKnown(player, step, isCurrent = () => true) {
  const startedAt = player.position;
  return new Promise((resolve) => {
    // True once the request is settled: sought, or given up.
    const attempt = () => {
      // Superseded, or the reader moved on while the total was measured.
      if (!isCurrent() || player.position !== startedAt) {
        resolve(null);
        return true;
      }
      if (step <= player.knownEnd) {
        player.seek(step).then(resolve);
        return true;
      }
      if (player.frame.totalSettled || player.total !== null) {
        player.seek(player.knownEnd).then(resolve);
        return true;
      }
      return false;
    };
    if (attempt()) return;
    const onTotal = () => {
      if (attempt()) player.removeEventListener('total', onTotal);
    };
    player.addEventListener('total', onTotal);
  });
}
