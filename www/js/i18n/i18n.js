// The strings the UI shows, in English and Chinese. Keys are grouped by view.
// English is here and always loaded. The Chinese table of the walkthrough and
// the chrome is in js/i18n/strings/zh.js, loaded by loadLang('zh') the first time
// Chinese is shown: most first loads are English, and those never fetch it.
// So code that renders text in a language awaits loadLang(lang) first (until
// then t() would answer in English).
// The views that are not part of the walkthrough (explorer, gallery,
// strategies, counter) keep both languages in js/i18n/strings/*.js, which each
// view imports and adds here with addStrings() when it is created.
// js/i18n/strings/*.js are plain data (`export default { en: {…}, zh: {…} }`),
// never registering themselves on import: bundlers drop modules imported
// only for their side effects (package.json `sideEffects`).
//
// Templates use {name} placeholders; t() fills them with String(value).
// Nothing here is ever parsed as HTML.

export const LANGS = Object.freeze(['en', 'zh']);
export const DEFAULT_LANG = 'en';

const STRINGS = {
  en: {
    'app.title': 'N-Queens',
    'embed.openFull': 'Open the full page',
    'app.tagline': 'Learn backtracking one square at a time',
    'app.loading': 'Loading the WebAssembly core…',
    'share.open': 'Share / embed',
    'app.loadError': 'The WebAssembly core could not be loaded: {message}',
    'app.partLoadError': 'Part of the page could not be loaded: {message}',
    'app.footer':
      'Every search on this page runs in Rust compiled to WebAssembly; the page only draws what it reports.',
    'nav.modes': 'Mode',
    'mode.walkthrough': 'Walkthrough',
    'mode.explore': 'Explorer',
    'mode.count': 'Count',
    'mode.quiz': 'Quiz',
    'mode.play': 'Free play',
    'lang.switch': 'Language',

    'notice.title': 'Part of the link was not understood, so a default is shown:',
    'notice.dismiss': 'Dismiss',
    'notice.n': 'n = “{value}” is not a board size from 1 to {max}; showing n = {fallback}.',
    'notice.nUnused': 'n = “{value}” is not a board size from 1 to {max}; the walkthrough always shows 4 queens.',
    'notice.step': 'step = “{value}” is not a step number (0 or more); showing step {fallback}.',
    'notice.stepPastEnd': 'step {value} is past the last step; showing the last step, {fallback}.',
    'notice.lang': 'lang = “{value}” is not available (en, zh); using English.',
    'notice.mode': 'mode = “{value}” is unknown (walkthrough, explore, count, quiz, play); showing the walkthrough.',
    'notice.code': 'code = “{value}” is not a code view (recursive, iterative, flags, bitmask, leetcode); showing {fallback}.',
    'notice.countN': 'Counting goes up to n = {max}; n = {value} was asked for, showing n = {fallback}.',
    'notice.repeated': '{name} is given {count} times; using the first value, “{value}”.',
    'notice.unknown': '“{name}” is not a parameter of this page (it reads mode, n, step, lang and code); ignored.',
    'notice.unknownMore': '{count} more unknown parameters ignored.',

    'walk.title': 'Backtracking, step by step: 4 queens',
    'walk.lead':
      'Put 4 queens on a 4×4 board so that no two share a row, a column or a diagonal. ' +
      'Each queen gets its own row; the search tries the columns from left to right, prunes the squares that are attacked, ' +
      'and backtracks out of dead ends. Every event below is reported by the Rust search compiled to WebAssembly.',
    'walk.seedTitle': 'The walkthrough in the lecture notes',
    'walk.seed':
      'We start with an empty board and put queen 1 in the first possible position of its row: row 1, column 1. ' +
      'For queen 2, after failed attempts in columns 1 and 2, we put it in the first possible position, square (2,3) in row 2, column 3. ' +
      'This proves to be a dead end, because queen 3 will have no place to go. So the algorithm backtracks and puts queen 2 in the next possible position, (2,4). ' +
      'Then queen 3 can go to (3,2), which proves to be another dead end. The algorithm then backtracks all the way and moves queen 1 to (1,2). ' +
      'Next, queen 2 goes to (2,4), queen 3 to (3,1) and queen 4 to (4,3): a solution of the problem.',
    'walk.seedSource': 'Translated from the notes: {title}.',

    'board.label': '{n} × {n} board',
    'cell.name': 'row {row}, column {col}',
    'cell.queen': ', queen',
    'cell.lifted': ', queen lifted (backtrack)',
    'cell.rejected': ', rejected',
    'cell.rejected.column': ', rejected: attacked along the column by the queen at ({r},{c})',
    'cell.rejected.diagonal': ', rejected: attacked along a diagonal by the queen at ({r},{c})',

    'narration.label': 'What the search does',
    'narr.start': 'Empty board. Queen 1 will try the squares of row 1 from left to right.',
    'narr.place': 'Queen {q} tries ({r},{c}): safe. Put queen {q} down at ({r},{c}).',
    'narr.placeAfter':
      'Queen {q} tries ({r},{c}): safe, after {tried} failed. Put queen {q} down at ({r},{c}).',
    'narr.columns.one': 'column {list}',
    'narr.columns.other': 'columns {list}',
    'narr.reject.column':
      'Queen {q} tries ({r},{c}): attacked along the column by queen {a} at ({ar},{ac}). Prune: try the next square.',
    'narr.reject.diagonal':
      'Queen {q} tries ({r},{c}): attacked along the diagonal ↘ by queen {a} at ({ar},{ac}). Prune: try the next square.',
    'narr.reject.anti-diagonal':
      'Queen {q} tries ({r},{c}): attacked along the diagonal ↙ by queen {a} at ({ar},{ac}). Prune: try the next square.',
    'narr.remove.deadEnd':
      'Row {next} has no safe square: dead end. Backtrack: lift queen {q} from ({r},{c}).',
    'narr.remove.exhausted':
      'Row {next} has no more safe squares to try: dead end. Backtrack: lift queen {q} from ({r},{c}).',
    'narr.remove.afterSolution':
      'Solution {k} is recorded. Look for the next solution: lift queen {q} from ({r},{c}).',
    'narr.solution':
      'Queen {q} at ({r},{c}) completes the board: all {n} queens are safe. Solution {k}: {coords}!',
    'narr.done.one':
      'Every square of row 1 has been tried: the whole solution space is searched. {count} solution found.',
    'narr.done.other':
      'Every square of row 1 has been tried: the whole solution space is searched. {count} solutions found.',

    'banner.solution': 'Solution {k}!',
    'banner.done.one': 'Search complete: {count} solution',
    'banner.done.other': 'Search complete: {count} solutions',

    'ctl.group': 'Playback',
    'ctl.restart': 'Restart',
    'ctl.back': 'Step back',
    'ctl.play': 'Play',
    'ctl.pause': 'Pause',
    'ctl.step': 'Step',
    'ctl.end': 'To the end',
    'ctl.speed': 'Speed',
    'ctl.speedValue': '{speed} steps/s',
    'ctl.timeline': 'Timeline',
    'ctl.timelineValue': 'step {step} of {total}',
    'ctl.timelineValueOpen': 'step {step} of at least {total}',
    'ctl.keys': 'Keys: Space play/pause · → step · ← back · Home restart · End to the end',
    'ctl.busy': 'Working…',

    'stat.step': 'Step',
    'stat.places': 'Places',
    'stat.rejects': 'Rejects (pruned)',
    'stat.backtracks': 'Backtracks',
    'stat.solutions': 'Solutions',
    'stat.of': '{step} / {total}',
    'stat.ofOpen': '{step} / ≥ {total}',

    'tree.title': 'Search tree',
    'tree.zoom': 'Zoom',
    'tree.zoomIn': 'Zoom in',
    'tree.zoomOut': 'Zoom out',
    'tree.legend':
      '● queen put down · ✕3: three squares pruned under it · gold ring: solution · bold: the current path. ' +
      'Click a node to jump to its step, or Tab to the tree, move with the arrow keys and press Enter.',
    'tree.region': 'Search tree drawing',
    'tree.summary':
      'Search tree so far: {placed} queens put down, {pruned} squares pruned, {solutions} solutions.',
    'tree.root': 'Start, step 0',
    'tree.node': 'Queen {q} at ({r},{c}), step {step}',
    'tree.nodeRejects': '{name}, {count} pruned below',
    'tree.solutionNode': 'Solution {k}: queen {q} at ({r},{c}), step {step}',
    'tree.tooLarge':
      'For n = {n} the tree has too many branches to draw (it is drawn for n ≤ {max}); the current path is shown instead.',
    'tree.path': 'Current path: {path}',
    'tree.pathEmpty': 'Current path: (empty board)',

    'code.title': 'The algorithm from the notes, in code',
    'code.region': 'Java code',
    'code.vars': 'row = {row}, col = {col}, queens = [{queens}], ways = {ways} (0-based, as in the code)',
    'code.varsIdle': 'queens = [{queens}], ways = {ways} (0-based, as in the code)',
    'code.c.place': '// place queens from row `row` on',
    'code.c.found': '// a solution: count it',
    'code.c.put': '// put the queen down',
    'code.c.back': '// back here = backtrack: the next col overwrites queens[row]',
    'code.c.valid': '// can a queen stand at (row, col)?',
    'code.c.column': '// column col already has a queen',
    'code.c.diagonal': '// same diagonal as the queen in row i',
    'code.c.all': '// every col tried: return, and the caller backtracks',

    // Also shown by the element's board widget, which has no gallery.
    'gallery.loading': 'Computing…',

    'time.ms': '{value} ms',
    'time.s': '{value} s',
  },

  // Filled by js/i18n/strings/zh.js, which loadLang('zh') imports on first use.
  zh: {},
};

