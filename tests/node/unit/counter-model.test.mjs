// The count view's state machine (www/js/ui/counter-model.js): transitions,
// stale job messages, and what the view shows in each state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addStrings } from '../../../www/js/i18n/i18n.js';
import COUNTER_STRINGS from '../../../www/js/i18n/strings/counter.js';
import {
  initialCounterState,
  startJob,
  jobProgressed,
  jobFinished,
  jobFailed,
  jobCancelled,
  nChanged,
  isRunning,
  counterDisplay,
} from '../../../www/js/ui/counter-model.js';

addStrings(COUNTER_STRINGS);
const show = (state, now = 0, lang = 'en') => counterDisplay(state, { now, lang, workers: 2 });

/** n = 8 counted to the end in two progress messages: 92 solutions, 12 unique (OEIS A000170, A002562). */
function countedEight() {
  let state = startJob(initialCounterState(8), { id: 1, now: 1000 });
  state = jobProgressed(state, 1, { done: 3, pieces: 10, total: 40, unique: 5.125 });
  state = jobProgressed(state, 1, { done: 10, pieces: 10, total: 92, unique: 12 });
  return jobFinished(state, 1, 1250);
}

test('idle: no job, no stats, the idle prompt, an empty progress bar', () => {
  const display = show(initialCounterState(8));
  assert.equal(display.running, false);
  assert.equal(display.stats, null);
  assert.equal(display.message, 'Pick n and press Count.');
  assert.deepEqual(display.progress, { max: 1, value: 0 });
  assert.deepEqual(display.earlier, []);
});

test('running: indeterminate until the plan is known, then pieces and running sums', () => {
  let state = startJob(initialCounterState(12), { id: 7, now: 0 });
  assert.ok(isRunning(state));
  assert.deepEqual(show(state).progress, { max: 1, value: null });
  assert.equal(show(state).message, 'Counting n = 12 with 2 workers…');
  state = jobProgressed(state, 7, { done: 5, pieces: 20, total: 1000, unique: 125.875 });
  const display = show(state, 500);
  assert.deepEqual(display.progress, { max: 20, value: 5 });
  assert.equal(display.piecesText, '5 of 20 pieces');
  // The unique count's partial shares (multiples of 1/8) are shown whole.
  assert.deepEqual(display.stats, { elapsed: display.stats.elapsed, rate: '2,000', total: '1,000', unique: '125' });
});

test('done: the results stay, the status says them, and the history gets the entry', () => {
  const state = countedEight();
  assert.equal(isRunning(state), false);
  assert.deepEqual(state.history, [{ n: 8, total: 92, unique: 12, ms: 250 }]);
  const display = show(state, 99999);
  assert.match(display.message, /^n = 8: 92 solutions, 12 unique, in /);
  assert.equal(display.stats.total, '92');
  assert.equal(display.stats.rate, '368'); // 92 in 0.25 s, not at `now`
  assert.deepEqual(display.earlier, []); // the status line already shows it
});

test('a second count puts the first one under "Earlier counts"', () => {
  let state = countedEight();
  state = startJob(nChanged(state, 6), { id: 2, now: 2000 });
  state = jobProgressed(state, 2, { done: 1, pieces: 1, total: 4, unique: 1 });
  state = jobFinished(state, 2, 2010);
  const display = show(state);
  assert.match(display.message, /^n = 6: 4 solutions, 1 unique/);
  assert.equal(display.earlier.length, 1);
  assert.match(display.earlier[0], /^n = 8: 92 solutions, 12 unique/);
});

test('messages of a replaced or cancelled job change nothing', () => {
  let state = startJob(initialCounterState(10), { id: 1, now: 0 });
  state = startJob(state, { id: 2, now: 5 });
  const before = state;
  assert.equal(jobProgressed(state, 1, { done: 1, pieces: 2, total: 3, unique: 1 }), before);
  assert.equal(jobFinished(state, 1, 10), before);
  assert.equal(jobFailed(state, 1, 'boom'), before);
  const cancelled = jobCancelled(state);
  assert.equal(jobFinished(cancelled, 2, 10), cancelled);
  assert.equal(show(cancelled).message, 'Cancelled.');
  assert.equal(show(cancelled).stats, null); // partial totals are not results
});

test('failure and silent cancel', () => {
  const running = startJob(initialCounterState(9), { id: 3, now: 0 });
  const failed = jobFailed(running, 3, 'no worker');
  assert.equal(show(failed).message, 'Counting failed: no worker');
  // A worker refused by the page's policy: the message names worker-src and its sources.
  const refused = jobFailed(running, 3, 'a counting worker could not start', 'blob: https://cdn.example.com');
  assert.equal(show(refused).message, 'Counting failed: a counting worker could not start. The page’s Content-Security-Policy probably forbids it: its worker-src must allow blob: https://cdn.example.com.');
  assert.equal(jobCancelled(failed), failed); // nothing runs: nothing to cancel
  assert.equal(jobCancelled(running, { silent: true }).outcome, null);
  // Leaving Count mode stops the count: the status says so, not "Cancelled." (the learner cancelled nothing).
  assert.equal(show(jobCancelled(running, { left: true })).message, 'The count of n = 9 stopped when you left Count. Press Count to start it again.');
});

test('a new n cancels a count of another n, and clears a finished count', () => {
  const running = startJob(initialCounterState(9), { id: 4, now: 0 });
  assert.equal(nChanged(running, 9).job, running.job); // the same n: the count goes on
  const moved = nChanged(running, 10);
  assert.equal(isRunning(moved), false);
  assert.equal(moved.n, 10);
  assert.equal(moved.outcome.key, 'cancelled');
  const done = countedEight();
  assert.equal(nChanged(done, 8).outcome.key, 'done');
  assert.equal(nChanged(done, 9).outcome, null);
  assert.equal(nChanged(done, 9).history.length, 1);
});

test('Chinese: the same states in the other table', () => {
  const display = show(countedEight(), 0, 'zh');
  assert.notEqual(display.message, show(countedEight(), 0, 'en').message);
  assert.match(display.message, /92/);
});
