// nqueens's API, its programs: the notes' programs executed by the core
// (issue #23), ProgramRun, ProgramComparison, FixCheck, ProgramError and
// programSource. They run in the programs' module (base.js's
// loadPrograms()), which the page loads after its first board, and this
// module comes with it: the page imports it then (js/page/app.js, pageApi),
// www/nqueens.js re-exports it.

import { Handle, MAX_SOURCE_BYTES, call, codeView, describe, oneOf, programs, raw, readyToRun, wholeNumber } from './base.js';

/**
 * A program's error: `kind` 'parse' (with `line` and `column` of the
 * problem), 'runtime' (`line`; the message names the values) or
 * 'step-budget' (the program took too many line steps: an endless loop?).
 * `detail` is the message without its "line …:" prefix; `detailZh` the same
 * in Chinese, `messageZh` the whole Chinese text ("第 3 行第 7 列：…");
 * `syntax`, for a parse error "expected …, found …", its structured form
 * `{ expected, token, found, text }` (else null), to word in any language.
 */
export class ProgramError extends Error {
  constructor(kind, line, column, detail, message = undefined, detailZh = detail, syntax = null) {
    super(message ?? (kind === 'parse' ? `line ${line}, column ${column}: ${detail}` : `line ${line}: ${detail}`));
    this.name = 'ProgramError';
    this.kind = kind;
    this.line = line;
    this.column = column;
    this.detail = detail;
    this.detailZh = detailZh;
    this.messageZh = kind === 'parse' ? `第 ${line} 行第 ${column} 列：${detailZh}` : `第 ${line} 行：${detailZh}`;
    this.syntax = syntax;
  }
}

/** The core's "ProgramError" Errors as ProgramError instances. */
function asProgramError(error) {
  if (error instanceof Error && error.name === 'ProgramError' && !(error instanceof ProgramError)) {
    return new ProgramError(error.kind, error.line, error.column, error.detail, error.message, error.detailZh ?? error.detail, error.syntax ?? null);
  }
  return error;
}

function programCall(body) {
  try {
    return body();
  } catch (error) {
    throw asProgramError(error);
  }
}

// Called when the text has more characters than the limit allows bytes (a
// UTF-8 byte per character at least): its size is told in bytes, as the core does.
function sourceTooLong(source) {
  const bytes = new TextEncoder().encode(source).length;
  const detail = `the program is ${bytes} bytes long; at most ${MAX_SOURCE_BYTES} are allowed`;
  const zh = `程序有 ${bytes} 字节，最多允许 ${MAX_SOURCE_BYTES} 字节`;
  return new ProgramError('parse', 1, 1, detail, undefined, zh);
}

/** A code view's source text, with comments in 'en' (default) or 'zh'. */
export function programSource(view, language = 'en') {
  readyToRun();
  codeView(view);
  oneOf(language, 'source language', ['zh', 'en']);
  return call(() => programs.raw.programSource(view, language), programs);
}

/**
 * A code view's program (or an edited text of it, `source`) running for an
 * n×n board, stepped by line or by event, forwards and backwards.
 * Errors of the program throw a ProgramError, and the run stays at the
 * error (snapshot().status 'failed').
 */
