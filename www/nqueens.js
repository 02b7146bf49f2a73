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
/**
 * Largest n the page's Count mode counts (set from the wasm module by
 * init()): above it a count takes more than a day in a browser.
 */
export let MAX_COUNT_N = 21;
/** Strategy names, slowest first (set from the wasm module by init()). */
export let STRATEGIES = Object.freeze([]);
let FORMATS = [];

/**
 * Loads the wasm module once; later calls return the same promise.
 * `input` goes to the generated initialiser: a URL, Response, BufferSource,
 * WebAssembly.Module, or `{ module_or_path }` (Node: pass the bytes).
 * It may be pkg/nqueens_core_bg.wasm, the module without the counters
 * (see readyToCount).
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
        stackTop = wasm.__stack_pointer.value;
        MAX_N = raw.maxN();
        MAX_COUNT_N = raw.maxCountN();
        noEvent = raw.noEventCode();
        STRATEGIES = Object.freeze(raw.strategyNames().split(','));
        FORMATS = Object.freeze(raw.formatNames().split(','));
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

// The page's main thread loads the module built without the counters
// (pkg/nqueens_core_bg.wasm, see scripts/build-wasm.sh): the same glue
// drives it, and a counting call says what to load instead of failing
// inside the glue.
function readyToCount(what) {
  ready();
  if (typeof exports.totalNQueens !== 'function') {
    throw new Error(
      `nqueens: ${what} needs the module with the counters: this page loaded nqueens_core_bg.wasm ` +
        '(stepping and boards only); call init() with pkg/nqueens_bg.wasm, as the count workers do',
    );
  }
}

/** Bytes of wasm linear memory in use by the whole page (for leak checks). */
export function wasmMemoryBytes() {
  ready();
  return exports.memory.buffer.byteLength;
}

// ---- calls into wasm ---------------------------------------------------------
//
// Every call into wasm goes through call(), because a JavaScript exception
// that unwinds through Rust frames would otherwise poison the module. Rust
// keeps some locals on a shadow stack in wasm memory: each function moves
// its pointer (a wasm global) down on entry and back up on return. An
// exception skips those returns, and the space is never given back: deep
// recursion in the caller that overflows the JS stack while wasm runs, or a
// throwing monkey-patched built-in that Rust calls. After ~1,000 of them
// the 1 MiB stack runs into the heap and every call fails with
// "RuntimeError: memory access out of bounds", for good. So:
// - no export calls JavaScript that user code can replace while Rust runs:
//   results cross as numbers, strings and typed arrays (objects are built
//   here), and arguments are checked here, so Rust makes no error objects
//   for them;
// - with no Rust frame live (an outermost call), the stack pointer must be
//   where init() found it, so each outermost call puts it back if it is not
//   (build.rs exports the `__stack_pointer` global for this). The raw
//   exports in ./pkg/ have no such guard: every call should come through
//   here;
// - a handle whose call was interrupted may be half-updated, and
//   wasm-bindgen never releases its borrow: it is rebuilt (see Handle).
let depth = 0; // calls into wasm in progress (a patched built-in may re-enter)
let stackTop = 0; // the shadow stack pointer with no Rust frame live

function call(body) {
  if (depth === 0 && exports.__stack_pointer.value !== stackTop) {
    exports.__stack_pointer.value = stackTop;
  }
  depth++;
  try {
    return body();
  } finally {
    depth--;
  }
}

// ---- arguments: one rule for every argument -----------------------------------
//
// Every argument is checked here, before anything crosses into wasm (which
// checks again, with the same messages, in src/wasm/args.rs):
// - a number (size, count, index, position, code) must have the type number,
//   else a TypeError ('3', null, true, [3], 3n are never coerced), and be a
//   whole number in its range, else a RangeError;
// - a name (strategy, format) must be a string, else a TypeError, and one of
//   the allowed names, else a TypeError (as for an unknown name in Rust);
// - a board is an array, a typed array or an array-like object whose length
//   follows the number rule (1 to MAX_N), and so does each entry (0 to
//   length − 1).
// Messages say what is allowed and quote at most 32 characters of a string:
// a huge string costs nothing and never reaches wasm memory.

