// Wasm linear memory must not grow while counting, iterating or stepping:
// after one warm-up round of each (which may grow it once, e.g. for a
// plan's piece list), repeating the same work leaves wasmMemoryBytes()
// exactly where it was. Sizes go up to 32, the largest board.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import init, {
  CountPlan, Solutions, Stepper, STRATEGIES, attackedBy, hintFor, isCanonical, solutionRank, solveNQueens, stepOfQueens,
  runStrategy, totalNQueens, wasmMemoryBytes,
} from '../../www/nqueens.js';

before(async () => {
  const bytes = await readFile(new URL('../../www/pkg/nqueens_bg.wasm', import.meta.url));
  await init({ module_or_path: bytes });
});

/** Runs `work` once to warm up, then twice more; memory must stay put. */
function assertNoGrowth(name, work) {
  work();
  const before = wasmMemoryBytes();
  work();
  work();
  assert.equal(wasmMemoryBytes(), before, `${name}: wasm memory grew from ${before} bytes`);
}

test('counting through CountPlan does not grow memory', () => {
  assertNoGrowth('CountPlan(12)', () => {
    const plan = new CountPlan(12);
    let total = 0;
    for (let i = 0; i < plan.length; i++) total += plan.countPiece(i).total;
    plan.free();
    assert.equal(total, 14200);
  });
  assertNoGrowth('totalNQueens', () => {
    for (let n = 1; n <= 11; n++) totalNQueens(n);
  });
  // The join's pieces allocate their halves and free them: after the
  // first count, the next ones reuse that memory.
  assertNoGrowth('CountPlan(14)', () => {
    const plan = new CountPlan(14);
    let total = 0;
    for (let i = 0; i < plan.length; i++) total += plan.countPiece(i).total;
    plan.free();
    assert.equal(total, 365596);
  });
  // Large plans: building (and freeing) them reuses the same memory.
  for (const n of [20, 32]) {
    assertNoGrowth(`CountPlan(${n})`, () => {
      const plan = new CountPlan(n);
      assert.ok(plan.length > 1000);
      plan.free();
    });
  }
});

test('iterating every solution does not grow memory', () => {
  assertNoGrowth('for…of Solutions(10)', () => {
    let count = 0;
    for (const cols of new Solutions(10)) count += cols.length > 0 ? 1 : 0;
    assert.equal(count, 724);
  });
  assertNoGrowth('nextBatch Solutions(10)', () => {
    const it = new Solutions(10);
    let count = 0;
    for (let batch = it.nextBatch(100); batch.length > 0; batch = it.nextBatch(100)) count += batch.length / 10;
    assert.equal(count, 724);
  });
  assertNoGrowth('first solutions of n=32', () => {
    const it = new Solutions(32);
    for (let i = 0; i < 3; i++) assert.equal(it.next().value.length, 32);
    it.return();
  });
});

test('stepping, batches and seeking do not grow memory', () => {
  assertNoGrowth('stepBatch n=32', () => {
    const s = new Stepper(32);
    let events = 0;
    while (events < 1e6) events += s.stepBatch(1 << 16).length;
    s.free();
  });
  assertNoGrowth('advance and single steps n=32', () => {
    const s = new Stepper(32);
    assert.equal(s.advance(1e6), 1e6);
    for (let i = 0; i < 1000; i++) s.step();
    for (let i = 0; i < 1000; i++) s.back();
    s.free();
  });
  assertNoGrowth('seek back and forth n=12', () => {
    const s = new Stepper(12);
    for (const k of [1e6, 10, 5e5, 999_999, 3, 1e6]) assert.equal(s.seek(k), k);
    s.free();
  });
});

