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

/** Playback speeds, in events per second. */
export const SPEEDS = Object.freeze([0.5, 1, 2, 4, 8, 16, 60, 250, 1000, 10_000]);
export const DEFAULT_SPEED_INDEX = 2;

// A main-thread task must stay well under 50 ms. advance() applies millions of
// events per second, so jumps up to this many events run in one go; longer
// ones are cut into slices of about SLICE_MS with a macrotask between them.
const SYNC_EVENTS = 200_000;
const ADVANCE_CHUNK = 20_000;
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
 */

export class Player extends EventTarget {
  #api;
  #stepper = null;
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
  constructor(api, { n = 4, speedIndex = DEFAULT_SPEED_INDEX } = {}) {
    super();
    this.#api = api;
    this.#speedIndex = speedIndex;
    this.setN(n);
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
    this.#stepper = new this.#api.Stepper(n);
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
    if (cost <= SYNC_EVENTS) {
      stepper.seek(target);
      this.#emitChange();
      return Promise.resolve(stepper.position);
    }
    if (target < from && target < from - target) stepper.reset();
    return this.#sliced((current) => {
      const position = current.position;
      if (position === target) return true;
      if (target > position) return current.advance(Math.min(ADVANCE_CHUNK, target - position)) === 0;
      return current.seek(Math.max(target, position - ADVANCE_CHUNK)) === target;
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
      const applied = current.advance(ADVANCE_CHUNK);
      if (current.counts.solutions > solutionsBefore) {
        current.seek(before);
        found = current.nextSolution();
        return true;
      }
      return applied === 0 || current.done;
    }).then(() => found);
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
    const reader = new this.#api.Stepper(this.#n);
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
    const reader = new this.#api.Stepper(this.#n);
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
      const due = Math.max(1, Math.min(SYNC_EVENTS, Math.round((speed * (now - this.#lastTick)) / 1000)));
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
    const counter = new this.#api.Stepper(this.#n);
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
        const applied = counter.advance(ADVANCE_CHUNK);
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

  // Reads the current event and the rejects just before it by undoing up to
  // n + 2 events and redoing them: the same position always gives the same
  // frame, whether it was reached by stepping, going back or seeking.
  #readFrame() {
    const stepper = this.#stepper;
    const n = this.#n;
    const undone = [];
    for (let event = stepper.back(); event !== null; event = stepper.back()) {
      undone.push(event);
      if ((undone.length > 1 && event.kind !== 'reject') || undone.length >= n + 2) break;
    }
    for (let i = 0; i < undone.length; i += 1) stepper.step();

    const rejectRun = [];
    for (let i = 1; i < undone.length && undone[i].kind === 'reject'; i += 1) rejectRun.unshift(undone[i]);
    return {
      n,
      position: stepper.position,
      total: this.#total,
      knownEvents: this.#knownEvents,
      totalSettled: this.#totalSettled,
      event: undone[0] ?? null,
      previous: undone[1] ?? null,
      rejectRun,
      queens: stepper.queens,
      counts: stepper.counts,
      done: stepper.done,
      playing: this.#playing,
      busy: this.#busy,
      speedIndex: this.#speedIndex,
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
