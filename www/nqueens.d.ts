// Types for www/nqueens.js, the public JavaScript API of nqueens.

/** What the generated initialiser accepts. */
export type InitInput =
  | RequestInfo
  | URL
  | Response
  | BufferSource
  | WebAssembly.Module
  | Promise<RequestInfo | URL | Response | BufferSource | WebAssembly.Module>;

/**
 * Loads the wasm module once; later calls return the same promise. In Node,
 * pass the bytes (`{ module_or_path: readFileSync(…/pkg/nqueens_bg.wasm) }`):
 * Node's fetch cannot read files, and init() rejects with a TypeError saying so.
 * `pkg/nqueens_core_bg.wasm` (no counters) may be passed instead of the
 * default module: everything works but totalNQueens, uniqueNQueens,
 * countSolutions, runStrategy and CountPlan, which then throw an Error.
 * So may `pkg/nqueens_stepper_bg.wasm` (the Stepper alone): the calls about
 * boards then wait for loadBoards(). The module is compiled first, and its
 * exports say which glue of pkg/ drives it.
 */
export default function init(input?: InitInput | { module_or_path: InitInput }): Promise<void>;
/**
 * Makes the calls about boards (Solutions, solveNQueens, formatBoard,
 * isCanonical, validateBoard, strategyMaxN, bruteForceSpaces, stepOfQueens,
 * hintFor, solutionRank, attackedBy) callable: at once with the whole or the
 * core module; after init() with pkg/nqueens_stepper_bg.wasm, loads
 * pkg/nqueens_core_bg.wasm (or `input`) with its own glue.
 */
export function loadBoards(input?: InitInput | { module_or_path: InitInput }): Promise<void>;
/** Whether the calls about boards can be made now (see loadBoards). */
export function boardsLoaded(): boolean;

/** Largest board size (32). */
export let MAX_N: number;
/** Largest n the page's Count mode counts (21): CountPlan takes any n up to MAX_N. */
export let MAX_COUNT_N: number;
/** Strategy names, slowest first. */
export let STRATEGIES: readonly StrategyName[];
/** The code views' names (set by init()). */
export let CODE_VIEWS: readonly CodeView[];
export type CodeView =
  | 'recursive'
  | 'booleans'
  | 'list'
  | 'cpp'
  | 'iterative'
  | 'flags'
  | 'bitmask'
  | 'bitmask-printed'
  | 'leetcode'
  | 'brute';

export type StrategyName =
  | 'brute-force'
  | 'backtracking'
  | 'backtracking-iterative'
  | 'flag-arrays'
  | 'bitmask';
export type BoardFormat = 'leetcode' | 'one-based' | 'grid';
/** diagonal: row − col constant; anti-diagonal: row + col constant. */
export type Line = 'column' | 'diagonal' | 'anti-diagonal';

/** A square, 0-based. */
export interface Square {
  row: number;
  col: number;
}

/** The queen that attacks a rejected square, and along which line. */
export interface Attacker extends Square {
  line: Line;
}

interface EventBase {
  /** 1-based number of the event: the position after applying it. null when decoded without one. */
  step: number | null;
}
export interface PlaceEvent extends EventBase {
  kind: 'place';
  row: number;
  col: number;
  attacker: null;
}
export interface RejectEvent extends EventBase {
  kind: 'reject';
  row: number;
  col: number;
  attacker: Attacker;
}
export interface RemoveEvent extends EventBase {
  kind: 'remove';
  row: number;
  col: number;
  attacker: null;
}
export interface SolutionEvent extends EventBase {
  kind: 'solution';
  /** The queen whose placement completed the board. */
  row: number;
  col: number;
  attacker: null;
  /** 0-based number of the solution (absent when decoded from a batch code). */
  index?: number;
  /** The solution's columns (absent when decoded from a batch code). */
  queens?: Uint8Array;
}
export interface DoneEvent extends EventBase {
  kind: 'done';
  row: null;
  col: null;
  attacker: null;
}
export type StepEvent = PlaceEvent | RejectEvent | RemoveEvent | SolutionEvent | DoneEvent;

export interface StepCounts {
  places: number;
  rejects: number;
  /** Backtracks. */
  removes: number;
  solutions: number;
}

export interface SolutionCounts {
  total: number;
  /** Up to rotation and reflection. */
  unique: number;
}

export interface StrategyReport {
  strategy: StrategyName;
  n: number;
  solutions: number;
  nodes: number;
  checks: number;
}

export interface Conflict {
  a: Square;
  b: Square;
  line: Line;
}

