// The count view: every solution of n ≤ 20, counted in parallel Web Workers
// by count-pool.js (one per core), with progress, rate and cancel. The main
// thread only hands out pieces and adds up results, so it never runs a long
// task. Cancel terminates the workers.

import { countInWorkers } from '../engine/count-pool.js';
import { el } from './dom.js';
import { uniqueId } from './ids.js';
import { createNSelect } from './n-select.js';
import { errorText } from '../engine/errors.js';
import { t, tCount, formatNumber, formatDuration, addStrings } from '../i18n/i18n.js';
import COUNTER_STRINGS from '../i18n/strings/counter.js';
import { MAX_COUNT_N } from '../engine/limits.js';

const MAX_WORKERS = 16;
// The display is refreshed a few times a second, not on every frame: each
// refresh costs a compositor commit, and with every core busy counting, a
// commit can wait for the compositor longer than a frame.
const REFRESH_MS = 250;

export function createCounter(root, { lang = 'en', onChangeN = () => {}, onDone = () => {} } = {}) {
  addStrings(COUNTER_STRINGS); // idempotent; here, not at import, so no bundler drops it
  const doc = root.ownerDocument;
  const view = doc.defaultView;
  let currentLang = lang;
  let n = 8;
  let job = null;
  let lastOutcome = null; // what the status line says when idle
  // Finished counts, newest first. The one the status line shows (lastOutcome)
  // is not repeated under "Earlier counts".
  const history = [];

  const title = el(doc, 'h2', { class: 'nq-section__title' });
  const lead = el(doc, 'p', { class: 'nq-count__lead' });
  const { label: nLabel, select: nSelect } = createNSelect(doc, { prefix: 'nq-count-n', max: MAX_COUNT_N, onChange: onChangeN });
  const startButton = el(doc, 'button', { type: 'submit', class: 'nq-btn nq-btn--primary', dataset: { action: 'count' } });
  const cancelButton = el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'cancel' }, disabled: true });
  cancelButton.addEventListener('click', () => cancel());
  const form = el(
    doc,
    'form',
    { class: 'nq-count__form' },
    el(doc, 'div', { class: 'nq-count__n' }, nLabel, nSelect),
    startButton,
    cancelButton,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    start();
  });

  const workersInfo = el(doc, 'p', { class: 'nq-count__workers' });
  const progressId = uniqueId('nq-count-progress');
  const progressLabel = el(doc, 'label', { for: progressId });
  const progress = el(doc, 'progress', { id: progressId, class: 'nq-progress', max: '1', value: '0' });
  const pieces = el(doc, 'span', { class: 'nq-count__pieces' });

  const stats = {};
  const statList = el(doc, 'dl', { class: 'nq-stats nq-count__stats' });
  for (const key of ['elapsed', 'rate', 'total', 'unique']) {
    const term = el(doc, 'dt', { class: 'nq-stats__label' });
    const value = el(doc, 'dd', { class: 'nq-stats__value', dataset: { count: key } });
    statList.append(el(doc, 'div', { class: 'nq-stats__item' }, term, value));
    stats[key] = { term, value };
  }
  const status = el(doc, 'p', { class: 'nq-count__status', role: 'status', 'aria-live': 'polite' });
  const historyTitle = el(doc, 'h3', { class: 'nq-panel__title', hidden: true });
  const historyList = el(doc, 'ul', { class: 'nq-count__history' });

  const container = el(
    doc,
    'section',
    { class: 'nq-count' },
    title,
    lead,
    form,
    workersInfo,
    el(doc, 'div', { class: 'nq-count__progress' }, progressLabel, progress, pieces),
    statList,
    status,
    historyTitle,
    historyList,
  );
  root.append(container);

  function workerCount() {
    const cores = Number(view.navigator.hardwareConcurrency) || 2;
    return Math.max(1, Math.min(MAX_WORKERS, cores));
  }

  function start() {
    cancel({ silent: true });
    const current = {
      n,
      pieceCount: null,
      donePieces: 0,
      total: 0,
      unique: 0,
      started: performance.now(),
      finished: null,
      clock: 0,
      abort: new AbortController(),
    };
    job = current;
    lastOutcome = null;
    renderHistory();
    const onProgress = ({ done, pieces: pieceCount, total, unique }) => {
      // A piece's share of the unique count is a multiple of 1/8 (see
      // CountPlan.countPiece); the shares add up to the whole number.
      Object.assign(current, { donePieces: done, pieceCount, total, unique: Math.floor(unique) });
    };
    countInWorkers(n, { workers: workerCount(), signal: current.abort.signal, onProgress }).then(
      () => finish(current),
      (error) => fail(current, error),
    );
    current.clock = view.setInterval(() => render(), REFRESH_MS);
    render();
  }

  function stop(current) {
    current.abort.abort();
    view.clearInterval(current.clock);
  }

  function finish(current) {
    if (current !== job) return;
    current.finished = performance.now();
    stop(current);
    const ms = current.finished - current.started;
    const entry = { n: current.n, total: current.total, unique: current.unique, ms };
    history.unshift(entry);
    lastOutcome = { key: 'done', job: current, entry, time: formatDuration(currentLang, ms) };
    job = null;
    render();
    renderHistory();
    onDone({ n: current.n, total: current.total, unique: current.unique, ms });
  }

  function fail(current, error) {
    if (current !== job) return; // cancelled, or replaced by a newer count
    stop(current);
    job = null;
    lastOutcome = { key: 'failed', message: errorText(error) };
    render();
  }

  /** Stops the running count, if any, terminating its workers. */
  function cancel({ silent = false } = {}) {
    if (!job) return;
    const current = job;
    job = null;
    stop(current);
    if (!silent) lastOutcome = { key: 'cancelled' };
    render();
  }

  function render() {
    const current = job ?? lastOutcome?.job ?? null;
    const running = Boolean(job);
    // Count and Cancel disable themselves: the keyboard focus moves to the
    // other one instead of dropping to the page.
    const focused = container.getRootNode().activeElement;
    startButton.disabled = running;
    cancelButton.disabled = !running;
    nSelect.disabled = running;
    if (running && (focused === startButton || focused === nSelect)) cancelButton.focus();
    else if (!running && focused === cancelButton) startButton.focus();
    const workersText = tCount(currentLang, 'count.workers', workerCount());
    workersInfo.textContent = workersText;

    if (current && current.pieceCount !== null) {
      progress.max = Math.max(1, current.pieceCount);
      progress.value = current.donePieces;
      pieces.textContent = tCount(currentLang, 'count.pieces', current.pieceCount, {
        done: formatNumber(currentLang, current.donePieces),
      });
    } else if (running) {
      progress.removeAttribute('value'); // indeterminate until the plan is known
      pieces.textContent = '';
    } else {
      progress.max = 1;
      progress.value = 0;
      pieces.textContent = '';
    }

    if (current && (running || lastOutcome?.key === 'done')) {
      const elapsed = (current.finished ?? performance.now()) - current.started;
      stats.elapsed.value.textContent = formatDuration(currentLang, elapsed);
      stats.rate.value.textContent = elapsed > 0 ? formatNumber(currentLang, (current.total / elapsed) * 1000) : '–';
      stats.total.value.textContent = formatNumber(currentLang, current.total);
      stats.unique.value.textContent = formatNumber(currentLang, current.unique);
    } else {
      // Idle, cancelled or failed: partial totals are not results.
      for (const { value } of Object.values(stats)) value.textContent = '–';
    }

    let message;
    if (running) message = t(currentLang, 'count.running', { n: current.n, workers: workersText });
    else if (lastOutcome?.key === 'done') {
      const done = lastOutcome.job;
      message = tCount(currentLang, 'count.done', done.total, {
        n: done.n,
        unique: formatNumber(currentLang, done.unique),
        time: formatDuration(currentLang, done.finished - done.started),
      });
    } else if (lastOutcome?.key === 'cancelled') message = t(currentLang, 'count.cancelled');
    else if (lastOutcome?.key === 'failed') message = t(currentLang, 'count.failed', { message: lastOutcome.message });
    else message = t(currentLang, 'count.idle');
    if (status.textContent !== message) status.textContent = message;
  }

  function renderHistory() {
    const earlier = history.filter((entry) => entry !== lastOutcome?.entry);
    historyTitle.hidden = earlier.length === 0;
    historyList.replaceChildren(
      ...earlier.map((entry) =>
        el(doc, 'li', {
          text: tCount(currentLang, 'count.done', entry.total, {
            n: entry.n,
            unique: formatNumber(currentLang, entry.unique),
            time: formatDuration(currentLang, entry.ms),
          }),
        }),
      ),
    );
  }

  function applyLang() {
    title.textContent = t(currentLang, 'count.title');
    lead.textContent = t(currentLang, 'count.lead');
    nLabel.textContent = t(currentLang, 'count.n');
    startButton.textContent = t(currentLang, 'count.start');
    cancelButton.textContent = t(currentLang, 'count.cancel');
    progressLabel.textContent = t(currentLang, 'count.progress');
    historyTitle.textContent = t(currentLang, 'count.history');
    stats.elapsed.term.textContent = t(currentLang, 'count.elapsed');
    stats.rate.term.textContent = t(currentLang, 'count.rate');
    stats.total.term.textContent = t(currentLang, 'count.total');
    stats.unique.term.textContent = t(currentLang, 'count.unique');
    render();
    renderHistory();
  }

  applyLang();
  return {
    element: container,
    setN(size) {
      // Back or Forward can change n under a running count (the select is
      // disabled only for the reader): the count of the old n stops, so the
      // select, the URL and the work agree.
      if (job && job.n !== size) cancel();
      // A finished count's results belong to its n: a new n clears them.
      else if (size !== n && lastOutcome?.key === 'done') {
        lastOutcome = null;
        render();
        renderHistory();
      }
      n = size;
      nSelect.value = String(size);
    },
    start,
    cancel,
    get running() {
      return Boolean(job);
    },
    setLang(next) {
      currentLang = next;
      applyLang();
    },
  };
}
