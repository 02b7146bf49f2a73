// The code panel: the program of the chosen code view (code/views.js), its
// source text from the core (comments in the page's language), executed by
// the core line by line (a ProgramRun, played by the Player: frame.program).
// The line about to run is highlighted (aria-current="true"), the callers'
// lines shaded; the variables are the run's own (code/program-model.js).
// Nothing here is a recorded trace or a mapping from events to lines.

import { el } from './dom.js';
import { t, addStrings } from '../i18n/i18n.js';
import { announcesFrame, DEFAULT_LANG } from '../engine/catalog.js';
import { CODE_VIEWS, DEFAULT_CODE_VIEW, codeViewOrDefault } from './code/views.js';
import { STEP_UNITS } from '../engine/search-source.js';
import { createVariablesView } from './code/variables-view.js';
import { textParts } from './code/chinese-text.js';
import { createDivergenceLine } from './code/divergence.js';
import { sourceLines, callStack, variableRows } from './code/program-model.js';
import CODE_STRINGS from '../i18n/strings/code.js';
import EDIT_STRINGS from '../i18n/strings/edit.js';
import { createEditPanel } from './code/edit-panel.js';
import { errorMessage } from './code/program-messages.js';

const KEYWORDS = /\b(void|int|long|short|byte|char|boolean|class|public|if|else|while|for|return|new|false|true|continue|break)\b/g;
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

// Over this many lines, off-screen lines skip layout: the built-in programs
// are under 100 lines; a pasted one may have thousands (a 64 kB text).
const LONG_PROGRAM_LINES = 300;

// The numbered lines of the source text into `code`; returns their nodes (line k at index k − 1).
function buildLines(doc, code, text) {
  const nodes = sourceLines(text).map((line, index) => {
    const number = el(doc, 'span', { class: 'nq-code__num', 'aria-hidden': 'true', text: String(index + 1) });
    const body = el(doc, 'span', { class: 'nq-code__text' }, ...codeSpans(doc, line.code));
    if (line.comment) body.append(el(doc, 'span', { class: 'nq-code__comment' }, ...textParts(doc, line.comment)));
    const node = el(doc, 'span', { class: 'nq-code__line', dataset: { line: String(index + 1) } }, number, body);
    // A wrapped line's rest is indented past its own indent (views.css, phone width); CSSOM, not a style attribute (CSP).
    const indent = /^[ \t]*/.exec(line.code)[0].replace(/\t/g, '    ').length;
    if (indent) node.style.setProperty('--_nq-indent', String(indent));
    return node;
  });
  code.replaceChildren(...nodes);
  // A long pasted program: the browser lays out only the lines in view (views.css).
  code.classList.toggle('nq-code__body--long', nodes.length > LONG_PROGRAM_LINES);
  return nodes;
}

// A labelled <select>: one option per value, its text set by applyLang.
function buildSelect(doc, values, className, onChange) {
  const select = el(doc, 'select', { class: 'nq-code__select' });
  for (const value of values) select.append(el(doc, 'option', { value }));
  const label = el(doc, 'label', { class: `nq-code__picker ${className}` }, el(doc, 'span', { class: 'nq-code__picker-label' }), select);
  select.addEventListener('change', () => onChange(select.value));
  return { label, select };
}

// The panel's boxes: title, view and step selectors, note, limit notice, the code's scroll box.
function buildPanel(doc, { onPick, onBy, onLimit }) {
  const title = el(doc, 'h3', { class: 'nq-panel__title' });
  const picker = buildSelect(doc, CODE_VIEWS, 'nq-code__view', onPick);
  const by = buildSelect(doc, STEP_UNITS, 'nq-code__by', onBy);
  const note = el(doc, 'p', { class: 'nq-code__note' });
  // How the code counts rows and columns, beside the narration's 1-based squares (zeroBasedNote).
  const base = el(doc, 'p', { class: 'nq-code__note nq-code__base', hidden: true });
  const limitText = el(doc, 'span');
  const limitButton = el(doc, 'button', { type: 'button', class: 'nq-btn' });
  limitButton.addEventListener('click', () => onLimit());
  const limit = el(doc, 'p', { class: 'nq-code__limit', role: 'status', hidden: true }, limitText, ' ', limitButton);
  const code = el(doc, 'code', { class: 'nq-code__body' });
  // A scroll box: a named tab stop, so the keyboard can scroll it too.
  const pre = el(doc, 'pre', { class: 'nq-code__pre', tabindex: '0', role: 'region' }, code);
  const container = el(doc, 'section', { class: 'nq-panel nq-code' }, title, picker.label, by.label, note, base, limit, pre);
  return { container, title, picker, by, note, base, limit, limitText, limitButton, code, pre };
}

