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

test('the guide does not say to install the unpublished package from the registry', () => {
  assert.doesNotMatch(markdown, /npm install nqueens\b(?!-)/);
  assert.match(markdown, /npm install \.\/nqueens-[\d.]+\.tgz/);
});
