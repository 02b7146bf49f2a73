// The quiz and free-play modes of <n-queens>: the page's own views
// (ui/quiz, ui/play) inside the widget. They have no step player, so the
// playback methods do nothing and `position` is null. In free play,
// "Continue the search from here" turns the widget into the explorer (the
// walkthrough for n = 4) at the step where the search has those queens: with
// a code view (the `code` attribute), its program's own step (in `by`
// steps), as on the page; else the Stepper's.

import { el } from '../ui/dom.js';
import { createQuiz } from '../ui/quiz/quiz-view.js';
import { createPlay } from '../ui/play/play-view.js';
import { applyParts } from './parts.js';
import { continueView } from '../engine/shell-link.js';
import { programStepOfQueens } from '../engine/program-queens.js';
import { expectedAnswer } from '../ui/quiz/quiz-model.js';
import { conflictingQueens } from '../ui/play/play-model.js';
import { answerDetail, playDetail } from './events.js';

function learnWidget(root, view, onUpdate = () => {}) {
  applyParts(root);
  return {
    update(next, changed) {
      onUpdate(next);
      view.setLang(next.lang);
      if (changed.has('n')) view.setN(next.n);
      applyParts(root);
    },
    play() {},
    pause() {},
    stepForward() {},
    stepBack() {},
    seek() {
      return Promise.resolve(null);
    },
    get position() {
      return null;
    },
    get playing() {
      return false;
    },
    dispose() {
      view.destroy();
    },
  };
}

export function createQuizWidget(root, { api, options, emit, requestN }) {
  const host = el(root.ownerDocument, 'div', { class: 'nq-element__learn' });
  root.append(host);
  // Learning events, for a course page to record (an LMS): each answer.
  const onAnswer = ({ n, event, choice, score }) => emit('nqueens-answer', answerDetail({ n, event, choice, expected: expectedAnswer(event), score }));
  return learnWidget(root, createQuiz(host, { api, lang: options.lang, n: options.n, onChangeN: requestN, onAnswer }));
}

// The step "continue from here" lands on: the code view's program's own
// (when the element shows one and it plays at n), else the Stepper's `step`.
async function continueStep(api, options, { n, step, queens }) {
  if (!options.code || !queens) return step;
  const own = await programStepOfQueens(api, { view: options.codeView, by: options.by, n, queens }).catch(() => undefined);
  return own ?? step;
}

export function createPlayWidget(root, { api, options, emit, requestN, requestView }) {
  const host = el(root.ownerDocument, 'div', { class: 'nq-element__learn' });
  root.append(host);
  let current = options; // the attributes as they are now (`code`, `by`)
  let disposed = false;
  const view = createPlay(host, {
    api,
    lang: options.lang,
    n: options.n,
    onChangeN: requestN,
    onContinue: async (position) => {
      const step = await continueStep(api, current, position);
      if (!disposed) requestView(continueView({ n: position.n, step }));
    },
    // Each move of the learner: the queens, attacked or not, solved or not.
    onMove: ({ state, attacks }) => emit('nqueens-play', playDetail(state, conflictingQueens(state, attacks).length)),
  });
  const widget = learnWidget(root, view, (next) => {
    current = next;
  });
  const dispose = widget.dispose;
  widget.dispose = () => {
    disposed = true;
    dispose();
  };
  return widget;
}
