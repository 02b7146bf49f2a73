// Tiny DOM builders. Every view creates its nodes through the document that
// owns its root (root.ownerDocument), so it works the same in the page and
// inside a shadow root. Text only ever goes in through textContent or
// attributes: nothing here parses HTML.

const SVG_NS = 'http://www.w3.org/2000/svg';

function applyProps(node, props) {
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'text') node.textContent = String(value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key.startsWith('on') && typeof value === 'function') {
      node.addEventListener(key.slice(2), value);
    } else node.setAttribute(key, value === true ? '' : String(value));
  }
}

function appendAll(node, children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' ? node.ownerDocument.createTextNode(child) : child);
  }
}

/** Creates an HTML element owned by `doc`: el(doc, 'button', {class: 'x', text: 'Go'}). */
export function el(doc, tag, props = {}, ...children) {
  const node = doc.createElement(tag);
  applyProps(node, props);
  appendAll(node, children);
  return node;
}

/** Creates an SVG element owned by `doc`. */
export function svgEl(doc, tag, props = {}, ...children) {
  const node = doc.createElementNS(SVG_NS, tag);
  applyProps(node, props);
  appendAll(node, children);
  return node;
}

/** True when the user asked the system for less motion. */
export function prefersReducedMotion(view) {
  return Boolean(view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/**
 * Focuses what `find()` returns once it is rendered (a view built on the
 * next frames, or after a lazy import), trying for about half a second.
 * For a control that hid itself on use (focus would fall to <body>).
 * `focus(target)` may focus it otherwise.
 */
export function focusWhenShown(find, focus = (target) => target.focus(), frames = 30) {
  const target = find();
  if (target?.isConnected && target.getClientRects().length > 0) focus(target);
  else if (frames > 0) requestAnimationFrame(() => focusWhenShown(find, focus, frames - 1));
}
