// The strategy comparison's model (www/js/ui/strategies-model.js): which
// code views' programs run for an n and what each row of the table says,
// driven by worker answers written here (no worker, no wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PROGRAM_MAX_N,
  AUTO_RUN_MAX_N,
  RESULT_COLUMNS,
  strategyLimit,
  planComparison,
  startRun,
  receiveAnswer,
  failRun,
  stopRun,
  strategyRow,
} from '../../../www/js/ui/strategies-model.js';
import { CODE_VIEW_NAMES } from '../../../www/js/engine/catalog.js';

const STRATEGIES = CODE_VIEW_NAMES;
// The views' own limits (codeViewInfo(view).maxN, as the core says them).
const API_MAX = { recursive: 32, booleans: 32, list: 32, cpp: 32, iterative: 19, flags: 19, bitmask: 16, 'bitmask-printed': 16, leetcode: 31, brute: 8 };
const limitOf = (strategy) => strategyLimit(strategy, API_MAX[strategy]);

test('every code view is a row, with a limit of its own; brute force runs to 8, its a[9]', () => {
  assert.deepEqual(Object.keys(PROGRAM_MAX_N).sort(), [...CODE_VIEW_NAMES].sort());
  assert.equal(PROGRAM_MAX_N.brute, 8);
  assert.deepEqual(RESULT_COLUMNS, ['solutions', 'places', 'rejects', 'removes', 'lines']);
});

test('a program runs up to the smaller of the page budget and its view’s limit', () => {
  assert.equal(strategyLimit('bitmask', 32), PROGRAM_MAX_N.bitmask);
  assert.equal(strategyLimit('bitmask', 9), 9);
  assert.equal(strategyLimit('brute', 32), 8);
  assert.equal(strategyLimit('some-new-view', 32), 8);
  // Every program runs at once for the boards that run by themselves.
  assert.ok(AUTO_RUN_MAX_N <= Math.min(...CODE_VIEW_NAMES.map(limitOf)));
});

test('planning marks exactly the strategies over their limit as skipped', () => {
  for (let n = 1; n <= 18; n += 1) {
    const { state, runnable } = planComparison(n, STRATEGIES, limitOf);
    const expected = STRATEGIES.filter((s) => n <= Math.min(PROGRAM_MAX_N[s], API_MAX[s]));
    assert.deepEqual(runnable, expected, `n = ${n}`);
    for (const strategy of STRATEGIES) {
      const row = strategyRow(state, strategy);
      if (expected.includes(strategy)) assert.deepEqual(row, { kind: 'note', key: 'strat.notRun', params: {} });
      else assert.deepEqual(row, { kind: 'note', key: 'strat.skipped', params: { max: limitOf(strategy) } });
    }
    assert.equal(state.running, false);
  }
});

test('a run shows pending rows, then each answer, then stops on done', () => {
  const { state: planned, runnable } = planComparison(9, STRATEGIES, limitOf);
  let state = startRun(planned);
  assert.deepEqual(strategyRow(state, 'bitmask'), { kind: 'note', key: 'strat.pending', params: {} });
  assert.deepEqual(strategyRow(state, 'brute'), { kind: 'note', key: 'strat.skipped', params: { max: 8 } });
  const result = { solutions: 352, places: 8393, rejects: 63985, removes: 8393, lines: 370198 };
  state = receiveAnswer(state, { type: 'result', strategy: 'bitmask', result, ms: 2.5 });
  assert.deepEqual(strategyRow(state, 'bitmask'), { kind: 'result', result, ms: 2.5 });
  state = receiveAnswer(state, { type: 'error', strategy: 'flags', message: 'boom' });
  assert.deepEqual(strategyRow(state, 'flags'), { kind: 'note', key: 'strat.failed', params: { message: 'boom' } });
  assert.equal(receiveAnswer(state, { type: 'other' }), state);
  assert.equal(state.running, true);
  state = receiveAnswer(state, { type: 'done' });
  assert.equal(state.running, false);
  assert.equal(strategyRow(state, 'recursive').key, 'strat.notRun');
  assert.equal(runnable.length, STRATEGIES.length - 1);
});

test('a failed worker fails only the strategies still without an answer', () => {
  const { state: planned, runnable } = planComparison(6, STRATEGIES, limitOf);
  let state = startRun(planned);
  assert.equal(runnable[runnable.length - 1], 'brute');
  state = receiveAnswer(state, { type: 'result', strategy: 'brute', result: { solutions: 4, places: 1, rejects: 1, removes: 1, lines: 1 }, ms: 1 });
  state = failRun(state, runnable, 'worker error');
  assert.equal(state.running, false);
  assert.equal(strategyRow(state, 'brute').kind, 'result');
  for (const strategy of runnable.slice(0, -1)) assert.deepEqual(strategyRow(state, strategy).params, { message: 'worker error' });
});

test('stopping a run leaves its answers and says the rest did not run', () => {
  const state = stopRun(startRun(planComparison(5, STRATEGIES, limitOf).state));
  assert.equal(state.running, false);
  assert.equal(strategyRow(state, 'bitmask').key, 'strat.notRun');
  assert.ok(Object.isFrozen(state) && Object.isFrozen(state.results));
});
