// An edited program in a link (issue #24): the fragment `#src=` (deflate-raw
// + base64url, www/js/engine/source-fragment.js) gives back exactly the text
// encoded, refuses what is not one, and never reaches a server (a fragment);
// the share snippets carry it in the link, the iframe's URL and the
// element's inline <script type="text/x-nqueens"> child, which the element
// reads back exactly (www/js/element/inline-source.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { encodeSource, decodeSource, sourceParam, sourceFragment } from '../../../www/js/engine/source-fragment.js';
import { inlineSourceText } from '../../../www/js/element/inline-source.js';
import { shareSnippets } from '../../../www/js/page/share-snippets.js';

const recursive = await readFile(new URL('../../../src/programs/sources/zh/recursive.java', import.meta.url), 'utf8');
const TEXTS = [
  '',
  recursive,
  recursive.replace('ways++;', 'ways++; // 数到这里 </script> <!-- <script> & "q" <\\/script'),
  'int x;\r\n\tvoid f() { while (true) {} }\n',
  '😀 \u00a0 \u2028 end',
];

test('encode then decode gives the text back exactly; the value is base64url of deflate-raw', async () => {
  for (const text of TEXTS) {
    const value = await encodeSource(text);
    assert.match(value, /^[A-Za-z0-9_-]*$/);
    assert.equal(await decodeSource(value), text);
    // Independent of the module: Node's zlib inflates the same bytes.
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    assert.equal(inflateRawSync(bytes).toString('utf8'), text);
  }
  assert.ok((await encodeSource(recursive)).length < recursive.length, 'compressed');
});

test('the fragment is read back from a URL hash', async () => {
  const value = await encodeSource(recursive);
  const url = new URL(`https://example.org/nq/?code=recursive${sourceFragment(value)}`);
  assert.equal(url.search, '?code=recursive');
  assert.equal(sourceParam(url.hash), value);
  assert.equal(sourceParam('#other=1'), null);
  assert.equal(sourceFragment(''), '');
});

test('what is not an encoded program is refused with a RangeError, never thrown as anything else', async () => {
  for (const bad of ['!!!', 'AAAA', 'not base64 at all', 'x'.repeat(300_000), null, undefined, 42]) {
    await assert.rejects(decodeSource(bad), RangeError, String(bad).slice(0, 20));
  }
});

test('the share snippets carry the edited program, and the element reads it back exactly', async () => {
  const state = { mode: 'walkthrough', n: 4, step: 0, lang: 'en', code: 'recursive', by: 'event' };
  for (const source of TEXTS.slice(1)) {
    const encoded = await encodeSource(source);
    const snippets = shareSnippets(state, 'https://example.org/nq/', { source, encoded });
    assert.ok(snippets.link.endsWith(`#src=${encoded}`));
    assert.match(snippets.iframe, new RegExp(`embed\\.html\\?[^"#]*#src=${encoded}"`));
    const inline = snippets.element.match(/<script type="text\/x-nqueens">([\s\S]*?)<\/script>/);
    assert.ok(inline, 'an inline program child');
    assert.doesNotMatch(inline[1], /<\/script|<!--/i, 'nothing ends the script element early or escapes it');
    assert.equal(inlineSourceText(inline[1]), source);
  }
  const plain = shareSnippets(state, 'https://example.org/nq/');
  assert.doesNotMatch(`${plain.link}${plain.iframe}${plain.element}`, /#src=|x-nqueens/);
});
