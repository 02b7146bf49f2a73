// The count view's state machine, without the DOM or the workers: a small
// state object and pure transitions (counter.js runs the effects), and
// `counterDisplay`, what the view shows for a state. Unit-tested in
// tests/node/unit/counter-model.test.mjs.
//
//   idle ──start──▶ running ──finished──▶ done      (results kept until n changes)
//                     │ ├──failed────▶ failed
//                     │ └──cancelled─▶ cancelled
//                     └──start again: the old job is replaced, silently
//
// Every job event carries the job's id: a late message from a replaced or
// cancelled job changes nothing.

import { t, tCount, formatNumber, formatDuration } from '../i18n/i18n.js';

/** The state before any count: board size `n`, no job, no outcome, no history. */
export function initialCounterState(n = 8) {
  return { n, job: null, outcome: null, history: [], estimate: null };
}

/**
 * An estimate `id` of counting n on this device starts (count-estimate.js);
 * `estimated` records its result (null: it failed, show none). Only the
 * estimate of the state's n is shown.
 */
export function estimateStarted(state, id) {
  return { ...state, estimate: { id, n: state.n, result: null } };
}
export function estimated(state, id, result) {
  if (state.estimate?.id !== id) return state;
  return { ...state, estimate: result ? { ...state.estimate, result } : null };
}

/** A new job `id` for the state's n, started at `now` (ms); replaces any running one. */
export function startJob(state, { id, now }) {
  const job = { id, n: state.n, pieceCount: null, donePieces: 0, total: 0, unique: 0, started: now, finished: null };
  return { ...state, job, outcome: null };
}

/** Progress of job `id`: pieces done of `pieces`, the sums so far. */
export function jobProgressed(state, id, { done, pieces, total, unique }) {
  if (state.job?.id !== id) return state;
  // A piece's share of the unique count is a multiple of 1/8 (see
  // CountPlan.countPiece); the shares add up to the whole number.
  const job = { ...state.job, donePieces: done, pieceCount: pieces, total, unique: Math.floor(unique) };
  return { ...state, job };
}

/** Job `id` ended at `now`: its results become the outcome and head the history. */
export function jobFinished(state, id, now) {
  if (state.job?.id !== id) return state;
  const job = { ...state.job, finished: now };
  const entry = { n: job.n, total: job.total, unique: job.unique, ms: now - job.started };
  return { ...state, job: null, outcome: { key: 'done', job, entry }, history: [entry, ...state.history] };
}

/** Job `id` failed with `message`. */
export function jobFailed(state, id, message, workerSources = null) {
  if (state.job?.id !== id) return state;
  return { ...state, job: null, outcome: { key: 'failed', message, workerSources } };
}

/** The running job stops (the user's Cancel, unless `silent`). */
export function jobCancelled(state, { silent = false, left = false } = {}) {
  if (!state.job) return state;
  if (silent) return { ...state, job: null };
  return { ...state, job: null, outcome: { key: left ? 'cancelledLeft' : 'cancelled', n: state.job.n } };
}

/**
 * The board size becomes `size`. A running count of another n is cancelled
 * (Back or Forward can change n under it: the select, the URL and the work
 * must agree); a finished count's results belong to its n, so a new n
 * clears them.
 */
export function nChanged(state, size) {
  if (state.job && state.job.n !== size) return { ...jobCancelled(state), n: size };
  const outcome = size !== state.n && state.outcome?.key === 'done' ? null : state.outcome;
  return { ...state, n: size, outcome };
}

/** True while a job runs. */
export const isRunning = (state) => state.job !== null;

/**
 * What the view shows for `state` at time `now`, in `lang`, with `workers`
 * workers: `{ running, progress: { max, value } (value null: indeterminate),
 * piecesText, stats: { elapsed, rate, total, unique }, workersText, message,
 * estimateText, earlier }` (`earlier`: the history's lines but the one the
 * status shows; `estimateText`: '' when there is none for this n).
 */
export function counterDisplay(state, { now, lang, workers }) {
  const running = isRunning(state);
  const outcome = state.outcome;
  const job = state.job ?? outcome?.job ?? null;
  const workersText = tCount(lang, 'count.workers', workers);
  return {
    running,
    workersText,
    ...progressDisplay(job, running, lang),
    stats: job && (running || outcome?.key === 'done') ? statsDisplay(job, now, lang) : null,
    message: statusMessage(state, lang, workersText),
    estimateText: estimateText(state, lang, workersText),
    earlier: state.history.filter((entry) => entry !== outcome?.entry).map((entry) => doneText(lang, entry)),
  };
}

function progressDisplay(job, running, lang) {
  if (job && job.pieceCount !== null) {
    const piecesText = tCount(lang, 'count.pieces', job.pieceCount, { done: formatNumber(lang, job.donePieces) });
    return { progress: { max: Math.max(1, job.pieceCount), value: job.donePieces }, piecesText };
  }
  // Indeterminate until the plan is known; empty when idle.
  return { progress: running ? { max: 1, value: null } : { max: 1, value: 0 }, piecesText: '' };
}

// Idle, cancelled or failed shows no stats (null): partial totals are not results.
function statsDisplay(job, now, lang) {
  const elapsed = (job.finished ?? now) - job.started;
  return {
    elapsed: formatDuration(lang, elapsed),
    rate: elapsed > 0 ? formatNumber(lang, (job.total / elapsed) * 1000) : '–',
    total: formatNumber(lang, job.total),
    unique: formatNumber(lang, job.unique),
  };
}

function statusMessage(state, lang, workersText) {
  const outcome = state.outcome;
  if (state.job) return t(lang, 'count.running', { n: state.job.n, workers: workersText });
  if (outcome?.key === 'done') return doneText(lang, outcome.entry);
  if (outcome?.key === 'cancelled') return t(lang, 'count.cancelled');
  if (outcome?.key === 'cancelledLeft') return t(lang, 'count.cancelledLeft', { n: outcome.n });
  if (outcome?.key === 'failed' && outcome.workerSources) return t(lang, 'count.workerFailed', { sources: outcome.workerSources });
  if (outcome?.key === 'failed') return t(lang, 'count.failed', { message: outcome.message });
  return t(lang, 'count.idle');
}

function doneText(lang, entry) {
  return tCount(lang, 'count.done', entry.total, {
    n: entry.n,
    unique: formatNumber(lang, entry.unique),
    time: formatDuration(lang, entry.ms),
  });
}

function estimateText(state, lang, workersText) {
  const estimate = state.estimate;
  if (!estimate || estimate.n !== state.n) return '';
  if (!estimate.result) return t(lang, 'count.estimating', { n: estimate.n });
  const { ms, pieces, sampled, exact } = estimate.result;
  return tCount(lang, exact ? 'count.estimateExact' : 'count.estimate', pieces, {
    workers: workersText,
    time: roughDuration(lang, ms),
    sampled: formatNumber(lang, sampled),
  });
}

/** A duration as an estimate says it: "under a second", "about 40 s", "about 3 h 10 min". */
export function roughDuration(lang, ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 1) return t(lang, 'count.about.underSecond');
  if (seconds < 90) return t(lang, 'count.about.s', { s: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return t(lang, 'count.about.min', { min: minutes });
  return t(lang, 'count.about.h', { h: Math.floor(minutes / 60), min: minutes % 60 });
}
