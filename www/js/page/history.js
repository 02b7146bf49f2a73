// The page's history entries: pushState for a navigation, replaceState for
// a correction or a step (at most every STEP_URL_DELAY_MS: browsers limit
// how often a page may replace its URL), and bursts of n changes that share
// one entry.

import { serializeState } from './url-state.js';

const STEP_URL_DELAY_MS = 300;
// Arrow keys on the explorer's n select change n once per press: changes
// closer together than this are one burst, and one history entry.
const N_BURST_MS = 1000;

/**
 * `getState()` is the state to write when a delayed step write happens;
 * `defaultLang` the reader's language, left out of the URL (readerLang).
 */
export function createHistory(win, getState, defaultLang) {
  let version = 0; // bumped by every push and by Back/Forward
  let stepTimer = 0;
  let burst = { version: -1, at: -Infinity };

  function urlFor(state) {
    return `${win.location.pathname}${serializeState(state, defaultLang)}${win.location.hash}`;
  }

  return {
    /** Writes `state` to the URL: 'push' (a new entry) or 'replace'. */
    write(state, kind) {
      if (kind === 'push') {
        win.history.pushState(null, '', urlFor(state));
        version += 1;
      } else win.history.replaceState(null, '', urlFor(state));
    },
    /** Replaces the URL with the state shown, soon (a step changed). */
    scheduleStep() {
      if (stepTimer) return;
      stepTimer = win.setTimeout(() => {
        stepTimer = 0;
        win.history.replaceState(null, '', urlFor(getState()));
      }, STEP_URL_DELAY_MS);
    },
    /** Back or Forward happened: no burst goes on across it. */
    restored() {
      version += 1;
    },
    /**
     * 'push' for the first n change of a burst, 'replace' for the next ones
     * (so Back goes to the n before the burst, never to one made since).
     */
    nChangeKind() {
      const now = win.performance.now();
      const inBurst = burst.version === version && now - burst.at < N_BURST_MS;
      const kind = inBurst ? 'replace' : 'push';
      // The push bumps version: the burst is tied to the entry it makes.
      burst = { version: kind === 'push' ? version + 1 : version, at: now };
      return kind;
    },
  };
}