export interface Validation {
  valid: boolean;
  conflicts: Conflict[];
}

export interface SearchSpaces {
  /** C(n², n): any n of the n² squares. */
  anySquares: bigint;
  /** nⁿ: one queen a row. */
  onePerRow: bigint;
}

/**
 * Columns of a board: cols[row] is the 0-based column of row's queen. An
 * array, a typed array or an array-like object whose `length` is a whole
 * number from 1 to 32 (else a RangeError; not a number: a TypeError).
 */
export type Columns = ArrayLike<number>;

/** LeetCode 51: every solution as rows of 'Q' and '.', n from 1 to 12. */
export function solveNQueens(n: number): string[][];
/** LeetCode 52: the number of solutions (blocks; use CountPlan in workers for large n). */
export function totalNQueens(n: number): number;
/** Solutions up to rotation and reflection. */
export function uniqueNQueens(n: number): number;
/** Total and unique in one search. */
export function countSolutions(n: number): SolutionCounts;
export function formatBoard(cols: Columns, format: BoardFormat): string;
/**
 * Whether a solution is the first of its symmetry class in search order.
 * Throws a RangeError for a board that is not a solution (see validateBoard).
 */
export function isCanonical(cols: Columns): boolean;
export function validateBoard(cols: Columns): Validation;
export function runStrategy(name: StrategyName, n: number): StrategyReport;
export function strategyMaxN(name: StrategyName): number;
export function bruteForceSpaces(n: number): SearchSpaces;
/** What the search does next from the learner's queens (see hintFor). */
export type Hint =
  | { kind: 'place'; row: number; col: number }
  | { kind: 'solved' | 'cannot-complete' | 'unknown' };
/** Where a solution stands in search order (see solutionRank). */
export interface SolutionRank {
  /** 0-based number of the solution in search order. */
  index: number;
  /** 0-based number of the first solution of its symmetry class. */
  classFirst: number;
  /** Distinct boards in its symmetry class: 1, 2, 4 or 8. */
  classSize: number;
}
/**
 * The step at which the search has exactly these queens (columns of the top
 * rows); null when too far to find quickly. Queens attacking each other: RangeError.
 */
export function stepOfQueens(n: number, cols: Columns): number | null;
/** The next square of the first solution through these queens, or why there is none. */
export function hintFor(n: number, cols: Columns): Hint;
/** A solution's rank and symmetry class; null when too far to count quickly. */
export function solutionRank(cols: Columns): SolutionRank | null;
/**
 * For queens anywhere on an n×n board, n·n entries row by row: the index of the
 * first queen attacking that square (row, column or diagonal), or -1.
 */
export function attackedBy(n: number, queens: ReadonlyArray<{ row: number; col: number }>): Int32Array;
/**
 * Decodes a code from Stepper.stepBatch(); null for the "no event" code.
 * `step` (a whole number ≥ 1, or null) becomes the event's `step`. Throws a
 * TypeError for a non-number and a RangeError for a number that is not such a
 * code: no step machine makes it (e.g. a reject whose attacker is not on an
 * earlier row, or does not attack the square along the named line).
 */
export function decodeEvent(code: number, step?: number | null): StepEvent | null;
/** Bytes of wasm linear memory (shared by the whole page). */
export function wasmMemoryBytes(): number;

/**
 * Every solution, lazily, in the seeds' depth-first order. Frees its wasm
 * memory itself at the end and when a for…of loop is left early.
 */
export class Solutions implements IterableIterator<Uint8Array> {
  constructor(n: number);
  readonly n: number;
  /** Solutions yielded so far; still readable once the iterator has ended or been freed (the final count). */
  readonly yielded: number;
  next(): IteratorResult<Uint8Array, undefined>;
  return(): IteratorReturnResult<undefined>;
  [Symbol.iterator](): this;
  /** Up to `max` (a whole number ≥ 1) solutions as k·n bytes; empty at the end. */
  nextBatch(max: number): Uint8Array;
  free(): void;
}

/** The reversible step machine. */
export class Stepper {
  constructor(n: number);
  readonly n: number;
  readonly position: number;
  readonly queens: Uint8Array;
  readonly counts: StepCounts;
  readonly done: boolean;
  step(): StepEvent | null;
  back(): StepEvent | null;
  peek(): StepEvent | null;
  nextSolution(): SolutionEvent | null;
  /** Applies up to `count` (a whole number ≥ 0) events; returns how many were applied. */
  advance(count: number): number;
  /** Applies up to `max` (a whole number ≥ 1) events; returns their codes (see decodeEvent). */
  stepBatch(max: number): Uint32Array;
  /** Goes to position `k` (a whole number ≥ 0; clamped to the end); returns the position reached. */
  seek(k: number): number;
  reset(): void;
  free(): void;
}

