// The string tables (www/js/i18n/strings/*.js) are plain data: bundlers drop a
// module imported only for its side effects (package.json `sideEffects`),
// so a table must never register itself on import. The views add their
// table with addStrings() when they are created; Chinese arrives by loadLang.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';

const dir = new URL('../../www/js/i18n/strings/', import.meta.url);
const files = (await readdir(dir)).filter((name) => name.endsWith('.js')).sort();
const i18n = await import('../../www/js/i18n/i18n.js');
const { LANGUAGES } = await import('../../www/js/engine/catalog.js');

test('every string module is plain data: no imports, one default export of language tables', async () => {
  assert.ok(files.length >= 5, `found ${files.join(', ')}`);
  for (const name of files) {
    const source = (await readFile(new URL(name, dir), 'utf8')).replace(/^\s*\/\/.*$/gm, '');
    assert.doesNotMatch(source, /^\s*import\b/m, `${name} imports something`);
    assert.doesNotMatch(source, /addStrings/, `${name} registers itself`);
    const { default: tables, ...named } = await import(new URL(name, dir));
    assert.deepEqual(Object.keys(named), [], `${name} has named exports`);
    assert.equal(typeof tables, 'object', `${name} has no default export`);
    for (const [lang, table] of Object.entries(tables)) {
      assert.ok(i18n.LANGS.includes(lang), `${name}: unknown language ${lang}`);
      for (const [key, template] of Object.entries(table)) assert.equal(typeof template, 'string', `${name}: ${key}`);
    }
  }
});

// A key written twice in one table is silently the last one (the quiz's
// pickers once took the questions' keys): each key once per language.
test('no key is written twice in a language table', async () => {
  for (const name of files) {
    const source = await readFile(new URL(name, dir), 'utf8');
    for (const block of source.split(/^ {2}[a-z]{2}: \{$/m).slice(1)) {
      const keys = [...block.matchAll(/^ {4}'([^']+)':/gm)].map((match) => match[1]);
      const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
      assert.deepEqual(twice, [], `${name}: written twice`);
    }
  }
});

test('importing a view string table changes nothing until it is added', async () => {
  const { default: explorer } = await import(new URL('explorer.js', dir));
  assert.equal(i18n.t('en', 'explore.nextSolution'), 'explore.nextSolution');
  i18n.addStrings(explorer);
  assert.equal(i18n.t('en', 'explore.nextSolution'), 'Next solution');
  i18n.addStrings(explorer); // idempotent: views add it each time they are created
  assert.equal(i18n.t('zh', 'explore.nextSolution'), '下一个解');
});

// The core tables are one module per language (en.js, zh.js); the view tables hold every language.
const CORE_FILES = i18n.LANGS.map((lang) => `${lang}.js`);

test('the view tables have the same keys in English and Chinese', async () => {
  for (const name of files.filter((file) => !CORE_FILES.includes(file))) {
    const { default: tables } = await import(new URL(name, dir));
    assert.deepEqual(Object.keys(tables.zh).sort(), Object.keys(tables.en).sort(), name);
  }
});

test('loadLang("zh") adds the Chinese table: every key translated, none left as its key', async () => {
  const { default: zh } = await import(new URL('zh.js', dir));
  assert.equal(i18n.langLoaded('zh'), false);
  await i18n.loadLang('zh');
  assert.equal(i18n.langLoaded('zh'), true);
  for (const [key, template] of Object.entries(zh.zh)) {
    assert.notEqual(i18n.t('en', key), key, `zh.js has ${key}, which English lacks`);
    assert.equal(i18n.t('zh', key), template.replace(/->/g, '-\u2060>'), key); // t() joins the arrow's halves
  }
  assert.equal(i18n.t('zh', 'ctl.play'), '播放');
});

// formatNumber never uses Intl (its first formatter loads locale data: a
// long main-thread task): it must write exactly what Intl.NumberFormat
// writes, in both languages, for numbers, fractions and bigints.
test('formatNumber writes what Intl.NumberFormat writes in each language\'s numberLocale (engine/catalog.js)', () => {
  const values = [0, 1, 9, 10, 99, 100, 999, 1000, 4096, 65535, 92, 724, 14772512, 2 ** 31, Number.MAX_SAFE_INTEGER];
  for (let x = 1; x < 1e15; x = x * 7 + 3) values.push(x);
  const bigints = [0n, 7n, 1000n, 314666222712n, 2207893435808352n, 10n ** 30n + 12345n];
  const others = [-1, -1234567, 2.5, 1234.4999, 0.4, 999.5, 123456.7, 1e21, 2 ** 60, NaN, Infinity, -Infinity];
  for (const { code: lang, numberLocale } of LANGUAGES) {
    const intl = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 0 });
    for (const value of [...values, ...bigints, ...others]) {
      assert.equal(i18n.formatNumber(lang, value), intl.format(value), `${lang} ${String(value)}`);
    }
  }
  assert.equal(i18n.formatNumber('en', 4426165368n), '4,426,165,368');
});

// nqueens-loader.js is a classic script that cannot import a table: it
// keeps a copy of element.js's 'element.loaderError', which must not drift.
test('nqueens-loader.js says element.loaderError, word for word, in every language', async () => {
  const { default: element } = await import(new URL('element.js', dir));
  const loader = await readFile(new URL('../../../nqueens-loader.js', dir), 'utf8');
  const copy = loader.match(/const LOADER_ERROR = (\{[\s\S]*?\n {2}\});/);
  assert.ok(copy, 'the loader has its LOADER_ERROR table');
  const table = Function(`return (${copy[1]});`)();
  assert.deepEqual(Object.keys(table).sort(), i18n.LANGS.slice().sort());
  for (const lang of i18n.LANGS) assert.equal(table[lang], element[lang]['element.loaderError'], lang);
});
