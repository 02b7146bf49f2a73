// The quiz and free-play modes of <n-queens>: the page's own views
// (ui/quiz, ui/play) inside the widget. They have no step player, so the
// playback methods do nothing and `position` is null. In free play,
// "Continue the search from here" turns the widget into the explorer (the
// walkthrough for n = 4) at the step where the search has those queens.

import { el } from '../ui/dom.js';
import { createQuiz } from '../ui/quiz/quiz-view.js';
import { createPlay } from '../ui/play/play-view.js';
import { applyParts } from './parts.js';
import { continueView } from '../engine/shell-link.js';
import { expectedAnswer } from '../ui/quiz/quiz-model.js';
import { conflictingQueens } from '../ui/play/play-model.js';
import { answerDetail, playDetail } from './events.js';

function learnWidget(root, view) {
  applyParts(root);
  return {
    update(next, changed) {
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

export function createPlayWidget(root, { api, options, emit, requestN, requestView }) {
  const host = el(root.ownerDocument, 'div', { class: 'nq-element__learn' });
  root.append(host);
  const view = createPlay(host, {
    api,
    lang: options.lang,
    n: options.n,
    onChangeN: requestN,
    onContinue: (position) => requestView(continueView(position)),
    // Each move of the learner: the queens, attacked or not, solved or not.
    onMove: ({ state, attacks }) => emit('nqueens-play', playDetail(state, conflictingQueens(state, attacks).length)),
  });
  return learnWidget(root, view);
}
