// The variables of the chosen code view, drawn from the program's pure
// models: the call stack as <ol aria-label="Call stack"> (one item per
// active call), and the panels (rows of cells, bit strings, single values).
// Call-stack changes are said in words in a polite live region.

import { el } from '../dom.js';
import { t } from '../../i18n/i18n.js';
import { stackChange } from './stack-words.js';

function stackItem(doc, { call, detail }) {
  const item = el(doc, 'li', { class: 'nq-code__frame' }, el(doc, 'code', { text: call }));
  if (detail) item.append(' ', el(doc, 'span', { class: 'nq-code__frame-var', text: detail }));
  return item;
}

function cellsPanel(doc, panel) {
  const row = el(doc, 'div', { class: 'nq-code__cells', role: 'list' });
  for (const cell of panel.cells) {
    const label = `${panel.label}[${cell.index}] = ${cell.value === '' ? '·' : cell.value}`;
    row.append(
      el(doc, 'span', {
        class: `nq-code__cell${cell.value === '1' && panel.label !== 'a' ? ' is-on' : ''}${cell.current ? ' is-current' : ''}`,
        role: 'listitem',
        'aria-label': label,
        title: label,
        text: cell.value === '' ? '·' : cell.value,
      }),
    );
  }
  return row;
}

function panelRow(doc, panel) {
  const name = el(doc, 'code', { class: 'nq-code__var-name', text: panel.label });
  let value;
  if (panel.kind === 'cells') value = cellsPanel(doc, panel);
  else if (panel.kind === 'bits') value = el(doc, 'code', { class: 'nq-code__bits', text: panel.bits });
  else value = el(doc, 'code', { class: 'nq-code__value', text: panel.value });
  return el(doc, 'div', { class: `nq-code__var nq-code__var--${panel.kind}` }, name, value);
}

export function createVariablesView(root, { lang = 'en' } = {}) {
  const doc = root.ownerDocument;
  let currentLang = lang;
  let lastStack = null;
  const heading = el(doc, 'h4', { class: 'nq-code__vars-title' });
  const stackList = el(doc, 'ol', { class: 'nq-code__stack' });
  const panels = el(doc, 'div', { class: 'nq-code__panels' });
  const extra = el(doc, 'p', { class: 'nq-code__extra' });
  const spoken = el(doc, 'p', { class: 'nq-visually-hidden', role: 'status', 'aria-live': 'polite' });
  const container = el(doc, 'div', { class: 'nq-code__vars' }, heading, stackList, panels, extra, spoken);
  root.append(container);

  function applyLang() {
    heading.textContent = t(currentLang, 'code.variables');
    stackList.setAttribute('aria-label', t(currentLang, 'code.stack'));
  }

  /** Draws `model` = { stack: [{ call, detail }] | null, panels: [...], extra: string }. */
  function render(model, { announce = true } = {}) {
    stackList.hidden = !model.stack;
    if (model.stack) stackList.replaceChildren(...model.stack.map((frame) => stackItem(doc, frame)));
    const sentence = announce ? stackChange(currentLang, lastStack, model.stack) : '';
    if (sentence && spoken.textContent !== sentence) spoken.textContent = sentence;
    lastStack = model.stack;
    panels.replaceChildren(...model.panels.map((panel) => panelRow(doc, panel)));
    extra.textContent = model.extra ?? '';
    extra.hidden = !model.extra;
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
