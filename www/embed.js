// embed.html's script: the iframe embed. Copies the URL's parameters onto
// the page's <n-queens> as attributes (js/element/embed-query.js), speaks
// the widget's language, reports its height to the parent page
// (embed-resize.js listens), keeps the step in its own URL and links to the
// full page at the step shown (js/engine/shell-link.js). Then it defines
// the element (nqueens-element.js), so its first render has every option.

import { parseOptions } from './js/element/options.js';
import { attributesFromQuery } from './js/element/embed-query.js';
import { pageQuery, pageStateFor } from './js/engine/shell-link.js';
import { t, htmlLang, loadLang } from './js/i18n/i18n.js';

const widget = document.getElementById('widget');
for (const [name, value] of attributesFromQuery(window.location.search)) widget.setAttribute(name, value);

// The document speaks the widget's language (screen readers, hyphenation),
// and embed.css sizes the board for the mode (as the element reads it:
// ?mode=Explore is the explorer too).
const { lang, mode, theme } = parseOptions((name) => widget.getAttribute(name));
document.documentElement.lang = htmlLang(lang);
document.body.dataset.mode = mode;
// ?theme=light|dark: the page around the widget takes the same scheme (embed.css).
document.documentElement.dataset.theme = theme;
// The title and the (visually hidden) heading wait for the language's
// strings (Chinese loads on demand, see i18n.js); the element fetches them
// too, and both share the one import. Should they fail to load, they stay
// the English ones of embed.html.
loadLang(lang).then(() => {
  document.title = t(lang, 'app.title');
  document.getElementById('embed-title').textContent = t(lang, 'app.title');
  document.getElementById('embed-subtitle').textContent = t(lang, 'mode.walkthrough');
  const full = document.getElementById('embed-full');
  if (full) full.textContent = t(lang, 'embed.openFull');
}, () => {});
document.getElementById('embed-subtitle').hidden = mode !== 'walkthrough';

reportHeight();
writeStepToUrl();
linkFullPage();

/**
 * Keeps the "open the full page" link on the step shown. The npm package
 * has no full page, so its embed.html has no link (scripts/package.sh).
 */
function linkFullPage() {
  const link = document.getElementById('embed-full');
  if (!link) return;
  const update = (step) => {
    link.href = `index.html${pageQuery(pageStateFor(parseOptions((name) => widget.getAttribute(name)), step))}`;
  };
  update(null);
  widget.addEventListener('nqueens-step', (event) => update(event.detail.step));
}

/**
 * Tells the parent page how tall this document is, { type: 'nqueens-resize',
 * height } in CSS px, now and whenever it changes, so that it can size the
 * iframe (embed-resize.js does). A parent that answers
 * { type: 'nqueens-autoresize' } takes the height it is given: the board is
 * then sized from the width alone (embed.css, html[data-autoresize]).
 */
function reportHeight() {
  if (window.parent === window) return;
  let last = -1;
  const root = document.documentElement;
  const post = () => {
    // Sized by the parent, the document is as tall as its content (html's box;
    // scrollHeight would never go below the iframe's current height).
    // Otherwise it fills the iframe, and scrollHeight counts any overflow.
    const height = root.hasAttribute('data-autoresize') ? Math.ceil(root.getBoundingClientRect().height) : root.scrollHeight;
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'nqueens-resize', height }, '*');
  };
  new ResizeObserver(post).observe(document.documentElement);
  new ResizeObserver(post).observe(widget);
  window.addEventListener('load', post);
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.data?.type !== 'nqueens-autoresize') return;
    document.documentElement.dataset.autoresize = '';
    post();
  });
  post();
}

/**
 * Keeps the step shown (and n, which the explorer can change) in this
 * page's own URL, so a reload or a copied link comes back to it. At most
 * a few writes a second: browsers throttle history updates.
 */
function writeStepToUrl() {
  const WRITE_EVERY_MS = 300;
  let pending = null;
  let timer = 0;
  const write = () => {
    timer = 0;
    const url = new URL(window.location.href);
    url.searchParams.set('n', String(pending.n));
    url.searchParams.set('step', String(pending.step));
    url.searchParams.delete('solution'); // it would win over the step
    if (url.href !== window.location.href) history.replaceState(history.state, '', url);
  };
  widget.addEventListener('nqueens-step', (event) => {
    pending = event.detail;
    if (!timer) timer = setTimeout(write, WRITE_EVERY_MS);
  });
}

// Defined last, so the widget's first render already has every option.
await import('./nqueens-element.js');
