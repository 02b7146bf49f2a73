// A seeded fuzz test of the programs' interpreter through the public API
// (issue #24): 10,000 random and mutated programs (the built-in sources with
// tokens and lines deleted, duplicated and swapped, random characters, deep
// nesting, huge literals, long lines, texts over the size limit, and token
// soups) run as edited programs. No panic, never an unclear error: every
// failure is a ProgramError with a kind, a line (and for parse errors a
// column) inside the text, and a message in English and in Chinese; and
// after each one the module is healthy (a built-in run still gives its
// first events). Every 50th program also goes through ProgramComparison.
// FUZZ_SEED=... replays a run; FUZZ_DUMP=FILE writes the failing program there.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';

import init, { CODE_VIEWS, ProgramComparison, ProgramError, ProgramRun, codeViewInfo, programSource } from '../../www/nqueens.js';

const PROGRAMS = 10_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261205);
const BUDGET = 3_000;

before(async () => {
  const bytes = await readFile(new URL('../../www/pkg/nqueens_bg.wasm', import.meta.url));
  await init({ module_or_path: bytes });
});

/** mulberry32: a small, seedable generator. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const PIECES = [
  '(', ')', '{', '}', '[', ']', ';', ',', '=', '==', '<<', '>>>', '/', '% 0', '/ 0', '-', '!', '~', '?', ':',
  '0', '-1', '2147483648', '9223372036854775807', '99999999999999999999999', '0x', '1L', "'Q'", "''", '"', '"\\',
  'int', 'long', 'byte', 'boolean', 'String', 'void', 'new int[-1]', 'new int[1000001]', 'null', 'this.', '.length',
  'if', 'else', 'for', 'while (true) {}', 'return', 'break;', 'continue;', 'switch', 'case', 'do', 'goto', 'try',
  'catch', 'throw', 'struct', 'double', 'float', 'unsigned', 'sizeof', '#include', '@Override', '->', '::', '...',
  'place(row);', 'place(0);', 'input(n);', 'print(n);', 'System.out.println(', 'Math.abs(', 'cols.add(', '.get(99)',
  '/*', '*/', '//', '\\', '\u0000', '\u00e9', '皇后', '\ud83d\ude00', '\t', '\r', '\n',
];

function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

const TOKEN = /[A-Za-z_$][\w$]*|\d+|\s+|\/\/[^\n]*|./gsu;

function mutateTokens(random, text) {
  const tokens = text.match(TOKEN) ?? [];
  for (let k = 0, edits = 1 + Math.floor(random() * 4); k < edits && tokens.length; k += 1) {
    const at = Math.floor(random() * tokens.length);
    const other = Math.floor(random() * tokens.length);
    switch (Math.floor(random() * 4)) {
      case 0: tokens.splice(at, 1); break;
      case 1: tokens.splice(at, 0, tokens[other]); break;
      case 2: [tokens[at], tokens[other]] = [tokens[other], tokens[at]]; break;
      default: tokens.splice(at, 0, ` ${pick(random, PIECES)} `);
    }
  }
  return tokens.join('');
}

function mutateLines(random, text) {
  const lines = text.split('\n');
  for (let k = 0, edits = 1 + Math.floor(random() * 3); k < edits && lines.length; k += 1) {
    const at = Math.floor(random() * lines.length);
    const other = Math.floor(random() * lines.length);
    switch (Math.floor(random() * 3)) {
      case 0: lines.splice(at, 1); break;
      case 1: lines.splice(at, 0, lines[other]); break;
      default: [lines[at], lines[other]] = [lines[other], lines[at]];
    }
  }
  return lines.join('\n');
}

function randomBytes(random, text) {
  const chars = [...text];
  for (let k = 0, edits = 1 + Math.floor(random() * 6); k < edits; k += 1) {
    const at = Math.floor(random() * (chars.length + 1));
    chars.splice(at, random() < 0.5 ? 1 : 0, String.fromCodePoint(Math.floor(random() * (random() < 0.8 ? 0x80 : 0x10000))));
  }
  return chars.join('');
}

/** A hostile shape: deep nesting, a huge literal, a long line, too long a text, or a token soup. */
function extreme(random, text, lang) {
  const body = (inner) => (lang === 'java' ? `void placeQueens(int n) {\n${inner}\n}\n` : `int n;\nvoid queen2() {\n${inner}\n}\n`);
  switch (Math.floor(random() * 7)) {
    case 0: return body(`int x = ${'('.repeat(50 + Math.floor(random() * 5000))}1${')'.repeat(Math.floor(random() * 5000))};`);
    case 1: return body(`${'if (true) { '.repeat(20 + Math.floor(random() * 300))}${'}'.repeat(Math.floor(random() * 320))}`);
    case 2: return body(`long x = ${'9'.repeat(1 + Math.floor(random() * 400))};`);
    case 3: return body(`int x = ${'1 + '.repeat(Math.floor(random() * 12000))}1;`);
    case 4: return text.replace('\n', ` ${' '.repeat(Math.floor(random() * 60_000))}\n`);
    case 5: return text + '\n'.repeat(Math.floor(random() * 40_000));
    default: return Array.from({ length: 5 + Math.floor(random() * 200) }, () => pick(random, PIECES)).join(' ');
  }
}

