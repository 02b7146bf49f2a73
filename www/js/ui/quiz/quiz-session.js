// One round of the quiz over a wasm Stepper, without DOM: it applies the
// events that are shown rather than asked (solution, done), scores answers
// through quiz-model.js, applies the event once it is answered right, skips
// to the next dead end, and keeps what the view shows under the buttons.
// The Stepper is the Rust core's step machine, so every expected answer
// comes from the core.

import { formatQueens } from '../narration.js';
import { createQuizState, answer, nextQuestion, reachSolution, expectedAnswer, skipToDeadEnd } from './quiz-model.js';

// Applies the stepper's next event and narrates it: the narration reads the
// run of rejects just before a placement or a backtrack. Returns { event,
// narration, previous, rejectRun } (the trail after it), or null at the end.
function applyNext(stepper, { previous, rejectRun }, narrate) {
  const event = stepper.step();
  if (!event) return null;
  const run = previous?.kind === 'reject' ? rejectRun : [];
  const narration = narrate({ n: stepper.n, event, previous, rejectRun: event.kind === 'reject' ? [] : run });
  return { event, narration, previous: event, rejectRun: event.kind === 'reject' ? [...run, event] : [] };
}

// The event about to happen when it is asked (not a solution or done).
function askedEvent(stepper) {
  const next = stepper.peek();
  return next && expectedAnswer(next) !== null ? next : null;
}

/**
 * A quiz over `stepper` (peek(), step(), n, queens). `narrate(context)`
 * words an applied event ({ n, event, previous, rejectRun }, see
 * ui/narration.js); `onFirstSolution(event, first)` hears the first
 * solution shown, with the score then (quiz-model's firstSolution).
 *
 * The session's `feedback` is { key, params } (an i18n string), or, after
 * a wrong answer, { key: 'quiz.wrong', mistake: true } whose reason is
 * `state.mistake`; null for none.
 */
export function createQuizSession(stepper, { narrate, onFirstSolution = () => {} }) {
  let state = createQuizState();
  let previous = null; // the event applied last
  let rejectRun = []; // the rejects applied just before, for the narration
  let feedback = { key: 'quiz.start', params: {} };
  let firstSolutionQueens = null;

  function apply() {
    const applied = applyNext(stepper, { previous, rejectRun }, narrate);
    if (!applied) return null;
    ({ previous, rejectRun } = applied);
    if (applied.event.kind === 'solution') state = reachSolution(state, applied.event);
    return applied;
  }

  function showSolution(event) {
    feedback = { key: 'quiz.shown.solution', params: { k: event.index + 1, coords: formatQueens(event.queens) } };
    if (state.firstSolution?.index !== event.index) return;
    firstSolutionQueens = event.queens;
    onFirstSolution(event, state.firstSolution);
  }

  // Solution and Done events are shown, not asked.
  function showUnasked() {
    while (stepper.peek() && !askedEvent(stepper)) {
      const { event } = apply();
      if (event.kind === 'solution') showSolution(event);
    }
  }

  showUnasked();
  return {
    get state() {
      return state;
    },
    get previous() {
      return previous;
    },
    get feedback() {
      return feedback;
    },
    /** The queens of the first solution once shown, else null. */
    get firstSolutionQueens() {
      return firstSolutionQueens;
    },
    /** The event the question is about, or null when nothing is left to ask. */
    question: () => askedEvent(stepper),
    /** Scores `choice`; a right answer applies the event and moves on. */
    choose(choice) {
      const next = askedEvent(stepper);
      if (!next) return;
      const result = answer(state, choice, next, previous);
      state = result.state;
      if (!result.correct) {
        feedback = { key: 'quiz.wrong', mistake: true };
        return;
      }
      feedback = { key: 'quiz.right', params: { narration: apply().narration } };
      state = nextQuestion(state);
      showUnasked();
    },
    /** Applies events without asking, up to the next dead end (quiz-model's skipToDeadEnd). */
    skip() {
      const applied = skipToDeadEnd({ peek: () => stepper.peek(), step: () => apply()?.event ?? null }, previous);
      state = nextQuestion(state);
      const last = applied.at(-1);
      feedback = null;
      if (last?.kind === 'solution') showSolution(last);
      showUnasked();
    },
    /** Forgets the words of a right answer (narrated in a language no longer shown). */
    dropNarration() {
      if (feedback?.key === 'quiz.right') feedback = null;
    },
  };
}
