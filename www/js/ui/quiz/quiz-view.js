// The quiz's DOM view: a board, the question, the three answer buttons, the
// score and streak, the explanation, and an aria-live announcement of the
// first solution. The search is the wasm Stepper: each question is the
// event its peek() returns, so the expected answers come from the Rust core;
// quiz-session.js runs the round, quiz-model.js scores and explains.

import { el } from '../dom.js';
import { uniqueId } from '../ids.js';
import { t as translate, addStrings } from '../../i18n/i18n.js';
import { narrate, formatQueens } from '../narration.js';
import LEARN_STRINGS from '../../i18n/strings/learn.js';
import { createLearnBoard } from '../learn-board.js';
import { ANSWERS, questionFocus, quizCells, quizAttack } from './quiz-model.js';
import { createQuizSession } from './quiz-session.js';
import { MAX_QUIZ_N, modeEntry } from '../../engine/catalog.js';

/** Sizes the quiz offers: every event of these searches is a fair question (engine/catalog.js). */
export const QUIZ_MAX_N = MAX_QUIZ_N;
export const QUIZ_DEFAULT_N = modeEntry('quiz').defaultN;

function buildQuizDom(doc) {
  const parts = {
    title: el(doc, 'h2', { class: 'nq-section__title' }),
    lead: el(doc, 'p', { class: 'nq-learn__lead' }),
    sizeLabel: el(doc, 'label', { class: 'nq-learn__size' }),
    sizeSelect: el(doc, 'select', { class: 'nq-select', dataset: { role: 'quiz-n' } }),
    boardHost: el(doc, 'div', { class: 'nq-learn__board' }),
    prompt: el(doc, 'p', { class: 'nq-quiz__prompt', id: uniqueId('nq-quiz-prompt') }),
    buttons: new Map(ANSWERS.map((choice) => [choice, el(doc, 'button', { type: 'button', class: 'nq-btn nq-quiz__answer', dataset: { answer: choice } })])),
    scoreValue: el(doc, 'span', { dataset: { role: 'score' } }),
    streakValue: el(doc, 'span', { dataset: { role: 'streak' } }),
    explanation: el(doc, 'p', { class: 'nq-quiz__feedback', role: 'status', 'aria-live': 'polite', dataset: { role: 'feedback' } }),
    announcement: el(doc, 'p', { class: 'nq-quiz__announcement', 'aria-live': 'assertive', dataset: { role: 'announcement' } }),
    skip: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'skip' } }),
    restart: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'restart' } }),
  };
  for (let size = 1; size <= QUIZ_MAX_N; size += 1) parts.sizeSelect.append(el(doc, 'option', { value: size, text: String(size) }));
  parts.sizeLabel.append(el(doc, 'span', {}), parts.sizeSelect);
  parts.answers = el(doc, 'div', { class: 'nq-quiz__answers', role: 'group', 'aria-describedby': parts.prompt.id }, ...parts.buttons.values());
  const score = el(doc, 'p', { class: 'nq-quiz__score' }, parts.scoreValue, ' · ', parts.streakValue);
  const tools = el(doc, 'div', { class: 'nq-learn__tools' }, parts.skip, parts.restart);
  const { prompt, answers, explanation, announcement } = parts;
  const panel = el(doc, 'div', { class: 'nq-learn__panel' }, prompt, answers, score, explanation, announcement, tools);
  const layout = el(doc, 'div', { class: 'nq-learn__layout' }, parts.boardHost, panel);
  parts.container = el(doc, 'section', { class: 'nq-learn nq-quiz' }, parts.title, parts.lead, parts.sizeLabel, layout);
  return parts;
}

function renderLabels(parts, t) {
  parts.title.textContent = t('quiz.title');
  parts.lead.textContent = t('quiz.lead');
  parts.sizeLabel.firstChild.textContent = t('learn.n');
  for (const [choice, button] of parts.buttons) button.textContent = t(`quiz.${choice}`);
  parts.answers.setAttribute('aria-label', t('quiz.answers'));
  parts.skip.textContent = t('quiz.skip');
  parts.restart.textContent = t('quiz.restart');
}

