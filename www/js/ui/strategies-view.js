// The strategy comparison for the chosen n: every entry of STRATEGIES run
// through runStrategy (in a Web Worker, timed there), next to the notes'
// brute-force search spaces from bruteForceSpaces(n): C(n², n) and nⁿ.

import { el } from './dom.js';
import { t, formatNumber, formatDuration, formatPower, addStrings } from '../i18n/i18n.js';
import STRATEGY_STRINGS from '../i18n/strings/strategies.js';

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
const AUTO_RUN_MAX_N = 10;

export function createStrategiesView(root, { api, lang = 'en' }) {
  addStrings(STRATEGY_STRINGS); // idempotent; here, not at import, so no bundler drops it
  const doc = root.ownerDocument;
  let currentLang = lang;
  let n = 0;
  let worker = null;
  let runId = 0;
  let results = new Map(); // strategy -> { result, ms } | { error } | { skipped }
  let running = false;

  const title = el(doc, 'h2', { class: 'nq-section__title' });
  const runButton = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--primary' });
  runButton.addEventListener('click', () => run());
  const headCells = ['strategy', 'solutions', 'nodes', 'checks', 'time'].map((key) =>
    el(doc, 'th', { scope: 'col', dataset: { col: key } }),
  );
  const body = el(doc, 'tbody');
  const table = el(doc, 'table', { class: 'nq-table' }, el(doc, 'thead', {}, el(doc, 'tr', {}, ...headCells)), body);
  // Scrolls sideways on a phone: a named tab stop, so the keyboard can too.
  const tableScroll = el(doc, 'div', { class: 'nq-table-scroll', tabindex: '0', role: 'region' }, table);
  const note = el(doc, 'p', { class: 'nq-strategies__note' });
  const spacesTitle = el(doc, 'h3', { class: 'nq-panel__title nq-strategies__spaces-title' });
  const spacesList = el(doc, 'ul', { class: 'nq-spaces' });
  const container = el(
    doc,
    'section',
    { class: 'nq-strategies' },
    title,
    tableScroll,
    el(doc, 'div', { class: 'nq-strategies__actions' }, runButton, note),
    spacesTitle,
    spacesList,
  );
  root.append(container);

  function stopWorker() {
    worker?.terminate();
    worker = null;
    running = false;
  }

  // The page's time budget, never above what the API accepts.
  function limitFor(strategy) {
    return Math.min(STRATEGY_MAX_N[strategy] ?? DEFAULT_MAX_N, api.strategyMaxN(strategy));
  }

  // Marks the strategies too slow for this n; returns the ones that can run.
  function planRun() {
    results = new Map();
    const runnable = [];
    for (const strategy of api.STRATEGIES) {
      if (n > limitFor(strategy)) results.set(strategy, { skipped: limitFor(strategy) });
      else runnable.push(strategy);
    }
    return runnable;
  }

  function run() {
    stopWorker();
    const id = ++runId;
    const runnable = planRun();
    running = runnable.length > 0;
    renderTable();
    if (!running) return;
    worker = new Worker(new URL('../workers/strategy-worker.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (message) => {
      const data = message.data;
      if (data.id !== id) return;
      if (data.type === 'result') results.set(data.strategy, { result: data.result, ms: data.ms });
      else if (data.type === 'error') results.set(data.strategy, { error: data.message });
      else if (data.type === 'done') stopWorker();
      renderTable();
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      for (const strategy of runnable) {
        if (!results.has(strategy)) results.set(strategy, { error: event.message || 'worker error' });
      }
      stopWorker();
      renderTable();
    });
    worker.postMessage({ type: 'run', id, n, strategies: runnable });
  }

  function renderTable() {
    const rows = api.STRATEGIES.map((strategy) => {
      const entry = results.get(strategy);
      const name = el(doc, 'th', { scope: 'row', text: t(currentLang, `strat.name.${strategy}`) });
      const row = el(doc, 'tr', { dataset: { strategy } }, name);
      if (entry?.result) {
        const { result, ms } = entry;
        row.append(
          el(doc, 'td', { dataset: { col: 'solutions' }, text: formatNumber(currentLang, result.solutions) }),
          el(doc, 'td', { dataset: { col: 'nodes' }, text: formatNumber(currentLang, result.nodes) }),
          el(doc, 'td', { dataset: { col: 'checks' }, text: formatNumber(currentLang, result.checks) }),
          el(doc, 'td', { dataset: { col: 'time' }, text: formatDuration(currentLang, ms) }),
        );
      } else {
        // Not run yet (n too large to run by itself): say how, never a blank row.
        let text = t(currentLang, running ? 'strat.pending' : 'strat.notRun');
        if (entry?.skipped) text = t(currentLang, 'strat.skipped', { max: entry.skipped });
        if (entry?.error) text = t(currentLang, 'strat.failed', { message: entry.error });
        const note = el(doc, 'span', { class: 'nq-table__note-text', text });
        row.append(el(doc, 'td', { colspan: '4', class: 'nq-table__note' }, note));
      }
      return row;
    });
    body.replaceChildren(...rows);
    runButton.disabled = running;
    runButton.textContent = t(currentLang, running ? 'strat.running' : 'strat.run');
  }

  function renderSpaces() {
    const spaces = api.bruteForceSpaces(n);
    const cells = n * n;
    spacesList.replaceChildren(
      el(doc, 'li', {
        text: t(currentLang, 'strat.space.any', { n, cells, value: formatNumber(currentLang, spaces.anySquares) }),
      }),
      el(doc, 'li', {
        text: t(currentLang, 'strat.space.row', {
          power: formatPower(n, n),
          value: formatNumber(currentLang, spaces.onePerRow),
        }),
      }),
    );
  }

  function applyLang() {
    title.textContent = t(currentLang, 'strat.title');
    const keys = ['strat.col.strategy', 'strat.col.solutions', 'strat.col.nodes', 'strat.col.checks', 'strat.col.time'];
    headCells.forEach((cell, index) => {
      cell.textContent = t(currentLang, keys[index]);
    });
    note.textContent = t(currentLang, 'strat.note');
    tableScroll.setAttribute('aria-label', t(currentLang, 'strat.table'));
    spacesTitle.textContent = t(currentLang, 'strat.spaces');
  }

  applyLang();
  return {
    element: container,
    /** Shows the comparison for n; small boards run at once, larger ones on request. */
    setN(size) {
      if (size === n) return;
      stopWorker();
      runId += 1;
      n = size;
      planRun();
      renderSpaces();
      if (n <= AUTO_RUN_MAX_N) run();
      else renderTable();
    },
    run,
    setLang(next) {
      currentLang = next;
      applyLang();
      if (n) {
        renderTable();
        renderSpaces();
      }
    },
    dispose: stopWorker,
  };
}
