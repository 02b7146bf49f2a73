// The quiz's DOM view: a board, the question, the three answer buttons, the
// score and streak, the explanation, and an aria-live announcement of the
// first solution. The search is the wasm Stepper: each question is the
// event its peek() returns, so the expected answers come from the Rust core;
// quiz-model.js scores and explains.

import { el } from '../dom.js';
import { t as translate, addStrings } from '../../i18n/i18n.js';
import { narrate, formatQueens } from '../narration.js';
import LEARN_STRINGS from '../../i18n/strings/learn.js';
import { createLearnBoard } from '../learn-board.js';
import {
  ANSWERS,
  createQuizState,
  answer,
  nextQuestion,
  reachSolution,
  expectedAnswer,
  questionFocus,
  skipToDeadEnd,
  quizCells,
} from './quiz-model.js';

/** Sizes the quiz offers: every event of these searches is a fair question. */
export const QUIZ_MAX_N = 8;
export const QUIZ_DEFAULT_N = 4;

export function createQuiz(root, { api, lang = 'en', n = QUIZ_DEFAULT_N, onChangeN = () => {} }) {
  addStrings(LEARN_STRINGS);
  const doc = root.ownerDocument;
  let currentLang = lang;
  const t = (key, params) => translate(currentLang, key, params);

  let stepper = null;
  let state = createQuizState();
  let previous = null; // the event applied last
  let rejectRun = []; // the rejects applied just before, for the narration
  let feedback = null; // { key, params } shown under the buttons

  const title = el(doc, 'h2', { class: 'nq-section__title' });
  const lead = el(doc, 'p', { class: 'nq-learn__lead' });
  const sizeLabel = el(doc, 'label', { class: 'nq-learn__size' });
  const sizeSelect = el(doc, 'select', { class: 'nq-select', dataset: { role: 'quiz-n' } });
  for (let size = 1; size <= QUIZ_MAX_N; size += 1) sizeSelect.append(el(doc, 'option', { value: size, text: String(size) }));
  sizeLabel.append(el(doc, 'span', {}), sizeSelect);
  const boardHost = el(doc, 'div', { class: 'nq-learn__board' });
  const prompt = el(doc, 'p', { class: 'nq-quiz__prompt', id: `nq-quiz-prompt-${Math.random().toString(36).slice(2, 8)}` });
  const buttons = new Map(
    ANSWERS.map((choice) => [choice, el(doc, 'button', { type: 'button', class: 'nq-btn nq-quiz__answer', dataset: { answer: choice } })]),
  );
  const answers = el(doc, 'div', { class: 'nq-quiz__answers', role: 'group', 'aria-describedby': prompt.id }, ...buttons.values());
  const score = el(doc, 'p', { class: 'nq-quiz__score' });
  const scoreValue = el(doc, 'span', { dataset: { role: 'score' } });
  const streakValue = el(doc, 'span', { dataset: { role: 'streak' } });
  score.append(scoreValue, ' · ', streakValue);
  const explanation = el(doc, 'p', { class: 'nq-quiz__feedback', role: 'status', 'aria-live': 'polite', dataset: { role: 'feedback' } });
  const announcement = el(doc, 'p', { class: 'nq-quiz__announcement', 'aria-live': 'assertive', dataset: { role: 'announcement' } });
  const skip = el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'skip' } });
  const restart = el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'restart' } });
  const tools = el(doc, 'div', { class: 'nq-learn__tools' }, skip, restart);
  const panel = el(doc, 'div', { class: 'nq-learn__panel' }, prompt, answers, score, explanation, announcement, tools);
  const container = el(doc, 'section', { class: 'nq-learn nq-quiz' }, title, lead, sizeLabel, el(doc, 'div', { class: 'nq-learn__layout' }, boardHost, panel));
  root.append(container);
  const board = createLearnBoard(boardHost);

  function start(size) {
    stepper?.free();
    stepper = new api.Stepper(size);
    sizeSelect.value = String(size);
    state = createQuizState();
    previous = null;
    rejectRun = [];
    feedback = { key: 'quiz.start', params: {} };
    announcement.textContent = '';
    showUnasked();
    render();
  }

  // Applies one event and narrates it (the narration reads the run of
  // rejects just before a placement or a backtrack).
  function apply() {
    const event = stepper.step();
    if (!event) return null;
    if (event.kind === 'solution') state = reachSolution(state, event);
    const run = previous?.kind === 'reject' ? rejectRun : [];
    const narration = narrate({ n: stepper.n, event, previous, rejectRun: event.kind === 'reject' ? [] : run }, currentLang);
    rejectRun = event.kind === 'reject' ? [...run, event] : [];
    previous = event;
    return { event, narration };
  }

  // Solution and Done events are shown, not asked.
  function showUnasked() {
    for (;;) {
      const next = stepper.peek();
      if (!next || expectedAnswer(next) !== null) return;
      const { event } = apply();
      if (event.kind === 'solution') {
        feedback = { key: 'quiz.shown.solution', params: { k: event.index + 1, coords: formatQueens(event.queens) } };
        announceFirstSolution(event);
      }
    }
  }

  function announceFirstSolution(event) {
    const first = state.firstSolution;
    if (!first || first.index !== event.index) return;
    announcement.textContent = t('quiz.firstSolution', { coords: formatQueens(event.queens), right: first.right, asked: first.asked });
  }

  function choose(choice) {
    const next = stepper.peek();
    if (!next || expectedAnswer(next) === null) return;
    const result = answer(state, choice, next, previous);
    state = result.state;
    if (result.correct) {
      const { narration } = apply();
      feedback = { key: 'quiz.right', params: { narration } };
      state = nextQuestion(state);
      showUnasked();
    } else {
      feedback = { key: 'quiz.wrong', params: { why: t(state.mistake.key, state.mistake.params) }, mistake: true };
    }
    render();
  }

  function skipAhead() {
    const applied = skipToDeadEnd({ peek: () => stepper.peek(), step: () => apply()?.event ?? null }, previous);
    state = nextQuestion(state);
    const last = applied.at(-1);
    if (last?.kind === 'solution') {
      feedback = { key: 'quiz.shown.solution', params: { k: last.index + 1, coords: formatQueens(last.queens) } };
      announceFirstSolution(last);
    } else feedback = null;
    showUnasked();
    render();
  }

  function render() {
    title.textContent = t('quiz.title');
    lead.textContent = t('quiz.lead');
    sizeLabel.firstChild.textContent = t('learn.n');
    for (const [choice, button] of buttons) button.textContent = t(`quiz.${choice}`);
    answers.setAttribute('aria-label', t('quiz.answers'));
    skip.textContent = t('quiz.skip');
    restart.textContent = t('quiz.restart');
    scoreValue.textContent = t('quiz.score', { right: state.right, asked: state.asked });
    streakValue.textContent = t('quiz.streak', { streak: state.streak, best: state.bestStreak });

    const n = stepper.n;
    const queens = Array.from(stepper.queens);
    const next = stepper.peek();
    const asking = next && expectedAnswer(next) !== null;
    const focus = asking ? questionFocus(next, previous) : null;
    if (!asking) prompt.textContent = t('quiz.done', { right: state.right, asked: state.asked });
    else if (focus.full) prompt.textContent = t('quiz.ask.full');
    else if (focus.exhausted) prompt.textContent = t('quiz.ask.exhausted', { r: focus.row + 1 });
    else prompt.textContent = t('quiz.ask.square', { q: focus.row + 1, r: focus.row + 1, c: focus.col + 1 });
    for (const button of buttons.values()) button.disabled = !asking;
    skip.disabled = !asking;

    if (!feedback) explanation.textContent = '';
    else if (feedback.key === 'quiz.wrong') explanation.textContent = t('quiz.wrong', { why: t(state.mistake.key, state.mistake.params) });
    else explanation.textContent = t(feedback.key, feedback.params);
    explanation.classList.toggle('is-wrong', Boolean(state.mistake));

    const mistake = state.mistake;
    board.render({
      n,
      cells: quizCells({ n, queens, focus, mistake, solved: previous?.kind === 'solution' }, t),
      label: t('learn.board', { n }),
      attack: mistake?.show.attack ?? null,
      solved: previous?.kind === 'solution',
    });
  }

  for (const [choice, button] of buttons) button.addEventListener('click', () => choose(choice));
  skip.addEventListener('click', skipAhead);
  restart.addEventListener('click', () => start(stepper.n));
  sizeSelect.addEventListener('change', () => onChangeN(Number(sizeSelect.value)));

  start(Math.min(Math.max(1, n), QUIZ_MAX_N));

  return {
    element: container,
    setN(size) {
      const clamped = Math.min(Math.max(1, size), QUIZ_MAX_N);
      if (clamped !== stepper.n) start(clamped);
    },
    setLang(next) {
      currentLang = next;
      // The narration of the last right answer was made in the old language.
      if (feedback?.key === 'quiz.right') feedback = null;
      if (state.firstSolution && announcement.textContent) {
        const { right, asked } = state.firstSolution;
        announcement.textContent = '';
        announcement.textContent = t('quiz.firstSolution', { coords: formatQueens(firstSolutionQueens()), right, asked });
      }
      render();
    },
    destroy() {
      stepper?.free();
      stepper = null;
      container.remove();
    },
  };

  function firstSolutionQueens() {
    // The first solution's columns, from the core's own iterator.
    const solutions = new api.Solutions(stepper.n);
    const first = solutions.next().value;
    solutions.return();
    return first;
  }
}
