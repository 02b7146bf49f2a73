// The solution gallery's DOM view, fed lazily by the wasm Solutions
// iterator: boards are pulled only as far as the page being shown (plus one,
// to know whether there is a next page), so the first thousands of n = 16
// never compute the rest. gallery-model.js decides what to fetch and show,
// engine/board-source.js talks to the worker, gallery-card.js draws one board.

import { el } from '../dom.js';
import { uniqueId } from '../ids.js';
import { t, formatNumber, addStrings } from '../../i18n/i18n.js';
import GALLERY_STRINGS from '../../i18n/strings/gallery.js';
import { latestRequest } from '../../engine/latest.js';
import { errorText } from '../../engine/errors.js';
import { createBoardSource } from '../../engine/board-source.js';
import { galleryCard } from './gallery-card.js';
import {
  PAGE_SIZE,
  openGallery,
  missingBoards,
  turnPage,
  startLoading,
  receiveBoards,
  loadFailed,
  visiblePage,
  splitBoards,
} from './gallery-model.js';
import { DEFAULT_LANG } from '../../engine/catalog.js';

export { PAGE_SIZE };

function buildGalleryDom(doc) {
  const parts = {
    title: el(doc, 'h2', { class: 'nq-section__title' }),
    note: el(doc, 'p', { class: 'nq-gallery__note' }),
    range: el(doc, 'p', { class: 'nq-gallery__range', 'aria-live': 'polite' }),
    prev: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'prev' } }),
    next: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'next' } }),
    grid: el(doc, 'ol', { class: 'nq-gallery__grid' }),
    copyStatus: el(doc, 'p', { class: 'nq-gallery__copied', role: 'status', 'aria-live': 'polite' }),
  };
  const nav = el(doc, 'div', { class: 'nq-gallery__nav' }, parts.prev, parts.range, parts.next);
  parts.container = el(doc, 'section', { class: 'nq-gallery' }, parts.title, parts.note, nav, parts.grid, parts.copyStatus);
  return parts;
}

// While a page loads the buttons are only aria-disabled (a disabled button
// would drop the keyboard focus); clicks are ignored by the model then.
function showLoading(parts, lang) {
  parts.range.textContent = t(lang, 'gallery.loading');
  parts.prev.setAttribute('aria-disabled', 'true');
  parts.next.setAttribute('aria-disabled', 'true');
}

// Enables or disables both buttons; a focused one that becomes disabled
// (Next on the last page) hands the focus to the other.
function setNavDisabled({ container, prev, next }, prevDisabled, nextDisabled) {
  const focused = container.getRootNode().activeElement;
  prev.disabled = prevDisabled;
  next.disabled = nextDisabled;
  prev.removeAttribute('aria-disabled');
  next.removeAttribute('aria-disabled');
  if (focused === prev && prevDisabled && !nextDisabled) next.focus();
  else if (focused === next && nextDisabled && !prevDisabled) prev.focus();
}

function rangeText(lang, shown, n) {
  if (shown.kind === 'empty') return t(lang, 'gallery.none', { n });
  const params = {
    from: formatNumber(lang, shown.from + 1),
    to: formatNumber(lang, shown.from + shown.boards.length),
    total: formatNumber(lang, shown.total),
  };
  return t(lang, shown.complete ? 'gallery.range' : 'gallery.rangeOpen', params);
}

function showBoards(parts, shown, { n, lang, api, patternId }) {
  const doc = parts.container.ownerDocument;
  const boards = shown.kind === 'page' ? shown.boards : [];
  const context = { api, lang, copyStatus: parts.copyStatus, patternId };
  const cards = boards.map((cols, offset) => {
    const index = shown.from + offset;
    return galleryCard(doc, cols, index, { ...context, withPattern: index % PAGE_SIZE === 0 });
  });
  parts.grid.replaceChildren(...cards);
  parts.copyStatus.textContent = '';
  parts.range.textContent = rangeText(lang, shown, n);
  setNavDisabled(parts, !shown.hasPrevious, !shown.hasNext);
}

function applyLang(parts, lang) {
  parts.title.textContent = t(lang, 'gallery.title');
  parts.note.textContent = t(lang, 'gallery.note');
  parts.prev.textContent = `‹ ${t(lang, 'gallery.prev')}`;
  parts.next.textContent = `${t(lang, 'gallery.next')} ›`;
}

export function createGallery(root, { api, lang = DEFAULT_LANG }) {
  addStrings(GALLERY_STRINGS); // idempotent; here, not at import, so no bundler drops it
  const parts = buildGalleryDom(root.ownerDocument);
  root.append(parts.container);
  const patternId = uniqueId('nq-mini'); // one per gallery: several may share a document
  const fetches = latestRequest(); // a batch for an older n is dropped
  const source = createBoardSource({ onWorkerError: (message) => (parts.range.textContent = message) });
  let currentLang = lang;
  let state = null; // gallery-model.js's state, once an n is set

  function fetchMissing() {
    const isCurrent = fetches.begin();
    const { n } = state;
    source.fetch(missingBoards(state)).then(
      ({ bytes, exhausted }) => {
        if (!isCurrent()) return;
        state = receiveBoards(state, splitBoards(bytes, n), exhausted);
        render();
      },
      (error) => {
        if (!isCurrent()) return;
        state = loadFailed(state);
        parts.range.textContent = errorText(error);
      },
    );
    state = startLoading(state);
  }

  function render() {
    const shown = visiblePage(state);
    if (shown.kind !== 'loading') showBoards(parts, shown, { n: state.n, lang: currentLang, api, patternId });
    else {
      if (!state.loading) fetchMissing();
      showLoading(parts, currentLang);
    }
  }

  function showPage(target) {
    if (!state) return;
    state = turnPage(state, target);
    render();
  }

  parts.prev.addEventListener('click', () => showPage(state.page - 1));
  parts.next.addEventListener('click', () => showPage(state.page + 1));
  applyLang(parts, currentLang);
  return {
    element: parts.container,
    /** Starts over with the solutions of an n×n board. */
    setN(size) {
      if (size === state?.n) return;
      // A worker still finding boards for the old n would finish them
      // before it opens the new one: it is stopped instead.
      if (state?.loading) source.stop();
      fetches.cancel();
      source.open(size);
      state = openGallery(size);
      parts.grid.replaceChildren();
      render();
    },
    get page() {
      return state?.page ?? 0;
    },
    showPage,
    setLang(next) {
      currentLang = next;
      applyLang(parts, currentLang);
      if (state && !state.loading) render();
    },
    dispose() {
      fetches.cancel();
      source.stop();
    },
  };
}
