// The "Share / embed" dialog's texts for the page's current view (pure, no
// DOM; unit-tested in tests/node/unit/share-snippets.test.mjs): a link to
// this view, an iframe of embed.html showing it (with embed-resize.js, which
// sizes the iframe to its content), and the <n-queens> element showing it.
// The state's values are already validated (url-state.js); attribute values
// are escaped all the same, since the snippets are pasted into other pages.

import { serializeState } from './url-state.js';
import { elementAttributes } from '../engine/shell-link.js';
import { modeEntry } from '../engine/catalog.js';

/** The element's attributes for `state` (engine/shell-link.js, the one mapping). */
export { elementAttributes };

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// An edited program inside the element: an inline <script type="text/x-nqueens">
// child (never run by the browser: not a script type it knows). Its text may
// not hold "</script" (which would end the element early) nor "<!--" (which
// changes how the rest is read): one backslash more goes after their "<"
// ("<\/script", "<\!--"; "<\/script" already there becomes "<\\/script"),
// and the element takes it away again (element/inline-source.js).
const inlineProgram = (source) =>
  `\n<script type="text/x-nqueens">\n${String(source).replace(/<(\\*)(\/script|!--)/gi, '<\\$1$2')}\n</script>\n`;

/**
 * `{ link, iframe, element }` for `state`, with every URL made absolute
 * from `base` (the page's folder, e.g. "https://example.org/nqueens/").
 * `edited` ({ source, encoded }: the text and its `#src=` value,
 * engine/source-fragment.js) puts an edited program in the link's and the
 * iframe's fragment and inside the element.
 */
export function shareSnippets(state, base, edited = null) {
  const fragment = edited ? `#src=${edited.encoded}` : '';
  const attributes = elementAttributes(state);
  const query = attributes.map(([name, value]) => (value === '' ? name : `${name}=${encodeURIComponent(value)}`)).join('&');
  const embedUrl = `${new URL(`embed.html?${query}`, base).href}${fragment}`;
  const { iframeHeight, iframeTreeHeight } = modeEntry(state.mode);
  const height = attributes.some(([name]) => name === 'tree') ? iframeTreeHeight : iframeHeight;
  const iframe = [
    `<iframe src="${escapeAttribute(embedUrl)}" title="N-Queens" width="100%" height="${height}" style="border: 0" loading="lazy"></iframe>`,
    `<script src="${escapeAttribute(new URL('embed-resize.js', base).href)}" defer></script>`,
  ].join('\n');
  const attributeText = attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
  const element = [
    `<script type="module" src="${escapeAttribute(new URL('nqueens-element.js', base).href)}"></script>`,
    `<n-queens${attributeText}>${edited ? inlineProgram(edited.source) : ''}</n-queens>`,
  ].join('\n');
  return { link: `${new URL(serializeState(state) || '.', base).href}${fragment}`, iframe, element };
}
