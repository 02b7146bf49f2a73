// One round of the quiz over a search without DOM (quiz-source.js: the
// code view's program run by the core, or a Stepper): it applies the events
// that are shown rather than asked (solution, done), picks the kind of each
// question (`ask`: one of QUIZ_KINDS, or 'mixed'), scores answers through
// quiz-model.js and quiz-kinds.js, applies the event or the line once it is
// answered right, and keeps what the view shows under the buttons. Every
// expected answer comes from the core's own run.

import { QUIZ_KINDS } from '../../engine/catalog.js';
import { createQuizState, answer, nextQuestion, reachSolution, expectedAnswer, skipToDeadEnd, scoreAnswer, triedInRow, questionFocus } from './quiz-model.js';
import { attackerQuestion, attackerCorrect, explainAttacker, lineQuestion, explainLine, variableQuestion, explainVariable, questionCall } from './quiz-kinds.js';

// The right answer of `question` in the words of its explanation (the
// params of the `quiz.revealed.<kind>` strings), read from the question the
// core's run made: the event, the attacker, the next line, the value.
function revealedParams(question, lines) {
  if (question.kind === 'next') return { rightAnswerName: expectedAnswer(question.event) };
  if (question.kind === 'attacker') {
    const { row, col, line } = question.accepted[0];
    return { ar: row + 1, ac: col + 1, lineName: line };
  }
  if (question.kind === 'line') return explainLine(question, question.expected, lines).params;
  return explainVariable(question, question.expected).params;
}

// The event about to happen when it is asked (not a solution or done).
function askedEvent(search) {
  const next = search.peek();
  return next && expectedAnswer(next) !== null ? next : null;
}

// Builds a question of `kind` at the search's position, or null when that
// kind cannot be asked here. `pick` chooses among a snapshot's variables.
function buildQuestion(kind, search, { previous, history, pick }) {
  if (kind === 'next') {
    const event = askedEvent(search);
    return event && { kind, event, focus: questionFocus(event, previous) };
  }
  if (kind === 'attacker') {
    const event = search.peek();
    if (event?.kind !== 'reject') return null;
    return { ...attackerQuestion(event, search.queens), event, focus: { row: event.row, col: event.col, square: true } };
  }
  const program = search.program;
  if (!program) return null;
  const snapshot = program.snapshot();
  if (snapshot.status !== 'running' || snapshot.line === 0) return null;
  const row = search.queens.length;
  const focus = { row, square: false };
  // The call the question is in (the innermost one, as the core's snapshot has it).
  if (kind === 'line') {
    const next = program.nextLine();
    const call = questionCall(snapshot, program.facts);
    return next ? { ...lineQuestion({ line: snapshot.line, next, lineStep: snapshot.lineStep, lines: program.lines }), call, focus } : null;
  }
  // Before the first event every variable still holds its start value: nothing to think about.
  if (search.position === 0) return null;
  const question = variableQuestion(snapshot, pick, { facts: program.facts });
  if (!question) return null;
  const call = questionCall(snapshot, program.facts, { hide: question.name });
  return { ...question, call: question.scope ? call : { ...call, global: true }, focus, tried: triedInRow(history, row) };
}

/** The kinds that can be asked at all over `search` (the line and variable questions need a program). */
export function kindsFor(search, ask) {
  const possible = search.program ? QUIZ_KINDS : QUIZ_KINDS.filter((kind) => kind === 'next' || kind === 'attacker');
  if (ask === 'mixed') return possible;
  return possible.includes(ask) ? [ask] : ['next'];
}

/**
 * A quiz over `search` (quiz-source.js, or a Stepper: peek(), step(), n,
 * queens). `narrate(context)` words an applied event ({ n, event,
 * previous, rejectRun }, see ui/narration.js); `onFirstSolution(event,
 * first)` hears the first solution shown, with the score then. `ask`: the
 * kind of question (QUIZ_KINDS) or 'mixed'; `random()` picks the kind of
 * each mixed question and the variable asked.
 *
 * The session's `feedback` is { key, params } (an i18n string), or, after
 * a wrong answer, { key: 'quiz.wrong', mistake: true, attempt } whose
 * reason is `state.mistake` and `attempt` the how-manieth wrong answer to
 * this question it is (1, 2, …); null for none.
 */
