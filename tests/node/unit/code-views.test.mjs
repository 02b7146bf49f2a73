// The code views (issue #23): each view's program runs in the core
// (ProgramRun); the page's pure modules only read its snapshots. Checked
// here: the view names, the core's facts of a program (its parameters,
// indexed cells, bit sets, from the text it runs), the variables and the call stack
// drawn from real snapshots against values worked out by hand from the
// notes' programs, the Player's program source (events, lines, context),
// and the strings in both languages.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import * as api from '../../../www/nqueens.js';
import { CODE_VIEWS, parseCodeView, isCodeView, codeViewOrDefault } from '../../../www/js/ui/code/views.js';
import { sourceLines, binary, arrayCells, variableRow, callStack, variableRows, statementKind } from '../../../www/js/ui/code/program-model.js';
import { programSource } from '../../../www/js/engine/program-source.js';
import { stepperSource, contextOf, boardPrefix } from '../../../www/js/engine/search-source.js';
import { stackChange } from '../../../www/js/ui/code/stack-words.js';
import { narrateProgram } from '../../../www/js/ui/program-narration.js';
import { addStrings, stringKeys, loadLang } from '../../../www/js/i18n/i18n.js';
import CODE_STRINGS from '../../../www/js/i18n/strings/code.js';

before(async () => {
  await api.default({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  addStrings(CODE_STRINGS);
  await loadLang('zh');
});

test('code view names: the ten programs, exact in the URL, forgiving on the element', () => {
  assert.deepEqual(CODE_VIEWS, ['recursive', 'booleans', 'list', 'cpp', 'iterative', 'flags', 'bitmask', 'bitmask-printed', 'leetcode', 'brute']);
  assert.deepEqual([...api.CODE_VIEWS].sort(), [...CODE_VIEWS].sort(), 'the core runs exactly these');
  assert.equal(parseCodeView(null), null);
  assert.equal(parseCodeView(''), 'recursive');
  assert.equal(parseCodeView(' Flags '), 'flags');
  assert.equal(parseCodeView('Bitmask-Printed'), 'bitmask-printed');
  assert.equal(parseCodeView('<b>'), 'recursive');
  assert.equal(isCodeView('Flags'), false);
  assert.equal(codeViewOrDefault('nope'), 'recursive');
});

// The core's facts of a view's program, or of an edited text of it.
function factsOf(view, source = undefined) {
  const run = new api.ProgramRun(view, 4, source);
  try {
    return run.programFacts;
  } finally {
    run.free();
  }
}
const paramsIn = (facts, name) => facts.functions.find((f) => f.name === name)?.params;
const cellsIn = (facts, name) => facts.functions.find((f) => f.name === name)?.cells;

test('facts from the core: parameters, the cells a function indexes, the variables used as bit sets', () => {
  const bitmask = factsOf('bitmask');
  assert.deepEqual(paramsIn(bitmask, 'place'), ['row']);
  assert.deepEqual(bitmask.masks, ['colV', 'cols', 'leftTop', 'ltV', 'rightTop', 'rtV']);
  const leetcode = factsOf('leetcode');
  assert.deepEqual(paramsIn(leetcode, 'place'), ['row', 'cols', 'ld', 'rd']);
  assert.deepEqual(leetcode.masks, ['bit', 'cols', 'free', 'ld', 'mask', 'rd']);
  const recursive = factsOf('recursive');
  assert.deepEqual(paramsIn(recursive, 'isValid'), ['row', 'col']);
  assert.deepEqual(recursive.masks, []);
  // 003's flags: try(i) writes a[i] and b[j], but c and d only at i + j and i - j + n.
  const flags = factsOf('flags');
  assert.ok(cellsIn(flags, 'try').includes('a[i]'));
  assert.ok(cellsIn(flags, 'try').includes('b[j]'));
  assert.ok(!cellsIn(flags, 'try').some((cell) => cell.startsWith('c[') || cell.startsWith('d[')));
  assert.deepEqual(sourceLines('a = "//"; // b\nx'), [{ code: 'a = "//"; ', comment: '// b' }, { code: 'x', comment: '' }]);
});

test('an edited program\'s facts are read as it runs: three masks declared in one statement', () => {
  const text = api.programSource('bitmask', 'en').replace('int cols;', 'int cols = 0, spare, unused;').replace('cols |= colV;', 'cols |= colV; spare = spare ^ 1;');
  const facts = factsOf('bitmask', text);
  assert.ok(facts.masks.includes('spare'), 'a mask declared after a comma is a mask');
  assert.ok(!facts.masks.includes('unused'), 'a declared integer never used as a bit set is not');
  const run = new api.ProgramRun('bitmask', 5, text);
  try {
    while (run.snapshot().frames.length < 2 || !run.snapshot().globals.some((v) => v.name === 'spare' && v.value !== '0')) run.stepLine();
    const rows = variableRows(run.snapshot(), facts);
    assert.equal(rows.find((row) => row.name === 'spare').kind, 'mask');
    assert.equal(rows.find((row) => row.name === 'spare').bits, '1'.padStart(32, '0'));
  } finally {
    run.free();
  }
});

test('arrays used in part are shown over their used cells, with their range', () => {
  const facts = { functions: [], masks: [] };
  const used = [{ name: 'c', from: 2, to: 8 }];
  const row = variableRow({ name: 'c', value: `[${Array.from({ length: 40 }, (_, i) => (i === 5 ? 1 : 0)).join(', ')}]` }, facts, null, used);
  assert.equal(row.cells.length, 7);
  assert.deepEqual(row.range, { from: 2, to: 8, used: true });
  assert.equal(row.cells[3].text, '1', 'c[5] is the 4th cell shown from c[2]');
  // Another array, or a range past the array's end, is shown whole.
  assert.equal(variableRow({ name: 'b', value: '[0, 0, 0]' }, facts, null, used).cells.length, 3);
  assert.equal(variableRow({ name: 'c', value: '[0, 0, 0]' }, facts, null, used).range, null);
});

test('values as shown: binary in the declared width, arrays cell by cell', () => {
  assert.equal(binary('5', 8), '00000101');
  assert.equal(binary('-1', 8), '11111111');
  assert.equal(binary('-128', 8), '10000000');
  assert.equal(binary('4294967295', 32), '1'.repeat(32));
  assert.deepEqual(arrayCells('[1, 5, 5, 5, 5]'), ['1', '5', '5', '5', '5']);
  assert.deepEqual(arrayCells('[]'), []);
  assert.equal(arrayCells('[[1], [2]]'), null);
  assert.equal(arrayCells('3'), null);
  const facts = { functions: [], masks: ['cols'] };
  assert.deepEqual(variableRow({ name: 'cols', value: '6', stale: [], type: 'byte' }, facts).bits, '00000110');
  assert.deepEqual(variableRow({ name: 'cols', value: '6', stale: [], type: 'short' }, facts).bits, '0000000000000110', 'the run’s declared type gives the width');
  assert.equal(variableRow({ name: 'cols', value: '6', stale: [], type: 'boolean' }, facts).kind, 'value', 'only integers are shown in binary');
  const row = variableRow({ name: 'queens', value: '[0, 2, 0, 0]', stale: [false, true, true, true] }, facts);
  assert.equal(row.text, 'queens = [0, 2, 0, 0]');
  assert.deepEqual(row.cells.map((c) => c.stale), [false, true, true, true]);
  assert.equal(statementKind('if (queens[i] == col) return false;'), 'test');
  assert.equal(statementKind('for (int col = 0; col < n; col++) {'), 'loop');
  assert.equal(statementKind('while (k > 0) {'), 'while');
  assert.equal(statementKind('queens[row] = col;'), 'assign');
  assert.equal(statementKind('place(row + 1);'), 'call');
  assert.equal(statementKind('return true;'), 'return');
  // What a string or char literal holds is not code: recursive.java's line 53 prints dashes.
  assert.equal(statementKind('System.out.println("---------------------------");'), 'call');
  assert.equal(statementKind('System.out.println("row = " + row);'), 'call');
  assert.equal(statementKind('print("a\\"=", k);'), 'call');
  assert.equal(statementKind("if (c == '=') return;"), 'test');
  assert.equal(statementKind("s[a[i]] = 'Q';"), 'assign');
  assert.equal(statementKind('chessboard[i] += "Q";'), 'assign');
});

// The recursive program of the notes at n = 4: its first events, worked out
// by hand: place (0,0); (1,0) column; (1,1) ↘ diagonal; place (1,2);
// (2,0) column; (2,1) ↙ (with (1,2)); (2,2): isValid meets queen 0 first,
// on the ↘ diagonal, before the column of (1,2).
test('by event: the recursive program rejects by its own test, and the board is its array', () => {
  const source = programSource(api, { view: 'recursive', n: 4, by: 'event' });
  try {
    const events = [];
    for (let i = 0; i < 7; i += 1) events.push(source.step());
    assert.deepEqual(events.map((e) => [e.kind, e.row, e.col, e.line]), [
      ['place', 0, 0, null],
      ['reject', 1, 0, 'column'],
      ['reject', 1, 1, 'diagonal'],
      ['place', 1, 2, null],
      ['reject', 2, 0, 'column'],
      ['reject', 2, 1, 'anti-diagonal'],
      ['reject', 2, 2, 'diagonal'],
    ]);
    const context = source.context();
    assert.equal(source.position, 7);
    assert.deepEqual(context.rejectRun.map((e) => e.col), [0, 1]);
    assert.deepEqual([...context.queens], [0, 2]);
    const queens = context.snapshot.globals.find((v) => v.name === 'queens');
    assert.equal(queens.value, '[0, 2, 0, 0]');
    assert.deepEqual(queens.stale, [false, false, true, true]);
    // The line lit is the test that rejected, line 35 (↘), and the stack is the
    // one of that moment: isValid(2, 2) scanning queen i = 0, called by place(2).
    assert.equal(context.eventLine, 35);
    assert.equal(context.snapshot.line, 35);
    const stack = callStack(context.snapshot, factsOf('recursive'));
    assert.deepEqual(stack.map((f) => f.call), ['placeQueens(4)', 'place(0)', 'place(1)', 'place(2)', 'isValid(2, 2)']);
    assert.equal(stack.at(-1).detail, 'i = 0');
    source.back();
    assert.equal(source.position, 6);
    assert.equal(source.context().event.col, 1);
  } finally {
    source.free();
  }
});

test('bitmask-printed: its masks are shown in their declared narrow width, read from the run', () => {
  const source = programSource(api, { view: 'bitmask-printed', n: 5, by: 'event' });
  try {
    source.seek(6);
    const { snapshot } = source.context();
    const rows = variableRows(snapshot, factsOf('bitmask-printed'));
    // The printed code declares byte cols and short leftTop, rightTop.
    const width = (name) => rows.find((row) => row.name === name && row.kind === 'mask')?.bits.length;
    assert.deepEqual(['cols', 'leftTop', 'rightTop'].map(width), [8, 16, 16]);
  } finally {
    source.free();
  }
});

// Found trying the bitmask view: in place(4), before it declares ltV and
// rtV, the masks listed were place(3)'s. Worked out from the program's
// text: each step's rows are the innermost place call's own locals.
test('bitmask: the masks listed are the running call\'s, never an older call\'s', () => {
  const source = programSource(api, { view: 'bitmask', n: 8, by: 'line' });
  const facts = factsOf('bitmask');
  let checked = 0;
  try {
    for (let k = 0; k < 3000 && source.step() !== null; k += 1) {
      const { snapshot } = source.context();
      const inner = snapshot.frames.at(-1);
      if (inner?.name !== 'place') continue;
      const locals = new Map(inner.vars.map((v) => [v.name, v.value]));
      const rows = variableRows(snapshot, facts).filter((row) => row.kind === 'mask' && !snapshot.globals.some((g) => g.name === row.name));
      for (const row of rows) assert.equal(row.text, `${row.name} = ${locals.get(row.name)}`, `step ${k + 1}: ${row.name}`);
      if (!locals.has('ltV') && snapshot.frames.filter((f) => f.name === 'place').length > 1) {
        assert.ok(!rows.some((row) => row.name === 'ltV'), `step ${k + 1}: no ltV before place declares it`);
        checked += 1;
      }
    }
  } finally {
    source.free();
  }
  assert.ok(checked > 0, 'some step is in a place call that has not declared ltV yet');
});

test('the leetcode program never rejects; its counts are A000170', () => {
  const source = programSource(api, { view: 'leetcode', n: 6, by: 'event' });
  try {
    while (source.advance(source.chunk) > 0);
    assert.equal(source.counts.rejects, 0);
    assert.equal(source.counts.solutions, 4);
    assert.ok(source.done);
  } finally {
    source.free();
  }
});

test('by event: the iterative program at event 21 has a = [1, 5, 5, 5] (1-based a[1..4])', () => {
  // By hand (the notes' 003 backdate): queen 1 at column 1 is lifted after
  // rows 2..4 scanned past the last column, each leaving a[k] = 5 behind;
  // at event 21 queen 1 has moved on to column 2... the stale 5s stay.
  const source = programSource(api, { view: 'iterative', n: 4, by: 'event' });
  try {
    source.seek(21);
    const { snapshot } = source.context();
    const rows = variableRows(snapshot, factsOf('iterative'), { name: 'a', offset: 1, n: 4 });
    const a = rows.find((row) => row.name === 'a');
    assert.equal(a.text, 'a = [1, 5, 5, 5]');
    assert.deepEqual(a.range, { from: 1, to: 4 });
    // Event 21 is queen 1's backtrack (k = k - 1 made k = 1): a[1] is the
    // candidate backdate goes on from, live; a[2..4] past k are stale.
    assert.equal(snapshot.frames.find((f) => f.name === 'backdate').vars.find((v) => v.name === 'k').value, '1');
    assert.deepEqual(a.cells.map((c) => c.stale), [false, true, true, true]);
    assert.deepEqual(api.codeViewInfo('iterative').boardArray, { name: 'a', offset: 1 });
  } finally {
    source.free();
  }
});

test('by line: isValid(row, col) is a frame of the stack with its i', () => {
  const source = programSource(api, { view: 'recursive', n: 4, by: 'line' });
  try {
    let stack = [];
    for (let i = 0; i < 60 && !stack.some((f) => f.call.startsWith('isValid(')); i += 1) {
      source.step();
      stack = callStack(source.context().snapshot, factsOf('recursive'));
    }
    const top = stack.at(-1);
    assert.match(top.call, /^isValid\(\d+, \d+\)$/);
    assert.ok(stack.length >= 3, 'placeQueens > place > isValid');
    assert.equal(source.context().event, null, 'a line step is not an event');
  } finally {
    source.free();
  }
});

test('by line, the line steps that raise events raise exactly the events by event, in order', () => {
  const lines = programSource(api, { view: 'bitmask', n: 4, by: 'line' });
  const events = programSource(api, { view: 'bitmask', n: 4, by: 'event' });
  try {
    const seen = [];
    while (seen.length < 12 && lines.step() !== null) {
      const { event } = lines.context();
      if (event) seen.push([event.kind, event.row, event.col, event.line]);
    }
    const expected = [];
    for (let i = 0; i < 12; i += 1) {
      const e = events.step();
      expected.push([e.kind, e.row, e.col, e.line]);
    }
    assert.deepEqual(seen, expected);
  } finally {
    lines.free();
    events.free();
  }
});

test('the Stepper source and the recursive program agree event by event at n = 5', () => {
  const stepper = stepperSource(api, 5);
  const program = programSource(api, { view: 'recursive', n: 5, by: 'event' });
  try {
    for (let e = stepper.step(); e !== null; e = stepper.step()) {
      const p = program.step();
      assert.deepEqual([p.kind, p.row, p.col, p.index], [e.kind, e.row, e.col, e.index]);
    }
    assert.equal(program.step(), null);
  } finally {
    stepper.free();
    program.free();
  }
});

test('context and board helpers', () => {
  const place = { kind: 'place' };
  const r1 = { kind: 'reject', col: 0 };
  const r2 = { kind: 'reject', col: 1 };
  assert.deepEqual(contextOf([place, r1, r2, place]), { event: place, previous: r2, rejectRun: [r1, r2] });
  assert.deepEqual(contextOf([]), { event: null, previous: null, rejectRun: [] });
  assert.deepEqual([...boardPrefix([1, 3, null, 2])], [1, 3]);
});

test('narration names the program’s failed test, in both languages', () => {
  const reject = { kind: 'reject', row: 1, col: 1, line: 'column', check: 'mask', attacker: { row: 0, col: 1, line: 'column' } };
  assert.match(narrateProgram({ n: 4, event: reject }, 'en'), /column.*mask/s);
  assert.match(narrateProgram({ n: 4, event: reject }, 'zh'), /同一列.*掩码/s);
  const alone = { ...reject, line: 'anti-diagonal', attacker: null };
  assert.match(narrateProgram({ n: 4, event: alone }, 'en'), /diagonal \(right top -\u2060> left bottom\) taken, although no queen stands on it: its test is wrong/);
  // Found trying it as a learner: the printed bit set's wrong reject read as a right one.
  assert.match(narrateProgram({ n: 4, event: { ...alone, line: 'column' } }, 'zh'), /这一列上并没有皇后：它的检查有误/);
  const lineFrame = { program: { by: 'line', code: 'queens[row] = col;', snapshot: { status: 'running', line: 18, frames: [{ name: 'place' }] } } };
  assert.equal(narrateProgram(lineFrame, 'en'), 'Line 18, in place: assigns: queens[row] = col;');
  assert.equal(narrateProgram(lineFrame, 'zh'), 'place 的第 18 行：赋值：queens[row] = col;');
});

test('the call stack changes are said in words', () => {
  const a = [{ call: 'place(0)' }, { call: 'place(1)' }];
  const b = [...a, { call: 'place(2)' }];
  assert.equal(stackChange('en', a, b), 'Call place(2).');
  assert.equal(stackChange('zh', b, a), 'place(2) 返回，回到 place(1)。');
  // By event (not exact), other calls may have come and gone: only where it is back.
  assert.equal(stackChange('en', b, a, { exact: false }), 'Back in place(1).');
  assert.equal(stackChange('zh', b, a, { exact: false }), '回到 place(1)。');
  assert.equal(stackChange('en', a, b, { exact: false }), 'Call place(2).');
  assert.equal(stackChange('en', a, a), '');
  assert.equal(stackChange('en', a, []), '', 'the program has ended: the narration says so');
  assert.equal(stackChange('en', [], a.slice(0, 1)), 'Call place(0).');
});

test('the code strings exist in both languages, for every view', () => {
  assert.deepEqual(Object.keys(CODE_STRINGS.en).sort(), Object.keys(CODE_STRINGS.zh).sort());
  const en = new Set(stringKeys('en'));
  for (const name of CODE_VIEWS) {
    assert.ok(en.has(`code.view.${name}`), name);
    assert.ok(en.has(`code.${name}.note`), name);
  }
});

test('variables of a real snapshot: globals first, the frames’ scalars in the stack', () => {
  const source = programSource(api, { view: 'recursive', n: 4, by: 'event' });
  try {
    source.seek(4);
    const { snapshot } = source.context();
    const facts = factsOf('recursive');
    const rows = variableRows(snapshot, facts);
    assert.deepEqual(rows.map((r) => r.name), snapshot.globals.map((g) => g.name));
    const stack = callStack(snapshot, facts);
    assert.equal(stack[0].call, 'placeQueens(4)');
    assert.ok(stack.some((f) => f.call === 'place(1)'));
  } finally {
    source.free();
  }
});
