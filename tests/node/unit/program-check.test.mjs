// What an edited program did (www/js/engine/program-check.js: the core's
// ProgramComparison and FixCheck, in slices) and how the page says it
// (www/js/ui/code/program-messages.js), on the real core, with
// independent truths: the number of solutions is OEIS A000170; without its
// diagonal test the recursive program counts every placement of n queens
// in distinct rows and columns, n!; `while (true) {}` never ends.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { editedRun, measureProgram, compareWith, checkFix } from '../../../www/js/engine/program-check.js';
import { errorMessage, summaryText, fixCheckText } from '../../../www/js/ui/code/program-messages.js';
import { loadLang, addStrings } from '../../../www/js/i18n/i18n.js';
import EDIT_STRINGS from '../../../www/js/i18n/strings/edit.js';

const A000170 = [1, 0, 0, 2, 10, 4, 40, 92];
const FACTORIAL = [1, 2, 6, 24, 120, 720];
let recursive;

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  await loadLang('zh');
  addStrings(EDIT_STRINGS);
  recursive = await readFile(new URL('../../../src/programs/sources/en/recursive.java', import.meta.url), 'utf8');
});

const withoutDiagonal = () => recursive.split('\n').filter((line) => !line.includes('Math.abs(col - queens[i])')).join('\n');

test('the true count is A000170, whatever the program finds', async () => {
  for (let n = 1; n <= A000170.length; n++) {
    const source = n <= 6 ? withoutDiagonal() : recursive.replace('ways++;', 'ways++; // edited');
    const result = await measureProgram(api, { view: 'recursive', n, source });
    assert.equal(result.expected, A000170[n - 1], `n = ${n}`);
  }
});

test('without the diagonal test the recursive program counts n! placements, and parts from the original', async () => {
  for (let n = 1; n <= 6; n++) {
    const result = await measureProgram(api, { view: 'recursive', n, source: withoutDiagonal() });
    assert.equal(result.status, 'finished');
    assert.equal(result.counts.solutions, FACTORIAL[n - 1], `n = ${n}`);
  }
  const { difference } = await measureProgram(api, { view: 'recursive', n: 4, source: withoutDiagonal() });
  assert.equal(difference.ours.kind, 'place');
  assert.equal(difference.theirs.kind, 'reject');
  assert.deepEqual([difference.ours.row, difference.ours.col], [difference.theirs.row, difference.theirs.col]);
  const same = await measureProgram(api, { view: 'recursive', n: 4, source: recursive.replace('ways++;', 'ways++; // one more') });
  assert.equal(same.difference, null, 'the same program takes the same steps');
  assert.equal(same.counts.solutions, 2);
  const words = summaryText('en', { n: 4, found: 24, expected: 2, difference });
  assert.match(words, /finds 24 for n = 4; the true number is 2\. It parts from the original at step \d+: your program places queen \d at \(\d,\d\); the original rejects \(\d,\d\): attacked along the diagonal \((left top -\u2060> right bottom|right top -\u2060> left bottom)\) by queen \d\./);
});

test('the right number of wrong boards is not "the true number": a flipped column test counts the two long diagonals at n = 4', async () => {
  // `row - i != …` instead of `==`: a queen is rejected unless it shares a diagonal with every queen
  // above, so the boards counted are the two long diagonals, where all four attack each other.
  const flipped = recursive.replace('if (row - i == Math.abs(col - queens[i])) return false;', 'if (row - i != Math.abs(col - queens[i])) return false;');
  const result = await measureProgram(api, { view: 'recursive', n: 4, source: flipped });
  assert.equal(result.counts.solutions, 2);
  assert.equal(result.expected, 2);
  assert.equal(result.wrongSolutions, 2, 'neither board is a solution');
  const facts = { n: 4, found: 2, expected: 2, wrong: result.wrongSolutions, difference: result.difference };
  assert.match(summaryText('en', facts), /finds 2 for n = 4, the true number, but 2 of them are not solutions/);
  assert.doesNotMatch(summaryText('zh', facts), /正是正确的数目/);
  const right = await measureProgram(api, { view: 'recursive', n: 4, source: recursive.replace('ways++;', 'ways++; // one more') });
  assert.equal(right.wrongSolutions, 0);
});

