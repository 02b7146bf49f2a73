// www/generated/stylesheets.js carries the element's CSS as strings (so that
// bundlers carry it and a strict CSP never meets a data: URL). It is generated
// from www/css/ by scripts/build-styles.mjs: it must match them exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { stylesheetsModule } from '../../scripts/build-styles.mjs';

test('stylesheets.js is up to date with www/css (run `make build` or scripts/build-styles.mjs)', async () => {
  const current = await readFile(new URL('../../www/generated/stylesheets.js', import.meta.url), 'utf8');
  assert.equal(current, await stylesheetsModule());
});

test('stylesheets.js evaluates to exactly the CSS files', async () => {
  const { NQUEENS_CSS, VIEWS_CSS, ELEMENT_CSS } = await import('../../www/generated/stylesheets.js');
  assert.equal(NQUEENS_CSS, await readFile(new URL('../../www/css/nqueens.css', import.meta.url), 'utf8'));
  assert.equal(VIEWS_CSS, await readFile(new URL('../../www/css/views.css', import.meta.url), 'utf8'));
  assert.equal(ELEMENT_CSS, await readFile(new URL('../../www/css/element.css', import.meta.url), 'utf8'));
});
