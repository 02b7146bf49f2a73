// The options of one <n-queens> widget, read from its attributes (or from
// the query string of embed.html, which takes the same names). Pure: no DOM,
// no wasm. Parsing is strict and forgiving at once: a value that is not plain
// and valid is ignored and the default is used, so a typo in a tutorial never
// breaks the widget, and no attribute text is ever used as markup.

import { ELEMENT_MODES, DEFAULT_MODE, DEFAULT_LANG, LANG_CODES, SPEEDS, DEFAULT_SPEED_INDEX, THEMES, DEFAULT_THEME, nearestSpeedIndex, modeEntry } from '../engine/catalog.js';
import { MAX_N, MAX_COUNT_N, MAX_QUIZ_N, maxNFor } from '../engine/limits.js';
import { parseCodeView, isCodeView, CODE_VIEWS, DEFAULT_CODE_VIEW } from '../ui/code/views.js';
import { stepUnitOrDefault, STEP_UNITS } from '../engine/search-source.js';

/** The `by` attribute: 'line' (any case, trimmed), else 'event'. */
export function parseStepUnit(value) {
  return stepUnitOrDefault(String(value ?? '').trim().toLowerCase());
}

/** The element's modes (engine/catalog.js): the values of `mode`. */
export const MODES = ELEMENT_MODES;
export { DEFAULT_MODE };
// The same limits as the page: board sizes the wasm core accepts, and the
// largest n counted in the browser.
export { MAX_N, MAX_COUNT_N, MAX_QUIZ_N };
/** Each mode's n when none is given: the notes' walkthrough and the quiz 4 queens, the others 8. */
export const DEFAULT_N = Object.freeze(Object.fromEntries(MODES.map((mode) => [mode, modeEntry(mode).defaultN])));

/** The parts of the playback controls the `controls` attribute can pick. */
export const CONTROL_PARTS = Object.freeze(['buttons', 'timeline', 'speed', 'stats', 'keys']);

/** Every attribute the element observes (embed.html takes the same names). */
export const ATTRIBUTES = Object.freeze([
  'n',
  'mode',
  'step',
  'solution',
  'autoplay',
  'speed',
  'lang',
  'controls',
  'narration',
  'tree',
  'code',
  'by',
  'theme',
  'heading-level',
]);
/** Each attribute's property: its name in camelCase (`heading-level` is `headingLevel`). */
export const PROPERTIES = Object.freeze(ATTRIBUTES.map((name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())));

/** The level of the widget's top headings (`heading-level`): 1 to 6, else 2, a section under the page's h1. */
export const DEFAULT_HEADING_LEVEL = 2;
export const BOOLEAN_ATTRIBUTES = Object.freeze(['autoplay', 'narration', 'tree', 'code']);

/** The `theme` values (engine/catalog.js): `auto` follows the system's colour scheme. */
export { THEMES, DEFAULT_THEME };

// Digits only: "8", not " 8", "8.0", "0x8" or "1e1".
const WHOLE_NUMBER = /^[0-9]{1,15}$/;
// A plain decimal number, in any length or precision, with an exponent
// allowed: what String(number) writes (el.speed = 1 / 3, el.speed = 1e21),
// not "0x8", "Infinity" or "4 steps".
const DECIMAL = /^([0-9]+\.?[0-9]*|\.[0-9]+)(e[+-]?[0-9]+)?$/i;

function wholeNumber(value) {
  return typeof value === 'string' && WHOLE_NUMBER.test(value.trim()) ? Number(value.trim()) : null;
}

export function parseMode(value) {
  const mode = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return MODES.includes(mode) ? mode : DEFAULT_MODE;
}

/** n for `mode`: 1..32 (1..MAX_COUNT_N = 21 when counting, 1..8 in the quiz), else the mode's default. */
export function parseN(value, mode = DEFAULT_MODE) {
  const n = wholeNumber(value);
  return n !== null && n >= 1 && n <= maxNFor(mode) ? n : DEFAULT_N[mode];
}

/** A step number (0 or more), or null when absent or not a whole number. */
export function parseStep(value) {
  return wholeNumber(value);
}

/** A 1-based solution number, or null when absent or not a number from 1. */
export function parseSolution(value) {
  const k = wholeNumber(value);
  return k !== null && k >= 1 ? k : null;
}

/**
 * The speed index into SPEEDS for a speed in steps per second: the nearest
 * available speed on a log scale (so "3" is 4, not 2, and "1000000" is the
 * fastest). Not a finite number above 0: the default.
 */
export function parseSpeedIndex(value) {
  const speed = speedValue(value);
  return speed === null ? DEFAULT_SPEED_INDEX : nearestSpeedIndex(speed);
}

// A speed in steps per second: a plain decimal number above 0, else null.
function speedValue(value) {
  const text = typeof value === 'string' ? value.trim() : '';
  const speed = DECIMAL.test(text) ? Number(text) : NaN;
  return speed > 0 && Number.isFinite(speed) ? speed : null;
}

/**
 * 'auto' | 'light' | 'dark', in any case and nothing else (element.css
 * matches the same values with [theme="dark" i]); anything else is 'auto'.
 */
export function parseTheme(value) {
  const theme = typeof value === 'string' ? value.toLowerCase() : '';
  return THEMES.includes(theme) ? theme : DEFAULT_THEME;
}

