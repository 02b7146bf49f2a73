// The board: an ARIA grid of n×n cells. Cell names are "row R, column C"
// plus the square's mark (1-based; translated): ", queen", ", queen lifted",
// or ", rejected" with the queen that attacks it and along which line. The
// square being tried is aria-current="step". Marks never rely on colour
// alone: ♛ queen, ✕ (hatched) rejected, ♕ (dashed) lifted queen, and a thick
// outline on the square being tried.

import { el } from './dom.js';
import { t, htmlLang } from '../i18n/i18n.js';
import { createAttackOverlay } from './attack-overlay.js';
import { attachRows, rowLanguage } from './board-rows.js';

const GLYPH = { queen: '♛', reject: '✕', lifted: '♕' };

// The grid's n×n cells, { cells[row][col] = { node, glyph, key } }, and
// `stop` for the rows still joining the grid, `reveal` to attach them
// again, `language` for a new language reaching them a batch per frame
// (board-rows.js), calling `onRows(from, to)` as each batch takes it.
function buildGrid(doc, grid, n, onRows) {
  const cells = [];
  const rows = [];
  for (let row = 0; row < n; row += 1) {
    const rowNode = el(doc, 'div', { class: 'nq-board__row', role: 'row' });
    const rowCells = [];
    for (let col = 0; col < n; col += 1) {
      const glyph = el(doc, 'span', { class: 'nq-cell__glyph', 'aria-hidden': 'true' });
      const shade = (row + col) % 2 === 0 ? 'nq-cell--light' : 'nq-cell--dark';
      const node = el(doc, 'div', { class: `nq-cell ${shade}`, role: 'gridcell' }, glyph);
      rowNode.append(node);
      rowCells.push({ node, glyph, key: null });
    }
    rows.push(rowNode);
    cells.push(rowCells);
  }
  const language = rowLanguage(rows, n, onRows);
  let stopRows = attachRows(grid, rows, n);
  // Shown again after display: none (another mode of the page): the rows
  // join again a batch per frame, or all 32×32 squares lay out in one frame.
  const reveal = () => {
    stopRows();
    stopRows = attachRows(grid, rows, n);
  };
  return { cells, language, reveal, stop: () => (stopRows(), language.stop()) };
}

/** What each square shows for `frame` (pure): a map "row,col" -> mark. */
export function marksFor(frame) {
  const marks = new Map();
  const { event, rejectRun } = frame;
  frame.queens.forEach((col, row) => marks.set(`${row},${col}`, { kind: 'queen' }));
  for (const rejected of rejectRun) marks.set(`${rejected.row},${rejected.col}`, { kind: 'reject', by: rejected.attacker });
  if (event && event.row !== null) {
    const key = `${event.row},${event.col}`;
    if (event.kind === 'reject') {
      marks.set(key, { kind: 'reject', tried: true, by: event.attacker });
      // A buggy program (bitmask-printed) can reject a square no queen attacks.
      if (event.attacker) marks.set(`${event.attacker.row},${event.attacker.col}`, { kind: 'queen', attacker: true });
    } else if (event.kind === 'remove') {
      marks.set(key, { kind: 'lifted', tried: true });
    } else {
      marks.set(key, { kind: 'queen', tried: true, fresh: true });
    }
  }
  return marks;
}

/** The accessible name of a square with its mark, in `lang` (pure). */
export function cellName(lang, row, col, mark) {
  const name = t(lang, 'cell.name', { row: row + 1, col: col + 1 });
  switch (mark?.kind) {
    case 'queen': return name + t(lang, 'cell.queen');
    case 'lifted': return name + t(lang, 'cell.lifted');
    case 'reject': {
      const by = mark.by;
      if (!by) return name + t(lang, 'cell.rejected');
      const line = by.line === 'column' ? 'column' : 'diagonal';
      return name + t(lang, `cell.rejected.${line}`, { r: by.row + 1, c: by.col + 1 });
    }
    default: return name;
  }
}