export function createQuizSession(search, options) {
  return new QuizSession(search, options);
}

class QuizSession {
  #search;
  #narrate;
  #onFirstSolution;
  #random;
  #rejectRun = []; // the rejects applied just before, for the narration
  #history = []; // every event applied, for the squares tried
  #current = null;
  state = createQuizState();
  previous = null; // the event applied last
  feedback = { key: 'quiz.start', params: {} };
  /** The queens of the first solution once shown, else null. */
  firstSolutionQueens = null;

  constructor(search, { narrate, onFirstSolution = () => {}, ask = 'next', random = Math.random }) {
    this.#search = search;
    this.#narrate = narrate;
    this.#onFirstSolution = onFirstSolution;
    this.#random = random;
    this.kinds = kindsFor(search, ask);
    this.#current = this.#nextAsked();
    // A variable question waits for the first event: the board is no longer empty.
    if (this.feedback?.key === 'quiz.start' && this.#history.length > 0) this.feedback = this.#startedAt();
  }

  // Where the questions start, once the search has moved to the first one.
  #startedAt() {
    const queens = Array.from(this.#search.queens);
    if (queens.length > 0) return { key: 'quiz.start.placed', params: { queens } };
    return { key: 'quiz.random.done', params: { k: this.#search.position } };
  }

  // Records an event applied (by an event step or a line step) and narrates it.
  #record(event) {
    const run = this.previous?.kind === 'reject' ? this.#rejectRun : [];
    const narration = this.#narrate({ n: this.#search.n, event, previous: this.previous, rejectRun: event.kind === 'reject' ? [] : run });
    this.#rejectRun = event.kind === 'reject' ? [...run, event] : [];
    this.previous = event;
    this.#history.push(event);
    if (event.kind === 'solution') {
      this.state = reachSolution(this.state, event);
      this.#showSolution(event);
    }
    return narration;
  }

  #apply() {
    const event = this.#search.step();
    return event ? { event, narration: this.#record(event) } : null;
  }

  #stepLine() {
    const { moved, event } = this.#search.program.stepLine();
    if (event) this.#record(event);
    return moved;
  }

  #showSolution(event) {
    this.feedback = { key: 'quiz.shown.solution', params: { k: event.index + 1, queens: Array.from(event.queens) } };
    if (this.state.firstSolution?.index !== event.index) return;
    this.firstSolutionQueens = event.queens;
    this.#onFirstSolution(event, this.state.firstSolution);
  }

