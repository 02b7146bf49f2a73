// View `iterative`: the notes' non-recursive backdate(n) (003). No call
// stack: the rows are a[1..k], and backtracking is done by hand, k = k − 1.
// After a solution the loop simply moves a[n] on, which lifts that queen.

import { searchState } from './search-state.js';

const LINES = [
  { id: 'fn', code: 'void backdate(int n) {' },
  { code: '    int k;' },
  { code: '    a[1] = 0;' },
  { id: 'start', code: '    k = 1;' },
  { id: 'while', code: '    while (k > 0) {' },
  { id: 'next', code: '        a[k] = a[k] + 1;' },
  { comment: 'code.iterative.c.search', indent: 8 },
  { id: 'scan', code: '        while (a[k] <= n && check(k) == 0)' },
  { id: 'scan-next', code: '            a[k] = a[k] + 1;' },
  { id: 'fits', code: '        if (a[k] <= n) {' },
  { comment: 'code.iterative.c.found', indent: 12 },
  { id: 'output', code: '            if (k == n) output(n);' },
  { code: '            else {' },
  { id: 'down', code: '                k = k + 1;' },
  { comment: 'code.iterative.c.fresh', indent: 16 },
  { id: 'reset', code: '                a[k] = 0;' },
  { code: '            }' },
  { id: 'else', code: '        } else' },
  { comment: 'code.iterative.c.back', indent: 12 },
  { id: 'up', code: '            k = k - 1;' },
  { code: '    }' },
  { code: '}' },
  { code: '' },
  { id: 'check-fn', code: 'int check(int k) {' },
  { id: 'check-for', code: '    for (int i = 1; i <= k - 1; i++)' },
  { id: 'fail', code: '        if (abs(a[i] - a[k]) == abs(i - k) || a[i] == a[k]) return 0;' },
  { code: '    return 1;' },
  { code: '}' },
];

/** The line the event executes and the lines that led there (see recursive.js). */
export function lineFor(frame) {
  const { phase, event, previous, n } = searchState(frame);
  switch (phase) {
    case 'start':
      return { line: 'start', context: ['fn'] };
    case 'place':
      // The last row does not go down: the next line reports the solution.
      return event.row < n - 1 ? { line: 'down', context: ['fits', 'reset'] } : { line: 'fits', context: ['scan'] };
    case 'reject':
      return { line: 'fail', context: ['scan', 'scan-next'] };
    case 'remove':
      // After a solution the loop moves a[n] on; otherwise row k ran out.
      return previous?.kind === 'solution' ? { line: 'next', context: ['while'] } : { line: 'up', context: ['else'] };
    case 'solution':
      return { line: 'output', context: ['fits'] };
    default:
      return { line: 'while', context: ['up'] };
  }
}

/**
 * k and a[1..n] after the event. Rows above k hold their queens; a[k] is
 * the column row k is at (0 before it starts, n + 1 once it has run out);
 * the rows below k are not in use (null).
 */
export function variables(frame) {
  const { phase, event, previous, n, queens, depth } = searchState(frame);
  const a = Array.from({ length: n }, (_, row) => (row < depth ? queens[row] + 1 : null));
  let k = depth;
  if (phase === 'start') {
    k = 1;
    a[0] = 0;
  } else if (phase === 'done') {
    k = 0;
    a[0] = n + 1;
  } else if (phase === 'place' && event.row < n - 1) {
    k = depth + 1;
  } else if (phase === 'reject') {
    k = depth + 1;
    a[depth] = event.col + 1;
  } else if (phase === 'remove') {
    k = depth + 1;
    a[depth] = event.col + 1 + (previous?.kind === 'solution' ? 1 : 0);
  }
  return { k, a };
}

/** The panels: k, then a[1..n] as a row of cells with a[k] marked. */
export function panels(frame) {
  const { k, a } = variables(frame);
  const cells = a.map((value, index) => ({ index: index + 1, value: value === null ? '' : String(value), current: index + 1 === k }));
  return [
    { kind: 'value', label: 'k', value: String(k) },
    { kind: 'cells', label: 'a', cells },
  ];
}

export default {
  name: 'iterative',
  language: 'c',
  lines: LINES,
  lineFor,
  callStack: () => null,
  panels,
};
