// The frames of an export range (issue #26): the board BEFORE the range's
// first event, then one frame per event kept, read from a fresh search or,
// far into a large search, on the player's own Stepper (Player.lookAhead,
// issue #27: never a replay of the whole search), which stays where it
// was. Checked against one run of a fresh Stepper from the start.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { Player } from '../../../www/js/engine/player.js';
import { collectFrames } from '../../../www/js/ui/export/frames.js';
import { framesOf } from '../../../www/js/ui/export/exporter.js';
import { programSource } from '../../../www/js/engine/program-source.js';
import { defaultOptions, delayFor, frameBound, estimate, rangeOf, EXPORT_SPEEDS } from '../../../www/js/ui/export/export-options.js';
import { speedText } from '../../../www/js/ui/export/export-dialog.js';
import { t, addStrings, loadLang } from '../../../www/js/i18n/i18n.js';
import EXPORT_STRINGS from '../../../www/js/i18n/strings/export.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
});

/** Every frame of the n×n search, from a fresh Stepper; [0] is the empty board. */
function wholeRun(n) {
  const search = new api.Stepper(n);
  try {
    return [{ n, position: 0, queens: [], event: null, previous: null, rejectRun: [] }, ...collectFrames(search, { max: Infinity })];
  } finally {
    search.free();
  }
}

const plain = (list) => list.map((f) => ({ position: f.position, queens: Array.from(f.queens), event: f.event && { ...f.event }, previous: f.previous && { ...f.previous }, rejects: f.rejectRun.map((e) => `${e.row},${e.col}`) }));