/** `heading-level`: a whole number 1 to 6, else DEFAULT_HEADING_LEVEL. */
export function parseHeadingLevel(value) {
  const level = wholeNumber(value);
  return level !== null && level >= 1 && level <= 6 ? level : DEFAULT_HEADING_LEVEL;
}

/** A language of engine/catalog.js ('en', 'zh') from a language tag ("zh-CN", "zh-Hant", "en-GB"), or null. */
export function langFromTag(tag) {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANG_CODES.includes(primary) ? primary : null;
}

/**
 * The control parts to show. Absent, empty (the bare `controls` attribute)
 * or without one known name: all of them. "none": none.
 */
export function parseControls(value) {
  if (typeof value !== 'string') return new Set(CONTROL_PARTS);
  const tokens = controlTokens(value);
  if (tokens.length === 1 && tokens[0] === 'none') return new Set();
  const known = tokens.filter((token) => CONTROL_PARTS.includes(token));
  return new Set(known.length ? known : CONTROL_PARTS);
}

// The names of a `controls` value, lower case (a space, or the iframe URL's
// `+` or `,`, between them).
function controlTokens(value) {
  return value.trim().toLowerCase().split(/[\s,]+/).filter(Boolean);
}

/** What `controls` takes, in words (the console names it when a name is unknown). */
export const CONTROLS_ALLOWED = `names of ${CONTROL_PARTS.join(', ')} (space-separated), or none`;

/**
 * The names of a `controls` value that are not parts (and not a lone
 * `none`): `controls="buttons foo"` shows the buttons and ignores `foo`,
 * which the element then tells in the console.
 */
export function unknownControls(value) {
  const tokens = controlTokens(value);
  if (tokens.length === 1 && tokens[0] === 'none') return [];
  return tokens.filter((token) => !CONTROL_PARTS.includes(token));
}

/**
 * All options from `get(name)`, which returns an attribute's value or null
 * when it is absent (element.getAttribute, or URLSearchParams.get).
 * `inheritedLang` is used when there is no usable `lang`.
 */
export function parseOptions(get, { inheritedLang = null } = {}) {
  const mode = parseMode(get('mode'));
  return {
    mode,
    n: parseN(get('n'), mode),
    step: parseStep(get('step')),
    solution: parseSolution(get('solution')),
    autoplay: get('autoplay') !== null,
    speedIndex: parseSpeedIndex(get('speed')),
    lang: langFromTag(get('lang')) ?? langFromTag(inheritedLang) ?? DEFAULT_LANG,
    controls: parseControls(get('controls')),
    narration: get('narration') !== null,
    tree: get('tree') !== null,
    code: get('code') !== null,
    // `code` alone (or `code=""`, or a name it does not know) is the default view.
    codeView: parseCodeView(get('code')) ?? DEFAULT_CODE_VIEW,
    // What a step of the code view's program is: 'event' (default) or 'line'.
    by: parseStepUnit(get('by')),
    theme: parseTheme(get('theme')),
    headingLevel: parseHeadingLevel(get('heading-level')),
  };
}

/**
 * The attributes present whose value is ignored (the default used instead),
 * each as `{ name, value, allowed }`: `allowed` says in words what would be
 * taken (`controls` with some names known also has `unknown`, the names
 * ignored while the others apply). The element warns about them in the console, so that a tutorial's
 * author sees why the widget differs from what was written.
 */
export function ignoredValues(get) {
  const mode = parseMode(get('mode'));
  const ignored = [];
  const check = (name, valid, allowed) => {
    const value = get(name);
    if (value !== null && !valid(value)) ignored.push({ name, value, allowed });
  };
  check('mode', (value) => MODES.includes(value.trim().toLowerCase()), `one of ${MODES.join(', ')}`);
  check('n', (value) => parseN(value, mode) === wholeNumber(value), `a whole number from 1 to ${maxNFor(mode)} in mode ${mode}`);
  check('step', (value) => parseStep(value) !== null, 'a whole number from 0');
  check('solution', (value) => parseSolution(value) !== null, 'a whole number from 1');
  check('speed', (value) => speedValue(value) !== null, 'a number of steps per second above 0');
  check('theme', (value) => THEMES.includes(value.toLowerCase()), `one of ${THEMES.join(', ')}`);
  check('heading-level', (value) => parseHeadingLevel(value) === wholeNumber(value), 'a whole number from 1 to 6');
  check('lang', (value) => langFromTag(value) !== null, `a language tag of ${LANG_CODES.join(', ')}`);
  check('by', (value) => STEP_UNITS.includes(value.trim().toLowerCase()), STEP_UNITS.join(' or '));
  check('code', (value) => ['', 'true'].includes(value.trim().toLowerCase()) || isCodeView(value.trim().toLowerCase()), `empty, or one of ${CODE_VIEWS.join(', ')}`);
  // Names it does not know: none known is the default (all parts); some
  // known, those show and the others are listed in `unknown`.
  const controls = get('controls');
  const unknown = controls === null ? [] : unknownControls(controls);
  if (unknown.length) {
    const someKnown = unknown.length < controlTokens(controls).length;
    ignored.push({ name: 'controls', value: controls, allowed: CONTROLS_ALLOWED, ...(someKnown ? { unknown } : {}) });
  }
  return ignored;
}

/** Steps per second of a speed index. */
export function speedOf(index) {
  return SPEEDS[index] ?? SPEEDS[DEFAULT_SPEED_INDEX];
}
