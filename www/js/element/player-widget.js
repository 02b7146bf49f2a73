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

// The stage is the page's view: its parts are found by class name, and a
// part that is not there (a renamed class) is skipped rather than fatal.
function applyVisibility(stageHost, next) {
  const setHidden = (selector, hidden) => {
    const node = stageHost.querySelector(selector);
    if (node) node.hidden = hidden;
  };
  setHidden('.nq-narration', !next.narration);
  setHidden('.nq-stage__tree', !next.tree);
  setHidden('.nq-stage__code', !next.code);
  setHidden('.nq-stage__side', !next.tree && !next.code);
  for (const [name, selector] of Object.entries(CONTROL_SELECTORS)) setHidden(selector, !next.controls.has(name));
  setHidden('.nq-controls__sliders', !next.controls.has('timeline') && !next.controls.has('speed'));
  setHidden('.nq-stage__controls', next.controls.size === 0);
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

  let explorer = null;
  if (options.mode === 'explore') {
    const bar = el(doc, 'div', { class: 'nq-element__explorer' });
    root.append(bar);
    explorer = createExplorer(bar, { player, lang: options.lang, maxN: MAX_N, onChangeN: requestN });
    explorer.setN(options.n);
  }
  const stageHost = el(doc, 'div', { class: 'nq-element__stage' });
  root.append(stageHost);
  const stage = createStage(stageHost, { player, lang: options.lang, codeView: options.codeView });

  // The board takes the keyboard focus, so the shortcuts work even when
  // every control is hidden (controls="none").
  const grid = stageHost.querySelector('.nq-board');
  if (grid) grid.tabIndex = 0;
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

  applyVisibility(stageHost, options);
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
      applyVisibility(stageHost, next);
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
