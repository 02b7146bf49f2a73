// engine/catalog.js is the one list of modes, code views and languages
// (issue #28). Everything that lists them again, because it cannot import
// the catalog (docs, the Custom Elements Manifest, the .d.ts, the element's
// widget table, the page's mode loader) or because it translates them (the
// string tables, the notices), must agree with it: each test here fails
// when one of them does not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import {
  MODES,
  PAGE_MODES,
  ELEMENT_MODES,
  DEFAULT_MODE,
  CODE_VIEWS,
  CODE_VIEW_NAMES,
  DEFAULT_CODE_VIEW,
  LANGUAGES,
  LANG_CODES,
  DEFAULT_LANG,
  SPEEDS,
  LIVE_MAX_SPEED,
  STEP_UNITS,
  THEMES,
  announcesFrame,
  modeEntry,
} from '../../../www/js/engine/catalog.js';
import { MAX_N, MAX_COUNT_N, maxNFor } from '../../../www/js/engine/limits.js';
import * as i18n from '../../../www/js/i18n/i18n.js';
import { noticeText } from '../../../www/js/page/notice-text.js';
import { MODES as URL_MODES, parseState } from '../../../www/js/page/url-state.js';
import { MODES as ATTRIBUTE_MODES, DEFAULT_N, parseN, ATTRIBUTES, PROPERTIES, CONTROL_PARTS } from '../../../www/js/element/options.js';
import { NQueensElement } from '../../../www/nqueens-element.js';
import { CODE_VIEWS as VIEW_LIST } from '../../../www/js/ui/code/views.js';
import { shareSnippets } from '../../../www/js/page/share-snippets.js';
import CODE_STRINGS from '../../../www/js/i18n/strings/code.js';

