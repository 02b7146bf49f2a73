// The code panel: the algorithms of the lecture notes (five views, see
// code/views.js), chosen with a labelled <select>, with the line that the
// current Stepper event executes highlighted (aria-current="true"), the
// lines that led there shaded, and the view's variables (code/variables-view.js).
// Each program maps an event to its line from the Stepper's state; nothing
// here is a recorded trace.

import { el } from './dom.js';
import { t, htmlLang, addStrings } from '../i18n/i18n.js';
import { SPEEDS } from '../engine/player.js';
import { CODE_VIEWS, DEFAULT_CODE_VIEW, programFor } from './code/views.js';
import { createVariablesView } from './code/variables-view.js';
import CODE_STRINGS from '../i18n/strings/code.js';

// Above this many steps a second the call stack is not announced (see stage.js).
const LIVE_MAX_SPEED = 4;
const KEYWORDS = /\b(void|int|boolean|if|else|while|for|return|new|false|true|continue)\b/g;
const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+/g;

// Plain text, with the Chinese of the notes' println in a lang="zh-CN"
// span, so a screen reader on the English page reads it as Chinese.
function textParts(doc, text) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(CHINESE)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(el(doc, 'span', { lang: htmlLang('zh'), text: match[0] }));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

// Splits a code line into plain and keyword spans (text only, no HTML).
function codeSpans(doc, code) {
  const parts = [];
  let last = 0;
  for (const match of code.matchAll(KEYWORDS)) {
    if (match.index > last) parts.push(...textParts(doc, code.slice(last, match.index)));
    parts.push(el(doc, 'span', { class: 'nq-code__kw', text: match[0] }));
    last = match.index + match[0].length;
  }
  if (last < code.length) parts.push(...textParts(doc, code.slice(last)));
  return parts;
}

// The numbered lines of a program into `code`: returns { lines: [{ node,
// id }], commentNodes: [{ node, key }] } (comments are filled per language).
function buildLines(doc, code, program) {
  const lines = [];
  const commentNodes = [];
  const nodes = program.lines.map((line, index) => {
    const number = el(doc, 'span', { class: 'nq-code__num', 'aria-hidden': 'true', text: String(index + 1) });
    const text = el(doc, 'span', { class: 'nq-code__text' });
    if (line.comment) {
      const comment = el(doc, 'span', { class: 'nq-code__comment' });
      text.append(' '.repeat(line.indent ?? 0), comment);
      commentNodes.push({ node: comment, key: line.comment });
    } else {
      text.append(...codeSpans(doc, line.code));
    }
    const classes = `nq-code__line${line.fix ? ' nq-code__line--fix' : ''}`;
    const node = el(doc, 'span', { class: classes, dataset: { line: line.id ?? '' } }, number, text);
    lines.push({ node, id: line.id });
    return node;
  });
  code.replaceChildren(...nodes);
  return { lines, commentNodes };
}

// The selector: a labelled <select> of the five views.
function buildPicker(doc, onChange) {
  const select = el(doc, 'select', { class: 'nq-code__select' });
  for (const name of CODE_VIEWS) select.append(el(doc, 'option', { value: name }));
  const label = el(doc, 'label', { class: 'nq-code__picker' }, el(doc, 'span', { class: 'nq-code__picker-label' }), select);
  select.addEventListener('change', () => onChange(select.value));
  return { label, select };
}

// The note under the selector, and for the bit-set view the fix as a diff.
function buildNote(doc) {
  const text = el(doc, 'p', { class: 'nq-code__note' });
  const fixTitle = el(doc, 'p', { class: 'nq-code__fix-title' });
  const fix = el(doc, 'pre', { class: 'nq-code__fix' });
  const box = el(doc, 'div', { class: 'nq-code__about' }, text, fixTitle, fix);
  return {
    box,
    render(lang, program) {
      text.textContent = t(lang, program.note ?? `code.${program.name}.note`);
      fixTitle.hidden = fix.hidden = !program.fix;
      fixTitle.textContent = t(lang, 'code.fixTitle');
      fix.textContent = program.fix ? program.fix.join('\n') : '';
    },
  };
}