// Keeps `node` in view inside the scroll box `pre` only (never scrolls the
// page), measured at the next animation frame: a run of frames drawn in one
// task costs one layout. When the box changes size (presenter mode, a
// resized window) the line last followed is brought back into view.
function createFollower(pre) {
  let target = null;
  let last = null;
  const win = pre.ownerDocument.defaultView;
  const bringIntoView = (line) => {
    if (!line?.isConnected || pre.clientHeight === 0) return;
    const top = line.offsetTop; // pre is the offsetParent (position: relative)
    if (top < pre.scrollTop || top + line.offsetHeight > pre.scrollTop + pre.clientHeight) {
      pre.scrollTop = Math.max(0, top - pre.clientHeight / 3);
    }
  };
  if (win.ResizeObserver) new win.ResizeObserver(() => bringIntoView(last)).observe(pre);
  return (node) => {
    const scheduled = target !== null;
    target = node;
    last = node;
    if (scheduled || !node) return;
    win.requestAnimationFrame(() => {
      const line = target;
      target = null;
      bringIntoView(line);
    });
  };
}

// Highlights line `line` (1-based; 0: none) and shades the callers' lines; returns the highlighted node.
function markLines(nodes, line, callerLines) {
  let active = null;
  nodes.forEach((node, index) => {
    const isActive = index + 1 === line;
    node.classList.toggle('is-active', isActive);
    node.classList.toggle('is-context', !isActive && callerLines.includes(index + 1));
    if (isActive) {
      node.setAttribute('aria-current', 'true');
      active = node;
    } else node.removeAttribute('aria-current');
  });
  return active;
}

// The variables model of a snapshot: the stack, the rows, and the notes that explain them.
function variablesOf(lang, frame) {
  const { snapshot, boardArray, usedRanges = [], facts = null } = frame.program;
  const rows = variableRows(snapshot, facts, boardArray ? { ...boardArray, n: frame.n } : null, usedRanges);
  const extra = [];
  for (const row of rows) if (row.range && !row.range.used) extra.push(t(lang, row.range.from > 0 ? 'code.rangeOneBased' : 'code.range', { name: row.name, ...row.range }));
  const parts = rows.filter((row) => row.range?.used).map((row) => `${row.name}[${row.range.from}..${row.range.to}]`);
  if (parts.length) extra.push(t(lang, 'code.rangeUsed', { list: parts.join(', ') }));
  if (rows.some((row) => row.cells?.some((cell) => cell.stale))) extra.push(t(lang, 'code.staleNote'));
  if (rows.some((row) => row.kind === 'mask')) extra.push(t(lang, 'code.bitsNote'));
  if (snapshot.status === 'finished' && snapshot.result !== null) extra.push(t(lang, 'code.result', { result: snapshot.result }));
  if (snapshot.status === 'failed' && snapshot.error) extra.push(errorMessage(lang, snapshot.error, snapshot.lineStep));
  return { stack: callStack(snapshot, facts), rows, extra: extra.join(' '), output: frame.program.output ?? '' };
}

/**
 * What the panel says of a program that counts from 0 (the narration and the
 * board count rows and columns from 1), from the core's facts: its board's
 * array (`boardArray` of codeViewInfo or of the run: offset 0 is 0-based,
 * the C views' 1 is said under the variables), or none: columns 0..n − 1
 * in flag arrays, or bits 0..n − 1 when the run's facts (`bitSets`: its
 * ProgramRun.programFacts has masks; undefined before the run) say it keeps
 * bit sets. '' for a 1-based program.
 */
