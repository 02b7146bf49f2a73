// The stage: everything that shows one Player — the board with its attack
// overlay, the narration (a polite live region), the controls and counters,
// the search tree and the code. The walkthrough and the explorer both use it.

import { el } from './dom.js';
import { t, tCount, formatNumber } from '../i18n/i18n.js';
import { narrate } from './narration.js';
import { SPEEDS } from '../engine/player.js';
import { createBoardView } from './board-view.js';
import { createControls } from './controls.js';
import { createSearchTree, TREE_MAX_N, TREE_MAX_EVENTS } from './search-tree.js';
import { createCodeView } from './code-view.js';

// Above this many steps a second a screen reader cannot keep up: it would
// queue every sentence. While playing that fast the narration is not a live
// region (the text on screen still follows every step); it speaks again once
// the player pauses or slows down.
const LIVE_MAX_SPEED = 4;

// The stage's boxes: board (with the solution banner), narration and
// controls on one side, search tree and code on the other.
function buildStage(doc) {
  const boardHost = el(doc, 'div', { class: 'nq-stage__board' });
  const banner = el(doc, 'p', { class: 'nq-banner', 'aria-hidden': 'true', hidden: true });
  const narrationLabel = el(doc, 'h3', { class: 'nq-visually-hidden' });
  const narration = el(doc, 'p', {
    class: 'nq-narration',
    role: 'status',
    'aria-live': 'polite',
    'aria-atomic': 'true',
  });
  const controlsHost = el(doc, 'div', { class: 'nq-stage__controls' });
  const treeHost = el(doc, 'div', { class: 'nq-stage__tree' });
  const codeHost = el(doc, 'div', { class: 'nq-stage__code' });

  const main = el(doc, 'div', { class: 'nq-stage__main' }, boardHost, narrationLabel, narration, controlsHost);
  const side = el(doc, 'div', { class: 'nq-stage__side' }, treeHost, codeHost);
  // The outer element is a size container: the layout follows the space the
  // stage gets, not the window, so it also works inside a custom element.
  const container = el(doc, 'div', { class: 'nq-stage' }, el(doc, 'div', { class: 'nq-stage__grid' }, main, side));
  return { container, boardHost, banner, narrationLabel, narration, controlsHost, treeHost, codeHost };
}

// The banner over the board: a solution, or the end of the search.
function renderBanner(banner, frame, lang) {
  const kind = frame.event?.kind;
  if (kind === 'solution') {
    banner.textContent = t(lang, 'banner.solution', { k: formatNumber(lang, frame.event.index + 1) });
    banner.className = 'nq-banner nq-banner--solution';
  } else if (kind === 'done') {
    banner.textContent = tCount(lang, 'banner.done', frame.counts.solutions);
    banner.className = 'nq-banner nq-banner--done';
  }
  banner.hidden = kind !== 'solution' && kind !== 'done';
}

/**
 * `panels` says which side panels to build now ({ tree, code }, both by
 * default); a panel left out is built by showPanels() when it is first
 * shown. The search tree of a 6×6 board is thousands of nodes: a widget that
 * hides it must not pay for it.
 */
export function createStage(root, { player, lang = 'en', panels = { tree: true, code: true }, codeView, onChangeCodeView, onFirstBoard }) {
  let currentLang = lang;
  let currentCodeView = codeView;
  let treeN = 0;
  let firstBoardShown = false;
  const { container, boardHost, banner, narrationLabel, narration, controlsHost, treeHost, codeHost } = buildStage(
    root.ownerDocument,
  );
  root.append(container);

  const board = createBoardView(boardHost, { lang });
  boardHost.append(banner);
  const controls = createControls(controlsHost, { player, lang });
  let tree = null;
  let code = null;

  function renderPanels(frame) {
    if (tree && frame.n !== treeN) {
      treeN = frame.n;
      tree.setEvents(frame.n, frame.n <= TREE_MAX_N ? player.collectEvents(TREE_MAX_EVENTS) : null);
    }
    tree?.render(frame);
    code?.render(frame);
  }

  function showPanels({ tree: withTree = false, code: withCode = false }) {
    const built = (withTree && !tree) || (withCode && !code);
    if (withTree && !tree) tree = createSearchTree(treeHost, { lang: currentLang, onSeek: (step) => player.seek(step) });
    if (withCode && !code) code = createCodeView(codeHost, { lang: currentLang, view: currentCodeView, onChangeView: onChangeCodeView });
    if (built && player.frame) renderPanels(player.frame);
    return built;
  }

  function render(frame) {
    board.render(frame);
    if (!firstBoardShown) {
      firstBoardShown = true;
      onFirstBoard?.();
    }
    renderBanner(banner, frame, currentLang);
    const live = !frame.playing || SPEEDS[frame.speedIndex] <= LIVE_MAX_SPEED ? 'polite' : 'off';
    if (narration.getAttribute('aria-live') !== live) narration.setAttribute('aria-live', live);
    const sentence = narrate(frame, currentLang);
    if (narration.textContent !== sentence) narration.textContent = sentence;
    renderPanels(frame);
  }

  function applyLang() {
    narrationLabel.textContent = t(currentLang, 'narration.label');
  }

  player.addEventListener('change', (event) => render(event.detail));
  applyLang();
  showPanels(panels);
  if (player.frame) render(player.frame);

  return {
    element: container,
    /** Builds the panels in `panels` ({ tree, code }) not built yet; true if it built one. */
    showPanels,
    /** Shows another code view (code/views.js), now or when the code panel is built. */
    setCodeView(name) {
      currentCodeView = name;
      code?.setView(name);
    },
    setLang(next) {
      currentLang = next;
      applyLang();
      board.setLang(next);
      controls.setLang(next);
      tree?.setLang(next);
      code?.setLang(next);
      if (player.frame) render(player.frame);
    },
  };
}
