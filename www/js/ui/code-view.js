// The recursive algorithm of the lecture notes (004: place(row) with
// isValid), with the line that the current event executes highlighted:
//   place    -> queens[row] = col; place(row + 1);
//   reject   -> the isValid test that fails (column or diagonal)
//   remove   -> the return that hands control back to the caller (backtrack)
//   solution -> ways++
//   done     -> the final println of placeQueens

import { el } from './dom.js';
import { t, htmlLang } from '../i18n/i18n.js';

// The Java of the notes, line by line. `comment` lines are translated.
const LINES = [
  { id: 'main', code: 'void placeQueens(int n) {' },
  { code: '    queens = new int[n];' },
  { id: 'start', code: '    place(0);' },
  { id: 'print', code: '    System.out.println(n + "皇后一共有" + ways + "种摆法");' },
  { code: '}' },
  { code: '' },
  { comment: 'code.c.place' },
  { id: 'place-fn', code: 'void place(int row) {' },
  { id: 'if-full', code: '    if (row == queens.length) {' },
  { comment: 'code.c.found', indent: 8 },
  { id: 'ways', code: '        ways++;' },
  { id: 'show', code: '        show();' },
  { id: 'return-found', code: '        return;' },
  { code: '    }' },
  { id: 'for', code: '    for (int col = 0; col < queens.length; col++) {' },
  { id: 'if-valid', code: '        if (isValid(row, col)) {' },
  { comment: 'code.c.put', indent: 12 },
  { id: 'put', code: '            queens[row] = col;' },
  { id: 'recurse', code: '            place(row + 1);' },
  { id: 'back-here', comment: 'code.c.back', indent: 12 },
  { code: '        }' },
  { code: '    }' },
  { comment: 'code.c.all', indent: 4 },
  { id: 'end-place', code: '}' },
  { code: '' },
  { comment: 'code.c.valid' },
  { id: 'valid-fn', code: 'boolean isValid(int row, int col) {' },
  { id: 'valid-for', code: '    for (int i = 0; i < row; i++) {' },
  { comment: 'code.c.column', indent: 8 },
  { id: 'same-col', code: '        if (queens[i] == col) return false;' },
  { comment: 'code.c.diagonal', indent: 8 },
  { id: 'same-diag', code: '        if (row - i == Math.abs(col - queens[i])) return false;' },
  { code: '    }' },
  { id: 'valid-true', code: '    return true;' },
  { code: '}' },
];

/** The lines an event executes: the main ones and the ones that led there. */
export function linesForEvent(event, previous) {
  if (!event) return { primary: ['start'], secondary: ['main'] };
  switch (event.kind) {
    case 'place':
      return { primary: ['put', 'recurse'], secondary: ['if-valid', 'valid-true'] };
    case 'reject':
      return event.attacker.line === 'column'
        ? { primary: ['same-col'], secondary: ['if-valid'] }
        : { primary: ['same-diag'], secondary: ['if-valid'] };
    case 'remove':
      return previous?.kind === 'solution'
        ? { primary: ['return-found'], secondary: ['back-here'] }
        : { primary: ['end-place'], secondary: ['back-here'] };
    case 'solution':
      return { primary: ['ways'], secondary: ['put', 'recurse', 'if-full'] };
    case 'done':
      return { primary: ['print'], secondary: [] };
    default:
      return { primary: [], secondary: [] };
  }
}

const KEYWORDS = /\b(void|int|boolean|if|for|return|new|false|true)\b/g;
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

// The numbered lines of LINES: { code (the <code> element), lines: [{ node,
// id }], commentNodes: [{ node, key }] } (comments are filled per language).
function buildLines(doc) {
  const code = el(doc, 'code', { class: 'nq-code__body' });
  const lines = [];
  const commentNodes = [];
  LINES.forEach((line, index) => {
    const number = el(doc, 'span', { class: 'nq-code__num', 'aria-hidden': 'true', text: String(index + 1) });
    const text = el(doc, 'span', { class: 'nq-code__text' });
    if (line.comment) {
      const comment = el(doc, 'span', { class: 'nq-code__comment' });
      text.append(' '.repeat(line.indent ?? 0), comment);
      commentNodes.push({ node: comment, key: line.comment });
    } else {
      text.append(...codeSpans(doc, line.code));
    }
    const node = el(doc, 'span', { class: 'nq-code__line', dataset: { line: line.id ?? '' } }, number, text);
    lines.push({ node, id: line.id });
    code.append(node);
  });
  return { code, lines, commentNodes };
}

export function createCodeView(root, { lang = 'en' } = {}) {
  const doc = root.ownerDocument;
  let currentLang = lang;
  let lastFrame = null;

  const title = el(doc, 'h3', { class: 'nq-panel__title' });
  const { code, lines, commentNodes } = buildLines(doc);
  // A scroll box: a named tab stop, so the keyboard can scroll it too.
  const pre = el(doc, 'pre', { class: 'nq-code__pre', tabindex: '0', role: 'region' }, code);
  const vars = el(doc, 'p', { class: 'nq-code__vars' });
  const container = el(doc, 'section', { class: 'nq-panel nq-code' }, title, pre, vars);
  root.append(container);

  function applyLang() {
    title.textContent = t(currentLang, 'code.title');
    pre.setAttribute('aria-label', t(currentLang, 'code.region'));
    for (const { node, key } of commentNodes) node.textContent = t(currentLang, key);
  }

  // Keeps the active line in view inside the code box only (never scrolls
  // the page). Measuring needs a layout: it waits for the next animation
  // frame, where the browser lays out anyway, so a run of frames drawn in
  // one task (a long jump) costs one layout, not one each.
  let followTarget = null;
  function followLine(node) {
    const scheduled = followTarget !== null;
    followTarget = node;
    if (scheduled || !node) return;
    doc.defaultView.requestAnimationFrame(() => {
      const line = followTarget;
      followTarget = null;
      if (!line?.isConnected || pre.clientHeight === 0) return;
      const top = line.offsetTop; // pre is the offsetParent (position: relative)
      if (top < pre.scrollTop || top > pre.scrollTop + pre.clientHeight - 24) {
        pre.scrollTop = Math.max(0, top - pre.clientHeight / 3);
      }
    });
  }

  function render(frame) {
    lastFrame = frame;
    const { primary, secondary } = linesForEvent(frame.event, frame.previous);
    let firstPrimary = null;
    for (const line of lines) {
      const isPrimary = primary.includes(line.id);
      line.node.classList.toggle('is-active', isPrimary);
      line.node.classList.toggle('is-context', !isPrimary && secondary.includes(line.id));
      if (isPrimary) line.node.setAttribute('aria-current', 'step');
      else line.node.removeAttribute('aria-current');
      if (isPrimary && !firstPrimary) firstPrimary = line.node;
    }
    followLine(firstPrimary);
    const event = frame.event;
    const queens = Array.from(frame.queens).join(', ');
    const ways = frame.counts.solutions;
    vars.textContent =
      event && event.row !== null
        ? t(currentLang, 'code.vars', { row: event.row, col: event.col, queens, ways })
        : t(currentLang, 'code.varsIdle', { queens, ways });
  }

  applyLang();
  return {
    element: container,
    render,
    setLang(next) {
      currentLang = next;
      applyLang();
      if (lastFrame) render(lastFrame);
    },
  };
}
