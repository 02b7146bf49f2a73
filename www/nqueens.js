// nqueens: the public JavaScript API.
//
// An idiomatic layer over the raw wasm-bindgen exports in ./pkg/ (generated
// by `make build`): iterator protocol, plain event objects, BigInts, and
// clear errors. All the searching happens in Rust; this module only converts.
//
//   import init, { Solutions, Stepper, totalNQueens } from './nqueens.js';
//   await init();
//   for (const cols of new Solutions(8)) console.log(cols);

import initWasm, * as raw from './pkg/nqueens.js';

let loading = null;
let exports = null;

/** Largest board size (set from the wasm module by init()). */
export let MAX_N = 32;
/** Strategy names, slowest first (set from the wasm module by init()). */
export let STRATEGIES = Object.freeze([]);

/**
 * Loads the wasm module once; later calls return the same promise.
 * `input` goes to the generated initialiser: a URL, Response, BufferSource,
 * WebAssembly.Module, or `{ module_or_path }` (Node: pass the bytes).
 */
export default function init(input) {
  if (!loading) {
    const options =
      input === undefined || (input !== null && typeof input === 'object' && 'module_or_path' in input)
        ? input
        : { module_or_path: input };
    loading = initWasm(options).then(
      (wasm) => {
        exports = wasm;
        MAX_N = raw.maxN();
        noEvent = raw.noEventCode();
        STRATEGIES = Object.freeze(raw.strategyNames());
      },
      (error) => {
        loading = null; // let a later call try again
        throw fetchedInNode(options) && error instanceof TypeError ? nodeHint(error) : error;
      },
    );
  }
  return loading;
}

// Without bytes the generated initialiser fetches the .wasm next to it, and
// Node's fetch cannot read files: its bare "fetch failed" deserves a hint.
function fetchedInNode(options) {
  const source = options?.module_or_path;
  return (
    typeof globalThis.process?.versions?.node === 'string' &&
    (source === undefined || typeof source === 'string' || source instanceof URL ||
      (typeof Request === 'function' && source instanceof Request))
  );
}

function nodeHint(error) {
  return new TypeError(
    `nqueens: could not load the wasm module (${error.message}). In Node, fetch cannot read local files: ` +
      "pass the wasm bytes instead, e.g. init({ module_or_path: readFileSync('…/pkg/nqueens_bg.wasm') }) " +
      'with the pkg/ folder that sits next to nqueens.js',
    { cause: error },
  );
}

function ready() {
  if (!exports) {
    throw new Error('nqueens is not loaded yet: `await init()` before calling it');
  }
}

/** Bytes of wasm linear memory in use by the whole page (for leak checks). */
export function wasmMemoryBytes() {
  ready();
  return exports.memory.buffer.byteLength;
}

// ---- boards in and out ------------------------------------------------------

/** How a value reads in an error message (as in src/wasm/args.rs). */
function describe(value) {
  if (typeof value === 'string') return `the string "${value}"`;
  if (typeof value === 'number' || value === undefined || value === null) return String(value);
  return typeof value;
}

/** Checks a column vector from JavaScript and returns it as bytes. */
function columns(cols) {
  if (cols === null || typeof cols !== 'object' || typeof cols.length !== 'number') {
    throw new TypeError('cols must be an array of column numbers, e.g. [1, 3, 0, 2]');
  }
  const bytes = new Uint8Array(cols.length);
  for (let row = 0; row < cols.length; row++) {
    const col = cols[row];
    if (!Number.isInteger(col) || col < 0 || col >= cols.length) {
      const Type = typeof col === 'number' ? RangeError : TypeError;
      throw new Type(
        `cols[${row}] must be a whole number from 0 to ${cols.length - 1} (the 0-based column of row ${row}'s queen), got ${describe(col)}`,
      );
    }
    bytes[row] = col;
  }
  return bytes;
}

/**
 * A count from JavaScript, checked like src/wasm/args.rs does: a TypeError
 * for a non-number (never coerced), a RangeError for a number that is not a
 * whole number >= min. Counts passed straight to wasm are checked there;
 * this is for Solutions.nextBatch, whose wasm side is gone once it ends.
 */