/**
 * Adds strings: `{ en: { key: template }, zh: { … } }` (a js/i18n/strings/*.js
 * table). Idempotent: a view calls it each time it is created.
 */
export function addStrings(tables) {
  for (const [lang, table] of Object.entries(tables)) Object.assign(STRINGS[lang], table);
}

/** The keys `lang` has so far (for the parity test of the tables). */
export function stringKeys(lang) {
  return Object.keys(STRINGS[normalizeLang(lang)]);
}

// The languages whose table is a module of its own, imported on first use.
// import() caches the module; the promise is kept too, so that
// langLoaded() can answer synchronously.
const LANG_MODULES = { zh: () => import('./strings/zh.js').then((module) => addStrings(module.default)) };
const langLoads = new Map(); // lang -> Promise, settled or not
const loadedLangs = new Set([DEFAULT_LANG]);

/**
 * Resolves once the strings of `lang` are registered (at once for English).
 * Rejects if its module cannot be fetched; the next call tries again, and
 * meanwhile t() falls back to English.
 */
export function loadLang(lang) {
  const code = normalizeLang(lang);
  if (loadedLangs.has(code) || !LANG_MODULES[code]) return Promise.resolve();
  if (!langLoads.has(code)) {
    langLoads.set(
      code,
      LANG_MODULES[code]().then(
        () => {
          loadedLangs.add(code);
        },
        (error) => {
          langLoads.delete(code);
          throw error;
        },
      ),
    );
  }
  return langLoads.get(code);
}

