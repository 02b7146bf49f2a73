// Issue #15: the reproductions of items 2-5, each a test. Item 2 (an
// exception unwinding through wasm frames) runs in child processes with a
// small stack (fixtures/unwind.mjs); the others here.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { solutionCodePossible } from './fixtures/solution-ends.mjs';

import init, {
  CountPlan, Solutions, Stepper, countSolutions, decodeEvent, formatBoard, isCanonical, runStrategy,
  solveNQueens, strategyMaxN, totalNQueens, uniqueNQueens, validateBoard, bruteForceSpaces, wasmMemoryBytes,
} from '../../www/nqueens.js';

before(async () => {
  const bytes = await readFile(new URL('../../www/pkg/nqueens_bg.wasm', import.meta.url));
  await init({ module_or_path: bytes });
});

const unwind = fileURLToPath(new URL('fixtures/unwind.mjs', import.meta.url));
function runUnwind(name, rounds = 1100) {
  const out = execFileSync(process.execPath, ['--stack-size=200', unwind, name, String(rounds)], { encoding: 'utf8' });
  return JSON.parse(out);
}

function assertSurvived(result) {
  assert.equal(result.error, undefined, result.error);
  assert.equal(result.after, undefined, result.after);
  assert.equal(result.total8, 92);
  assert.deepEqual(result.counts, { total: 92, unique: 12 });
  assert.deepEqual(result.step, { kind: 'place', step: 1, row: 0, col: 0, attacker: null });
  assert.equal(result.valid, true);
  assert.equal(result.restored, true, 'the stack pointer is back where init() found it');
}

test('the reproduction poisons the raw exports: the stack pointer leaks round after round', () => {
  const result = runUnwind('raw');
  // Most rounds overflow inside Rust and leave its frames behind; left
  // alone, ~2,000 rounds reach "memory access out of bounds".
  assert.ok(result.leaks > 300, `only ${result.leaks} of 1100 rounds leaked`);
  assert.ok(result.leakedBytes > 100_000, `${result.leakedBytes} bytes leaked`);
  // The next call through the public API puts it back.
  assertSurvived(result);
});

for (const name of ['solveNQueens', 'countSolutions', 'stepper']) {
  test(`1,100 rounds of stack overflow inside ${name} calls leave the module working`, () => {
    const result = runUnwind(name);
    assert.ok(result.calls > 1100, 'the rounds did call in');
    assertSurvived(result);
  });
}

test('a throwing Array.prototype.push does not reach the module', () => {
  const result = runUnwind('throwingPush');
  assert.equal(result.validWhilePatched, 1, 'validateBoard worked with push patched');
  assertSurvived(result);
});

test('an interrupted Stepper or Solutions goes on from its last complete call', () => {
  const stepper = runUnwind('keptStepper');
  assertSurvived(stepper);
  assert.ok(stepper.position > 50, 'steps were made between the interruptions');
  const solutions = runUnwind('keptSolutions', 300);
  assertSurvived(solutions);
  assert.equal(solutions.yielded + solutions.rest, 724, 'no solution lost or repeated (n = 10)');
});

test('huge strings: short messages, no wasm memory growth, the module keeps working', () => {
  const huge = 'x'.repeat(1e8);
  const before = wasmMemoryBytes();
  const plan = new CountPlan(6);
  const stepper = new Stepper(6);
  const solutions = new Solutions(6);
  const calls = [
    () => totalNQueens(huge), () => uniqueNQueens(huge), () => countSolutions(huge), () => solveNQueens(huge),
    () => bruteForceSpaces(huge), () => new Stepper(huge), () => new Solutions(huge), () => new CountPlan(huge),
    () => formatBoard([1, 3, 0, 2], huge), () => formatBoard(huge, 'grid'), () => validateBoard([huge]),
    () => isCanonical([0, huge]), () => runStrategy(huge, 4), () => runStrategy('bitmask', huge),
    () => strategyMaxN(huge), () => decodeEvent(huge), () => decodeEvent(0, huge), () => plan.countPiece(huge),
    () => stepper.seek(huge), () => stepper.advance(huge), () => stepper.stepBatch(huge), () => solutions.nextBatch(huge),
  ];
  for (const call of calls) {
    assert.throws(call, (e) => {
      assert.ok(e instanceof TypeError, `${e.name}: ${e.message.slice(0, 100)}`);
      assert.ok(e.message.length < 200, `a ${e.message.length}-character message`);
      if (e.message.includes('"')) assert.match(e.message, /"x{32}…" \(100000000 characters\)/);
      return true;
    }, call.toString());
  }
  assert.equal(wasmMemoryBytes(), before, 'wasm memory did not grow');
  assert.equal(totalNQueens(8), 92);
  assert.equal(formatBoard([1, 3, 0, 2], 'one-based'), '2 4 1 3');
  assert.equal(formatBoard([1, 3, 0, 2], 'one-based'), '2 4 1 3', 'a second formatBoard too');
  for (const handle of [plan, stepper, solutions]) handle.free();
});

