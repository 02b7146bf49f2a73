// The count view: every solution of n ≤ MAX_COUNT_N, counted in parallel Web
// Workers by count-pool.js (one per core), with progress, rate and cancel.
// The main thread only hands out pieces and adds up results, so it never
// runs a long task. Cancel terminates the workers.
//
// Three parts: the state machine (counter-model.js, pure), the DOM
// (buildCounterDom, renderCounter) and the controller (createCounter), which
// owns the effects: the workers, their abort signal and the refresh clock.

import { countInWorkers } from '../engine/count-pool.js';
import { estimateCount } from '../engine/count-estimate.js';
import { el } from './dom.js';
import { uniqueId } from './ids.js';
import { createNSelect } from './n-select.js';
import { errorText } from '../engine/errors.js';
import { t, addStrings } from '../i18n/i18n.js';
import COUNTER_STRINGS from '../i18n/strings/counter.js';
import { MAX_COUNT_N } from '../engine/limits.js';
import * as model from './counter-model.js';
import { DEFAULT_LANG } from '../engine/catalog.js';

const MAX_WORKERS = 16;
// The display is refreshed a few times a second, not on every frame: each
// refresh costs a compositor commit, and with every core busy counting, a
// commit can wait for the compositor longer than a frame.
const REFRESH_MS = 250;
const STAT_KEYS = ['elapsed', 'rate', 'total', 'unique'];
// An estimate starts once n has stayed put this long (arrowing through the
// select does not start one per size).
const ESTIMATE_DELAY_MS = 300;

export function createCounter(root, { lang = DEFAULT_LANG, onChangeN = () => {}, onDone = () => {} } = {}) {
  const view = root.ownerDocument.defaultView;
  const dom = buildCounterDom(root.ownerDocument, { onChangeN, onStart: () => start(), onCancel: () => cancel() });
  root.append(dom.container);
  let currentLang = lang;
  let state = model.initialCounterState(8);
  let effects = null; // the running job's { abort, clock }
  let nextId = 0;
  const estimator = createEstimator(view, {
    begin: (id) => update(model.estimateStarted(state, id)),
    end: (id, result) => update(model.estimated(state, id, result)),
  });

  const workers = () => workerCount(view);
  const render = () => renderCounter(dom, model.counterDisplay(state, { now: performance.now(), lang: currentLang, workers: workers() }));
  const update = (next) => {
    const wasRunning = model.isRunning(state);
    state = next;
    if (wasRunning && !model.isRunning(state)) stopEffects();
    render();
  };
  const stopEffects = () => {
    effects?.stop();
    effects = null;
  };

  function start() {
    stopEffects();
    estimator.stop(); // its workers' cores are the count's now
    const id = (nextId += 1);
    state = model.startJob(state, { id, now: performance.now() });
    effects = runCountJob(view, state.n, workers(), {
      render,
      progressed: (progress) => (state = model.jobProgressed(state, id, progress)), // shown at the next refresh
      finished() {
        if (state.job?.id !== id) return;
        update(model.jobFinished(state, id, performance.now()));
        const { n, total, unique, ms } = state.outcome.entry;
        onDone({ n, total, unique, ms });
      },
      failed: (error) => update(model.jobFailed(state, id, errorText(error), error?.workerSources)),
    });
    render();
  }

  /** Stops the running count, if any, terminating its workers (`silent`: the status does not say so; `left`: it says Count mode was left). */
  function cancel({ silent = false, left = false } = {}) {
    update(model.jobCancelled(state, { silent, left }));
  }

  function setN(size) {
    update(model.nChanged(state, size)); // stops the workers when the change cancelled the count
    dom.nSelect.value = String(size);
    if (!model.isRunning(state) && state.estimate?.n !== size) estimator.schedule(size, workers());
  }

  function setLang(next) {
    currentLang = next;
    applyCounterLang(dom, currentLang);
    render();
  }

  setLang(lang);
  estimator.schedule(state.n, workers());
  return {
    element: dom.container,
    setN,
    start,
    cancel,
    get running() {
      return model.isRunning(state);
    },
    setLang,
    /** Stops every worker, the count's and the estimate's: the view is going away. */
    dispose() {
      estimator.stop();
      cancel({ silent: true });
    },
  };
}

const workerCount = (view) => Math.max(1, Math.min(MAX_WORKERS, Number(view.navigator.hardwareConcurrency) || 2));

// Counts n in `workers` workers (count-pool.js), refreshing the view every
// REFRESH_MS meanwhile; returns { stop() }, which terminates the workers.
function runCountJob(view, n, workers, { render, progressed, finished, failed }) {
  const abort = new AbortController();
  const clock = view.setInterval(render, REFRESH_MS);
  countInWorkers(n, { workers, signal: abort.signal, onProgress: progressed }).then(finished, failed);
  return {
    stop() {
      abort.abort();
      view.clearInterval(clock);
    },
  };
}

// Runs one estimate at a time (count-estimate.js), `ESTIMATE_DELAY_MS`
// after it is asked for; a new request or stop() cancels the one before.
// begin(id) and end(id, result or null) report to the controller.
function createEstimator(view, { begin, end }) {
  let timer = 0;
  let running = null; // { id, abort }
  let nextId = 0;
  const stop = () => {
    view.clearTimeout(timer);
    if (running) {
      running.abort.abort();
      end(running.id, null);
      running = null;
    }
  };
  const run = (n, workers) => {
    const current = { id: (nextId += 1), abort: new AbortController() };
    running = current;
    begin(current.id);
    estimateCount(n, { workers, signal: current.abort.signal }).then(
      (result) => {
        if (running === current) running = null;
        end(current.id, result);
      },
      () => {
        if (running !== current) return; // cancelled: stop() reported it
        running = null;
        end(current.id, null);
      },
    );
  };
  return {
    schedule(n, workers) {
      stop();
      timer = view.setTimeout(() => run(n, workers), ESTIMATE_DELAY_MS);
    },
    stop,
  };
}

