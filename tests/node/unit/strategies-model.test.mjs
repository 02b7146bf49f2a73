// The strategy comparison's model (www/js/ui/strategies-model.js): which
// strategies run for an n and what each row of the table says, driven by
// worker answers written here (no worker, no wasm).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STRATEGY_MAX_N,
  AUTO_RUN_MAX_N,
  strategyLimit,
  planComparison,
  startRun,
  receiveAnswer,
  failRun,
  stopRun,
  strategyRow,
} from '../../../www/js/ui/strategies-model.js';

const STRATEGIES = ['brute-force', 'backtracking', 'backtracking-iterative', 'flag-arrays', 'bitmask'];
// The API's own limits, as a page might get them: brute force refused past 8.
const API_MAX = { 'brute-force': 8, backtracking: 32, 'backtracking-iterative': 32, 'flag-arrays': 32, bitmask: 32 };
const limitOf = (strategy) => strategyLimit(strategy, API_MAX[strategy]);

test('a strategy runs up to the smaller of the page budget and the API limit', () => {
  assert.equal(strategyLimit('bitmask', 32), STRATEGY_MAX_N.bitmask);
  assert.equal(strategyLimit('bitmask', 9), 9);
  assert.equal(strategyLimit('some-new-strategy', 32), 13);
  assert.ok(AUTO_RUN_MAX_N <= Math.min(...Object.values(STRATEGY_MAX_N).filter((max) => max > 8)));
});

test('planning marks exactly the strategies over their limit as skipped', () => {
  for (let n = 1; n <= 18; n += 1) {
    const { state, runnable } = planComparison(n, STRATEGIES, limitOf);
    const expected = STRATEGIES.filter((s) => n <= Math.min(STRATEGY_MAX_N[s], API_MAX[s]));
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
  assert.equal(strategyRow(state, 'brute-force').key, 'strat.skipped');
  const result = { solutions: 352, nodes: 8394, checks: 1, ms: 0 };
  state = receiveAnswer(state, { type: 'result', strategy: 'bitmask', result, ms: 2.5 });
  assert.deepEqual(strategyRow(state, 'bitmask'), { kind: 'result', result, ms: 2.5 });
  state = receiveAnswer(state, { type: 'error', strategy: 'flag-arrays', message: 'boom' });
  assert.deepEqual(strategyRow(state, 'flag-arrays'), { kind: 'note', key: 'strat.failed', params: { message: 'boom' } });
  assert.equal(receiveAnswer(state, { type: 'other' }), state);
  assert.equal(state.running, true);
  state = receiveAnswer(state, { type: 'done' });
  assert.equal(state.running, false);
  assert.equal(strategyRow(state, 'backtracking').key, 'strat.notRun');
  assert.equal(runnable.length, 4);
});

test('a failed worker fails only the strategies still without an answer', () => {
  const { state: planned, runnable } = planComparison(6, STRATEGIES, limitOf);
  let state = startRun(planned);
  state = receiveAnswer(state, { type: 'result', strategy: 'brute-force', result: { solutions: 4, nodes: 1, checks: 1 }, ms: 1 });
  state = failRun(state, runnable, 'worker error');
  assert.equal(state.running, false);
  assert.equal(strategyRow(state, 'brute-force').kind, 'result');
  for (const strategy of runnable.slice(1)) assert.deepEqual(strategyRow(state, strategy).params, { message: 'worker error' });
});

test('stopping a run leaves its answers and says the rest did not run', () => {
  const state = stopRun(startRun(planComparison(5, STRATEGIES, limitOf).state));
  assert.equal(state.running, false);
  assert.equal(strategyRow(state, 'bitmask').key, 'strat.notRun');
  assert.ok(Object.isFrozen(state) && Object.isFrozen(state.results));
});
