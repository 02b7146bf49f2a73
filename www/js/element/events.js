// The `detail` of the element's events, as plain data (arrays, not the
// Uint8Arrays of the wasm API) so a page can keep, clone or post them.
// Every value comes from the Stepper through the player's frame.

/** A StepEvent of nqueens.js as a plain object; null for position 0. */
export function plainEvent(event) {
  if (!event) return null;
  const plain = {
    kind: event.kind,
    step: event.step,
    row: event.row,
    col: event.col,
    attacker: event.attacker ? { ...event.attacker } : null,
  };
  if (event.kind === 'solution') {
    plain.index = event.index;
    plain.queens = Array.from(event.queens ?? []);
  }
  return plain;
}

/** nqueens-step: where the search is now. */
export function stepDetail(frame) {
  return {
    n: frame.n,
    step: frame.position,
    total: frame.total,
    event: plainEvent(frame.event),
    queens: Array.from(frame.queens),
    counts: { ...frame.counts },
    done: frame.done,
  };
}

/** nqueens-solution: the board shows solution `solution` (1-based). */
export function solutionDetail({ n, index, queens, step = null }) {
  return { n, solution: index + 1, index, queens: Array.from(queens), step };
}

/** nqueens-done, walkthrough and explorer: the whole search has been seen. */
export function searchDoneDetail(frame) {
  return { n: frame.n, step: frame.position, solutions: frame.counts.solutions, counts: { ...frame.counts } };
}

/**
 * nqueens-done, count mode: every solution has been counted. `ms` to 0.1 ms
 * (docs/embedding.md): a difference of performance.now() readings carries
 * float noise (69.79999999993015) and no real precision beyond that.
 */
export function countDoneDetail({ n, total, unique, ms }) {
  return { n, solutions: total, unique, ms: Math.round(ms * 10) / 10 };
}

/**
 * Reports the frames of a player as events, once per position reached:
 * nothing while a long jump is still running (frame.busy) or while `isQuiet()`.
 */
export function createFrameReporter(emit, isQuiet = () => false) {
  let last = null;
  return function report(frame) {
    if (!frame || frame.busy || isQuiet()) return;
    // The same step of the same search is told once; another program's (a
    // new code view, step unit or edited text) is another step.
    const { view = null, by = null, source = null } = frame.program ?? {};
    const at = { n: frame.n, position: frame.position, view, by, source };
    if (last && Object.keys(at).every((key) => last[key] === at[key])) return;
    last = at;
    emit('nqueens-step', stepDetail(frame));
    const event = frame.event;
    if (event?.kind === 'solution') {
      emit('nqueens-solution', solutionDetail({ n: frame.n, index: event.index, queens: event.queens, step: frame.position }));
    } else if (event?.kind === 'done') {
      emit('nqueens-done', searchDoneDetail(frame));
    }
  };
}

/**
 * `nqueens-answer` (quiz): the question (the square the search tries next,
 * 0-based, at `step`), the answer given and the one expected, whether it
 * was right, and the score after it (a question counts once, on its first
 * answer).
 */
export function answerDetail({ n, event, choice, expected, score }) {
  return {
    n,
    question: { step: event.step, row: event.row, col: event.col },
    answer: choice,
    expected,
    correct: choice === expected,
    score: { right: score.right, asked: score.asked },
    streak: score.streak,
  };
}

/**
 * `nqueens-play` (free play): the queens on the board after the learner's
 * move (0-based { row, col }), how many are attacked, and whether they
 * solve the board (n queens, none attacked).
 */
export function playDetail({ n, queens }, attacked) {
  return {
    n,
    queens: queens.map(({ row, col }) => ({ row, col })),
    placed: queens.length,
    attacked,
    solved: queens.length === n && attacked === 0,
  };
}
