// The public JavaScript API, imported the way a tutorial site would, in Node.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';

import init, {
  MAX_N,
  STRATEGIES,
  Solutions,
  Stepper,
  CountPlan,
  solveNQueens,
  totalNQueens,
  uniqueNQueens,
  countSolutions,
  formatBoard,
  isCanonical,
  validateBoard,
  runStrategy,
  bruteForceSpaces,
  decodeEvent,
  wasmMemoryBytes,
} from '../../www/nqueens.js';
import * as facade from '../../www/nqueens.js';
import * as base from '../../www/js/api/base.js';
import * as programs from '../../www/js/api/programs.js';
import * as countPlan from '../../www/js/api/count-plan.js';

const A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];

before(async () => {
  const bytes = await readFile(new URL('../../www/pkg/nqueens_bg.wasm', import.meta.url));
  await init({ module_or_path: bytes });
  await init(); // idempotent: a second call returns the same loaded module
});

test('init() in Node without the bytes says how to pass them, and can be retried', () => {
  // A fresh process: this one has loaded the module already.
  const api = new URL('../../www/nqueens.js', import.meta.url).href;
  const wasm = new URL('../../www/pkg/nqueens_bg.wasm', import.meta.url);
  const script = `
    import { readFileSync } from 'node:fs';
    import init, { totalNQueens } from ${JSON.stringify(api)};
    const report = {};
    try { await init(); } catch (e) {
      Object.assign(report, { name: e.name, message: e.message, cause: e.cause?.message });
    }
    await init({ module_or_path: readFileSync(new URL(${JSON.stringify(wasm.href)})) });
    report.total = totalNQueens(8);
    console.log(JSON.stringify(report));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  const report = JSON.parse(output);
  assert.equal(report.name, 'TypeError');
  assert.match(report.message, /In Node, .*pass the wasm bytes.*init\(\{ module_or_path: readFileSync\(/);
  assert.match(report.message, /fetch failed/, 'keeps the original message');
  assert.equal(report.cause, 'fetch failed');
  assert.equal(report.total, 92, 'a later init with the bytes works');
});

// nqueens.js gathers the public names of its parts (www/js/api/): the page
// imports base.js and then programs.js, and must get the very same objects.
test('nqueens.js re-exports its parts: the same objects, the constants live, none of the internals', () => {
  for (const name of Object.keys(facade)) {
    const part = [base, programs, countPlan].find((module) => Object.hasOwn(module, name));
    assert.ok(part, `${name} comes from a part`);
    assert.equal(facade[name], part[name], name);
  }
  assert.equal(facade.default, init);
  assert.equal(base.MAX_N, MAX_N);
  assert.equal(facade.STRATEGIES, base.STRATEGIES);
  assert.ok(facade.STRATEGIES.length > 0, 'set by init()');
  for (const internal of ['raw', 'programs', 'MAX_SOURCE_BYTES', 'ready', 'readyToRun', 'readyToCount', 'call', 'Handle', 'wholeNumber', 'describe', 'boardSize', 'oneOf', 'solutionCounts', 'codeView']) {
    assert.ok(Object.hasOwn(base, internal), `base.js has ${internal}`);
    assert.ok(!Object.hasOwn(facade, internal), `nqueens.js does not export ${internal}`);
  }
});

test('constants are set from the wasm module', () => {
  assert.equal(MAX_N, 32);
  assert.deepEqual(STRATEGIES, ['brute-force', 'backtracking', 'backtracking-iterative', 'flag-arrays', 'bitmask']);
});

test('LeetCode 51 and 52', () => {
  assert.deepEqual(solveNQueens(4), [
    ['.Q..', '...Q', 'Q...', '..Q.'],
    ['..Q.', 'Q...', '...Q', '.Q..'],
  ]);
  A000170.forEach((count, i) => assert.equal(totalNQueens(i + 1), count, `n=${i + 1}`));
  assert.equal(uniqueNQueens(8), 12);
  assert.deepEqual(countSolutions(10), { total: 724, unique: 92 });
  assert.equal(solveNQueens(8).length, 92);
});

test('for…of and spread over Solutions', () => {
  const all = [...new Solutions(6)];
  assert.equal(all.length, 4);
  assert.ok(all.every((cols) => cols instanceof Uint8Array && cols.length === 6));
  let count = 0;
  let first = null;
  for (const cols of new Solutions(8)) {
    first ??= Array.from(cols);
    count++;
  }
  assert.equal(count, 92);
  assert.deepEqual(first, [0, 4, 7, 5, 2, 6, 1, 3]);
});

test('the iterator stays done and an early break frees it', () => {
  const it = new Solutions(4);
  assert.equal(it[Symbol.iterator](), it);
  assert.deepEqual(Array.from(it.next().value), [1, 3, 0, 2]);
  assert.deepEqual(Array.from(it.next().value), [2, 0, 3, 1]);
  for (let i = 0; i < 3; i++) assert.deepEqual(it.next(), { value: undefined, done: true });
  assert.equal(it.yielded, 2, 'the final count outlives the wasm side');

  const early = new Solutions(8);
  for (const _ of early) break;
  assert.deepEqual(early.next(), { value: undefined, done: true });
  assert.equal(early.yielded, 1);
  assert.equal(early.n, 8);
});

test('yielded stays readable after every way of ending', () => {
  const all = new Solutions(8);
  assert.equal(all.yielded, 0);
  assert.equal([...all].length, 92);
  assert.equal(all.yielded, 92);

  const batched = new Solutions(6);
  assert.equal(batched.nextBatch(3).length, 3 * 6);
  assert.equal(batched.yielded, 3);
  assert.equal(batched.nextBatch(100).length, 6);
  assert.equal(batched.nextBatch(100).length, 0); // the end: frees itself
  assert.equal(batched.yielded, 4);

  const freed = new Solutions(5);
  freed.next();
  freed.next();
  freed.free();
  freed.free();
  assert.equal(freed.yielded, 2);
  assert.throws(() => freed.nextBatch(1), /freed/, 'other calls still say it was freed');
});

test('nextBatch returns many solutions in one array', () => {
  const it = new Solutions(8);
  const batch = it.nextBatch(50);
  assert.equal(batch.length, 50 * 8);
  assert.deepEqual(Array.from(batch.subarray(0, 8)), [0, 4, 7, 5, 2, 6, 1, 3]);
  assert.equal(it.nextBatch(1000).length, 42 * 8);
  assert.equal(it.nextBatch(1000).length, 0);
  assert.throws(() => new Solutions(8).nextBatch(0), RangeError);
});

test('the n=4 step sequence tells the seed walkthrough', () => {
  const s = new Stepper(4);
  const events = [];
  for (let e = s.step(); e; e = s.step()) events.push(e);
  assert.equal(s.step(), null);
  assert.equal(s.done, true);
  assert.deepEqual(events[0], { kind: 'place', step: 1, row: 0, col: 0, attacker: null });
  assert.deepEqual(events[1], {
    kind: 'reject', step: 2, row: 1, col: 0, attacker: { row: 0, col: 0, line: 'column' },
  });
  assert.deepEqual(events[2].attacker, { row: 0, col: 0, line: 'diagonal' });
  const story = events
    .filter((e) => e.kind === 'place' || e.kind === 'remove')
    .map((e) => `${e.kind} ${e.row + 1},${e.col + 1}`);
  assert.deepEqual(story.slice(0, 12), [
    'place 1,1', 'place 2,3', 'remove 2,3', 'place 2,4', 'place 3,2', 'remove 3,2',
    'remove 2,4', 'remove 1,1', 'place 1,2', 'place 2,4', 'place 3,1', 'place 4,3',
  ]);
  const solutions = events.filter((e) => e.kind === 'solution');
  assert.equal(solutions.length, 2);
  assert.equal(solutions[0].index, 0);
  assert.deepEqual(Array.from(solutions[0].queens), [1, 3, 0, 2]);
  assert.deepEqual([solutions[0].row, solutions[0].col], [3, 2]);
  assert.deepEqual(events.at(-1), { kind: 'done', step: events.length, row: null, col: null, attacker: null });
  assert.deepEqual(s.counts, { places: 16, rejects: 44, removes: 16, solutions: 2 });
  s.free();
});

test('back undoes exactly one event and returns it', () => {
  const s = new Stepper(5);
  const forward = [];
  for (let i = 0; i < 40; i++) forward.push(s.step());
  const queens = Array.from(s.queens);
  const counts = s.counts;
  const next = s.step();
  assert.deepEqual(s.back(), next);
  assert.equal(s.position, 40);
  assert.deepEqual(Array.from(s.queens), queens);
  assert.deepEqual(s.counts, counts);
  assert.deepEqual(s.peek(), next);
  const backward = [];
  for (let e = s.back(); e; e = s.back()) backward.push(e);
  assert.deepEqual(backward.reverse(), forward);
  assert.equal(s.position, 0);
  assert.equal(s.back(), null);
});

test('seek, advance, nextSolution, reset and the batch path agree', () => {
  const a = new Stepper(6);
  const b = new Stepper(6);
  const codes = b.stepBatch(500);
  assert.ok(codes instanceof Uint32Array);
  assert.equal(a.seek(500), 500);
  assert.deepEqual(Array.from(a.queens), Array.from(b.queens));
  a.seek(0);
  const first = a.step();
  assert.deepEqual(decodeEvent(codes[0], 1), first);
  a.reset();
  assert.equal(a.position, 0);
  const sol = a.nextSolution();
  assert.equal(sol.kind, 'solution');
  assert.deepEqual(Array.from(sol.queens), Array.from(new Solutions(6).next().value));
  assert.equal(a.advance(1e9) > 0, true);
  assert.equal(a.done, true);
  assert.equal(a.nextSolution(), null);
});

test('decodeEvent decodes every code the step machine makes, and nothing else', () => {
  // Every event of a whole run, one at a time and as codes, agree.
  const one = new Stepper(5);
  const events = [];
  for (let e = one.step(); e; e = one.step()) events.push(e);
  const codes = new Stepper(5).stepBatch(1e6);
  assert.equal(codes.length, events.length);
  codes.forEach((code, i) => {
    const { index, queens, ...plain } = events[i];
    assert.deepEqual(decodeEvent(code, i + 1), plain, `event ${i + 1}`);
  });
  assert.equal(decodeEvent(codes[0]).step, null);
  assert.equal(decodeEvent(codes[0], undefined).step, null);
  assert.equal(decodeEvent(0xffffffff), null, 'the "no event" code');
  // Numbers no step machine produces: negative, fractional, unknown kinds,
  // stray bits, a reject with no line, a done with a square.
  for (const bad of [-1, 7, 5, 6, 1.5, NaN, Infinity, 2 ** 32, 2 ** 25, 1 << 13, 4 | (1 << 3), 1 | (3 << 23)]) {
    assert.throws(() => decodeEvent(bad), { name: 'RangeError', message: /^event code must be a code returned by Stepper\.stepBatch\(\)/ }, String(bad));
  }
  for (const bad of ['x', '0', null, undefined, [0], true, 0n]) {
    assert.throws(() => decodeEvent(bad), { name: 'TypeError', message: /^event code must be a number/ }, String(bad));
  }
  assert.throws(() => decodeEvent(0, '1'), { name: 'TypeError', message: /step must be a number/ });
  assert.throws(() => decodeEvent(0, 0), { name: 'RangeError', message: /step must be a whole number >= 1/ });
});

test('count plans add up in pieces', () => {
  // n = 15: hundreds of pieces (the join's chunks); each piece's unique is
  // its share (a multiple of 1/8), and the shares add up to the whole.
  const plan = new CountPlan(15);
  assert.ok(plan.length > 300);
  let total = 0;
  let unique = 0;
  for (let i = 0; i < plan.length; i++) {
    const c = plan.countPiece(i);
    total += c.total;
    unique += c.unique;
  }
  assert.deepEqual([total, unique], [2279184, 285053]);
  assert.throws(() => plan.countPiece(plan.length), RangeError);
  assert.throws(() => plan.countPiece(-1), { name: 'RangeError', message: /piece index must be a whole number from 0 to/ });
  // Never coerced to a number, like board sizes.
  for (const bad of ['3', [3], null, true, undefined, 3n]) {
    assert.throws(() => plan.countPiece(bad), { name: 'TypeError', message: /^piece index must be a number/ }, String(bad));
  }
  assert.throws(() => plan.countPiece('3'), { message: /got the string "3"/ });
  // countRange: the same sum, in one call and in any cut.
  assert.deepEqual(plan.countRange(0, plan.length), { total, unique });
  const middle = Math.floor(plan.length / 2);
  const [a, b] = [plan.countRange(0, middle), plan.countRange(middle, plan.length)];
  assert.deepEqual([a.total + b.total, a.unique + b.unique], [total, unique]);
  assert.deepEqual(plan.countRange(3, 3), { total: 0, unique: 0 });
  assert.throws(() => plan.countRange(0, plan.length + 1), { name: 'RangeError', message: /^range end must be a whole number from 0 to/ });
  assert.throws(() => plan.countRange(2, 1), { name: 'RangeError', message: /^range start must be a whole number from 0 to 1/ });
  assert.throws(() => plan.countRange('0', 1), { name: 'TypeError', message: /^range start must be a number/ });
  // preparePiece builds tables only: every piece counts the same after it.
  for (const i of [plan.length - 1, 1, 0]) {
    assert.equal(plan.preparePiece(i), undefined);
    assert.deepEqual(plan.countRange(0, plan.length), { total, unique });
  }
  assert.throws(() => plan.preparePiece(plan.length), { name: 'RangeError', message: /^piece index must be a whole number from 0 to/ });
  assert.throws(() => plan.preparePiece('1'), { name: 'TypeError', message: /^piece index must be a number/ });
  plan.free();
  // The sets of tables a worker builds: one case for even n, one per cross for odd n, none past the join.
  const sets = (n) => {
    const p = new CountPlan(n);
    const s = p.tableSets;
    p.free();
    return s;
  };
  assert.deepEqual([sets(16), sets(20), sets(21), sets(22)], [1, 1, 46, 0]);
  assert.ok(sets(17) > 1);
});

test('strategies, formats, validation, spaces', () => {
  const bf = runStrategy('brute-force', 6);
  assert.deepEqual([bf.solutions, bf.nodes], [4, 46656]);
  for (const name of STRATEGIES) assert.equal(runStrategy(name, 8).solutions, 92, name);
  assert.throws(() => runStrategy('brute-force', 9), { name: 'RangeError', message: /1 to 8/ });
  assert.throws(() => runStrategy('magic', 4), { name: 'TypeError', message: /brute-force/ });
  assert.equal(formatBoard([1, 3, 0, 2], 'leetcode'), '[".Q..","...Q","Q...","..Q."]');
  assert.equal(formatBoard([1, 3, 0, 2], 'one-based'), '2 4 1 3');
  assert.equal(isCanonical([1, 3, 0, 2]), true);
  assert.equal(isCanonical(Uint8Array.of(2, 0, 3, 1)), false);
  // Only solutions are canonical or not; anything else says why, like the
  // other board-taking functions do for malformed boards.
  assert.throws(() => isCanonical([0, 1, 2, 3]), { name: 'RangeError', message: /not a solution.*rows 0 and 1 share a diagonal/ });
  assert.throws(() => isCanonical([1, 3, 0, 1]), { name: 'RangeError', message: /share a column/ });
  assert.throws(() => isCanonical([0, 4]), RangeError);
  for (const cols of new Solutions(6)) assert.equal(typeof isCanonical(cols), 'boolean');
  assert.deepEqual(validateBoard([1, 3, 0, 2]), { valid: true, conflicts: [] });
  const bad = validateBoard([0, 1, 3, 2]);
  assert.equal(bad.valid, false);
  assert.deepEqual(bad.conflicts[0], { a: { row: 0, col: 0 }, b: { row: 1, col: 1 }, line: 'diagonal' });
  assert.deepEqual(bruteForceSpaces(8), { anySquares: 4426165368n, onePerRow: 16777216n });
});

test('bad arguments throw clear errors and the module keeps working', () => {
  const cases = [
    [0, RangeError], [-1, RangeError], [33, RangeError], [4.5, RangeError], [NaN, RangeError],
    ['8', TypeError], [undefined, TypeError], [null, TypeError], [{}, TypeError],
  ];
  for (const [n, type] of cases) {
    for (const make of [(x) => new Solutions(x), (x) => new Stepper(x), (x) => new CountPlan(x), totalNQueens, uniqueNQueens, solveNQueens]) {
      assert.throws(() => make(n), (e) => e instanceof type && /1 to 32|from 1 to/.test(e.message), `${String(n)}`);
    }
  }
  assert.throws(() => solveNQueens(13), { name: 'RangeError', message: /Solutions/ });
  assert.throws(() => formatBoard([0, 5], 'grid'), RangeError);
  assert.throws(() => formatBoard([1, 3, 0, 2], 'png'), TypeError);
  assert.throws(() => validateBoard('abc'), TypeError);
  assert.throws(() => isCanonical(['1', '3', '0', '2']), { name: 'TypeError', message: /got the string "1"/ });
  const s = new Stepper(4);
  assert.throws(() => s.seek(-4), RangeError);
  assert.throws(() => s.advance(1.5), RangeError);
  assert.throws(() => s.stepBatch(0), RangeError);
  assert.throws(() => new Solutions(4).nextBatch(2.5), RangeError);
  s.free();
  s.free(); // twice is fine
  assert.throws(() => s.step(), { message: /freed/ });
  assert.equal(totalNQueens(8), 92, 'still works after all those errors');
});

test('every count-like argument is a TypeError when not a number', () => {
  const s = new Stepper(6);
  const it = new Solutions(6);
  const calls = {
    'advance': [(x) => s.advance(x), 'count'],
    'seek': [(x) => s.seek(x), 'step'],
    'stepBatch': [(x) => s.stepBatch(x), 'max'],
    'nextBatch': [(x) => it.nextBatch(x), 'max'],
  };
  for (const [name, [call, what]] of Object.entries(calls)) {
    for (const bad of ['3', [3], null, true, undefined, 3n, {}]) {
      assert.throws(() => call(bad), { name: 'TypeError', message: new RegExp(`^${what} must be a number`) }, `${name}(${String(bad)})`);
    }
    assert.throws(() => call('2'), { message: /got the string "2"$/ }, name);
    assert.throws(() => call(-1), { name: 'RangeError', message: new RegExp(`^${what} must be a whole number >= \\d, got -1$`) }, name);
  }
  assert.equal(s.position, 0, 'nothing was applied');
  assert.equal(it.next().done, false, 'nothing was taken');
  // Also once the iterator has finished and freed its wasm side.
  for (const _ of it);
  assert.throws(() => it.nextBatch('2'), TypeError);
  assert.equal(it.nextBatch(2).length, 0);
  // Huge counts clamp rather than fail.
  assert.equal(s.seek(1e300), s.position);
  assert.equal(s.done, true);
  s.free();
});

test('10,000 create/free cycles leave wasm memory flat', () => {
  const cycle = () => {
    const s = new Stepper(8);
    s.advance(100);
    s.free();
    const it = new Solutions(8);
    it.next();
    it.free();
    new CountPlan(9).free();
  };
  for (let i = 0; i < 1000; i++) cycle(); // warm up the allocator
  const before = wasmMemoryBytes();
  for (let i = 0; i < 10000; i++) cycle();
  assert.equal(wasmMemoryBytes(), before);
});
