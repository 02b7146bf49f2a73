// The gallery's paging state machine (www/js/ui/gallery/gallery-model.js),
// fed by a lazy source built here from a plain brute-force solver instead of
// the wasm iterator: OEIS A000170 gives 92 boards for n = 8, none for 3.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PAGE_SIZE,
  openGallery,
  boardsNeeded,
  missingBoards,
  lastPage,
  turnPage,
  startLoading,
  receiveBoards,
  loadFailed,
  visiblePage,
  splitBoards,
} from '../../../www/js/ui/gallery/gallery-model.js';

// Every solution of n×n, in the search's order (row by row, columns
// ascending): cols[row] = column.
function allSolutions(n) {
  const found = [];
  const cols = [];
  const safe = (row, col) => cols.every((c, r) => c !== col && Math.abs(c - col) !== row - r);
  (function place(row) {
    if (row === n) return void found.push(Uint8Array.from(cols));
    for (let col = 0; col < n; col += 1) {
      if (!safe(row, col)) continue;
      cols.push(col);
      place(row + 1);
      cols.pop();
    }
  })(0);
  return found;
}

// A lazy iterator like the worker's: up to `count` boards a fetch, as bytes.
function lazySource(n) {
  const all = allSolutions(n);
  let next = 0;
  return {
    fetched: [],
    fetch(count) {
      this.fetched.push(count);
      const boards = all.slice(next, next + count);
      next += boards.length;
      const bytes = new Uint8Array(boards.length * n);
      boards.forEach((board, i) => bytes.set(board, i * n));
      return { bytes, exhausted: next >= all.length && boards.length < count };
    },
  };
}

// What the view does: fetch while the model says boards are missing.
function settle(state, source) {
  while (missingBoards(state) > 0) {
    const count = missingBoards(state);
    state = startLoading(state);
    const { bytes, exhausted } = source.fetch(count);
    state = receiveBoards(state, splitBoards(bytes, state.n), exhausted);
  }
  return state;
}

test('a page needs its own boards and the first of the next page', () => {
  assert.equal(PAGE_SIZE, 12);
  assert.equal(boardsNeeded(0), 13);
  assert.equal(boardsNeeded(4), 61);
  assert.equal(missingBoards(openGallery(8)), 13);
});

test('paging through n = 8 shows the 92 boards once each, in order, computing only what is shown', () => {
  const truth = allSolutions(8);
  assert.equal(truth.length, 92);
  const source = lazySource(8);
  let state = settle(openGallery(8), source);
  assert.deepEqual(source.fetched, [13], 'the first page asks for 12 boards and one more');
  const seen = [];
  for (let page = 0; ; page += 1) {
    const shown = visiblePage(state);
    assert.equal(shown.kind, 'page');
    assert.equal(shown.from, page * PAGE_SIZE);
    assert.equal(shown.hasPrevious, page > 0);
    seen.push(...shown.boards);
    if (!shown.hasNext) break;
    state = settle(turnPage(state, page + 1), source);
  }
  assert.deepEqual(seen.map((b) => [...b]), truth.map((b) => [...b]));
  const last = visiblePage(state);
  assert.equal(state.page, 7);
  assert.equal(last.boards.length, 92 - 7 * PAGE_SIZE);
  assert.equal(last.total, 92);
  assert.equal(last.complete, true);
  assert.equal(lastPage(state), 7);
});

test('until the iterator is exhausted the total is open', () => {
  const state = settle(openGallery(8), lazySource(8));
  const shown = visiblePage(state);
  assert.equal(shown.total, 13);
  assert.equal(shown.complete, false);
  assert.equal(shown.boards.length, 12);
  assert.equal(shown.hasNext, true);
});

test('a page past the end becomes the last one once the end is known', () => {
  const source = lazySource(6); // 4 boards (A000170)
  let state = settle(openGallery(6), source);
  assert.equal(state.exhausted, true);
  state = settle(turnPage(state, 5), source);
  assert.equal(state.page, 0);
  const shown = visiblePage(state);
  assert.equal(shown.boards.length, 4);
  assert.deepEqual([shown.hasPrevious, shown.hasNext], [false, false]);
  assert.equal(turnPage(state, -3).page, 0);
});

test('a board size without solutions shows the empty gallery', () => {
  for (const n of [2, 3]) {
    const state = settle(openGallery(n), lazySource(n));
    assert.deepEqual(visiblePage(state), { kind: 'empty' });
  }
  assert.equal(visiblePage(settle(openGallery(1), lazySource(1))).total, 1);
});

test('page turns are ignored while a batch loads; a failed batch lets them through again', () => {
  const loading = startLoading(openGallery(8));
  assert.deepEqual(visiblePage(loading), { kind: 'loading' });
  assert.equal(turnPage(loading, 3), loading);
  const failed = loadFailed(loading);
  assert.equal(failed.loading, false);
  assert.equal(turnPage(failed, 3).page, 3);
  assert.equal(missingBoards(turnPage(failed, 3)), boardsNeeded(3));
});

test('splitBoards cuts bytes into boards and refuses a partial one', () => {
  const boards = splitBoards(Uint8Array.from([1, 3, 0, 2, 2, 0, 3, 1]), 4);
  assert.deepEqual(boards.map((b) => [...b]), [[1, 3, 0, 2], [2, 0, 3, 1]]);
  assert.deepEqual(splitBoards(new Uint8Array(0), 5), []);
  assert.throws(() => splitBoards(new Uint8Array(5), 4), /not whole boards of 4/);
  assert.throws(() => openGallery(0), /positive integer/);
});
