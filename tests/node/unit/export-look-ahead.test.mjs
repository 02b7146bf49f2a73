// The export reads its frames on the player's own Stepper (issue #27, item
// 1): Player.lookAhead hands over the frame shown and the events after it,
// then puts the Stepper back, instead of a fresh Stepper replaying the
// whole search up to the step shown. Checked against one run of a fresh
// Stepper from the start.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { Player } from '../../../www/js/engine/player.js';
import { collectFrames, EXPORT_MAX_EVENTS } from '../../../www/js/ui/export/frames.js';
import { framesToAnimate } from '../../../www/js/ui/export/exporter.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
});

/** Every frame of the n×n search, from a fresh Stepper. */
function wholeRun(n) {
  const search = new api.Stepper(n);
  try {
    return collectFrames(search, { max: Infinity });
  } finally {
    search.free();
  }
}

test('the frames from the step shown are those of a run from the start, and the player does not move', async () => {
  const n = 6;
  const whole = wholeRun(n);
  const player = new Player(api, { n });
  try {
    for (const k of [0, 1, 2, 5, 17, 100, whole.length - 3, whole.length]) {
      await player.seek(k, { known: true });
      const source = { n, step: player.position, whole: false, lookAhead: (read) => player.lookAhead(read) };
      const frames = framesToAnimate(api, source);
      const expected = whole.slice(k, k + EXPORT_MAX_EVENTS);
      assert.equal(frames.length, expected.length, `from step ${k}`);
      const plain = (list) => list.map((f) => ({ ...f, queens: Array.from(f.queens), event: { ...f.event } }));
      assert.deepEqual(plain(frames), plain(expected), `from step ${k}`);
      assert.equal(player.position, k, 'the player stays where it was');
      assert.equal(player.lookAhead((search, here) => here).position, k);
      // The frame shown, read there, is the run's frame k.
      const here = player.lookAhead((search, frame) => frame);
      if (k > 0) {
        assert.deepEqual({ ...here.event }, { ...whole[k - 1].event }, `event at ${k}`);
        assert.deepEqual(here.rejectRun.map((e) => ({ ...e })), whole[k - 1].rejectRun.map((e) => ({ ...e })), `rejects at ${k}`);
        assert.deepEqual(Array.from(here.queens), whole[k - 1].queens, `queens at ${k}`);
      } else assert.equal(here.event, null);
    }
  } finally {
    player.dispose();
  }
});

test('the walkthrough GIF is the whole search', () => {
  assert.equal(framesToAnimate(api, { n: 4, step: 7, whole: true }).length, wholeRun(4).length);
});
