// The element's static board mode as data (www/js/element/board-model.js):
// what the options ask for, when the board must change, and the solution
// frame, checked against a real Player frame of the core.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { Player } from '../../../www/js/engine/player.js';
import { addStrings } from '../../../www/js/i18n/i18n.js';
import ELEMENT from '../../../www/js/i18n/strings/element.js';
import GALLERY from '../../../www/js/i18n/strings/gallery.js';
import { boardTarget, changesBoard, solutionFrame, captions } from '../../../www/js/element/board-model.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  addStrings(ELEMENT);
  addStrings(GALLERY);
});

test('a step alone shows the search; a solution (or neither) shows solution k', () => {
  assert.deepEqual(boardTarget({ n: 6, step: 12, solution: null }), { kind: 'step', n: 6, step: 12 });
  assert.deepEqual(boardTarget({ n: 6, step: 0, solution: null }), { kind: 'step', n: 6, step: 0 });
  assert.deepEqual(boardTarget({ n: 6, step: 12, solution: 3 }), { kind: 'solution', n: 6, k: 3 });
  assert.deepEqual(boardTarget({ n: 8, step: null, solution: null }), { kind: 'solution', n: 8, k: 1 });
});

test('only n, step and solution change the board; the rest only the caption', () => {
  const options = { n: 8, step: null, solution: null, lang: 'en', narration: true };
  assert.equal(changesBoard(options, { ...options, n: 9 }, new Set(['n'])), true);
  assert.equal(changesBoard(options, options, new Set(['step'])), true);
  assert.equal(changesBoard(options, options, new Set(['solution'])), true);
  assert.equal(changesBoard(options, { ...options, lang: 'zh' }, new Set(['lang'])), false);
  assert.equal(changesBoard(options, { ...options, narration: false }, new Set(['narration'])), false);
});

test('a solution frame has the shape of a Player frame, with only the queens', () => {
  const player = new Player(api, { n: 4 });
  const real = player.frame;
  player.dispose();
  const cols = Uint8Array.from([1, 3, 0, 2]);
  const frame = solutionFrame(4, cols);
  assert.deepEqual(Object.keys(frame).sort(), Object.keys(real).sort());
  assert.equal(frame.queens, cols);
  assert.equal(frame.event, null);
  assert.deepEqual(frame.counts, { places: 0, rejects: 0, removes: 0, solutions: 0 });
});

test('the captions name the solution in the notes’ 1-based coordinates', () => {
  const first = api.Solutions ? new api.Solutions(4).next().value : null;
  assert.deepEqual(Array.from(first), [1, 3, 0, 2]); // the notes' first 4-queens board
  const text = captions.found(4, { index: 0, cols: first })('en');
  assert.match(text, /\(1,2\), \(2,4\), \(3,1\), \(4,3\)/);
  assert.match(captions.none(3)('en'), /3/);
  assert.notEqual(captions.searching()('en'), 'gallery.loading');
});
