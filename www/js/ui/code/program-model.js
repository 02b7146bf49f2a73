// What the code panel shows of a program's snapshot (ProgramRun.snapshot()
// in nqueens.js), as plain data: the call stack, the variables (arrays
// whole with their stale cells, masks in binary in their declared width)
// and what the current line does. Facts about the program (its parameters,
// which variables are bit sets) are the core's, read from the syntax tree
// it runs (ProgramRun.programFacts), never from a table. Pure: no DOM, no wasm.

// What a line does (statement-kind.js: the line narration needs it, not
// the rest of this module).
export { statementKind } from './statement-kind.js';

const TYPE_BITS = { byte: 8, short: 16, int: 32, long: 64 };

/** The source text's lines, each split into code and a trailing `//` comment (outside strings). */
export function sourceLines(text) {
  return text.replace(/\n$/, '').split('\n').map((line) => {
    let quote = null;
    for (let i = 0; i < line.length; i += 1) {
      const ch = line[i];
      if (quote) {
        if (ch === '\\') i += 1;
        else if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '/' && line[i + 1] === '/') return { code: line.slice(0, i), comment: line.slice(i) };
    }
    return { code: line, comment: '' };
  });
}

/** The parameters' names of `name` in `facts` (ProgramRun.programFacts), [] if it has none or is not there. */
export function paramsOf(facts, name) {
  return facts?.functions.find((f) => f.name === name)?.params ?? [];
}

/** `value` (decimal text) as `width` binary digits, two's complement for negative values. */
export function binary(value, width) {
  const big = BigInt(value);
  const wrapped = big < 0n ? (1n << BigInt(width)) + big : big;
  return wrapped.toString(2).padStart(width, '0');
}

/** The cells of an array's canonical text `[v, v, …]` (one level), or null if it is not a flat array. */
export function arrayCells(value) {
  if (!value.startsWith('[') || !value.endsWith(']') || value.slice(1, -1).includes('[')) return null;
  const inner = value.slice(1, -1).trim();
  return inner === '' ? [] : inner.split(', ');
}

/**
 * One variable as a row of the panel: { name, kind: 'array' | 'mask' |
 * 'value', text, cells?, bits? }. `board` ({ name, offset, n }): the array
 * that holds the board is shown from row 0's cell, n cells (a 1-based
 * a[1..n] without a[0] and the cells past n; `range` says which).
 * `used` ([{ name, from, to }], ProgramRun.usedRanges): other arrays shown
 * over the cells the program uses (`range` with `used: true`). `facts`
 * (ProgramRun.programFacts) says which integers are bit sets (shown in
 * binary, in their declared width).
 */
export function variableRow(variable, facts, board = null, used = []) {
  const { name, value, stale = [] } = variable;
  let cells = arrayCells(value);
  if (cells) {
    let flags = cells.map((text, i) => ({ text, stale: stale[i] === true }));
    let range = null;
    const part = used.find((r) => r.name === name && r.to < cells.length);
    if (board?.name === name && (board.offset > 0 || cells.length > board.n)) {
      flags = flags.slice(board.offset, board.offset + board.n);
      range = { from: board.offset, to: board.offset + board.n - 1 };
    } else if (part) {
      flags = flags.slice(part.from, part.to + 1);
      range = { from: part.from, to: part.to, used: true };
    }
    cells = flags;
    return { name, kind: 'array', text: `${name} = [${cells.map((c) => c.text).join(', ')}]`, cells, range };
  }
  const width = TYPE_BITS[variable.type];
  if (width && facts?.masks.includes(name) && /^-?\d+$/.test(value)) {
    return { name, kind: 'mask', text: `${name} = ${value}`, bits: binary(value, width), width };
  }
  return { name, kind: 'value', text: `${name} = ${value}` };
}

/**
 * One call as `name(args)` and its other scalar locals (`i = 0`): a scalar
 * parameter by its value, an array one by its name (`check(a, 4)`), the
 * parameter named `hide` by its name too (a quiz question about it must not
 * show its value); `params` are the function's parameters' names.
 */
export function callOf(frame, params, { hide = null } = {}) {
  const args = params.map((p) => {
    const v = frame.vars.find((candidate) => candidate.name === p);
    if (!v) return '?';
    return p === hide || v.value.startsWith('[') ? p : v.value;
  });
  const scalar = frame.vars.filter((v) => !v.value.startsWith('['));
  const locals = scalar.filter((v) => !params.includes(v.name)).map((v) => `${v.name} = ${v.value}`);
  return { call: `${frame.name}(${args.join(', ')})`, locals };
}

/**
 * The call stack, outermost first: { call: 'place(1)', detail: 'col = 2' }
 * per active call (its parameters in the call, its other locals after).
 */
export function callStack(snapshot, facts) {
  return snapshot.frames.map((frame) => {
    const { call, locals } = callOf(frame, paramsOf(facts, frame.name));
    return { call, detail: locals.length ? locals.join(', ') : null };
  });
}

/**
 * The variables to show: the globals, then the arrays and masks of the
 * innermost calls (scalars are in the stack). An older call of a function
 * called again deeper adds none: its locals are not the running call's
 * (bitmask's place(4) before it declares ltV is not place(3)'s ltV).
 */
export function variableRows(snapshot, facts, board = null, used = []) {
  const rows = snapshot.globals.map((v) => variableRow(v, facts, board, used));
  const seen = new Set(rows.map((row) => row.name));
  const functions = new Set();
  for (const frame of [...snapshot.frames].reverse()) {
    if (functions.has(frame.name)) continue;
    functions.add(frame.name);
    for (const v of frame.vars) {
      const row = variableRow(v, facts, board, used);
      if (row.kind === 'value' || seen.has(row.name)) continue;
      seen.add(row.name);
      rows.push(row);
    }
  }
  return rows;
}
