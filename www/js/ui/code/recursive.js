// View `recursive`: the Java place(row) + isValid of the notes (004). The
// search undoes by returning: a queen stays in queens[row] until the next
// column overwrites it, and isValid only reads the rows above.

import { searchState } from './search-state.js';

const LINES = [
  { id: 'main', code: 'void placeQueens(int n) {' },
  { code: '    queens = new int[n];' },
  { id: 'start', code: '    place(0);' },
  { id: 'print', code: '    System.out.println(n + "皇后一共有" + ways + "种摆法");' },
  { code: '}' },
  { code: '' },
  { comment: 'code.c.place' },
  { id: 'place-fn', code: 'void place(int row) {' },
  { id: 'if-full', code: '    if (row == queens.length) {' },
  { comment: 'code.c.found', indent: 8 },
  { id: 'ways', code: '        ways++;' },
  { id: 'show', code: '        show();' },
  { id: 'return-found', code: '        return;' },
  { code: '    }' },
  { id: 'for', code: '    for (int col = 0; col < queens.length; col++) {' },
  { id: 'if-valid', code: '        if (isValid(row, col)) {' },
  { comment: 'code.c.put', indent: 12 },
  { id: 'put', code: '            queens[row] = col;' },
  { id: 'recurse', code: '            place(row + 1);' },
  { id: 'back-here', comment: 'code.c.back', indent: 12 },
  { code: '        }' },
  { code: '    }' },
  { comment: 'code.c.all', indent: 4 },
  { id: 'end-place', code: '}' },
  { code: '' },
  { comment: 'code.c.valid' },
  { id: 'valid-fn', code: 'boolean isValid(int row, int col) {' },
  { id: 'valid-for', code: '    for (int i = 0; i < row; i++) {' },
  { comment: 'code.c.column', indent: 8 },
  { id: 'same-col', code: '        if (queens[i] == col) return false;' },
  { comment: 'code.c.diagonal', indent: 8 },
  { id: 'same-diag', code: '        if (row - i == Math.abs(col - queens[i])) return false;' },
  { code: '    }' },
  { id: 'valid-true', code: '    return true;' },
  { code: '}' },
];

/**
 * The line the event executes (`line`, the one marked aria-current) and the
 * lines that led there (`context`). The highlighted line has just run: a
 * call has pushed its frame, a return has popped it.
 */
export function lineFor(frame) {
  const { phase, event, previous } = searchState(frame);
  switch (phase) {
    case 'start':
      return { line: 'start', context: ['main'] };
    case 'place':
      return { line: 'recurse', context: ['if-valid', 'put'] };
    case 'reject':
      // isValid scans the rows from the top: the first queen it meets that
      // attacks is the Stepper's attacker, along its one line.
      return { line: event.attacker.line === 'column' ? 'same-col' : 'same-diag', context: ['if-valid', 'valid-for'] };
    case 'remove':
      return { line: previous?.kind === 'solution' ? 'return-found' : 'end-place', context: ['recurse', 'back-here'] };
    case 'solution':
      return { line: 'ways', context: ['if-full'] };
    default:
      return { line: 'print', context: ['start'] };
  }
}

/**
 * The active calls, outermost first: place(0) .. place(depth), each with its
 * loop variable. Before the search and after it only placeQueens(n) runs.
 */
export function callStack(frame, { fn = 'place', outer = 'placeQueens', variable = 'col', format = String } = {}) {
  const state = searchState(frame);
  if (state.phase === 'start' || state.phase === 'done') return [{ call: `${outer}(${state.n})`, detail: null }];
  const frames = [];
  for (let row = 0; row <= state.depth; row += 1) {
    const col = row < state.depth ? state.queens[row] : state.col;
    frames.push({ call: `${fn}(${row})`, detail: col === null ? null : `${variable} = ${format(col)}` });
  }
  return frames;
}

export default {
  name: 'recursive',
  language: 'java',
  lines: LINES,
  lineFor,
  callStack,
  panels: () => [],
};