/** The count of an n×n board cut into independent pieces for workers. */
export class CountPlan {
  constructor(n: number);
  readonly n: number;
  readonly length: number;
  /** How many sets of tables a worker builds to count every piece in order (0 when the pieces need none). */
  readonly tableSets: number;
  /** Piece `i`, a whole number from 0 to length − 1. */
  countPiece(i: number): SolutionCounts;
  /** Pieces `start` to `end − 1` added up; whole numbers with 0 ≤ start ≤ end ≤ length. */
  countRange(start: number, end: number): SolutionCounts;
  /** Builds the tables piece `i` needs (0 ≤ i < length), so that counting it next times the counting alone. */
  preparePiece(i: number): void;
  free(): void;
}

/** What a code view is. */
export interface CodeViewInfo {
  name: CodeView;
  language: 'java' | 'c' | 'cpp';
  /** The entry call as the notes write it, e.g. 'placeQueens(n)', 'queen2()'. */
  entry: string;
  /** The largest n the program's own arrays and masks allow. */
  maxN: number;
  /** The array holding the board, and the index of row 0 in it (1 for the 1-based C arrays). */
  boardArray: { name: string; offset: number } | null;
}
export function codeViewInfo(view: CodeView): CodeViewInfo;
/**
 * Makes the programs (ProgramRun, programSource) callable: at once with the
 * whole module; after init() with pkg/nqueens_core_bg.wasm (no interpreter),
 * loads pkg/nqueens_programs_bg.wasm (or `input`) with its own glue.
 */
export function loadPrograms(input?: InitInput | { module_or_path: InitInput }): Promise<void>;
/** Whether ProgramRun and programSource can be called now (see loadPrograms). */
export function programsLoaded(): boolean;
/** A code view's source text, comments in 'en' (default) or 'zh'. */
export function programSource(view: CodeView, language?: 'en' | 'zh'): string;

/** A program's parse error, run-time error or exhausted step budget. */
export class ProgramError extends Error {
  name: 'ProgramError';
  kind: 'parse' | 'runtime' | 'step-budget';
  /** 1-based line. */
  line: number;
  /** 1-based column for parse errors, 0 otherwise. */
  column: number;
  /** The message without its "line …:" prefix. */
  detail: string;
  /** The same in Chinese. */
  detailZh: string;
  /** The whole message in Chinese ("第 3 行第 7 列：…"). */
  messageZh: string;
  /** A parse error "expected …, found …" in structured form, to word in any language; null for any other error. */
  syntax: ProgramSyntax | null;
}

/**
 * What the parser expected where it stopped (`expected`: a code; `token`: the
 * token, for `'token'`) and what it found there (`found`: a kind; `text`: the
 * word, symbol or number, else null). The core's own wording is `detail`.
 */
export interface ProgramSyntax {
  expected:
    | 'token' | 'statement-end' | 'declaration-end' | 'function-body' | 'class-end' | 'member'
    | 'else-without-if' | 'type' | 'known-type' | 'new-type' | 'new-suffix' | 'inc-dec-target'
    | 'expression' | 'class-name' | 'this-field' | 'this-dot' | 'member-name' | 'name'
    | 'parameter-name' | 'variable-name';
  token: string | null;
  found: 'word' | 'symbol' | 'number' | 'character' | 'string' | 'end';
  text: string | null;
}

/** One event of a program's own search (0-based rows and columns). */
export interface ProgramEvent {
  kind: 'place' | 'reject' | 'remove' | 'solution' | 'done';
  /** 1-based number of the event. */
  step: number;
  row: number | null;
  col: number | null;
  /** Rejects: the queen on the failed test's line, when there is one. */
  attacker: Attacker | null;
  /** Rejects: the line of the test that failed. */
  line: Line | null;
  /** Rejects: how the program tested ('queen': compared with one queen; 'flag': a flag array; 'mask': a bit set). */
  check: 'queen' | 'flag' | 'mask' | null;
  /** Solutions: 0-based number. */
  index?: number;
  /** Solutions: the board the events imply. */
  queens?: Uint8Array;
  // The facts below are read off the run by the core (not the program's
  // own data); they are absent in a `ProgramComparison`'s divergence.
  /** Places: the topmost queen already on the board that attacks the square, whatever the program's test said (null: none does). */
  attackedBy?: Attacker | null;
  /** Removes: the columns (0-based, ascending) of the next row that the program tried while this queen stood; null for the last row. */
  tried?: Uint8Array | null;
  /** Solutions: two of its queens that attack each other (`a` above `b`), null when none does. */
  conflict?: { a: Square; b: Square; line: Line } | null;
  /** Solutions: the topmost queen off the board (an edited loop's `col <= n`), null when none is. */
  offBoard?: Square | null;
  /** Solutions: true when the board is none (two queens attack each other, a queen off the board, a row without one); null for other events. */
  wrongSolution?: boolean | null;
  /** Done: how many solutions the n-queens puzzle has (A000170; null past n = 13), to tell a program that counted another number. */
  puzzleSolutions?: number | null;
  /** Done: how many of the solutions it counted are none (two queens attack each other, a queen off the board, a row without one). */
  wrongSolutions?: number | null;
}


