// The "Share / embed" snippets (www/js/page/share-snippets.js): for each
// page state, the iframe's embed URL and the element's attributes must mean
// that same view to the element's own option parser (element/options.js),
// and the link must parse back to the same page state (url-state.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shareSnippets, elementAttributes } from '../../../www/js/page/share-snippets.js';
import { parseOptions } from '../../../www/js/element/options.js';
import { parseState } from '../../../www/js/page/url-state.js';
import { SPEEDS } from '../../../www/js/engine/catalog.js';

const BASE = 'https://example.org/nq/';
const CLASSROOM = { ask: 'next', speed: 2, theme: 'auto', present: false };
const STATES = [
  { mode: 'walkthrough', n: 4, step: 0, lang: 'en', code: 'recursive', by: 'event', ...CLASSROOM },
  { mode: 'walkthrough', n: 4, step: 23, lang: 'zh', code: 'flags', by: 'line', ask: 'next', speed: 0.5, theme: 'dark', present: true },
  { mode: 'explore', n: 8, step: 40, lang: 'en', code: 'bitmask', by: 'event', ...CLASSROOM, speed: 1000 },
  { mode: 'explore', n: 5, step: 0, lang: 'en', code: 'recursive', by: 'event', ...CLASSROOM, theme: 'light' },
  { mode: 'count', n: 12, step: 0, lang: 'zh', code: 'recursive', by: 'event', ...CLASSROOM },
  { mode: 'quiz', n: 6, step: 0, lang: 'en', code: 'recursive', by: 'event', ...CLASSROOM, theme: 'dark', ask: 'attacker' },
  { mode: 'play', n: 10, step: 0, lang: 'en', code: 'recursive', by: 'event', ...CLASSROOM },
];

/** The attributes of the snippet's <n-queens …> tag, as the browser would read them. */
function tagAttributes(element) {
  const tag = element.match(/<n-queens([^>]*)><\/n-queens>/)[1];
  return new Map([...tag.matchAll(/ ([a-z]+)(?:="([^"]*)")?/g)].map(([, name, value = '']) => [name, value]));
}

for (const state of STATES) {
  test(`${state.mode} n=${state.n} step=${state.step} ${state.lang} ${state.code}`, () => {
    const { link, iframe, element } = shareSnippets(state, BASE);
    const src = new URL(iframe.match(/<iframe src="([^"]+)"/)[1].replaceAll('&amp;', '&'));
    assert.equal(src.origin + src.pathname, `${BASE}embed.html`);
    assert.match(iframe, /<script src="https:\/\/example\.org\/nq\/embed-resize\.js" defer><\/script>/);
    assert.match(element, /^<script type="module" src="https:\/\/example\.org\/nq\/nqueens-element\.js"><\/script>\n/);
    const fromIframe = parseOptions((name) => src.searchParams.get(name));
    const attributes = tagAttributes(element);
    const fromElement = parseOptions((name) => (attributes.has(name) ? attributes.get(name) : null));
    assert.deepEqual(fromElement, fromIframe);
    const n = state.mode === 'walkthrough' ? 4 : state.n;
    assert.equal(fromIframe.mode, state.mode);
    assert.equal(fromIframe.n, n);
    assert.equal(fromIframe.lang, state.lang);
    assert.equal(fromIframe.by, state.by);
    assert.equal(fromIframe.theme, state.theme);
    if (state.mode === 'walkthrough' || state.mode === 'explore') assert.equal(SPEEDS[fromIframe.speedIndex], state.speed);
    const player = state.mode === 'walkthrough' || state.mode === 'explore';
    assert.equal(fromIframe.step, player && state.step > 0 ? state.step : null);
    assert.equal(fromIframe.narration, player);
    assert.equal(fromIframe.code, player);
    if (player) assert.equal(fromIframe.codeView, state.code);
    assert.equal(fromIframe.tree, player && n <= 6);
    assert.deepEqual(parseState(new URL(link).search).state, state);
  });
}

test('attribute values are escaped for pasting into HTML', () => {
  // Values come validated from the URL state; the escaping is a second line.
  const attributes = elementAttributes({ mode: 'explore', n: 8, step: 1, lang: 'en', code: 'a"b<c&' });
  assert.deepEqual(attributes.at(-1), ['code', 'a"b<c&']);
  const { element } = shareSnippets({ mode: 'explore', n: 8, step: 1, lang: 'en', code: 'a"b<c&' }, BASE);
  assert.match(element, /code="a&quot;b&lt;c&amp;"/);
});
