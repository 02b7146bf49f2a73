// The tutorial's two tables, computed by the wasm core through the public
// API: the brute-force search spaces next to what backtracking really tries,
// and the strategy comparison (the page's own view, run in a Web Worker).
// The widgets need none of this; they only need nqueens-element.js.

import init, * as api from '../nqueens.js';
import { formatNumber, formatPower } from '../js/i18n/i18n.js';
import { createStrategiesView } from '../js/ui/strategies-view.js';

const SPACES_N = [4, 5, 6, 7, 8, 9, 10];

function cell(tag, text) {
  const node = document.createElement(tag);
  node.textContent = text;
  return node;
}

await init();

const rows = SPACES_N.map((n) => {
  const spaces = api.bruteForceSpaces(n);
  const row = document.createElement('tr');
  const head = cell('th', String(n));
  head.scope = 'row';
  row.append(
    head,
    cell('td', formatNumber('en', spaces.anySquares)),
    cell('td', `${formatPower(n, n)} = ${formatNumber('en', spaces.onePerRow)}`),
    cell('td', formatNumber('en', api.runStrategy('backtracking', n).nodes)),
    cell('td', formatNumber('en', api.totalNQueens(n))),
  );
  return row;
});
document.getElementById('spaces-table').replaceChildren(...rows);

createStrategiesView(document.getElementById('strategies'), { api, lang: 'en' }).setN(8);
