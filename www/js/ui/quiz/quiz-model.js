// The predict-the-step quiz as a pure state machine: no DOM, no wasm. The
// view asks the Rust step machine (Stepper.peek) for the event about to
// happen and hands it in; this module only compares the learner's answer
// with it, keeps the score, and says why a wrong answer is wrong.
//
// The score is right answers / questions, where a question counts once, on
// its first answer: answering again after a wrong answer (as the learner
// must, to move on) changes neither number. The streak is the run of
// questions answered right at the first try.

/** The answers, in the order of the buttons. */
export const ANSWERS = Object.freeze(['place', 'prune', 'backtrack']);

const ANSWER_OF_KIND = { place: 'place', reject: 'prune', remove: 'backtrack' };

/**
 * The answer an event calls for: 'place', 'prune' or 'backtrack'; null for
 * the events that are shown, not asked (solution, done) and for none.
 */
export function expectedAnswer(event) {
  return (event && ANSWER_OF_KIND[event.kind]) ?? null;
}

/** A fresh quiz: nothing asked yet. */
export function createQuizState() {
  return Object.freeze({
    right: 0,
    asked: 0,
    streak: 0,
    bestStreak: 0,
    // Whether the question on screen has had its (scored) first answer.
    answered: false,
    // The explanation of the last wrong answer to this question, or null.
    mistake: null,
    // The 0-based index of the first solution once reached, and the score then.
    firstSolution: null,
  });
}

/**
 * Scores `choice` against `event` (the event the search applies next, from
 * the core). Returns { state, correct }: when correct the view applies the
 * event; when not, nothing but the score and `state.mistake` changes.
 * `previous` is the event just applied (to tell a backtrack after a
 * solution from one out of a dead end).
 */
export function answer(state, choice, event, previous = null) {
  if (!ANSWERS.includes(choice)) throw new RangeError(`answer must be one of ${ANSWERS.join(', ')}, got ${String(choice)}`);
  const expected = expectedAnswer(event);
  if (expected === null) throw new Error('this event is shown, not asked');
  const correct = choice === expected;
  const first = !state.answered;
  const next = { ...state, answered: true };
  if (first) {
    next.asked += 1;
    if (correct) {
      next.right += 1;
      next.streak += 1;
      next.bestStreak = Math.max(next.bestStreak, next.streak);
    } else {
      next.streak = 0;
    }
  }
  next.mistake = correct ? null : explainMistake(choice, event, previous);
  return { state: Object.freeze(next), correct };
}

/** Ready for the next question (after the event was applied, or skipped to). */
export function nextQuestion(state) {
  return Object.freeze({ ...state, answered: false, mistake: null });
}

/** Records the first solution (once) with the score at that moment. */
export function reachSolution(state, event) {
  if (state.firstSolution !== null || event?.kind !== 'solution') return state;
  return Object.freeze({ ...state, firstSolution: { index: event.index, right: state.right, asked: state.asked } });
}

/**
 * Why `choice` is wrong for `event`: { key, params, show } where key and
 * params are an i18n string (1-based coordinates), and show is what the
 * board draws: { attack: { row, col, attacker } } for a prune,
 * { row } for an exhausted row, { square: { row, col } } otherwise.
 */
export function explainMistake(choice, event, previous = null) {
  const square = { r: event.row + 1, c: event.col + 1 };
  switch (event.kind) {
    case 'reject': {
      const { attacker } = event;
      return {
        key: `quiz.why.prune.${attacker.line}`,
        params: { ...square, ar: attacker.row + 1, ac: attacker.col + 1 },
        show: { attack: { row: event.row, col: event.col, attacker } },
      };
    }
    case 'place':
      return {
        key: choice === 'prune' ? 'quiz.why.place.safe' : 'quiz.why.place.notExhausted',
        params: square,
        show: { square: { row: event.row, col: event.col } },
      };
    case 'remove':
      if (previous?.kind === 'solution') {
        return { key: 'quiz.why.backtrack.solution', params: square, show: { square: { row: event.row, col: event.col } } };
      }
      return {
        key: 'quiz.why.backtrack.exhausted',
        params: { ...square, next: event.row + 2 },
        show: { row: event.row + 1 },
      };
    default:
      throw new Error(`nothing to explain for a ${event.kind} event`);
  }
}

/**
 * What the question is about, for the board and the prompt: the square
 * about to be tried ({ row, col }), or, when the next event is a backtrack,
 * the row that has no squares left ({ row, exhausted: true }) or the full
 * board ({ full: true }).
 */
export function questionFocus(event, previous = null) {
  if (event.kind === 'remove') {
    return previous?.kind === 'solution' ? { full: true } : { row: event.row + 1, exhausted: true };
  }
  return { row: event.row, col: event.col };
}

/**
 * Applies events of `search` (a Stepper: peek() and step()) without asking,
 * up to the next dead end: it stops before a backtrack out of an exhausted
 * row, after showing a solution, or at the end. At least one event is
 * applied, so that a learner facing a dead end skips past it. Returns the
 * events applied, in order; `previous` is the event applied before.
 */
export function skipToDeadEnd(search, previous = null) {
  const applied = [];
  let last = previous;
  for (;;) {
    const next = search.peek();
    if (!next) break;
    const deadEnd = next.kind === 'remove' && last?.kind !== 'solution';
    if (deadEnd && applied.length > 0) break;
    last = search.step();
    applied.push(last);
    if (last.kind === 'solution' || last.kind === 'done') break;
  }
  return applied;
}

/**
 * The attack line the quiz board draws: the one a wrong answer's
 * explanation shows, else, when the event applied last is a prune (a right
 * answer, or a skip), that prune's { row, col, attacker }; null for none.
 */
export function quizAttack(mistake, previous) {
  if (mistake) return mistake.show.attack ?? null;
  if (previous?.kind !== 'reject') return null;
  return { row: previous.row, col: previous.col, attacker: previous.attacker };
}

/**
 * The board's squares for the quiz: n·n cell descriptions for
 * ui/learn-board.js. `queens` are the columns of the rows filled, `focus`
 * what the question is about (see questionFocus), `mistake` the last
 * explanation or null, `pruned` the square pruned last ({ row, col,
 * attacker }, marked ✕ and named after its attacker) or null, `t` a
 * translate function for the language shown.
 */
export function quizCells({ n, queens, focus = null, mistake = null, pruned = null, solved = false }, t) {
  const attacker = mistake?.show.attack?.attacker ?? null;
  const shownRow = mistake?.show.row ?? (focus?.exhausted ? focus.row : null);
  const cells = [];
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      const classes = [];
      let label = t('learn.cell', { row: row + 1, col: col + 1 });
      let glyph = '';
      let current = false;
      if (queens[row] === col) {
        glyph = '♛';
        classes.push('is-queen');
        if (solved) classes.push('is-solution');
        if (attacker && attacker.row === row && attacker.col === col) classes.push('is-attacker');
        label += t('learn.cell.queen');
      } else if (focus && focus.row === row && focus.col === col) {
        glyph = '?';
        classes.push('is-tried', 'is-question');
        current = true;
        label += t('learn.cell.question');
      } else if (pruned && pruned.row === row && pruned.col === col) {
        glyph = '✕';
        classes.push('is-rejected');
        label += t('learn.cell.pruned', { r: pruned.attacker.row + 1, c: pruned.attacker.col + 1 });
      }
      if (shownRow === row && row < n) {
        classes.push('is-exhausted');
        label += t('learn.cell.exhausted');
      }
      cells.push({ glyph, classes, label, current });
    }
  }
  return cells;
}
