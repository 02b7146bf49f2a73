// Finds solution k of an n×n board with the lazy Solutions iterator, off the
// main thread: for large n even the first solution takes seconds (n = 30 is
// 1.7 billion steps into the search). Keeps only the boards it needs.
//   in:  { n, k }
//   out: { cols: Uint8Array | null, index }  solution k, or solution 1 when
//        there are fewer than k (index says which), or null when none exists
//   out on failure: { error }

import init, { Solutions } from '../../nqueens.js';

const BATCH = 4096;

self.addEventListener('message', async ({ data }) => {
  try {
    await init();
    const { n, k } = data;
    const solutions = new Solutions(n);
    let seen = 0;
    let first = null;
    let last = null;
    try {
      while (seen < k) {
        const batch = solutions.nextBatch(Math.min(BATCH, k - seen));
        if (batch.length === 0) break;
        first ??= batch.slice(0, n);
        seen += batch.length / n;
        last = batch.slice(batch.length - n);
      }
    } finally {
      solutions.free();
    }
    const found = seen >= k;
    self.postMessage({ cols: found ? last : first, index: found ? k - 1 : 0 });
  } catch (error) {
    self.postMessage({ error: String(error?.message ?? error) });
  }
});
