// The solution gallery, fed lazily by the wasm Solutions iterator: boards are
// pulled with nextBatch() only as far as the page being shown (plus one, to
// know whether there is a next page), so the first thousands of n=16 never
// compute the rest. The iterator lives in a worker (workers/gallery-worker.js):
// for n near 32 one batch can take seconds. Each board can be copied in
// LeetCode's format or the notes' formats (formatBoard), and is marked when
// it is the canonical representative of its symmetry class (isCanonical).

import { el, svgEl } from './dom.js';
import { uniqueId } from './ids.js';
import { t, formatNumber, addStrings } from '../i18n/i18n.js';
import GALLERY_STRINGS from '../i18n/strings/gallery.js';
import { copyText } from './clipboard.js';

export const PAGE_SIZE = 12;
const FORMATS = ['leetcode', 'one-based', 'grid'];

export function createGallery(root, { api, lang = 'en' }) {
  addStrings(GALLERY_STRINGS); // idempotent; here, not at import, so no bundler drops it
  const doc = root.ownerDocument;
  let currentLang = lang;
  let n = 0;
  let worker = null;
  let boards = []; // Uint8Array per solution, in search order
  let exhausted = false;
  let page = 0;
  let requestId = 0;
  let pending = null; // the fetch in flight: { id }

  const title = el(doc, 'h2', { class: 'nq-section__title' });
  const note = el(doc, 'p', { class: 'nq-gallery__note' });
  const range = el(doc, 'p', { class: 'nq-gallery__range', 'aria-live': 'polite' });
  const prev = el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'prev' } });
  const next = el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'next' } });
  const grid = el(doc, 'ol', { class: 'nq-gallery__grid' });
  const copyStatus = el(doc, 'p', { class: 'nq-gallery__copied', role: 'status', 'aria-live': 'polite' });
  const nav = el(doc, 'div', { class: 'nq-gallery__nav' }, prev, range, next);
  const container = el(doc, 'section', { class: 'nq-gallery' }, title, note, nav, grid, copyStatus);
  root.append(container);

  // While a page is computed the buttons are only aria-disabled, and clicks
  // are ignored: a disabled button would drop the keyboard focus.
  prev.addEventListener('click', () => {
    if (!pending) showPage(page - 1);
  });
  next.addEventListener('click', () => {
    if (!pending) showPage(page + 1);
  });

  // Enables or disables both buttons; a focused one that becomes disabled
  // (Next on the last page) hands the focus to the other.
  function setNavDisabled(prevDisabled, nextDisabled) {
    const focused = container.getRootNode().activeElement;
    prev.disabled = prevDisabled;
    next.disabled = nextDisabled;
    prev.removeAttribute('aria-disabled');
    next.removeAttribute('aria-disabled');
    if (focused === prev && prevDisabled && !nextDisabled) next.focus();
    else if (focused === next && nextDisabled && !prevDisabled) prev.focus();
  }

  function startWorker() {
    worker = new Worker(new URL('../workers/gallery-worker.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (message) => onBatch(message.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      range.textContent = event.message || 'worker error';
    });
  }

  // Asks the worker for solutions until `count` are cached (or none are left).
  function request(count) {
    if (pending || exhausted || boards.length >= count) return;
    pending = { id: ++requestId };
    worker.postMessage({ type: 'fetch', id: pending.id, count: count - boards.length });
  }

  function onBatch(data) {
    if (!pending || data.id !== pending.id) return; // an answer for an older n
    pending = null;
    if (data.type === 'error') {
      range.textContent = data.message;
      return;
    }
    for (let offset = 0; offset < data.bytes.length; offset += n) boards.push(data.bytes.slice(offset, offset + n));
    if (data.exhausted) exhausted = true;
    showPage(page);
  }

  // A small SVG board: one unit per square, the dark squares from a 2×2
  // pattern, the queens as glyphs. Pattern ids are unique per gallery.
  const patternId = uniqueId('nq-mini');
  function miniBoard(cols, withPattern) {
    const board = svgEl(doc, 'svg', {
      class: 'nq-mini',
      viewBox: `0 0 ${n} ${n}`,
      'aria-hidden': 'true',
      focusable: 'false',
      'shape-rendering': 'crispEdges',
    });
    if (withPattern) {
      board.append(
        svgEl(
          doc,
          'defs',
          {},
          svgEl(
            doc,
            'pattern',
            { id: patternId, width: '2', height: '2', patternUnits: 'userSpaceOnUse' },
            svgEl(doc, 'rect', { class: 'nq-mini__light', width: '2', height: '2' }),
            svgEl(doc, 'rect', { class: 'nq-mini__dark', x: '1', width: '1', height: '1' }),
            svgEl(doc, 'rect', { class: 'nq-mini__dark', y: '1', width: '1', height: '1' }),
          ),
        ),
      );
    }
    board.append(svgEl(doc, 'rect', { width: String(n), height: String(n), fill: `url(#${patternId})` }));
    cols.forEach((col, row) => {
      board.append(
        svgEl(doc, 'text', {
          class: 'nq-mini__queen',
          x: String(col + 0.5),
          y: String(row + 0.56),
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          text: '♛',
        }),
      );
    });
    return board;
  }

  function card(cols, index) {
    const k = index + 1;
    const oneBased = Array.from(cols, (col) => col + 1).join(' ');
    const heading = el(doc, 'span', { class: 'nq-card__index', text: `#${formatNumber(currentLang, k)}` });
    const caption = el(doc, 'div', { class: 'nq-card__caption' }, heading);
    if (api.isCanonical(cols)) {
      caption.append(
        el(doc, 'span', {
          class: 'nq-badge',
          title: t(currentLang, 'gallery.uniqueHint'),
          text: t(currentLang, 'gallery.unique'),
        }),
      );
    }
    const buttons = el(doc, 'div', { class: 'nq-card__copy' });
    for (const format of FORMATS) {
      const formatName = t(currentLang, `gallery.copy.${format}`);
      const button = el(doc, 'button', {
        type: 'button',
        class: 'nq-btn nq-btn--small',
        'aria-label': t(currentLang, 'gallery.copyLabel', { k, format: formatName }),
        dataset: { format },
        text: formatName,
      });
      button.addEventListener('click', async () => {
        const result = await copyText(api.formatBoard(cols, format), buttons);
        copyStatus.textContent = result.ok
          ? t(currentLang, 'gallery.copied', { k, format: formatName })
          : t(currentLang, 'gallery.copyFailed');
      });
      buttons.append(button);
    }
    return el(
      doc,
      'li',
      { class: 'nq-card', 'aria-label': t(currentLang, 'gallery.board', { k, cols: oneBased }) },
      miniBoard(cols, index % PAGE_SIZE === 0),
      caption,
      buttons,
    );
  }

  function showPage(target) {
    if (!worker) return;
    page = Math.max(0, target);
    // One board more than the page holds tells whether a next page exists.
    const needed = (page + 1) * PAGE_SIZE + 1;
    if (!exhausted && boards.length < needed) {
      request(needed);
      range.textContent = t(currentLang, 'gallery.loading');
      prev.setAttribute('aria-disabled', 'true');
      next.setAttribute('aria-disabled', 'true');
      return;
    }
    const lastPage = Math.max(0, Math.ceil(boards.length / PAGE_SIZE) - 1);
    if (page > lastPage) page = lastPage;
    const from = page * PAGE_SIZE;
    const shown = boards.slice(from, from + PAGE_SIZE);
    grid.replaceChildren(...shown.map((cols, offset) => card(cols, from + offset)));
    copyStatus.textContent = '';
    if (boards.length === 0) range.textContent = t(currentLang, 'gallery.none', { n });
    else {
      const params = {
        from: formatNumber(currentLang, from + 1),
        to: formatNumber(currentLang, from + shown.length),
        total: formatNumber(currentLang, boards.length),
      };
      range.textContent = t(currentLang, exhausted ? 'gallery.range' : 'gallery.rangeOpen', params);
    }
    setNavDisabled(page === 0, boards.length <= from + PAGE_SIZE);
  }

  function applyLang() {
    title.textContent = t(currentLang, 'gallery.title');
    note.textContent = t(currentLang, 'gallery.note');
    prev.textContent = `‹ ${t(currentLang, 'gallery.prev')}`;
    next.textContent = `${t(currentLang, 'gallery.next')} ›`;
  }

  applyLang();
  return {
    element: container,
    /** Starts over with the solutions of an n×n board. */
    setN(size) {
      if (size === n && worker) return;
      // A worker still finding boards for the old n would finish them
      // before it opens the new one: it is stopped instead.
      if (pending) {
        worker.terminate();
        worker = null;
      }
      if (!worker) startWorker();
      n = size;
      boards = [];
      exhausted = false;
      pending = null;
      grid.replaceChildren();
      worker.postMessage({ type: 'open', n });
      showPage(0);
    },
    get page() {
      return page;
    },
    showPage,
    setLang(next) {
      currentLang = next;
      applyLang();
      if (worker && !pending) showPage(page);
    },
    dispose() {
      worker?.terminate();
      worker = null;
    },
  };
}
