// The strategy comparison as pure data: which strategies run for an n (the
// others are too slow for a page, or refused by the API), what each row of
// the table says, and how worker answers change it. No DOM, no worker.
//
// State: { n, results: { [strategy]: { result, ms } | { error } | { skipped } },
// running }.

// Beyond these n a strategy takes too long for a page (the numbers are the
// largest n each one runs here); brute force is limited by the API to n <= 8.
export const STRATEGY_MAX_N = Object.freeze({
  'brute-force': 8,
  backtracking: 13,
  'backtracking-iterative': 13,
  'flag-arrays': 14,
  bitmask: 16,
});
const DEFAULT_MAX_N = 13;
// For small boards the comparison runs as soon as the explorer shows n.
export const AUTO_RUN_MAX_N = 10;

/** The largest n a strategy runs for here: the page's time budget, never above `apiMaxN`. */
export function strategyLimit(strategy, apiMaxN) {
  return Math.min(STRATEGY_MAX_N[strategy] ?? DEFAULT_MAX_N, apiMaxN);
}

/**
 * The comparison for n before it runs: strategies over their limit are
 * marked skipped. `limitOf(strategy)` is strategyLimit with the API's
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

/** One worker answer: { type: 'result', strategy, result, ms } | { type: 'error', strategy, message } | { type: 'done' }. */
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