export interface ProgramVar {
  name: string;
  /** Declared type, Java spelling: 'int', 'byte', 'short', 'long', 'boolean', 'char', 'String', 'int[]', 'ArrayList<int>', 'vector<String>' (C's int* is 'int[]'). */
  type: string;
  /** Canonical text: '3', 'true', "'Q'", '"..Q."', '[0, 2, 0, 0]', '?' (uninitialised), 'null'. */
  value: string;
  /** For the board's array: per cell, true where it holds a stale value: its row has no queen, and it is not the cell of the row the program searches with its candidate kept in the array (iterative's a[k], brute's a[i]). Else empty. */
  stale: boolean[];
}

export interface ProgramFrame {
  name: string;
  /** The frame's current line (for a caller, the line of its call). */
  line: number;
  /** Parameters, then the locals in scope, in declaration order. */
  vars: ProgramVar[];
}

/** A program's facts (ProgramRun.programFacts), read from the text it runs. */
export interface ProgramFacts {
  /** `cells`: those the function indexes by a variable, as "a[k]". */
  functions: { name: string; params: string[]; cells: string[] }[];
  /** Sorted: the variables declared as integers and used as an operand of &, |, ^, ~ or the shifted side of <<, >>, >>>. */
  masks: string[];
  /** The built-in program's lines (1-based) whose statement this edited text no longer has as written: what it does in their place raises no event. Empty for a built-in program. */
  changedEventLines: number[];
}

export interface ProgramSnapshot {
  /** The line about to run (0 before the start and at the end). */
  line: number;
  /** Active calls, outermost first. */
  frames: ProgramFrame[];
  /** Globals / fields in declaration order. */
  globals: ProgramVar[];
  /** The board the events imply: each row's queen column, or null. */
  board: (number | null)[];
  /**
   * The rejects the board marks with the latest event raised: those just
   * before it, and it too when it is a reject; oldest first (a row's ✕ kept
   * between events when stepping by line).
   */
  rejectRun: ProgramEvent[];
  /** The event of the current step, if any. */
  event: ProgramEvent | null;
  counts: StepCounts;
  lineStep: number;
  eventStep: number;
  status: 'start' | 'running' | 'finished' | 'failed';
  error: { kind: 'parse' | 'runtime' | 'step-budget'; line: number; column: number; message: string; messageZh: string; syntax: ProgramSyntax | null } | null;
  /** The entry's return value (canonical text) once finished, e.g. '2' for leetcode. */
  result: string | null;
}

export interface ProgramSideResult {
  /** Its events by kind. */
  counts: StepCounts;
  lineSteps: number;
  /** Events it took (for a run that failed: those before its error). */
  eventSteps: number;
  status: 'start' | 'running' | 'finished' | 'failed';
  error: ProgramSnapshot['error'];
  /** For an edited text: the lines of the built-in program whose statement raises events and is no longer in the text (what it does raises no event). */
  /** How many of its counted solutions are none (two queens attack each other, a queen off the board, a row without one). */
  wrongSolutions: number;
  changedEventLines: number[];
}

/** Two programs' searches compared event by event (same kind, square, test line, check, attacker; solutions by their queens). */
export interface ProgramComparisonResult {
  n: number;
  /** True when every event (and the end) is the same. */
  same: boolean;
  /** The first event where they part (1-based step); `ours` null when the edited program stopped before it (see ours.error). */
  divergence: { step: number; ours: ProgramEvent | null; theirs: ProgramEvent | null } | null;
  ours: ProgramSideResult;
  theirs: ProgramSideResult;
  /** The true number of solutions for n (OEIS A000170), null past n = 13. */
  expected: number | null;
}

