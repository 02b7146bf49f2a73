// To the end (Player.toEnd) while the length of the search is still being
// measured in the background: the events known so far are only a lower
// bound of it, so the player plays on to the real end (and then knows the
// total), or, past its reach, says the END is too far (frame.reach.end)
// and offers the nearest step, never stopping at the bound of the moment.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { Player, providePrograms } from '../../../www/js/engine/player.js';
import * as programSources from '../../../www/js/engine/program-source.js';
import { STEPPER_REACH } from '../../../www/js/engine/search-source.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  providePrograms(programSources);
});

test('a program whose total is still open is played to its real end, which becomes the total', async () => {
  // n = 10's recursive program: 384,413 events, far more than the measure's first slice.
  const player = new Player(api, { n: 10, view: 'recursive' });
  try {
    assert.equal(player.total, null);
    const bound = player.knownEnd;
    assert.ok(bound < 384_413, `the total is still open (${bound} known)`);
    assert.equal(await player.toEnd(), 384_413);
    assert.equal(player.frame.done, true);
    assert.equal(player.total, 384_413);
    assert.equal(player.frame.total, 384_413);
    assert.equal(player.frame.reach, null);
  } finally {
    player.dispose();
  }
});

test('an end beyond the reach: To the end stops at the reach and says the end is further', async () => {
  // n = 12 has 10,974,257 events, just past the fast search's reach.
  const player = new Player(api, { n: 12 });
  try {
    assert.equal(await player.toEnd(), STEPPER_REACH);
    assert.deepEqual(player.frame.reach, { asked: null, nearest: STEPPER_REACH, end: true });
    assert.equal(player.frame.done, false);
    assert.ok(player.frame.knownEvents >= player.position, 'the lower bound is never below the step shown');
  } finally {
    player.dispose();
  }
});

test('an end known to be beyond the reach: the player stays and offers the nearest step', async () => {
  const player = new Player(api, { n: 16 });
  try {
    await new Promise((resolve) => {
      const onTotal = () => player.knownEnd > STEPPER_REACH && resolve(player.removeEventListener('total', onTotal));
      player.addEventListener('total', onTotal);
    });
    assert.equal(await player.toEnd(), 0);
    assert.deepEqual(player.frame.reach, { asked: null, nearest: STEPPER_REACH, end: true });
  } finally {
    player.dispose();
  }
});

// Found by the same review: the explorer's Go to step (Player.seek) stopped
// at the lower bound of the moment, without a word.
test('a step within reach is gone to while the total is open, and a step past the end stops at the end', async () => {
  const player = new Player(api, { n: 10, view: 'recursive' });
  try {
    const bound = player.knownEnd;
    assert.ok(bound < 300_000, `the total is still open (${bound} known)`);
    assert.equal(await player.seek(300_000), 300_000);
    assert.equal(player.total, null);
    assert.equal(await player.seek(1_500_000), 384_413); // within reach, past the end: the end, now the total
    assert.equal(player.total, 384_413);
    assert.equal(player.frame.done, true);
  } finally {
    player.dispose();
  }
});
