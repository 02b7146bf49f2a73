// Headless Chromium on its own (make bench runs bench/run.mjs, which uses
// the same driver): counts n in Web Workers, one worker and then all cores,
// and times the page's first board. One JSON line per measurement.
//
//   node bench/web/run.mjs [--n 16] [--reps 2] [--workers K] [--page-runs 3]
import { parseArgs } from 'node:util';
import { openBrowserBench } from './driver.mjs';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '16' },
    reps: { type: 'string', default: '2' },
    workers: { type: 'string' },
    'page-runs': { type: 'string', default: '3' },
  },
});
const n = Number(values.n);
const bench = await openBrowserBench();
try {
  const all = Number(values.workers ?? bench.cores);
  for (let rep = 0; rep < Number(values.reps); rep++) {
    for (const workers of all > 1 ? [1, all] : [1]) {
      const r = await bench.count(n, workers);
      console.log(
        JSON.stringify({
          impl: workers === 1 ? 'wasm-chromium-1w' : 'wasm-chromium-all',
          kernel: 'count',
          n,
          workers,
          cores: r.cores,
          result: r.total,
          unique: r.unique,
          pieces: r.pieces,
          ms: +r.ms.toFixed(3),
          start_ms: +r.startMs.toFixed(1),
          runs: r.runs,
          busy_ms: r.busyMs.map((b) => +b.toFixed(1)),
        }),
      );
    }
  }
  for (let run = 0; run < Number(values['page-runs']); run++) {
    const r = await bench.firstBoard();
    console.log(JSON.stringify({ impl: 'page', kernel: 'first-board', run, ms: r.ms, source: r.source, fcp_ms: r.fcp, errors: r.errors.length }));
  }
} finally {
  await bench.close();
}
