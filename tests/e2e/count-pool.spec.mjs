// The counting pool (www/js/engine/count-pool.js) on its own, the way the page's
// counter and `make bench` use it: totals against OEIS A000170, runs of
// pieces instead of one message per piece, progress, abort and errors.
import { test, expect } from '@playwright/test';

// Runs `body(pool)` in a page of the site, with the pool module imported.
async function withPool(page, body) {
  await page.goto('/embed.html');
  await page.evaluate(async () => {
    window.pool = await import('/js/engine/count-pool.js');
  });
  return page.evaluate(body);
}

test('counts agree with OEIS A000170 for 1 and 3 workers, in runs of pieces', async ({ page }) => {
  const results = await withPool(page, async () => {
    const { countInWorkers } = window.pool;
    const out = [];
    for (const [n, workers] of [[1, 1], [4, 1], [6, 3], [12, 1], [15, 3]]) {
      const progress = [];
      const r = await countInWorkers(n, { workers, onProgress: (p) => progress.push(p) });
      out.push({ ...r, progress });
    }
    return out;
  });
  const expected = { 1: [1, 1], 4: [2, 1], 6: [4, 1], 12: [14200, 1787], 15: [2279184, 285053] };
  for (const r of results) {
    expect([r.total, r.unique], `n=${r.n}`).toEqual(expected[r.n]);
    expect(r.busyMs).toHaveLength(r.workers);
    // Progress starts at 0 when the plan is known, never goes back, ends complete.
    const done = r.progress.map((p) => p.done);
    expect(done[0]).toBe(0);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(r.progress.at(-1)).toEqual({ done: r.pieces, pieces: r.pieces, total: r.total, unique: r.unique });
  }
  // n = 15 has hundreds of pieces (the join's chunks: one per cross of the
  // middle lines and top-left column set); they travel in far fewer runs.
  for (const r of results.filter((r) => r.n >= 15)) {
    expect(r.pieces).toBeGreaterThan(200);
    expect(r.runs).toBeLessThan(r.pieces / 3);
  }
});

test('aborting terminates the workers and rejects with the reason', async ({ page }) => {
  const outcome = await withPool(page, async () => {
    const { countInWorkers } = window.pool;
    const NativeWorker = window.Worker;
    const seen = { created: 0, terminated: 0 };
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        seen.created += 1;
      }
      terminate() {
        seen.terminated += 1;
        super.terminate();
      }
    };
    const abort = new AbortController();
    let progressed = 0;
    const counting = countInWorkers(18, {
      workers: 2,
      signal: abort.signal,
      onProgress: () => {
        progressed += 1;
        if (progressed === 2) abort.abort(new Error('stopped by the test'));
      },
    });
    const error = await counting.then(
      () => null,
      (e) => e.message,
    );
    const early = await countInWorkers(8, { signal: AbortSignal.abort(new Error('aborted before start')) }).catch((e) => e.message);
    window.Worker = NativeWorker;
    // A worker still loading its module is terminated once it has loaded
    // (worker-start.js, endWorker): at its first message, within the grace.
    for (let waited = 0; seen.terminated < seen.created && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { error, early, seen };
  });
  expect(outcome.error).toBe('stopped by the test');
  expect(outcome.early).toBe('aborted before start');
  expect(outcome.seen.created).toBe(2);
  expect(outcome.seen.terminated).toBe(2);
});

test('a board size the plan refuses rejects with its message', async ({ page }) => {
  const message = await withPool(page, () => window.pool.countInWorkers(33, { workers: 1 }).catch((e) => e.message));
  expect(message).toMatch(/n must be .*32/);
});

// counting-module.js: the page compiles the counting wasm once and posts the
// WebAssembly.Module to every counting worker, of a count or of an estimate.
// The routes see every request for it (routing turns the HTTP cache off),
// from the page and from its workers, once the page's own load is over.
async function routeCountingWasm(page, handle) {
  await page.goto('/embed.html', { waitUntil: 'networkidle' });
  await page.route('**/pkg/nqueens_bg.wasm', handle);
  await page.evaluate(async () => {
    window.pool = await import('/js/engine/count-pool.js');
    window.estimate = await import('/js/engine/count-estimate.js');
  });
}

test('the workers of every count and estimate share one fetch of the counting wasm', async ({ page }) => {
  let fetched = 0;
  await routeCountingWasm(page, (route) => {
    fetched += 1;
    return route.continue();
  });
  const results = await page.evaluate(async () => {
    const estimate = await window.estimate.estimateCount(12, { workers: 2 });
    const counts = [await window.pool.countInWorkers(12, { workers: 3 }), await window.pool.countInWorkers(13, { workers: 2 })];
    return { estimate, totals: counts.map((r) => r.total) };
  });
  expect(results.totals).toEqual([14200, 73712]);
  expect(results.estimate.pieces).toBeGreaterThan(0);
  expect(fetched).toBe(1);
});

test('if the page cannot fetch the counting wasm, each worker loads its own', async ({ page }) => {
  let refused = 0;
  let served = 0;
  // The workers' loads are held until both have asked: otherwise, on a
  // loaded machine, the first worker could count the whole (small) board
  // before the second one asks, and the pool ends that one unasked.
  let bothAsked;
  const asked = new Promise((resolve) => {
    bothAsked = resolve;
  });
  await routeCountingWasm(page, async (route) => {
    // The first request is the page's (counting-module.js): refuse it.
    if (refused === 0) {
      refused += 1;
      return route.fulfill({ status: 404, body: 'not here' });
    }
    served += 1;
    if (served === 2) bothAsked();
    await asked;
    return route.continue();
  });
  const total = await page.evaluate(async () => (await window.pool.countInWorkers(11, { workers: 2 })).total);
  expect(total).toBe(2680);
  expect(refused).toBe(1);
  expect(served).toBe(2);
});
