// View `flags`: the notes' recursive try(i) with the flag arrays (003):
// b[j] for column j, c[i + j] and d[i − j + n] for the two diagonals, all
// 1-based. A queen sets its three flags, and after the call returns the
// clean-up (清理现场) clears them: the recursion returns, but the flags
// must still be undone by hand.

import { searchState } from './search-state.js';

const LINES = [
  { id: 'main', code: 'void queen3() {' },
  { code: '    for (int i = 1; i <= n; i++)' },
  { code: '        b[i] = c[i] = c[n + i] = d[i] = d[n + i] = 0;' },
  { id: 'start', code: '    try(1);' },
  { id: 'end-main', code: '}' },
  { code: '' },
  { comment: 'code.flags.c.try' },
  { id: 'try-fn', code: 'void try(int i) {' },
  { id: 'for', code: '    for (int j = 1; j <= n; j++)' },
  { id: 'test', code: '        if (b[j] == 0 && c[i + j] == 0 && d[i - j + n] == 0) {' },
  { comment: 'code.flags.c.put', indent: 12 },
  { id: 'put', code: '            a[i] = j;' },
  { id: 'occupy', code: '            b[j] = 1; c[i + j] = 1; d[i - j + n] = 1;' },
  { id: 'recurse', code: '            if (i < n) try(i + 1);' },
  { id: 'output', code: '            else output();' },
  { comment: 'code.flags.c.clean', indent: 12 },
  { id: 'clean', code: '            b[j] = 0; c[i + j] = 0; d[i - j + n] = 0;' },
  { code: '        }' },
  { id: 'end-try', code: '}' },
];

/** The line the event executes and the lines that led there (see recursive.js). */
export function lineFor(frame) {
  const { phase, event, n } = searchState(frame);
  switch (phase) {
    case 'start':
      return { line: 'start', context: ['main'] };
    case 'place':
      // The last queen calls nothing: output() comes next.
      return event.row < n - 1 ? { line: 'recurse', context: ['put', 'occupy'] } : { line: 'occupy', context: ['test', 'put'] };
    case 'reject':
      return { line: 'test', context: ['for'] };
    case 'remove':
      return { line: 'clean', context: ['recurse', 'output'] };
    case 'solution':
      return { line: 'output', context: ['recurse'] };
    default:
      return { line: 'end-main', context: ['start'] };
  }
}

/**
 * The active calls try(1) .. try(i), 1-based, each with its j. try(n + 1)
 * is never called: the queen of row n leads to output() instead.
 */
export function callStack(frame) {
  const state = searchState(frame);
  if (state.phase === 'start' || state.phase === 'done') return [{ call: 'queen3()', detail: null }];
  const top = Math.min(state.depth, state.n - 1);
  const frames = [];
  for (let row = 0; row <= top; row += 1) {
    const col = row < state.depth ? state.queens[row] : state.col;
    frames.push({ call: `try(${row + 1})`, detail: col === null ? null : `j = ${col + 1}` });
  }
  return frames;
}

/** b[1..n], c[2..2n] and d[1..2n − 1] after the event: 1 where a queen holds the line. */
export function flagRows(frame) {
  const { n, queens } = searchState(frame);
  const row = (label, first, last, taken) => {
    const cells = [];
    for (let index = first; index <= last; index += 1) cells.push({ index, value: taken.has(index) ? '1' : '0' });
    return { kind: 'cells', label, cells };
  };
  return [
    row('b', 1, n, new Set(queens.map((col) => col + 1))),
    row('c', 2, 2 * n, new Set(queens.map((col, r) => r + 1 + col + 1))),
    row('d', 1, 2 * n - 1, new Set(queens.map((col, r) => r + 1 - (col + 1) + n))),
  ];
}

export default {
  name: 'flags',
  language: 'c',
  lines: LINES,
  lineFor,
  callStack,
  panels: flagRows,
};
