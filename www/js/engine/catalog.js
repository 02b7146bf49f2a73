// The one list of what the shell offers: its modes, its code views and its
// languages, each with the facts every layer reads (default n, limits, which
// shells offer it, labels, number and list formats). The page, the element,
// the URL and attribute parsers, the share dialog, the notices, the i18n
// formats, custom-elements.json and the .d.ts unions all derive from it;
// tests/node/unit/catalog.test.mjs fails when one of them disagrees.
// Pure data, no imports: every layer may import it (tests/node/unit/layers.test.mjs).
// Recipes for adding a mode, a code view or a language: docs/ARCHITECTURE.md.

/** The notes' walkthrough is the 4-queens puzzle. */
export const WALKTHROUGH_N = 4;
/** The quiz asks about every event, so it keeps to small boards. */
export const MAX_QUIZ_N = 8;
/**
 * The quiz's kinds of question (the `ask` URL parameter takes these names
 * and 'mixed'): `next` what the search does next (place, prune,
 * backtrack); `attacker` which queen attacks the square about to be pruned
 * and along which line; `line` which line of the code view's program runs
 * next; `variable` what one of that program's variables (k, a[k], b/c/d, a
 * mask…) holds now. The last two need the program (n within the view's own
 * limit); `mixed` asks every kind that can be asked, in random order.
 */
export const QUIZ_KINDS = Object.freeze(['next', 'attacker', 'line', 'variable']);
export const QUIZ_ASKS = Object.freeze([...QUIZ_KINDS, 'mixed']);
export const DEFAULT_QUIZ_ASK = 'next';
/** The board size of every mode without one of its own. */
export const DEFAULT_N = 8;

/**
 * Every mode, in the order the page's tabs and the docs list them.
 * - `defaultN`: n when none is given.
 * - `maxN`: 'board' (the core's MAX_N), 'count' (MAX_COUNT_N) or a number;
 *   resolved by maxNFor() in engine/limits.js.
 * - `kind`: 'player' (the step player: board, narration, tree, code),
 *   'board' (a figure), 'count' (the parallel counter), 'learn' (quiz, free play).
 * - `shells`: where it is offered: 'page' (a tab and ?mode=), 'element' (mode=).
 * - `pageFixedN`: the page always shows `defaultN` queens in it (n is kept for the other tabs).
 * - `iframeHeight`: the first height of its iframe snippet (the Share
 *   dialog's), in CSS px, before embed-resize.js sets the right one: what
 *   the snippet settles at in a 720 px column, in English, with the default
 *   program, so that a blog's text under it does not jump
 *   (tests/e2e/page-share.spec.mjs measures them); `iframeTreeHeight`: the
 *   same for a player's snippet with the search tree (n ≤ 6, shell-link.js).
 * - `presents`: the page's presenter mode (`?present`, a Present button)
 *   lays it out for a projector: the players, and the quiz (a question
 *   projected to a class).
 */
export const MODES = Object.freeze(
  [
    { name: 'walkthrough', defaultN: WALKTHROUGH_N, maxN: 'board', kind: 'player', shells: ['page', 'element'], pageFixedN: true, iframeHeight: 1305, iframeTreeHeight: 1805, presents: true },
    { name: 'explore', defaultN: DEFAULT_N, maxN: 'board', kind: 'player', shells: ['page', 'element'], iframeHeight: 1445, iframeTreeHeight: 2035, presents: true },
    { name: 'board', defaultN: DEFAULT_N, maxN: 'board', kind: 'board', shells: ['element'], iframeHeight: 520 },
    { name: 'count', defaultN: DEFAULT_N, maxN: 'count', kind: 'count', shells: ['page', 'element'], iframeHeight: 450 },
    { name: 'quiz', defaultN: WALKTHROUGH_N, maxN: MAX_QUIZ_N, kind: 'learn', shells: ['page', 'element'], iframeHeight: 825, presents: true },
    { name: 'play', defaultN: DEFAULT_N, maxN: 'board', kind: 'learn', shells: ['page', 'element'], iframeHeight: 680 },
  ].map((mode) => Object.freeze({ pageFixedN: false, presents: false, iframeTreeHeight: null, ...mode, shells: Object.freeze(mode.shells) })),
);
export const DEFAULT_MODE = 'walkthrough';
/** The modes presenter mode lays out (`presents`), in order. */
export const PRESENT_MODES = Object.freeze(MODES.filter((mode) => mode.presents).map((mode) => mode.name));

/** The names of the modes `shell` ('page' | 'element') offers, in order. */
export function modeNames(shell) {
  return Object.freeze(MODES.filter((mode) => mode.shells.includes(shell)).map((mode) => mode.name));
}
export const PAGE_MODES = modeNames('page');
export const ELEMENT_MODES = modeNames('element');

/** The entry of mode `name`; undefined for any other value. */
export function modeEntry(name) {
  return MODES.find((mode) => mode.name === name);
}

/** The names of the modes of `kind` (see MODES). */
export function modesOfKind(kind) {
  return Object.freeze(MODES.filter((mode) => mode.kind === kind).map((mode) => mode.name));
}

