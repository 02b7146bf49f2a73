// The strategy comparison as pure data: one row per code view, its program
// (src/programs/sources/) run to its end by the core's interpreter at n, with
// that program's own counts (solutions, its events: queens placed, squares
// rejected by its own test, queens removed; lines executed) and the time it
// took. Which programs run for an n (the others are too slow for a page),
// what each row says, and how worker answers change it. No DOM, no worker.
//
// State: { n, results: { [view]: { result, ms } | { error } | { skipped } },
// running }.

import { CODE_VIEWS } from '../engine/catalog.js';

// The largest n each program runs here (the catalog's `tableMaxN`, measured).
export const PROGRAM_MAX_N = Object.freeze(Object.fromEntries(CODE_VIEWS.map((view) => [view.name, view.tableMaxN])));
const DEFAULT_MAX_N = 8;
// For small boards the comparison runs as soon as the explorer shows n
// (n = 8: about 10⁶ lines for all the programs together).
export const AUTO_RUN_MAX_N = 8;

/** The columns of a row's result, in order (each a key of the worker's `result`). */
export const RESULT_COLUMNS = Object.freeze(['solutions', 'places', 'rejects', 'removes', 'lines']);

/** The largest n a program runs for here: the page's time budget, never above `viewMaxN` (the view's own limit). */
export function strategyLimit(view, viewMaxN) {
  return Math.min(PROGRAM_MAX_N[view] ?? DEFAULT_MAX_N, viewMaxN);
}

/**
 * The comparison for n before it runs: programs over their limit are
 * marked skipped. `limitOf(view)` is strategyLimit with the view's own
 * maximum. Returns { state, runnable } (runnable in the order given); the
 * state is running when something can run.
 */
export function planComparison(n, strategies, limitOf) {
  const results = {};
  const runnable = [];
  for (const strategy of strategies) {
    if (n > limitOf(strategy)) results[strategy] = Object.freeze({ skipped: limitOf(strategy) });
    else runnable.push(strategy);
  }
  return { state: Object.freeze({ n, results: Object.freeze(results), running: false }), runnable };
}

function withResult(state, strategy, entry) {
  return Object.freeze({ ...state, results: Object.freeze({ ...state.results, [strategy]: Object.freeze(entry) }) });
}

/** The run started. */
export function startRun(state) {
  return Object.freeze({ ...state, running: true });
}

/** One worker answer: { type: 'result', strategy, result: { solutions, places, rejects, removes, lines }, ms } | { type: 'error', strategy, message } | { type: 'done' }. */
export function receiveAnswer(state, answer) {
  if (answer.type === 'result') return withResult(state, answer.strategy, { result: answer.result, ms: answer.ms });
  if (answer.type === 'error') return withResult(state, answer.strategy, { error: answer.message });
  if (answer.type === 'done') return Object.freeze({ ...state, running: false });
  return state;
}

/** The worker failed as a whole: every strategy of `runnable` still without an answer failed with `message`. */
export function failRun(state, runnable, message) {
  let next = state;
  for (const strategy of runnable) {
    if (!Object.hasOwn(next.results, strategy)) next = withResult(next, strategy, { error: message });
  }
  return Object.freeze({ ...next, running: false });
}

/** The run was stopped before it ended (a new n, the view gone). */
export function stopRun(state) {
  return Object.freeze({ ...state, running: false });
}

/**
 * What the row of `strategy` shows: { kind: 'result', result, ms }, or
 * { kind: 'note', key, params } with an i18n key saying why there is no
 * result (never a blank row).
 */
export function strategyRow(state, strategy) {
  const entry = state.results[strategy];
  if (entry?.result) return { kind: 'result', result: entry.result, ms: entry.ms };
  if (entry?.error) return { kind: 'note', key: 'strat.failed', params: { message: entry.error } };
  if (entry?.skipped) return { kind: 'note', key: 'strat.skipped', params: { max: entry.skipped } };
  return { kind: 'note', key: state.running ? 'strat.pending' : 'strat.notRun', params: {} };
}
