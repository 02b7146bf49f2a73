// A search for a solution asked for while the programs' module still loads
// (the page's main thread starts with the core module, which has no
// interpreter): Next solution and solution k are not lost, they run in the
// program once it does; a later action (a step) takes their place. The
// solutions are checked against the same program run directly.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as nqueens from '../../../www/nqueens.js';
import { Player } from '../../../www/js/engine/player.js';

const read = (name) => readFile(new URL(`../../../www/pkg/${name}`, import.meta.url));
let programs;
let api;

before(async () => {
  const [core, programBytes] = await Promise.all([read('nqueens_core_bg.wasm'), read('nqueens_programs_bg.wasm')]);
  await init({ module_or_path: core });
  programs = programBytes;
  // The page's loadPrograms() fetches the module next to nqueens.js; Node reads it.
  api = { ...nqueens, loadPrograms: () => nqueens.loadPrograms({ module_or_path: programs }) };
});

/** The queens of the program's first `count` solutions, from a ProgramRun of its own. */
function solutionsOf(view, n, count) {
  const run = new nqueens.ProgramRun(view, n);
  const found = [];
  try {
    for (let event = run.stepEvent(); event && found.length < count; event = run.stepEvent()) {
      if (event.kind === 'solution') found.push(Array.from(event.queens));
    }
  } finally {
    run.free();
  }
  return found;
}

// The module loads once in a process: one waiting player, every case in it.
test('Next solution and solution k asked while the programs load are searched in the program once it runs', async () => {
  const player = new Player(api, { n: 6, view: 'recursive', programsLater: true });
  try {
    assert.equal(player.waitingForProgram, true);
    // Next solution, then a step: the step takes its place.
    const overtaken = player.nextSolution();
    player.stepForward();
    // Solution 2: the latest action, searched once the program runs.
    const second = player.toSolution(2);
    assert.equal(player.waitingForProgram, true, 'nothing runs before the module');
    player.loadPrograms();
    assert.equal(await overtaken, null);
    const found = await second;
    const expected = solutionsOf('recursive', 6, 3);
    assert.equal(found?.kind, 'solution', 'the click was not lost');
    assert.deepEqual(Array.from(found.queens), expected[1]);
    assert.equal(player.waitingForProgram, false);
    assert.equal(player.frame.event.kind, 'solution');
    assert.equal(player.frame.counts.solutions, 2);
    // And on from there, as usual.
    assert.deepEqual(Array.from((await player.nextSolution()).queens), expected[2]);
  } finally {
    player.dispose();
  }
});