const QUOTED_CHARS = 32;

/** A string in quotes, cut after QUOTED_CHARS characters. */
function quoted(text) {
  if (text.length <= QUOTED_CHARS) return `"${text}"`;
  return `"${text.slice(0, QUOTED_CHARS)}…" (${text.length} characters)`;
}

/** How a value reads in an error message (as in src/wasm/args.rs). */
function describe(value) {
  if (typeof value === 'string') return `the string ${quoted(value)}`;
  if (typeof value === 'number' || value === undefined || value === null) return String(value);
  return typeof value;
}

/** The number rule: `what` must be a whole number from `min` to `max`. */
function wholeNumber(value, what, min, max = Infinity, allowed = undefined) {
  allowed ??= max === Infinity ? `a whole number >= ${min}` : `a whole number from ${min} to ${max}`;
  if (typeof value !== 'number') {
    throw new TypeError(`${what} must be a number (${allowed}), got ${describe(value)}`);
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${what} must be ${allowed}, got ${describe(value)}`);
  }
  return value;
}

function boardSize(n) {
  return wholeNumber(n, 'board size n', 1, MAX_N);
}

/** The name rule: `value` must be one of `allowed`. */
function oneOf(value, kind, allowed) {
  if (typeof value !== 'string') {
    throw new TypeError(`${kind} must be a string, one of ${allowed.join(', ')}, got ${describe(value)}`);
  }
  if (!allowed.includes(value)) {
    throw new TypeError(`unknown ${kind} ${quoted(value)}; allowed: ${allowed.join(', ')}`);
  }
  return value;
}

/** The board rule: checks a column vector and returns it as bytes. */
function columns(cols) {
  if (cols === null || typeof cols !== 'object' || typeof cols.length !== 'number') {
    throw new TypeError(`cols must be an array of column numbers, e.g. [1, 3, 0, 2], got ${describe(cols)}`);
  }
  const length = wholeNumber(cols.length, 'cols.length (the board size)', 1, MAX_N);
  const bytes = new Uint8Array(length);
  for (let row = 0; row < length; row++) {
    bytes[row] = wholeNumber(cols[row], `cols[${row}] (the 0-based column of row ${row}'s queen)`, 0, length - 1);
  }
  return bytes;
}

// ---- boards in and out ------------------------------------------------------

/** LeetCode 51: every solution as rows of 'Q' and '.', n from 1 to 12. */
export function solveNQueens(n) {
  ready();
  boardSize(n);
  const text = call(() => raw.solveNQueens(n));
  const boards = [];
  for (let at = 0; at < text.length; at += n * n) {
    const rows = [];
    for (let row = 0; row < n; row++) rows[row] = text.slice(at + row * n, at + row * n + n);
    boards[boards.length] = rows;
  }
  return boards;
}

/** LeetCode 52: the number of solutions. Blocks; use CountPlan in workers for large n. */
export function totalNQueens(n) {
  readyToCount('totalNQueens');
  boardSize(n);
  return call(() => raw.totalNQueens(n));
}

/** Solutions up to rotation and reflection. */
export function uniqueNQueens(n) {
  readyToCount('uniqueNQueens');
  boardSize(n);
  return call(() => raw.uniqueNQueens(n));
}

function solutionCounts([total, unique]) {
  return { total, unique };
}

/** `{ total, unique }` in one search. */
export function countSolutions(n) {
  readyToCount('countSolutions');
  boardSize(n);
  return solutionCounts(call(() => raw.countSolutions(n)));
}

/** A board as 'leetcode' (["..Q.",…]), 'one-based' ("2 4 1 3") or 'grid' (seed 004's show()). */
export function formatBoard(cols, format) {
  ready();
  const bytes = columns(cols);
  oneOf(format, 'format', FORMATS);
  return call(() => raw.formatBoard(bytes, format));
}

/**
 * Whether a solution is the first of its symmetry class in search order. Only
 * solutions have one: any other board is a RangeError (see validateBoard).
 */
export function isCanonical(cols) {
  ready();
  const bytes = columns(cols);
  return call(() => raw.isCanonical(bytes));
}

/** `{ valid, conflicts: [{ a, b, line }] }` for any board given as columns. */
export function validateBoard(cols) {
  ready();
  const bytes = columns(cols);
  const found = call(() => raw.validateBoard(bytes));
  const conflicts = [];
  for (let i = 0; i < found.length; i += 5) {
    conflicts[conflicts.length] = {
      a: { row: found[i], col: found[i + 1] },
      b: { row: found[i + 2], col: found[i + 3] },
      line: LINES[found[i + 4]],
    };
  }
  return { valid: conflicts.length === 0, conflicts };
}

/** Runs one of STRATEGIES: `{ strategy, n, solutions, nodes, checks }`. */
export function runStrategy(name, n) {
  readyToCount('runStrategy');
  oneOf(name, 'strategy', STRATEGIES);
  boardSize(n);
  const [solutions, nodes, checks] = call(() => raw.runStrategy(name, n));
  return { strategy: name, n, solutions, nodes, checks };
}

/** The largest n a strategy accepts. */
export function strategyMaxN(name) {
  ready();
  oneOf(name, 'strategy', STRATEGIES);
  return call(() => raw.strategyMaxN(name));
}

/** The seeds' brute-force spaces: `{ anySquares: C(n², n), onePerRow: nⁿ }` as BigInts. */
export function bruteForceSpaces(n) {
  ready();
  boardSize(n);
  const spaces = call(() => raw.searchSpaces(n));
  const space = spaces.indexOf(' ');
  return { anySquares: BigInt(spaces.slice(0, space)), onePerRow: BigInt(spaces.slice(space + 1)) };
}

// ---- the learner's own boards (quiz, free play) ------------------------------

/** Checks the columns of queens in the top rows (any number of rows). */
function prefixColumns(cols) {
  if (cols === null || typeof cols !== 'object' || typeof cols.length !== 'number') {
    throw new TypeError(`queens must be an array of column numbers for the top rows, e.g. [1, 3], got ${describe(cols)}`);
  }
  const length = wholeNumber(cols.length, 'queens.length (the rows filled)', 0, MAX_N);
  const bytes = new Uint8Array(length);
  for (let row = 0; row < length; row++) {
    bytes[row] = wholeNumber(cols[row], `queens[${row}] (the 0-based column of row ${row}'s queen)`, 0, MAX_N - 1);
  }
  return bytes;
}

/**
 * The step at which the search has exactly these queens (columns of the
 * top rows), right after placing the last one: 0 for none. Queens that
 * attack each other are a RangeError (the search never has them both);
 * null when the step is too far into the search to find quickly.
 */
export function stepOfQueens(n, cols) {
  ready();
  boardSize(n);
  const bytes = prefixColumns(cols);
  return call(() => raw.stepOfQueens(n, bytes)) ?? null;
}

/**
 * What the search does next from these queens (columns of the top rows):
 * { kind: 'place', row, col } (the next row's square of the first solution
 * through them), or { kind: 'solved' | 'cannot-complete' | 'unknown' }.
 */
export function hintFor(n, cols) {
  ready();
  boardSize(n);
  const bytes = prefixColumns(cols);
  return call(() => raw.hintFor(n, bytes));
}

/**
 * `{ index, classFirst, classSize }`: a solution's 0-based number in search
 * order, the number of the first of its symmetry class, and the class's
 * size; null when too far into the search to count quickly. A board that
 * is not a solution is a RangeError.
 */
export function solutionRank(cols) {
  ready();
  const bytes = columns(cols);
  return call(() => raw.solutionRank(bytes)) ?? null;
}

/**
 * For queens anywhere on an n×n board ([{ row, col }, …]), an Int32Array of
 * n·n entries, row by row: the index in `queens` of the first queen that
 * attacks that square along a row, column or diagonal (a queen's own square
 * names one it is in conflict with), or -1.
 */
export function attackedBy(n, queens) {
  ready();
  if (!Array.isArray(queens)) {
    throw new TypeError(`queens must be an array of { row, col } squares, got ${describe(queens)}`);
  }
  wholeNumber(queens.length, 'queens.length', 0, MAX_N * MAX_N);
  const pairs = new Uint8Array(queens.length * 2);
  queens.forEach((queen, i) => {
    for (const [k, key] of ['row', 'col'].entries()) {
      const value = queen?.[key];
      if (!Number.isInteger(value) || value < 0 || value >= MAX_N) {
        const Type = typeof value === 'number' ? RangeError : TypeError;
        throw new Type(`queens[${i}].${key} must be a whole number from 0 to ${MAX_N - 1}, got ${describe(value)}`);
      }
      pairs[i * 2 + k] = value;
    }
  });
  boardSize(n);
  return call(() => raw.attackedBy(n, pairs));
}

// ---- long-lived handles -------------------------------------------------------

/**
 * Shared handle bookkeeping: a freed object throws a clear Error, and every
 * call goes through call(). Arguments are checked before, so a call that
 * throws was interrupted (see "calls into wasm"): the wasm object may be
 * half-updated and stays borrowed, so the next call first replaces it with
 * `rebuild()`, a fresh one at the state the last complete call left (the
 * old one is left to the glue's FinalizationRegistry, which frees it).
 */
class Handle {
  #raw;
  #name;
  #interrupted = false;
  constructor(name, create) {
    this.#name = name;
    this.#raw = call(create);
  }
  /** Runs `body(rawObject)` in wasm. */
  _call(body) {
    if (this.#raw === null) {
      throw new Error(`this ${this.#name} has been freed; create a new one`);
    }
    if (this.#interrupted) {
      this.#raw = call(() => this._rebuild());
      this.#interrupted = false;
    }
    const rawObject = this.#raw;
    try {
      return call(() => body(rawObject));
    } catch (error) {
      this.#interrupted = true;
      throw error;
    }
  }
  get _freed() {
    return this.#raw === null;
  }
  /** Releases the wasm memory behind this object. Safe to call twice. */
  free() {
    if (this.#raw !== null) {
      const rawObject = this.#raw;
      this.#raw = null;
      if (!this.#interrupted) call(() => rawObject.free());
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
  #yielded = 0;
  constructor(n) {
    ready();
    boardSize(n);
    super('Solutions', () => new raw.Solutions(n));
    this.#n = n;
  }
  get n() {
    return this.#n;
  }
  /** Solutions yielded so far; after the end (or free()), the final count. */
  get yielded() {
    return this.#yielded;
  }
  _rebuild() {
    const fresh = new raw.Solutions(this.#n);
    for (let skipped = 0; skipped < this.#yielded; ) {
      skipped += fresh.nextBatch(Math.min(this.#yielded - skipped, 1 << 16)).length / this.#n;
    }
    return fresh;
  }
  next() {
    if (this.#finished) return { value: undefined, done: true };
    const cols = this._call((it) => it.nextColumns());
    if (cols === undefined) return this.return();
    this.#yielded++;
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
    wholeNumber(max, 'max', 1);
    if (this.#finished) return new Uint8Array(0);
    const batch = this._call((it) => it.nextBatch(max));
    this.#yielded += batch.length / this.#n;
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

const EVENT_CODE = 'a code returned by Stepper.stepBatch()';

/**
 * Decodes an event code from Stepper.stepBatch(); null for the "no event"
 * code. Solution events decoded this way carry no `index`/`queens` (the
 * batch path does not build them). `step` is the event's 1-based number, or
 * null. Anything but such a code is a TypeError (not a number) or a
 * RangeError (a number no step machine produces: the core's geometry says
 * which, e.g. a reject's attacker must attack the square along its line).
 */
export function decodeEvent(code, step = null) {
  ready();
  wholeNumber(code, 'event code', 0, 0xffffffff, EVENT_CODE);
  if (step !== null && step !== undefined) wholeNumber(step, 'step', 1, Infinity, 'a whole number >= 1 or null');
  if (!call(() => raw.isEventCode(code))) {
    throw new RangeError(`event code must be ${EVENT_CODE}, got ${describe(code)}`);
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
  #position = 0; // after the last complete call (what a rebuild restores)
  constructor(n) {
    ready();
    boardSize(n);
    super('Stepper', () => new raw.Stepper(n));
    this.#n = n;
  }
  get n() {
    return this.#n;
  }
  _rebuild() {
    const fresh = new raw.Stepper(this.#n);
    fresh.seek(this.#position);
    return fresh;
  }
  /** Runs `body(stepper)` and notes the position it leaves. */
  #move(body) {
    return this._call((stepper) => {
      const result = body(stepper);
      this.#position = stepper.position;
      return result;
    });
  }
  // A solution event's index is the solutions counted so far, less the
  // event itself when it has been applied. Read only for solution events:
  // the counters cross the boundary as a fresh array.
  #event(stepper, code, step, solutionsIncluded) {
    const event = decode(code, step);
    if (event && event.kind === 'solution') {
      event.index = stepper.countsArray[3] - (solutionsIncluded ? 1 : 0);
      event.queens = stepper.queens;
    }
    return event;
  }
  /** Applies the next event and returns it; null after 'done'. */
  step() {
    return this.#move((s) => this.#event(s, s.stepCode(), s.position, true));
  }
  /** Undoes the last event and returns it; null at position 0. */
  back() {
    return this.#move((s) => this.#event(s, s.backCode(), s.position + 1, false));
  }
  /** The event step() would return, without applying it. */
  peek() {
    return this._call((s) => this.#event(s, s.peekCode(), s.position + 1, false));
  }
  /** Steps until the next 'solution' event and returns it; null if the search ends first. */
  nextSolution() {
    return this.#move((s) => this.#event(s, s.nextSolutionCode(), s.position, true));
  }
  /** Applies up to `count` events without building them; returns how many were applied. */
  advance(count) {
    wholeNumber(count, 'count', 0);
    return this.#move((s) => s.advance(count));
  }
  /** Applies up to `max` events; returns their codes (see decodeEvent). */
  stepBatch(max) {
    wholeNumber(max, 'max', 1);
    return this.#move((s) => s.stepBatch(max));
  }
  /** Goes to position k (forwards or backwards; clamped to the end); returns the position reached. */
  seek(k) {
    wholeNumber(k, 'step', 0);
    return this.#move((s) => s.seek(k));
  }
  /** Back to position 0, the empty board. */
  reset() {
    this.#move((s) => s.reset());
  }
  /** Events applied so far. */
  get position() {
    this._call(() => {}); // a freed Stepper has none
    return this.#position;
  }
  /** Columns of the queens of the rows filled so far. */
  get queens() {
    return this._call((s) => s.queens);
  }
  /** Whether the 'done' event has been applied. */
  get done() {
    return this._call((s) => s.done);
  }
  /** Events so far by kind. */
  get counts() {
    const [places, rejects, removes, solutions] = this._call((s) => s.countsArray);
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
    readyToCount('CountPlan');
    boardSize(n);
    super('CountPlan', () => new raw.CountPlan(n));
    this.#n = n;
    this.#length = this._call((plan) => plan.length);
  }
  get n() {
    return this.#n;
  }
  /** Number of pieces. */
  get length() {
    return this.#length;
  }
  _rebuild() {
    return new raw.CountPlan(this.#n);
  }
  /** `{ total, unique }` of piece i. */
  countPiece(i) {
    wholeNumber(i, 'piece index', 0, this.#length - 1);
    return solutionCounts(this._call((plan) => plan.countPiece(i)));
  }
  /**
   * Builds the tables piece i needs (kept for the next pieces of its part of
   * the plan), so that counting it next times the counting alone: what an
   * estimate does before timing a piece.
   */
  preparePiece(i) {
    wholeNumber(i, 'piece index', 0, this.#length - 1);
    this._call((plan) => plan.preparePiece(i));
  }
  /** `{ total, unique }` of pieces start to end − 1 added up (start ≤ end ≤ length). */
  countRange(start, end) {
    wholeNumber(end, 'range end', 0, this.#length);
    wholeNumber(start, 'range start', 0, end);
    return solutionCounts(this._call((plan) => plan.countRange(start, end)));
  }
}
