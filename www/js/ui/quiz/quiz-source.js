// What the quiz asks about: the code view's own program, run by the core
// (ProgramRun, src/programs/: the quiz follows the code view, issue #23),
// or the Stepper when the view cannot run at that n. Both answer peek(),
// step(), n, queens, counts and free(); the program also steps by line and
// reads its snapshot, for the questions about lines and variables.

import { asStepEvent, programMaxN, programsLoaded, sourceLanguage } from '../../engine/program-source.js';
import { boardPrefix } from '../../engine/search-source.js';

/** The program of `view` as a quiz search, with its source text split in lines (for the line questions). */
function programQuizSource(api, view, n, lang) {
  const run = new api.ProgramRun(view, n);
  const lines = api.programSource(view, sourceLanguage(lang)).replace(/\n$/, '').split('\n');
  // Each function's parameters and indexed cells, the core's reading of the program it runs.
  const facts = run.programFacts;
  const boardOf = () => Array.from(boardPrefix(run.snapshot().board));
  return {
    kind: 'program',
    view,
    n,
    peek: () => asStepEvent(run.peekEvent()),
    step: () => asStepEvent(run.stepEvent()),
    get queens() {
      return boardOf();
    },
    get counts() {
      return run.counts;
    },
    get position() {
      return run.eventStep;
    },
    program: {
      lines,
      facts,
      setLang(next) {
        lines.splice(0, lines.length, ...api.programSource(view, sourceLanguage(next)).replace(/\n$/, '').split('\n'));
      },
      snapshot: () => run.snapshot(),
      get lineStep() {
        return run.lineStep;
      },
      /** Takes one line step: { moved, event } with the event it raised (as the Stepper words it), or null. */
      stepLine() {
        const before = run.eventStep;
        const moved = run.stepLine();
        const event = moved && run.eventStep > before ? asStepEvent(run.snapshot().event) : null;
        return { moved, event };
      },
      /** The line the next line step runs (0 when the program ends there), without taking it. */
      nextLine() {
        if (!run.stepLine()) return 0;
        const { line, status } = run.snapshot();
        run.backLine();
        return status === 'finished' ? 0 : line;
      },
    },
    free: () => run.free(),
  };
}

/** The Stepper as a quiz search (no program: only the questions about the search). */
function stepperQuizSource(api, n) {
  const stepper = new api.Stepper(n);
  return {
    kind: 'stepper',
    view: null,
    n,
    peek: () => stepper.peek(),
    step: () => stepper.step(),
    get queens() {
      return Array.from(stepper.queens);
    },
    get counts() {
      return stepper.counts;
    },
    get position() {
      return stepper.position;
    },
    program: null,
    free: () => stepper.free(),
  };
}

/** The quiz's search for code view `view` (null: the Stepper) at n, in `lang` (the program's comments). */
export function openQuizSource(api, { view, n, lang }) {
  if (view && n <= programMaxN(api, view) && programsLoaded(api)) return programQuizSource(api, view, n, lang);
  return stepperQuizSource(api, n);
}
