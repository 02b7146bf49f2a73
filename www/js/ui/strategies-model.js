// The strategy comparison as pure data: one row per code view, its program
// (src/programs/sources/) run to its end by the core's interpreter at n, with
// that program's own counts (solutions, its events: queens placed, squares
// rejected by its own test, queens removed; lines executed) and the time it
// took. Which programs run for an n (the others are too slow for a page),
// what each row says, and how worker answers change it. No DOM, no worker.
//
// State: { n, results: { [view]: { result, ms } | { error } | { skipped } },
// running }.

// The largest n each program runs here, measured (the worker, Node's wasm on
// a loaded 2-core machine: 2 to 5·10⁶ lines a second): every run stays
// under about 8·10⁶ executed lines, a few seconds at most. Lines to the end
// at the limit (and one above): recursive n = 10: 4,950,404 (11: 1.9·10⁷),
// list 10: 6,945,158, cpp 9: 1,447,195 (10: 7,607,901), iterative 10:
// 4,042,078, flags 11: 5,349,732, bitmask 10: 1,715,155 (11: 8,651,306),
// leetcode 12: 5,993,323; brute force only to 6 (the view's own limit:
// 6⁶ boards); the printed bit sets stop early at every n (their bugs), so
// only the view's own limit (codeViewInfo().maxN) holds them.
export const PROGRAM_MAX_N = Object.freeze({
  recursive: 10,
  list: 10,
  cpp: 9,
  iterative: 10,
  flags: 11,
  bitmask: 10,
  'bitmask-printed': 16,
  leetcode: 12,
  brute: 6,
});
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