// Keeps `node` in view inside the scroll box `pre` only (never scrolls the
// page), measured at the next animation frame: a run of frames drawn in one
// task costs one layout.
function createFollower(pre) {
  let target = null;
  return (node) => {
    const scheduled = target !== null;
    target = node;
    if (scheduled || !node) return;
    pre.ownerDocument.defaultView.requestAnimationFrame(() => {
      const line = target;
      target = null;
      if (!line?.isConnected || pre.clientHeight === 0) return;
      const top = line.offsetTop; // pre is the offsetParent (position: relative)
      if (top < pre.scrollTop || top > pre.scrollTop + pre.clientHeight - 24) {
        pre.scrollTop = Math.max(0, top - pre.clientHeight / 3);
      }
    });
  };
}

// The variables model of `program` at `frame`, for the variables view.
function variablesOf(lang, program, frame) {
  const extra = [];
  if (program.name === 'recursive') {
    const queens = Array.from(frame.queens).join(', ');
    extra.push(t(lang, 'code.varsIdle', { queens, ways: frame.counts.solutions }));
  }
  if (program.name === 'leetcode' && frame.event?.kind === 'reject') {
    extra.push(t(lang, 'code.leetcode.masked', { row: frame.event.row, col: frame.event.col }));
  }
  const panels = program.panels(frame);
  if (panels.some((panel) => panel.kind === 'bits')) extra.push(t(lang, 'code.bitsNote'));
  return { stack: program.callStack(frame), panels, extra: extra.join(' ') };
}

export function createCodeView(root, { lang = 'en', view = DEFAULT_CODE_VIEW, onChangeView = () => {} } = {}) {
  addStrings(CODE_STRINGS);
  const doc = root.ownerDocument;
  let currentLang = lang;
  let program = programFor(view);
  let lastFrame = null;
  let built = null;

  const title = el(doc, 'h3', { class: 'nq-panel__title' });
  const picker = buildPicker(doc, (name) => {
    setView(name);
    onChangeView(program.name);
  });
  const note = buildNote(doc);
  const code = el(doc, 'code', { class: 'nq-code__body' });
  // A scroll box: a named tab stop, so the keyboard can scroll it too.
  const pre = el(doc, 'pre', { class: 'nq-code__pre', tabindex: '0', role: 'region' }, code);
  const container = el(doc, 'section', { class: 'nq-panel nq-code' }, title, picker.label, note.box, pre);
  root.append(container);
  const variables = createVariablesView(container, { lang });
  const follow = createFollower(pre);

  function applyLang() {
    title.textContent = t(currentLang, 'code.title');
    picker.label.firstChild.textContent = t(currentLang, 'code.view');
    for (const option of picker.select.options) option.textContent = t(currentLang, `code.view.${option.value}`);
    pre.setAttribute('aria-label', t(currentLang, program.language === 'c' ? 'code.regionC' : 'code.region'));
    note.render(currentLang, program);
    for (const { node, key } of built.commentNodes) node.textContent = t(currentLang, key);
    variables.setLang(currentLang);
  }

  function render(frame) {
    lastFrame = frame;
    const { line, context } = program.lineFor(frame);
    let active = null;
    for (const item of built.lines) {
      const isActive = item.id === line;
      item.node.classList.toggle('is-active', isActive);
      item.node.classList.toggle('is-context', !isActive && context.includes(item.id));
      if (isActive) item.node.setAttribute('aria-current', 'true');
      else item.node.removeAttribute('aria-current');
      if (isActive) active = item.node;
    }
    follow(active);
    const announce = !frame.playing || SPEEDS[frame.speedIndex] <= LIVE_MAX_SPEED;
    variables.render(variablesOf(currentLang, program, frame), { announce });
  }

  function setView(name) {
    if (built && programFor(name) === program) return;
    program = programFor(name);
    picker.select.value = program.name;
    container.dataset.view = program.name;
    built = buildLines(doc, code, program);
    variables.reset();
    applyLang();
    if (lastFrame) render(lastFrame);
  }

  setView(program.name);
  return {
    element: container,
    render,
    /** Shows another view (a name from CODE_VIEWS; anything else is the default). */
    setView,
    get view() {
      return program.name;
    },
    setLang(next) {
      currentLang = next;
      applyLang();
      if (lastFrame) render(lastFrame);
    },
  };
}