export function zeroBasedNote(lang, boardArray, bitSets = undefined) {
  if (boardArray === undefined || boardArray?.offset > 0) return '';
  if (boardArray) return t(lang, 'code.zeroBased', { name: boardArray.name });
  return t(lang, bitSets ? 'code.zeroBasedBits' : 'code.zeroBasedColumns');
}

// A view's board array from the core's catalog (codeViewInfo); undefined while not known (no note).
const builtInArray = (options, view) => options.programApi?.()?.codeViewInfo?.(view).boardArray;

// The note on counting from 0 (zeroBasedNote): the view's built-in facts, or the run's (an edited text may rename its array).
function renderBase(parts, lang, { boardArray, bitSets }) {
  const text = zeroBasedNote(lang, boardArray, bitSets);
  parts.base.hidden = text === '';
  if (parts.base.textContent !== text) parts.base.textContent = text;
}

// The panel's text in `state.lang`: labels, the note, the code (its comments are in that language).
function applyLang(parts, variables, state, sourceText) {
  const { lang, shown } = state;
  parts.title.textContent = t(lang, 'code.title');
  parts.picker.label.firstChild.textContent = t(lang, 'code.view');
  for (const option of parts.picker.select.options) option.textContent = t(lang, `code.view.${option.value}`);
  parts.by.label.firstChild.textContent = t(lang, 'code.by');
  for (const option of parts.by.select.options) option.textContent = t(lang, `code.by.${option.value}`);
  parts.pre.setAttribute('aria-label', t(lang, 'code.region'));
  parts.note.textContent = t(lang, `code.${shown}.note`);
  renderBase(parts, lang, state);
  // An edited program shows its own text (comments as the learner left them);
  // null while the programs' module loads (Player.programText): the text comes with the program.
  const text = state.source ?? sourceText(shown, lang) ?? '';
  state.hasText = text !== '';
  state.lines = buildLines(parts.code.ownerDocument, parts.code, text);
  variables.setLang(lang);
}

// Says when the view's program cannot run at the board's n, and offers its largest n.
function renderLimit(parts, lang, program, n) {
  const over = program.snapshot === null && !program.loading;
  parts.limit.hidden = !over;
  if (!over) return;
  parts.limitText.textContent = t(lang, 'code.tooLarge', { n, max: program.maxN });
  parts.limitButton.textContent = t(lang, 'code.useMax', { max: program.maxN });
}

// The panel's text and the edit part in `state.lang` (the running text: edited or the view's own).
function applyText(parts, variables, edit, state, sourceText) {
  applyLang(parts, variables, state, sourceText);
  edit.render({ lang: state.lang, edited: state.source !== null, view: state.shown });
}

// The run's line, its callers' lines and its variables.
function renderRun(parts, variables, follow, state, frame) {
  const { program } = frame;
  const snapshot = program.snapshot;
  if (!snapshot) {
    markLines(state.lines, 0, []);
    variables.render({ stack: null, rows: [], extra: '' }, { announce: false });
    return;
  }
  const callerLines = snapshot.frames.slice(0, -1).map((f) => f.line);
  // By event, the line that made the event (its test, its assignment); by line, the line about to run.
  const line = program.by === 'event' && program.eventLine ? program.eventLine : snapshot.line;
  follow(markLines(state.lines, line, callerLines));
  const announce = announcesFrame(frame); // not the call stack at a speed too fast to hear (engine/catalog.js)
  // By event, or after a jump, other calls may have come and gone since the last stack shown.
  const exact = program.by === 'line' && Math.abs(frame.position - (state.lastPosition ?? -2)) === 1;
  state.lastPosition = frame.position;
  variables.render(variablesOf(state.lang, frame), { announce, exact });
}

