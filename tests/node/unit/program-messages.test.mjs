// An edited program's errors in the learner's language
// (ui/code/program-messages.js, ui/line-narration.js), on the real core:
// a parse error "expected …, found …" is worded from its structured form
// (the core's codes, the words in i18n/strings/edit.js), every other error
// in the core's own words in the page's language; nothing English is
// translated by matching it. The truths are the edits themselves: which
// token is missing where, and what stands after it in the text.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { addStrings, loadLang } from '../../../www/js/i18n/i18n.js';
import EDIT_STRINGS from '../../../www/js/i18n/strings/edit.js';
import { errorDetail, errorMessage, summaryText } from '../../../www/js/ui/code/program-messages.js';
import { narrateLine } from '../../../www/js/ui/line-narration.js';
// The line narration's words are program-narration's table, registered when that module loads.
import '../../../www/js/ui/program-narration.js';
import { measureProgram } from '../../../www/js/engine/program-check.js';

const recursive = readFileSync(new URL('../../../src/programs/sources/en/recursive.java', import.meta.url), 'utf8');
const recursiveZh = readFileSync(new URL('../../../src/programs/sources/zh/recursive.java', import.meta.url), 'utf8');

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  await loadLang('zh');
  addStrings(EDIT_STRINGS);
});

const edit = (from, to, text = recursive) => {
  assert.ok(text.includes(from), from);
  return text.replace(from, to);
};

// The core's parse error of `source` (as the recursive view's program).
function parseError(source) {
  try {
    new api.ProgramRun('recursive', 4, source).free();
  } catch (error) {
    assert.equal(error.name, 'ProgramError');
    return error;
  }
  assert.fail('the program parsed');
}

// Text outside code spans (`…`): there a Chinese message has no English.
const outsideCode = (text) => text.split('`').filter((_, k) => k % 2 === 0).join('');

// Edits of the recursive program, one per kind of thing the parser expects or finds.
const EDITS = [
  ['ways++;', 'ways++'], // `;` at the end of the statement, `show` found on the next line
  ['int ways;', 'int ways'], // a declaration's end, `void` found three lines on
  ['return true;', 'return true'], // `;`, `}` found
  ['ways++;', 'ways++ 3;'], // a number found
  ['ways++;', "ways++ 'Q';"], // a character literal found
  ['ways++;', 'ways++ "Q";'], // a string literal found
  ['place(0);', 'place(;'], // an expression
  ['ways++;', 'else ways++;'], // an else with no if
  ['void show() {', 'void show()'], // a function's body
  ['queens = new int[n];', 'queens = new int;'], // `[` or `(` after new's type
  ['queens = new int[n];', 'queens = new 3;'], // a type after new
  ['void place(int row) {', 'void place(int) {'], // a parameter name
  ['int ways;', 'int 3;'], // a name
  ['int ways;', 'foo ways;'], // a type the interpreter knows
  ['int ways;', 'int ways, ;'], // a variable name
  ['int ways;', '3;'], // a type
  ['ways++;', 'ways.;'], // a member name after `.`
  ['ways++;', 'this;'], // `.` after this
  ['ways++;', 'this.3;'], // a field name after `this.`
  ['ways++;', '(1)++;'], // a variable before ++
  ['if (isValid(row, col)) {', 'if (isValid(row, col) {'], // a token: `)`
];
const WHOLE = [
  `class S {\n${recursive}`, // `}` closing the class, the end found
  `class {\n${recursive}}`, // a class name
  `class S {\nclass T {}\n${recursive}}`, // a field or function, not a class
];
const sources = () => [...EDITS.map(([from, to]) => edit(from, to)), ...WHOLE];

test('a missing ; is worded where it belongs, in English and wholly in Chinese', () => {
  const error = parseError(edit('ways++;', 'ways++'));
  const lines = recursive.split('\n');
  const line = lines.findIndex((text) => text.includes('ways++;')) + 1;
  const column = lines[line - 1].indexOf('ways++') + 'ways++'.length + 1;
  assert.deepEqual([error.line, error.column], [line, column], 'right after `ways++`, on its own line');
  assert.equal(
    errorMessage('en', error),
    `Line ${line}, column ${column}: expected \`;\` at the end of the statement, found \`show\`. The program did not run; fix this line and press Run again.`,
  );
  assert.equal(errorMessage('zh', error), `第 ${line} 行第 ${column} 列：这里应为语句末尾的 \`;\`，实际是 \`show\`。程序没有运行；改好这一行，再按“运行”。`);
  // a number, a literal and the end of the program are worded too
  assert.equal(errorDetail('zh', parseError(edit('ways++;', 'ways++ 3;'))), '这里应为语句末尾的 `;`，实际是数字 3');
  assert.equal(errorDetail('en', parseError(edit('ways++;', 'ways++ 3;'))), 'expected `;` at the end of the statement, found the number 3');
  assert.equal(errorDetail('zh', parseError(`class S {\n${recursive}`)), '这里应为结束类的 `}`，实际是程序结尾');
  assert.equal(errorDetail('zh', parseError(edit('int ways;', 'int ways'))), '这里应为声明后面的 `;`、`,` 或 `=`，实际是 `void`');
});

test('a missing ) at the end of a line is reported on that line, right after the token before it', () => {
  const source = edit('place(row + 1);', 'place(row + 1');
  const error = parseError(source);
  const lines = source.split('\n');
  const line = lines.findIndex((text) => text.includes('place(row + 1')) + 1;
  assert.deepEqual([error.line, error.column], [line, lines[line - 1].indexOf('place(row + 1') + 'place(row + 1'.length + 1]);
  assert.equal(errorDetail('zh', error), '这里应为 `)`，实际是 `}`');
});

