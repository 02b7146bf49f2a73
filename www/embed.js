// embed.html's script: the iframe embed. Copies the URL's parameters onto
// the page's <n-queens> as attributes (js/element/embed-query.js), speaks
// the widget's language, reports its height to the parent page and takes
// the host page's scheme and language from it (embed-resize.js, which
// greets it), keeps the step in its own URL and links to the
// full page at the step shown (js/engine/shell-link.js). Then it defines
// the element (nqueens-element.js), so its first render has every option.

import init, { stepOfQueens } from './nqueens.js';
import { parseOptions, langFromTag } from './js/element/options.js';
import { attributesFromQuery, ignoredQuery, ignoredQueryMessage } from './js/element/embed-query.js';
import { pageQuery, pageStateFor } from './js/engine/shell-link.js';
import { t, htmlLang, loadLang } from './js/i18n/i18n.js';

const widget = document.getElementById('widget');
const query = attributesFromQuery(window.location.search);
for (const [name, value] of query) widget.setAttribute(name, value);
// What the URL says that never reaches the element (a boolean that is
// neither on nor off): told here, as the element tells the values it ignores.
for (const entry of ignoredQuery(window.location.search)) console.warn(ignoredQueryMessage(entry));
// What the URL sets wins over what the host page says (embed-resize.js).
const setByUrl = new Set(query.map(([name]) => name));

const { mode } = parseOptions((name) => widget.getAttribute(name));
// The modes whose board grows into the iframe's height, measured (embed.js's
// fitBoardToHeight; embed.css's formulas size it until then, and a board
// figure keeps them: they leave its caption four lines).
const FITTED_MODES = new Set(['walkthrough', 'explore']);
const MIN_BOARD_PX = 192; // 12rem: below it the board stays, and the page scrolls
// embed.css sizes the board for the mode (as the element reads it: ?mode=Explore is the explorer too).
document.body.dataset.mode = mode;
document.getElementById('embed-subtitle').hidden = mode !== 'walkthrough';
showLanguageAndTheme();

/**
 * The document speaks the widget's language (screen readers, hyphenation)
 * and takes its scheme (?theme=light|dark, or the host page's: embed.css).
 * The title and the (visually hidden) heading wait for the language's
 * strings (Chinese loads on demand, see i18n.js); the element fetches them
 * too, and both share the one import. Should they fail to load, they stay
 * the English ones of embed.html.
 */
function showLanguageAndTheme() {
  const { lang, theme } = parseOptions((name) => widget.getAttribute(name));
  document.documentElement.lang = htmlLang(lang);
  document.documentElement.dataset.theme = theme;
  loadLang(lang).then(() => {
    if (parseOptions((name) => widget.getAttribute(name)).lang !== lang) return; // changed again since
    document.title = t(lang, 'app.title');
    document.getElementById('embed-title').textContent = t(lang, 'app.title');
    document.getElementById('embed-subtitle').textContent = t(lang, 'mode.walkthrough');
    const full = document.getElementById('embed-full');
    if (full) full.textContent = t(lang, 'embed.openFull');
  }, () => {});
}

/**
 * The host page's scheme and language (embed-resize.js), unless this
 * iframe's URL sets them. A host language the widget does not speak
 * (<html lang="fr">) is not the author's mistake: it falls back to the
 * default silently, as it does for an <n-queens> that inherits it, rather
 * than becoming a lang attribute the element would warn about.
 */
function followHost({ theme, lang }) {
  let changed = false;
  const spoken = typeof lang === 'string' && langFromTag(lang) !== null ? lang : '';
  for (const [name, value] of [['theme', theme], ['lang', spoken]]) {
    if (setByUrl.has(name) || typeof value !== 'string' || value.length > 35) continue;
    if (value && widget.getAttribute(name) !== value) widget.setAttribute(name, value);
    else if (!value && widget.hasAttribute(name)) widget.removeAttribute(name);
    else continue;
    changed = true;
  }
  if (changed) showLanguageAndTheme();
}

reportHeight();
fitBoardToHeight();
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
  // The board mode shows a solution but takes no steps: the full page opens
  // the explorer on the step where the search finds it (when found quickly).
  widget.addEventListener('nqueens-solution', (event) => {
    const { n, queens, step } = event.detail;
    if (step != null) return; // a player's solution: its nqueens-step says where
    const placed = stepOfQueens(n, queens);
    if (placed !== null) update(placed + 1); // the solution event follows its last queen
  });
}

