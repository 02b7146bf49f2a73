// The notes' programs executed by the core (issue #23), through the public API.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import init, { CODE_VIEWS, ProgramRun, ProgramError, codeViewInfo, programSource } from '../../www/nqueens.js';

before(async () => {
  const bytes = await readFile(new URL('../../www/pkg/nqueens_bg.wasm', import.meta.url));
  await init({ module_or_path: bytes });
});

test('the ten code views and what they are', () => {
  assert.deepEqual(CODE_VIEWS, [
    'recursive',
    'booleans',
    'list',
    'cpp',
    'iterative',
    'flags',
    'bitmask',
    'bitmask-printed',
    'leetcode',
    'brute',
  ]);
  assert.deepEqual(codeViewInfo('iterative'), {
    name: 'iterative',
    language: 'c',
    entry: 'queen2()',
    maxN: 19,
    boardArray: { name: 'a', offset: 1 },
  });
  assert.equal(codeViewInfo('bitmask').maxN, 16);
  // 004's boolean arrays: no queens array (the board is the frames' col), no limit of its own
  assert.deepEqual(codeViewInfo('booleans'), {
    name: 'booleans',
    language: 'java',
    entry: 'placeQueens(n)',
    maxN: 32,
    boardArray: null,
  });
  assert.match(programSource('booleans', 'zh'), /标记着某一列是否有皇后/);
  assert.match(programSource('booleans'), /cols\[col\] = leftTop\[ltIndex\] = rightTop\[rtIndex\] = true;/);
  assert.equal(codeViewInfo('brute').maxN, 8);
  assert.match(programSource('recursive', 'zh'), /数组索引是行号/);
  assert.match(programSource('recursive'), /the array's index is the row/);
  assert.throws(() => codeViewInfo('quick'), { name: 'TypeError', message: /unknown code view "quick"; allowed: recursive/ });
  assert.throws(() => programSource('recursive', 'fr'), TypeError);
});

test('eventSnapshot: the moment the event was raised, its line and its call stack; null before the first event and at the end', () => {
  const run = new ProgramRun('recursive', 4);
  assert.equal(run.eventSnapshot(), null);
  run.stepEvent(); // (1,1) placed by line 23, queens[row] = col;
  run.stepEvent(); // (2,1) rejected by isValid's column test, line 33
  const at = run.eventSnapshot();
  assert.equal(at.line, 33);
  assert.deepEqual(at.frames.map((f) => `${f.name}:${f.line}`), ['placeQueens:10', 'place:24', 'place:22', 'isValid:33']);
  assert.deepEqual(at.frames.at(-1).vars.map((v) => `${v.name}=${v.value}`), ['row=1', 'col=0', 'i=0']);
  // The position's own snapshot: isValid has returned, the run is at place(1)'s loop.
  const now = run.snapshot();
  assert.deepEqual(now.frames.map((f) => f.name), ['placeQueens', 'place', 'place']);
  assert.deepEqual([at.eventStep, at.lineStep, at.event.kind], [now.eventStep, now.lineStep, 'reject']);
  assert.equal(run.eventStep, 2);
  while (run.stepEvent()?.kind !== 'done');
  assert.equal(run.eventSnapshot(), null);
  run.free();
});

test('a run steps by line and by event, and goes back', () => {
  const run = new ProgramRun('iterative', 4);
  assert.equal(run.snapshot().status, 'start');
  assert.equal(run.stepLine(), true);
  let s = run.snapshot();
  assert.equal(s.line, 5); // input(n);
  assert.deepEqual(
    s.frames.map((f) => f.name),
    ['queen2'],
  );
  // issue #23: at event 21 of the iterative view... here: the stale a[k] cells are shown
  while (run.stepEvent()?.kind !== 'solution');
  s = run.snapshot();
  assert.equal(s.event.kind, 'solution');
  assert.deepEqual([...s.event.queens], [1, 3, 0, 2]);
  const a = s.globals.find((v) => v.name === 'a');
  assert.equal(a.type, 'int[]');
  assert.match(a.value, /^\[0, 2, 4, 1, 3, 0/);
  assert.deepEqual(a.stale.slice(0, 6), [true, false, false, false, false, true]);
  const at = run.eventStep;
  const next = run.peekEvent();
  assert.equal(run.eventStep, at);
  assert.deepEqual(run.stepEvent(), next);
  assert.equal(run.backEvent(), true);
  assert.equal(run.eventStep, at);
  assert.equal(run.backEvent(), true);
  assert.equal(run.eventStep, at - 1);
  const line = run.lineStep;
  assert.equal(run.backLine(), true);
  assert.equal(run.lineStep, line - 1);
  assert.equal(run.seekLine(0), 0);
  assert.equal(run.snapshot().line, 0);
  run.free();
  assert.throws(() => run.stepLine(), /freed/);
});

test('the recursive view counts its solutions and shows isValid frames', () => {
  const run = new ProgramRun('recursive', 6);
  let sawIsValid = false;
  while (run.stepLine()) {
    if (!sawIsValid) sawIsValid = run.snapshot().frames.some((f) => f.name === 'isValid');
  }
  assert.ok(sawIsValid);
  assert.deepEqual(run.counts.solutions, 4);
  assert.match(run.output, /6皇后一共有4种摆法\n$/);
  assert.equal(run.snapshot().status, 'finished');
});

test('edited programs: parse errors, run-time errors and the step budget', () => {
  const src = programSource('recursive');
  assert.throws(
    () => new ProgramRun('recursive', 4, src.replace('if (isValid(row, col)) {', 'if (isValid(row, col) {')),
    // right after the call's `)`, where the missing `)` belongs; what was expected and found, also as codes
    (e) =>
      e instanceof ProgramError && e.kind === 'parse' && e.line === 22 && e.column === 30 && /expected `\)`/.test(e.message) &&
      e.syntax?.expected === 'token' && e.syntax.token === ')' && e.syntax.found === 'symbol' && e.syntax.text === '{',
  );
  const endless = new ProgramRun('recursive', 4, src.replace('if (n < 1) return;', 'while (true) {}'));
  endless.setStepBudget(10000);
  assert.throws(
    () => endless.advanceLines(20000), // one line step per iteration of the one-line loop
    (e) => e instanceof ProgramError && e.kind === 'step-budget' && e.line === 8,
  );
  assert.equal(endless.snapshot().status, 'failed');
  assert.equal(endless.snapshot().error.kind, 'step-budget');
  const outOfRange = new ProgramRun('recursive', 4, src.replace('queens[row] = col;', 'queens[row + 1] = col;'));
  assert.throws(
    () => outOfRange.advanceLines(1000),
    (e) => e instanceof ProgramError && e.kind === 'runtime' && e.line === 23 && /index 4 is out of range/.test(e.message),
  );
  assert.throws(() => new ProgramRun('recursive', 4, 42), TypeError);
  assert.throws(() => new ProgramRun('recursive', 4, 'x'.repeat(70000)), ProgramError);
});

test('boardArray: the array that holds the board as the run names it, renamed in an edited text', () => {
  const iterative = new ProgramRun('iterative', 5);
  assert.deepEqual(iterative.boardArray, codeViewInfo('iterative').boardArray);
  assert.deepEqual(iterative.boardArray, { name: 'a', offset: 1 });
  iterative.free();
  const renamed = new ProgramRun('iterative', 5, programSource('iterative', 'en').replace(/\ba\b/g, 'board'));
  assert.deepEqual(renamed.boardArray, { name: 'board', offset: 1 });
  renamed.stepEvent();
  renamed.stepEvent();
  const board = renamed.snapshot().globals.find((v) => v.name === 'board');
  assert.ok(board.stale.includes(true), 'its cells without a queen are flagged as the original\'s are');
  renamed.free();
  const bits = new ProgramRun('bitmask', 5);
  assert.equal(bits.boardArray, null);
  bits.free();
});

test('usedRanges: the flags view\'s b, c and d over the cells it uses at n, renamed in an edited text', () => {
  const flags = new ProgramRun('flags', 5);
  assert.deepEqual(flags.usedRanges, [{ name: 'b', from: 1, to: 5 }, { name: 'c', from: 2, to: 10 }, { name: 'd', from: 1, to: 9 }]);
  // Every index the program writes is inside them (b[j], c[i + j], d[i - j + n] for i, j in 1..n).
  while (flags.stepLine()) {
    for (const v of flags.snapshot().globals) {
      const range = flags.usedRanges.find((r) => r.name === v.name);
      if (!range) continue;
      const cells = v.value.slice(1, -1).split(', ').map(Number);
      cells.forEach((cell, i) => assert.ok(cell === 0 || (i >= range.from && i <= range.to), `${v.name}[${i}] = ${cell} outside ${range.from}..${range.to}`));
    }
  }
  flags.free();
  const renamed = new ProgramRun('flags', 4, programSource('flags', 'en').replace(/\bc\b/g, 'sums'));
  assert.deepEqual(renamed.usedRanges.map((r) => r.name), ['b', 'sums', 'd']);
  renamed.free();
  const recursive = new ProgramRun('recursive', 4);
  assert.deepEqual(recursive.usedRanges, []);
  recursive.free();
});

test('outputTail: the last lines printed so far, as a console shows them', () => {
  const run = new ProgramRun('recursive', 4);
  assert.equal(run.outputTail(3), '');
  while (run.stepLine());
  assert.equal(run.outputTail(1), '4皇后一共有2种摆法\n');
  assert.ok(run.output.endsWith(run.outputTail(12)));
  assert.equal(run.outputTail(3).split('\n').length, 4, '3 lines, the last one ended');
  assert.equal(run.outputTail(100), run.output, 'all of it: 11 lines');
  assert.equal(run.outputTail(0), '');
  assert.throws(() => run.outputTail(1001), RangeError);
  assert.throws(() => run.outputTail(-1), RangeError);
  assert.throws(() => run.outputTail('3'), TypeError);
  run.free();
});

test('arguments follow the API rule', () => {
  assert.throws(() => new ProgramRun('brute', 9), { name: 'RangeError', message: /from 1 to 8, got 9/ });
  assert.throws(() => new ProgramRun('recursive', '4'), TypeError);
  assert.throws(() => new ProgramRun(4, 4), TypeError);
  const run = new ProgramRun('leetcode', 4);
  assert.deepEqual(run.programFacts.changedEventLines, []); // a built-in program keeps all its statements
  assert.throws(() => run.seekLine(-1), RangeError);
  assert.throws(() => run.seekEvent('3'), TypeError);
  assert.equal(run.seekEvent(1), 1);
  assert.deepEqual(run.snapshot().event, {
    step: 1, kind: 'place', row: 0, col: 0, attacker: null, line: null, check: null,
    attackedBy: null, tried: null, conflict: null, offBoard: null, wrongSolution: null, puzzleSolutions: null, wrongSolutions: null,
  });
  run.free();
});

test('events carry the core\'s facts: the real attacker, the columns tried, a wrong solution', () => {
  const events = (view, n, count) => {
    const run = new ProgramRun(view, n);
    const out = [];
    for (let e = run.stepEvent(); e && out.length < count; e = run.stepEvent()) out.push(e);
    run.free();
    return { out };
  };
  // The brute force (the notes' queen1), by hand from brute.c: a[1] = 1 put down unchecked; check(a, 2)
  // finds a[2] = 1 in queen 1's column and a[2] = 2 on its diagonal (the abs test, evaluated first);
  // a[2] = 3 passes; check(a, 3) finds a[3] = 1 in queen 1's column, a[3] = 2 on queen 2's ↙ diagonal.
  const brute = events('brute', 4, 6);
  assert.deepEqual(
    brute.out.map((e) => [e.kind, e.row, e.col, e.line, e.attacker && [e.attacker.row, e.attacker.col], e.attackedBy]),
    [
      ['place', 0, 0, null, null, null],
      ['reject', 1, 0, 'column', [0, 0], null],
      ['reject', 1, 1, 'diagonal', [0, 0], null],
      ['place', 1, 2, null, null, null],
      ['reject', 2, 0, 'column', [0, 0], null],
      ['reject', 2, 1, 'anti-diagonal', [1, 2], null],
    ],
  );
  // LeetCode: after (0,0) and (1,2), row 2 has no free square: it tries none.
  const leetcode = events('leetcode', 4, 3);
  assert.deepEqual([leetcode.out[2].kind, [...leetcode.out[2].tried]], ['remove', []]);
  // The printed bit sets: (2,1) let through on the anti-diagonal of (1,2); some counted boards attack.
  const printed = events('bitmask-printed', 4, 6);
  assert.deepEqual(printed.out[5].attackedBy, { row: 1, col: 2, line: 'anti-diagonal' });
  const solutions = events('bitmask-printed', 5, 10_000).out.filter((e) => e.kind === 'solution');
  assert.ok(solutions.some((e) => e.conflict !== null));
  const wrong = solutions.find((e) => e.conflict);
  assert.equal(wrong.queens[wrong.conflict.a.row], wrong.conflict.a.col);
  assert.equal(wrong.queens[wrong.conflict.b.row], wrong.conflict.b.col);
  // Each solution says whether it is one: wrong exactly when two of its queens attack (no queen is off this board).
  for (const e of solutions) assert.deepEqual([e.wrongSolution, e.offBoard], [e.conflict !== null, null]);
});

test('stepEventCodes: the same events as stepEvent, as codes of kind, row and column, in batches', () => {
  const KINDS = ['place', 'reject', 'remove', 'solution', 'done'];
  for (const view of CODE_VIEWS) {
    const objects = new ProgramRun(view, 5);
    const coded = new ProgramRun(view, 5);
    const expected = [];
    for (let event = objects.stepEvent(); event !== null; event = objects.stepEvent()) {
      // A solution's square is its last queen's (the Stepper's codes say so too).
      const last = event.kind === 'solution' ? event.queens.length - 1 : null;
      expected.push([event.kind, last ?? event.row ?? 0, last === null ? (event.col ?? 0) : event.queens[last]]);
    }
    const got = [];
    for (let batch = coded.stepEventCodes(7); batch.length > 0; batch = coded.stepEventCodes(7)) {
      assert.ok(batch instanceof Uint32Array && batch.length <= 7, view);
      for (const code of batch) got.push([KINDS[code & 7], (code >> 3) & 31, (code >> 8) & 31]);
      assert.equal(coded.eventStep, got.length, `${view}: the run is where its last code is`);
    }
    assert.deepEqual(got, expected, view);
    assert.equal(got.at(-1)[0], 'done', view);
    assert.equal(coded.stepEventCodes(10).length, 0, `${view}: nothing after the end`);
    objects.free();
    coded.free();
  }
  const run = new ProgramRun('recursive', 4);
  assert.equal(run.stepEventCodes(0).length, 0);
  assert.throws(() => run.stepEventCodes(-1), RangeError);
  assert.throws(() => run.stepEventCodes('3'), TypeError);
  run.free();
  // An error after some events ends the batch before it; the next call throws it.
  const src = programSource('recursive');
  const failing = new ProgramRun('recursive', 4, src.replace('queens[row] = col;', 'queens[row + 1] = col;'));
  const before = failing.stepEventCodes(1000);
  assert.ok(before.length > 0 && before.length < 1000, `${before.length} events before the error`);
  assert.throws(
    () => failing.stepEventCodes(1000),
    (e) => e instanceof ProgramError && e.kind === 'runtime' && e.line === 23,
  );
  failing.free();
});