function promptText(t, focus, state, solutions) {
  if (!focus) {
    const key = solutions === 0 ? 'quiz.done.none' : solutions === 1 ? 'quiz.done.one' : 'quiz.done';
    return t(key, { right: state.right, asked: state.asked, count: solutions });
  }
  if (focus.full) return t('quiz.ask.full');
  if (focus.exhausted) return t('quiz.ask.exhausted', { r: focus.row + 1 });
  return t('quiz.ask.square', { q: focus.row + 1, r: focus.row + 1, c: focus.col + 1 });
}

function feedbackText(t, feedback, mistake) {
  if (!feedback) return '';
  if (feedback.mistake) return t('quiz.wrong', { why: t(mistake.key, mistake.params) });
  return t(feedback.key, feedback.params);
}

function renderQuiz(parts, board, { session, stepper, t }) {
  renderLabels(parts, t);
  const { state, previous } = session;
  parts.scoreValue.textContent = t('quiz.score', { right: state.right, asked: state.asked });
  parts.streakValue.textContent = t('quiz.streak', { streak: state.streak, best: state.bestStreak });
  const question = session.question();
  const focus = question ? questionFocus(question, previous) : null;
  parts.prompt.textContent = promptText(t, focus, state, stepper.counts.solutions);
  for (const button of parts.buttons.values()) button.disabled = !question;
  parts.skip.disabled = !question;
  parts.explanation.textContent = feedbackText(t, session.feedback, state.mistake);
  parts.explanation.classList.toggle('is-wrong', Boolean(state.mistake));
  const { n } = stepper;
  const solved = previous?.kind === 'solution';
  // A right answer applies the event: a prune keeps its ✕ and its attack line until the next one.
  const pruned = previous?.kind === 'reject' ? previous : null;
  const cells = quizCells({ n, queens: Array.from(stepper.queens), focus, mistake: state.mistake, pruned, solved }, t);
  board.render({ n, cells, label: t('learn.board', { n }), attack: quizAttack(state.mistake, previous), solved });
}

export function createQuiz(root, { api, lang = 'en', n = QUIZ_DEFAULT_N, onChangeN = () => {}, onAnswer = () => {} }) {
  addStrings(LEARN_STRINGS);
  const parts = buildQuizDom(root.ownerDocument);
  root.append(parts.container);
  const board = createLearnBoard(parts.boardHost);
  let currentLang = lang;
  const t = (key, params) => translate(currentLang, key, params);
  let stepper = null;
  let session = null;
  const render = () => renderQuiz(parts, board, { session, stepper, t });

  function announceFirstSolution(queens, { right, asked }) {
    parts.announcement.textContent = t('quiz.firstSolution', { coords: formatQueens(queens), right, asked });
  }

  function start(size) {
    stepper?.free();
    stepper = new api.Stepper(size);
    parts.sizeSelect.value = String(size);
    parts.announcement.textContent = '';
    const narrateNow = (context) => narrate(context, currentLang);
    session = createQuizSession(stepper, { narrate: narrateNow, onFirstSolution: (event, first) => announceFirstSolution(event.queens, first) });
    render();
  }

  // Each answer is reported ({ n, event asked about, choice, score after it }), for the element's nqueens-answer.
  const choose = (choice, event = session.question()) => (session.choose(choice), onAnswer({ n: stepper.n, event, choice, score: session.state }));
  for (const [choice, button] of parts.buttons) button.addEventListener('click', () => (choose(choice), render()));
  parts.skip.addEventListener('click', () => (session.skip(), render()));
  parts.restart.addEventListener('click', () => start(stepper.n));
  parts.sizeSelect.addEventListener('change', () => onChangeN(Number(parts.sizeSelect.value)));
  start(Math.min(Math.max(1, n), QUIZ_MAX_N));

  return {
    element: parts.container,
    setN(size) {
      const clamped = Math.min(Math.max(1, size), QUIZ_MAX_N);
      if (clamped !== stepper.n) start(clamped);
    },
    setLang(next) {
      currentLang = next;
      // The narration of the last right answer was made in the old language.
      session.dropNarration();
      if (session.firstSolutionQueens && parts.announcement.textContent) {
        parts.announcement.textContent = '';
        announceFirstSolution(session.firstSolutionQueens, session.state.firstSolution);
      }
      render();
    },
    destroy() {
      stepper?.free();
      stepper = null;
      parts.container.remove();
    },
  };
}