// Issue #27: with RangeError replaced by a function that throws, every
// call the core refuses leaked about 270 bytes (30,000 calls: +7.8 MiB):
// the raw export called RangeError while its Rust frames were live, and
// the throw skipped their frees. Now the refusal is asked first and the
// error made in JavaScript; a replaced Reflect.set or Object (which
// hintFor and solutionRank used to build their results) cannot reach Rust
// frames either.
test('calls the core refuses keep memory flat when RangeError, Reflect.set and Object throw', () => {
  const refused = {
    isCanonical: () => isCanonical([0, 0, 0, 0]),
    solutionRank: () => solutionRank([0, 0, 0, 0]),
    stepOfQueens: () => stepOfQueens(8, [0, 0]),
    hintFor: () => hintFor(4, [0, 0, 0, 0, 0]),
    attackedBy: () => attackedBy(4, [{ row: 0, col: 20 }]),
    solveNQueens: () => solveNQueens(13),
    runStrategy: () => runStrategy(STRATEGIES[0], 20),
  };
  const answered = {
    hintFor: () => assert.equal(hintFor(8, [0]).kind, 'place'),
    solutionRank: () => assert.equal(solutionRank([1, 3, 0, 2]).index, 0),
  };
  const saved = { RangeError: globalThis.RangeError, set: Reflect.set, Object: globalThis.Object };
  const hostile = () => {
    throw new Error('replaced built-in');
  };
  const calls = 30_000;
  for (const [name, refuse] of Object.entries(refused)) assert.throws(refuse, RangeError, `${name} is refused with a RangeError`);
  const cases = [
    ...Object.entries(refused).map(([name, run]) => ({ name: `${name} refused`, run, fails: true })),
    ...Object.entries(answered).map(([name, run]) => ({ name: `${name} answered`, run, fails: false })),
  ];
  for (const { name, run, fails } of cases) {
    const before = wasmMemoryBytes();
    globalThis.RangeError = hostile;
    Reflect.set = hostile;
    globalThis.Object = hostile;
    let failed = 0;
    try {
      for (let i = 0; i < calls; i++) {
        try {
          run();
        } catch {
          failed++;
        }
      }
    } finally {
      globalThis.RangeError = saved.RangeError;
      Reflect.set = saved.set;
      globalThis.Object = saved.Object;
    }
    assert.equal(failed, fails ? calls : 0, `${name}: ${failed} of ${calls} calls failed`);
    assert.equal(wasmMemoryBytes(), before, `${name}: wasm memory grew by ${wasmMemoryBytes() - before} bytes in ${calls} calls`);
  }
  assert.equal(totalNQueens(8), 92);
});

// Issue #27: stepBatch(1e9) on a large search made one wasm buffer for a
// million events (4 MiB), a high-water mark wasm memory never gives back.
// Batches now cross in chunks of 256 KiB, gathered in JavaScript; the
// batch is the same. Each case runs in a fresh process, so that nothing
// before it has grown memory already.
test('a large batch grows wasm memory by one chunk at most, and is the same batch', () => {
  const fixture = fileURLToPath(new URL('fixtures/batch-memory.mjs', import.meta.url));
  const run = (...args) => JSON.parse(execFileSync(process.execPath, [fixture, ...args.map(String)], { encoding: 'utf8' }));
  const chunk = 1 << 18;
  const steps = run('stepBatch', 12, 1e9);
  assert.equal(steps.length, 1 << 20, 'a batch still holds up to 1 Mi events');
  assert.equal(steps.position, 1 << 20);
  assert.ok(steps.same, 'the gathered events are those of small batches');
  assert.ok(steps.grew <= 2 * chunk, `stepBatch(1e9) grew wasm memory by ${steps.grew} bytes`);
  const solutions = run('nextBatch', 14, 1e9);
  assert.equal(solutions.length, Math.floor((1 << 22) / 14) * 14, 'a batch still holds up to 4 MiB of solutions');
  assert.ok(solutions.same, 'the gathered solutions are those of small batches');
  assert.ok(solutions.grew <= 2 * chunk, `nextBatch(1e9) grew wasm memory by ${solutions.grew} bytes`);
  // Short of a chunk: what is left, at the end of the search.
  const small = run('stepBatch', 6, 1e9);
  assert.equal(small.length, small.position);
  assert.ok(small.same);
});

// Issue #27: objects dropped without free() are reclaimed by wasm-bindgen's
// FinalizationRegistry (its weak references are on: the generated classes
// register every object), but only between turns of the event loop. Within
// one synchronous loop each costs its wasm memory (README.md, "Memory").
test('dropped Steppers cost about 300 bytes each until the event loop turns, then their memory is reused', () => {
  const fixture = fileURLToPath(new URL('fixtures/unfreed-memory.mjs', import.meta.url));
  const { count, first, second } = JSON.parse(execFileSync(process.execPath, ['--expose-gc', fixture], { encoding: 'utf8' }));
  const each = first / count;
  assert.ok(each > 100 && each < 600, `a dropped Stepper held ${each.toFixed(0)} bytes in one synchronous loop`);
  assert.ok(second <= 64 * 1024, `after the event loop turned, the same loop grew wasm memory by ${second} bytes`);
});