export interface ProgramComparisonProgress {
  done: boolean;
  /** Line steps of both programs together so far. */
  lineSteps: number;
  /** Events found the same so far. */
  matched: number;
  /** The first divergence as soon as it is known (before `done`: the runs then go on to their ends for the counts). */
  divergence: ProgramComparisonResult['divergence'];
  result: ProgramComparisonResult | null;
}

/** An edited program (or a view's own, source undefined) against a built-in view at n, in slices. */
export class ProgramComparison {
  constructor(view: CodeView, n: number, source?: string, reference?: CodeView);
  /** The most line steps the edited program may take (default 5·10⁷). */
  setStepBudget(budget: number): void;
  /** Whether the reference goes on to its end after the two part (default true); false: `theirs` stays where they parted. */
  setFinishReference(on: boolean): void;
  advance(maxLines: number): ProgramComparisonProgress;
  free(): void;
}

/** A bit set a program declares, and the largest board its type holds. */
export interface MaskWidth {
  /** The variable (`cols`, `leftTop`, `rightTop`). */
  name: string;
  /** Its declared type: `byte`, `short`, `int`, `long`. */
  type: string;
  bits: number;
  /** The largest n it holds: `bits` columns, or `(bits + 1) / 2` boards' 2n - 1 diagonals. */
  maxN: number;
}

export interface FixCheckResult {
  /** True when every n from 1 to maxN counted right with the reference's trace. */
  fixed: boolean;
  /** The sizes that passed, 1..passed. */
  passed: number;
  /** The largest size checked: the one asked for, or less when the declared masks hold fewer boards. */
  maxN: number;
  /** The largest size asked for. */
  requestedMaxN: number;
  /** The declared masks that hold fewer boards than asked for (empty when maxN === requestedMaxN). */
  narrow: MaskWidth[];
  /** The comparison at the first n that failed. */
  failure: ProgramComparisonResult | null;
}

export interface FixCheckProgress {
  done: boolean;
  /** The n being checked. */
  n: number;
  /** The largest n checked (see FixCheckResult.maxN). */
  maxN: number;
  requestedMaxN: number;
  narrow: MaskWidth[];
  lineSteps: number;
  result: FixCheckResult | null;
}

/**
 * Whether an edited program is right for n = 1..maxN (default 10) against a
 * reference view, in slices; fewer sizes when its declared masks hold fewer boards.
 */
export class FixCheck {
  constructor(view: CodeView, source: string, reference: CodeView, maxN?: number);
  advance(maxLines: number): FixCheckProgress;
  free(): void;
}

/**
 * A code view's program, or an edited text of it, executed by the core
 * for an n×n board (1 <= n <= codeViewInfo(view).maxN), by line or by event.
 */
export class ProgramRun {
  constructor(view: CodeView, n: number, source?: string);
  readonly view: CodeView;
  readonly n: number;
  stepLine(): boolean;
  advanceLines(max: number): number;
  stepEvent(): ProgramEvent | null;
  /**
   * Up to `max` events as codes, no object each: kind in bits 0–2 (0 place,
   * 1 reject, 2 remove, 3 solution, 4 done), row in 3–7, column in 8–12 (a
   * solution's square is its last queen's). Fewer at the end; a program
   * error after some events ends the batch before it (the next call throws).
   */
  stepEventCodes(max: number): Uint32Array;
  /** The event stepEvent() would return, without taking it (for quiz questions). */
  peekEvent(): ProgramEvent | null;
  backLine(): boolean;
  backEvent(): boolean;
  seekLine(k: number): number;
  seekEvent(k: number): number;
  setStepBudget(budget: number): void;
  readonly lineStep: number;
  readonly eventStep: number;
  readonly counts: StepCounts;
  /** The array that holds the board as this program names it (an edited text may rename it), and row 0's index in it; null for the bit-set views. */
  readonly boardArray: { name: string; offset: number } | null;
  /** The arrays besides the board whose cells the program uses only in part (the flags view's b, c and d), as this program names them. */
  readonly usedRanges: { name: string; from: number; to: number }[];
  /** What the program's own syntax tree says: each function's parameters and the cells it indexes by a variable ("a[k]"), and the integers it uses as bit sets. */
  readonly programFacts: ProgramFacts;
  readonly output: string;
  /** The last `lines` lines printed so far (0 to 1000): a console's view of `output`. */
  outputTail(lines: number): string;
  stepText(): string;
  snapshot(): ProgramSnapshot;
  /** The snapshot of the moment the current event was raised: its line and the call stack then (a reject by isValid's test has isValid's frame); null before the first event and at the end. */
  eventSnapshot(): ProgramSnapshot | null;
  free(): void;
}
