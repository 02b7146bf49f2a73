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
import { nextMacrotask } from './slices.js';
import { stepperSource, stepUnitOrDefault } from './search-source.js';
import { programMaxN, programsLoaded, sourceLanguage } from './program-limits.js';
import { SPEEDS, DEFAULT_SPEED_INDEX } from './catalog.js';

// The adapter of a program run (program-source.js): imported with the
// programs' module (loadPrograms), not with the page's first board. A shell
// that plays programs at once (the element) provides it itself.
let programSources = null;

/** Makes `module` (engine/program-source.js, imported by the caller) the players' adapter of program runs. */
export function providePrograms(module) {
  programSources ??= module;
}

const importPrograms = () => (programSources ? Promise.resolve() : import('./program-source.js').then(providePrograms));

/** Playback speeds, in events per second (engine/catalog.js). */
export { SPEEDS, DEFAULT_SPEED_INDEX };

// A main-thread task must stay well under 50 ms. advance() applies millions of
// events per second, so jumps up to this many events run in one go; longer
// ones are cut into slices of about SLICE_MS with a macrotask between them.
const SYNC_EVENTS = 200_000;
// A program run (a code view) moves by its source's own chunk: seeks longer
// than SYNC_CHUNKS chunks are sliced.
const SYNC_CHUNKS = 10;
// A slice is a task of its own: 4 ms here is 16 ms on Lighthouse's phone,
// four times slower (the tree's events and the total are read in slices
// while the page loads; issue #30: no long task then).
const SLICE_MS = 4;
// Events per batch when the search tree reads a program's whole run: well
// under a slice (the interpreter runs about a million events a second).
const SHAPE_BATCH = 500;
// How long the background measurement of the total may run. For large n the
// whole search has astronomically many events; then the total stays open.
const TOTAL_BUDGET_MS = 4_000;
// At slow speeds the animation lingers on a solution so it can be seen.
const SOLUTION_HOLD_MS = 1_500;
const FRAME_MS = 16;

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
 * @property {{asked:number|null,nearest:number,solution?:boolean,end?:boolean}|null} reach a step (or with `solution`, solution k; with `end`, the end of the search, asked null) asked for that the source cannot reach quickly, and the nearest step it can
 * @property {ProgramFrame|null} program  what a code view shows (null: no code view)
 */

/**
 * @typedef {object} ProgramFrame
 * @property {string} view          the code view whose program runs
 * @property {'event'|'line'} by    what one step is
 * @property {string|null} source   the edited text that runs (null: the built-in program)
 * @property {number} maxN          the largest n the program runs at
 * @property {{name:string,offset:number}|null} boardArray the array holding the board, and row 0's index in it
 * @property {object|null} snapshot the run's snapshot (ProgramRun.snapshot(); by event, its
 *   eventSnapshot(): the line that raised the event and the call stack then);
 *   null when n is over maxN: then the Stepper plays and the panel says so
 * @property {number} eventPosition events taken (the search tree's position)
 * @property {string} code          the text of the line about to run (no comment)
 * @property {number|null} eventLine by event: the line that raised the event (its test, its assignment), from the core
 * @property {string} output        the last lines the program printed so far (ProgramRun.outputTail)
 * @property {{name:string,from:number,to:number}[]} usedRanges other arrays' cells the program uses (ProgramRun.usedRanges)
 * @property {object|null} facts the program's parameters, indexed cells and bit sets (ProgramRun.programFacts)
 */

export class Player extends EventTarget {
  #api;
  #stepper = null; // the source played (engine/search-source.js)
  #program = { view: null, by: 'event', source: null };
  #sourceLines = null; // { view, lines } of the last view asked for
  #n = 0;
  #frame = null;
  #playing = false;
  #timer = 0;
  #lastTick = 0;
  #speedIndex;
  #total = null;
  /** The events of the whole search, once known, whatever a step is (the Export dialog's last step); read only. */
  eventTotal = null;
  #knownEvents = 0;
  #totalSettled = false;
  // Begun whenever the board changes: background work of an older board stops.
  #boards = latestRequest();
  // Begun by every sliced job (long seek or solution search), cancelled by
  // any other action: only the latest job goes on.
  #jobs = latestRequest();
  #busy = false;
  // While the programs' module loads (api.loadPrograms): the position asked
  // for meanwhile, whether play was asked for, and a search for a solution
  // asked for (`later`: nextSolution or toSolution, run once the program is).
  #waiting = { step: 0, play: false, later: null };
  #programsLoad = null;
  #arrivedSeek = null; // the seek to the position asked for while waiting
  #arrivedLater = null; // { later, found }: that search, begun once the program runs
  #programsLater; // the shell calls loadPrograms() itself (the page: after its first board)
  #programsError = null;
  // A step asked for beyond the source's reach: { asked, nearest } (frame.reach), until the next move.
  #reach = null;

