// The board of the learn-by-doing views (quiz, free play): a grid of n×n
// squares drawn from plain cell descriptions that the views' models build
// ({ glyph, classes, label, current }), plus the attack line of
// attack-overlay.js. In free play the squares are buttons with a roving
// tabindex: Tab enters the board once, the arrow keys (Home/End, PageUp/
// PageDown; grid-focus.js) move between squares, Enter or Space toggles one.

import { el } from './dom.js';
import { createAttackOverlay } from './attack-overlay.js';
import { squareAfterKey } from './grid-focus.js';
import { attachRows, rowLanguage } from './board-rows.js';

const shadeOf = (row, col) => ((row + col) % 2 === 0 ? 'nq-cell--light' : 'nq-cell--dark');

// One square: a gridcell holding the glyph, or (interactive) a button
// holding it, so that the grid's structure stays valid.
function buildSquare(doc, row, col, interactive) {
  const glyph = el(doc, 'span', { class: 'nq-cell__glyph', 'aria-hidden': 'true' });
  const props = { class: `nq-cell ${shadeOf(row, col)}`, role: 'gridcell' };
  if (!interactive) return { cell: el(doc, 'div', props, glyph), glyph, focusable: null, key: null };
  const button = el(doc, 'button', { type: 'button', class: 'nq-learn-board__square', tabindex: '-1', dataset: { row, col } }, glyph);
  return { cell: el(doc, 'div', props, button), glyph, focusable: button, key: null };
}

/**
 * An n×n grid's squares, row by row, its rows joining `grid` (`stop` for
 * those still waiting) and their language (board-rows.js).
 */
function buildSquares(doc, n, interactive, grid) {
  const nodes = [];
  const rows = [];
  for (let row = 0; row < n; row += 1) {
    const rowNode = el(doc, 'div', { class: 'nq-board__row', role: 'row' });
    for (let col = 0; col < n; col += 1) {
      const node = buildSquare(doc, row, col, interactive);
      nodes.push(node);
      rowNode.append(node.cell);
    }
    rows.push(rowNode);
  }
  if (interactive) nodes[0].focusable.tabIndex = 0;
  let stopAttaching = attachRows(grid, rows, n);
  const language = rowLanguage(rows, n);
  // Shown again after display: none: the rows join again a batch per frame.
  const reveal = () => {
    stopAttaching();
    stopAttaching = attachRows(grid, rows, n);
  };
  return { nodes, language, reveal, stop: () => (stopAttaching(), language.stop()) };
}

// Draws one square from its description, unless it already shows it.
function renderSquare(node, description) {
  const classes = description.classes ?? [];
  const key = `${description.glyph}|${classes.join(' ')}|${description.label}|${description.current ? 1 : 0}`;
  if (node.key === key) return;
  node.key = key;
  const shade = node.cell.classList.contains('nq-cell--light') ? 'nq-cell--light' : 'nq-cell--dark';
  // Only what changed is written: a new label alone (a language change,
  // a hint's text) must not restyle and lay out all n×n squares again.
  const className = ['nq-cell', shade, ...classes].join(' ');
  if (node.cell.className !== className) node.cell.className = className;
  const glyph = description.glyph ?? '';
  if (node.glyph.textContent !== glyph) node.glyph.textContent = glyph;
  const labelled = node.focusable ?? node.cell;
  if (labelled.getAttribute('aria-label') !== description.label) labelled.setAttribute('aria-label', description.label);
  if (description.current) node.cell.setAttribute('aria-current', 'step');
  else node.cell.removeAttribute('aria-current');
}

// Free play's squares: a click toggles one, the arrow keys move the focus.
function listenToSquares(grid, { focusIndex, size, setFocusable, focus, onActivate }) {
  grid.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-row]');
    if (!button || !grid.contains(button)) return;
    const row = Number(button.dataset.row);
    const col = Number(button.dataset.col);
    if (row * size() + col !== focusIndex()) setFocusable(row * size() + col);
    onActivate({ row, col });
  });
  grid.addEventListener('keydown', (event) => {
    const target = squareAfterKey(event.key, focusIndex(), size());
    if (target === null) return;
    event.preventDefault();
    setFocusable(target);
    focus(target);
  });
}

export function createLearnBoard(root, { interactive = false, onActivate = () => {} } = {}) {
  const doc = root.ownerDocument;
  const grid = el(doc, 'div', { class: 'nq-board nq-learn-board', role: 'grid' });
  if (!interactive) grid.setAttribute('aria-readonly', 'true');
  const wrapper = el(doc, 'div', { class: 'nq-board-wrap' }, grid);
  root.append(wrapper);
  const overlay = createAttackOverlay(wrapper);
  let size = 0;
  let nodes = []; // nodes[row * size + col] = { cell, glyph, focusable, key }
  let focusIndex = 0; // the square with tabindex 0
  // A large board's rows (board-rows.js): stop() those still joining the grid or taking a language, reveal() them again.
  let [rows, language] = [{ stop: () => {}, reveal: () => {} }, null];

  function build(n) {
    size = n;
    focusIndex = 0;
    wrapper.style.setProperty('--nq-n', String(n));
    rows.stop();
    ({ nodes, language, ...rows } = buildSquares(doc, n, interactive, grid));
  }

  function setFocusable(index) {
    nodes[focusIndex].focusable.tabIndex = -1;
    focusIndex = index;
    nodes[index].focusable.tabIndex = 0;
  }

  if (interactive) {
    listenToSquares(grid, {
      focusIndex: () => focusIndex,
      size: () => size,
      setFocusable,
      focus: (index) => nodes[index].focusable.focus(),
      onActivate,
    });
  }

  return {
    element: wrapper,
    /**
     * Draws `cells` (n·n descriptions, row by row) and `attack` (an
     * { row, col, attacker } for the attack line, or null); `lang`, the
     * HTML tag of the labels' language, reaches a large board's rows a
     * batch per frame (board-rows.js, rowLanguage).
     */
    render({ n, cells, label, attack = null, solved = false, lang = null }) {
      if (n !== size) build(n);
      if (lang) language.set(lang);
      grid.setAttribute('aria-label', label);
      wrapper.classList.toggle('is-solved', solved);
      cells.forEach((description, index) => renderSquare(nodes[index], description));
      overlay.show(n, attack);
    },
    reveal: () => rows.reveal(), // shown again after display: none: the rows join a batch per frame
    /** The square button at (row, col), in free play. */
    square(row, col) {
      return nodes[row * size + col]?.focusable ?? null;
    },
  };
}
