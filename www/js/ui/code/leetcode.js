// View `leetcode`: LeetCode 52's style. The free squares of a row come
// straight from the masks, `~(cols | ld | rd) & mask`, lowest bit first, so
// an attacked square is never tried: every reject event of a row is the one
// "masked out" line that computed `free` (the page says so).

import { searchState, bitString } from './search-state.js';
import { callStack } from './recursive.js';

const LINES = [
  { id: 'main', code: 'int totalNQueens(int n) {' },
  { code: '    this.n = n;' },
  { code: '    mask = (1 << n) - 1;' },
  { id: 'start', code: '    place(0, 0, 0, 0);' },
  { id: 'print', code: '    return ways;' },
  { code: '}' },
  { code: '' },
  { comment: 'code.leetcode.c.place' },
  { id: 'place-fn', code: 'void place(int row, int cols, int ld, int rd) {' },
  { id: 'if-full', code: '    if (row == n) {' },
  { id: 'ways', code: '        ways++;' },
  { id: 'return-found', code: '        return;' },
  { code: '    }' },
  { comment: 'code.leetcode.c.free', indent: 4 },
  { id: 'free', code: '    int free = ~(cols | ld | rd) & mask;' },
  { id: 'while', code: '    while (free != 0) {' },
  { comment: 'code.leetcode.c.lowest', indent: 8 },
  { id: 'bit', code: '        int bit = free & -free;' },
  { id: 'take', code: '        free ^= bit;' },
  { id: 'recurse', code: '        place(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);' },
  { code: '    }' },
  { id: 'end-place', code: '}' },
];

/** The line the event executes and the lines that led there (see recursive.js). */
export function lineFor(frame) {
  const { phase, previous } = searchState(frame);
  switch (phase) {
    case 'start':
      return { line: 'start', context: ['main'] };
    case 'place':
      return { line: 'recurse', context: ['bit', 'take'] };
    case 'reject':
      // Never tried here: the mask already left this square out.
      return { line: 'free', context: [] };
    case 'remove':
      return { line: previous?.kind === 'solution' ? 'return-found' : 'end-place', context: ['recurse'] };
    case 'solution':
      return { line: 'ways', context: ['if-full'] };
    default:
      return { line: 'print', context: ['start'] };
  }
}

/** cols, ld, rd and the free squares of the row being worked on, as n-bit strings. */
export function masks(frame) {
  const { n, queens, depth } = searchState(frame);
  // Row `depth` sees a queen of row r shifted by depth − r: left for ld, right for rd.
  const cols = queens;
  const ld = queens.map((col, row) => col + (depth - row));
  const rd = queens.map((col, row) => col - (depth - row));
  const taken = new Set([...cols, ...ld, ...rd]);
  const free = Array.from({ length: n }, (_, col) => col).filter((col) => !taken.has(col));
  return [
    { kind: 'bits', label: 'cols', bits: bitString(cols, n) },
    { kind: 'bits', label: 'ld', bits: bitString(ld, n) },
    { kind: 'bits', label: 'rd', bits: bitString(rd, n) },
    { kind: 'bits', label: '~(cols | ld | rd) & mask', bits: bitString(free, n) },
  ];
}

export default {
  name: 'leetcode',
  language: 'java',
  lines: LINES,
  lineFor,
  callStack: (frame) => callStack(frame, { variable: 'bit', format: (col) => `1 << ${col}` }),
  panels: masks,
};
