// The strategy comparison for the chosen n: every code view's program
// (catalog.js CODE_VIEWS) run to its end by the core's interpreter (in a Web
// Worker, timed there), a row of that program's own counts each, next to the brute-force
// search spaces of the lecture notes (docs/background.md) from
// bruteForceSpaces(n): C(n², n) and nⁿ.
// strategies-model.js decides what runs and what each row says.

import { el } from './dom.js';
import { t, formatNumber, formatDuration, formatPower, addStrings } from '../i18n/i18n.js';
import STRATEGY_STRINGS from '../i18n/strings/strategies.js';
import CODE_STRINGS from '../i18n/strings/code.js';
import { CODE_VIEW_NAMES, DEFAULT_LANG } from '../engine/catalog.js';
import { latestRequest } from '../engine/latest.js';
import { startStrategyWorker } from '../engine/strategy-run.js';
import { endWorker } from '../engine/worker-start.js';
import {
  AUTO_RUN_MAX_N,
  RESULT_COLUMNS,
  strategyLimit,
  planComparison,
  startRun,
  receiveAnswer,
  failRun,
  stopRun,
  strategyRow,
} from './strategies-model.js';

export { PROGRAM_MAX_N } from './strategies-model.js';

const COLUMNS = ['strategy', ...RESULT_COLUMNS, 'time'];

function buildStrategiesDom(doc) {
  const parts = {
    title: el(doc, 'h2', { class: 'nq-section__title' }),
    runButton: el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--primary' }),
    headCells: COLUMNS.map((key) => el(doc, 'th', { scope: 'col', dataset: { col: key } })),
    body: el(doc, 'tbody'),
    note: el(doc, 'p', { class: 'nq-strategies__note' }),
    spacesTitle: el(doc, 'h3', { class: 'nq-panel__title nq-strategies__spaces-title' }),
    spacesList: el(doc, 'ul', { class: 'nq-spaces' }),
  };
  const head = el(doc, 'thead', {}, el(doc, 'tr', {}, ...parts.headCells));
  const table = el(doc, 'table', { class: 'nq-table' }, head, parts.body);
  // Scrolls sideways on a phone: a named tab stop, so the keyboard can too.
  parts.tableScroll = el(doc, 'div', { class: 'nq-table-scroll', tabindex: '0', role: 'region' }, table);
  // Said only while the table is cut by its box (a student missed 4 of its 7 columns).
  parts.swipeHint = el(doc, 'p', { class: 'nq-table-hint', hidden: true });
  const actions = el(doc, 'div', { class: 'nq-strategies__actions' }, parts.runButton, parts.note);
  const tableParts = [parts.title, parts.swipeHint, parts.tableScroll, actions];
  parts.container = el(doc, 'section', { class: 'nq-strategies' }, ...tableParts, parts.spacesTitle, parts.spacesList);
  return parts;
}

function tableRow(doc, lang, strategy, shown) {
  const name = el(doc, 'th', { scope: 'row', text: t(lang, `code.view.${strategy}`) });
  const row = el(doc, 'tr', { dataset: { program: strategy } }, name);
  if (shown.kind === 'result') {
    const { result, ms } = shown;
    row.append(
      ...RESULT_COLUMNS.map((col) => el(doc, 'td', { dataset: { col }, text: formatNumber(lang, result[col]) })),
      el(doc, 'td', { dataset: { col: 'time' }, text: formatDuration(lang, ms) }),
    );
  } else {
    const note = el(doc, 'span', { class: 'nq-table__note-text', text: t(lang, shown.key, shown.params) });
    row.append(el(doc, 'td', { colspan: String(COLUMNS.length - 1), class: 'nq-table__note' }, note));
  }
  return row;
}

function renderTable(parts, state, { strategies, lang }) {
  const doc = parts.container.ownerDocument;
  parts.body.replaceChildren(...strategies.map((strategy) => tableRow(doc, lang, strategy, strategyRow(state, strategy))));
  parts.runButton.disabled = state.running;
  parts.runButton.textContent = t(lang, state.running ? 'strat.running' : 'strat.run');
}

