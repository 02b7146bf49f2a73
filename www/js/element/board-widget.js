// The static board mode of <n-queens>: a figure for a tutorial, no controls.
// With `step` it shows the search at that step (queens, the rejected square
// and its attack line, from a Player); otherwise it shows solution
// `solution` (default 1) from the Solutions iterator. `narration` adds a
// caption saying what the board shows. board-model.js says what to show.

import { el } from '../ui/dom.js';
import { Player } from '../engine/player.js';
import { latestRequest } from '../engine/latest.js';
import { createBoardView } from '../ui/board-view.js';
import { narrate } from '../ui/narration.js';
import { createFrameReporter, solutionDetail } from './events.js';
import { seekWhenKnown } from './navigation.js';
import { searchSolution } from '../engine/solution-search.js';
import { applyParts } from './parts.js';
import { boardTarget, changesBoard, solutionFrame, captions } from './board-model.js';

// A figure has no playback: the methods exist so every mode has the same API.
function figureControls(getPlayer) {
  return {
    play() {},
    pause() {},
    stepForward() {},
    stepBack() {},
    seek: () => Promise.resolve(getPlayer()?.position ?? null),
  };
}

// Searches solution k of n and shows it (or why not) when still current;
// fewer than k solutions: the first, and warnSolution({ n, count }).
function showSolution(api, { n, k }, { show, isCurrent, emit, warnSolution }) {
  const empty = solutionFrame(n, new Uint8Array(0));
  show(empty, captions.searching());
  const search = searchSolution(api, { n, k, kind: 'board' });
  search.result.then(
    (found) => {
      if (!isCurrent()) return;
      if (!found) return show(empty, captions.none(n));
      if (found.count) warnSolution({ n, count: found.count });
      show(solutionFrame(n, found.cols), captions.found(n, found));
      emit('nqueens-solution', solutionDetail({ n, index: found.index, queens: found.cols }));
    },
    // Shown with or without `narration`: a figure that cannot be found says why.
    (error) => isCurrent() && show(empty, captions.failed(error), { failed: true }),
  );
  return search;
}

// The caption says what the board shows when `narration` is on, and a
// failure always (as an alert): a figure never stays empty without a word.
function showCaption(caption, shown, options) {
  caption.hidden = !shown || !(options.narration || shown.failed);
  if (shown) caption.textContent = shown.describe(options.lang);
  if (shown?.failed) caption.setAttribute('role', 'alert');
  else caption.removeAttribute('role');
}

export function createBoardWidget(root, { api, options, emit, warnSolution = () => {} }) {
  const doc = root.ownerDocument;
  let current = options;
  let player = null; // only while showing a step
  let search = null; // the solution search in flight
  const boards = latestRequest(); // what the board shows changed: older answers are dropped
  let disposed = false;
  let shown = null; // { frame, describe(lang) } of what the board shows

  const boardHost = el(doc, 'div', { class: 'nq-element__figure' });
  const caption = el(doc, 'p', { class: 'nq-element__caption', part: 'caption' });
  root.append(boardHost, caption);
  const board = createBoardView(boardHost, { lang: options.lang });
  const guardedEmit = (type, detail) => !disposed && emit(type, detail);
  const report = createFrameReporter(guardedEmit, () => Boolean(player?.frame?.busy));

  const renderCaption = () => showCaption(caption, shown, current);

  function show(frame, describe, { failed = false } = {}) {
    shown = { frame, describe, failed };
    board.render(frame);
    applyParts(root);
    renderCaption();
  }

  function stopPlayer() {
    player?.dispose();
    player = null;
  }

  function playerFor(n) {
    if (player?.n === n) return player;
    stopPlayer();
    player = new Player(api, { n });
    player.addEventListener('change', ({ detail }) => {
      if (detail.busy) return;
      show(detail, (lang) => narrate(detail, lang));
      report(detail);
    });
    return player;
  }

  function render(next) {
    search?.cancel();
    search = null;
    const target = boardTarget(next);
    const isCurrent = boards.begin();
    const stillCurrent = () => isCurrent() && !disposed;
    if (target.kind === 'step') return seekWhenKnown(playerFor(target.n), target.step, stillCurrent);
    stopPlayer();
    search = showSolution(api, target, { show, isCurrent: stillCurrent, emit: guardedEmit, warnSolution });
  }

  render(options);
  return {
    update(next, changed) {
      const previous = current;
      current = next;
      if (next.lang !== previous.lang) board.setLang(next.lang);
      if (changesBoard(previous, next, changed)) render(next);
      else renderCaption();
    },
    ...figureControls(() => player),
    get position() {
      return player ? player.position : null;
    },
    get playing() {
      return false;
    },
    dispose() {
      disposed = true;
      boards.cancel();
      search?.cancel();
      stopPlayer();
    },
  };
}
