// The programs' comments exist in the languages of SOURCE_LANGUAGES
// (engine/program-source.js), a fact of the core (src/programs/sources/):
// the core must have each of them, and no language of engine/catalog.js
// that the core has may be missing from the list (the UI would show that
// language's readers the default language's comments).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../www/nqueens.js';
import { SOURCE_LANGUAGES, sourceLanguage } from '../../www/js/engine/program-source.js';
import { LANG_CODES, DEFAULT_LANG, CODE_VIEW_NAMES } from '../../www/js/engine/catalog.js';

const read = (name) => readFile(new URL(`../../www/pkg/${name}`, import.meta.url));

before(async () => {
  await init({ module_or_path: await read('nqueens_core_bg.wasm') });
  await api.loadPrograms(await read('nqueens_programs_bg.wasm'));
});

test('the core has every program in each of SOURCE_LANGUAGES, and the default language among them', () => {
  assert.ok(SOURCE_LANGUAGES.includes(DEFAULT_LANG));
  for (const lang of SOURCE_LANGUAGES) {
    for (const view of CODE_VIEW_NAMES) assert.ok(api.programSource(view, lang).length > 0, `${view} ${lang}`);
  }
});

test('a language of the catalog missing from SOURCE_LANGUAGES is one the core does not have', () => {
  for (const lang of LANG_CODES.filter((code) => !SOURCE_LANGUAGES.includes(code))) {
    assert.throws(() => api.programSource('recursive', lang), TypeError, `the core has ${lang}: add it to SOURCE_LANGUAGES`);
    assert.equal(sourceLanguage(lang), DEFAULT_LANG);
  }
  assert.throws(() => api.programSource('recursive', 'xx'), TypeError); // the check can fail
});

test("nqueens.d.ts's programSource takes exactly SOURCE_LANGUAGES", async () => {
  const types = await readFile(new URL('../../www/nqueens.d.ts', import.meta.url), 'utf8');
  const union = types.match(/export function programSource\(view: CodeView, language\?: ([^)]+)\)/)[1];
  assert.deepEqual([...union.matchAll(/'([^']+)'/g)].map((m) => m[1]).sort(), [...SOURCE_LANGUAGES].sort());
});