// Updates one cell, unless it already shows the same mark.
function renderCell(cell, { lang, row, col, mark, solved }) {
  const kind = mark?.kind ?? 'empty';
  const by = mark?.by ? `${mark.by.row},${mark.by.col},${mark.by.line}` : '';
  const key = `${lang}|${kind}|${mark?.tried ? 1 : 0}|${mark?.attacker ? 1 : 0}|${mark?.fresh ? 1 : 0}|${solved ? 1 : 0}|${by}`;
  if (cell.key === key) return;
  cell.key = key;
  const { node } = cell;
  node.classList.toggle('is-queen', kind === 'queen');
  node.classList.toggle('is-rejected', kind === 'reject');
  node.classList.toggle('is-lifted', kind === 'lifted');
  node.classList.toggle('is-tried', Boolean(mark?.tried));
  node.classList.toggle('is-attacker', Boolean(mark?.attacker));
  node.classList.toggle('is-fresh', Boolean(mark?.fresh));
  node.classList.toggle('is-solution', solved && kind === 'queen');
  // Only a new glyph touches the text: re-setting it (a language change
  // renders every square) would lay out the whole board again.
  const glyph = GLYPH[kind] ?? '';
  if (cell.glyph.textContent !== glyph) cell.glyph.textContent = glyph;
  node.setAttribute('aria-label', cellName(lang, row, col, mark));
  if (mark?.tried) node.setAttribute('aria-current', 'step');
  else node.removeAttribute('aria-current');
}

// Rows from..to-1 of the board for `frame`, each row's labels in its language (rowLangs[row]).
function renderRows(cells, rowLangs, frame, from, to) {
  const marks = marksFor(frame);
  const solved = frame.event?.kind === 'solution';
  for (let row = from; row < to; row += 1) {
    cells[row].forEach((cell, col) => renderCell(cell, { lang: rowLangs[row], row, col, mark: marks.get(`${row},${col}`), solved }));
  }
}

// `lang` is always given (the stage's or the element's language): no default here.
export function createBoardView(root, { lang }) {
  const doc = root.ownerDocument;
  const grid = el(doc, 'div', { class: 'nq-board', role: 'grid', 'aria-readonly': 'true' });
  const wrapper = el(doc, 'div', { class: 'nq-board-wrap' }, grid);
  root.append(wrapper);
  const overlay = createAttackOverlay(wrapper);

  let size = 0;
  let cells = []; // cells[row][col] = { node, glyph, key }
  let currentLang = lang;
  // The language of each row's labels: a new language reaches the rows a
  // batch per frame (rowLanguage), and their 32 labels each with them, so
  // relabelling a large board is not one long task (issue #27).
  let rowLangs = [];
  let lastFrame = null;
  let stopRows = () => {};
  let revealRows = () => {};
  let language = null;

  // A batch of rows took the current language: their labels follow.
  function relabel(from, to) {
    rowLangs.fill(currentLang, from, to);
    if (lastFrame) renderRows(cells, rowLangs, lastFrame, from, to);
  }

  function render(frame) {
    lastFrame = frame;
    if (frame.n !== size) {
      size = frame.n;
      wrapper.style.setProperty('--nq-n', String(size));
      stopRows();
      rowLangs = new Array(size).fill(currentLang);
      ({ cells, stop: stopRows, reveal: revealRows, language } = buildGrid(doc, grid, size, relabel));
    }
    language.set(htmlLang(currentLang));
    wrapper.classList.toggle('is-solved', frame.event?.kind === 'solution');
    grid.setAttribute('aria-label', t(currentLang, 'board.label', { n: size }));
    renderRows(cells, rowLangs, frame, 0, size);
    const event = frame.event;
    overlay.show(size, event?.kind === 'reject' && event.attacker ? event : null);
  }

  return {
    element: wrapper,
    render,
    setLang(next) {
      currentLang = next;
      if (lastFrame) render(lastFrame);
    },
    /** Call when the board is shown again after display: none: its rows join the grid a batch per frame. */
    reveal: () => revealRows(),
  };
}
