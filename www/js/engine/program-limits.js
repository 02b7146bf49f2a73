// How far a code view's program is played and in which language its text
// is shown: what the Player asks before the program runs (the Stepper plays
// above the limit). Apart from program-source.js, which re-exports them, so
// that the Player has them with the first board and the run's adapter only
// with the programs' module. Pure.

import { DEFAULT_LANG } from './catalog.js';

// Above this n a program is not played line by line: its first solution
// alone can be millions of events away (n = 20: 4 million), which the
// interpreter (a few million lines a second in wasm) cannot reach
// quickly. There the Stepper, about 100 times faster, plays, and the code
// panel says so. Up to it, every seek is sliced (the Player) and a step
// back re-executes at most about a thousand lines (the core's near
// checkpoints); a step beyond REACH (n = 12 has about ten million events,
// a hundred million lines) is offered the nearest step within it.
export const PROGRAM_PLAY_MAX_N = 12;

// The furthest step a seek goes to, in each unit, at a few million lines a
// second: about 20 million lines, some seconds of sliced work.
export const REACH = Object.freeze({ line: 20_000_000, event: 2_000_000 });

/**
 * Whether the API can run the programs: the page's core module loads the
 * programs' module later (api.loadPrograms); a worker's full module, which
 * has no such call, always can.
 */
export function programsLoaded(api) {
  return typeof api.programsLoaded !== 'function' || api.programsLoaded();
}

/** The largest n view `view` is played at: its arrays' and masks' own limit (from the core), at most PROGRAM_PLAY_MAX_N. */
export function programMaxN(api, view) {
  return Math.min(api.codeViewInfo(view).maxN, PROGRAM_PLAY_MAX_N);
}

/**
 * The languages the core has the programs' comments in
 * (src/programs/sources/; programSource throws for any other).
 * tests/node/program-languages.test.mjs checks the core against it for
 * every language of engine/catalog.js.
 */
export const SOURCE_LANGUAGES = Object.freeze(['en', 'zh']);

/** The language of a program's text for UI language `lang`: that one when the core has it, else the default language. */
export const sourceLanguage = (lang) => (SOURCE_LANGUAGES.includes(lang) ? lang : DEFAULT_LANG);

/**
 * A program's error (a ProgramError, or a run's `error`) in the core's own
 * words, in the language of `lang`'s program text: the core words every
 * error in each of SOURCE_LANGUAGES (`detail`/`message`, `detailZh`/`messageZh`).
 */
export const errorWords = (error, lang) => (sourceLanguage(lang) === 'zh' ? error.detailZh ?? error.messageZh : error.detail ?? error.message);
