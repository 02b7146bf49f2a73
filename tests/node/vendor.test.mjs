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

// www/vendor/codemirror/codemirror.js is an esbuild bundle of CodeMirror 6
// (the command and the versions are in its README): the file is the one the
// README's checksum names, it exports exactly the names of its entry
// (scripts/vendor/codemirror-entry.mjs), evaluates nothing, and every
// package it bundles is named in its licence file with an MIT notice.
test('www/vendor/codemirror is the documented bundle, with its licence', async () => {
  const { createHash } = await import('node:crypto');
  const bundle = await readFile(new URL('www/vendor/codemirror/codemirror.js', root));
  const readme = await readFile(new URL('www/vendor/codemirror/README.md', root), 'utf8');
  const sha = createHash('sha256').update(bundle).digest('hex');
  assert.match(readme, new RegExp(`sha256 \`${sha}\``), 'the README names the bundle’s sha256');
  const entry = await readFile(new URL('scripts/vendor/codemirror-entry.mjs', root), 'utf8');
  const wanted = [...entry.matchAll(/export \{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((name) => name.trim())).filter(Boolean).sort();
  const exported = bundle.toString().match(/export\{([^}]*)\};?\s*$/)[1].split(',').map((pair) => pair.split(/\s+as\s+/).pop().trim()).sort();
  assert.deepEqual(exported, wanted);
  assert.doesNotMatch(bundle.toString(), /\beval\(|new Function\(/);
  const licence = await readFile(new URL('www/vendor/codemirror/LICENSE', root), 'utf8');
  const listed = [...readme.matchAll(/^- `([^`]+)` (\d+\.\d+\.\d+)$/gm)].map((m) => m[1]).filter((name) => name !== 'esbuild');
  assert.ok(listed.length >= 10, `README lists the bundled packages (${listed.length})`);
  for (const name of listed) {
    const section = licence.split(`==== ${name} `)[1];
    assert.ok(section, `LICENSE has ${name}`);
    const notice = section.slice(section.indexOf('====') + 4).split('\n==== ')[0];
    assert.match(notice, /MIT License|Permission is hereby granted/, `${name}'s notice is MIT`);
  }
});
