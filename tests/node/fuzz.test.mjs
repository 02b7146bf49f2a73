// A seeded fuzz test of the public JavaScript API (issue #15): over 100,000
// calls with hostile values (wrong types, huge strings, array-likes with
// odd lengths, proxies and getters that throw, symbols, BigInts), freed
// objects used again, several objects of each kind interleaved, and now and
// then a throwing monkey-patched built-in. After every error, the error
// must be one of ours (a TypeError or RangeError saying what is allowed, or
// the "freed" Error) and totalNQueens(8) must still be 92. Results are
// checked against independent truth where it is cheap (OEIS A000170, the
// step machine's own invariants, the event codes a Stepper can emit:
// fixtures/solution-ends.mjs; free play's hintFor, stepOfQueens,
// solutionRank and attackedBy, issue #27: fixtures/partial-oracle.mjs; the
// programs' exports have their own fuzz, program-fuzz.test.mjs).
// FUZZ_SEED=... replays a run.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import * as nq from '../../www/nqueens.js';
import { eventCodePossible, solutionEndColumns } from './fixtures/solution-ends.mjs';
import { allSolutions, prefixConflicts, expectedHint, expectedRank, expectedAttacks } from './fixtures/partial-oracle.mjs';

const A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];
const CALLS = 100_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261201);