test("a string of V8's maximum length: our TypeError, a short message, no wasm memory growth", async () => {
  // The worst case: a plain Error (the message itself could not be
  // built) and ~0.5 GB of wasm memory per call, then `unreachable`.
  const { constants } = await import('node:buffer');
  let longest = 'x'.repeat(constants.MAX_STRING_LENGTH);
  const before = wasmMemoryBytes();
  const calls = [
    () => totalNQueens(longest), () => formatBoard(longest, 'grid'), () => formatBoard([1, 3, 0, 2], longest),
    () => runStrategy(longest, 4), () => strategyMaxN(longest), () => validateBoard([longest]), () => decodeEvent(longest),
  ];
  for (const call of calls) {
    assert.throws(call, (e) => {
      assert.ok(e instanceof TypeError, `${e.name}: ${e.message.slice(0, 100)}`);
      assert.ok(e.message.length < 200, `a ${e.message.length}-character message`);
      assert.ok(e.message.includes(`(${constants.MAX_STRING_LENGTH} characters)`) || !e.message.includes('"'), e.message);
      return true;
    }, call.toString());
  }
  longest = null;
  assert.equal(wasmMemoryBytes(), before, 'wasm memory did not grow');
  assert.equal(formatBoard([1, 3, 0, 2], 'one-based'), '2 4 1 3');
  assert.equal(formatBoard([1, 3, 0, 2], 'one-based'), '2 4 1 3', 'a second formatBoard too');
  assert.equal(totalNQueens(8), 92);
});

test('decodeEvent rejects codes no step machine makes, judged by the geometry', () => {
  // The code: (0, 0) attacked by (5, 3) along a column.
  assert.throws(() => decodeEvent(1 | (5 << 13) | (3 << 18)), { name: 'RangeError', message: /event code must be a code returned by Stepper\.stepBatch\(\), got 827393$/ });
  // Independent truth: a reject is possible iff its attacker sits on an
  // earlier row and shares the named line with the square.
  const onLine = [(r, c, ar, ac) => c === ac, (r, c, ar, ac) => r - c === ar - ac, (r, c, ar, ac) => r + c === ar + ac];
  let seed = 15;
  const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  let accepted = 0;
  for (let i = 0; i < 20000; i++) {
    const [r, c, ar, ac, line] = [32, 32, 32, 32, 4].map((k) => Math.floor(random() * k));
    const code = 1 | (r << 3) | (c << 8) | (ar << 13) | (ac << 18) | (line << 23);
    const possible = line < 3 && ar < r && onLine[line](r, c, ar, ac);
    if (possible) {
      accepted++;
      const event = decodeEvent(code);
      assert.deepEqual([event.row, event.col, event.attacker.row, event.attacker.col], [r, c, ar, ac]);
    } else {
      assert.throws(() => decodeEvent(code), RangeError, `(${r},${c}) by (${ar},${ac}) line ${line}`);
    }
  }
  assert.ok(accepted > 100, `${accepted} possible rejects drawn`);
  // Every other kind: a square and nothing else.
  for (const kind of [0, 2, 3]) {
    assert.equal(decodeEvent(kind | (31 << 3) | (31 << 8)).row, 31);
    assert.throws(() => decodeEvent(kind | (1 << 13)), RangeError);
  }
  assert.throws(() => decodeEvent(4 | (1 << 8)), RangeError);
  // And every code of real runs decodes.
  for (let n = 1; n <= 8; n++) for (const code of new Stepper(n).stepBatch(1e6)) decodeEvent(code);
});

