// An independent backtracking for the learn-by-doing specs: the seeds'
// search written plainly here (rows top down, columns left to right, a
// square is attacked along its column or a diagonal), never the Rust core.

function attacked(cols, row, col) {
  return cols.some((c, r) => c === col || Math.abs(c - col) === row - r);
}

/** Every event of the search on an n×n board, in order: { kind, row, col }. */
export function oracleEvents(n) {
  const events = [];
  const cols = [];
  function solve(row) {
    if (row === n) {
      events.push({ kind: 'solution', cols: [...cols] });
      return;
    }
    for (let col = 0; col < n; col++) {
      if (attacked(cols, row, col)) {
        events.push({ kind: 'reject', row, col });
        continue;
      }
      events.push({ kind: 'place', row, col });
      cols.push(col);
      solve(row + 1);
      cols.pop();
      events.push({ kind: 'remove', row, col });
    }
  }
  solve(0);
  events.push({ kind: 'done' });
  return events;
}

/** The quiz's button for an event: Place, Prune or Backtrack (null: not asked). */
export function quizAnswer(event, lang = 'en') {
  const names = lang === 'zh'
    ? { place: '放置', reject: '剪枝', remove: '回溯' }
    : { place: 'Place', reject: 'Prune', remove: 'Backtrack' };
  return names[event.kind] ?? null;
}

/** The first solution that contains the queens `prefix` (columns of the top rows), or null. */
export function firstCompletion(n, prefix) {
  const sol = oracleEvents(n).find((e) => e.kind === 'solution' && prefix.every((c, r) => e.cols[r] === c));
  return sol ? sol.cols : null;
}

/** The number of events up to and including the placement of prefix's last queen. */
export function stepOf(n, prefix) {
  const events = oracleEvents(n);
  const cols = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.kind === 'place') cols.push(e.col);
    if (e.kind === 'remove') cols.pop();
    if (e.kind === 'place' && cols.length === prefix.length && prefix.every((c, r) => cols[r] === c)) return i + 1;
  }
  return null;
}
