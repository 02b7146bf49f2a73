// embed-resize.js: makes every iframe of embed.html on your page exactly as
// tall as its content, following it as it changes (a narration that wraps,
// a tree that grows, a phone turned sideways), and gives it your page's
// colour scheme and language. Load it once, anywhere, even after the iframes:
//
//   <script src="/nqueens/embed-resize.js" defer></script>   (or type="module")
//
// The protocol (docs/embedding.md, "An iframe as tall as its content"):
// - this script greets every iframe of embed.html with
//   { type: 'nqueens-autoresize', theme, lang } each time it loads (a
//   reload too), and when this script starts or one is added to the page
//   later if it has loaded already (a lazy iframe, loading="lazy", not yet
//   loaded is greeted only by its load event); so a height
//   posted before this script listened is never lost: the greeted embed
//   answers with its height, and keeps reporting it;
// - the embed posts { type: 'nqueens-resize', height }; a message is used
//   only if it comes from the window of an iframe of this page that loads
//   embed.html (event.source is that iframe's contentWindow, from the origin
//   of its src), and the height is clamped;
// - the page's colour scheme (its `data-theme`, a `dark` or `light` class,
//   mdBook's theme classes, or its `color-scheme`) and its `<html lang>` go
//   with the greeting, and again as { type: 'nqueens-host', theme, lang }
//   whenever they change; an iframe whose URL sets theme= or lang= keeps its own.
// A block, not a function: its names stay inside it, in a classic script too
// (so every function is a `const`: a function declaration in a block would
// leak to the page in sloppy mode). Loaded twice: the second one does nothing.
if (!window.__nqueensEmbedResize) {
  window.__nqueensEmbedResize = true;
  const MIN_HEIGHT = 50;
  const MAX_HEIGHT = 10000;
  const DARK_CLASSES = ['dark', 'coal', 'navy', 'ayu']; // mdBook's dark themes too
  const LIGHT_CLASSES = ['light', 'rust'];
  const root = document.documentElement;

  /** The origin embed.html is loaded from in `frame`, or null when it does not load embed.html. */
  const embedOrigin = (frame) => {
    const src = frame.getAttribute('src');
    if (!src || frame.hasAttribute('srcdoc')) return null;
    let url;
    try {
      url = new URL(src, document.baseURI);
    } catch {
      return null;
    }
    return /(^|\/)embed\.html$/.test(url.pathname) ? url.origin : null;
  };

  /** The page's colour scheme: 'dark', 'light', or 'auto' when it does not say. */
  const hostTheme = () => {
    const said = (root.getAttribute('data-theme') || document.body?.getAttribute('data-theme') || '').toLowerCase();
    if (said === 'dark' || said === 'light') return said;
    const classes = [...root.classList, ...(document.body?.classList ?? [])];
    if (classes.some((name) => DARK_CLASSES.includes(name))) return 'dark';
    if (classes.some((name) => LIGHT_CLASSES.includes(name))) return 'light';
    const scheme = getComputedStyle(root).colorScheme.split(/\s+/);
    if (scheme.includes('dark') !== scheme.includes('light')) return scheme.includes('dark') ? 'dark' : 'light';
    return 'auto';
  };

  const hostState = () => ({ theme: hostTheme(), lang: root.getAttribute('lang') || '' });

  // Whether `frame` shows its document yet: until it loads (a lazy iframe
  // below the fold, loading="lazy"), it holds the initial about:blank, of
  // this page's origin, and a message for the embed's origin would only
  // print a warning on this page. A document of another origin (or an
  // opaque one, sandboxed) cannot be read: that one is the embed's.
  const hasLoaded = (frame) => {
    let doc;
    try {
      doc = frame.contentDocument;
    } catch {
      return true;
    }
    if (!doc) return Boolean(frame.contentWindow);
    return doc.URL !== 'about:blank' && doc.readyState === 'complete';
  };

  const send = (frame, type) => {
    const origin = embedOrigin(frame);
    if (!origin || !frame.contentWindow || !hasLoaded(frame)) return;
    // A sandboxed embed has an opaque origin ('null'): only '*' reaches it.
    frame.contentWindow.postMessage({ type, ...hostState() }, origin === 'null' ? '*' : origin);
  };

  const watched = new WeakSet();
  const watch = (frame) => {
    if (watched.has(frame)) return;
    watched.add(frame);
    // Every load greets it (a reload, a new src); one loaded already is greeted now.
    frame.addEventListener('load', () => send(frame, 'nqueens-autoresize'));
    send(frame, 'nqueens-autoresize');
  };

  const embedFrames = () => [...document.querySelectorAll('iframe')].filter((frame) => embedOrigin(frame));
  const frameOf = (source) => (source ? embedFrames().find((frame) => frame.contentWindow === source) ?? null : null);

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.type !== 'nqueens-resize') return;
    const height = data.height;
    if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return;
    const frame = frameOf(event.source);
    if (!frame) return;
    const origin = embedOrigin(frame);
    if (origin !== 'null' && event.origin !== origin) return; // the iframe went somewhere else
    watch(frame);
    // The content box must be `height` tall, whatever box-sizing the site uses.
    const style = getComputedStyle(frame);
    const extra = style.boxSizing === 'border-box'
      ? ['borderTopWidth', 'borderBottomWidth', 'paddingTop', 'paddingBottom'].reduce((sum, name) => sum + parseFloat(style[name]), 0)
      : 0;
    frame.style.height = `${Math.min(Math.max(Math.ceil(height), MIN_HEIGHT), MAX_HEIGHT) + extra}px`;
  });

  const start = () => {
    embedFrames().forEach(watch);
    // Iframes added later (a client-side navigation, a framework's render).
    new MutationObserver(() => embedFrames().forEach(watch)).observe(document, { childList: true, subtree: true });
    // The page's scheme and language, followed live.
    let last = JSON.stringify(hostState());
    const followHost = () => {
      const now = JSON.stringify(hostState());
      if (now === last) return;
      last = now;
      embedFrames().forEach((frame) => send(frame, 'nqueens-host'));
    };
    const attributeFilter = ['class', 'data-theme', 'lang', 'style'];
    new MutationObserver(followHost).observe(root, { attributes: true, attributeFilter });
    if (document.body) new MutationObserver(followHost).observe(document.body, { attributes: true, attributeFilter });
    window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', followHost);
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
