// The quiz's DOM view: a board, the question, the three answer buttons, the
// score and streak, the explanation, and an aria-live announcement of the
// first solution. The search is the wasm Stepper: each question is the
// event its peek() returns, so the expected answers come from the Rust core;
// quiz-session.js runs the round, quiz-model.js scores and explains.

import { el } from '../dom.js';
import { uniqueId } from '../ids.js';
import { t as translate, addStrings } from '../../i18n/i18n.js';
import { formatQueens } from '../narration.js';
import { narrateProgram } from '../program-narration.js';
import LEARN_STRINGS from '../../i18n/strings/learn.js';
import CODE_STRINGS from '../../i18n/strings/code.js';
import { createLearnBoard } from '../learn-board.js';
import { ANSWERS, quizCells, quizAttack } from './quiz-model.js';
import { createQuizSession } from './quiz-session.js';
import { openQuizSource } from './quiz-source.js';
import { programMaxN, programsLoaded } from '../../engine/program-source.js';
import { renderKindAnswers, promptText, feedbackText, scoresText } from './quiz-prompts.js';
import { createQuizCode } from './quiz-code.js';
import { bindAnswerKeys } from './quiz-keys.js';
import { MAX_QUIZ_N, DEFAULT_QUIZ_ASK, DEFAULT_CODE_VIEW, QUIZ_ASKS, CODE_VIEW_NAMES, modeEntry, DEFAULT_LANG } from '../../engine/catalog.js';

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
    code: createQuizCode(doc),
    buttons: new Map(ANSWERS.map((choice) => [choice, el(doc, 'button', { type: 'button', class: 'nq-btn nq-quiz__answer', dataset: { answer: choice } })])),
    kindAnswers: el(doc, 'div', { class: 'nq-quiz__answers nq-quiz__answers--kind', dataset: { role: 'kind-answers' } }),
    scores: el(doc, 'p', { class: 'nq-quiz__scores', dataset: { role: 'scores' } }),
    scoreValue: el(doc, 'span', { dataset: { role: 'score' } }),
    streakValue: el(doc, 'span', { dataset: { role: 'streak' } }),
    explanation: el(doc, 'p', { class: 'nq-quiz__feedback', role: 'status', 'aria-live': 'polite', dataset: { role: 'feedback' } }),
    announcement: el(doc, 'p', { class: 'nq-quiz__announcement', 'aria-live': 'assertive', dataset: { role: 'announcement' } }),
    reveal: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'reveal' } }),
    skip: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'skip' } }),
    restart: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'restart' } }),
    random: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'random' } }),
  };
  for (let size = 1; size <= QUIZ_MAX_N; size += 1) parts.sizeSelect.append(el(doc, 'option', { value: size, text: String(size) }));
  parts.sizeLabel.append(el(doc, 'span', {}), parts.sizeSelect);
  // What to be asked, and whose program the questions come from (?ask=, ?code=).
  parts.askSelect = el(doc, 'select', { class: 'nq-select', dataset: { role: 'quiz-ask' } }, ...QUIZ_ASKS.map((ask) => el(doc, 'option', { value: ask })));
  parts.askLabel = el(doc, 'label', { class: 'nq-learn__size' }, el(doc, 'span', {}), parts.askSelect);
  parts.viewSelect = el(doc, 'select', { class: 'nq-select', dataset: { role: 'quiz-view' } }, ...CODE_VIEW_NAMES.map((view) => el(doc, 'option', { value: view })));
  parts.viewLabel = el(doc, 'label', { class: 'nq-learn__size' }, el(doc, 'span', {}), parts.viewSelect);
  const pickers = el(doc, 'div', { class: 'nq-learn__pickers' }, parts.sizeLabel, parts.askLabel, parts.viewLabel);
  parts.answers = el(doc, 'div', { class: 'nq-quiz__answers', role: 'group', 'aria-describedby': parts.prompt.id }, ...parts.buttons.values());
  const score = el(doc, 'p', { class: 'nq-quiz__score' }, parts.scoreValue, ' · ', parts.streakValue);
  const tools = el(doc, 'div', { class: 'nq-learn__tools' }, parts.reveal, parts.skip, parts.random, parts.restart);
  const { prompt, answers, kindAnswers, scores, explanation, announcement } = parts;
  const panel = el(doc, 'div', { class: 'nq-learn__panel' }, prompt, parts.code.element, answers, kindAnswers, score, scores, explanation, announcement, tools);
  const layout = el(doc, 'div', { class: 'nq-learn__layout' }, parts.boardHost, panel);
  parts.container = el(doc, 'section', { class: 'nq-learn nq-quiz' }, parts.title, parts.lead, pickers, layout);
  return parts;
}

