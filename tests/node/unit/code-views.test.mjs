// The code views' pure models (www/js/ui/code/) against the Rust Stepper's
// own frames: every event maps to a real line of its program, the call
// stacks have one frame per active call, and the variables agree with the
// queens on the board (masks, flags, a[1..k]). Each program is a module
// loaded on demand (loadProgram); the names stay synchronous.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init from '../../../www/nqueens.js';
import { framesOf } from '../fixtures/player-frames.mjs';
import { CODE_VIEWS, parseCodeView, isCodeView, codeViewOrDefault, codeViewSize, loadProgram } from '../../../www/js/ui/code/views.js';
import { bitString } from '../../../www/js/ui/code/search-state.js';
import { stackChange } from '../../../www/js/ui/code/stack-words.js';
import { variables as iterativeVariables } from '../../../www/js/ui/code/iterative.js';
import { addStrings, stringKeys } from '../../../www/js/i18n/i18n.js';
import CODE_STRINGS from '../../../www/js/i18n/strings/code.js';

// Every view's program, loaded once for the tests below.
const programs = new Map();
const programFor = (name) => programs.get(name);

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  addStrings(CODE_STRINGS);
  for (const name of CODE_VIEWS) programs.set(name, await loadProgram(name));
});

test('code view names: exact in the URL, forgiving on the element', () => {
  assert.deepEqual(CODE_VIEWS, ['recursive', 'iterative', 'flags', 'bitmask', 'leetcode']);
  assert.equal(parseCodeView(null), null);
  assert.equal(parseCodeView(''), 'recursive');
  assert.equal(parseCodeView(' Flags '), 'flags');
  assert.equal(parseCodeView('<b>'), 'recursive');
  assert.equal(isCodeView('Flags'), false);
  assert.equal(codeViewOrDefault('nope'), 'recursive');
  assert.equal(codeViewOrDefault('Flags'), 'recursive');
  assert.equal(codeViewOrDefault('flags'), 'flags');
});

test('programs load on demand: once per view, any other name is the default view', async () => {
  assert.equal((await loadProgram('nope')).name, 'recursive');
  assert.equal(await loadProgram('nope'), programFor('recursive'));
  assert.equal(loadProgram('flags'), loadProgram('flags'), 'one import per view');
  for (const name of CODE_VIEWS) assert.equal(programFor(name).name, name);
});

test('the room a view takes while its program loads is the room its program takes', () => {
  for (const name of CODE_VIEWS) {
    const program = programFor(name);
    assert.deepEqual(codeViewSize(name), { lines: program.lines.length, fixLines: program.fix?.length ?? 0 }, name);
  }
  assert.deepEqual(codeViewSize('nope'), codeViewSize('recursive'));
});

test('every event of every view highlights one existing line, and its context lines exist', () => {
  for (const n of [1, 4, 5, 6]) {
    const frames = framesOf(n);
    for (const name of CODE_VIEWS) {
      const program = programFor(name);
      const ids = new Set(program.lines.map((line) => line.id).filter(Boolean));
      for (const frame of frames) {
        const { line, context } = program.lineFor(frame);
        assert.ok(ids.has(line), `${name} n=${n} step ${frame.position}: ${line}`);
        for (const id of context) assert.ok(ids.has(id), `${name}: context ${id}`);
        assert.ok(!context.includes(line));
      }
    }
  }
});

test('recursive views: depth + 1 frames of place(), each with the column of its queen', () => {
  const frames = framesOf(5);
  for (const name of ['recursive', 'bitmask', 'leetcode']) {
    for (const frame of frames.slice(1)) {
      const stack = programFor(name).callStack(frame);
      assert.equal(stack.length, frame.queens.length + 1, `${name} step ${frame.position}`);
      if (frame.done) assert.equal(stack[0].call, 'placeQueens(5)');
      else stack.forEach((item, row) => assert.equal(item.call, `place(${row})`));
    }
  }
  const reject = frames.find((frame) => frame.event?.kind === 'reject' && frame.event.row === 2);
  const stack = programFor('recursive').callStack(reject);
  assert.deepEqual(stack.map((item) => item.detail), [`col = ${reject.queens[0]}`, `col = ${reject.queens[1]}`, `col = ${reject.event.col}`]);
});