/** The view's nodes: the form (n, Count, Cancel), progress, stats, status and history. */
function buildCounterDom(doc, { onChangeN, onStart, onCancel }) {
  addStrings(COUNTER_STRINGS); // idempotent; here, not at import, so no bundler drops it
  const { label: nLabel, select: nSelect } = createNSelect(doc, { prefix: 'nq-count-n', max: MAX_COUNT_N, onChange: onChangeN });
  const dom = {
    title: el(doc, 'h2', { class: 'nq-section__title' }),
    lead: el(doc, 'p', { class: 'nq-count__lead' }),
    nLabel,
    nSelect,
    startButton: el(doc, 'button', { type: 'submit', class: 'nq-btn nq-btn--primary', dataset: { action: 'count' } }),
    cancelButton: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'cancel' }, disabled: true, onclick: onCancel }),
    workersInfo: el(doc, 'p', { class: 'nq-count__workers' }),
    estimate: el(doc, 'p', { class: 'nq-count__estimate', hidden: true }),
    progressLabel: el(doc, 'label'),
    progress: el(doc, 'progress', { class: 'nq-progress', max: '1', value: '0' }),
    pieces: el(doc, 'span', { class: 'nq-count__pieces' }),
    stats: {},
    statList: el(doc, 'dl', { class: 'nq-stats nq-count__stats' }),
    status: el(doc, 'p', { class: 'nq-count__status', role: 'status', 'aria-live': 'polite' }),
    historyTitle: el(doc, 'h3', { class: 'nq-panel__title', hidden: true }),
    historyList: el(doc, 'ul', { class: 'nq-count__history' }),
  };
  dom.progress.id = uniqueId('nq-count-progress');
  dom.progressLabel.htmlFor = dom.progress.id;
  for (const key of STAT_KEYS) {
    const term = el(doc, 'dt', { class: 'nq-stats__label' });
    const value = el(doc, 'dd', { class: 'nq-stats__value', dataset: { count: key } });
    dom.statList.append(el(doc, 'div', { class: 'nq-stats__item' }, term, value));
    dom.stats[key] = { term, value };
  }
  const form = el(doc, 'form', { class: 'nq-count__form' }, el(doc, 'div', { class: 'nq-count__n' }, nLabel, nSelect), dom.startButton, dom.cancelButton);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    onStart();
  });
  const progressRow = el(doc, 'div', { class: 'nq-count__progress' }, dom.progressLabel, dom.progress, dom.pieces);
  dom.container = el(
    doc,
    'section',
    { class: 'nq-count' },
    [dom.title, dom.lead, form, dom.workersInfo, dom.estimate, progressRow, dom.statList, dom.status, dom.historyTitle, dom.historyList],
  );
  return dom;
}

/** Shows `display` (counterDisplay's result) in the view's nodes. */
function renderCounter(dom, display) {
  const { running } = display;
  // Count and Cancel disable themselves: the keyboard focus moves to the
  // other one instead of dropping to the page.
  const focused = dom.container.getRootNode().activeElement;
  dom.startButton.disabled = running;
  dom.cancelButton.disabled = !running;
  dom.nSelect.disabled = running;
  if (running && (focused === dom.startButton || focused === dom.nSelect)) dom.cancelButton.focus();
  else if (!running && focused === dom.cancelButton) dom.startButton.focus();
  dom.workersInfo.textContent = display.workersText;
  dom.estimate.textContent = display.estimateText;
  dom.estimate.hidden = display.estimateText === '';
  dom.progress.max = display.progress.max;
  if (display.progress.value === null) dom.progress.removeAttribute('value');
  else dom.progress.value = display.progress.value;
  dom.pieces.textContent = display.piecesText;
  for (const key of STAT_KEYS) dom.stats[key].value.textContent = display.stats?.[key] ?? '–';
  if (dom.status.textContent !== display.message) dom.status.textContent = display.message;
  dom.historyTitle.hidden = display.earlier.length === 0;
  const lines = display.earlier;
  const shown = [...dom.historyList.children].map((item) => item.textContent);
  if (shown.length !== lines.length || shown.some((text, i) => text !== lines[i])) {
    dom.historyList.replaceChildren(...lines.map((text) => el(dom.historyList.ownerDocument, 'li', { text })));
  }
}

/** The view's fixed texts in `lang`. */
function applyCounterLang(dom, lang) {
  dom.title.textContent = t(lang, 'count.title');
  dom.lead.textContent = t(lang, 'count.lead');
  dom.nLabel.textContent = t(lang, 'count.n');
  dom.startButton.textContent = t(lang, 'count.start');
  dom.cancelButton.textContent = t(lang, 'count.cancel');
  dom.progressLabel.textContent = t(lang, 'count.progress');
  dom.historyTitle.textContent = t(lang, 'count.history');
  for (const key of STAT_KEYS) dom.stats[key].term.textContent = t(lang, `count.${key}`);
}
