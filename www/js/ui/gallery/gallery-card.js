// One board of the gallery: a small SVG board, its number, a "unique" badge
// when it is the canonical representative of its symmetry class
// (isCanonical), and buttons that copy it in LeetCode's format or the
// lecture notes' formats (formatBoard; docs/background.md).

import { el, svgEl } from '../dom.js';
import { t, formatNumber } from '../../i18n/i18n.js';
import { copyText } from '../clipboard.js';

const FORMATS = ['leetcode', 'one-based', 'grid'];

// The light and dark squares as a 2×2 pattern (defined once per page of
// cards, used by all of them).
function squarePattern(doc, patternId) {
  return svgEl(
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
  );
}

/** A small SVG board: one unit per square, the queens as glyphs. */
export function miniBoard(doc, cols, { patternId, withPattern }) {
  const n = cols.length;
  const board = svgEl(doc, 'svg', {
    class: 'nq-mini',
    viewBox: `0 0 ${n} ${n}`,
    'aria-hidden': 'true',
    focusable: 'false',
    'shape-rendering': 'crispEdges',
  });
  if (withPattern) board.append(squarePattern(doc, patternId));
  board.append(svgEl(doc, 'rect', { width: String(n), height: String(n), fill: `url(#${patternId})` }));
  cols.forEach((col, row) => {
    const queen = { class: 'nq-mini__queen', x: String(col + 0.5), y: String(row + 0.56) };
    board.append(svgEl(doc, 'text', { ...queen, 'text-anchor': 'middle', 'dominant-baseline': 'central', text: '♛' }));
  });
  return board;
}

// How long a copy button says it copied (the page's report may be off screen).
const COPIED_MS = 2000;

function copyButtons(doc, cols, k, { api, lang, copyStatus }) {
  // "Copy:" says what the format buttons do; they are named by their format.
  const buttons = el(doc, 'div', { class: 'nq-card__copy' }, el(doc, 'span', { class: 'nq-card__copy-label', 'aria-hidden': 'true', text: t(lang, 'gallery.copyAs') }));
  for (const format of FORMATS) {
    const formatName = t(lang, `gallery.copy.${format}`);
    const button = el(doc, 'button', {
      type: 'button',
      class: 'nq-btn nq-btn--small',
      'aria-label': t(lang, 'gallery.copyLabel', { k, format: formatName }),
      dataset: { format },
      text: formatName,
    });
    button.addEventListener('click', async () => {
      const result = await copyText(api.formatBoard(cols, format), buttons);
      copyStatus.textContent = result.ok ? t(lang, 'gallery.copied', { k, format: formatName }) : t(lang, 'gallery.copyFailed');
      if (!result.ok) return;
      // Where the reader looks: the button itself says so for a moment (its aria-label keeps its name).
      button.textContent = `✓ ${t(lang, 'gallery.copiedShort')}`;
      clearTimeout(button.copiedTimer);
      button.copiedTimer = setTimeout(() => {
        button.textContent = formatName;
      }, COPIED_MS);
    });
    buttons.append(button);
  }
  return buttons;
}

/**
 * The card of board `index` (0-based, in search order). `context`: { api,
 * lang, copyStatus (where copying is reported), patternId, withPattern }.
 */
export function galleryCard(doc, cols, index, context) {
  const { api, lang } = context;
  const k = index + 1;
  const heading = el(doc, 'span', { class: 'nq-card__index', text: `#${formatNumber(lang, k)}` });
  const caption = el(doc, 'div', { class: 'nq-card__caption' }, heading);
  if (api.isCanonical(cols)) {
    caption.append(el(doc, 'span', { class: 'nq-badge', title: t(lang, 'gallery.uniqueHint'), text: t(lang, 'gallery.unique') }));
  }
  const oneBased = Array.from(cols, (col) => col + 1).join(' ');
  const label = t(lang, 'gallery.board', { k, cols: oneBased });
  return el(doc, 'li', { class: 'nq-card', 'aria-label': label }, miniBoard(doc, cols, context), caption, copyButtons(doc, cols, k, context));
}