// What the edit panel (code/edit-panel.js) is given: the run's context, and the shell's handlers.
function editOptions(options, state, parts) {
  const { programApi, sourceText, onRunSource = () => {}, onShowError = () => {} } = options;
  return {
    ctx: () => {
      const api = programApi();
      return {
        api,
        n: state.lastFrame?.n ?? 4,
        view: state.shown,
        language: api.codeViewInfo(state.shown).language,
        lang: state.lang,
        source: state.source,
        originalText: sourceText(state.shown, state.lang),
      };
    },
    onRun: (text) => onRunSource(text),
    onShowError: (stop) => onShowError(stop),
    onEditing: (on) => {
      parts.pre.hidden = on;
    },
  };
}

/**
 * The code panel in `root`. `sourceText(view, lang)`: a view's source text
 * (Player.programText); `onChangeView(name)`, `onChangeBy(unit)`: the reader
 * picked another view or step unit; `onRequestN(n)`: the reader asked for
 * the largest n the view runs at. `compare(n)`: a ProgramComparison of the
 * printed bit-set code against the corrected one at n, or null (its first
 * divergence is shown under that view). Editing: `programApi()` the nqueens.js
 * module (the core parses and runs an edited text), `onRunSource(text)`
 * plays an edited text (null: the original), `onShowError(stop)` goes to
 * where an edited run stopped ({ lineStep, eventStep }).
 */
export function createCodeView(root, options) {
  const { lang = DEFAULT_LANG, view = DEFAULT_CODE_VIEW, by = 'event', sourceText, compare = () => null, onChangeView = () => {}, onChangeBy = () => {}, onRequestN = () => {} } = options;
  addStrings(CODE_STRINGS);
  addStrings(EDIT_STRINGS);
  const doc = root.ownerDocument;
  const shown = codeViewOrDefault(view);
  const state = { lang, shown, lines: [], lastFrame: null, source: null, boardArray: builtInArray(options, shown) };
  const parts = buildPanel(doc, {
    onPick: (name) => onChangeView(codeViewOrDefault(name)),
    onBy: (unit) => onChangeBy(unit),
    onLimit: () => state.lastFrame?.program && onRequestN(state.lastFrame.program.maxN),
  });
  root.append(parts.container);
  const variables = createVariablesView(parts.container, { lang });
  const follow = createFollower(parts.pre);
  const divergence = createDivergenceLine(doc, { compare });
  parts.note.after(divergence.element);
  const edit = createEditPanel(parts.container, parts.pre, editOptions(options, state, parts));

  const redraw = () => applyText(parts, variables, edit, state, sourceText);
  function render(frame) {
    state.lastFrame = frame;
    const program = frame.program;
    divergence.update(program?.view === state.shown && program.snapshot && !program.source ? state.shown : null, frame.n, state.lang);
    if (!program || program.view !== state.shown) return;
    // Another text or another board size: the edit part redraws (what it said of a Run was about the last n).
    if ((program.source ?? null) !== state.source || frame.n !== state.n) {
      state.source = program.source ?? null;
      state.n = frame.n;
      redraw();
    }
    if (!state.hasText && !program.loading) applyLang(parts, variables, state, sourceText);
    parts.by.select.value = program.by;
    if (program.boardArray !== undefined) renderBase(parts, state.lang, Object.assign(state, { boardArray: program.boardArray, bitSets: program.facts && program.facts.masks.length > 0 }));
    renderLimit(parts, state.lang, program, frame.n);
    edit.setAvailable(program.snapshot !== null);
    renderRun(parts, variables, follow, state, frame);
  }

  function setView(name) {
    const next = codeViewOrDefault(name);
    if (next === state.shown && state.lines.length) return;
    state.shown = next;
    state.source = null;
    state.boardArray = builtInArray(options, next);
    parts.picker.select.value = next;
    parts.container.dataset.view = next;
    variables.reset();
    edit.reset();
    redraw();
    if (state.lastFrame) render(state.lastFrame);
  }

  parts.container.dataset.view = state.shown;
  parts.picker.select.value = state.shown;
  parts.by.select.value = by;
  redraw();
  return {
    element: parts.container,
    render,
    /** Shows another view (a name from CODE_VIEWS; anything else is the default). */
    setView,
    /** The view shown. */
    get view() {
      return state.shown;
    },
    setLang(next) {
      state.lang = next;
      redraw();
      if (state.lastFrame) render(state.lastFrame);
    },
  };
}
