// docs/embedding.md travels in the npm package (as docs/embedding.md): its
// links may only be anchors within it or absolute URLs, never paths that
// exist only in the repository; and it must not send readers to the npm
// registry for a package that is not published there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

const markdown = await readFile(new URL('../../docs/embedding.md', import.meta.url), 'utf8');

test('the guide links only to its own sections or to absolute URLs', () => {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  assert.ok(links.length > 5);
  assert.deepEqual(links.filter((link) => !link.startsWith('#') && !/^https?:\/\//.test(link)), []);
  const anchors = new Set(
    [...markdown.matchAll(/^#+ (.+)$/gm)].map((match) =>
      match[1].toLowerCase().replace(/[`<>()/.,:]/g, '').trim().replace(/\s+/g, '-'),
    ),
  );
  assert.deepEqual(links.filter((link) => link.startsWith('#') && !anchors.has(link.slice(1))), []);
});

// The install and CDN lines name the package as Cargo.toml does (one name
// for the crate and the npm package), next to the build-from-source path.
const cargo = await readFile(new URL('../../Cargo.toml', import.meta.url), 'utf8');
const name = cargo.match(/^\[package\]\s*^name\s*=\s*"([^"]+)"/m)[1];
const escaped = name.replace(/[.-]/g, '\\$&');

for (const [file, text] of [['docs/embedding.md', markdown], ['README.md', await readFile(new URL('../../README.md', import.meta.url), 'utf8')]]) {
  test(`${file} shows the registry install, the CDN and the build from source`, () => {
    assert.match(text, new RegExp(`npm install ${escaped}(?![\\w./-])`), 'npm install NAME');
    assert.match(text, new RegExp(`https://cdn\\.jsdelivr\\.net/npm/${escaped}/nqueens-element\\.js`), 'jsDelivr');
    assert.match(text, new RegExp(`https://unpkg\\.com/${escaped}/nqueens-element\\.js`), 'unpkg');
    assert.match(text, /make package/, 'the build from source');
    // The package name, not another one: no `npm install` of a name that is not the package's.
    for (const [, other] of text.matchAll(/npm install (?!\.\/)([@\w][\w./@-]*)/g)) assert.equal(other, name, `npm install ${other}`);
  });
}
