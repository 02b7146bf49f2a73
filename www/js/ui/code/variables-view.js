// The variables of the running program (code/program-model.js): the call
// stack as <ol aria-label="Call stack"> (one item per active call), arrays
// whole with their stale cells marked, masks in binary, single values; and
// the last lines the program printed.
// Call-stack changes are said in words in a polite live region.

import { el } from '../dom.js';
import { t } from '../../i18n/i18n.js';
import { stackChange } from './stack-words.js';
import { textParts } from './chinese-text.js';
import { DEFAULT_LANG } from '../../engine/catalog.js';

function stackItem(doc, { call, detail }) {
  const item = el(doc, 'li', { class: 'nq-code__frame' }, el(doc, 'code', { text: call }));
  if (detail) item.append(' ', el(doc, 'span', { class: 'nq-code__frame-var', text: detail }));
  return item;
}

// The calls, outermost first (null: none, its room kept, views.css); the
// newest, on top of the column-reverse list, in view (its scroll origin is the bottom).
function renderStack(list, stack) {
  list.hidden = !stack;
  if (!stack) return;
  list.replaceChildren(...stack.map((frame) => stackItem(list.ownerDocument, frame)));
  list.scrollTop = -list.scrollHeight;
}

// An array whole, as text: `name = [v1, v2, …]`, each stale cell marked
// (class is-stale, and in words for a screen reader).
function arrayRow(doc, row, staleWord) {
  const value = el(doc, 'code', { class: 'nq-code__array' }, `${row.name} = [`);
  row.cells.forEach((cell, index) => {
    if (index > 0) value.append(', ');
    const span = el(doc, 'span', { class: `nq-code__cell${cell.stale ? ' is-stale' : ''}`, text: cell.text });
    if (cell.stale) span.append(el(doc, 'span', { class: 'nq-visually-hidden', text: ` (${staleWord})` }));
    value.append(span);
  });
  value.append(']');
  if (row.range) value.append(el(doc, 'span', { class: 'nq-code__range', text: ` (${row.name}[${row.range.from}..${row.range.to}])` }));
  return value;
}

function panelRow(doc, row, staleWord) {
  let value;
  if (row.kind === 'array') value = arrayRow(doc, row, staleWord);
  else if (row.kind === 'mask') {
    value = el(doc, 'code', { class: 'nq-code__value', text: row.text }, ' ', el(doc, 'span', { class: 'nq-code__bits', text: `0b${row.bits}` }));
  } else value = el(doc, 'code', { class: 'nq-code__value', text: row.text });
  return el(doc, 'div', { class: `nq-code__var nq-code__var--${row.kind}`, dataset: { name: row.name } }, value);
}

export function createVariablesView(root, { lang = DEFAULT_LANG } = {}) {
  const doc = root.ownerDocument;
  let currentLang = lang;
  let lastStack = null;
  const heading = el(doc, 'h4', { class: 'nq-code__vars-title' });
  // A fixed height (views.css): deeper stacks scroll, so it takes the focus.
  const stackList = el(doc, 'ol', { class: 'nq-code__stack', tabindex: '0' });
  const panels = el(doc, 'div', { class: 'nq-code__panels' });
  const extra = el(doc, 'p', { class: 'nq-code__extra' });
  // What the program printed, its last lines (a console's window), there
  // from the first step (is-empty: nothing yet), so a widget keeps its height.
  const outputTitle = el(doc, 'h4', { class: 'nq-code__vars-title' });
  const outputText = el(doc, 'pre', { class: 'nq-code__output', role: 'region', tabindex: '0' });
  const output = el(doc, 'div', { class: 'nq-code__console' }, outputTitle, outputText);
  const spoken = el(doc, 'p', { class: 'nq-visually-hidden', role: 'status', 'aria-live': 'polite' });
  const container = el(doc, 'div', { class: 'nq-code__vars' }, heading, stackList, panels, extra, output, spoken);
  root.append(container);

  function applyLang() {
    heading.textContent = t(currentLang, 'code.variables');
    stackList.setAttribute('aria-label', t(currentLang, 'code.stack'));
    outputTitle.textContent = t(currentLang, 'code.output');
    outputText.setAttribute('aria-label', t(currentLang, 'code.output'));
    outputText.dataset.empty = t(currentLang, 'code.outputEmpty');
  }

  /** Draws `model` = { stack: [{ call, detail }] | null, rows: [...] (program-model.js), extra: string, output: string (its last lines) }. */
  // `exact`: one line step since the last render (see stackChange).
  function render(model, { announce = true, exact = true } = {}) {
    renderStack(stackList, model.stack);
    const sentence = announce ? stackChange(currentLang, lastStack, model.stack, { exact }) : '';
    if (sentence && spoken.textContent !== sentence) spoken.textContent = sentence;
    lastStack = model.stack;
    const staleWord = t(currentLang, 'code.stale');
    panels.replaceChildren(...model.rows.map((row) => panelRow(doc, row, staleWord)));
    extra.textContent = model.extra ?? ''; // empty, it keeps its room (views.css)
    const printed = model.output ?? '';
    outputText.classList.toggle('is-empty', printed === '');
    if (outputText.textContent !== printed) {
      outputText.replaceChildren(...textParts(doc, printed)); // the notes' sentence read as Chinese
      outputText.scrollTop = outputText.scrollHeight; // the newest line in view, as a console keeps it
    }
  }

  applyLang();
  return {
    element: container,
    render,
    setLang(next) {
      currentLang = next;
      applyLang();
    },
    /** Forgets the last stack: the next render says nothing (a new view or board). */
    reset() {
      lastStack = null;
      spoken.textContent = '';
    },
  };
}
