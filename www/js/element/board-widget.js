// The static board mode of <n-queens>: a figure for a tutorial, no controls.
// With `step` it shows the search at that step (queens, the rejected square
// and its attack line, from a Player); otherwise it shows solution
// `solution` (default 1) from the Solutions iterator. `narration` adds a
// caption saying what the board shows.

import { el } from '../ui/dom.js';
import { t, formatNumber } from '../i18n/i18n.js';
import { Player } from '../engine/player.js';
import { createBoardView } from '../ui/board-view.js';
import { narrate, formatQueens } from '../ui/narration.js';
import { createFrameReporter, solutionDetail } from './events.js';
import { seekWhenKnown } from './navigation.js';
import { searchSolution } from '../engine/solution-search.js';
import { applyParts } from './parts.js';

export function createBoardWidget(root, { api, options, emit }) {
  const doc = root.ownerDocument;
  let current = options;
  let player = null; // only while showing a step
  let search = null; // the solution search in flight
  let job = 0; // bumped whenever what the board shows changes
  let disposed = false;

  const boardHost = el(doc, 'div', { class: 'nq-element__figure' });
  const caption = el(doc, 'p', { class: 'nq-element__caption', part: 'caption' });
  root.append(boardHost, caption);
  const board = createBoardView(boardHost, { lang: options.lang });
  let shown = null; // { frame, describe(lang) } of what the board shows

  const guardedEmit = (type, detail) => {
    if (!disposed) emit(type, detail);
  };
  const report = createFrameReporter(guardedEmit, () => Boolean(player?.frame?.busy));

  function show(frame, describe) {
    shown = { frame, describe };
    board.render(frame);
    applyParts(root);
    renderCaption();
  }

  function renderCaption() {
    caption.hidden = !current.narration || !shown;
    if (shown) caption.textContent = shown.describe(current.lang);
  }

  function stopPlayer() {
    player?.dispose();
    player = null;
  }

  function showStep(n, step) {
    search?.cancel();
    if (!player || player.n !== n) {
      stopPlayer();
      player = new Player(api, { n });
      player.addEventListener('change', (event) => {
        if (event.detail.busy) return;
        show(event.detail, (lang) => narrate(event.detail, lang));
        report(event.detail);
      });
    }
    const token = ++job;
    seekWhenKnown(player, step, () => token === job && !disposed);
  }

  // A board with only the solution's queens: the same frame shape the player
  // produces, filled from the Solutions iterator instead.
  function solutionFrame(n, cols) {
    return {
      n,
      position: 0,
      total: null,
      knownEvents: 0,
      totalSettled: true,
      event: null,
      previous: null,
      rejectRun: [],
      queens: cols,
      counts: { places: 0, rejects: 0, removes: 0, solutions: 0 },
      done: false,
      playing: false,
      busy: false,
      speedIndex: 0,
    };
  }

  function showSolution(n, k) {
    stopPlayer();
    search?.cancel();
    const token = ++job;
    const empty = solutionFrame(n, new Uint8Array(0));
    show(empty, (lang) => t(lang, 'gallery.loading'));
    search = searchSolution(api, { n, k, kind: 'board' });
    search.result.then(
      (found) => {
        if (token !== job || disposed) return;
        search = null;
        if (!found) {
          show(empty, (lang) => t(lang, 'element.none', { n }));
          return;
        }
        show(solutionFrame(n, found.cols), (lang) =>
          t(lang, 'element.solution', { n, k: formatNumber(lang, found.index + 1), coords: formatQueens(found.cols) }),
        );
        guardedEmit('nqueens-solution', solutionDetail({ n, index: found.index, queens: found.cols }));
      },
      (error) => {
        if (token !== job || disposed) return;
        search = null;
        show(empty, () => String(error.message));
      },
    );
  }

  function render(next) {
    if (next.step !== null && next.solution === null) showStep(next.n, next.step);
    else showSolution(next.n, next.solution ?? 1);
  }

  render(options);

  return {
    update(next, changed) {
      const previous = current;
      current = next;
      if (next.lang !== previous.lang) board.setLang(next.lang);
      if (next.n !== previous.n || changed.has('step') || changed.has('solution')) render(next);
      else renderCaption();
    },
    // A figure has no playback: the methods exist so every mode has the same API.
    play() {},
    pause() {},
    stepForward() {},
    stepBack() {},
    seek() {
      return Promise.resolve(player ? player.position : null);
    },
    get position() {
      return player ? player.position : null;
    },
    get playing() {
      return false;
    },
    dispose() {
      disposed = true;
      job += 1;
      search?.cancel();
      stopPlayer();
    },
  };
}
