// The board of the learn-by-doing views (quiz, free play): a grid of n×n
// squares drawn from plain cell descriptions that the views' models build
// ({ glyph, classes, label, current }), plus the attack line of
// attack-overlay.js. In free play the squares are buttons with a roving
// tabindex: Tab enters the board once, the arrow keys (Home/End, PageUp/
// PageDown) move between squares, Enter or Space toggles one.

import { el } from './dom.js';
import { createAttackOverlay } from './attack-overlay.js';

const MOVES = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function createLearnBoard(root, { interactive = false, onActivate = () => {} } = {}) {
  const doc = root.ownerDocument;
  const grid = el(doc, 'div', { class: 'nq-board nq-learn-board', role: 'grid' });
  if (!interactive) grid.setAttribute('aria-readonly', 'true');
  const wrapper = el(doc, 'div', { class: 'nq-board-wrap' }, grid);
  root.append(wrapper);
  const overlay = createAttackOverlay(wrapper);

  let size = 0;
  let nodes = []; // nodes[row * size + col] = { cell, glyph, key }
  let focusIndex = 0;

  function build(n) {
    size = n;
    nodes = [];
    focusIndex = 0;
    wrapper.style.setProperty('--nq-n', String(n));
    const rows = [];
    for (let row = 0; row < n; row += 1) {
      const rowNode = el(doc, 'div', { class: 'nq-board__row', role: 'row' });
      for (let col = 0; col < n; col += 1) {
        const glyph = el(doc, 'span', { class: 'nq-cell__glyph', 'aria-hidden': 'true' });
        const shade = (row + col) % 2 === 0 ? 'nq-cell--light' : 'nq-cell--dark';
        let cell;
        if (interactive) {
          // The gridcell holds the button so that the grid's structure stays valid.
          const button = el(doc, 'button', { type: 'button', class: 'nq-learn-board__square', tabindex: '-1', dataset: { row, col } }, glyph);
          cell = el(doc, 'div', { class: `nq-cell ${shade}`, role: 'gridcell' }, button);
          nodes.push({ cell, glyph, focusable: button, key: null });
        } else {
          cell = el(doc, 'div', { class: `nq-cell ${shade}`, role: 'gridcell' }, glyph);
          nodes.push({ cell, glyph, focusable: null, key: null });
        }
        rowNode.append(cell);
      }
      rows.push(rowNode);
    }
    grid.replaceChildren(...rows);
    if (interactive) nodes[0].focusable.tabIndex = 0;
  }

  function moveFocus(index) {
    nodes[focusIndex].focusable.tabIndex = -1;
    focusIndex = index;
    nodes[index].focusable.tabIndex = 0;
    nodes[index].focusable.focus();
  }

  if (interactive) {
    grid.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-row]');
      if (!button || !grid.contains(button)) return;
      const row = Number(button.dataset.row);
      const col = Number(button.dataset.col);
      const index = row * size + col;
      if (index !== focusIndex) {
        nodes[focusIndex].focusable.tabIndex = -1;
        focusIndex = index;
        button.tabIndex = 0;
      }
      onActivate({ row, col });
    });
    grid.addEventListener('keydown', (event) => {
      const row = Math.floor(focusIndex / size);
      const col = focusIndex % size;
      let target = null;
      if (MOVES[event.key]) {
        const [dr, dc] = MOVES[event.key];
        const r = Math.min(size - 1, Math.max(0, row + dr));
        const c = Math.min(size - 1, Math.max(0, col + dc));
        target = r * size + c;
      } else if (event.key === 'Home') target = row * size;
      else if (event.key === 'End') target = row * size + size - 1;
      else if (event.key === 'PageUp') target = col;
      else if (event.key === 'PageDown') target = (size - 1) * size + col;
      if (target === null) return;
      event.preventDefault();
      moveFocus(target);
    });
  }

  /**
   * Draws `cells` (n·n descriptions, row by row) and `attack` (an
   * { row, col, attacker } for the attack line, or null).
   */
  function render({ n, cells, label, attack = null, solved = false }) {
    if (n !== size) build(n);
    grid.setAttribute('aria-label', label);
    wrapper.classList.toggle('is-solved', solved);
    cells.forEach((description, index) => {
      const node = nodes[index];
      const classes = description.classes ?? [];
      const key = `${description.glyph}|${classes.join(' ')}|${description.label}|${description.current ? 1 : 0}`;
      if (node.key === key) return;
      node.key = key;
      const shade = node.cell.classList.contains('nq-cell--light') ? 'nq-cell--light' : 'nq-cell--dark';
      node.cell.className = ['nq-cell', shade, ...classes].join(' ');
      node.glyph.textContent = description.glyph ?? '';
      const named = node.focusable ?? node.cell;
      named.setAttribute('aria-label', description.label);
      if (description.current) node.cell.setAttribute('aria-current', 'step');
      else node.cell.removeAttribute('aria-current');
    });
    overlay.show(n, attack);
  }

  return {
    element: wrapper,
    render,
    /** The square button at (row, col), in free play. */
    square(row, col) {
      return nodes[row * size + col]?.focusable ?? null;
    },
  };
}
