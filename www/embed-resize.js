// embed-resize.js: makes every iframe of embed.html on your page exactly as
// tall as its content, following it as it changes (a narration that wraps,
// a tree that grows, a phone turned sideways). Load it once, anywhere:
//
//   <script src="/nqueens/embed-resize.js" defer></script>   (or type="module")
//
// embed.html posts { type: 'nqueens-resize', height } to its parent on load
// and whenever its height changes; this script sets that height on the
// iframe it came from, and answers { type: 'nqueens-autoresize' } so that the
// embed sizes its board from its width alone (without this script it fills
// whatever height the iframe has). Nothing else is read or changed: a
// message is used only if it comes from an iframe on this page and has
// exactly that shape.
(() => {
  if (window.__nqueensEmbedResize) return; // loaded twice: one listener is enough
  window.__nqueensEmbedResize = true;
  const MAX_HEIGHT = 20000;

  function frameOf(source) {
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow === source) return frame;
    }
    return null;
  }

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.type !== 'nqueens-resize') return;
    const height = data.height;
    if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return;
    const frame = frameOf(event.source);
    if (!frame) return;
    // The content box must be `height` tall, whatever box-sizing the site uses.
    const style = getComputedStyle(frame);
    const extra = style.boxSizing === 'border-box'
      ? ['borderTopWidth', 'borderBottomWidth', 'paddingTop', 'paddingBottom'].reduce((sum, name) => sum + parseFloat(style[name]), 0)
      : 0;
    frame.style.height = `${Math.min(Math.ceil(height), MAX_HEIGHT) + extra}px`;
    if (!frame.dataset.nqueensAutoresize) {
      frame.dataset.nqueensAutoresize = '';
      event.source.postMessage({ type: 'nqueens-autoresize' }, event.origin === 'null' ? '*' : event.origin);
    }
  });
})();