/** How long the widget's DOM stays unchanged before a height is measured from it (see reportHeight). */
const SETTLE_MS = 100;

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
  // No height before the widget has rendered: the page keeps the iframe's
  // own height attribute until the real one (a "Loading…" line's 20 px
  // would shrink the iframe to a strip).
  let rendered = false;
  const root = document.documentElement;
  const post = () => {
    if (!rendered) return;
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
  // A browser does not render an iframe out of view (below the fold, of
  // another origin), so its ResizeObservers wait until it is scrolled to:
  // the widget's changes (its first render, a program that loads, a step)
  // are measured from its DOM's mutations too, after they settle.
  let settle = 0;
  const measureSoon = () => {
    clearTimeout(settle);
    settle = setTimeout(post, SETTLE_MS);
  };
  customElements.whenDefined('n-queens').then(() => widget.ready).then(() => {
    rendered = true;
    post();
    if (widget.shadowRoot) new MutationObserver(measureSoon).observe(widget.shadowRoot, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  // The parent's greeting (on load, or when embed-resize.js starts later):
  // answer with the height, even if it was posted before, and keep reporting.
  // Its `theme` and `lang`, and later changes of them, are the host page's.
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const type = event.data?.type;
    if (type === 'nqueens-autoresize') {
      document.documentElement.dataset.autoresize = '';
      followHost(event.data);
      last = -1;
      post();
    } else if (type === 'nqueens-host') {
      followHost(event.data);
    }
  });
  post();
}

/**
 * Without embed-resize.js the iframe has the host's height, whatever the
 * widget shows: the board takes what its parts leave free, measured (the
 * controls shown, the narration, the explorer's toolbar, the panels under
 * it), up to the iframe's width. It grows only when the iframe is resized or
 * an option changes, and shrinks whenever the content would scroll (a
 * longer sentence), so it does not pulse from step to step.
 */
function fitBoardToHeight() {
  if (!FITTED_MODES.has(document.body.dataset.mode)) return;
  const root = document.documentElement;
  let frame = 0;
  const fit = (grow) => {
    cancelAnimationFrame(frame);
    frame = 0;
    if (root.hasAttribute('data-autoresize')) return widget.style.removeProperty('--nq-board-size'); // embed.css sizes it from the width
    const board = widget.shadowRoot?.querySelector('.nq-board-wrap');
    if (!board) return;
    for (let pass = 0; pass < 3; pass += 1) {
      const target = boardTarget(board);
      const now = parseFloat(widget.style.getPropertyValue('--nq-board-size')) || board.getBoundingClientRect().width;
      if (Math.abs(target - now) < 1 || (target > now && !grow)) return;
      widget.style.setProperty('--nq-board-size', `${target}px`);
    }
  };
  const soon = (grow) => {
    if (!frame) frame = requestAnimationFrame(() => fit(grow));
  };
  window.addEventListener('resize', () => fit(true));
  new MutationObserver(() => soon(true)).observe(widget, { attributes: true });
  new MutationObserver(() => soon(false)).observe(root, { attributes: true, attributeFilter: ['data-autoresize'] });
  customElements.whenDefined('n-queens').then(() => widget.ready).then(() => {
    fit(true);
    const content = new ResizeObserver(() => soon(false));
    for (const child of widget.shadowRoot?.children ?? []) content.observe(child);
    new MutationObserver(() => soon(false)).observe(widget.shadowRoot, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * The board's size that fills the iframe's height: its size now plus the
 * height left under whatever lies below it (in its column: what is beside
 * it, in a wide iframe, does not count), the widget's padding and the
 * "Open the full page" link; never past the iframe's width, nor under 12rem.
 */
function boardTarget(board) {
  const box = board.getBoundingClientRect();
  let bottom = box.bottom;
  for (let node = board; node && node !== widget.shadowRoot; node = node.parentNode) {
    for (let next = node.nextElementSibling; next; next = next.nextElementSibling) {
      const rect = next.getBoundingClientRect();
      if (rect.height > 0 && rect.top >= box.bottom - 1 && rect.left < box.right && rect.right > box.left) bottom = Math.max(bottom, rect.bottom);
    }
  }
  const padding = parseFloat(getComputedStyle(widget).paddingBottom) || 0;
  const link = document.getElementById('embed-full');
  const linkHeight = link && getComputedStyle(link).position === 'fixed' ? link.getBoundingClientRect().height : 0;
  const spare = window.innerHeight - window.scrollY - Math.max(padding, linkHeight) - bottom;
  const widest = document.documentElement.clientWidth - 2 * (parseFloat(getComputedStyle(widget).paddingLeft) || 0);
  return Math.floor(Math.max(MIN_BOARD_PX, Math.min(widest, box.width + spare)));
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

// The main thread runs the core module (no counters: counts run in workers;
// no interpreter: a code view's program comes in a module of its own, see
// Player.loadPrograms), loaded here first: the element's init() finds it.
init(new URL('./pkg/nqueens_core_bg.wasm', import.meta.url)).catch(() => {}); // the element's init() retries and reports

// Defined last, so the widget's first render already has every option, and
// once the widget's own modules are in (js/element/widget-modules.js): the
// element then renders it as soon as the wasm is ready, and the iframe never
// paints its "Loading…" line in between (a layout shift).
await addEditedProgram();
await import('./js/element/widget-modules.js')
  .then(({ loadWidget }) => loadWidget(parseOptions((name) => widget.getAttribute(name))))
  .catch(() => {}); // the element retries and reports
await import('./nqueens-element.js');

/**
 * An edited program in this iframe's fragment (#src=…, from the share
 * dialog) becomes the element's inline <script type="text/x-nqueens"> child
 * (text only: the core parses it, nothing evaluates it). A fragment that
 * cannot be read leaves the original program.
 */
async function addEditedProgram() {
  if (!window.location.hash.includes('src=')) return;
  try {
    const { sourceParam, decodeSource } = await import('./js/engine/source-fragment.js');
    const { INLINE_SOURCE_TYPE } = await import('./js/element/inline-source.js');
    const script = document.createElement('script');
    script.type = INLINE_SOURCE_TYPE;
    script.textContent = `\n${await decodeSource(sourceParam(window.location.hash))}\n`;
    widget.append(script);
  } catch {
    // the original program plays
  }
}