test("a rewritten statement that raised events is named: the same search, but the page says its steps cannot show what it does", async () => {
  // `queens.length == row` is the same test as line 16's `row == queens.length`,
  // but the statement the solutions are read from is no longer there as written.
  const turned = recursive.replace('if (row == queens.length) {', 'if (queens.length == row) {');
  const result = await measureProgram(api, { view: 'recursive', n: 4, source: turned });
  assert.deepEqual(result.changedEventLines, [16]);
  assert.equal(result.counts.solutions, 0, 'no solution event is raised');
  const words = summaryText('en', { n: 4, found: 0, expected: 2, difference: result.difference, changedEventLines: result.changedEventLines });
  assert.match(words, /Note: the board's steps come from the original program's statements that your code still has\. The statement on line 16 of the original is not in your code as written/);
  const zh = summaryText('zh', { n: 4, found: 0, expected: 2, difference: result.difference, changedEventLines: [16, 35] });
  assert.match(zh, /原程序第 16、35 行的语句已不在你的代码中/);
  // Untouched statements: nothing to say.
  const same = await measureProgram(api, { view: 'recursive', n: 4, source: recursive.replace('ways++;', 'ways++; // one more') });
  assert.deepEqual(same.changedEventLines, []);
});

test('a variable renamed everywhere is followed: the same search as the original, nothing reported lost', async () => {
  const renamedCol = recursive.replace(/\bcol\b/g, 'c');
  assert.notEqual(renamedCol, recursive);
  const result = await measureProgram(api, { view: 'recursive', n: 5, source: renamedCol });
  assert.deepEqual(result.changedEventLines, []);
  assert.equal(result.difference, null, 'the renamed program takes the same steps');
  assert.equal(result.counts.solutions, 10);
  assert.ok(result.counts.places > 0);
});

test('the reference stops where the two part: only the edited program runs to its end', async () => {
  const result = await compareWith(api, { view: 'recursive', n: 6, source: withoutDiagonal() });
  assert.equal(result.ours.status, 'finished');
  assert.equal(result.ours.counts.solutions, 720);
  assert.equal(result.theirs.status, 'running', 'the original was not run on past the divergence');
  assert.ok(result.theirs.counts.solutions < 4);
});

test('a parse error names its line and column in both languages', () => {
  const lines = recursive.split('\n');
  const at = lines.findIndex((line) => line.includes('if (row == queens.length) {'));
  lines[at] = lines[at].replace('length) {', 'length {');
  let error;
  try {
    editedRun(api, { view: 'recursive', n: 4, source: lines.join('\n') });
  } catch (caught) {
    error = caught;
  }
  assert.equal(error?.kind, 'parse');
  assert.equal(error.line, at + 1);
  // right after `length`, where the `)` belongs
  assert.equal(error.column, lines[at].indexOf(' {') + 1);
  assert.match(errorMessage('en', error), new RegExp(`^Line ${at + 1}, column ${error.column}: expected \`\\)\``));
  assert.match(errorMessage('zh', error), new RegExp(`^第 ${at + 1} 行第 ${error.column} 列：这里应为 \`\\)\``));
});

