// nqueens's API, its base: what the page's first board needs (init() and
// the modules' loading, the Stepper and its events, the calls about boards,
// the counts, the code views' facts), and what the API's other modules
// build on. www/nqueens.js, the public API, re-exports its public names;
// the page imports it directly (js/page/app.js), so that its first board
// does not download the programs' classes (js/api/programs.js) nor
// CountPlan (js/api/count-plan.js).
//
// The exports below that nqueens.js does not re-export (the loaded
// modules' state `raw` and `programs`, MAX_SOURCE_BYTES, the ready*()
// checks, call(), Handle, the argument rules) are for those modules only:
// they are not part of the public API. Every module imports this one by
// the same URL, so the module loaded once is seen by all of them.

let loading = null;
let exports = null;
// The glue of init()'s module (wasm-bindgen's, in www/pkg/): each glue holds
// one module, and each module comes with its own (see glueFor).
export let raw = null;

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
/** The code views' names (set from the wasm module by init()). */
export let CODE_VIEWS = Object.freeze([]);
export let MAX_SOURCE_BYTES = 65536;
// The module that answers about boards (Solutions, solveNQueens,
// formatBoard, the quiz's and free play's questions): the one init() loaded
// when it has them, else the core module loadBoards() loads.
let boardsModule = null; // { raw, exports, stackTop }
let boardsLoading = null;
// The module that runs the programs (ProgramRun, programSource): the one
// init() loaded when it has them, else the one loadPrograms() loads.
export let programs = null; // { raw, exports, stackTop }
let programsLoading = null;

/**
 * Loads the wasm module once; later calls return the same promise.
 * `input` is what wasm-bindgen's initialisers take: a URL, Response,
 * BufferSource, WebAssembly.Module, or `{ module_or_path }` (Node: pass the
 * bytes); by default pkg/nqueens_bg.wasm, the whole module. It may be
 * pkg/nqueens_core_bg.wasm, the module without the counters (see
 * readyToCount), or pkg/nqueens_stepper_bg.wasm, the Stepper alone (see
 * loadBoards): the module is compiled first, and its exports say which
 * glue drives it.
 */
export default function init(input) {
  if (!loading) {
    const options =
      input === undefined || (input !== null && typeof input === 'object' && 'module_or_path' in input)
        ? input
        : { module_or_path: input };
    loading = instantiate(options?.module_or_path ?? new URL('../../pkg/nqueens_bg.wasm', import.meta.url)).then(
      ([glue, wasm]) => {
        raw = glue;
        exports = wasm;
        stackTop = wasm.__stack_pointer.value;
        MAX_N = raw.maxN();
        MAX_COUNT_N = raw.maxCountN();
        noEvent = raw.noEventCode();
        STRATEGIES = Object.freeze(raw.strategyNames().split(','));
        FORMATS = Object.freeze(raw.formatNames().split(','));
        CODE_VIEWS = Object.freeze(raw.codeViewNames().split(','));
        MAX_SOURCE_BYTES = raw.maxSourceBytes();
        const whole = { raw, exports: wasm, stackTop };
        if (typeof wasm.solutions_new === 'function') boardsModule = whole;
        if (typeof wasm.programrun_new === 'function') programs = whole;
      },
      (error) => {
        loading = null; // let a later call try again
        throw fetchedInNode(options) && error instanceof TypeError ? nodeHint(error) : error;
      },
    );
  }
  return loading;
}

/** [glue, wasm exports] of the module `source` (any form init() takes), compiled once. */
async function instantiate(source) {
  const module = await compiled(await source);
  const glue = await glueFor(module);
  return [glue, await glue.default({ module_or_path: module })];
}

// The glue that drives `module`, by its exports: the whole module's
// (counters or programs in it), the core module's (calls about boards) or
// the stepper module's (scripts/build-wasm.sh builds each).
function glueFor(module) {
  const names = new Set(WebAssembly.Module.exports(module).map((entry) => entry.name));
  if (names.has('totalNQueens') || names.has('programrun_new')) return import('../../pkg/nqueens.js');
  return names.has('solutions_new') ? import('../../pkg/nqueens_core.js') : import('../../pkg/nqueens_stepper.js');
}

