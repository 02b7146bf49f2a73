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
    // How many wrong answers this question has had: each one is told as a
    // new attempt, so a second wrong answer never looks like nothing happened.
    misses: 0,
    // The 0-based index of the first solution once reached, and the score then.
    firstSolution: null,
    // Per kind of question (QUIZ_KINDS of engine/catalog.js): { right, asked }.
    byKind: Object.freeze({}),
  });
}

/**
 * Scores the answer to a question of `kind` (QUIZ_KINDS), `correct` or
 * not, with `mistake` the explanation of a wrong one. A question counts
 * once, on its first answer, in the total and in its kind's score.
 */
export function scoreAnswer(state, kind, correct, mistake = null) {
  const next = { ...state, answered: true };
  if (!state.answered) {
    const mine = state.byKind[kind] ?? { right: 0, asked: 0 };
    next.byKind = Object.freeze({ ...state.byKind, [kind]: Object.freeze({ right: mine.right + (correct ? 1 : 0), asked: mine.asked + 1 }) });
    next.asked += 1;
    if (correct) {
      next.right += 1;
      next.streak += 1;
      next.bestStreak = Math.max(next.bestStreak, next.streak);
    } else {
      next.streak = 0;
    }
  }
  next.mistake = correct ? null : mistake;
  if (!correct) next.misses = (state.misses ?? 0) + 1;
  return Object.freeze(next);
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
  const mistake = correct ? null : explainMistake(choice, event, previous);
  return { state: scoreAnswer(state, 'next', correct, mistake), correct };
}

/** Ready for the next question (after the event was applied, or skipped to). */
export function nextQuestion(state) {
  return Object.freeze({ ...state, answered: false, mistake: null, misses: 0 });
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
 * What a "what happens next" question is about, for the board and the
 * prompt: the row the search is in ({ row }), the same whatever comes next
 * (a place, a prune, or a backtrack out of that row: nothing gives the
 * answer away), or the full board after a solution ({ full: true }).
 */
export function questionFocus(event, previous = null) {
  if (event.kind === 'remove') return previous?.kind === 'solution' ? { full: true } : { row: event.row + 1 };
  return { row: event.row };
}

/**
 * The squares of `row` tried so far, from the events applied (oldest
 * first): [{ col, how }] with how 'pruned' or 'lifted' (a queen placed
 * there and taken back). A placement in the row above starts the row
 * afresh; a backtrack out of the row below returns to this one.
 */
export function triedInRow(events, row) {
  let tried = [];
  for (const event of events) {
    if (!event || event.row === null || event.row === undefined) continue;
    if (event.kind === 'place' && event.row === row - 1) tried = [];
    else if (event.kind === 'reject' && event.row === row) tried.push({ col: event.col, how: 'pruned' });
    else if (event.kind === 'remove' && event.row === row) tried.push({ col: event.col, how: 'lifted' });
  }
  return tried;
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
 * what the question is about ({ row }: the row the search is in, not marked;
 * { row, col, square: true }: a square asked about, marked ?), `tried` the
 * squares of the focus row tried so far (triedInRow), `mistake` the last
 * explanation or null (it may show the row that was exhausted: after the
 * answer, never before), `pruned` the square pruned last ({ row, col,
 * attacker }) or null, `t` a translate function for the language shown.
 */
export function quizCells({ n, queens, focus = null, tried = [], mistake = null, pruned = null, solved = false }, t) {
  const attacker = mistake?.show.attack?.attacker ?? null;
  const shownRow = mistake?.show.row ?? null;
  const triedCols = new Map(focus && !focus.full ? tried.map((s) => [s.col, s.how]) : []);
  const cells = [];
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      const cell = { glyph: '', classes: [], label: t('learn.cell', { row: row + 1, col: col + 1 }), current: false };
      if (queens[row] === col) {
        cell.glyph = '♛';
        cell.classes.push('is-queen');
        if (solved) cell.classes.push('is-solution');
        if (attacker && attacker.row === row && attacker.col === col) cell.classes.push('is-attacker');
        cell.label += t('learn.cell.queen');
      } else if (focus?.square && focus.row === row && focus.col === col) {
        cell.glyph = '?';
        cell.classes.push('is-tried', 'is-question');
        cell.current = true;
        cell.label += t('learn.cell.question');
      } else if (pruned && pruned.row === row && pruned.col === col) {
        cell.glyph = '✕';
        cell.classes.push('is-rejected');
        cell.label += t('learn.cell.pruned', { r: pruned.attacker.row + 1, c: pruned.attacker.col + 1 });
      } else if (focus?.row === row && triedCols.has(col)) {
        cell.glyph = triedCols.get(col) === 'pruned' ? '✕' : '·';
        cell.classes.push(triedCols.get(col) === 'pruned' ? 'is-rejected' : 'is-lifted');
        cell.label += t(triedCols.get(col) === 'pruned' ? 'learn.cell.triedPruned' : 'learn.cell.triedLifted');
      }
      if (shownRow === row) {
        cell.classes.push('is-exhausted');
        cell.label += t('learn.cell.exhausted');
      }
      cells.push(cell);
    }
  }
  return cells;
}
