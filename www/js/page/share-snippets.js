// The "Share / embed" dialog's texts for the page's current view (pure, no
// DOM; unit-tested in tests/node/unit/share-snippets.test.mjs): a link to
// this view, an iframe of embed.html showing it (with embed-resize.js, which
// sizes the iframe to its content), and the <n-queens> element showing it.
// The state's values are already validated (url-state.js); attribute values
// are escaped all the same, since the snippets are pasted into other pages.

import { serializeState, boardSizeFor } from './url-state.js';
import { DEFAULT_CODE_VIEW, DEFAULT_LANG, modeEntry } from '../engine/catalog.js';

// The modes with the step player (kind 'player'): their embed shows the
// narration and the code like the page; the search tree only while it stays readable.
const SHARED_TREE_MAX_N = 6; // the element draws it up to n = 8 (ui/search-tree.js)

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element's attributes for `state`, in order: [name, value] pairs (value '' for a boolean). */
export function elementAttributes(state) {
  const attributes = [['mode', state.mode], ['n', String(boardSizeFor(state))]];
  if (modeEntry(state.mode)?.kind === 'player') {
    if (state.step > 0) attributes.push(['step', String(state.step)]);
    attributes.push(['narration', '']);
    if (boardSizeFor(state) <= SHARED_TREE_MAX_N) attributes.push(['tree', '']);
    attributes.push(['code', state.code && state.code !== DEFAULT_CODE_VIEW ? state.code : '']);
  }
  if (state.lang !== DEFAULT_LANG) attributes.push(['lang', state.lang]);
  return attributes;
}

/**
 * `{ link, iframe, element }` for `state`, with every URL made absolute
 * from `base` (the page's folder, e.g. "https://example.org/nqueens/").
 */
export function shareSnippets(state, base) {
  const attributes = elementAttributes(state);
  const query = attributes.map(([name, value]) => (value === '' ? name : `${name}=${encodeURIComponent(value)}`)).join('&');
  const embedUrl = new URL(`embed.html?${query}`, base).href;
  const iframe = [
    `<iframe src="${escapeAttribute(embedUrl)}" title="N-Queens" width="100%" height="${modeEntry(state.mode).iframeHeight}" style="border: 0" loading="lazy"></iframe>`,
    `<script src="${escapeAttribute(new URL('embed-resize.js', base).href)}" defer></script>`,
  ].join('\n');
  const attributeText = attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
  const element = [
    `<script type="module" src="${escapeAttribute(new URL('nqueens-element.js', base).href)}"></script>`,
    `<n-queens${attributeText}></n-queens>`,
  ].join('\n');
  return { link: new URL(serializeState(state) || '.', base).href, iframe, element };
}