// As wasm-bindgen's loader takes them: a Module as it is, a URL, string or
// Request fetched, a Response compiled as it streams in (its bytes when it
// is not served as application/wasm), bytes compiled.
async function compiled(source) {
  if (source instanceof WebAssembly.Module) return source;
  const isAddress = typeof source === 'string' || source instanceof URL || (typeof Request === 'function' && source instanceof Request);
  const response = isAddress ? await fetch(source) : source;
  if (typeof Response !== 'function' || !(response instanceof Response)) return WebAssembly.compile(response);
  if (!response.ok) throw new Error(`failed to fetch Wasm: ${response.status} ${response.statusText} fetching '${response.url}'`);
  if (typeof WebAssembly.compileStreaming === 'function' && response.headers.get('Content-Type') === 'application/wasm') {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * Makes the calls about boards (Solutions, solveNQueens, formatBoard,
 * isCanonical, validateBoard, strategyMaxN, bruteForceSpaces, stepOfQueens,
 * hintFor, solutionRank, attackedBy) callable; later calls return the same
 * promise. With the whole module or the core one they already are. With
 * the stepper module (pkg/nqueens_stepper_bg.wasm, the page's first board),
 * this loads pkg/nqueens_core_bg.wasm with its own glue (one glue holds one
 * module), or `input` as init() takes it. Call init() first.
 */
export function loadBoards(input) {
  if (boardsModule) return Promise.resolve();
  boardsLoading ??= loadAnother('loadBoards', input, () => import('../../pkg/nqueens_core.js'), () => boardsModule, (module) => (boardsModule = module)).catch((error) => {
    boardsLoading = null; // let a later call try again
    throw error;
  });
  return boardsLoading;
}

/** Whether the calls about boards can be made now (see loadBoards). */
export function boardsLoaded() {
  return boardsModule !== null;
}

/**
 * Makes the notes' programs (ProgramRun, programSource) callable; later
 * calls return the same promise. With the whole module (pkg/nqueens_bg.wasm)
 * they already are. With the core module (pkg/nqueens_core_bg.wasm, no
 * interpreter), this loads pkg/nqueens_programs_bg.wasm, the interpreter
 * without the counters, with its own glue (one glue holds one module), or
 * `input` as init() takes it. Call init() first.
 */
export function loadPrograms(input) {
  if (programs) return Promise.resolve();
  programsLoading ??= loadAnother('loadPrograms', input, () => import('../../pkg/nqueens_programs.js'), () => programs, (module) => (programs = module)).catch((error) => {
    programsLoading = null; // let a later call try again
    throw error;
  });
  return programsLoading;
}

// A second module with its own glue, once init() has loaded: `loaded()` says
// whether init()'s module already has what it brings, `keep` stores it.
function loadAnother(name, input, importGlue, loaded, keep) {
  if (!loading) return Promise.reject(new Error(`nqueens is not loaded yet: \`await init()\` before ${name}()`));
  const options =
    input === undefined || (input !== null && typeof input === 'object' && 'module_or_path' in input) ? input : { module_or_path: input };
  return loading
    .then(async () => {
      if (loaded()) return;
      const glue = await importGlue();
      const wasm = await glue.default(options);
      keep({ raw: glue, exports: wasm, stackTop: wasm.__stack_pointer.value });
    })
    .catch((error) => {
      throw fetchedInNode(options) && error instanceof TypeError ? nodeHint(error) : error;
    });
}

/** Whether the programs can run now (see loadPrograms). */
export function programsLoaded() {
  return programs !== null;
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

export function ready() {
  if (!exports) {
    throw new Error('nqueens is not loaded yet: `await init()` before calling it');
  }
}

// The page's main thread loads the module built without the counters
// (pkg/nqueens_core_bg.wasm, see scripts/build-wasm.sh): the same glue
// drives it, and a counting call says what to load instead of failing
// inside the glue.
export function readyToCount(what) {
  ready();
  if (typeof exports.totalNQueens !== 'function') {
    throw new Error(
      `nqueens: ${what} needs the module with the counters: this page loaded nqueens_core_bg.wasm ` +
        '(stepping and boards only); call init() with pkg/nqueens_bg.wasm, as the count workers do',
    );
  }
}

// A call about boards needs the core module (or the whole one): the page's
// first board is drawn with the stepper module alone.
function readyForBoards(what) {
  ready();
  if (!boardsModule) {
    throw new Error(
      `nqueens: ${what} needs the module with the boards: this page loaded nqueens_stepper_bg.wasm (the Stepper only); ` +
        '`await loadBoards()` first (it loads pkg/nqueens_core_bg.wasm)',
    );
  }
  return boardsModule;
}

// A program call needs the module with the interpreter.
export function readyToRun() {
  ready();
  if (!programs) {
    throw new Error(
      'nqueens: the programs need the module with the interpreter: this page loaded nqueens_core_bg.wasm; ' +
        '`await loadPrograms()` first (it loads pkg/nqueens_programs_bg.wasm)',
    );
  }
}

/** Bytes of wasm linear memory in use by the whole page (for leak checks): init()'s module and loadBoards()'s. */
export function wasmMemoryBytes() {
  ready();
  const other = boardsModule && boardsModule.exports !== exports ? boardsModule.exports.memory.buffer.byteLength : 0;
  return exports.memory.buffer.byteLength + other;
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
//   wasm-bindgen never releases its borrow: it is rebuilt (see Handle);
// - what only the core can judge (is this board a solution, do these queens
//   attack each other) is asked first (refuseIf, src/wasm/problems.rs) and
//   the RangeError is made here: a raw export makes it by calling the
//   page's RangeError while Rust frames are live, and one replaced by a
//   function that throws would leak what those frames own.
let depth = 0; // calls into wasm in progress (a patched built-in may re-enter)
let stackTop = 0; // the shadow stack pointer with no Rust frame live

// `into`: the module called (default: the one init() loaded; the programs' may be another).
export function call(body, into = null) {
  const wasm = into ? into.exports : exports;
  const top = into ? into.stackTop : stackTop;
  if (depth === 0 && wasm.__stack_pointer.value !== top) {
    wasm.__stack_pointer.value = top;
  }
  depth++;
  try {
    return body();
  } finally {
    depth--;
  }
}

/** Throws, as a RangeError made here, the core's reason why a call would fail (`ask` returns it, or undefined). */
function refuseIf(ask, into = null) {
  const problem = call(ask, into);
  if (problem !== undefined) throw new RangeError(problem);
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
export function describe(value) {
  if (typeof value === 'string') return `the string ${quoted(value)}`;
  if (typeof value === 'number' || value === undefined || value === null) return String(value);
  return typeof value;
}

/** The number rule: `what` must be a whole number from `min` to `max`. */
export function wholeNumber(value, what, min, max = Infinity, allowed = undefined) {
  allowed ??= max === Infinity ? `a whole number >= ${min}` : `a whole number from ${min} to ${max}`;
  if (typeof value !== 'number') {
    throw new TypeError(`${what} must be a number (${allowed}), got ${describe(value)}`);
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${what} must be ${allowed}, got ${describe(value)}`);
  }
  return value;
}

export function boardSize(n) {
  return wholeNumber(n, 'board size n', 1, MAX_N);
}

/** The name rule: `value` must be one of `allowed`. */
export function oneOf(value, kind, allowed) {
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
  const into = readyForBoards('solveNQueens');
  boardSize(n);
  refuseIf(() => into.raw.solveProblem(n), into);
  const text = call(() => into.raw.solveNQueens(n), into);
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

export function solutionCounts([total, unique]) {
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
  const into = readyForBoards('formatBoard');
  const bytes = columns(cols);
  oneOf(format, 'format', FORMATS);
  return call(() => into.raw.formatBoard(bytes, format), into);
}

/**
 * Whether a solution is the first of its symmetry class in search order. Only
 * solutions have one: any other board is a RangeError (see validateBoard).
 */
export function isCanonical(cols) {
  const into = readyForBoards('isCanonical');
  const bytes = columns(cols);
  refuseIf(() => into.raw.canonicalProblem(bytes), into);
  return call(() => into.raw.isCanonical(bytes), into);
}

/** `{ valid, conflicts: [{ a, b, line }] }` for any board given as columns. */
export function validateBoard(cols) {
  const into = readyForBoards('validateBoard');
  const bytes = columns(cols);
  const found = call(() => into.raw.validateBoard(bytes), into);
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
  refuseIf(() => raw.strategyProblem(name, n));
  const [solutions, nodes, checks] = call(() => raw.runStrategy(name, n));
  return { strategy: name, n, solutions, nodes, checks };
}

/** The largest n a strategy accepts. */
export function strategyMaxN(name) {
  const into = readyForBoards('strategyMaxN');
  oneOf(name, 'strategy', STRATEGIES);
  return call(() => into.raw.strategyMaxN(name), into);
}

/** The seeds' brute-force spaces: `{ anySquares: C(n², n), onePerRow: nⁿ }` as BigInts. */
export function bruteForceSpaces(n) {
  const into = readyForBoards('bruteForceSpaces');
  boardSize(n);
  const spaces = call(() => into.raw.searchSpaces(n), into);
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
  const into = readyForBoards('stepOfQueens');
  boardSize(n);
  const bytes = prefixColumns(cols);
  refuseIf(() => into.raw.stepOfQueensProblem(n, bytes), into);
  return call(() => into.raw.stepOfQueens(n, bytes), into) ?? null;
}

/**
 * What the search does next from these queens (columns of the top rows):
 * { kind: 'place', row, col } (the next row's square of the first solution
 * through them), or { kind: 'solved' | 'cannot-complete' | 'unknown' }.
 */
export function hintFor(n, cols) {
  const into = readyForBoards('hintFor');
  boardSize(n);
  const bytes = prefixColumns(cols);
  refuseIf(() => into.raw.hintProblem(n, bytes), into);
  const [kind, row, col] = call(() => into.raw.hintFor(n, bytes), into);
  return kind === 0 ? { kind: 'place', row, col } : { kind: HINT_KINDS[kind] };
}

const HINT_KINDS = ['place', 'solved', 'cannot-complete', 'unknown'];

/**
 * `{ index, classFirst, classSize }`: a solution's 0-based number in search
 * order, the number of the first of its symmetry class, and the class's
 * size; null when too far into the search to count quickly. A board that
 * is not a solution is a RangeError.
 */
export function solutionRank(cols) {
  const into = readyForBoards('solutionRank');
  const bytes = columns(cols);
  refuseIf(() => into.raw.rankProblem(bytes), into);
  const rank = call(() => into.raw.solutionRank(bytes), into);
  return rank === undefined ? null : { index: rank[0], classFirst: rank[1], classSize: rank[2] };
}

/**
 * For queens anywhere on an n×n board ([{ row, col }, …]), an Int32Array of
 * n·n entries, row by row: the index in `queens` of the first queen that
 * attacks that square along a row, column or diagonal (a queen's own square
 * names one it is in conflict with), or -1.
 */
export function attackedBy(n, queens) {
  const into = readyForBoards('attackedBy');
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
  refuseIf(() => into.raw.attackedByProblem(n, pairs), into);
  return call(() => into.raw.attackedBy(n, pairs), into);
}

// ---- long-lived handles -------------------------------------------------------

// Batches (stepBatch, nextBatch) cross from wasm in chunks of at most
// BATCH_CHUNK_BYTES (the raw exports' own cap, src/wasm/) and are gathered
// here: one batch grows wasm memory by a chunk at most, and wasm memory never
// gives back its high-water mark, while the gathered batch lives on the
// JavaScript heap, which the garbage collector reclaims. One batch holds at
// most BATCH_MAX_BYTES (1 Mi events, or 4 MiB of solutions).
const BATCH_CHUNK_BYTES = 1 << 18;
const BATCH_MAX_BYTES = 1 << 22;

/**
 * Up to `wanted` items (of `width` array entries each) from `take(k)`, which
 * returns up to k ≤ `perChunk` of them and fewer only at the end, in one
 * typed array. A batch of one chunk is returned as it is.
 */
function gathered(wanted, perChunk, width, take) {
  const chunks = [];
  let got = 0;
  while (got < wanted) {
    const asked = Math.min(perChunk, wanted - got);
    const chunk = take(asked);
    chunks[chunks.length] = chunk;
    got += chunk.length / width;
    if (chunk.length / width < asked) break;
  }
  if (chunks.length === 1) return chunks[0];
  const all = new chunks[0].constructor(got * width);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/**
 * Shared handle bookkeeping: a freed object throws a clear Error, and every
 * call goes through call(). Arguments are checked before, so a call that
 * throws was interrupted (see "calls into wasm"): the wasm object may be
 * half-updated and stays borrowed, so the next call first replaces it with
 * `rebuild()`, a fresh one at the state the last complete call left (the
 * old one is left to the glue's FinalizationRegistry, which frees it).
 */
export class Handle {
  #raw;
  #name;
  #into;
  #interrupted = false;
  constructor(name, create, into = null) {
    this.#name = name;
    this.#into = into;
    this.#raw = call(create, into);
  }
  /** Runs `body(rawObject)` in wasm. */
  _call(body) {
    if (this.#raw === null) {
      throw new Error(`this ${this.#name} has been freed; create a new one`);
    }
    if (this.#interrupted) {
      this.#raw = call(() => this._rebuild(), this.#into);
      this.#interrupted = false;
    }
    const rawObject = this.#raw;
    try {
      return call(() => body(rawObject), this.#into);
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
      if (!this.#interrupted) call(() => rawObject.free(), this.#into);
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
    const into = readyForBoards('Solutions');
    boardSize(n);
    super('Solutions', () => new into.raw.Solutions(n), into);
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
    const fresh = new boardsModule.raw.Solutions(this.#n);
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
  /** Up to `max` solutions (at most BATCH_MAX_BYTES of them) in one Uint8Array of k·n bytes; empty at the end. */
  nextBatch(max) {
    wholeNumber(max, 'max', 1);
    if (this.#finished) return new Uint8Array(0);
    const n = this.#n;
    const wanted = Math.min(max, Math.floor(BATCH_MAX_BYTES / n));
    const batch = gathered(wanted, Math.floor(BATCH_CHUNK_BYTES / n), n, (k) => {
      const chunk = this._call((it) => it.nextBatch(k));
      this.#yielded += chunk.length / n;
      return chunk;
    });
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
  /** Applies up to `max` events (at most BATCH_MAX_BYTES / 4); returns their codes (see decodeEvent). */
  stepBatch(max) {
    wholeNumber(max, 'max', 1);
    const wanted = Math.min(max, BATCH_MAX_BYTES / 4);
    return gathered(wanted, BATCH_CHUNK_BYTES / 4, 1, (k) => this.#move((s) => s.stepBatch(k)));
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

// ---- the code views ------------------------------------------------------------

export function codeView(view) {
  return oneOf(view, 'code view', CODE_VIEWS);
}

/**
 * What a code view is: `{ name, language: 'java' | 'c' | 'cpp', entry,
 * maxN, boardArray: { name, offset } | null }` (`offset`: index of row 0 in
 * that array, 1 for the notes' 1-based C arrays).
 */
export function codeViewInfo(view) {
  ready();
  codeView(view);
  const [language, entry, maxN, array, offset] = call(() => raw.codeViewInfo(view));
  return { name: view, language, entry, maxN, boardArray: array ? { name: array, offset } : null };
}

