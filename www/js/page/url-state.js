// The page state lives in the URL (?mode=explore&n=6&step=120&lang=zh) so a
// link reopens exactly that view. Parsing is strict: anything that is not a
// plain valid value falls back to a default and is reported as a problem, so
// the page can say what it ignored. Pure functions, no DOM.

import {
  PAGE_MODES, DEFAULT_MODE, DEFAULT_N, LANG_CODES, DEFAULT_LANG, CODE_VIEW_NAMES, DEFAULT_CODE_VIEW, STEP_UNITS, DEFAULT_STEP_UNIT,
  SPEEDS, DEFAULT_SPEED_INDEX, THEMES, DEFAULT_THEME, QUIZ_ASKS, DEFAULT_QUIZ_ASK, nearestSpeedIndex, modeEntry,
} from '../engine/catalog.js';
import { MAX_N, MAX_COUNT_N, WALKTHROUGH_N, MAX_QUIZ_N, boardSizeFor } from '../engine/limits.js';

export { MAX_N, MAX_COUNT_N, WALKTHROUGH_N, MAX_QUIZ_N };

/** The page's modes (engine/catalog.js): its tabs and the values of ?mode=. */
export const MODES = PAGE_MODES;

/** The n a mode starts on when the URL gives none; a mode that always shows its own n keeps the page's. */
export function pageDefaultN(mode) {
  const entry = modeEntry(mode);
  return entry && !entry.pageFixedN ? entry.defaultN : DEFAULT_N;
}

export const DEFAULT_STATE = Object.freeze({
  mode: DEFAULT_MODE,
  n: DEFAULT_N,
  step: 0,
  lang: DEFAULT_LANG,
  code: DEFAULT_CODE_VIEW,
  by: DEFAULT_STEP_UNIT,
  ask: DEFAULT_QUIZ_ASK,
  // Steps per second, one of SPEEDS (engine/catalog.js).
  speed: SPEEDS[DEFAULT_SPEED_INDEX],
  theme: DEFAULT_THEME,
  // Presenter mode (`?present`): the board, the narration and the code on one screen.
  present: false,
});

// Long junk is cut before it is shown back to the user (always as text).
const SHOWN_VALUE_MAX = 40;
function shown(value) {
  return value.length > SHOWN_VALUE_MAX ? `${value.slice(0, SHOWN_VALUE_MAX)}…` : value;
}

const DIGITS = /^[0-9]{1,15}$/;

/** The parameters the page reads, in the order the notices name them. */
export const PARAMS = Object.freeze(['mode', 'n', 'step', 'lang', 'code', 'by', 'ask', 'speed', 'theme', 'present']);
// A link with hundreds of junk parameters gets a notice of a few lines.
const UNKNOWN_NAMED_MAX = 5;

// Parameters given more than once (the first value is used) and parameters
// the page does not read, as problems for the notice.
function paramProblems(params) {
  const problems = [];
  const unknown = [];
  for (const name of new Set(params.keys())) {
    if (!PARAMS.includes(name)) unknown.push(name);
    else {
      const values = params.getAll(name);
      if (values.length > 1) problems.push({ param: 'repeated', name, count: values.length, value: shown(values[0]) });
    }
  }
  for (const name of unknown.slice(0, UNKNOWN_NAMED_MAX)) problems.push({ param: 'unknown', name: shown(name) });
  if (unknown.length > UNKNOWN_NAMED_MAX) problems.push({ param: 'unknownMore', count: unknown.length - UNKNOWN_NAMED_MAX });
  return problems;
}

/**
 * Parses a query string. Returns { state, problems, hasStep } where problems
 * lists every parameter that was present but unusable ({ param, value,
 * fallback }), given more than once ({ param: 'repeated', name, count, value }:
 * the first value is used), or not one the page reads ({ param: 'unknown',
 * name }; past the first few, one { param: 'unknownMore', count }).
 * `defaultLang`: the language of a link that names none (readerLang).
 */
