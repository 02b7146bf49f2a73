// Keyboard moves on the learn board (www/js/ui/grid-focus.js), checked on
// every square of several grids against (row, col) arithmetic done here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { squareAfterKey } from '../../../www/js/ui/grid-focus.js';

const clamp = (value, n) => Math.min(n - 1, Math.max(0, value));

test('every key from every square of 1×1 to 6×6 grids lands where the rules say', () => {
  for (let n = 1; n <= 6; n += 1) {
    for (let row = 0; row < n; row += 1) {
      for (let col = 0; col < n; col += 1) {
        const at = (r, c) => r * n + c;
        const from = at(row, col);
        const expected = {
          ArrowUp: at(clamp(row - 1, n), col),
          ArrowDown: at(clamp(row + 1, n), col),
          ArrowLeft: at(row, clamp(col - 1, n)),
          ArrowRight: at(row, clamp(col + 1, n)),
          Home: at(row, 0),
          End: at(row, n - 1),
          PageUp: at(0, col),
          PageDown: at(n - 1, col),
        };
        for (const [key, target] of Object.entries(expected)) assert.equal(squareAfterKey(key, from, n), target, `${key} from (${row}, ${col}) of ${n}`);
      }
    }
  }
});

test('other keys leave the focus alone', () => {
  for (const key of ['Enter', ' ', 'Tab', 'a', 'Escape']) assert.equal(squareAfterKey(key, 4, 3), null);
});

test('the edges stop the arrows: the corners of an 8×8 board', () => {
  assert.equal(squareAfterKey('ArrowUp', 0, 8), 0);
  assert.equal(squareAfterKey('ArrowLeft', 0, 8), 0);
  assert.equal(squareAfterKey('ArrowDown', 63, 8), 63);
  assert.equal(squareAfterKey('ArrowRight', 63, 8), 63);
  assert.equal(squareAfterKey('ArrowRight', 7, 8), 7);
  assert.equal(squareAfterKey('ArrowDown', 7, 8), 15);
});