before(async () => {
  const bytes = await readFile(new URL('../../www/pkg/nqueens_bg.wasm', import.meta.url));
  await nq.default({ module_or_path: bytes });
  // The oracle's answers, worked out before any built-in is patched.
  for (let n = 1; n <= 32; n++) solutionEndColumns(n);
  for (let n = 1; n <= 8; n++) allSolutions(n);
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

const HUGE = 'q'.repeat(1 << 24);
const boom = new Error('hostile getter');
const hostile = [
  0, -0, -1, 1.5, 33, 2 ** 32, 2 ** 53 + 2, 1e300, NaN, Infinity, -Infinity,
  '', '4', 'grid', 'bitmask', HUGE, ' 8', '0x8',
  null, undefined, true, false, 4n, Symbol('s'), () => 4,
  {}, [], [4], [1, 3, 0, 2], Object.create(null),
  { length: 4.5, 0: 1, 1: 3, 2: 0, 3: 2 }, { length: -1 }, { length: 1e9 }, { length: '4' },
  { valueOf: () => 4 }, { toString: () => 'grid' }, { get length() { throw boom; } },
  new Proxy([1, 3, 0, 2], { get() { throw boom; } }),
  Uint8Array.of(1, 3, 0, 2), new Float64Array(4), new Uint8Array(40),
];

/** `call()`'s result; any error is a failure (an AssertionError, never one of ours). */
function valid(call, what) {
  try {
    return call();
  } catch (error) {
    assert.fail(`${what} refused valid input: ${error?.name}: ${String(error?.message).slice(0, 200)}`);
  }
}

/** The queens a fresh Stepper holds after `step` steps. */
function stepperQueensAt(n, step) {
  const stepper = new nq.Stepper(n);
  try {
    stepper.seek(step);
    return [...stepper.queens];
  } finally {
    stepper.free();
  }
}

function isOurError(error) {
  if (error === boom) return true; // the caller's own getter, untouched
  if (error instanceof WebAssembly.RuntimeError) return false;
  const ours = error instanceof TypeError || error instanceof RangeError ||
    (error instanceof Error && /has been freed; create a new one$/.test(error.message));
  return ours && error.message.length < 300 && !/undefined is not|Cannot (read|convert)|is not a function/.test(error.message);
}

test(`${CALLS.toLocaleString('en')} fuzzed calls, each error checked, totalNQueens(8) === 92 after every one (seed ${SEED})`, (t) => {
  const random = generator(SEED);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const int = (k) => Math.floor(random() * k);
  // Mostly valid, sometimes hostile; small valid sizes keep each call quick.
  const size = () => (random() < 0.75 ? 1 + int(9) : pick(hostile));
  const count = () => (random() < 0.75 ? int(random() < 0.1 ? 1e6 : 60) : pick(hostile));
  const board = () => {
    if (random() < 0.3) return pick(hostile);
    const n = 1 + int(8);
    const cols = Array.from({ length: n }, () => int(n));
    if (random() < 0.1) cols[int(n)] = pick(hostile);
    return random() < 0.5 ? cols : Uint8Array.from(cols.map((c) => (typeof c === 'number' ? c : 0)));
  };
  // [n, columns of the top rows] (n null when something in it is hostile).
  const prefix = () => {
    if (random() < 0.1) return [null, pick(hostile)];
    const n = 1 + int(8);
    const cols = Array.from({ length: int(n + 1) }, () => int(n));
    if (random() < 0.05) return [null, cols.map((c) => (random() < 0.3 ? pick(hostile) : c))];
    return [n, random() < 0.5 ? cols : Uint8Array.from(cols)];
  };
  // [n, distinct squares of that board] (n null when hostile).
  const queensAnywhere = () => {
    const n = 1 + int(8);
    const seen = new Set();
    const queens = [];
    for (let i = int(6); i > 0; i -= 1) {
      const q = { row: int(n), col: int(n) };
      if (!seen.has(q.row * n + q.col)) queens.push(q), seen.add(q.row * n + q.col);
    }
    if (random() < 0.1) return [null, random() < 0.5 ? pick(hostile) : [...queens, { row: pick(hostile), col: 0 }]];
    return [n, queens];
  };
  const name = (names) => (random() < 0.7 ? pick(names) : pick(hostile));
  const steppers = [];
  const iterators = [];
  const plans = [];
  const handle = (list) => (list.length ? pick(list) : null);

  const operations = [
    () => { const n = size(); const t = nq.totalNQueens(n); assert.equal(t, A000170[n - 1]); },
    () => nq.uniqueNQueens(size()),
    () => { const n = size(); const c = nq.countSolutions(n); assert.equal(c.total, A000170[n - 1]); },
    () => { const n = size(); if (typeof n === 'number' && n <= 8) assert.equal(nq.solveNQueens(n).length, A000170[n - 1]); },
    () => nq.bruteForceSpaces(size()),
    () => nq.formatBoard(board(), name(['leetcode', 'one-based', 'grid'])),
    () => { const r = nq.validateBoard(board()); assert.equal(r.valid, r.conflicts.length === 0); },
    () => nq.isCanonical(board()),
    () => { const n = size(); const s = name(nq.STRATEGIES); if (typeof n !== 'number' || n <= 6) nq.runStrategy(s, n); },
    () => nq.strategyMaxN(name(nq.STRATEGIES)),
    () => {
      // A third of the numbers are solution-shaped (issue #27: 505 of them
      // are impossible); what is accepted is checked against the geometry.
      const numeric = random() < 0.7;
      const code = numeric ? (random() < 0.3 ? 3 | (int(32) << 3) | (int(32) << 8) : int(2 ** 25)) : pick(hostile);
      const step = random() < 0.8 ? null : pick(hostile);
      let accepted = true;
      try {
        nq.decodeEvent(code, step);
      } catch (error) {
        accepted = false;
        if (!numeric || step !== null) throw error;
        assert.ok(error instanceof RangeError, String(error));
      }
      if (numeric && step === null) assert.equal(accepted, eventCodePossible(code), `decodeEvent(${code})`);
    },
    // The partial-board calls (free play's), against fixtures/partial-oracle.mjs;
    // on valid input any error fails the test (`valid`).
    () => {
      const [n, cols] = prefix();
      if (n === null) return void nq.hintFor(pick([4, 8, ...hostile]), cols);
      const hint = valid(() => nq.hintFor(n, cols), `hintFor(${n}, [${[...cols]}])`);
      assert.deepEqual({ ...hint }, expectedHint(n, [...cols]), `hintFor(${n}, [${[...cols]}])`);
    },
    () => {
      const [n, cols] = prefix();
      if (n === null) return void nq.stepOfQueens(pick([4, 8, ...hostile]), cols);
      if (prefixConflicts([...cols])) return void assert.throws(() => nq.stepOfQueens(n, cols), RangeError);
      const step = valid(() => nq.stepOfQueens(n, cols), `stepOfQueens(${n}, [${[...cols]}])`);
      assert.deepEqual(stepperQueensAt(n, step), [...cols], `stepOfQueens(${n}, [${[...cols]}]) = ${step}`);
    },
    () => {
      const list = allSolutions(1 + int(8));
      if (!list.length || random() < 0.3) return void nq.solutionRank(board());
      const cols = list[int(list.length)];
      const rank = valid(() => nq.solutionRank(random() < 0.5 ? cols : Uint8Array.from(cols)), `solutionRank([${cols}])`);
      assert.deepEqual({ ...rank }, expectedRank(cols), `solutionRank([${cols}])`);
    },
    () => {
      const [n, queens] = queensAnywhere();
      if (n === null) return void nq.attackedBy(pick([4, 8, ...hostile]), queens);
      const map = valid(() => nq.attackedBy(n, queens), `attackedBy(${n}, ${JSON.stringify(queens)})`);
      assert.deepEqual([...map], expectedAttacks(n, queens), `attackedBy(${n}, ${JSON.stringify(queens)})`);
    },
    () => { const s = new nq.Stepper(size()); if (s.n > 9) s.free(); else steppers.push(s); },
    () => { const s = new nq.Solutions(size()); if (s.n > 9) s.free(); else iterators.push(s); },
    () => { const p = new nq.CountPlan(size()); if (p.n > 9) p.free(); else plans.push(p); },
    () => {
      const s = handle(steppers);
      if (!s) return;
      const before = s._freed ? null : s.position;
      const op = int(9);
      const result = [() => s.step(), () => s.back(), () => s.peek(), () => s.nextSolution(), () => s.advance(count()),
        () => s.stepBatch(count()), () => s.seek(count()), () => s.reset(), () => s.counts][op]();
      // Invariants: a step's event is numbered by the position it leaves.
      if (op === 0 && result) assert.equal(result.step, s.position);
      if (op === 1 && result) assert.equal(s.position, before - 1);
      const c = s.counts;
      assert.equal(c.places - c.removes, s.queens.length, 'every placed queen not removed is on the board');
    },
    () => {
      const it = handle(iterators);
      if (!it) return;
      if (random() < 0.5) {
        const r = it.next();
        if (!r.done) assert.equal(nq.validateBoard(r.value).valid, true);
      } else {
        it.nextBatch(count());
      }
    },
    () => { const p = handle(plans); if (p) p.countPiece(random() < 0.8 ? int(p.length + 2) : pick(hostile)); },
    () => { const list = pick([steppers, iterators, plans]); const h = handle(list); if (h) h.free(); },
    () => { // drop freed or old handles now and then, so the pools stay small
      for (const list of [steppers, iterators, plans]) if (list.length > 12) list.splice(0, 6).forEach((h) => h.free());
    },
  ];

  let errors = 0;
  const kinds = {};
  const push = Array.prototype.push;
  for (let i = 0; i < CALLS; i++) {
    // One call in 500 runs with a throwing Array.prototype.push.
    const patched = random() < 0.002;
    const operation = pick(operations);
    let error = null;
    if (patched) {
      Array.prototype.push = () => {
        throw new Error('patched push');
      };
    }
    try {
      operation();
    } catch (e) {
      error = e;
    } finally {
      Array.prototype.push = push;
    }
    if (error) {
      errors++;
      kinds[error.name] = (kinds[error.name] ?? 0) + 1;
      if (!(patched && error.message === 'patched push')) {
        assert.ok(isOurError(error), `call ${i} (${operation.toString().slice(0, 80)}): ${error?.name}: ${String(error?.message).slice(0, 200)}`);
      }
      assert.equal(nq.totalNQueens(8), 92, `after call ${i}`);
    }
  }
  for (const list of [steppers, iterators, plans]) for (const h of list) h.free();
  t.diagnostic(`${errors} errors: ${JSON.stringify(kinds)}`);
  assert.ok(errors > CALLS / 10, `${errors} errors: the fuzz must reach the error paths`);
  assert.ok(errors < CALLS * 0.9, `${errors} errors: the fuzz must reach the working paths too`);
  assert.equal(nq.totalNQueens(8), 92);
});
