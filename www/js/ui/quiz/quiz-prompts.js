// The words and answer controls of the quiz's questions: the prompt of
// each kind, the feedback, the per-kind scores, and the answers of the
// kinds beyond Place / Prune / Backtrack (a queen and a line; a line of
// the program; a value). Text only through textContent (ui/dom.js).

import { el } from '../dom.js';
import { LINES } from './quiz-kinds.js';
import { formatQueens } from '../narration.js';
import { DEFAULT_LANG } from '../../engine/catalog.js';

/** The code of line `l` of `lines` without its comment, trimmed. */
export function codeOfLine(lines, l) {
  return (lines?.[l - 1] ?? '').replace(/\/\/.*$/, '').trim();
}

/** The prompt of `question` (null: the search is over). */
export function promptText(t, question, { state, solutions, program, view }) {
  if (!question) {
    const key = solutions === 0 ? 'quiz.done.none' : solutions === 1 ? 'quiz.done.one' : 'quiz.done';
    return t(key, { right: state.right, asked: state.asked, count: solutions });
  }
  const viewName = view ? t(`code.view.${view}`) : '';
  switch (question.kind) {
    case 'next':
      return question.focus.full ? t('quiz.ask.full') : t('quiz.ask.next', { r: question.focus.row + 1 });
    case 'attacker':
      return t('quiz.ask.attacker', { r: question.row + 1, c: question.col + 1 });
    case 'line':
      return t('quiz.ask.line', { view: viewName, line: question.line, text: codeOfLine(program?.lines, question.line), frame: callPhrase(t, question.call, true) });
    default:
      return t(question.scope ? 'quiz.ask.variable' : 'quiz.ask.variable.global', { view: viewName, line: question.line, name: question.name, scope: question.scope ?? '', frame: callPhrase(t, question.call, false) });
  }
}

/**
 * The call a question is in, in words: `place(2), the innermost of 3 active
 * calls`; with `withLocals`, its other locals too (a line question needs
 * them to tell which branch runs; a variable question leaves them out, one
 * of them may be the answer).
 */
export function callPhrase(t, call, withLocals) {
  if (!call) return '';
  if (withLocals && call.locals.length) return t('quiz.call.locals', { call: call.call, locals: call.locals.join(', '), depth: call.depth });
  return t('quiz.call', { call: call.call, depth: call.depth });
}

/** The explanation's params with each `…LineName` and `…AnswerName` param worded. */
function wordedParams(t, params) {
  const worded = { ...params };
  for (const [key, value] of Object.entries(params)) {
    if (key.endsWith('LineName')) worded[key] = t(`quiz.line.${value}`);
    else if (key.endsWith('AnswerName')) worded[key] = t(`quiz.${value}`); // place, prune, backtrack: the buttons' names
  }
  return worded;
}

/**
 * The feedback in words; a solution's squares written the way `lang` writes
 * them ("(1，2)、(2，4)" in Chinese). A second wrong answer to the same
 * question (and each one after it) says which attempt it is, so the text
 * changes and the live region reads it out again.
 */
export function feedbackText(t, feedback, mistake, lang = DEFAULT_LANG) {
  if (!feedback) return '';
  if (feedback.mistake) {
    const why = t(mistake.key, wordedParams(t, mistake.params));
    return feedback.attempt > 1 ? t('quiz.wrong.again', { why, attempt: feedback.attempt }) : t('quiz.wrong', { why });
  }
  const { queens, ...params } = feedback.params ?? {};
  return t(feedback.key, wordedParams(t, queens ? { ...params, coords: formatQueens(queens, lang) } : params));
}

/** Each kind's score in a quiz of several kinds: "By kind of question: Next step 3 / 4 · Attacker 1 / 1"; empty for one kind. */
export function scoresText(t, state, kinds) {
  // One kind: its score is the Score itself ("Next step: 0 / 0" under it read as a step counter).
  if (kinds.length < 2) return '';
  const list = kinds
    .map((kind) => {
      const { right, asked } = state.byKind[kind] ?? { right: 0, asked: 0 };
      return t('quiz.byKind', { kind: t(`quiz.kind.${kind}`), right, asked });
    })
    .join(' · ');
  return t('quiz.byKinds', { list });
}

// Both lists start on "Choose…" (the first queen and the column would
// often be the right answer already), and Answer waits for both.
function attackerAnswers(doc, question, { t, queens, choose }) {
  const choosePrompt = () => el(doc, 'option', { value: '', text: t('quiz.attacker.choose'), disabled: true, selected: true });
  const queenSelect = el(doc, 'select', { class: 'nq-select', dataset: { role: 'attacker-queen' } }, choosePrompt());
  queens.forEach((col, row) => queenSelect.append(el(doc, 'option', { value: row, text: t('quiz.attacker.queen', { r: row + 1, c: col + 1 }) })));
  const lineSelect = el(doc, 'select', { class: 'nq-select', dataset: { role: 'attacker-line' } }, choosePrompt());
  for (const line of LINES) lineSelect.append(el(doc, 'option', { value: line, text: t(`quiz.line.${line}`) }));
  const submit = el(doc, 'button', { type: 'button', class: 'nq-btn nq-quiz__answer', dataset: { answer: 'attacker' }, text: t('quiz.attacker.answer'), disabled: true });
  const chosen = () => queenSelect.value !== '' && lineSelect.value !== '';
  for (const select of [queenSelect, lineSelect]) select.addEventListener('change', () => { submit.disabled = !chosen(); });
  submit.addEventListener('click', () => chosen() && choose({ row: Number(queenSelect.value), line: lineSelect.value }));
  const label = (text, control) => el(doc, 'label', { class: 'nq-learn__size' }, el(doc, 'span', { text }), control);
  return [label(t('quiz.attacker.queens'), queenSelect), label(t('quiz.attacker.lines'), lineSelect), submit];
}

function choiceButtons(doc, question, { t, program, choose }) {
  return question.choices.map((choice) => {
    const text = question.kind === 'line' ? t('quiz.answer.line', { line: choice, text: codeOfLine(program.lines, choice) }) : t('quiz.answer.value', { value: choice });
    const button = el(doc, 'button', { type: 'button', class: 'nq-btn nq-quiz__answer nq-quiz__answer--code', dataset: { answer: String(choice) }, text });
    button.addEventListener('click', () => choose(choice));
    return button;
  });
}

const shown = new WeakMap(); // host -> { question, lang } drawn last

/**
 * Draws the answers of `question` in `host` (nothing for a next-step
 * question: its three buttons are the view's own). Redrawn only when the
 * question or the language changes, so that a choice made stays.
 */
export function renderKindAnswers(host, question, { t, queens, program, choose, lang }) {
  const last = shown.get(host);
  if (last && last.question === question && last.lang === lang) return;
  shown.set(host, { question, lang });
  const doc = host.ownerDocument;
  host.hidden = !question || question.kind === 'next';
  if (host.hidden) return void host.replaceChildren();
  host.setAttribute('role', 'group');
  host.setAttribute('aria-label', t(`quiz.kind.${question.kind}`));
  const controls = question.kind === 'attacker' ? attackerAnswers(doc, question, { t, queens, choose }) : choiceButtons(doc, question, { t, program, choose });
  host.replaceChildren(...controls);
}