export class ProgramRun extends Handle {
  #view;
  #n;
  #source;
  #lineStep = 0; // after the last complete call (what a rebuild restores)
  #budget = null;
  constructor(view, n, source = undefined) {
    readyToRun();
    codeView(view);
    const maxN = call(() => raw.codeViewInfo(view))[2];
    wholeNumber(n, 'board size n', 1, maxN);
    if (source !== undefined && source !== null) {
      if (typeof source !== 'string') {
        throw new TypeError(`source must be a string (the program's text) or undefined, got ${describe(source)}`);
      }
      if (source.length > MAX_SOURCE_BYTES) {
        throw sourceTooLong(source);
      }
    }
    super('ProgramRun', () => programCall(() => new programs.raw.ProgramRun(view, n, source ?? undefined)), programs);
    this.#view = view;
    this.#n = n;
    this.#source = source ?? undefined;
  }
  get view() {
    return this.#view;
  }
  get n() {
    return this.#n;
  }
  _rebuild() {
    const fresh = new programs.raw.ProgramRun(this.#view, this.#n, this.#source);
    if (this.#budget !== null) fresh.setStepBudget(this.#budget);
    try {
      fresh.seekLine(this.#lineStep);
    } catch {
      // the error is the run's state; it is thrown again by the next step
    }
    return fresh;
  }
  // A program's error is the run's state, not an interrupted call: it is
  // caught inside the call (so the handle is not rebuilt) and thrown here.
  #move(body) {
    const result = this._call((run) => {
      try {
        return { value: body(run) };
      } catch (error) {
        if (error instanceof Error && error.name === 'ProgramError') return { error };
        throw error;
      } finally {
        this.#lineStep = run.lineStep;
      }
    });
    if (result.error) throw asProgramError(result.error);
    return result.value;
  }
  /** One line step; false at the end. */
  stepLine() {
    return this.#move((r) => r.stepLine());
  }
  /** Up to `max` line steps (a whole number >= 0); how many were taken. */
  advanceLines(max) {
    wholeNumber(max, 'max', 0);
    return this.#move((r) => r.advanceLines(max));
  }
  /** Line steps to the next event; the event, or null at the end. */
  stepEvent() {
    return this.#move((r) => r.stepEvent());
  }
  /**
   * Up to `max` events (a whole number >= 0) as a Uint32Array of codes, no
   * object each: the kind in bits 0–2 (0 place, 1 reject, 2 remove,
   * 3 solution, 4 done), the row in 3–7 and the column in 8–12, as in
   * Stepper.stepBatch(); a solution's square is its last queen's. Fewer at
   * the end; a program error after some events ends the batch before it
   * (the next call throws it).
   */
  stepEventCodes(max) {
    wholeNumber(max, 'max', 0);
    return this.#move((r) => r.stepEventCodes(max));
  }
  /** The event stepEvent() would return (null at the end), without taking it. */
  peekEvent() {
    return this.#move((r) => r.peekEvent());
  }
  /** One line step back (re-executed from the nearest checkpoint); false at the start. */
  backLine() {
    return this.#move((r) => r.backLine());
  }
  /** One event back; false at the start. */
  backEvent() {
    return this.#move((r) => r.backEvent());
  }
  /** Goes to line step k (clamped to the end); the line step reached. */
  seekLine(k) {
    wholeNumber(k, 'line step', 0);
    return this.#move((r) => r.seekLine(k));
  }
  /** Goes to event k (clamped to the end); the event step reached. */
  seekEvent(k) {
    wholeNumber(k, 'event step', 0);
    return this.#move((r) => r.seekEvent(k));
  }
  /** The most line steps the run may take (default 2·10⁹). */
  setStepBudget(budget) {
    wholeNumber(budget, 'step budget', 1);
    this._call((r) => r.setStepBudget(budget));
    this.#budget = budget;
  }
  /** Line steps taken. */
  get lineStep() {
    return this._call((r) => r.lineStep);
  }
  /** Events taken. */
  get eventStep() {
    return this._call((r) => r.eventStep);
  }
  /** Events so far by kind. */
  get counts() {
    const [places, rejects, removes, solutions] = this._call((r) => r.countsArray);
    return { places, rejects, removes, solutions };
  }
  /**
   * The array that holds the board as this program names it (an edited
   * text may rename its view's array) and row 0's index in it, `{ name,
   * offset }`; null for the bit-set views. codeViewInfo(view).boardArray
   * gives the built-in program's.
   */
  get boardArray() {
    const [name, offset] = this._call((r) => r.boardArrayParts);
    return name ? { name, offset } : null;
  }
  /**
   * The arrays besides the board whose cells the program uses only in part,
   * as this program names them: `[{ name, from, to }]` (the flags view's
   * `b`, `c` and `d`); empty for the other views.
   */
  get usedRanges() {
    const parts = this._call((r) => r.usedRangeParts);
    const ranges = [];
    for (let i = 0; i + 2 < parts.length; i += 3) ranges.push({ name: parts[i], from: parts[i + 1], to: parts[i + 2] });
    return ranges;
  }
  /** Each function's parameters and the cells it indexes by a variable, and the bit sets, from the program's syntax tree, and an edit's built-in lines that raise no event any more: `{ functions: [{ name, params, cells }], masks, changedEventLines }`. */
  get programFacts() {
    return this._call((r) => r.programFacts);
  }
  /** Everything the program printed so far. */
  get output() {
    return this._call((r) => r.output);
  }
  /** The last `lines` lines the program printed so far (a whole number, 0 to 1000): a console's view of `output`. */
  outputTail(lines) {
    wholeNumber(lines, 'lines', 0, 1000);
    return this._call((r) => r.outputTail(lines));
  }
  /** The current line step in the canonical text of docs/programs.md. */
  stepText() {
    return this._call((r) => r.stepText());
  }
  /**
   * Everything to show: `{ line, frames: [{ name, line, vars }], globals,
   * board, event, counts, lineStep, eventStep, status, error, result }`;
   * each var is `{ name, type, value, stale }` (stale: per cell of the board's
   * array, true where the cell's row has no queen).
   */
  snapshot() {
    return this._call((r) => r.snapshot());
  }
  /**
   * The snapshot of the moment the current event was raised, shaped as
   * snapshot(): `line` the line that raised it (the test that rejected,
   * the assignment that placed), `frames` and `globals` the call stack and
   * variables then (a reject by isValid's test has isValid's frame); board,
   * event, counts and position as snapshot(). Null before the first event
   * and at the end. The run stays where it is.
   */
  eventSnapshot() {
    return this._call((r) => r.eventSnapshot());
  }
}

/** A program's source text checked as ProgramRun checks it (a string, within the size limit). */
function programText(source, optional) {
  if (optional && (source === undefined || source === null)) return undefined;
  if (typeof source !== 'string') {
    throw new TypeError(`source must be a string (the program's text)${optional ? ' or undefined' : ''}, got ${describe(source)}`);
  }
  if (source.length > MAX_SOURCE_BYTES) {
    throw sourceTooLong(source);
  }
  return source;
}

/**
 * An edited program (`source` in `view`'s language; undefined: the view's
 * own program) against the built-in program of `reference` (default: the
 * same view), both at n, event by event, in slices: call `advance(maxLines)`
 * until `done`. The result says where the two searches first part (`divergence`:
 * `{ step, ours, theirs }`, events as ProgramRun.stepEvent() returns them,
 * `ours` null when the edited program stopped there, see `ours.error`), what
 * each found (`ours`, `theirs`: `{ counts, lineSteps, eventSteps, status, error, changedEventLines }`) and
 * the true number of solutions (`expected`, null past n = 13).
 * A parse error of the source throws a ProgramError from the constructor.
 */
export class ProgramComparison extends Handle {
  #args;
  #lineSteps = 0;
  #budget = null;
  #finishReference = true;
  constructor(view, n, source = undefined, reference = undefined) {
    readyToRun();
    codeView(view);
    if (reference !== undefined && reference !== null) codeView(reference);
    const ref = reference ?? view;
    const maxN = Math.min(call(() => raw.codeViewInfo(view))[2], call(() => raw.codeViewInfo(ref))[2]);
    wholeNumber(n, 'board size n', 1, maxN);
    const text = programText(source, true);
    super('ProgramComparison', () => programCall(() => new programs.raw.ProgramComparison(view, n, text, ref)), programs);
    this.#args = [view, n, text, ref];
  }
  _rebuild() {
    const fresh = new programs.raw.ProgramComparison(...this.#args);
    if (this.#budget !== null) fresh.setStepBudget(this.#budget);
    fresh.setFinishReference(this.#finishReference);
    if (this.#lineSteps > 0) fresh.advance(this.#lineSteps);
    return fresh;
  }
  /** The most line steps the edited program may take (default 5·10⁷). */
  setStepBudget(budget) {
    wholeNumber(budget, 'step budget', 1);
    this._call((c) => c.setStepBudget(budget));
    this.#budget = budget;
  }
  /**
   * Whether the reference goes on to its end after the two part (true, the
   * default); false: only the edited program does (the result's `theirs` is
   * where the reference stopped), for a caller that wants only the edited
   * program's counts, the true count and where they part.
   */
  setFinishReference(on) {
    if (typeof on !== 'boolean') throw new TypeError(`finishReference must be true or false, got ${describe(on)}`);
    this._call((c) => c.setFinishReference(on));
    this.#finishReference = on;
  }
  /**
   * At most `maxLines` (>= 1) more line steps of both programs together:
   * `{ done, lineSteps, matched, divergence, result }`; `divergence` as soon
   * as it is known, `result` (null until done) is `{ n, same, divergence,
   * ours, theirs, expected }`.
   */
  advance(maxLines) {
    wholeNumber(maxLines, 'maxLines', 1);
    const progress = this._call((c) => c.advance(maxLines));
    this.#lineSteps = progress.lineSteps;
    return progress;
  }
}

/**
 * Whether an edited program is right for every n from 1 to maxN (default
 * 10): it counts the true number of solutions AND its events equal those of
 * the built-in `reference` program, event for event (the "Find the bug"
 * task: `new FixCheck('bitmask-printed', text, 'bitmask')`). The sizes
 * checked stop where the program's declared bit sets stop (`byte cols`
 * holds boards up to 8, `short leftTop` up to 8: (16 + 1) / 2): the largest
 * n all of them hold, when that is less than maxN. In slices: call
 * `advance(maxLines)` until `done`; `result` is `{ fixed, passed, maxN,
 * requestedMaxN, narrow, failure }`: `maxN` the largest size checked,
 * `narrow` the declared masks that hold fewer boards than asked for
 * (`[{ name, type, bits, maxN }]`), `failure` (null when fixed) the
 * comparison at the first n that failed, as ProgramComparison's result. A
 * parse error throws a ProgramError here.
 */
export class FixCheck extends Handle {
  #args;
  #lineSteps = 0;
  constructor(view, source, reference, maxN = 10) {
    readyToRun();
    codeView(view);
    codeView(reference);
    const limit = Math.min(call(() => raw.codeViewInfo(view))[2], call(() => raw.codeViewInfo(reference))[2]);
    wholeNumber(maxN, 'maxN', 1, limit);
    const text = programText(source, false);
    super('FixCheck', () => programCall(() => new programs.raw.FixCheck(view, text, reference, maxN)), programs);
    this.#args = [view, text, reference, maxN];
  }
  _rebuild() {
    const fresh = new programs.raw.FixCheck(...this.#args);
    if (this.#lineSteps > 0) fresh.advance(this.#lineSteps);
    return fresh;
  }
  /** At most about `maxLines` (>= 1) more line steps: `{ done, n, maxN, requestedMaxN, narrow, lineSteps, result }`. */
  advance(maxLines) {
    wholeNumber(maxLines, 'maxLines', 1);
    const progress = this._call((c) => c.advance(maxLines));
    this.#lineSteps = progress.lineSteps;
    return progress;
  }
}