export function parseState(search, defaultLang = DEFAULT_LANG) {
  const params = new URLSearchParams(search);
  const state = { ...DEFAULT_STATE, lang: defaultLang };
  const problems = paramProblems(params);

  const mode = params.get('mode');
  if (mode !== null) {
    if (MODES.includes(mode)) state.mode = mode;
    else problems.push({ param: 'mode', value: shown(mode), fallback: DEFAULT_STATE.mode });
  }

  const n = params.get('n');
  if (n === null) state.n = pageDefaultN(state.mode);
  else {
    const value = DIGITS.test(n) ? Number(n) : NaN;
    if (value >= 1 && value <= MAX_N) {
      state.n = value;
      // The quiz shows at most MAX_QUIZ_N queens (boardSizeFor): the link asked for more, and is told.
      if (value > MAX_QUIZ_N && state.mode === 'quiz') problems.push({ param: 'quizN', value, fallback: MAX_QUIZ_N });
    } else problems.push({ param: 'n', value: shown(n), fallback: DEFAULT_STATE.n });
  }

  const step = params.get('step');
  if (step !== null) {
    if (DIGITS.test(step)) state.step = Number(step);
    else problems.push({ param: 'step', value: shown(step), fallback: 0 });
  }

  const lang = params.get('lang');
  if (lang !== null) {
    if (LANG_CODES.includes(lang)) state.lang = lang;
    else problems.push({ param: 'lang', value: shown(lang), fallback: defaultLang });
  }

  // The code view of the walkthrough and the explorer (exact names only).
  const code = params.get('code');
  if (code !== null) {
    if (CODE_VIEW_NAMES.includes(code)) state.code = code;
    else problems.push({ param: 'code', value: shown(code), fallback: DEFAULT_CODE_VIEW });
  }

  // What a step of the code view's program is: one of its events, or one line.
  const by = params.get('by');
  if (by !== null) {
    if (STEP_UNITS.includes(by)) state.by = by;
    else problems.push({ param: 'by', value: shown(by), fallback: DEFAULT_STEP_UNIT });
  }

  // The quiz's kind of question (QUIZ_ASKS of engine/catalog.js).
  const ask = params.get('ask');
  if (ask !== null) {
    if (QUIZ_ASKS.includes(ask)) state.ask = ask;
    else problems.push({ param: 'ask', value: shown(ask), fallback: DEFAULT_QUIZ_ASK });
  }

  parseClassroom(params, state, problems);
  return { state, problems, hasStep: step !== null && DIGITS.test(step) };
}

// A plain decimal number: "0.5", "4", "10000" (not "1e3", "0x8" or "4 steps").
const DECIMAL = /^([0-9]{1,15}(\.[0-9]{1,15})?|\.[0-9]{1,15})$/;
// `?present`, `?present=` or `present=1` turn presenter mode on, `present=0` off.
const PRESENT_VALUES = Object.freeze({ '': true, 1: true, 0: false });

// What a teacher sets: the speed, the colour scheme, presenter mode.
function parseClassroom(params, state, problems) {
  // The speed: one of SPEEDS; another number above 0 is the nearest one (and said).
  const speed = params.get('speed');
  if (speed !== null) {
    const value = DECIMAL.test(speed) ? Number(speed) : NaN;
    const nearest = value > 0 ? SPEEDS[nearestSpeedIndex(value)] : null;
    if (nearest !== null) state.speed = nearest;
    if (nearest !== value) problems.push({ param: 'speed', value: shown(speed), fallback: nearest ?? DEFAULT_STATE.speed });
  }

  // The colour scheme, as the element's and the iframe's theme= (in any case, as they take it).
  const theme = params.get('theme');
  if (theme !== null) {
    if (THEMES.includes(theme.toLowerCase())) state.theme = theme.toLowerCase();
    else problems.push({ param: 'theme', value: shown(theme), fallback: DEFAULT_THEME });
  }

  const present = params.get('present');
  if (present !== null) {
    if (Object.hasOwn(PRESENT_VALUES, present)) state.present = PRESENT_VALUES[present];
    else problems.push({ param: 'present', value: shown(present), fallback: 'off' });
  }
}

/**
 * The reader's language when a link names none: the first of the browser's
 * languages (navigator.languages) the page has, else DEFAULT_LANG.
 */
export function readerLang(languages = []) {
  const codes = [...languages].map((tag) => String(tag).toLowerCase().split('-')[0]);
  return codes.find((code) => LANG_CODES.includes(code)) ?? DEFAULT_LANG;
}

/**
 * The query string for `state`, leaving out values equal to the defaults
 * (`defaultLang`: the language a link without one opens in, for this reader).
 */
export function serializeState(state, defaultLang = DEFAULT_LANG) {
  const params = new URLSearchParams();
  if (state.mode !== DEFAULT_STATE.mode) params.set('mode', state.mode);
  if (state.n !== pageDefaultN(state.mode)) params.set('n', String(state.n));
  if (state.step > 0) params.set('step', String(state.step));
  if (state.lang !== defaultLang) params.set('lang', state.lang);
  if (state.code && state.code !== DEFAULT_STATE.code) params.set('code', state.code);
  if (state.by && state.by !== DEFAULT_STATE.by) params.set('by', state.by);
  if (state.ask && state.ask !== DEFAULT_STATE.ask) params.set('ask', state.ask);
  if (state.speed && state.speed !== DEFAULT_STATE.speed) params.set('speed', String(state.speed));
  if (state.theme && state.theme !== DEFAULT_STATE.theme) params.set('theme', state.theme);
  if (state.present) params.set('present', '');
  // `?present`, not `?present=`.
  const query = params.toString().replace(/(^|&)present=(?=&|$)/, '$1present');
  return query ? `?${query}` : '';
}

/** The board size a mode shows (engine/limits.js): the walkthrough is always the notes' 4 queens. */
export { boardSizeFor };
