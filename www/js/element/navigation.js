// Taking a Player to a step or to the k-th solution named by an attribute.
// Both can take a while for large n, so both are asynchronous and give up
// quietly when the board changes or the reader moves the player meanwhile.

export { seekWhenKnown } from '../player.js';

/**
 * Goes to solution k (1-based) with the player's time-sliced nextSolution().
 * If there are fewer than k solutions it falls back to the first one (or the
 * end of the search when there is none). Resolves with the solution event
 * shown, or null.
 */
export async function goToSolution(player, k, isCurrent = () => true) {
  player.restart();
  let found = null;
  for (let i = 0; i < k; i += 1) {
    const event = await player.nextSolution();
    if (!isCurrent()) return null;
    if (!event) {
      // null without reaching the end means another action interrupted it.
      if (!player.frame.done) return null;
      break;
    }
    found = event;
  }
  if (found && found.index === k - 1) return found;
  if (k > 1 && found) {
    player.restart();
    const first = await player.nextSolution();
    return isCurrent() ? first : null;
  }
  return null;
}