const ROOT = new URL('../../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, ROOT), 'utf8');
const quoted = (text) => [...text.matchAll(/'([^']+)'/g)].map((match) => match[1]);
const ticked = (text) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/** The cells of the row `name` of docs/embedding.md's attribute table. */
function attributeRow(name) {
  const line = read('docs/embedding.md').split('\n').find((row) => row.startsWith(`| \`${name}\` |`));
  assert.ok(line, `docs/embedding.md has a row for ${name}`);
  return line.slice(1, -1).split('|').map((cell) => cell.trim());
}

test('the catalog is well formed: unique names, defaults among them, limits that resolve', () => {
  for (const list of [MODES.map((mode) => mode.name), CODE_VIEW_NAMES, LANG_CODES]) assert.equal(new Set(list).size, list.length);
  assert.ok(PAGE_MODES.includes(DEFAULT_MODE) && ELEMENT_MODES.includes(DEFAULT_MODE));
  assert.ok(CODE_VIEW_NAMES.includes(DEFAULT_CODE_VIEW));
  assert.ok(LANG_CODES.includes(DEFAULT_LANG));
  for (const mode of MODES) {
    const max = maxNFor(mode.name);
    assert.ok(Number.isInteger(max) && max >= mode.defaultN && max <= MAX_N, mode.name);
    assert.ok(['player', 'board', 'count', 'learn'].includes(mode.kind), mode.name);
    assert.ok(mode.shells.length > 0 && mode.shells.every((shell) => ['page', 'element'].includes(shell)), mode.name);
    assert.ok(Number.isInteger(mode.iframeHeight) && mode.iframeHeight > 0, mode.name);
  }
  assert.equal(maxNFor('count'), MAX_COUNT_N);
});

test('the URL parser and the attribute parser take exactly the catalog\'s modes, with its default n and limits', () => {
  assert.deepEqual([...URL_MODES], [...PAGE_MODES]);
  assert.deepEqual([...ATTRIBUTE_MODES], [...ELEMENT_MODES]);
  for (const mode of ELEMENT_MODES) {
    const { defaultN } = modeEntry(mode);
    assert.equal(DEFAULT_N[mode], defaultN, mode);
    assert.equal(parseN(null, mode), defaultN, mode);
    assert.equal(parseN(String(maxNFor(mode)), mode), maxNFor(mode), mode);
    assert.equal(parseN(String(maxNFor(mode) + 1), mode), defaultN, mode);
  }
  for (const mode of PAGE_MODES) assert.equal(parseState(`?mode=${mode}`).state.mode, mode);
  for (const lang of LANG_CODES) assert.equal(parseState(`?lang=${lang}`).state.lang, lang);
  for (const code of CODE_VIEW_NAMES) assert.equal(parseState(`?code=${code}`).state.code, code);
});

test('the share dialog\'s iframe has each mode\'s height, a player\'s with the search tree its own', () => {
  for (const mode of PAGE_MODES) {
    const { kind, iframeHeight, iframeTreeHeight } = modeEntry(mode);
    for (const n of [5, 8]) {
      const { iframe } = shareSnippets({ mode, n, step: 0, lang: DEFAULT_LANG, code: DEFAULT_CODE_VIEW }, 'https://example.org/');
      const tree = /&amp;tree&amp;/.test(iframe);
      assert.equal(tree, kind === 'player' && (n <= 6 || modeEntry(mode).pageFixedN), `${mode} ${n}`);
      assert.match(iframe, new RegExp(`height="${tree ? iframeTreeHeight : iframeHeight}"`), `${mode} ${n}`);
    }
    if (kind === 'player') assert.ok(iframeTreeHeight > iframeHeight, mode);
    else assert.equal(iframeTreeHeight, null, mode);
  }
});

test('the element defines a widget for every element mode, and the page a loader for every page mode but the walkthrough', () => {
  const element = read('www/nqueens-element.js');
  // The mode -> widget table lives with the widgets' lazy loaders (widget-modules.js).
  const widgets = read('www/js/element/widget-modules.js').match(/const WIDGETS = \{([^}]*)\}/)[1];
  assert.deepEqual([...widgets.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]), [...ELEMENT_MODES]);
  assert.deepEqual(quoted(element.match(/\/\*\* ('walkthrough'[^*]*)\(js\/engine\/catalog\.js\)\. \*\//)[1]), [...ELEMENT_MODES]);
  const loaders = read('www/js/page/modes.js').match(/const MODE_MODULES = \{([\s\S]*?)\n\};/)[1];
  const loaded = [...loaders.matchAll(/^ {2}(\w+):/gm)].map((match) => match[1]);
  assert.deepEqual(loaded, PAGE_MODES.filter((mode) => mode !== 'walkthrough'));
});

test('docs/embedding.md, custom-elements.json and nqueens-element.d.ts list the catalog\'s modes, languages, code views and limits', () => {
  assert.deepEqual(ticked(attributeRow('mode')[1]), [...ELEMENT_MODES]);
  assert.deepEqual(ticked(attributeRow('lang')[1].split('(')[0]), [...LANG_CODES]); // then "(or tags like `zh-CN`)"
  assert.deepEqual(ticked(attributeRow('code')[1]), [...CODE_VIEW_NAMES]);
  const limits = attributeRow('n')[1];
  assert.ok(limits.startsWith(`whole number 1–${MAX_N} `), limits);
  for (const mode of ELEMENT_MODES.filter((name) => maxNFor(name) !== MAX_N)) assert.ok(limits.includes(`\`${mode}\`: 1–${maxNFor(mode)}`), `${limits}: ${mode}`);
  const manifest = JSON.parse(read('www/generated/custom-elements.json')).modules[0].declarations[0];
  const typeOf = (name) => manifest.attributes.find((attribute) => attribute.name === name).type.text;
  assert.equal(typeOf('mode'), ELEMENT_MODES.join(', '));
  assert.ok(typeOf('lang').startsWith(LANG_CODES.join(', ')), typeOf('lang'));
  const types = read('www/nqueens-element.d.ts');
  assert.deepEqual(quoted(types.match(/export type NQueensMode = ([^;]+);/)[1]), [...ELEMENT_MODES]);
  assert.deepEqual(quoted(types.match(/export type NQueensLang = ([^;]+);/)[1]), [...LANG_CODES]);
  const nDoc = types.match(/\/\*\* 1 to (\d+) \(count mode: 1 to (\d+), quiz: 1 to (\d+)\)/);
  assert.deepEqual(nDoc.slice(1).map(Number), [MAX_N, maxNFor('count'), maxNFor('quiz')]);
  // The element's own doc comments say the same limits and modes.
  const element = read('www/nqueens-element.js');
  const elementDoc = element.match(/Board size, 1 to (\d+) \(count mode: 1 to (\d+), quiz: 1 to (\d+)\)/);
  assert.deepEqual(elementDoc.slice(1).map(Number), [MAX_N, maxNFor('count'), maxNFor('quiz')]);
  assert.deepEqual(quoted(element.match(/\/\*\* ('walkthrough'[^(]+)\(js\/engine\/catalog\.js\)/)[1]), [...ELEMENT_MODES]);
  const optionsDoc = read('www/js/element/options.js').match(/n for `mode`: 1\.\.(\d+) \(1\.\.MAX_COUNT_N = (\d+) when counting, 1\.\.(\d+) in the quiz\)/);
  assert.deepEqual(optionsDoc.slice(1).map(Number), [MAX_N, maxNFor('count'), maxNFor('quiz')]);
});

/** The members of `export interface|class NAME … { … }` in a .d.ts text: the names its lines declare. */
function declaredMembers(types, name) {
  const body = types.match(new RegExp(`export (?:declare )?(?:interface|class) ${name}\\b[^{]*\\{([\\s\\S]*?)\\n\\}`))?.[1];
  assert.ok(body, `declares ${name}`);
  return new Set([...body.matchAll(/^ {2}(?:static )?(?:readonly )?(?:get |set )?'?([\w-]+)'?\??[(:]/gm)].map((match) => match[1]));
}

test('nqueens-element.d.ts and types/attributes.d.ts type every observed attribute and property with the catalog\'s values', () => {
  const types = read('www/nqueens-element.d.ts');
  const union = (name) => quoted(types.match(new RegExp(`export type ${name} =([^;]+);`))[1]);
  // The element's code views are the core's (one list, in nqueens.d.ts).
  assert.match(types, /^export type NQueensCodeView = CodeView;$/m);
  const codeViews = quoted(read('www/nqueens.d.ts').match(/export type CodeView =([^;]+);/)[1]);
  assert.deepEqual(codeViews, [...CODE_VIEW_NAMES]);
  assert.deepEqual(codeViews, [...VIEW_LIST]);
  assert.deepEqual(union('NQueensStepUnit'), [...STEP_UNITS]);
  assert.deepEqual(union('NQueensTheme'), [...THEMES]);
  assert.deepEqual(union('NQueensControl'), [...CONTROL_PARTS]);
  // The element observes exactly ATTRIBUTES, and has a property for each.
  assert.deepEqual([...NQueensElement.observedAttributes], [...ATTRIBUTES]);
  const classMembers = declaredMembers(types, 'NQueensElement');
  for (const property of PROPERTIES) {
    assert.ok(Object.getOwnPropertyDescriptor(NQueensElement.prototype, property)?.set, `the element has a ${property} setter`);
    assert.ok(classMembers.has(property), `NQueensElement in nqueens-element.d.ts declares ${property}`);
  }
  // JSX, React and Vue type exactly the observed attributes.
  const attributes = declaredMembers(read('www/types/attributes.d.ts'), 'NQueensOwnAttributes');
  assert.deepEqual([...attributes].sort(), [...ATTRIBUTES].sort());
  // Each doc comment sits right above its own member (the theme's sat above `by`).
  const docOf = new Map([...types.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\n {2}get (\w+)\(/g)].map((match) => [match[2], match[1]]));
  const doc = (member) => docOf.get(member) ?? `(no doc comment right above get ${member}())`;
  assert.match(doc('theme'), /'auto'/);
  assert.match(doc('by'), /'event'.*'line'/);
  assert.match(doc('code'), /view/);
});

test('every code view has its label and note in every language and is a program the core runs', async () => {
  assert.deepEqual([...VIEW_LIST], [...CODE_VIEW_NAMES]);
  const core = read('www/nqueens.d.ts');
  for (const view of CODE_VIEWS) {
    for (const lang of LANG_CODES) {
      for (const key of [view.label, view.note]) assert.equal(typeof CODE_STRINGS[lang]?.[key], 'string', `${lang} ${key}`);
    }
    // The code panel builds the same keys from the name (ui/code-view.js).
    assert.deepEqual([view.label, view.note], [`code.view.${view.name}`, `code.${view.name}.note`]);
    assert.ok(core.includes(`| '${view.name}'`), `nqueens.d.ts's CodeView has ${view.name}`);
  }
});

test('every language has its traits, its core table, a table in every view table and a mode name for every mode', async () => {
  // Every view table of i18n/strings/ (all but the core tables, one per language), as the recipe says.
  const tables = readdirSync(new URL('www/js/i18n/strings/', ROOT))
    .filter((file) => file.endsWith('.js') && !LANG_CODES.includes(file.slice(0, -3)))
    .map((file) => file.slice(0, -3));
  assert.ok(tables.includes('edit') && tables.includes('code'), tables.join(', '));
  for (const language of LANGUAGES) {
    assert.ok(language.name && language.tag, language.code);
    assert.equal(typeof language.sentenceGap, 'string');
    assert.equal(typeof language.pairComma, 'string');
    assert.equal(typeof language.groupSeparator, 'string');
    assert.deepEqual(Intl.NumberFormat.supportedLocalesOf(language.numberLocale), [language.numberLocale], language.code);
    assert.ok(typeof language.list.separator === 'string' && typeof language.list.last === 'string');
    assert.ok(existsSync(new URL(`www/js/i18n/strings/${language.code}.js`, ROOT)), `strings/${language.code}.js`);
    if (language.code !== DEFAULT_LANG) assert.equal(typeof i18n.CORE_TABLES[language.code], 'function', `CORE_TABLES.${language.code}`);
    for (const name of tables) {
      const { default: table } = await import(new URL(`www/js/i18n/strings/${name}.js`, ROOT));
      assert.equal(typeof table[language.code], 'object', `strings/${name}.js has no ${language.code} table`);
      assert.deepEqual(Object.keys(table[language.code]).sort(), Object.keys(table[DEFAULT_LANG]).sort(), `strings/${name}.js: ${language.code} has the keys of ${DEFAULT_LANG}`);
    }
    await i18n.loadLang(language.code);
    assert.equal(i18n.htmlLang(language.code), language.tag);
    for (const mode of PAGE_MODES) assert.notEqual(i18n.t(language.code, `mode.${mode}`), `mode.${mode}`, `${language.code} mode.${mode}`);
  }
  assert.deepEqual(Object.keys(i18n.CORE_TABLES).sort(), LANG_CODES.filter((code) => code !== DEFAULT_LANG).sort());
});

test('the notices list the catalog\'s values in every language', async () => {
  for (const lang of LANG_CODES) {
    await i18n.loadLang(lang);
    const { separator } = LANGUAGES.find((language) => language.code === lang).list;
    const cases = [['mode', PAGE_MODES], ['lang', LANG_CODES], ['code', CODE_VIEW_NAMES]];
    for (const [param, values] of cases) {
      const text = noticeText({ param, value: 'x', fallback: 'y' }, { lang, mode: 'explore' });
      assert.ok(text.includes(values.join(separator)), `${lang} ${param}: ${text}`);
    }
  }
});

test('a player is announced when paused or at most LIVE_MAX_SPEED steps a second (the narration and the call stack share the rule)', () => {
  const at = (speed) => SPEEDS.indexOf(speed);
  assert.ok(SPEEDS.includes(LIVE_MAX_SPEED));
  assert.equal(announcesFrame({ playing: false, speedIndex: SPEEDS.length - 1 }), true);
  assert.equal(announcesFrame({ playing: true, speedIndex: at(LIVE_MAX_SPEED) }), true);
  assert.equal(announcesFrame({ playing: true, speedIndex: at(LIVE_MAX_SPEED) + 1 }), false);
  for (const file of ['www/js/ui/stage.js', 'www/js/ui/code-view.js']) {
    assert.match(read(file), /announcesFrame\(frame\)/, file);
    assert.doesNotMatch(read(file), /LIVE_MAX_SPEED\s*=/, `${file} keeps no limit of its own`);
  }
});
