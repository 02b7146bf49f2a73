// Issue #15 item 2 in Chromium: exceptions that unwind through wasm frames
// (a stack overflow inside a call, a throwing monkey-patched built-in) must
// not poison the module. The same reproduction as the Node test
// (tests/node/fixtures/unwind.mjs): 1,100 rounds of recursion that calls
// into wasm at every level until the stack overflows, started a few levels
// below the limit so that each round makes only a handful of calls.
import { test, expect } from '@playwright/test';

test('1,100 stack overflows inside calls, and a throwing push, leave the module working', async ({ page }) => {
  test.setTimeout(180_000);
  // Two fresh pages, as the Node test uses two processes: an overflow inside
  // an unguarded raw call can land anywhere in Rust (the allocator too), so
  // the raw demonstration gets an instance of its own.
  const run = async (mode) => {
    // A page whose element loads the whole module (embed.html loads the
    // core one, without totalNQueens, on its main thread).
    await page.goto('/examples/one-line.html');
    return page.evaluate(unwindRounds, mode);
  };
  const result = { ...(await run('raw')), ...(await run('guarded')) };
  const working = {
    total8: 92,
    counts: { total: 92, unique: 12 },
    step: { kind: 'place', step: 1, row: 0, col: 0, attacker: null },
    valid: true,
  };
  expect(result.raw.leaks, 'the reproduction leaks on the raw exports').toBeGreaterThan(100);
  expect(result.rawLeakedBytes).toBeGreaterThan(10_000);
  for (const name of ['solve', 'count', 'stepper']) expect(result[name].calls, name).toBeGreaterThan(1100);
  expect(result.keptPosition).toBeGreaterThan(50);
  expect(result.keptAgrees).toBe(true);
  expect(result.validWhilePatched).toBe(1);
  expect(result.after).toEqual(working);
  expect(result.restored).toBe(true);
});

// Runs in the page: the reproduction's rounds on the raw exports ('raw') or
// on the public API ('guarded').
async function unwindRounds(mode) {
    const nq = await import('/nqueens.js');
    await nq.default();
    const raw = await import('/pkg/nqueens.js');
    const wasm = await raw.default(); // the same instance: the generated init runs once
    const top = wasm.__stack_pointer.value;

    function rounds(call, count = 1100) {
      let leaks = 0;
      let levels = 0;
      let calls = 0;
      function deep(skip) {
        levels++;
        if (skip > 0) {
          deep(skip - 1);
          return;
        }
        try {
          calls++;
          call();
        } catch {
          return;
        }
        deep(0);
      }
      let margin = 20;
      for (let i = 0; i < count; i++) {
        levels = 0;
        try {
          deep(Infinity);
        } catch {}
        const room = levels;
        const before = calls;
        try {
          deep(Math.max(0, room - margin - (i % 7)));
        } catch {}
        const made = calls - before;
        if (made < 3) margin += 3;
        else if (made > 20) margin = Math.max(1, margin - 2);
        if (wasm.__stack_pointer.value !== top) leaks++;
      }
      return { leaks, calls };
    }
    const check = () => ({
      total8: nq.totalNQueens(8),
      counts: nq.countSolutions(8),
      step: new nq.Stepper(4).step(),
      valid: nq.validateBoard([1, 3, 0, 2]).valid,
    });
    const out = {};
    if (mode === 'raw') {
      // The raw exports, unguarded, leak.
      out.raw = rounds(() => raw.countSolutions(6));
      out.rawLeakedBytes = top - wasm.__stack_pointer.value;
      return out;
    }
    out.solve = rounds(() => nq.solveNQueens(5));
    out.count = rounds(() => nq.countSolutions(6));
    out.stepper = rounds(() => new nq.Stepper(4).step());
    const kept = new nq.Stepper(6);
    out.kept = rounds(() => kept.step(), 300);
    const reference = new nq.Stepper(6);
    reference.seek(kept.position);
    out.keptPosition = kept.position;
    out.keptAgrees = JSON.stringify([kept.step(), kept.step()]) === JSON.stringify([reference.step(), reference.step()]);
    const push = Array.prototype.push;
    Array.prototype.push = () => {
      throw new Error('patched push');
    };
    try {
      out.push = rounds(() => nq.validateBoard([0, 1, 2, 3]), 300);
      out.validWhilePatched = nq.validateBoard([0, 2, 1]).conflicts.length;
    } finally {
      Array.prototype.push = push;
    }
    out.after = check();
    out.restored = wasm.__stack_pointer.value === top;
    return out;
}