/** Whether t() can already answer in `lang` (see loadLang). */
export function langLoaded(lang) {
  const code = normalizeLang(lang);
  return loadedLangs.has(code) || !LANG_MODULES[code];
}

/** Returns `lang` if it is supported, else the default language. */
export function normalizeLang(lang) {
  return LANGS.includes(lang) ? lang : DEFAULT_LANG;
}

/**
 * Translates `key` into `lang`, filling {placeholders} from `params`.
 * A missing key is a programming error: it shows as the key itself so it is
 * noticed, never as an exception in the middle of an animation.
 */
export function t(lang, key, params = {}) {
  const table = STRINGS[normalizeLang(lang)];
  const template = table[key] ?? STRINGS.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Like t(), choosing `key.one` or `key.other` from params.count. */
export function tCount(lang, key, count, params = {}) {
  const form = Number(count) === 1 ? 'one' : 'other';
  return t(lang, `${key}.${form}`, { ...params, count: formatNumber(lang, count) });
}

const numberFormats = new Map();
/** Formats a number or bigint with digit grouping (4,426,165,368). */
export function formatNumber(lang, value) {
  // Both languages group digits in threes with commas. Whole numbers, the
  // usual case, are grouped here: the first Intl.NumberFormat of a page
  // loads the locale's data, which cost the first board about 20 ms.
  if ((typeof value === 'bigint' && value >= 0n) || (Number.isSafeInteger(value) && value >= 0)) {
    return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
  }
  const locale = normalizeLang(lang) === 'zh' ? 'zh-CN' : 'en-US';
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** Joins short items: "1, 2 and 3" in English, "1、2、3" in Chinese. */
export function formatList(lang, items) {
  const strings = items.map(String);
  if (normalizeLang(lang) === 'zh') return strings.join('、');
  if (strings.length <= 1) return strings.join('');
  return `${strings.slice(0, -1).join(', ')} and ${strings[strings.length - 1]}`;
}

/** Formats a duration in milliseconds: "12 ms", "1.25 s". */
export function formatDuration(lang, ms) {
  // Browsers coarsen performance.now() (to 0.1 ms without cross-origin
  // isolation), so shorter times are shown as a bound.
  if (ms < 0.1) return `< ${t(lang, 'time.ms', { value: '0.1' })}`;
  if (ms < 1000) {
    const value = ms < 100 ? ms.toFixed(1) : ms.toFixed(0);
    return t(lang, 'time.ms', { value });
  }
  return t(lang, 'time.s', { value: (ms / 1000).toFixed(ms < 10_000 ? 2 : 1) });
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** "8⁸": a base with a superscript exponent, as the notes write 8^8. */
export function formatPower(base, exponent) {
  const sup = [...String(exponent)].map((digit) => SUPERSCRIPT_DIGITS[Number(digit)]).join('');
  return `${base}${sup}`;
}

/** The BCP 47 tag for the document's lang attribute. */
export function htmlLang(lang) {
  return normalizeLang(lang) === 'zh' ? 'zh-CN' : 'en';
}