  // Moves on until a question of an allowed kind can be asked; null at the end.
  #nextAsked() {
    const order = this.kinds.length > 1 ? shuffled(this.kinds, this.#random) : this.kinds;
    const byLine = order.every((kind) => kind === 'line' || kind === 'variable');
    for (;;) {
      for (const kind of order) {
        const context = { previous: this.previous, history: this.#history, pick: Math.floor(this.#random() * 1000) };
        const question = buildQuestion(kind, this.#search, context);
        if (question) return question;
      }
      if (byLine ? !this.#stepLine() : !this.#apply()) return null;
    }
  }

  #advanceAfter(question) {
    if (question.kind === 'line') {
      this.#stepLine();
      return { key: 'quiz.right.line', params: { next: question.expected } };
    }
    if (question.kind === 'variable') {
      this.#apply();
      return { key: 'quiz.right.variable', params: { name: question.name, value: question.expected } };
    }
    return { key: 'quiz.right', params: { narration: this.#apply().narration } };
  }

  #judge(question, choice) {
    if (question.kind === 'next') return answer(this.state, choice, question.event, this.previous);
    let correct;
    let mistake = null;
    if (question.kind === 'attacker') {
      correct = attackerCorrect(question, choice);
      const show = { attack: { row: question.row, col: question.col, attacker: question.accepted[0] } };
      if (!correct) mistake = { ...explainAttacker(question, choice, this.#search.queens), show };
    } else if (question.kind === 'line') {
      correct = Number(choice) === question.expected;
      if (!correct) mistake = { ...explainLine(question, Number(choice), this.#search.program.lines), show: {} };
    } else {
      correct = String(choice) === question.expected;
      if (!correct) mistake = { ...explainVariable(question, String(choice)), show: {} };
    }
    return { state: scoreAnswer(this.state, question.kind, correct, mistake), correct };
  }

  /** The squares of the question's row tried so far (quiz-model's triedInRow). */
  tried() {
    const focus = this.#current?.focus;
    return focus && !focus.full ? triedInRow(this.#history, focus.row) : [];
  }

  /** The question on screen ({ kind, … }), or null when nothing is left to ask. */
  current() {
    return this.#current;
  }

  /** The event the question is about (next and attacker questions), or null. */
  question() {
    return this.#current?.event ?? null;
  }

  /** Scores `choice`; a right answer applies the event (or the line) and moves on. */
  choose(choice) {
    if (!this.#current) return;
    const result = this.#judge(this.#current, choice);
    this.state = result.state;
    if (!result.correct) {
      this.feedback = { key: 'quiz.wrong', mistake: true, attempt: this.state.misses };
      return;
    }
    this.feedback = this.#advanceAfter(this.#current);
    this.state = nextQuestion(this.state);
    this.#current = this.#nextAsked();
  }

  /**
   * Shows the right answer and its explanation, as a right answer's verdict
   * would, and moves on; not an answer: the question counts in neither the
   * score nor its kind's (a wrong answer before it has counted already), and
   * the streak of first-try right answers ends.
   */
  reveal() {
    const question = this.#current;
    if (!question) return;
    const shown = revealedParams(question, this.#search.program?.lines);
    const right = this.#advanceAfter(question);
    const kind = question.kind === 'variable' && !question.scope ? 'variable.global' : question.kind;
    this.feedback = { key: `quiz.revealed.${kind}`, revealed: true, params: { ...right.params, ...shown } };
    this.state = nextQuestion({ ...this.state, streak: 0 });
    this.#current = this.#nextAsked();
  }

  /** Applies events without asking, up to the next dead end (quiz-model's skipToDeadEnd). */
  skip() {
    const search = this.#search;
    const applied = skipToDeadEnd({ peek: () => search.peek(), step: () => this.#apply()?.event ?? null }, this.previous);
    this.state = nextQuestion(this.state);
    if (applied.at(-1)?.kind !== 'solution') this.feedback = null;
    this.#current = this.#nextAsked();
  }

  /**
   * Applies up to `count` events without asking (a random start inside the
   * search), at most `budget` in this call; returns how many are left (0:
   * arrived, and the next question is asked).
   */
  jump(count, budget = 200) {
    let left = count;
    for (; left > 0 && budget > 0 && this.#apply(); budget -= 1) left -= 1;
    if (left > 0 && this.#search.peek() !== null) return left;
    this.state = nextQuestion(this.state);
    this.#current = this.#nextAsked();
    // After the events shown on the way to the first question (a solution
    // among them would have said so instead): where the questions start.
    this.feedback = { key: 'quiz.random.done', params: { k: this.#search.position } };
    return 0;
  }

  /** Forgets the words of a right answer (narrated in a language no longer shown). */
  dropNarration() {
    if (this.feedback?.key === 'quiz.right') this.feedback = null;
    // A shown answer keeps its answer and reason, without the old language's narration.
    else if (this.feedback?.revealed && this.feedback.params.narration) this.feedback = { ...this.feedback, params: { ...this.feedback.params, narration: '' } };
  }
}

function shuffled(list, random) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
