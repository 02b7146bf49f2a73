// t() and the number, list and time formats of the UI, in every language
// of engine/catalog.js (whose entries give each language's traits: list
// joiner, sentence gap, lang tag). Code only: the strings are
// data tables in js/i18n/strings/, all of one shape, `export default { <lang>: { key: template } }`.
// - The core table (the walkthrough, the chrome) is one module
//   per language: strings/en.js, always loaded (imported here), and
//   strings/<lang>.js for every other language, loaded by loadLang(lang) the
//   first time that language is shown: most first loads are English, and
//   those never fetch Chinese. So code that renders text in a language
//   awaits loadLang(lang) first (until then t() would answer in English).
// - The views that are not part of the walkthrough (explorer, gallery,
//   strategies, counter, the notice…) keep every language of their table in one
//   strings/<view>.js, which each view imports and adds here with
//   addStrings() when it is created.
// The tables never register themselves on import: bundlers drop modules
// imported only for their side effects (package.json `sideEffects`).
//
// Templates use {name} placeholders; t() fills them with String(value).
// Nothing here is ever parsed as HTML.

import { LANG_CODES, DEFAULT_LANG, languageEntry } from '../engine/catalog.js';
import CORE_EN from './strings/en.js';

export const LANGS = LANG_CODES;
export { DEFAULT_LANG };

const STRINGS = Object.fromEntries(LANG_CODES.map((code) => [code, {}]));
addStrings(CORE_EN);

/**
 * Adds strings: `{ en: { key: template }, zh: { … } }` (a js/i18n/strings/*.js
 * table). Idempotent: a view calls it each time it is created. A language
 * engine/catalog.js does not list is ignored.
 */
export function addStrings(tables) {
  for (const [lang, table] of Object.entries(tables)) if (Object.hasOwn(STRINGS, lang)) Object.assign(STRINGS[lang], table);
}

/** The keys `lang` has so far (for the parity test of the tables). */
export function stringKeys(lang) {
  return Object.keys(STRINGS[normalizeLang(lang)]);
}

// Every language but the default one has its core table in a module of its
// own, imported on first use. The import() names its file literally, so
// that bundlers, the modulepreload check and the npm package's file list
// (scripts/package-files.mjs) all see it: one line per language of the
// catalog (tests/node/unit/catalog.test.mjs checks there is one for each).
// import() caches the module; the promise is kept too, so that
// langLoaded() can answer synchronously.
export const CORE_TABLES = Object.freeze({
  zh: () => import('./strings/zh.js'),
});
async function coreTable(code) {
  if (!CORE_TABLES[code]) throw new Error(`no core string table for the language ${code} (CORE_TABLES in i18n.js)`);
  addStrings((await CORE_TABLES[code]()).default);
}
const langLoads = new Map(); // lang -> Promise, settled or not
const loadedLangs = new Set([DEFAULT_LANG]);

/**
 * Resolves once the strings of `lang` are registered (at once for English).
 * Rejects if its module cannot be fetched; the next call tries again, and
 * meanwhile t() falls back to English.
 */
export function loadLang(lang) {
  const code = normalizeLang(lang);
  if (loadedLangs.has(code)) return Promise.resolve();
  if (!langLoads.has(code)) {
    langLoads.set(
      code,
      coreTable(code).then(
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
  return loadedLangs.has(code);
}

/** Returns `lang` if it is supported, else the default language. */
export function normalizeLang(lang) {
  return Object.hasOwn(STRINGS, lang) ? lang : DEFAULT_LANG;
}

// Keys asked of a loaded language that has none (t() then answers in
// English, or with the key): what the stub-language test looks for.
const missing = new Set();

/** `lang:key` of every string t() did not find in a loaded language so far. */
export function missingKeys() {
  return [...missing];
}

// The tables' arrow "->" (左上角->右下角) never breaks across lines: a word
// joiner (U+2060, invisible) between its two halves. In the templates only,
// not in the values put into them (a program's text).
const ARROW = /->/g;
const JOINED_ARROW = '-\u2060>';

/**
 * Translates `key` into `lang`, filling {placeholders} from `params`.
 * A missing key is a programming error: it shows as the key itself so it is
 * noticed, never as an exception in the middle of an animation.
 */
export function t(lang, key, params = {}) {
  const code = normalizeLang(lang);
  const table = STRINGS[code];
  if (!Object.hasOwn(table, key) && loadedLangs.has(code)) missing.add(`${code}:${key}`);
  const template = (table[key] ?? STRINGS[DEFAULT_LANG][key] ?? key).replace(ARROW, JOINED_ARROW);
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Like t(), choosing `key.one` or `key.other` from params.count. */
export function tCount(lang, key, count, params = {}) {
  const form = Number(count) === 1 ? 'one' : 'other';
  return t(lang, `${key}.${form}`, { ...params, count: formatNumber(lang, count) });
}

/** Formats a number or bigint with digit grouping (4,426,165,368), rounded to a whole number. */
export function formatNumber(lang, value) {
  // Every language so far groups digits in threes (its groupSeparator in
  // engine/catalog.js), so this is done here rather than with
  // Intl.NumberFormat: the first formatter of a page loads the locale's
  // data, a main-thread task of 20 ms here and over 50 ms on a slower
  // machine (the count view's first refresh, whose rate is a fraction, was one).
  const { groupSeparator } = traits(lang);
  if (typeof value === 'bigint') return groupDigits(value < 0n ? -value : value, value < 0n, groupSeparator);
  const number = Number(value);
  if (Number.isNaN(number)) return 'NaN';
  if (!Number.isFinite(number)) return number > 0 ? '∞' : '-∞';
  const whole = Math.round(Math.abs(number));
  return groupDigits(plainDigits(whole), number < 0 && whole !== 0, groupSeparator);
}

const groupDigits = (magnitude, negative, separator) => `${negative ? '-' : ''}${String(magnitude).replace(/\B(?=(\d{3})+$)/g, separator)}`;

// A whole number's shortest decimal digits without an exponent, as Intl
// writes them: 1e21 is "1" and 21 zeros; 2 ** 60 is 1152921504606847000.
function plainDigits(whole) {
  const text = String(whole);
  const exponent = text.indexOf('e+');
  if (exponent < 0) return text;
  const digits = text.slice(0, exponent).replace('.', '');
  return digits + '0'.repeat(Number(text.slice(exponent + 2)) - (digits.length - 1));
}

/** Joins short items: "1, 2 and 3" in English, "1、2、3" in Chinese (the language's `list`). */
export function formatList(lang, items) {
  const strings = items.map(String);
  const { separator, last } = traits(lang).list;
  if (strings.length <= 1) return strings.join('');
  return `${strings.slice(0, -1).join(separator)}${last}${strings[strings.length - 1]}`;
}

/** A list of values to choose from: "en, zh" in English, "en、zh" in Chinese. */
export function formatChoices(lang, items) {
  return items.map(String).join(traits(lang).list.separator);
}

/** What goes between two sentences: a space in English, nothing in Chinese. */
export function sentenceGap(lang) {
  return traits(lang).sentenceGap;
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
  return traits(lang).tag;
}

/** The catalog's entry of `lang` (engine/catalog.js), the default language's for any other value. */
function traits(lang) {
  return languageEntry(normalizeLang(lang));
}