/**
 * Every code view (the `?code=` URL parameter and the `code` attribute take
 * these names), in the order the selector lists them: the notes' programs,
 * each executed line by line by the core (src/programs/, docs/programs.md).
 * `label` (the selector's option) and `note` (the note under the code): its
 * i18n keys (i18n/strings/code.js). `tableMaxN`: the largest n the
 * explorer's strategy table runs its program to the end for (ui/strategies-model.js).
 *
 * The table's limits are measured (the worker, Node's wasm on a loaded
 * 2-core machine: 2 to 5·10⁶ lines a second): every run stays under about
 * 8·10⁶ executed lines, a few seconds at most. Lines to the end at the
 * limit (and one above): recursive n = 10: 4,950,404 (11: 1.9·10⁷),
 * booleans 11: 6,176,903 (10: 1,224,856), list
 * 10: 6,945,158, cpp 9: 1,447,195 (10: 7,607,901), iterative 10:
 * 4,042,078, flags 11: 5,349,732, bitmask 10: 1,715,155 (11: 8,651,306),
 * leetcode 12: 5,993,323; brute 8: 668,295 (the view's own limit, its
 * a[9]; check(a, k) compares every pair of rows 1..k at each square);
 * the printed bit sets stop early at every n (their bugs), so only the
 * view's own limit (codeViewInfo().maxN) holds them.
 */
export const CODE_VIEWS = Object.freeze(
  [
    ['recursive', 10],
    ['booleans', 11],
    ['list', 10],
    ['cpp', 9],
    ['iterative', 10],
    ['flags', 11],
    ['bitmask', 10],
    ['bitmask-printed', 16],
    ['leetcode', 12],
    ['brute', 8],
  ].map(([name, tableMaxN]) => Object.freeze({ name, label: `code.view.${name}`, note: `code.${name}.note`, tableMaxN })),
);
export const CODE_VIEW_NAMES = Object.freeze(CODE_VIEWS.map((view) => view.name));
export const DEFAULT_CODE_VIEW = 'recursive';

/** What one step of a code view is (URL `by=`, attribute `by`): one of its program's events, or one executed line. */
export const STEP_UNITS = Object.freeze(['event', 'line']);
export const DEFAULT_STEP_UNIT = 'event';

/** Playback speeds, in events per second (URL `speed=`, attribute `speed`). */
export const SPEEDS = Object.freeze([0.5, 1, 2, 4, 8, 16, 60, 250, 1000, 10_000]);
export const DEFAULT_SPEED_INDEX = 2;

/**
 * Above this many steps a second a screen reader cannot keep up: it would
 * queue every sentence. While a player plays faster, its narration and its
 * code view's call stack are not announced (the text on screen still
 * follows every step); they speak again once it pauses or slows down.
 */
export const LIVE_MAX_SPEED = 4;

/** Whether a player's frame is announced: paused, or playing at most LIVE_MAX_SPEED steps a second. */
export function announcesFrame({ playing, speedIndex }) {
  return !playing || SPEEDS[speedIndex] <= LIVE_MAX_SPEED;
}

/** The index into SPEEDS of the speed nearest `speed` (steps per second, above 0) on a log scale: 3 is 4, 1,000,000 the fastest. */
export function nearestSpeedIndex(speed) {
  let best = 0;
  for (let i = 1; i < SPEEDS.length; i += 1) {
    if (Math.abs(Math.log(SPEEDS[i] / speed)) < Math.abs(Math.log(SPEEDS[best] / speed))) best = i;
  }
  return best;
}

/**
 * The colour schemes (URL `theme=`, attribute `theme`): `auto` follows the
 * system's (prefers-color-scheme), `light` and `dark` pin one.
 */
export const THEMES = Object.freeze(['auto', 'light', 'dark']);
export const DEFAULT_THEME = 'auto';

/**
 * Every language. `name`: the language switch's link text (in that
 * language); `tag`: the BCP 47 tag of the document's lang attribute;
 * `list`: how short lists join
 * ("1, 2 and 3", "1、2、3"); `sentenceGap`: what goes between two sentences;
 * `pairComma`: the comma inside a square's (row,col) ("(1,2)", the notes' "(1，2)");
 * `numberLocale`: the locale whose whole numbers the UI writes, and
 * `groupSeparator`: the one character between its groups of three digits
 * ("4,426,165,368"). i18n.js's formatNumber writes them without Intl (its
 * first formatter is a long task); tests/node/strings.test.mjs checks it
 * writes exactly what Intl.NumberFormat(numberLocale) writes.
 * Its strings: i18n/strings/<code>.js and a `<code>` table in every
 * i18n/strings/*.js view table.
 */
export const LANGUAGES = Object.freeze(
  [
    { code: 'en', name: 'English', tag: 'en', list: { separator: ', ', last: ' and ' }, sentenceGap: ' ', pairComma: ',', numberLocale: 'en-US', groupSeparator: ',' },
    { code: 'zh', name: '中文', tag: 'zh-CN', list: { separator: '、', last: '、' }, sentenceGap: '', pairComma: '，', numberLocale: 'zh-CN', groupSeparator: ',' },
  ].map(Object.freeze),
);
export const LANG_CODES = Object.freeze(LANGUAGES.map((language) => language.code));
export const DEFAULT_LANG = 'en';

/** The entry of language `code`; undefined for any other value. */
export function languageEntry(code) {
  return LANGUAGES.find((language) => language.code === code);
}