test('steps 10 to 20: 12 frames, the board before step 10, then 10..20', async () => {
  const frames = await framesOf(api, { n: 6, step: 0 }, { format: 'gif', whole: false, from: 10, to: 20, filter: 'all' });
  assert.equal(frames.length, 12);
  assert.deepEqual(frames.map((f) => f.position), [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  assert.deepEqual(plain(frames), plain(wholeRun(6).slice(9, 21)));
});

test('the whole run starts with the empty board (the walkthrough has its empty-board frame)', async () => {
  const whole = wholeRun(4);
  const frames = await framesOf(api, { n: 4, step: 7, whole: true }, { format: 'gif', whole: true, filter: 'all' });
  assert.equal(frames.length, whole.length);
  assert.equal(frames[0].event, null);
  assert.deepEqual(plain(frames), plain(whole));
});

test('events kept: places and backtracks (with solutions and the end), or solutions only, after the board before the range', async () => {
  const whole = wholeRun(8);
  const moves = await framesOf(api, { n: 8, step: 0 }, { format: 'webm', whole: true, filter: 'moves' });
  const expected = whole.filter((f, i) => i === 0 || ['place', 'remove', 'solution', 'done'].includes(f.event.kind));
  assert.deepEqual(plain(moves), plain(expected));
  const solutions = await framesOf(api, { n: 8, step: 0 }, { format: 'webm', whole: true, filter: 'solutions' });
  assert.equal(solutions.length, 1 + 92);
  assert.ok(whole.length - 1 === 17_869 || whole.length > 15_000, `8 queens: ${whole.length - 1} events`);
});

// An edited program playing is exported as it runs, not as the notes' program
// runs: here the learner's recursive view tries the columns right to left.
test('an edited program is exported with its own events, not the original program’s', async () => {
  const original = api.programSource('recursive', 'en');
  const edited = original.replace('for (int col = 0; col < queens.length; col++) {', 'for (int col = queens.length - 1; col >= 0; col--) {');
  assert.notEqual(edited, original);
  const own = programSource(api, { view: 'recursive', n: 4, by: 'event', source: edited });
  const expected = [];
  try {
    for (let event = own.step(); event; event = own.step()) expected.push(`${event.kind} ${event.row},${event.col}`);
  } finally {
    own.free();
  }
  const frames = await framesOf(api, { n: 4, view: 'recursive', edited, step: 0, whole: true }, { format: 'gif', whole: true, filter: 'all' });
  const exported = frames.slice(1).map((f) => `${f.event.kind} ${f.event.row},${f.event.col}`);
  assert.deepEqual(exported, expected);
  assert.equal(exported[0], 'place 0,3', 'the edited program places its first queen in the last column');
});

test('far into the search: the same frames read on the player’s own Stepper, which does not move', async () => {
  const n = 6;
  const whole = wholeRun(n);
  const player = new Player(api, { n });
  try {
    for (const k of [1, 2, 5, 17, 100, whole.length - 3, whole.length - 1]) {
      await player.seek(k, { known: true });
      const source = { n, step: player.position, whole: false, lookAhead: (read) => player.lookAhead(read) };
      const options = { ...defaultOptions(source), format: 'gif' };
      // freshLimit 0: always the player's Stepper.
      const frames = await framesOf(api, source, options, async () => {}, 0);
      const expected = whole.slice(k - 1, k + 200);
      assert.equal(frames.length, expected.length, `from step ${k}`);
      assert.deepEqual(plain(frames), plain(expected), `from step ${k}`);
      assert.equal(player.position, k, 'the player stays where it was');
    }
  } finally {
    player.dispose();
  }
});

test('options: the delay follows the speed, ranges are checked, the estimate comes before the work', () => {
  assert.equal(delayFor(2), 500);
  assert.equal(delayFor(4), 250);
  assert.equal(delayFor(50), 20);
  assert.deepEqual(rangeOf({ whole: false, from: 10, to: 20 }), { from: 10, to: 20 });
  assert.throws(() => rangeOf({ whole: false, from: 0, to: 20 }), { key: 'export.bad.from' });
  assert.throws(() => rangeOf({ whole: false, from: 10, to: 9 }), { key: 'export.bad.to' });
  assert.equal(frameBound({ from: 10, to: 20 }, null), 12);
  assert.equal(frameBound({ from: 1, to: Infinity }, 17_869), 17_870);
  const guess = estimate({ format: 'webm', scale: 2, speed: 4 }, 12, 6);
  assert.equal(guess.seconds, 3);
  assert.ok(guess.bytes > 0);
  assert.deepEqual(defaultOptions({ step: 0, whole: true, speed: 60 }).speed, 50);
});

test('far into the search, a range that starts too far from the step shown is refused with a reason', async () => {
  const player = new Player(api, { n: 10 });
  try {
    const source = { n: 10, step: 0, whole: false, lookAhead: (read) => player.lookAhead(read) };
    await assert.rejects(framesOf(api, source, { format: 'webm', whole: false, from: 2_000_000, to: 2_000_010, filter: 'all' }, async () => {}, 0), { key: 'export.bad.far' });
    // Within reach: read on the player's Stepper, which stays at 0.
    const frames = await framesOf(api, source, { format: 'webm', whole: false, from: 500, to: 510, filter: 'all' }, async () => {}, 0);
    assert.deepEqual(frames.map((f) => f.position), [499, 500, 501, 502, 503, 504, 505, 506, 507, 508, 509, 510]);
    assert.equal(player.position, 0);
  } finally {
    player.dispose();
  }
});

test('with a code view shown, the frames are that program’s own events (flags: the notes’ order)', async () => {
  const frames = await framesOf(api, { n: 6, view: 'flags', step: 0 }, { format: 'gif', whole: false, from: 300, to: 310, filter: 'all' });
  assert.deepEqual(frames.map((f) => f.position), [299, 300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310]);
  const whole = wholeRun(6).slice(299, 311);
  assert.deepEqual(frames.map((f) => [f.event.kind, f.event.row, f.event.col, f.queens.join('')]), whole.map((f) => [f.event.kind, f.event.row, f.event.col, f.queens.join('')]));
});

// Each speed option says how long a frame lasts and how many a second: both
// from the delay the encoders use (a GIF stores it in hundredths of a
// second, gifenc rounding delay / 10; a WebM frame lasts exactly the delay),
// so they agree with each other and with the file. The first option said
// "1 step/s (2000 ms a frame)": 0.5 rounded by formatNumber.
test('the speed options: frames a second × ms a frame = 1 s, the delay a whole number of hundredths, in English and Chinese', async () => {
  addStrings(EXPORT_STRINGS);
  await loadLang('zh');
  const pattern = { en: /^([\d.]+) frames? a second \(([\d,]+) ms a frame\)$/, zh: /^每秒 ([\d.]+) 帧（每帧 ([\d,]+) 毫秒）$/ };
  for (const speed of EXPORT_SPEEDS) {
    const delay = delayFor(speed);
    assert.equal(Math.round(delay / 10) * 10, delay, `${speed}: what a GIF stores`);
    assert.equal(1000 / delay, speed, `${speed}: the delay is 1000 / speed`);
    for (const lang of ['en', 'zh']) {
      const text = speedText((key, params) => t(lang, key, params), lang, speed);
      const [, rate, ms] = text.match(pattern[lang]) ?? assert.fail(`${lang} ${speed}: ${text}`);
      assert.equal(Number(ms.replace(',', '')), delay, text);
      assert.equal(Number(rate) * delay, 1000, text);
    }
  }
  assert.equal(speedText((key, params) => t('en', key, params), 'en', 0.5), '0.5 frames a second (2000 ms a frame)');
  assert.equal(speedText((key, params) => t('en', key, params), 'en', 1), '1 frame a second (1000 ms a frame)');
  assert.equal(speedText((key, params) => t('zh', key, params), 'zh', 0.5), '每秒 0.5 帧（每帧 2000 毫秒）');
});

// The last step is the whole search's, counted by the core (Player.eventTotal,
// in events whatever a step of the player is), never a guess: the default
// range stops there, and a range past it is refused with the last step.
test('the range never goes past the last step the core counted, in events, even when a step is a line', async () => {
  const stepper = new api.Stepper(4);
  const events = stepper.advance(1_000_000);
  stepper.free();
  const player = new Player(api, { n: 4, view: 'recursive', by: 'line' });
  try {
    await player.loadPrograms();
    assert.equal(player.eventTotal, events);
    assert.ok(player.total > events, `by line the player's own total counts lines: ${player.total}`);
  } finally {
    player.dispose();
  }
  assert.deepEqual(defaultOptions({ step: 3, whole: false, total: events }), { ...defaultOptions({ step: 3, whole: false }), to: events });
  assert.equal(defaultOptions({ step: events + 5, whole: false, total: events }).from, events);
  assert.equal(defaultOptions({ step: 3, whole: false, total: null }).to, 202); // unknown: the next 200
  assert.deepEqual(rangeOf({ whole: false, from: 1, to: events }, events), { from: 1, to: events });
  assert.throws(() => rangeOf({ whole: false, from: 1, to: events + 1 }, events), { key: 'export.bad.past', last: events });
});