function renderLabels(parts, t) {
  parts.title.textContent = t('quiz.title');
  parts.sizeLabel.firstChild.textContent = t('learn.n');
  parts.askLabel.firstChild.textContent = t('quiz.askLabel');
  for (const option of parts.askSelect.options) option.textContent = t(`quiz.pick.${option.value}`);
  parts.viewLabel.firstChild.textContent = t('code.view');
  for (const option of parts.viewSelect.options) option.textContent = t(`code.view.${option.value}`);
  for (const [choice, button] of parts.buttons) button.textContent = t(`quiz.${choice}`);
  parts.answers.setAttribute('aria-label', t('quiz.answers'));
  parts.reveal.textContent = t('quiz.reveal');
  parts.skip.textContent = t('quiz.skip');
  parts.restart.textContent = t('quiz.restart');
  parts.random.textContent = t('quiz.random');
}

function renderQuiz(parts, board, { session, search, t, lang, choose }) {
  renderLabels(parts, t);
  const { state, previous, kinds } = session;
  parts.lead.textContent = t(kinds.length > 1 ? 'quiz.lead.mixed' : kinds[0] === 'next' ? 'quiz.lead' : `quiz.lead.${kinds[0]}`);
  parts.scoreValue.textContent = t('quiz.score', { right: state.right, asked: state.asked });
  parts.streakValue.textContent = t('quiz.streak', { streak: state.streak, best: state.bestStreak });
  parts.scores.textContent = scoresText(t, state, session.kinds);
  parts.scores.hidden = parts.scores.textContent === '';
  const question = session.current();
  parts.prompt.textContent = promptText(t, question, { state, solutions: search.counts.solutions, program: search.program, view: search.view });
  renderCode(parts.code, question, search.program, t);
  const next = question?.kind === 'next' || !question;
  parts.answers.hidden = !next;
  for (const button of parts.buttons.values()) button.disabled = !question;
  renderKindAnswers(parts.kindAnswers, question, { t, queens: search.queens, program: search.program, choose, lang: t('learn.n') });
  parts.skip.disabled = !question;
  parts.reveal.disabled = !question;
  numberAnswers(answerButtons(parts));
  parts.explanation.textContent = feedbackText(t, session.feedback, state.mistake, lang);
  parts.explanation.classList.toggle('is-wrong', Boolean(state.mistake));
  const { n } = search;
  const solved = previous?.kind === 'solution';
  // A right answer applies the event: a prune keeps its ✕ and its attack line until the next one.
  const pruned = previous?.kind === 'reject' && question?.kind !== 'attacker' ? previous : null;
  const focus = question?.focus ?? null;
  const cells = quizCells({ n, queens: search.queens, focus, tried: session.tried(), mistake: state.mistake, pruned, solved }, t);
  board.render({ n, cells, label: t('learn.board', { n }), attack: quizAttack(state.mistake, question?.kind === 'attacker' ? null : previous), solved });
}

// The answer buttons shown, in order: the number keys' (quiz-keys.js). The
// attacker question's two lists and its Answer button take no number.
function answerButtons(parts) {
  if (!parts.answers.hidden) return [...parts.buttons.values()];
  return [...parts.kindAnswers.querySelectorAll('.nq-quiz__answer--code')];
}

// Each answer shows its key (learn.css draws data-key, outside its name).
function numberAnswers(buttons) {
  buttons.forEach((button, index) => {
    const key = index < 9 ? String(index + 1) : null;
    if (button.dataset.key === key) return;
    button.toggleAttribute('data-key', Boolean(key));
    if (key) button.dataset.key = key;
    if (key) button.setAttribute('aria-keyshortcuts', key);
  });
}

