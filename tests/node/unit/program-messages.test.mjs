// The core's error details in the learner's language (ui/code/program-messages.js):
// the words are in i18n/strings/edit.js, one key per kind of detail, in every
// language; the module itself names no language (issue #28).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { addStrings, loadLang } from '../../../www/js/i18n/i18n.js';
import EDIT_STRINGS from '../../../www/js/i18n/strings/edit.js';
import { errorDetail } from '../../../www/js/ui/code/program-messages.js';

addStrings(EDIT_STRINGS);
await loadLang('zh');

const DETAILS = [
  ['expected `)`, found `;`.', 'expected `)`, found `;`', '这里应为 `)`，实际是 `;`'],
  ['unknown variable `cols`', 'unknown variable `cols`', '未知的变量 `cols`'],
  ['unexpected character `#`', 'unexpected character `#`', '无法识别的字符 `#`'],
  ['call too deep: more than 10000 calls at once', 'call too deep: more than 10000 calls at once', '调用太深：同时进行的调用太多，递归是否会停下？'],
  ['array index 8 is out of range (its length is 8)', 'array index 8 is out of range (its length is 8)', '下标 8 越界：长度是 8'],
  ['index -1 is out of range: length is 4.', 'index -1 is out of range: length is 4', '下标 -1 越界：长度是 4'],
  ['division by zero', 'division by zero', '除以零'],
  ['goto is not supported here', 'goto is not supported here', '不支持 goto here'],
];

test('English keeps the core\'s words; Chinese words the common details from their parts', () => {
  for (const [detail, en, zh] of DETAILS) {
    assert.equal(errorDetail('en', detail), en, detail);
    assert.equal(errorDetail('zh', detail), zh, detail);
  }
});

test('a detail no pattern knows stays the core\'s English in every language', () => {
  assert.equal(errorDetail('en', 'something new.'), 'something new');
  assert.equal(errorDetail('zh', 'something new'), 'something new');
  assert.equal(errorDetail('zh', undefined), '');
});

test('program-messages.js names no language: the words are in the string table', () => {
  const source = readFileSync(new URL('../../../www/js/ui/code/program-messages.js', import.meta.url), 'utf8');
  assert.doesNotMatch(source, /'zh'|"zh"|[\u4e00-\u9fff]/);
  for (const lang of Object.keys(EDIT_STRINGS)) {
    for (const key of Object.keys(EDIT_STRINGS.en).filter((name) => name.startsWith('edit.detail.'))) {
      assert.equal(typeof EDIT_STRINGS[lang][key], 'string', `${lang} ${key}`);
    }
  }
});