function wholeNumber(value, what, min = 0) {
  if (typeof value !== 'number') {
    throw new TypeError(`${what} must be a number (a whole number >= ${min}), got ${describe(value)}`);
  }
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${what} must be a whole number >= ${min}, got ${describe(value)}`);
  }
  return value;
}

/** LeetCode 51: every solution as rows of 'Q' and '.', n from 1 to 12. */
export function solveNQueens(n) {
  ready();
  return raw.solveNQueens(n);
}

/** LeetCode 52: the number of solutions. Blocks; use CountPlan in workers for large n. */
export function totalNQueens(n) {
  ready();
  return raw.totalNQueens(n);
}

/** Solutions up to rotation and reflection. */
export function uniqueNQueens(n) {
  ready();
  return raw.uniqueNQueens(n);
}

/** `{ total, unique }` in one search. */
export function countSolutions(n) {
  ready();
  return raw.countSolutions(n);
}

/** A board as 'leetcode' (["..Q.",…]), 'one-based' ("2 4 1 3") or 'grid' (seed 004's show()). */
export function formatBoard(cols, format) {
  ready();
  return raw.formatBoard(columns(cols), String(format));
}

/**
 * Whether a solution is the first of its symmetry class in search order. Only
 * solutions have one: any other board is a RangeError (see validateBoard).
 */
export function isCanonical(cols) {
  ready();
  return raw.isCanonical(columns(cols));
}

/** `{ valid, conflicts: [{ a, b, line }] }` for any board given as columns. */
export function validateBoard(cols) {
  ready();
  return raw.validateBoard(columns(cols));
}

/** Runs one of STRATEGIES: `{ strategy, n, solutions, nodes, checks }`. */
export function runStrategy(name, n) {
  ready();
  if (typeof name !== 'string') {
    throw new TypeError(`strategy name must be a string, one of ${STRATEGIES.join(', ')}`);
  }
  return raw.runStrategy(name, n);
}

/** The largest n a strategy accepts. */
export function strategyMaxN(name) {
  ready();
  return raw.strategyMaxN(String(name));
}

/** The seeds' brute-force spaces: `{ anySquares: C(n², n), onePerRow: nⁿ }` as BigInts. */
export function bruteForceSpaces(n) {
  ready();
  const spaces = raw.searchSpaces(n);
  return { anySquares: BigInt(spaces.anySquares), onePerRow: BigInt(spaces.onePerRow) };
}

// ---- long-lived handles -------------------------------------------------------

/** Shared handle bookkeeping: a freed object throws a clear Error. */
class Handle {
  #raw;
  #name;
  constructor(name, rawObject) {
    this.#name = name;
    this.#raw = rawObject;
  }
  get _raw() {
    if (this.#raw === null) {
      throw new Error(`this ${this.#name} has been freed; create a new one`);
    }
    return this.#raw;
  }
  get _freed() {
    return this.#raw === null;
  }
  /** Releases the wasm memory behind this object. Safe to call twice. */
  free() {
    if (this.#raw !== null) {
      this.#raw.free();
      this.#raw = null;
    }
  }
}

/**
 * Every solution, lazily, in the seeds' depth-first order; a JavaScript
 * iterator of Uint8Array column vectors (cols[row] = column of row's queen).
 * Frees itself at the end and when a for…of loop is left early; `n` and
 * `yielded` stay readable after that.
 */
