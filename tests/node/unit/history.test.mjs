// The page's history entries (www/js/page/history.js) over a fake window:
// a navigation pushes, a correction replaces, steps are written at most
// every 300 ms with the state shown then, and n changes closer together
// than a second share one entry unless another entry came in between.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHistory } from '../../../www/js/page/history.js';
import { DEFAULT_STATE } from '../../../www/js/page/url-state.js';

/** A window with a recorded history, a clock and timers that run only when told. */
function fakeWindow() {
  const entries = [];
  const timers = [];
  let now = 0;
  const win = {
    location: { pathname: '/nqueens/', hash: '#top' },
    history: {
      pushState: (data, title, url) => entries.push(['push', url]),
      replaceState: (data, title, url) => entries.push(['replace', url]),
    },
    setTimeout(fn, ms) {
      timers.push({ fn, at: now + ms });
      return timers.length;
    },
    performance: { now: () => now },
  };
  const advance = (ms) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.at > now));
    for (const timer of due) timer.fn();
  };
  return { win, entries, timers, advance };
}

const state = (patch) => ({ ...DEFAULT_STATE, ...patch });

test('write: push for a navigation, replace for a correction; the path and the hash are kept', () => {
  const { win, entries } = fakeWindow();
  const history = createHistory(win, () => state());
  history.write(state({ mode: 'explore', n: 6 }), 'push');
  history.write(state({ lang: 'zh' }), 'replace');
  history.write(state(), 'replace');
  assert.deepEqual(entries, [
    ['push', '/nqueens/?mode=explore&n=6#top'],
    ['replace', '/nqueens/?lang=zh#top'],
    ['replace', '/nqueens/#top'],
  ]);
});

test('steps: one replace per 300 ms at most, with the state shown when it is written', () => {
  const { win, entries, timers, advance } = fakeWindow();
  let shown = state({ step: 1 });
  const history = createHistory(win, () => shown);
  history.scheduleStep();
  shown = state({ step: 2 });
  history.scheduleStep();
  history.scheduleStep();
  assert.equal(timers.length, 1, 'one timer for the burst of steps');
  advance(299);
  assert.deepEqual(entries, []);
  shown = state({ step: 3 });
  advance(1);
  assert.deepEqual(entries, [['replace', '/nqueens/?step=3#top']]);
  // The next step starts a new wait.
  shown = state({ step: 4 });
  history.scheduleStep();
  advance(300);
  assert.deepEqual(entries.at(-1), ['replace', '/nqueens/?step=4#top']);
  assert.equal(entries.length, 2);
});

// A change of n as app.js makes it: the kind of entry is asked for, then
// the entry is written with it; returns the kind.
function nChanger(history) {
  return (n) => {
    const kind = history.nChangeKind();
    history.write(state({ mode: 'explore', n }), kind);
    return kind;
  };
}

test('n changes: the first of a burst pushes, the next ones within a second replace', () => {
  const { win, advance } = fakeWindow();
  const history = createHistory(win, () => state());
  const change = nChanger(history);
  assert.equal(change(7), 'push');
  advance(400);
  assert.equal(change(6), 'replace');
  advance(999);
  assert.equal(change(5), 'replace', 'each change extends the burst');
  advance(1000);
  assert.equal(change(4), 'push', 'a second later: a new burst');
});

test('n changes: another entry or Back/Forward in between ends the burst', () => {
  const { win, advance } = fakeWindow();
  const history = createHistory(win, () => state());
  const change = nChanger(history);
  assert.equal(change(7), 'push');
  history.write(state({ mode: 'count' }), 'push'); // a tab clicked
  advance(10);
  assert.equal(change(6), 'push');
  history.restored(); // Back
  advance(10);
  assert.equal(change(5), 'push');
  // A replace in between (a step written) does not end it.
  history.write(state({ mode: 'explore', n: 5, step: 3 }), 'replace');
  advance(10);
  assert.equal(change(4), 'replace');
});