function renderSpaces(parts, spaces, n, lang) {
  const doc = parts.container.ownerDocument;
  const any = t(lang, 'strat.space.any', { n, cells: n * n, value: formatNumber(lang, spaces.anySquares) });
  const row = t(lang, 'strat.space.row', { power: formatPower(n, n), value: formatNumber(lang, spaces.onePerRow) });
  parts.spacesList.replaceChildren(el(doc, 'li', { text: any }), el(doc, 'li', { text: row }));
}

function applyLang(parts, lang) {
  parts.title.textContent = t(lang, 'strat.title');
  parts.headCells.forEach((cell, index) => {
    cell.textContent = t(lang, `strat.col.${COLUMNS[index]}`);
  });
  parts.note.textContent = t(lang, 'strat.note');
  parts.tableScroll.setAttribute('aria-label', t(lang, 'strat.table'));
  parts.swipeHint.textContent = t(lang, 'strat.swipe');
  parts.spacesTitle.textContent = t(lang, 'strat.spaces');
}

// The hint shows while the table is wider than its box, whatever changed it (the screen, the language, a row).
function watchWidth({ tableScroll, swipeHint }) {
  const view = tableScroll.ownerDocument.defaultView;
  if (!view?.ResizeObserver) return;
  const check = () => {
    swipeHint.hidden = tableScroll.scrollWidth <= tableScroll.clientWidth + 1;
  };
  const observer = new view.ResizeObserver(check);
  observer.observe(tableScroll);
  observer.observe(tableScroll.firstElementChild);
}

// Idempotent; called by the view, not at import, so no bundler drops them.
function addViewStrings() {
  addStrings(STRATEGY_STRINGS);
  addStrings(CODE_STRINGS); // the rows' names: the code views' labels
}

// The view's nodes in `root`, in `lang`, the hint watching the table's width.
function mountStrategiesDom(root, lang) {
  addViewStrings();
  const parts = buildStrategiesDom(root.ownerDocument);
  root.append(parts.container);
  applyLang(parts, lang);
  watchWidth(parts);
  return parts;
}

export function createStrategiesView(root, { api, lang = DEFAULT_LANG }) {
  const parts = mountStrategiesDom(root, lang);
  const runs = latestRequest(); // answers of a stopped run are dropped
  const limitOf = (view) => strategyLimit(view, api.codeViewInfo(view).maxN);
  let currentLang = lang;
  let worker = null;
  let state = planComparison(0, [], limitOf).state;
  const render = () => renderTable(parts, state, { strategies: CODE_VIEW_NAMES, lang: currentLang });

  function stopWorker() {
    endWorker(worker);
    worker = null;
    runs.cancel();
    state = stopRun(state);
  }

  function update(next) {
    state = next;
    if (!state.running) stopWorker();
    render();
  }

  function run() {
    stopWorker();
    const planned = planComparison(state.n, CODE_VIEW_NAMES, limitOf);
    state = planned.runnable.length > 0 ? startRun(planned.state) : planned.state;
    render();
    if (!state.running) return;
    const isCurrent = runs.begin();
    worker = startStrategyWorker(state.n, planned.runnable, {
      onAnswer: (answer) => isCurrent() && update(receiveAnswer(state, answer)),
      onFail: (message) => isCurrent() && update(failRun(state, planned.runnable, message)),
    });
  }

  parts.runButton.addEventListener('click', () => run());
  return {
    element: parts.container,
    /** Shows the comparison for n; small boards run at once, larger ones on request. */
    setN(size) {
      if (size === state.n) return;
      stopWorker();
      state = planComparison(size, CODE_VIEW_NAMES, limitOf).state;
      renderSpaces(parts, api.bruteForceSpaces(size), size, currentLang);
      if (size <= AUTO_RUN_MAX_N) run();
      else render();
    },
    run,
    setLang(next) {
      currentLang = next;
      applyLang(parts, currentLang);
      if (state.n) {
        render();
        renderSpaces(parts, api.bruteForceSpaces(state.n), state.n, currentLang);
      }
    },
    dispose: stopWorker,
  };
}
