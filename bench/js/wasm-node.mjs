// The wasm package measured in Node through the public API (www/nqueens.js),
// one kernel per run; one JSON line per repetition.
//
//   node bench/js/wasm-node.mjs KERNEL N [REPS] [--www DIR]
//
// Kernels:
//   count    CountPlan(N), every piece counted in turn (one call per piece)
//   whole    totalNQueens(N): few long calls (shows V8's tier-up trap)
//   first    a small count's fixed cost: the module compiled and
//            instantiated from its bytes, then totalNQueens(N) once (`ms`
//            covers both; Node's own start is not counted)
//   iterate  for…of over Solutions(N)          (solutions per second)
//   batch    Solutions(N).nextBatch(4096) until empty
//   stepbatch  Stepper(N).stepBatch(65536) until 10^7 events
//   advance  Stepper(N).advance(10^6) ten times
//   seek     seek(10^7) from 0; then back() x 10^5 at that depth
//   back     back() cost at position 10 and at position DEEP (--deep, 1e9)
//   program  the interpreter: the recursive view's program at N run to its
//            end, advanceLines(2·10⁵) at a time (line steps per second)
//   programseek  ProgramRun seekLine(10⁷) from 0, back to the half, backLine()
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { www: { type: 'string', default: 'www' }, deep: { type: 'string', default: '1e9' } },
});
const [kernel, nArg, repsArg = '1'] = positionals;
const n = Number(nArg);
const reps = Number(repsArg);
const www = path.resolve(values.www);
const api = await import(path.join(www, 'nqueens.js'));
const wasmBytes = await readFile(path.join(www, 'pkg', 'nqueens_bg.wasm'));
// `first` times the compile and instantiation too: then they run in the kernel.
if (kernel !== 'first') await api.default({ module_or_path: wasmBytes });
const { CountPlan, ProgramRun, Solutions, Stepper, totalNQueens } = api;

function cpuMs(c0) {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1e3;
}

const kernels = {
  count() {
    const plan = new CountPlan(n);
    const { total, unique } = plan.countRange(0, plan.length);
    const pieces = plan.length;
    plan.free();
    return { result: total, unique, pieces };
  },
  whole() {
    return { result: totalNQueens(n) };
  },
  async first() {
    await api.default({ module_or_path: wasmBytes });
    return { result: api.totalNQueens(n) };
  },
  iterate() {
    let count = 0;
    let check = 0;
    for (const cols of new Solutions(n)) {
      count++;
      check += cols[0];
    }
    return { result: count, checksum: check };
  },
  batch() {
    const it = new Solutions(n);
    let count = 0;
    let check = 0;
    for (;;) {
      const b = it.nextBatch(4096);
      if (b.length === 0) break;
      count += b.length / n;
      for (let i = 0; i < b.length; i += n) check += b[i];
    }
    return { result: count, checksum: check };
  },
  stepbatch() {
    const s = new Stepper(n);
    let events = 0;
    let places = 0;
    while (events < 1e7) {
      const codes = s.stepBatch(65536);
      if (codes.length === 0) break;
      events += codes.length;
      for (let i = 0; i < codes.length; i++) places += (codes[i] & 7) === 0 ? 1 : 0;
    }
    s.free();
    return { result: events, places };
  },
  advance() {
    const s = new Stepper(n);
    let events = 0;
    for (let i = 0; i < 10; i++) events += s.advance(1e6);
    s.free();
    return { result: events };
  },
  seek() {
    const s = new Stepper(n);
    const t0 = performance.now();
    const at = s.seek(1e7);
    const seekMs = performance.now() - t0;
    const t1 = performance.now();
    for (let i = 0; i < 1e5; i++) s.back();
    const backNs = ((performance.now() - t1) / 1e5) * 1e6;
    s.free();
    return { result: at, seek_ms: +seekMs.toFixed(3), back_ns: +backNs.toFixed(1) };
  },
  program() {
    const run = new ProgramRun('recursive', n);
    while (run.advanceLines(200_000) === 200_000);
    const { solutions } = run.counts;
    const lines = run.lineStep;
    run.free();
    return { result: solutions, lines };
  },
  programseek() {
    const run = new ProgramRun('recursive', n);
    const time = (f) => {
      const t0 = performance.now();
      const r = f();
      return [r, +(performance.now() - t0).toFixed(3)];
    };
    const [at, seekMs] = time(() => run.seekLine(1e7));
    const [, halfMs] = time(() => run.seekLine(Math.floor(at / 2)));
    const [, backMs] = time(() => run.backLine());
    run.free();
    return { result: at, seek_ms: seekMs, half_ms: halfMs, back_ms: backMs };
  },
  back() {
    // back() then step() pairs, so the position stays put: cost per back().
    const deep = Number(values.deep);
    const timeBacks = (s) => {
      const k = 1e5;
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        s.back();
        s.step();
      }
      return ((performance.now() - t0) / k) * 1e6;
    };
    const shallow = new Stepper(n);
    shallow.seek(10);
    const deepStepper = new Stepper(n);
    const t0 = performance.now();
    deepStepper.seek(deep);
    const reachMs = performance.now() - t0;
    // Alternated, best of five each: the machine is shared and noisy.
    let atShallow = Infinity;
    let atDeep = Infinity;
    for (let i = 0; i < 5; i++) {
      atShallow = Math.min(atShallow, timeBacks(shallow));
      atDeep = Math.min(atDeep, timeBacks(deepStepper));
    }
    const result = deepStepper.position;
    shallow.free();
    deepStepper.free();
    return { result, reach_ms: +reachMs.toFixed(1), back_ns_at_10: +atShallow.toFixed(1), back_ns_deep: +atDeep.toFixed(1) };
  },
};

if (!kernels[kernel] || !Number.isInteger(n) || n < 1 || n > 32 || !(reps >= 1)) {
  console.error(`usage: node bench/js/wasm-node.mjs {${Object.keys(kernels).join('|')}} N [REPS] [--www DIR]`);
  process.exit(2);
}
for (let i = 0; i < reps; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = await kernels[kernel]();
  const ms = performance.now() - t0;
  const cpu = cpuMs(c0);
  console.log(JSON.stringify({ impl: 'wasm-node', kernel, n, ...out, ms: +ms.toFixed(3), cpu_ms: +cpu.toFixed(3) }));
}