  /**
   * @param api the module from nqueens.js (after init())
   * `programsLater`: a code view waits for loadPrograms() to be called (else
   * the player calls it as soon as a code view needs the programs' module).
   */
  constructor(api, { n = 4, speedIndex = DEFAULT_SPEED_INDEX, view = null, by = 'event', programsLater = false } = {}) {
    super();
    this.#api = api;
    this.#programsLater = programsLater;
    this.#speedIndex = speedIndex;
    this.#program = { view, by: stepUnitOrDefault(by), source: null };
    this.setN(n);
  }

  /** The nqueens.js module the player runs on (the code editor has the core parse and run edited texts with it). */
  get api() { return this.#api; }

  /** The code view whose program plays (null: the Stepper), what a step is, and its edited text (null: the built-in). */
  get program() { return { ...this.#program }; }

  /**
   * Plays code view `view`'s program (null: the Stepper) by `by` ('event' |
   * 'line'), from position 0; nothing happens if all are unchanged.
   * `source`: an edited text of the view's program (null: the built-in
   * one; another view drops it), which must parse (the editor checks it
   * first: engine/program-check.js).
   */
  setProgram({ view = this.#program.view, by = this.#program.by, source = view === this.#program.view ? this.#program.source : null } = {}) {
    const next = { view, by: stepUnitOrDefault(by), source: source ?? null };
    const now = this.#program;
    if (next.view === now.view && next.by === now.by && next.source === now.source) return;
    this.#program = next;
    this.setN(this.#n);
  }

  /** The current position counted in `unit` steps ('event' | 'line'): where switching the step unit should land. */
  positionIn(unit) {
    return this.#stepper.positionIn(unit);
  }

  /**
   * Loads the programs' module if the API has to (api.loadPrograms: the
   * page's main thread runs the core module, which has no interpreter) and
   * then plays the code view's program: until then a code view shows the
   * empty board, and a position asked for is taken once the program runs.
   */
  loadPrograms() {
    if (this.#programsReady()) return Promise.resolve();
    this.#programsLoad ??= Promise.all([this.#api.loadPrograms(), importPrograms()]).then(
      () => this.#programsArrived(),
      (error) => {
        this.#programsLoad = null; // a later call tries again
        this.#programsError = error;
        if (this.waitingForProgram) this.#emitChange();
        throw error;
      },
    );
    return this.#programsLoad;
  }

  /** Whether a code view waits for the programs' module (see loadPrograms). */
  get waitingForProgram() {
    return this.#stepper?.kind === 'waiting';
  }

  #programsReady() {
    return programSources !== null && programsLoaded(this.#api);
  }

  // The program replaces the empty board it waited on, and goes where it was asked meanwhile.
  #programsArrived() {
    if (!this.waitingForProgram) return;
    const { step, play, later } = this.#waiting;
    this.setN(this.#n);
    if (later) this.#arrivedLater = { later, found: later() };
    else if (step > 0) this.#arrivedSeek = seekWhenKnown(this, step);
    else if (play) this.play();
  }

  /** A view's source text from the core, comments in `lang` ('en' | 'zh'); null while the programs' module loads. */
  programText(view, lang) {
    if (!this.#programsReady()) return null;
    return this.#api.programSource(view, sourceLanguage(lang));
  }

  /**
   * A ProgramComparison (nqueens.js) of view `view`'s program, or `source`
   * (an edited text of it), against view `reference`'s at n; null where the
   * API has none or n is past either view's limit. The caller frees it.
   */
  compareProgram(view, n, { source = undefined, reference = view } = {}) {
    const { ProgramComparison } = this.#api;
    if (!ProgramComparison || !this.#programsReady() || n > Math.min(programMaxN(this.#api, view), programMaxN(this.#api, reference))) return null;
    return new ProgramComparison(view, n, source, reference);
  }

  // The code of line `line` (1-based) of view `view`'s source (the edited one if any), without its comment.
  #lineCode(view, line) {
    const { source } = this.#program;
    if (this.#sourceLines?.view !== view || this.#sourceLines.source !== source) {
      this.#sourceLines = { view, source, lines: (source ?? this.programText(view, 'en')).split('\n') };
    }
    return (this.#sourceLines.lines[line - 1] ?? '').replace(/\/\/.*$/, '').trim();
  }

  // A new source for the board of size n: the program of the code view if
  // it runs at n, else the Stepper.
  #makeSource(n, unit = this.#program.by) {
    const { view, source } = this.#program;
    if (!view || n > programMaxN(this.#api, view)) return stepperSource(this.#api, n);
    if (!this.#programsReady()) {
      if (!this.#programsLater) this.loadPrograms().catch(() => {}); // the frame says why
      return waitingSource(this.#api, n);
    }
    try {
      return programSources.programSource(this.#api, { view, n, by: unit, source });
    } catch (error) {
      // An edited text that does not parse (setProgram's caller checks first): the built-in program plays.
      if (error?.name !== 'ProgramError' || source === null) throw error;
      this.#program = { ...this.#program, source: null };
      return programSources.programSource(this.#api, { view, n, by: unit });
    }
  }

  get n() { return this.#n; }
  get frame() { return this.#frame; }
  get playing() { return this.#playing; }
  get speedIndex() { return this.#speedIndex; }
  get position() { return this.#stepper.position; }
  /** Whether a sliced move (a long seek, a search) is under way. */
  get busy() { return this.#busy; }
  get total() { return this.#total; }
  /** The furthest position known to exist: the total, or a lower bound of it. */
  get knownEnd() { return this.#total ?? this.#knownEvents; }

  /** Switches to an n×n board at position 0, freeing the previous Stepper. */
  setN(n) {
    this.#waiting = { step: 0, play: false, later: null };
    this.#reach = null;
    this.#stop();
    this.#jobs.cancel();
    const isCurrentBoard = this.#boards.begin();
    this.#busy = false;
    this.#stepper?.free();
    this.#stepper = this.#makeSource(n);
    this.#n = n;
    this.#total = this.eventTotal = null;
    this.#knownEvents = 0;
    this.#totalSettled = false;
    // An edited text may be long (64 kB): compiling its second run is a task of its own.
    if (this.#program.source === null) this.#measureTotal(isCurrentBoard);
    else nextMacrotask().then(() => isCurrentBoard() && this.#measureTotal(isCurrentBoard));
    this.#emitChange();
  }

  stepForward() {
    this.#interrupt();
    if (this.waitingForProgram) this.#waiting.step += 1;
    else this.#stepper.step();
    this.#emitChange();
  }

  stepBack() {
    this.#interrupt();
    if (this.waitingForProgram) this.#waiting.step = Math.max(0, this.#waiting.step - 1);
    else this.#stepper.back();
    this.#emitChange();
  }

  restart() {
    this.#interrupt();
    this.#waiting.step = 0;
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

  /**
   * Goes to the end of the search. Its length may still be open (measured
   * in the background within a time budget, and at n = 11's program not
   * measured in it): then the known events are only a lower bound, so the
   * source is played forward until it is done, time-sliced, within its
   * reach. An end beyond the reach is not gone to: the frame says the end
   * is too far (frame.reach with `end`) and offers the nearest step.
   * Resolves with the new position.
   */
  toEnd() {
    if (this.waitingForProgram) return this.seek(this.knownEnd);
    const { reach } = this.#stepper;
    if (this.#total !== null && this.#total <= reach) return this.seek(this.#total);
    this.#interrupt();
    if (this.#knownEvents > reach && this.#stepper.position < reach) return this.#offerNearest(null, { end: true });
    return this.#runToEnd();
  }

  // Plays forward until the source is done or at its reach, in slices with
  // progress; the end met on the way is the total (the background measure
  // may not have found it yet, or have given up).
  #runToEnd() {
    let ended = false;
    let beyond = false;
    return this.#sliced((current) => {
      if (current.done) return (ended = true);
      const room = current.reach - current.position;
      if (room <= 0) return (beyond = true);
      current.advance(Math.min(current.chunk, room));
      return false;
    }).then((position) => {
      if (ended) this.#settleTotal();
      else if (beyond) return this.#offerNearest(null, { end: true });
      return position;
    });
  }

  // The end of the search, reached by playing before the background measure
  // found it: it is the total.
  #settleTotal() {
    const source = this.#stepper;
    if (this.#total !== null) return;
    this.#total = source.position;
    this.eventTotal = source.eventPosition;
    this.#knownEvents = Math.max(this.#knownEvents, source.position);
    this.#totalSettled = true;
    this.#emitTotal();
  }

  /**
   * Goes to position k (clamped to the end when known; while the length is
   * measured, to the end if it comes first, which then is the total).
   * Resolves with the new position; long forward jumps are time-sliced. Options: `known`
   * says position k is known to exist (found by a worker), so it is not
   * clamped to the part of the search measured so far; `progress: false`
   * draws only the start and the end of a long jump, not each slice.
   */
  seek(k, { known = false, progress = true } = {}) {
    this.#interrupt();
    const wanted = Math.max(0, Math.trunc(Number(k)) || 0);
    if (this.waitingForProgram) return this.#seekWhenProgram(wanted);
    // (A step past a known end is the end, however far: seek(1e9) goes to the end of a small search.)
    const reachable = Math.min(wanted, this.#total ?? Infinity);
    if (!known && reachable > this.#stepper.reach && reachable > this.#stepper.position) return this.#offerNearest(wanted);
    if (known) this.#knownEvents = Math.max(this.#knownEvents, wanted);
    // While the length is still measured, a step within reach is gone to (the
    // search stops at its end if that comes first): the known events are only
    // a lower bound (the explorer's Go to step stopped there, silently).
    const target = this.#total === null ? wanted : Math.min(wanted, this.knownEnd);
    const stepper = this.#stepper;
    const from = stepper.position;
    // Stepper.seek replays from the start or undoes, whichever is shorter.
    const cost = target >= from ? target - from : Math.min(target, from - target);
    const syncLimit = stepper.kind === 'stepper' ? SYNC_EVENTS : stepper.chunk * SYNC_CHUNKS;
    // A program goes back from its nearest checkpoint: cheap at any distance.
    if (cost <= syncLimit || (stepper.kind === 'program' && target < from)) {
      stepper.seek(target);
      if (stepper.done) this.#settleTotal();
      this.#emitChange();
      return Promise.resolve(stepper.position);
    }
    if (target < from && target < from - target) stepper.reset();
    return this.#sliced((current) => {
      const position = current.position;
      if (position === target) return true;
      if (target > position) return current.advance(Math.min(current.chunk, target - position)) === 0;
      return current.seek(Math.max(target, position - current.chunk)) === target;
    }, progress).then((position) => {
      if (this.#stepper.done) this.#settleTotal();
      return position;
    });
  }

  /** The furthest step a seek goes to in the source played (further ones are offered the nearest: frame.reach). */
  get reach() {
    return this.#stepper.reach;
  }

  // A step further than the source reaches quickly: the player stays, and
  // the frame offers the nearest step it reaches (the end, if known before).
  // `solution`: what was asked is solution `asked`, not step `asked`; `end`:
  // the end of the search was asked for (To the end), whatever its step.
  #offerNearest(asked, { solution = false, end = false } = {}) {
    const nearest = this.#total !== null ? Math.min(this.#total, this.#stepper.reach) : this.#stepper.reach;
    this.#reach = { asked, nearest, ...(solution && { solution }), ...(end && { end }) };
    this.#emitChange();
    return Promise.resolve(this.#stepper.position);
  }

  // A seek while the programs' module loads: taken once the program runs
  // (the frame says the program is loading meanwhile).
  #seekWhenProgram(step) {
    this.#waiting.step = step;
    this.#emitChange();
    const load = this.#programsLoad ?? this.loadPrograms();
    return load.then(() => this.#arrivedSeek ?? this.position);
  }

  // A solution searched for while the programs' module loads: searched for
  // in the program once it runs (the click is not lost). Resolves as the
  // search does, or null if another action came first.
  #searchWhenProgram(later) {
    this.#waiting = { ...this.#waiting, step: 0, later };
    this.#emitChange();
    const load = this.#programsLoad ?? this.loadPrograms();
    return load.then(() => (this.#arrivedLater?.later === later ? this.#arrivedLater.found : null));
  }

  /**
   * Runs to the next solution (Stepper.nextSolution), time-sliced: the search
   * is advanced in chunks, and the chunk that contains the solution is redone
   * with nextSolution() so it stops exactly on the 'solution' event.
   * Resolves with that event, or null when the search ended first.
   */
  nextSolution() {
    this.#interrupt();
    if (this.waitingForProgram) return this.#searchWhenProgram(() => this.nextSolution());
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
   * step). Resolves with that 'solution' event, or null when there are fewer,
   * or when solution k lies beyond the source's reach (a program at n = 12:
   * solution 14,200 is about 10⁸ lines): then the player stays where it was
   * and the frame offers the nearest step it reaches (frame.reach, with
   * `solution: true`), as for a step too far.
   */
  toSolution(k) {
    this.#interrupt();
    if (this.waitingForProgram) return this.#searchWhenProgram(() => this.toSolution(k));
    const start = this.#stepper.position;
    this.#stepper.reset();
    let found = null;
    let beyond = false;
    return this.#sliced((current) => {
      const before = current.position;
      if (before >= current.reach) return (beyond = true);
      const applied = current.advance(Math.min(current.chunk, current.reach - before));
      if (current.counts.solutions < k) return applied === 0 || current.done;
      current.seek(before);
      for (let event = current.step(); event !== null; event = current.step()) {
        if (event.kind === 'solution' && current.counts.solutions >= k) {
          found = event;
          break;
        }
      }
      return true;
    }, false).then(() => (beyond ? this.#solutionOutOfReach(k, start) : found));
  }

  // Solution k was not found within the reach: back where the player was
  // (a program goes back from its checkpoints), and the offer. Resolves null.
  async #solutionOutOfReach(k, start) {
    const stepper = this.#stepper;
    if (!stepper || stepper.position < stepper.reach) return null; // superseded meanwhile
    if (start <= stepper.position) stepper.seek(start);
    await this.#offerNearest(k, { solution: true });
    return null;
  }

  play() {
    if (this.#playing) return;
    if (this.waitingForProgram) {
      this.#waiting.play = true;
      return;
    }
    this.#jobs.cancel();
    this.#busy = false;
    if (this.#stepper.done) this.#stepper.reset();
    this.#playing = true;
    this.#lastTick = performance.now();
    this.#schedule(this.#delay());
    this.#emitChange();
  }

  pause() {
    this.#waiting.play = false;
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
   * there are more than `limit` (the search tree view uses this for small
   * n), in time slices of about SLICE_MS with a macrotask between them
   * (17,869 events for n = 8 are too long for one task).
   */
  async collectEventsSliced(limit) {
    const reader = this.#makeSource(this.#n, 'event');
    // A program gives its events in batches of their shapes (kind, row,
    // column, step, a solution's index); the Stepper one object at a time.
    const next = reader.stepShapes
      ? () => reader.stepShapes(SHAPE_BATCH)
      : () => {
          const event = reader.step();
          return event === null ? [] : [event];
        };
    try {
      const events = [];
      for (;;) {
        const started = performance.now();
        while (performance.now() - started < SLICE_MS) {
          const batch = next();
          if (batch.length === 0) return events;
          if (events.length + batch.length > limit) return null;
          for (const event of batch) events.push(event);
        }
        await nextMacrotask();
      }
    } finally {
      reader.free();
    }
  }

  /**
   * Where the code view's program (in this player's step unit) has exactly
   * `queens` (the columns of the top rows), right after placing the last
   * one: free play's "continue from here" follows the view. Read on a fresh
   * run in time slices; null when the program never has them within its
   * reach; undefined when the Stepper plays at n (no code view, or n over
   * the view's limit): then the Stepper's own step applies.
   */
  async stepOfQueensIn(n, queens) {
    const { view, by } = this.#program;
    // programStepOfQueens asks the same (the element calls it directly); asked
    // here first, when no program plays neither the programs' module nor
    // program-queens.js is loaded.
    if (!view || n > programMaxN(this.#api, view)) return undefined;
    await this.loadPrograms();
    const { programStepOfQueens } = await import('./program-queens.js');
    return programStepOfQueens(this.#api, { view, by, n, queens });
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
    this.#reach = null;
    this.#waiting.later = null; // a search asked for while the program loads gives way too
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
  // frame is drawn after a slice at most once a FRAME_MS (slices are
  // shorter than a frame: drawing after each would slow the job).
  async #sliced(slice, progress = true) {
    const isCurrentJob = this.#jobs.begin();
    const stepper = this.#stepper;
    this.#busy = true;
    this.#emitChange();
    let drawn = performance.now();
    try {
      for (;;) {
        const started = performance.now();
        let finished = false;
        while (!finished && performance.now() - started < SLICE_MS) finished = slice(stepper);
        if (finished) break;
        if (progress && performance.now() - drawn >= FRAME_MS) {
          this.#emitChange();
          drawn = performance.now();
        }
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
    if (this.waitingForProgram) return; // measured once the program runs
    const counter = this.#makeSource(this.#n);
    const started = performance.now();
    let told = started; // the known events are told at most once a FRAME_MS
    const finish = (settledTotal) => {
      // Counted in events too (a step may be a line of the program): what an export's range counts.
      this.eventTotal = settledTotal && counter.eventPosition;
      counter.free();
      this.#total = settledTotal;
      this.#totalSettled = true;
      this.#emitTotal();
    };
    const slice = () => {
      // A new board, or To the end met the end first (#settleTotal).
      if (!isCurrentBoard() || this.#total !== null) {
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
      if (performance.now() - told >= FRAME_MS) {
        this.#emitTotal();
        told = performance.now();
      }
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
    // Every position played to is known to exist: the lower bound of the
    // total never reads below the step shown (the background measure may
    // have given up behind it).
    this.#knownEvents = Math.max(this.#knownEvents, this.#stepper.position);
    this.#frame = this.#readFrame();
    this.dispatchEvent(new CustomEvent('change', { detail: this.#frame }));
  }

  // Reads the current event, the rejects just before it and, for a code
  // view, the program's snapshot (the source's context()): the same
  // position always gives the same frame, however it was reached.
  #readFrame() {
    const source = this.#stepper;
    const context = source.context();
    const { view, by, source: edited } = this.#program;
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
      reach: this.#reach,
      program: view
        ? {
            view,
            by,
            source: edited,
            maxN: programMaxN(this.#api, view),
            boardArray: source.boardArray !== undefined ? source.boardArray : this.#api.codeViewInfo(view).boardArray,
            usedRanges: source.usedRanges ?? [],
            facts: source.facts ?? null,
            snapshot: context.snapshot,
            // The programs' module is loading; `pendingStep`: the position asked for meanwhile.
            loading: source.kind === 'waiting',
            pendingStep: source.kind === 'waiting' ? this.#waiting.step : 0,
            loadError: source.kind === 'waiting' ? this.#programsError : null,
            eventPosition: source.eventPosition,
            eventLine: context.eventLine ?? null,
            output: context.output ?? '',
            code: context.snapshot ? this.#lineCode(view, context.snapshot.line) : '',
          }
        : null,
    };
  }
}

// What a code view shows while the programs' module loads: the empty board
// (position 0 is the same in every view); it never moves.
function waitingSource(api, n) {
  const source = stepperSource(api, n);
  const still = () => null;
  return { ...source, kind: 'waiting', step: still, back: still, advance: () => 0, seek: () => 0, seekEvent: () => 0, nextSolution: still, reset: () => 0, get done() { return false; } };
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
      // A code view whose program is loading: the player takes the step once it
      // runs. Beyond the player's reach: it offers the nearest step instead.
      if (player.waitingForProgram || (step > player.reach && player.total === null)) {
        player.seek(step).then(resolve);
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
