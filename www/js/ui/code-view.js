// The code panel: the algorithms of the lecture notes (five views, see
// code/views.js), chosen with a labelled <select>, with the line that the
// current Stepper event executes highlighted (aria-current="true"), the
// lines that led there shaded, and the view's variables (code/variables-view.js).
// Each program maps an event to its line from the Stepper's state; nothing
// here is a recorded trace. A view's program is loaded when the view is
// first shown; meanwhile the panel already takes its room (blank lines).

import { el } from './dom.js';
import { t, htmlLang, addStrings } from '../i18n/i18n.js';
import { SPEEDS } from '../engine/player.js';
import { latestRequest } from '../engine/latest.js';
import { errorText } from '../engine/errors.js';
import { CODE_VIEWS, DEFAULT_CODE_VIEW, codeViewOrDefault, codeViewSize, loadProgram } from './code/views.js';
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

// `count` blank lines: the room of a program's lines (or of its fix) while
// the program loads.
function blankLines(doc, count) {
  return Array.from({ length: count }, () => el(doc, 'span', { class: 'nq-code__line', text: ' ' }));
}

// The note under the selector, and for the bit-set view the fix as a diff.
function buildNote(doc) {
  const text = el(doc, 'p', { class: 'nq-code__note' });
  const fixTitle = el(doc, 'p', { class: 'nq-code__fix-title' });
  const fix = el(doc, 'pre', { class: 'nq-code__fix' });
  const box = el(doc, 'div', { class: 'nq-code__about' }, text, fixTitle, fix);
  return {
    box,
    /** The note of view `name`; `fixLines`: its fix as lines of text, or a count of blank lines to hold its room. */
    render(lang, name, fixLines) {
      text.textContent = t(lang, `code.${name}.note`);
      const count = typeof fixLines === 'number' ? fixLines : fixLines.length;
      fixTitle.hidden = fix.hidden = count === 0;
      fixTitle.textContent = t(lang, 'code.fixTitle');
      if (typeof fixLines === 'number') fix.replaceChildren(...blankLines(doc, fixLines));
      else fix.textContent = fixLines.join('\n');
    },
    /** A program that could not be loaded: why, in place of the note. */
    showError(message) {
      text.textContent = message;
    },
  };
}

// The panel's boxes: title, selector, note (and fix), the code's scroll box.
function buildPanel(doc, onPick) {
  const title = el(doc, 'h3', { class: 'nq-panel__title' });
  const picker = buildPicker(doc, onPick);
  const note = buildNote(doc);
  const code = el(doc, 'code', { class: 'nq-code__body' });
  // A scroll box: a named tab stop, so the keyboard can scroll it too.
  const pre = el(doc, 'pre', { class: 'nq-code__pre', tabindex: '0', role: 'region' }, code);
  const container = el(doc, 'section', { class: 'nq-panel nq-code' }, title, picker.label, note.box, pre);
  return { container, title, picker, note, code, pre };
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

// The highlighted and shaded lines of `built` for `line` and `context`; returns the highlighted node.
function markLines(built, { line, context }) {
  let active = null;
  for (const item of built.lines) {
    const isActive = item.id === line;
    item.node.classList.toggle('is-active', isActive);
    item.node.classList.toggle('is-context', !isActive && context.includes(item.id));
    if (isActive) item.node.setAttribute('aria-current', 'true');
    else item.node.removeAttribute('aria-current');
    if (isActive) active = item.node;
  }
  return active;
}

const NOTHING_BUILT = Object.freeze({ lines: [], commentNodes: [] });

// The panel's text in `state.lang`: labels, the note, the code's comments.
function applyLang(parts, variables, state) {
  const { lang, program } = state;
  parts.title.textContent = t(lang, 'code.title');
  parts.picker.label.firstChild.textContent = t(lang, 'code.view');
  for (const option of parts.picker.select.options) option.textContent = t(lang, `code.view.${option.value}`);
  parts.pre.setAttribute('aria-label', t(lang, program?.language === 'c' ? 'code.regionC' : 'code.region'));
  parts.note.render(lang, state.shown, program ? (program.fix ?? []) : codeViewSize(state.shown).fixLines);
  for (const { node, key } of state.built.commentNodes) node.textContent = t(lang, key);
  variables.setLang(lang);
}

export function createCodeView(root, { lang = 'en', view = DEFAULT_CODE_VIEW, onChangeView = () => {} } = {}) {
  addStrings(CODE_STRINGS);
  const doc = root.ownerDocument;
  // shown: the view asked for last (the selector shows it at once);
  // program: its program, once loaded; built: its lines in the panel.
  const state = { lang, shown: null, program: null, built: NOTHING_BUILT, lastFrame: null };
  const loads = latestRequest(); // a fast switch: only the last view asked for is shown

  const parts = buildPanel(doc, (name) => {
    setView(name);
    onChangeView(state.shown);
  });
  root.append(parts.container);
  const variables = createVariablesView(parts.container, { lang });
  const follow = createFollower(parts.pre);

  function render(frame) {
    state.lastFrame = frame;
    const { program } = state;
    if (!program) return;
    follow(markLines(state.built, program.lineFor(frame)));
    const announce = !frame.playing || SPEEDS[frame.speedIndex] <= LIVE_MAX_SPEED;
    variables.render(variablesOf(state.lang, program, frame), { announce });
  }

  function showProgram(program) {
    state.program = program;
    state.built = buildLines(doc, parts.code, program);
    parts.pre.removeAttribute('aria-busy');
    variables.reset();
    applyLang(parts, variables, state);
    if (state.lastFrame) render(state.lastFrame);
  }

  function showLoadError(error) {
    state.shown = null; // asking for the view again tries again
    parts.pre.removeAttribute('aria-busy');
    parts.note.showError(errorText(error));
  }

  function setView(name) {
    const next = codeViewOrDefault(name);
    if (next === state.shown) return;
    Object.assign(state, { shown: next, program: null, built: NOTHING_BUILT });
    parts.picker.select.value = next;
    parts.container.dataset.view = next;
    parts.code.replaceChildren(...blankLines(doc, codeViewSize(next).lines));
    parts.pre.setAttribute('aria-busy', 'true');
    applyLang(parts, variables, state);
    const isCurrent = loads.begin();
    loadProgram(next).then(
      (program) => isCurrent() && showProgram(program),
      (error) => isCurrent() && showLoadError(error),
    );
  }

  setView(view);
  return {
    element: parts.container,
    render,
    /** Shows another view (a name from CODE_VIEWS; anything else is the default). */
    setView,
    /** The view shown (its program may still be loading). */
    get view() {
      return state.shown;
    },
    setLang(next) {
      state.lang = next;
      applyLang(parts, variables, state);
      if (state.lastFrame) render(state.lastFrame);
    },
  };
}
