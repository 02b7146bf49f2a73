// The walkthrough and explorer modes of <n-queens>: one Player (one wasm
// Stepper) shown by the page's own stage (board, attack line, narration,
// controls, search tree, code), plus the explorer toolbar in explore mode.
// The element's attributes pick which parts show; the keyboard shortcuts are
// bound inside the shadow root, so they only act on the focused widget.

import { el, prefersReducedMotion } from '../ui/dom.js';
import { Player } from '../engine/player.js';
import { createStage } from '../ui/stage.js';
import { createExplorer } from '../ui/explorer.js';
import { bindShortcuts } from '../ui/controls.js';
import { createFrameReporter } from './events.js';
import { seekWhenKnown, goToSolution } from './navigation.js';
import { applyParts } from './parts.js';
import { MAX_N } from './options.js';

// Each control part and the element that shows it.
const CONTROL_SELECTORS = {
  buttons: '.nq-controls__buttons',
  timeline: '.nq-field--timeline',
  speed: '.nq-field--speed',
  stats: '.nq-stats',
  keys: '.nq-keys',
};

/**
 * Shows the stage's parts that `options` asks for and hides the others,
 * building a side panel the first time it is shown; true if it built one.
 */
function showParts(stage, stageHost, options) {
  const built = stage.showPanels({ tree: options.tree, code: options.code });
  // The stage is the page's view: its parts are found by class name, and a
  // part that is not there (a renamed class) is skipped rather than fatal.
  const setHidden = (selector, hidden) => {
    const node = stageHost.querySelector(selector);
    if (node) node.hidden = hidden;
  };
  setHidden('.nq-narration', !options.narration);
  setHidden('.nq-stage__tree', !options.tree);
  setHidden('.nq-stage__code', !options.code);
  setHidden('.nq-stage__side', !options.tree && !options.code);
  for (const [name, selector] of Object.entries(CONTROL_SELECTORS)) setHidden(selector, !options.controls.has(name));
  setHidden('.nq-controls__sliders', !options.controls.has('timeline') && !options.controls.has('speed'));
  setHidden('.nq-stage__controls', options.controls.size === 0);
  return built;
}

// The explorer toolbar (explore mode) and the stage, in `root`. Only the
// panels shown are built (the tree of a 6×6 board is thousands of
// elements); turning one on later builds it then. The board takes the
// keyboard focus, so the shortcuts work even when every control is hidden
// (controls="none").
function mountViews(root, player, options, requestN) {
  const doc = root.ownerDocument;
  let explorer = null;
  if (options.mode === 'explore') {
    const bar = el(doc, 'div', { class: 'nq-element__explorer' });
    root.append(bar);
    explorer = createExplorer(bar, { player, lang: options.lang, maxN: MAX_N, onChangeN: requestN });
    explorer.setN(options.n);
  }
  const stageHost = el(doc, 'div', { class: 'nq-element__stage' });
  root.append(stageHost);
  const panels = { tree: options.tree, code: options.code };
  const stage = createStage(stageHost, { player, lang: options.lang, panels, codeView: options.codeView });
  const grid = stageHost.querySelector('.nq-board');
  if (grid) grid.tabIndex = 0;
  return { explorer, stageHost, stage };
}

/**
 * Mounts the widget into `root` (a container in the shadow root).
 * `emit(type, detail)` dispatches the element's events; `requestN(n)` asks the
 * element to change its `n` attribute (the explorer's size picker).
 */
export function createPlayerWidget(root, { api, options, emit, requestN }) {
  const doc = root.ownerDocument;
  let current = options;
  let navigation = 0; // bumped to supersede a running seek or solution search
  let quiet = 0; // > 0 while a navigation passes through intermediate frames
  let disposed = false;

  const player = new Player(api, { n: options.n, speedIndex: options.speedIndex });

  const { explorer, stageHost, stage } = mountViews(root, player, options, requestN);
  const unbindShortcuts = bindShortcuts(root, () => (disposed ? null : player));

  const report = createFrameReporter(
    (type, detail) => {
      if (!disposed) emit(type, detail);
    },
    () => quiet > 0,
  );
  let partsN = 0;
  player.addEventListener('change', (event) => {
    const frame = event.detail;
    if (frame.n !== partsN) {
      partsN = frame.n;
      applyParts(root);
    }
    report(frame);
  });

  function applyVisibility(next) {
    if (showParts(stage, stageHost, next)) applyParts(root);
  }

  let solutionSearch = null; // the running goToSolution, if any

  function supersede() {
    navigation += 1;
    solutionSearch?.cancel();
    solutionSearch = null;
    const token = navigation;
    return () => token === navigation && !disposed;
  }

  function seekStep(step) {
    return seekWhenKnown(player, step, supersede());
  }

  async function showSolution(k) {
    const isCurrent = supersede();
    quiet += 1;
    try {
      solutionSearch = goToSolution(api, player, k, isCurrent);
      await solutionSearch.done;
    } finally {
      quiet -= 1;
    }
    if (!disposed) report(player.frame);
  }

  // `autoplay` is motion the reader did not ask for: not under reduced motion
  // (play() and the play button still work).
  function autoplay() {
    if (!disposed && !prefersReducedMotion(doc.defaultView)) player.play();
  }

  // Where the widget starts: the `solution` or `step` attribute, then autoplay.
  async function start(next) {
    if (next.solution !== null) await showSolution(next.solution);
    else if (next.step !== null) await seekStep(next.step);
    if (next.autoplay) autoplay();
  }

  applyVisibility(options);
  applyParts(root);
  partsN = options.n;
  // Events describe the step the widget lands on: with a `step` or
  // `solution` to go to, that step reports itself, not the start before it.
  if (options.solution === null && options.step === null) report(player.frame);
  start(options);

  return {
    /** Applies changed options; `changed` holds the attribute names set since the last update. */
    update(next, changed) {
      const previous = current;
      current = next;
      if (next.lang !== previous.lang) {
        stage.setLang(next.lang);
        explorer?.setLang(next.lang);
      }
      if (next.speedIndex !== player.speedIndex) player.setSpeed(next.speedIndex);
      stage.setCodeView(next.codeView);
      applyVisibility(next);
      const newN = next.n !== player.n;
      // A new board starts from the `solution` or `step` attribute, as the
      // first one did (and as a board figure does); otherwise each one
      // applies when it is set.
      const toSolution = next.solution !== null && (newN || changed.has('solution'));
      const toStep = !toSolution && next.step !== null && (newN || changed.has('step'));
      if (newN) {
        supersede();
        // Going on to a step or solution: only the step landed on is reported
        // (`el.n = 6; el.step = 30` sends one nqueens-step, for 6:30).
        const goingOn = toSolution || toStep;
        if (goingOn) quiet += 1;
        try {
          player.setN(next.n);
          explorer?.setN(next.n);
        } finally {
          if (goingOn) quiet -= 1;
        }
      }
      if (toSolution) showSolution(next.solution);
      else if (toStep) seekStep(next.step);
      if (changed.has('autoplay')) {
        if (next.autoplay) autoplay();
        else player.pause();
      }
    },
    play() {
      supersede();
      player.play();
    },
    pause() {
      player.pause();
    },
    stepForward() {
      supersede();
      player.stepForward();
    },
    stepBack() {
      supersede();
      player.stepBack();
    },
    seek(step) {
      return seekStep(Math.max(0, Math.trunc(Number(step)) || 0));
    },
    get position() {
      return player.position;
    },
    get playing() {
      return player.playing;
    },
    dispose() {
      disposed = true;
      supersede();
      unbindShortcuts();
      player.dispose();
    },
  };
}
