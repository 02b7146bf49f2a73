// The program's code beside a question about it (the line and variable
// questions of quiz-view.js): read-only, numbered, the line the question is
// about marked (class is-active, aria-current="true"), its callers' lines
// shaded (is-context), kept in view inside its own scroll box. The text is
// the program's own (ProgramRun's source), the lines from the question,
// which read them from the core's snapshot. Text only (ui/dom.js).

import { el } from '../dom.js';
import { sourceLines } from '../code/program-model.js';

// One numbered line: its code, then its comment.
function lineNode(doc, { code, comment }, number) {
  const num = el(doc, 'span', { class: 'nq-quiz__num', 'aria-hidden': 'true', text: String(number) });
  const body = el(doc, 'span', { class: 'nq-quiz__text', text: code });
  if (comment) body.append(el(doc, 'span', { class: 'nq-quiz__comment', text: comment }));
  return el(doc, 'span', { class: 'nq-quiz__line', dataset: { line: String(number) } }, num, body);
}

// Scrolls `pre` (never the page) so that `node` is in view.
function keepInView(pre, node) {
  if (!node || pre.clientHeight === 0) return;
  const top = node.offsetTop; // pre is the offsetParent (position: relative)
  if (top < pre.scrollTop || top + node.offsetHeight > pre.scrollTop + pre.clientHeight) {
    pre.scrollTop = Math.max(0, top - pre.clientHeight / 3);
  }
}

/** The code box: `element`, and `render(model)` with model { lines, line, callers, label } or null (hidden). */
export function createQuizCode(doc) {
  const body = el(doc, 'code', { class: 'nq-quiz__code-body' });
  const pre = el(doc, 'pre', { class: 'nq-quiz__code', tabindex: '0', role: 'region', hidden: true, dataset: { role: 'quiz-code' } }, body);
  let text = null;
  let nodes = [];
  function render(model) {
    pre.hidden = !model;
    if (!model) return;
    pre.setAttribute('aria-label', model.label);
    const next = model.lines.join('\n');
    if (next !== text) {
      text = next;
      nodes = sourceLines(next).map((line, i) => lineNode(doc, line, i + 1));
      body.replaceChildren(...nodes);
    }
    let active = null;
    nodes.forEach((node, i) => {
      const isActive = i + 1 === model.line;
      node.classList.toggle('is-active', isActive);
      node.classList.toggle('is-context', !isActive && model.callers.includes(i + 1));
      if (isActive) {
        node.setAttribute('aria-current', 'true');
        active = node;
      } else node.removeAttribute('aria-current');
    });
    keepInView(pre, active);
  }
  return { element: pre, render };
}
