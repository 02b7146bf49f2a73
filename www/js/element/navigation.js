// Taking a Player to a step or to the k-th solution named by an attribute.
// Both can take a while for large n, so both are asynchronous and give up
// quietly when the board changes or the reader moves the player meanwhile.

import { searchSolution } from '../engine/solution-search.js';

export { seekWhenKnown } from '../engine/player.js';

/**
 * Goes to solution k (1-based): its step is found by searchSolution (in a
 * worker for large n, so the page never freezes), then the player seeks
 * there once and renders once. Fewer than k solutions: the first; none: the
 * end of the search. Returns { done, cancel }: `done` resolves with the
 * position reached, or null when cancelled, superseded (`isCurrent()` false)
 * or when the reader moved the player meanwhile. A search that fails (its
 * worker could not start) calls onError(error) when still current; fewer
 * solutions than k (but some) calls onFewer(count), how many there are.
 */
export function goToSolution(api, player, k, { isCurrent = () => true, onError = () => {}, onFewer = () => {} } = {}) {
  // A code view's program has its own events: its solutions are found by
  // playing it (sliced), not at the Stepper's step numbers.
  // (Its program may still be loading: embed.html's main thread starts with the core module.)
  if (player.frame?.program?.snapshot || player.waitingForProgram) return programSolution(player, k, isCurrent, onFewer);
  player.restart();
  const { n, position } = player;
  const search = searchSolution(api, { n, k, kind: 'step' });
  let cancel;
  const cancelled = new Promise((resolve) => {
    cancel = () => {
      search.cancel();
      resolve(null);
    };
  });
  const done = Promise.race([search.result, cancelled])
    .catch((error) => {
      if (isCurrent()) onError(error);
      return null;
    })
    .then((found) => {
      if (!found || !isCurrent() || player.n !== n || player.position !== position) return null;
      if (found.count) onFewer(found.count);
      return player.seek(found.step, { known: true, progress: false });
    });
  return { done, cancel };
}

// Solution k of the program the player plays, by running it there
// (Player.toSolution, time-sliced); fewer than k: the first (onFewer with
// the solutions the run counted to its end); none: the end; beyond its
// reach: where it was, offering the nearest step it reaches.
function programSolution(player, k, isCurrent, onFewer) {
  let cancelled = false;
  const current = () => !cancelled && isCurrent();
  const run = async () => {
    await player.loadPrograms();
    if (!current()) return null;
    const found = await player.toSolution(k);
    // Beyond the program's reach, the player offers the nearest step (frame.reach): no fallback then.
    if (!found && current() && k > 1 && !player.frame?.reach) {
      const count = player.frame?.counts.solutions ?? 0;
      if (count > 0) onFewer(count);
      if (!(await player.toSolution(1))) await player.toEnd();
    }
    return current() ? player.position : null;
  };
  return { done: run(), cancel: () => { cancelled = true; } };
}
