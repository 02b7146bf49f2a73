// View `bitmask`: the notes' bit-set version (004), for any n (the notes
// write 8 and 7 for n and n − 1), CORRECTED: the printed code never sets
// `rightTop |= rtV` and clears `cols ^= col` instead of `cols ^= colV`.
// It still tries every column and tests each mask with &, so it follows
// the same events as the recursive view; a reject stops at the first mask
// that has the square's bit, in the order cols, leftTop, rightTop.

import { searchState, columnTaken, leftTopTaken, bitString } from './search-state.js';
import { callStack } from './recursive.js';

const LINES = [
  { id: 'main', code: 'void placeQueens(int n) {' },
  { code: '    this.n = n;' },
  { id: 'start', code: '    place(0);' },
  { id: 'print', code: '    System.out.println(n + "皇后一共有" + ways + "种摆法");' },
  { code: '}' },
  { code: '' },
  { comment: 'code.c.place' },
  { id: 'place-fn', code: 'void place(int row) {' },
  { id: 'if-full', code: '    if (row == n) {' },
  { id: 'ways', code: '        ways++;' },
  { id: 'return-found', code: '        return;' },
  { code: '    }' },
  { id: 'for', code: '    for (int col = 0; col < n; col++) {' },
  { code: '        int colV = 1 << col;' },
  { id: 'hit-col', code: '        if ((cols & colV) != 0) continue;' },
  { code: '        int ltV = 1 << (row - col + n - 1);' },
  { id: 'hit-lt', code: '        if ((leftTop & ltV) != 0) continue;' },
  { code: '        int rtV = 1 << (row + col);' },
  { id: 'hit-rt', code: '        if ((rightTop & rtV) != 0) continue;' },
  { id: 'set-col', code: '        cols |= colV;' },
  { id: 'set-lt', code: '        leftTop |= ltV;' },
  { comment: 'code.bitmask.fixSet', indent: 8, fix: true },
  { id: 'set-rt', code: '        rightTop |= rtV;', fix: true },
  { id: 'recurse', code: '        place(row + 1);' },
  { comment: 'code.bitmask.fixClear', indent: 8, fix: true },
  { id: 'clear-col', code: '        cols ^= colV;', fix: true },
  { id: 'clear-lt', code: '        leftTop ^= ltV;' },
  { id: 'clear-rt', code: '        rightTop ^= rtV;' },
  { code: '    }' },
  { id: 'end-place', code: '}' },
];

/** The line the event executes and the lines that led there (see recursive.js). */
export function lineFor(frame) {
  const { phase, event, queens } = searchState(frame);
  switch (phase) {
    case 'start':
      return { line: 'start', context: ['main'] };
    case 'place':
      return { line: 'recurse', context: ['set-col', 'set-lt', 'set-rt'] };
    case 'reject': {
      const { row, col } = event;
      if (columnTaken(queens, col)) return { line: 'hit-col', context: ['for'] };
      return { line: leftTopTaken(queens, row, col) ? 'hit-lt' : 'hit-rt', context: ['for'] };
    }
    case 'remove':
      return { line: 'clear-col', context: ['recurse', 'clear-lt', 'clear-rt'] };
    case 'solution':
      return { line: 'ways', context: ['if-full'] };
    default:
      return { line: 'print', context: ['start'] };
  }
}

/** cols (n bits), leftTop and rightTop (2n − 1 bits) after the event. */
export function masks(frame) {
  const { n, queens } = searchState(frame);
  return [
    { kind: 'bits', label: 'cols', bits: bitString(queens, n) },
    { kind: 'bits', label: 'leftTop', bits: bitString(queens.map((col, row) => row - col + n - 1), 2 * n - 1) },
    { kind: 'bits', label: 'rightTop', bits: bitString(queens.map((col, row) => row + col), 2 * n - 1) },
  ];
}

export default {
  name: 'bitmask',
  language: 'java',
  lines: LINES,
  lineFor,
  callStack: (frame) => callStack(frame),
  panels: masks,
  // The two changes, as a diff against the printed lines.
  fix: ['  leftTop |= ltV;', '+ rightTop |= rtV;', '  place(row + 1);', '- cols ^= col;', '+ cols ^= colV;'],
};