// A right answer draws the next question's answers anew: the focus, on a
// control now gone or hidden (a mixed quiz's next kind), goes to the first
// control of the answers shown. A wrong answer redraws nothing: it stays.
function keepAnswerFocus(parts, draw) {
  const root = parts.container.getRootNode();
  const hosts = [parts.answers, parts.kindAnswers];
  const answering = hosts.some((host) => host.contains(root.activeElement));
  draw();
  const active = root.activeElement;
  if (!answering || (parts.container.contains(active) && !active.closest('[hidden]'))) return;
  hosts.find((host) => !host.hidden)?.querySelector('select:not(:disabled), button:not(:disabled)')?.focus();
}

// A question about the program (its next line, a variable) shows the program's
// code, read-only, at the line in question, its callers' lines shaded.
function renderCode(code, question, program, t) {
  const about = program && (question?.kind === 'line' || question?.kind === 'variable');
  code.render(about ? { lines: program.lines, line: question.line, callers: question.call?.callers ?? [], label: t('quiz.code') } : null);
}

// With the page's core module the first round is the Stepper's; once the
// programs' module is in, the round restarts on the code view's program,
// unless the learner has moved it already (an answer, a random start).
function restartWithProgram(api, view, currentSearch, start) {
  if (!view || programsLoaded(api)) return;
  api.loadPrograms().then(
    () => {
      const search = currentSearch();
      if (search?.kind === 'stepper' && search.position === 0 && search.n <= programMaxN(api, view)) start(search.n);
    },
    () => {}, // the Stepper's questions stay
  );
}

/**
 * The quiz in `root`. `view`: the code view whose program the questions
 * come from (engine/catalog.js CODE_VIEWS; the Stepper when it cannot run
 * at n); `ask`: the kind of question (QUIZ_ASKS). Its pickers change both
 * (and tell `onChangeAsk`, `onChangeView`), as `setAsk` and `setView` do:
 * a new one starts a new round.
 */
export function createQuiz(root, options) {
  const { api, lang = DEFAULT_LANG, n = QUIZ_DEFAULT_N, onChangeN = () => {}, onAnswer = () => {} } = options;
  [LEARN_STRINGS, CODE_STRINGS].forEach(addStrings);
  const parts = buildQuizDom(root.ownerDocument);
  root.append(parts.container);
  const board = createLearnBoard(parts.boardHost);
  let currentLang = lang;
  const t = (key, params) => translate(currentLang, key, params);
  let search = null;
  let session = null;
  let jumping = { cancel() {} }; // a random start under way
  // Each answer is reported ({ n, event asked about, choice, score after it }), for the element's nqueens-answer.
  const choose = (choice) => {
    const [event, kind] = [session.question(), session.current()?.kind];
    session.choose(choice);
    onAnswer({ n: search.n, event, kind, choice, score: session.state }), render();
  };
  const render = () => keepAnswerFocus(parts, () => renderQuiz(parts, board, { session, search, t, lang: currentLang, choose }));
  const announceFirstSolution = (queens, { right, asked }) => (parts.announcement.textContent = t('quiz.firstSolution', { coords: formatQueens(queens, currentLang), right, asked }));
  function start(size) {
    jumping.cancel();
    search?.free();
    const { view, ask } = choices.chosen;
    search = openQuizSource(api, { view, n: size, lang: currentLang });
    showChoices(parts, size, choices.chosen);
    parts.announcement.textContent = '';
    const narrateNow = (context) => narrateProgram(context, currentLang); // a program's events told from the core's facts
    session = createQuizSession(search, { narrate: narrateNow, ask, onFirstSolution: (event, first) => announceFirstSolution(event.queens, first) });
    render();
  }
  // A random start: a fresh round, then a random number of events applied without asking.
  const randomStart = () => (start(search.n), (jumping = jumpInSlices(session, Math.floor(Math.random() * countEvents(api, search.n) * 0.9), render)));
  const choices = createChoices(options, () => {
    start(search.n);
    restartWithProgram(api, choices.chosen.view, () => search, start);
  });
  const unbindKeys = bindControls(parts, { keyTarget: options.keyTarget, choose, reveal: () => (session.reveal(), render()), skip: () => (session.skip(), render()), restart: () => start(search.n), random: randomStart, size: onChangeN, ...choices.pick });
  start(Math.min(Math.max(1, n), QUIZ_MAX_N));
  restartWithProgram(api, choices.chosen.view, () => search, start);
  return {
    element: parts.container,
    setN(size) {
      const clamped = Math.min(Math.max(1, size), QUIZ_MAX_N);
      if (clamped !== search.n) start(clamped);
    },
    setAsk: (ask) => choices.set('ask', ask),
    setView: (view) => choices.set('view', view),
    setLang(next) {
      currentLang = next;
      relabel({ search, session, parts, announceFirstSolution }, next);
      render();
    },
    destroy() {
      jumping.cancel();
      unbindKeys();
      search = search?.free() ?? null;
      parts.container.remove();
    },
  };
}

