// The five code views and how a name picks one (the `?code=` URL parameter
// and the `code` attribute of <n-queens> take the same names): pure data,
// known at once. A view's program is a module of its own, imported the
// first time the view is shown: a page shows one view, not five.

import { CODE_VIEW_NAMES, DEFAULT_CODE_VIEW } from '../../engine/catalog.js';

// Each view's program module, and the size of what the code panel shows
// for it: the panel takes that room while the module loads, so nothing
// moves when it arrives (tests/node/unit/code-views.test.mjs checks the
// sizes against the programs). `lines`: the program's lines; `fixLines`:
// the lines of its fix, a diff against the printed code (none: 0).
const VIEWS = {
  recursive: { lines: 35, fixLines: 0, load: () => import('./recursive.js') },
  iterative: { lines: 28, fixLines: 0, load: () => import('./iterative.js') },
  flags: { lines: 19, fixLines: 0, load: () => import('./flags.js') },
  bitmask: { lines: 30, fixLines: 5, load: () => import('./bitmask.js') },
  leetcode: { lines: 22, fixLines: 0, load: () => import('./leetcode.js') },
};

/** The view names, in the order the selector lists them (engine/catalog.js; VIEWS has one entry for each). */
export const CODE_VIEWS = CODE_VIEW_NAMES;
export { DEFAULT_CODE_VIEW };

/** Whether `value` is exactly one of CODE_VIEWS. */
export function isCodeView(value) {
  return typeof value === 'string' && CODE_VIEWS.includes(value);
}

/**
 * The view an attribute value asks for: a view name (any case, trimmed), or
 * the default view for anything else (the bare `code` attribute, `code=""`,
 * a typo). null stays null: no attribute, no code panel.
 */
export function parseCodeView(value) {
  if (value === null || value === undefined) return null;
  const name = String(value).trim().toLowerCase();
  return isCodeView(name) ? name : DEFAULT_CODE_VIEW;
}

/** The view `name` is exactly, else the default view. */
export function codeViewOrDefault(name) {
  return isCodeView(name) ? name : DEFAULT_CODE_VIEW;
}

/** What the code panel shows of a view, counted before its program loads: { lines, fixLines }. */
export function codeViewSize(name) {
  const { lines, fixLines } = VIEWS[codeViewOrDefault(name)];
  return { lines, fixLines };
}

const programLoads = new Map(); // view name -> Promise of its program, settled or not

/**
 * The program of a view (any other name: the default view's), as a Promise:
 * { name, language, lines, lineFor, callStack, panels, fix? }. Each module
 * is imported once; if it cannot be fetched the Promise rejects, and the
 * next call tries again.
 */
export function loadProgram(name) {
  const view = codeViewOrDefault(name);
  if (!programLoads.has(view)) {
    programLoads.set(
      view,
      VIEWS[view].load().then(
        (module) => module.default,
        (error) => {
          programLoads.delete(view);
          throw error;
        },
      ),
    );
  }
  return programLoads.get(view);
}