test('no Chinese message of a parse error has English outside its code', () => {
  const codes = new Set();
  for (const source of sources()) {
    const error = parseError(source);
    assert.ok(error.syntax, error.message);
    codes.add(error.syntax.expected);
    for (const lang of ['zh', 'en']) {
      const detail = errorDetail(lang, error);
      assert.doesNotMatch(detail, /edit\.(expected|found)\./, `${lang}: no key left unworded: ${detail}`);
    }
    const zh = errorMessage('zh', error);
    assert.doesNotMatch(outsideCode(zh), /[A-Za-z]/, zh);
    assert.match(zh, /^第 \d+ 行第 \d+ 列：这里应为/);
    // the page's wording is the core's own, in both languages
    assert.equal(errorDetail('zh', error), error.detailZh);
  }
  assert.equal(codes.size, 20, [...codes].join(' '));
});

test('every code of the structured form has its words in every language', () => {
  const codes = sources().map((source) => parseError(source).syntax);
  for (const lang of Object.keys(EDIT_STRINGS)) {
    for (const { expected, found } of codes) {
      assert.equal(typeof EDIT_STRINGS[lang][`edit.expected.${expected}`], 'string', `${lang} ${expected}`);
      assert.equal(typeof EDIT_STRINGS[lang][`edit.found.${found}`], 'string', `${lang} ${found}`);
    }
  }
});

test('a run-time error is worded in the page’s language, in the editor and in the line narration', async () => {
  const source = edit('queens[row] = col;', 'queens[row + 1] = col;', recursiveZh);
  const result = await measureProgram(api, { view: 'recursive', n: 4, source });
  assert.equal(result.error.kind, 'runtime');
  const zh = errorMessage('zh', result.error);
  assert.match(zh, /^你的程序在第 \d+ 行出错停止：数组下标 4 越界：长度是 4（下标 0 到 3）。/);
  assert.doesNotMatch(outsideCode(zh), /[A-Za-z]/, zh);
  assert.match(errorMessage('en', result.error), /array index 4 is out of range: the length is 4 \(indices 0 to 3\)/);
  const snapshot = { status: 'failed', error: result.error, frames: [], line: result.error.line };
  assert.equal(narrateLine({ snapshot, code: '' }, 'zh'), '程序停止了：数组下标 4 越界：长度是 4（下标 0 到 3）');
  assert.equal(narrateLine({ snapshot, code: '' }, 'en'), 'The program stopped: array index 4 is out of range: the length is 4 (indices 0 to 3)');
});

test('program-messages.js names no language and matches no English: the words are in the string table', () => {
  const source = readFileSync(new URL('../../../www/js/ui/code/program-messages.js', import.meta.url), 'utf8');
  assert.doesNotMatch(source, /'zh'|"zh"|[\u4e00-\u9fff]/);
  assert.doesNotMatch(source, /\.match\(|RegExp|\/\^/, 'no pattern over the core’s English');
  assert.deepEqual(Object.keys(EDIT_STRINGS.zh).sort(), Object.keys(EDIT_STRINGS.en).sort());
  assert.equal(errorDetail('zh', undefined), '');
});

test('the printed bit sets are compared with their corrected program, and the words say so (not "the original")', async () => {
  const printed = readFileSync(new URL('../../../src/programs/sources/en/bitmask-printed.java', import.meta.url), 'utf8');
  // One of the two bugs fixed: the search parts from the corrected program.
  const oneFix = printed.replace('cols ^= col;', 'cols ^= colV;');
  const result = await measureProgram(api, { view: 'bitmask-printed', n: 4, source: oneFix, reference: 'bitmask' });
  assert.ok(result.difference, 'it parts from the corrected program');
  const facts = { n: 4, found: result.counts.solutions, expected: result.expected, difference: result.difference, corrected: true };
  const en = summaryText('en', facts);
  assert.match(en, /It parts from the corrected program at step \d+: your program [^;]+; the corrected program /);
  assert.doesNotMatch(en, /original/);
  assert.match(summaryText('zh', facts), /与更正后的程序分开：你的程序[^；]+；更正后的程序/);
  assert.match(summaryText('en', { ...facts, difference: null }), /the same steps as the corrected program/);
});

// Found trying Find the bug: with only rightTop set, the check said "your
// program rejects (2,1); the corrected program rejects (2,1): attacked along
// the diagonal", one square twice. Worked out from the text: the printed
// `cols ^= col` (col = 0, not its bit) leaves column 1's bit set when queen 1
// leaves (1,1); with queen 1 at (1,2) the program's column test rejects
// (2,1), where no queen stands, and the corrected one rejects it on (1,2)'s
// diagonal.
test('two rejects of one square for different reasons say each reason', async () => {
  const printed = readFileSync(new URL('../../../src/programs/sources/en/bitmask-printed.java', import.meta.url), 'utf8');
  const rightTopSet = printed.replace('leftTop |= ltV;', 'leftTop |= ltV;\n            rightTop |= rtV;');
  assert.notEqual(rightTopSet, printed);
  const result = await measureProgram(api, { view: 'bitmask-printed', n: 2, source: rightTopSet, reference: 'bitmask' });
  assert.deepEqual([result.difference.ours.kind, result.difference.theirs.kind], ['reject', 'reject']);
  const facts = { n: 2, found: result.counts.solutions, expected: result.expected, difference: result.difference, corrected: true };
  assert.match(summaryText('en', facts), /your program rejects \(2,1\) along its column, where no queen stands; the corrected program rejects \(2,1\): attacked along the diagonal \(right top -\u2060?> left bottom\) by queen 1/);
  assert.match(summaryText('zh', facts), /你的程序以列已被占为由排除了\(2，1\)，但那条线上并没有皇后；更正后的程序排除了\(2，1\)：沿斜线/);
});

