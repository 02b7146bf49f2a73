// Zoom and pan of the search tree's drawing (search-tree.js): − and +
// buttons scale the SVG (its viewBox keeps the drawing's own coordinates),
// and dragging the background pans the scroll box, like a map; the scroll
// bars, the wheel and touch pan it too. Keyboard users zoom with the
// buttons; the focused node always scrolls into view.

import { el } from './dom.js';
import { t } from '../i18n/i18n.js';

/** The zoom levels, smallest first; 1 is the drawing's own size. */
export const ZOOMS = Object.freeze([0.25, 0.5, 0.75, 1, 1.5, 2]);

/** The zoom level `steps` levels away from `zoom` (clamped to ZOOMS). */
export function nextZoom(zoom, steps) {
  const index = Math.max(0, ZOOMS.indexOf(zoom));
  return ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, index + steps))];
}

/** The zoom bar for `svg` in `scroller`: returns { element, zoom, setSize(width, height), setLang(lang) }. */
export function createTreeZoom(doc, { scroller, svg }) {
  const zoomOut = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small', dataset: { zoom: 'out' }, text: '−' });
  const zoomIn = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small', dataset: { zoom: 'in' }, text: '+' });
  const level = el(doc, 'span', { class: 'nq-tree__zoom-level', 'aria-live': 'polite' });
  const element = el(doc, 'div', { class: 'nq-tree__zoom', role: 'group' }, zoomOut, level, zoomIn);
  let zoom = 1;
  let size = null;
  const apply = () => {
    if (size) {
      svg.setAttribute('width', String(Math.round(size.width * zoom)));
      svg.setAttribute('height', String(Math.round(size.height * zoom)));
    }
    zoomOut.disabled = zoom === ZOOMS[0];
    zoomIn.disabled = zoom === ZOOMS.at(-1);
    level.textContent = `${Math.round(zoom * 100)} %`;
  };
  zoomOut.addEventListener('click', () => {
    zoom = nextZoom(zoom, -1);
    apply();
  });
  zoomIn.addEventListener('click', () => {
    zoom = nextZoom(zoom, 1);
    apply();
  });
  bindDragPan(scroller);
  apply();
  return {
    element,
    get zoom() {
      return zoom;
    },
    setSize(width, height) {
      size = { width, height };
      apply();
    },
    setLang(lang) {
      element.setAttribute('aria-label', t(lang, 'tree.zoom'));
      zoomOut.setAttribute('aria-label', t(lang, 'tree.zoomOut'));
      zoomIn.setAttribute('aria-label', t(lang, 'tree.zoomIn'));
    },
  };
}

// Dragging the background (not a node: a node is clicked to seek) scrolls
// the box by as much as the pointer moved.
function bindDragPan(scroller) {
  let drag = null;
  scroller.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || event.target.closest?.('[role="treeitem"]')) return;
    drag = { x: event.clientX, y: event.clientY, left: scroller.scrollLeft, top: scroller.scrollTop };
    scroller.setPointerCapture?.(event.pointerId);
    scroller.classList.add('is-panning');
  });
  scroller.addEventListener('pointermove', (event) => {
    if (!drag) return;
    scroller.scrollLeft = drag.left - (event.clientX - drag.x);
    scroller.scrollTop = drag.top - (event.clientY - drag.y);
  });
  const end = () => {
    drag = null;
    scroller.classList.remove('is-panning');
  };
  scroller.addEventListener('pointerup', end);
  scroller.addEventListener('pointercancel', end);
}