// The pickers' choices, `chosen`: the kind of question (`ask`) and the code
// view (`view`). `set` starts a new round (`restart`) when one changes;
// `pick` is a picker's change, told to the shell too (its URL).
function createChoices(options, restart) {
  const chosen = { ask: options.ask ?? DEFAULT_QUIZ_ASK, view: options.view ?? DEFAULT_CODE_VIEW };
  const allowed = { ask: QUIZ_ASKS, view: CODE_VIEW_NAMES };
  const set = (name, value) => {
    if (!allowed[name].includes(value) || chosen[name] === value) return;
    chosen[name] = value;
    restart();
  };
  const { onChangeAsk = () => {}, onChangeView = () => {} } = options;
  const pick = { ask: (value) => (set('ask', value), onChangeAsk(value)), view: (value) => (set('view', value), onChangeView(value)) };
  return { chosen, set, pick };
}

// The pickers show the round's board size and choices.
function showChoices(parts, size, { ask, view }) {
  parts.sizeSelect.value = String(size);
  parts.askSelect.value = ask;
  parts.viewSelect.value = view;
}

// Returns a function that unbinds the number keys: on the page's document
// while the quiz is shown (`keyTarget`), in a widget within the quiz.
function bindControls(parts, on) {
  for (const [choice, button] of parts.buttons) button.addEventListener('click', () => on.choose(choice));
  parts.reveal.addEventListener('click', on.reveal);
  parts.skip.addEventListener('click', on.skip);
  parts.restart.addEventListener('click', on.restart);
  parts.random.addEventListener('click', on.random);
  parts.sizeSelect.addEventListener('change', () => on.size(Number(parts.sizeSelect.value)));
  parts.askSelect.addEventListener('change', () => on.ask(parts.askSelect.value));
  parts.viewSelect.addEventListener('change', () => on.view(parts.viewSelect.value));
  return bindAnswerKeys(on.keyTarget ?? parts.container, { answers: () => answerButtons(parts), isActive: () => parts.container.getClientRects().length > 0 });
}

// A language switch: the program's comments, the narration of the last
// right answer (made in the old language) and the announcement.
function relabel({ search, session, parts, announceFirstSolution }, lang) {
  search.program?.setLang(lang);
  session.dropNarration();
  if (session.firstSolutionQueens && parts.announcement.textContent) {
    parts.announcement.textContent = '';
    announceFirstSolution(session.firstSolutionQueens, session.state.firstSolution);
  }
}

// Applies `count` events of `session` without asking, 200 per task (the
// page stays responsive), then renders. Returns { cancel }.
function jumpInSlices(session, count, render) {
  let left = count;
  let timer = 0;
  const slice = () => {
    left = session.jump(left);
    if (left > 0) timer = setTimeout(slice, 0);
    else render();
  };
  slice();
  return { cancel: () => clearTimeout(timer) };
}

// The number of events of the notes' search at n (the Stepper's, a few
// thousand for n <= 8: one batch), where a random start lands.
function countEvents(api, n) {
  const stepper = new api.Stepper(n);
  try {
    stepper.stepBatch(1 << 20);
    return stepper.position;
  } finally {
    stepper.free();
  }
}