export class Solutions extends Handle {
  #finished = false;
  #n;
  #yielded = 0; // the final count, kept when the wasm side is freed
  constructor(n) {
    ready();
    super('Solutions', new raw.Solutions(n));
    this.#n = this._raw.n;
  }
  get n() {
    return this.#n;
  }
  /** Solutions yielded so far; after the end (or free()), the final count. */
  get yielded() {
    return this._freed ? this.#yielded : this._raw.yielded;
  }
  /** Releases the wasm memory; `n` and `yielded` stay readable. Safe to call twice. */
  free() {
    if (!this._freed) this.#yielded = this._raw.yielded;
    super.free();
  }
  next() {
    if (this.#finished) return { value: undefined, done: true };
    const cols = this._raw.nextColumns();
    if (cols === undefined) return this.return();
    return { value: cols, done: false };
  }
  /** Ends the iteration and frees the wasm memory (for…of calls it on break). */
  return() {
    this.#finished = true;
    this.free();
    return { value: undefined, done: true };
  }
  [Symbol.iterator]() {
    return this;
  }
  /** Up to `max` solutions in one Uint8Array of k·n bytes; empty at the end. */
  nextBatch(max) {
    // Checked here too: once finished, the wasm side is gone.
    wholeNumber(max, 'max', 1);
    if (this.#finished) return new Uint8Array(0);
    const batch = this._raw.nextBatch(max);
    if (batch.length === 0) this.return();
    return batch;
  }
}

const KINDS = ['place', 'reject', 'remove', 'solution', 'done'];
const LINES = ['column', 'diagonal', 'anti-diagonal'];
let noEvent = 0xffffffff;

// The layout of src/wasm/event_code.rs: kind in bits 0–2, row 3–7, column
// 8–12; rejects add the attacker's row 13–17 and column 18–22 and the line
// 23–24; bits 25–31 are always 0.
function decode(code, step) {
  if (code === noEvent) return null;
  const kind = KINDS[code & 7];
  if (kind === 'done') return { kind, step, row: null, col: null, attacker: null };
  const attacker =
    kind === 'reject'
      ? { row: (code >>> 13) & 31, col: (code >>> 18) & 31, line: LINES[(code >>> 23) & 3] }
      : null;
  return { kind, step, row: (code >>> 3) & 31, col: (code >>> 8) & 31, attacker };
}

/** Whether a whole number is a code the step machine can produce. */
function isEventCode(code) {
  if (code === noEvent) return true;
  if (code < 0 || code >= 2 ** 25) return false;
  const kind = code & 7;
  if (kind === 4) return code === 4; // done: nothing else
  if (kind === 1) return (code >>> 23) !== 3; // reject: a known line
  return kind < 4 && code >>> 13 === 0; // place, remove, solution: no attacker
}

/**
 * Decodes an event code from Stepper.stepBatch(); null for the "no event"
 * code. Solution events decoded this way carry no `index`/`queens` (the
 * batch path does not build them). `step` is the event's 1-based number, or
 * null. Anything but such a code is a TypeError (not a number) or a
 * RangeError (a number no step machine produces).
 */
export function decodeEvent(code, step = null) {
  if (typeof code !== 'number') {
    throw new TypeError(`event code must be a number (a code returned by Stepper.stepBatch()), got ${describe(code)}`);
  }
  if (!Number.isInteger(code) || !isEventCode(code)) {
    throw new RangeError(`event code must be a code returned by Stepper.stepBatch(), got ${describe(code)}`);
  }
  if (step !== null && step !== undefined) {
    if (typeof step !== 'number') {
      throw new TypeError(`step must be a number (a whole number >= 1) or null, got ${describe(step)}`);
    }
    if (!Number.isInteger(step) || step < 1) {
      throw new RangeError(`step must be a whole number >= 1 or null, got ${describe(step)}`);
    }
  }
  return decode(code, step ?? null);
}

/**
 * The reversible step machine: the seeds' search one event at a time.
 * Events: { kind, step, row, col, attacker: { row, col, line } | null }
 * plus `index` and `queens` on 'solution' events; 0-based coordinates.
 */
export class Stepper extends Handle {
  #n;
  constructor(n) {
    ready();
    super('Stepper', new raw.Stepper(n));
    this.#n = this._raw.n;
  }
  get n() {
    return this.#n;
  }
  // A solution event's index is the solutions counted so far, less the
  // event itself when it has been applied. Read only for solution events:
  // the counters cross the boundary as a fresh array.
  #event(code, step, solutionsIncluded) {
    const event = decode(code, step);
    if (event && event.kind === 'solution') {
      event.index = this._raw.countsArray[3] - (solutionsIncluded ? 1 : 0);
      event.queens = this._raw.queens;
    }
    return event;
  }
  /** Applies the next event and returns it; null after 'done'. */
  step() {
    return this.#event(this._raw.stepCode(), this.position, true);
  }
  /** Undoes the last event and returns it; null at position 0. */
  back() {
    return this.#event(this._raw.backCode(), this.position + 1, false);
  }
  /** The event step() would return, without applying it. */
  peek() {
    return this.#event(this._raw.peekCode(), this.position + 1, false);
  }
  /** Steps until the next 'solution' event and returns it; null if the search ends first. */
  nextSolution() {
    return this.#event(this._raw.nextSolutionCode(), this.position, true);
  }
  /** Applies up to `count` events without building them; returns how many were applied. */
  advance(count) {
    return this._raw.advance(count);
  }
  /** Applies up to `max` events; returns their codes (see decodeEvent). */
  stepBatch(max) {
    return this._raw.stepBatch(max);
  }
  /** Goes to position k (forwards or backwards; clamped to the end); returns the position reached. */
  seek(k) {
    return this._raw.seek(k);
  }
  /** Back to position 0, the empty board. */
  reset() {
    this._raw.reset();
  }
  /** Events applied so far. */
  get position() {
    return this._raw.position;
  }
  /** Columns of the queens of the rows filled so far. */
  get queens() {
    return this._raw.queens;
  }
  /** Whether the 'done' event has been applied. */
  get done() {
    return this._raw.done;
  }
  /** Events so far by kind. */
  get counts() {
    const [places, rejects, removes, solutions] = this._raw.countsArray;
    return { places, rejects, removes, solutions };
  }
}

/**
 * The count of an n×n board cut into independent pieces, identical in every
 * worker that builds it: hand out indices, add up `countPiece(i)`.
 */
export class CountPlan extends Handle {
  #n;
  #length;
  constructor(n) {
    ready();
    super('CountPlan', new raw.CountPlan(n));
    this.#n = this._raw.n;
    this.#length = this._raw.length;
  }
  get n() {
    return this.#n;
  }
  /** Number of pieces. */
  get length() {
    return this.#length;
  }
  /** `{ total, unique }` of piece i. */
  countPiece(i) {
    return this._raw.countPiece(i);
  }
  /** `{ total, unique }` of pieces start to end − 1 added up (start ≤ end ≤ length). */
  countRange(start, end) {
    return this._raw.countRange(start, end);
  }
}