// Issue #27, item 3: a solution code names the row of the queen that
// completed the board, so its row is n - 1 and its column one in which the
// last queen of some n-queens solution stands (independent truth:
// fixtures/solution-ends.mjs). 505 of the 1,024 solution-shaped codes are
// impossible: rows 1 and 2 (n = 2 and 3 have no solution), columns past n - 1,
// and the outer columns of n = 4 and 6.
test('decodeEvent accepts exactly the solution codes some Stepper emits', () => {
  const message = (code) => ({ name: 'RangeError', message: `event code must be a code returned by Stepper.stepBatch(), got ${code}` });
  // The codes: a row-0 solution is n = 1, so only column 0; n = 2 has none.
  assert.equal(7939, 3 | (0 << 3) | (31 << 8));
  assert.throws(() => decodeEvent(7939), message(7939));
  assert.throws(() => decodeEvent(11), message(11));
  assert.throws(() => decodeEvent('7939'), { name: 'TypeError', message: /^event code must be a number/ });
  assert.deepEqual(decodeEvent(3), { kind: 'solution', step: null, row: 0, col: 0, attacker: null });
  let accepted = 0;
  for (let row = 0; row < 32; row++) {
    for (let col = 0; col < 32; col++) {
      const code = 3 | (row << 3) | (col << 8);
      if (solutionCodePossible(row, col)) {
        accepted++;
        assert.deepEqual(decodeEvent(code, 5), { kind: 'solution', step: 5, row, col, attacker: null });
      } else {
        assert.throws(() => decodeEvent(code), message(code), `solution at (${row}, ${col})`);
      }
    }
  }
  assert.equal(1024 - accepted, 505, 'the issue counted 505 impossible solution codes');
  // Every solution code of real runs decodes, and each is one of those.
  for (let n = 1; n <= 8; n++) {
    const stepper = new Stepper(n);
    for (const code of stepper.stepBatch(1e6)) if ((code & 7) === 3) assert.equal(decodeEvent(code).row, n - 1);
    stepper.free();
  }
});

test('one strict rule for every argument, with our messages', () => {
  // Array-likes: the length follows the number rule.
  assert.throws(() => formatBoard({ length: 4.5, 0: 1, 1: 3, 2: 0, 3: 2, 4: 4 }, 'one-based'),
    { name: 'RangeError', message: 'cols.length (the board size) must be a whole number from 1 to 32, got 4.5' });
  for (const [length, type] of [[-1, RangeError], [0, RangeError], [33, RangeError], [1e9, RangeError], [NaN, RangeError], [Infinity, RangeError]]) {
    assert.throws(() => validateBoard({ length }), { name: type.name, message: /^cols\.length \(the board size\) must be a whole number from 1 to 32, got / }, String(length));
  }
  for (const cols of [{}, { length: '4' }, 'abcd', 42, null, undefined, () => 0, Symbol('x'), 4n]) {
    assert.throws(() => validateBoard(cols), { name: 'TypeError', message: /^cols must be an array of column numbers/ }, typeof cols);
  }
  // Names: a string, one of the list; the same error everywhere.
  const board = [1, 3, 0, 2];
  for (const format of [Object.create(null), { toString: () => 'grid' }, ['grid'], Symbol('grid'), 1, null, undefined]) {
    assert.throws(() => formatBoard(board, format), { name: 'TypeError', message: /^format must be a string, one of leetcode, one-based, grid, got / });
  }
  assert.throws(() => formatBoard(board, 'svg'), { name: 'TypeError', message: 'unknown format "svg"; allowed: leetcode, one-based, grid' });
  for (const name of [['bitmask'], { toString: () => 'bitmask' }, Object.create(null), 7]) {
    let first;
    assert.throws(() => strategyMaxN(name), (e) => { first = e; return e instanceof TypeError; });
    assert.throws(() => runStrategy(name, 4), (e) => e instanceof TypeError && e.message === first.message);
    assert.match(first.message, /^strategy must be a string, one of brute-force, /);
  }
  assert.equal(strategyMaxN('bitmask'), 16);
  // Entries: the number rule, with the row in the message.
  assert.throws(() => validateBoard([0, '1']), { name: 'TypeError', message: /^cols\[1\] .* must be a number \(a whole number from 0 to 1\), got the string "1"$/ });
  assert.throws(() => validateBoard([0, 2]), { name: 'RangeError', message: /^cols\[1\] .* must be a whole number from 0 to 1, got 2$/ });
  // A getter that throws is the caller's own error, untouched, and nothing crossed.
  const boom = new Error('boom');
  assert.throws(() => validateBoard({ length: 2, 0: 0, get 1() { throw boom; } }), (e) => e === boom);
  assert.equal(totalNQueens(8), 92);
});
