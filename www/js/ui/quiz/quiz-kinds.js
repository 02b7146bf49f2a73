// The quiz's kinds of question beyond "what happens next" (quiz-model.js),
// as pure data: which queen attacks a square and along which line, which
// line of the code view's program runs next, what one of its variables
// holds now. Every expected answer is read from the search's own facts (the
// queens on the board, the program's snapshot from ProgramRun, the line the
// run takes next); nothing here knows a program. No DOM, no wasm.

import { paramsOf, callOf } from '../code/program-model.js';

/** The attack lines, in the order of the quiz's buttons (the Stepper's and the programs' names). */
export const LINES = Object.freeze(['column', 'diagonal', 'anti-diagonal']);

/**
 * Every queen of `queens` (columns of the top rows) attacking the square
 * (row, col), with the line: 'column', 'diagonal' (top left to bottom
 * right: row − col equal) or 'anti-diagonal' (top right to bottom left:
 * row + col equal). A queen on two lines at once cannot happen (distinct
 * rows), so each appears once.
 */
export function attackersOf(queens, row, col) {
  const found = [];
  queens.forEach((c, r) => {
    if (c === null || c === undefined || r === row) return;
    if (c === col) found.push({ row: r, col: c, line: 'column' });
    else if (r - c === row - col) found.push({ row: r, col: c, line: 'diagonal' });
    else if (r + c === row + col) found.push({ row: r, col: c, line: 'anti-diagonal' });
  });
  return found;
}

/** An attacker question about the square of a reject `event` on the board `queens`. */
export function attackerQuestion(event, queens) {
  return { kind: 'attacker', row: event.row, col: event.col, accepted: attackersOf(queens, event.row, event.col) };
}

/** Whether `choice` ({ row, line }) names a queen that attacks the square along that line. */
export function attackerCorrect(question, choice) {
  return question.accepted.some((a) => a.row === choice?.row && a.line === choice?.line);
}

/**
 * Why an attacker answer is wrong: an i18n key and its params (1-based);
 * the params ending in `LineName` hold a line's name (LINES), which the
 * view words.
 */
export function explainAttacker(question, choice, queens) {
  const square = { r: question.row + 1, c: question.col + 1 };
  const first = question.accepted[0];
  const answer = first ? { ar: first.row + 1, ac: first.col + 1, lineName: first.line } : {};
  const col = queens[choice.row];
  const truth = question.accepted.find((a) => a.row === choice.row);
  const chosen = { qr: choice.row + 1, ...square, ...answer };
  if (col === undefined || col === null) return { key: 'quiz.why.attacker.noQueen', params: chosen };
  if (truth) return { key: 'quiz.why.attacker.otherLine', params: { ...chosen, qc: col + 1, trueLineName: truth.line, chosenLineName: choice.line } };
  return { key: 'quiz.why.attacker.notAttacking', params: { ...chosen, qc: col + 1 } };
}

