// The search tree's read of a whole run (Player.collectEventsSliced): a
// code view's program gives its events in batches of codes
// (ProgramRun.stepEventCodes, program-source.js stepShapes), which must
// read as the program's own events one by one (stepEvent) do: the same
// kinds, squares, steps and solutions' numbers, so the same tree.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { Player } from '../../../www/js/engine/player.js';
import { programSource } from '../../../www/js/engine/program-source.js';
import { buildTreeModel } from '../../../www/js/ui/search-tree-model.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
});

/** The events one at a time, as the tree reads them. */
function oneByOne(view, n, source = null) {
  const reader = programSource(api, { view, n, by: 'event', source });
  const events = [];
  try {
    for (let event = reader.step(); event !== null; event = reader.step()) {
      const { kind, row, col, step, index } = event;
      events.push(kind === 'solution' ? { kind, row, col, step, index } : { kind, row: row ?? 0, col: col ?? 0, step });
    }
  } finally {
    reader.free();
  }
  return events;
}

async function collected(view, n, limit = 20_000) {
  const player = new Player(api, { n, view });
  await player.loadPrograms();
  try {
    return await player.collectEventsSliced(limit);
  } finally {
    player.dispose();
  }
}

for (const view of ['recursive', 'iterative', 'bitmask', 'brute']) {
  test(`${view}, n = 5: the batches read as the events one by one, and build the same tree`, async () => {
    const expected = oneByOne(view, 5);
    const events = await collected(view, 5);
    assert.deepEqual(events, expected);
    assert.equal(events.at(-1).kind, 'done');
    assert.deepEqual(
      buildTreeModel(events).nodes.map((node) => [node.row, node.col, node.created, node.index ?? null]),
      buildTreeModel(expected).nodes.map((node) => [node.row, node.col, node.created, node.index ?? null]),
    );
  });
}

test('n = 8: 17,869 events, 92 solutions numbered 0 to 91; over the limit: null', async () => {
  const events = await collected('recursive', 8);
  assert.equal(events.length, 17_869);
  assert.deepEqual(
    events.filter((e) => e.kind === 'solution').map((e) => e.index),
    Array.from({ length: 92 }, (_, k) => k),
  );
  assert.equal(await collected('recursive', 8, 17_868), null);
  assert.equal((await collected('recursive', 8, 17_869)).length, 17_869);
});

test('an edited program that fails: the batches stop where the events one by one do', () => {
  const source = api.programSource('recursive').replace('queens[row] = col;', 'queens[row + 1] = col;');
  const expected = oneByOne('recursive', 4, source);
  const reader = programSource(api, { view: 'recursive', n: 4, by: 'event', source });
  const shapes = [];
  for (let batch = reader.stepShapes(3); batch.length > 0; batch = reader.stepShapes(3)) shapes.push(...batch);
  assert.ok(expected.length > 0 && expected.at(-1).kind !== 'done', `${expected.length} events, then the error`);
  assert.deepEqual(shapes, expected);
  assert.equal(reader.done, true);
  reader.free();
});