const CJK = /[\u4e00-\u9fff]/;
const KINDS = new Set(['parse', 'runtime', 'step-budget']);

function checkError(error, text, where) {
  if (!(error instanceof ProgramError)) throw new Error(`${where}: not a ProgramError: ${error?.stack ?? error}`);
  assert.ok(KINDS.has(error.kind), where);
  assert.ok(error.detail.length > 0 && error.detail.length < 400, `${where}: ${error.detail}`);
  assert.ok(CJK.test(error.detailZh), `${where}: no Chinese in ${error.detailZh}`);
  assert.ok(!/undefined|NaN|\[object/.test(error.message), `${where}: ${error.message}`);
  const lines = text.split('\n').length;
  assert.ok(error.line >= 1 && error.line <= lines + 1, `${where}: line ${error.line} of ${lines}`);
  if (error.kind === 'parse') assert.ok(error.column >= 1, `${where}: column ${error.column}`);
}

/** The module still works: the recursive view's first three events at n = 4. */
function healthy() {
  const run = new ProgramRun('recursive', 4);
  const kinds = [run.stepEvent(), run.stepEvent(), run.stepEvent()].map((e) => `${e.kind} ${e.row},${e.col}`);
  run.free();
  assert.deepEqual(kinds, ['place 0,0', 'reject 1,0', 'reject 1,1']);
}

function runOnce(view, text, n, where) {
  let run;
  try {
    run = new ProgramRun(view, n, text);
  } catch (error) {
    checkError(error, text, where);
    return 'error';
  }
  try {
    run.setStepBudget(BUDGET);
    run.advanceLines(BUDGET + 1);
    run.snapshot();
    return 'ran';
  } catch (error) {
    checkError(error, text, where);
    const s = run.snapshot();
    assert.equal(s.status, 'failed', where);
    assert.equal(s.error.line, error.line, where);
    return error.kind;
  } finally {
    run.free();
  }
}

function compareOnce(view, text, n, where) {
  let c;
  try {
    c = new ProgramComparison(view, n, text);
  } catch (error) {
    checkError(error, text, where);
    return;
  }
  c.setStepBudget(BUDGET);
  for (let k = 0; k < 100; k += 1) {
    const progress = c.advance(2_000);
    if (progress.done) {
      const { ours } = progress.result;
      if (ours.status === 'failed') assert.ok(KINDS.has(ours.error.kind) && CJK.test(ours.error.messageZh), where);
      break;
    }
  }
  c.free();
}

test(`${PROGRAMS} random and mutated programs: clear errors, never a panic, the module healthy`, async () => {
  const random = generator(SEED);
  const outcomes = {};
  const sources = CODE_VIEWS.flatMap((view) => ['en', 'zh'].map((lang) => ({ view, text: programSource(view, lang), info: codeViewInfo(view) })));
  for (let k = 0; k < PROGRAMS; k += 1) {
    const { view, text, info } = pick(random, sources);
    const roll = random();
    const kind = roll < 0.35 ? 'tokens' : roll < 0.6 ? 'lines' : roll < 0.8 ? 'bytes' : 'extreme';
    let edited = text;
    if (kind === 'tokens') edited = mutateTokens(random, text);
    if (kind === 'lines') edited = mutateLines(random, text);
    if (kind === 'bytes') edited = randomBytes(random, text);
    if (kind === 'extreme') edited = extreme(random, text, info.language);
    if (random() < 0.2) edited = mutateTokens(random, mutateLines(random, edited));
    const n = 1 + Math.floor(random() * Math.min(info.maxN, 6));
    const where = `program ${k} (seed ${SEED}, ${view}, ${kind}, n = ${n})`;
    try {
      const outcome = runOnce(view, edited, n, where);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (k % 50 === 0) compareOnce(view, edited, n, where);
    } catch (error) {
      if (process.env.FUZZ_DUMP) await writeFile(process.env.FUZZ_DUMP, edited);
      if (error instanceof WebAssembly.RuntimeError) throw new Error(`${where}: the core panicked: ${error.message}`);
      throw error;
    }
    healthy();
  }
  // every road was taken
  assert.ok(outcomes.error > 1000, JSON.stringify(outcomes));
  assert.ok(outcomes.ran > 500, JSON.stringify(outcomes));
  assert.ok(outcomes.runtime > 20, JSON.stringify(outcomes));
  assert.ok(outcomes['step-budget'] > 20, JSON.stringify(outcomes));
});