// (The page runs this in the program worker; a loop on one line is one step per iteration, so the slices stay short.)
test('an endless loop is stopped by the step budget', async () => {
  const source = recursive.replace('void place(int row) {', 'void place(int row) {\n    while (true) {}');
  const result = await measureProgram(api, { view: 'recursive', n: 4, source });
  assert.equal(result.status, 'failed');
  assert.equal(result.error.kind, 'step-budget');
  assert.equal(result.error.line, source.split('\n').findIndex((line) => line.includes('while (true) {}')) + 1);
  assert.equal(result.expected, null, 'no count for a program that did not end');
  assert.match(errorMessage('en', result.error, result.lineStep), /stopped after [\d,]+ steps, on line \d+: it may never end/);
  assert.match(errorMessage('zh', result.error, result.lineStep), /运行了 [\d,]+ 步后在第 \d+ 行被停止/);
  // The built-in program ends at n = 4 far within the budget: the stop is the text's.
  assert.equal(result.referenceOverBudget, false);
  // Where the built-in program is stopped too (measureProgram's referenceOverBudget), the words say so, in both languages.
  assert.equal(
    errorMessage('en', result.error, 10, { n: 12, overBudget: true }),
    `Your program was stopped after 10 steps, on line ${result.error.line}, before its end: at n = 12 even the original program takes more steps than a run here may take. Choose a smaller n to run yours to its end.`,
  );
  assert.match(errorMessage('zh', result.error, 10, { n: 12, overBudget: true }), /^你的程序运行了 10 步后在第 \d+ 行被停止，没有运行到结束：n = 12 时，连原程序/);
  // Find the bug's reference is the corrected program, not the printed one (which stops early at every n).
  assert.match(errorMessage('en', result.error, 10, { n: 12, overBudget: true, corrected: true }), /at n = 12 even the corrected program takes more steps/);
  assert.match(errorMessage('zh', result.error, 10, { n: 12, overBudget: true, corrected: true }), /n = 12 时，连更正后的程序/);
});

test('a run-time error stops the run at its line, with where it stopped', async () => {
  const source = recursive.replace('queens[row] = col;', 'queens[row + 4] = col;');
  const result = await measureProgram(api, { view: 'recursive', n: 4, source });
  assert.equal(result.status, 'failed');
  assert.equal(result.error.kind, 'runtime');
  const line = source.split('\n').findIndex((text) => text.includes('queens[row + 4] = col;')) + 1;
  assert.equal(result.error.line, line);
  assert.ok(result.lineStep > 0);
  assert.equal(result.eventStep, 0, 'it fails before its first event (the place it would raise)');
  assert.match(errorMessage('en', result.error), new RegExp(`^Your program stopped with an error on line ${line}: .*4`));
});

test('the fix check (the core FixCheck) and its words: the two printed bugs fixed are right for the 8 queens byte and short hold', async () => {
  const printed = await readFile(new URL('../../../src/programs/sources/en/bitmask-printed.java', import.meta.url), 'utf8');
  const oneFix = printed.replace('        place(row + 1);', '        rightTop |= rtV;\n        place(row + 1);');
  const twoFixes = oneFix.replace('cols ^= col;', 'cols ^= colV;');
  const spec = { view: 'bitmask-printed', reference: 'bitmask' };
  const seen = [];
  const fixed = await checkFix(api, { ...spec, source: twoFixes }, { onProgress: (p) => seen.push(p) });
  assert.deepEqual(seen.map((p) => p.n), [...new Set(seen.map((p) => p.n))].sort((a, b) => a - b), 'n goes up, each once');
  assert.equal(seen.at(-1).n, 8);
  assert.ok(seen.every((p) => p.maxN === 8));
  assert.equal(fixed.fixed, true);
  assert.match(fixCheckText('en', fixed), /^Fixed! Your program counts correctly for every n from 1 to 8, .* byte and short hold boards only up to n = 8: declare the masks int and it works at n = 10 too/);
  assert.match(fixCheckText('zh', fixed), /^改对了！你的程序在 n = 1 到 8 时都数对了.*byte、short 只能容纳 n ≤ 8 的棋盘/);
  const one = await checkFix(api, { ...spec, source: oneFix });
  assert.equal(one.fixed, false);
  assert.match(fixCheckText('en', one), /^Not yet: for n = \d the /);
  // a wrong count, in Chinese, from the core's result shape
  const wrongCount = { fixed: false, failure: { n: 9, expected: 352, divergence: null, ours: { status: 'finished', error: null, counts: { solutions: 5032 } } } };
  assert.match(fixCheckText('zh', wrongCount), /n = 9 时你的程序找到 5,032 个解；正确的数目是 352/);
});
