// How far the page's count estimate (www/js/engine/count-estimate.js) is
// from the count, on every piece's time measured natively: the page's own
// sampler (createSampler) driven by simulated workers, many times over.
//
//   cargo run --release --example piece-times -- 21 2 > t21.txt
//   node bench/js/estimate-sim.mjs t21.txt [--rounds 400] [--workers 2] [--piece-ms 45] [--build-ms 290]
//
// The times are scaled to a mean piece of --piece-ms and a table build of
// --build-ms (the page's, measured: n = 21 on this machine, 45 and 290 ms);
// a piece needs a build when the worker's last piece was of another case
// (a new case starts where piece-times' third column, the build, is over
// 20 ms). The count is the pieces' sum over the workers, plus the builds
// of each worker's own run of the plan (count-pool.js: the plan cut in
// one span per worker, a build at each case the span meets). Prints the
// estimate's mean error, its standard deviation and its 90th percentile.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createSampler } from '../../www/js/engine/count-estimate.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '400' },
    workers: { type: 'string', default: '2' },
    'piece-ms': { type: 'string', default: '45' },
    'build-ms': { type: 'string', default: '290' },
  },
});
const rows = readFileSync(positionals[0], 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' ').map(Number));
const workers = Number(values.workers);
const raw = rows.map(([, ms]) => ms);
const scale = Number(values['piece-ms']) / (raw.reduce((sum, ms) => sum + ms, 0) / raw.length);
const times = raw.map((ms) => ms * scale);
const buildMs = Number(values['build-ms']);
// Each piece's case: a new one where a thread had to build (two threads mark it one piece apart).
const cases = [];
let last = -10;
for (const [i, , build = 0] of rows) {
  const starts = build > 20 && i - last > 1;
  if (build > 20) last = i;
  cases.push((cases.at(-1) ?? 0) + (starts ? 1 : 0));
}
// Case 0 is the plan's first piece, the turns', which needs no tables.
const tableSets = cases.at(-1);
// The builds of each worker's span: its first piece's case and each change of case in it.
let builds = 0;
for (let w = 0; w < workers; w += 1) {
  const [lo, hi] = [Math.floor((w * times.length) / workers), Math.floor(((w + 1) * times.length) / workers)];
  for (let i = lo; i < hi; i += 1) if (cases[i] > 0 && (i === lo || cases[i] !== cases[i - 1])) builds += 1;
}
const count = (times.reduce((sum, ms) => sum + ms, 0) + builds * buildMs) / workers;

function simulate() {
  const sampler = createSampler({ pieces: times.length, tableSets }, workers);
  const clock = Array(workers).fill(0);
  const held = Array(workers).fill(-1);
  const done = new Set();
  while (done.size < workers) {
    // The worker that is free first asks for its next piece.
    const w = clock.reduce((best, t, i) => (!done.has(i) && (best < 0 || t < clock[best]) ? i : best), -1);
    const index = sampler.next(w);
    if (index === undefined) {
      done.add(w);
      continue;
    }
    const prepareMs = held[w] === cases[index] ? 0 : buildMs;
    held[w] = cases[index];
    clock[w] += prepareMs + times[index];
    sampler.record(w, { start: index, ms: times[index], prepareMs });
  }
  return sampler.estimate();
}

const rounds = Number(values.rounds);
const errors = [];
let sampled = 0;
for (let r = 0; r < rounds; r += 1) {
  const estimate = simulate();
  errors.push(estimate.ms / count - 1);
  sampled += estimate.sampled;
}
const mean = errors.reduce((sum, e) => sum + e, 0) / rounds;
const sd = Math.sqrt(errors.reduce((sum, e) => sum + (e - mean) ** 2, 0) / rounds);
const p90 = errors.map(Math.abs).sort((a, b) => a - b)[Math.floor(0.9 * rounds)];
const pct = (x) => `${(100 * x).toFixed(1)} %`;
console.log(
  `${times.length} pieces, ${tableSets} cases, count ${(count / 1000).toFixed(0)} s on ${workers} workers; ` +
    `${rounds} estimates of ${(sampled / rounds).toFixed(0)} pieces: mean error ${mean >= 0 ? '+' : ''}${pct(mean)}, ` +
    `standard deviation ${pct(sd)}, 90th percentile ${pct(p90)}`,
);