test('flags view: try(1)..try(i), 1-based j, and b, c, d hold exactly the queens’ lines', () => {
  const n = 4;
  for (const frame of framesOf(n).slice(1, -1)) {
    const stack = programFor('flags').callStack(frame);
    assert.equal(stack.length, Math.min(frame.queens.length, n - 1) + 1);
    assert.equal(stack[0].call, 'try(1)');
    const [b, c, d] = programFor('flags').panels(frame);
    const on = (row) => row.cells.filter((cell) => cell.value === '1').map((cell) => cell.index);
    const queens = Array.from(frame.queens);
    assert.deepEqual(on(b), queens.map((col) => col + 1).sort((x, y) => x - y));
    assert.deepEqual(on(c), queens.map((col, row) => row + col + 2).sort((x, y) => x - y));
    assert.deepEqual(on(d), queens.map((col, row) => row - col + n).sort((x, y) => x - y));
    assert.equal(b.cells.length, n);
    assert.equal(c.cells[0].index, 2);
    assert.equal(d.cells.length, 2 * n - 1);
  }
});

test('iterative view: k and a[1..k] follow the board; backtracking is k = k - 1', () => {
  const frames = framesOf(4);
  assert.deepEqual(iterativeVariables(frames[0]), { k: 1, a: [0, null, null, null] });
  for (const frame of frames.slice(1, -1)) {
    const { k, a } = iterativeVariables(frame);
    const queens = Array.from(frame.queens);
    queens.forEach((col, row) => assert.equal(a[row], col + 1));
    assert.ok(k === queens.length || k === queens.length + 1);
    if (frame.event.kind === 'remove' && frame.previous.kind !== 'solution') {
      assert.equal(programFor('iterative').lineFor(frame).line, 'up');
    }
  }
  assert.deepEqual(iterativeVariables(frames.at(-1)).k, 0);
});

test('bit masks: the notes’ masks and LeetCode’s masks agree with the board', () => {
  const n = 6;
  const frames = framesOf(n);
  for (let i = 1; i < frames.length; i += 1) {
    const frame = frames[i];
    const [cols, leftTop, rightTop] = programFor('bitmask').panels(frame);
    const depth = frame.queens.length;
    for (const mask of [cols, leftTop, rightTop]) assert.equal([...mask.bits].filter((bit) => bit === '1').length, depth);
    assert.equal(leftTop.bits.length, 2 * n - 1);
    const free = programFor('leetcode').panels(frame)[3].bits;
    const bitOf = (col) => free[n - 1 - col];
    if (frame.event.kind === 'reject') {
      assert.equal(bitOf(frame.event.col), '0', `masked out at step ${frame.position}`);
      assert.equal(programFor('leetcode').lineFor(frame).line, 'free');
    }
    const next = frames[i + 1]?.event;
    if (next?.kind === 'place') assert.equal(bitOf(next.col), '1', `free before the place of step ${next.step}`);
  }
});

test('bitmask view: a reject stops at the first mask with the bit (cols, then leftTop, then rightTop)', () => {
  const seen = new Set();
  for (const frame of framesOf(6)) {
    if (frame.event?.kind !== 'reject') continue;
    const { row, col } = frame.event;
    const queens = Array.from(frame.queens);
    const expected = queens.includes(col) ? 'hit-col' : queens.some((q, r) => r - q === row - col) ? 'hit-lt' : 'hit-rt';
    assert.equal(programFor('bitmask').lineFor(frame).line, expected);
    seen.add(expected);
  }
  assert.deepEqual([...seen].sort(), ['hit-col', 'hit-lt', 'hit-rt']);
});

test('bit strings put bit 0 on the right; the call stack changes are said in words', () => {
  assert.equal(bitString([0, 2], 4), '0101');
  assert.equal(bitString([62], 63)[0], '1');
  const a = [{ call: 'place(0)' }, { call: 'place(1)' }];
  const b = [...a, { call: 'place(2)' }];
  assert.equal(stackChange('en', a, b), 'Call place(2).');
  assert.equal(stackChange('en', b, a), 'place(2) returns; back in place(1).');
  assert.equal(stackChange('zh', b, a), 'place(2) 返回，回到 place(1)。');
  assert.equal(stackChange('en', a, a), '');
  assert.match(stackChange('en', [{ call: 'placeQueens(4)' }], b), /3 calls deep, running place\(2\)/);
});

test('the code strings exist in both languages', () => {
  assert.deepEqual(Object.keys(CODE_STRINGS.en).sort(), Object.keys(CODE_STRINGS.zh).sort());
  const en = new Set(stringKeys('en'));
  for (const name of CODE_VIEWS) {
    for (const line of programFor(name).lines) if (line.comment) assert.ok(en.has(line.comment), line.comment);
    assert.ok(en.has(`code.view.${name}`));
    assert.ok(en.has(`code.${name}.note`));
  }
});
