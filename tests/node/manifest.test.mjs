// www/generated/custom-elements.json (the Custom Elements Manifest the package ships) is
// generated from docs/embedding.md's tables by scripts/build-manifest.mjs: it
// must be fresh and name every attribute and part the element has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { manifest } from '../../scripts/build-manifest.mjs';
import { ATTRIBUTES } from '../../www/js/element/options.js';
import { PARTS } from '../../www/js/element/parts.js';

const current = await readFile(new URL('../../www/generated/custom-elements.json', import.meta.url), 'utf8');

test('custom-elements.json is up to date with docs/embedding.md (run scripts/build-manifest.mjs)', async () => {
  assert.equal(current, await manifest());
});

test('the manifest declares <n-queens> with every attribute, event and part', () => {
  const [module] = JSON.parse(current).modules;
  const element = module.declarations[0];
  assert.equal(element.tagName, 'n-queens');
  assert.deepEqual(element.attributes.map((attribute) => attribute.name).sort(), [...ATTRIBUTES].sort());
  assert.deepEqual(element.events.map((event) => event.name), ['nqueens-step', 'nqueens-solution', 'nqueens-done', 'nqueens-answer', 'nqueens-play']);
  const parts = element.cssParts.map((part) => part.name);
  for (const name of PARTS.flatMap(([, names]) => names.split(' '))) assert.ok(parts.includes(name), name);
  assert.ok(module.exports.some((entry) => entry.kind === 'custom-element-definition' && entry.name === 'n-queens'));
});
