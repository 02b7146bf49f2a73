// www/vendor/ holds third-party modules copied from npm as they are
// published (no hand edits): gifenc, the GIF encoder the export loads on
// first use, must be the exact file of the version pinned in package.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = new URL('../../', import.meta.url);

test('www/vendor/gifenc is the pinned npm release, byte for byte, with its licence', async () => {
  const pinned = JSON.parse(await readFile(new URL('package.json', root), 'utf8')).devDependencies.gifenc;
  const installed = require('gifenc/package.json').version;
  assert.equal(installed, pinned);
  const dist = new URL('./dist/', `file://${require.resolve('gifenc/package.json')}`);
  for (const file of ['gifenc.esm.js', 'gifenc.esm.js.map']) {
    const vendored = await readFile(new URL(`www/vendor/gifenc/${file}`, root));
    assert.ok(vendored.equals(await readFile(new URL(file, dist))), `${file} differs from gifenc ${pinned}`);
  }
  const licence = await readFile(new URL('www/vendor/gifenc/LICENSE.md', root), 'utf8');
  assert.match(licence, /MIT/);
});
