// The quiz's number keys (www/js/ui/quiz/quiz-keys.js): which key picks
// which answer, and which focused controls keep their typed keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answerIndexOfKey, isTypingField } from '../../../www/js/ui/quiz/quiz-keys.js';

test('1..9 pick the answers 0..8; 0, letters, a held key and a key with Ctrl, Alt or Meta pick none', () => {
  assert.deepEqual(['1', '2', '9'].map((key) => answerIndexOfKey({ key })), [0, 1, 8]);
  for (const key of ['0', 'a', 'Enter', '10', ' ']) assert.equal(answerIndexOfKey({ key }), -1, key);
  for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'repeat']) assert.equal(answerIndexOfKey({ key: '2', [modifier]: true }), -1, modifier);
});

test('a text box, a text area, a select and an editable region keep their keys; a button, a slider, the page do not', () => {
  const typing = [{ tagName: 'INPUT', type: 'text' }, { tagName: 'INPUT', type: 'number' }, { tagName: 'TEXTAREA' }, { tagName: 'SELECT' }, { tagName: 'DIV', isContentEditable: true }];
  for (const target of typing) assert.equal(isTypingField(target), true, JSON.stringify(target));
  for (const target of [{ tagName: 'BUTTON' }, { tagName: 'INPUT', type: 'range' }, { tagName: 'BODY' }, null, {}]) assert.equal(isTypingField(target), false, JSON.stringify(target));
});
