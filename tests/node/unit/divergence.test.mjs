// Where the printed bit-set code first goes wrong (issue #23) and any
// divergence of an edited program (issue #24), in words: the core compares
// (ProgramComparison), www/js/ui/code/divergence.js words it and runs it in
// slices. The n = 4 case is worked out by hand in tests/program_edits.rs.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import * as api from '../../../www/nqueens.js';
import { eventPhrase, divergenceSentence, findDivergence } from '../../../www/js/ui/code/divergence.js';
import { addStrings, loadLang } from '../../../www/js/i18n/i18n.js';
import CODE_STRINGS from '../../../www/js/i18n/strings/code.js';

before(async () => {
  await api.default({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  addStrings(CODE_STRINGS);
  await loadLang('zh');
});

test('events in words, 1-based, in both languages', () => {
  const reject = { kind: 'reject', row: 2, col: 1, line: 'anti-diagonal', check: 'mask' };
  assert.equal(eventPhrase('en', { kind: 'place', row: 2, col: 1 }), 'places queen 3 at (3,2)');
  assert.equal(eventPhrase('en', reject), 'finds (3,2) attacked along the diagonal (right top -\u2060> left bottom)');
  assert.equal(eventPhrase('zh', reject), '发现(3，2)所在的斜线（右上角-\u2060>左下角）已被占');
  assert.equal(eventPhrase('en', { kind: 'remove', row: 0, col: 3 }), 'lifts queen 1 from (1,4)');
  assert.equal(eventPhrase('en', { kind: 'solution', row: null, col: null, index: 1 }), 'counts solution 2');
  assert.equal(eventPhrase('en', { kind: 'done', row: null, col: null }), 'ends');
  assert.equal(eventPhrase('zh', null), '停止了');
  assert.equal(divergenceSentence('en', 1, null), 'At n = 1 this code does exactly what the corrected version does.');
});

test('the printed code at n = 4, found in slices', async () => {
  const comparison = new api.ProgramComparison('bitmask-printed', 4, undefined, 'bitmask');
  const divergence = await new Promise((resolve) => findDivergence(comparison, resolve));
  assert.equal(
    divergenceSentence('en', 4, divergence),
    'Where it first goes wrong (n = 4): at step 6 this code places queen 3 at (3,2), where the corrected version finds (3,2) attacked along the diagonal (right top -\u2060> left bottom).',
  );
  assert.equal(
    divergenceSentence('zh', 4, divergence),
    '第一次出错的地方（n = 4）：第 6 步，这段代码在(3，2)放下第 3 个皇后，而更正版发现(3，2)所在的斜线（右上角-\u2060>左下角）已被占。',
  );
  // n = 1: nothing to go wrong
  const same = await new Promise((resolve) => findDivergence(new api.ProgramComparison('bitmask-printed', 1, undefined, 'bitmask'), resolve));
  assert.equal(same, null);
  // cancelled: never answers
  let answered = false;
  const cancel = findDivergence(new api.ProgramComparison('bitmask-printed', 8, undefined, 'bitmask'), () => (answered = true));
  cancel();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(answered, false);
});
