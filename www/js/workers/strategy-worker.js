// Runs the strategy comparison off the main thread: each code view's program
// (src/programs/sources/) executed to its end at n by the core's interpreter
// (ProgramRun), timed with performance.now(). Its counts are that program's
// own: its events by kind and the lines it executed. Messages:
//   in:  { type: 'run', id, n, strategies: string[] }   (code view names)
//   out: { type: 'result', id, strategy, result: { solutions, places, rejects, removes, lines }, ms }
//        | { type: 'error', id, strategy, message }, then { type: 'done', id }

import init, { ProgramRun } from '../../nqueens.js';
import { errorText } from '../engine/errors.js';
import { sayLoaded } from '../engine/worker-start.js';

const ready = init().then(sayLoaded); // the whole module: the interpreter is in it
const CHUNK = 1_000_000; // lines per call into the core

function runProgram(view, n) {
  const run = new ProgramRun(view, n);
  try {
    const started = performance.now();
    while (run.advanceLines(CHUNK) === CHUNK);
    const ms = performance.now() - started;
    const { places, rejects, removes, solutions } = run.counts;
    return { ms, result: { solutions, places, rejects, removes, lines: run.lineStep } };
  } finally {
    run.free();
  }
}

self.addEventListener('message', async (message) => {
  const { type, id, n, strategies } = message.data;
  if (type !== 'run') return;
  await ready;
  for (const strategy of strategies) {
    try {
      const { ms, result } = runProgram(strategy, n);
      self.postMessage({ type: 'result', id, strategy, ms, result });
    } catch (error) {
      self.postMessage({ type: 'error', id, strategy, message: errorText(error) });
    }
  }
  self.postMessage({ type: 'done', id });
});