// A line of source text is code when something other than braces, `else`
// and a comment is on it.
function isCodeLine(text) {
  const code = text.replace(/\/\/.*$/, '').replace(/\/\*.*?\*\//g, '').trim();
  return code !== '' && !/^[{}\s]*(else)?[{}\s]*$/.test(code) && !code.startsWith('/*') && !code.startsWith('*');
}

/**
 * A "which line runs next?" question: the run stands before `line` (its
 * snapshot), and `next` is the line the run's next line step shows (0 when
 * it ends). `lines` is the program's text split in lines. The choices are
 * the right line and the code lines closest to it, `count` in all, in
 * source order.
 */
export function lineQuestion({ line, next, lineStep, lines, count = 4 }) {
  const code = [];
  lines.forEach((text, i) => {
    if (isCodeLine(text)) code.push(i + 1);
  });
  const others = code.filter((l) => l !== next).sort((a, b) => Math.abs(a - next) - Math.abs(b - next) || a - b);
  const choices = [next, ...others.slice(0, count - 1)].filter((l) => l > 0).sort((a, b) => a - b);
  return { kind: 'line', line, expected: next, lineStep, choices };
}

/** Why a line answer is wrong. */
export function explainLine(question, choice, lines) {
  const text = (l) => (lines[l - 1] ?? '').replace(/\/\/.*$/, '').trim();
  return { key: 'quiz.why.line', params: { chosen: choice, line: question.line, next: question.expected, text: text(question.line), nextText: text(question.expected) } };
}

const SCALAR_TYPES = new Set(['int', 'byte', 'short', 'long', 'boolean', 'char']);
const INDEX_NAMES = ['k', 'row', 'i', 'j', 't', 'col'];

function parseArray(value) {
  if (!value.startsWith('[')) return null;
  return value.slice(1, -1).split(', ').filter((cell) => cell !== '');
}

// Whether the frame's function (in `facts`, ProgramRun.programFacts; null:
// any) names the cell `array[index]` as such.
function namesCell(facts, functionName, array, index) {
  if (!facts) return true;
  const cells = facts.functions.find((f) => f.name === functionName)?.cells ?? [];
  return cells.includes(`${array}[${index}]`);
}

/**
 * The variables of `snapshot` (ProgramRun.snapshot()) a question can ask
 * about: every set scalar of the innermost frame, then each array of that
 * frame or of the globals indexed by a scalar of the frame that names a
 * cell inside it (`a[k]`, `b[j]`) and that the frame's function names so
 * (`facts`: ProgramRun.programFacts; not `c[i]` in `try(i)`, which reads
 * `c[i + j]`), then the set scalar globals (masks and counters). Each is
 * { name, value, scope } with the canonical text value.
 */
export function askableVariables(snapshot, facts = null) {
  const frame = snapshot.frames.at(-1);
  if (!frame) return [];
  const scalars = frame.vars.filter((v) => SCALAR_TYPES.has(v.type) && v.value !== '?');
  const found = scalars.map((v) => ({ name: v.name, value: v.value, scope: frame.name }));
  const arrays = [...frame.vars, ...snapshot.globals].filter((v) => v.type.endsWith('[]'));
  for (const index of INDEX_NAMES) {
    const at = scalars.find((v) => v.name === index);
    if (!at) continue;
    for (const array of arrays) {
      const cells = parseArray(array.value);
      const k = Number(at.value);
      if (cells && k >= 0 && k < cells.length && cells[k] !== '?' && namesCell(facts, frame.name, array.name, index)) found.push({ name: `${array.name}[${index}]`, value: cells[k], scope: frame.name });
    }
  }
  const frameNames = new Set(frame.vars.map((v) => v.name));
  for (const v of snapshot.globals) {
    if (SCALAR_TYPES.has(v.type) && v.value !== '?' && !frameNames.has(v.name)) found.push({ name: v.name, value: v.value, scope: null });
  }
  return found;
}

/**
 * A "what does `name` hold now?" question about the `pick`-th askable
 * variable (modulo their number; `facts`: the program's, see askableVariables), with `count` choices: the value and
 * near values (numbers ± 1, 2, the other variables' values, true/false).
 * Null when nothing can be asked.
 */
export function variableQuestion(snapshot, pick, { count = 4, facts = null } = {}) {
  const vars = askableVariables(snapshot, facts);
  if (vars.length === 0) return null;
  const chosen = vars[Math.abs(pick) % vars.length];
  const { value } = chosen;
  const candidates = [];
  if (value === 'true' || value === 'false') candidates.push('true', 'false');
  else if (/^-?\d+$/.test(value)) {
    const v = Number(value);
    for (const d of [1, -1, 2, -2, 3, 4]) candidates.push(String(v + d));
    for (const other of vars) if (/^-?\d+$/.test(other.value)) candidates.unshift(other.value);
  }
  const choices = [value];
  for (const c of candidates) if (choices.length < count && !choices.includes(c)) choices.push(c);
  choices.sort((a, b) => (Number(a) - Number(b)) || a.localeCompare(b));
  return { kind: 'variable', name: chosen.name, scope: chosen.scope, expected: value, lineStep: snapshot.lineStep, line: snapshot.line, choices };
}

/** Why a variable answer is wrong. */
export function explainVariable(question, choice) {
  const call = question.call?.call ?? `${question.scope ?? ''}()`;
  return { key: question.scope ? 'quiz.why.variable' : 'quiz.why.variable.global', params: { name: question.name, value: question.expected, chosen: choice, scope: question.scope ?? '', call, line: question.line } };
}

/**
 * The call a question about the code is in, named precisely from the core's
 * snapshot: the innermost frame as `name(args)` with its parameters' values
 * (`facts`: ProgramRun.programFacts, the core's reading of the program),
 * its other locals (`i = 0`), its depth in the call stack (1: the outermost
 * call) and the lines of its callers. A parameter named `hide` (the variable
 * asked about) shows its name, not its value, so that naming the call does
 * not give the answer away. Null with no frame.
 */
export function questionCall(snapshot, facts, { hide = null } = {}) {
  const frame = snapshot.frames.at(-1);
  if (!frame) return null;
  return {
    ...callOf(frame, paramsOf(facts, frame.name), { hide }),
    depth: snapshot.frames.length,
    callers: snapshot.frames.slice(0, -1).map((f) => f.line),
  };
}
