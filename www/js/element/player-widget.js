// The walkthrough and explorer modes of <n-queens>: one Player (one wasm
// Stepper) shown by the page's own stage (board, attack line, narration,
// controls, search tree, code), plus the explorer toolbar in explore mode.
// The element's attributes pick which parts show; the keyboard shortcuts are
// bound inside the shadow root, so they only act on the focused widget.

import { el, prefersReducedMotion } from '../ui/dom.js';
import { Player, providePrograms } from '../engine/player.js';
import * as programSources from '../engine/program-source.js';
import { createStage } from '../ui/stage.js';
import { loadPanelViews, loadedPanelViews } from './panel-views.js';
import { createExplorer } from '../ui/explorer.js';
import { bindShortcuts } from '../ui/controls.js';
import { createFrameReporter } from './events.js';
import { seekWhenKnown, goToSolution } from './navigation.js';
import { applyParts } from './parts.js';
import { MAX_N } from './options.js';
import { startTarget, updatePlan, programChanged } from './player-model.js';
import { latestRequest } from '../engine/latest.js';
import { errorText } from '../engine/errors.js';

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
  // The element loads the panels' modules before a first render that shows one (widget-modules.js).
  const panelViews = loadedPanelViews();
  const stage = createStage(stageHost, { player, lang: options.lang, panels, panelViews, codeView: options.codeView, by: options.by });
  const grid = stageHost.querySelector('.nq-board');
  if (grid) grid.tabIndex = 0;
  return { explorer, stageHost, stage };
}

// showParts(), then names the parts of a panel it built. A panel turned on
// before the panels' modules have loaded is built when they are in; a code
// panel built then starts its program, and `whenLate.built()` is called
// after it (`whenLate.start()` before the load: it returns what ends it).
function showVisibleParts(root, { stage, stageHost }, options, whenLate = null) {
  if (showParts(stage, stageHost, options)) applyParts(root);
  if ((options.tree || options.code) && !loadedPanelViews()) {
    const end = (options.code && whenLate?.start()) || (() => {});
    loadPanelViews()
      .then((views) => stage.setPanelViews(views))
      .then(
        (built) => {
          end();
          if (built && root.isConnected) applyParts(root);
          if (options.code) whenLate?.built();
        },
        end, // the panel stays empty; the next change that shows one tries again
      );
  }
}

// Reasons to report no frame: a synchronous change (`quietly`), or a wait
// until the function `hold()` returns is called; `on` while there is one.
function createQuiet() {
  let count = 0;
  const hold = () => {
    count += 1;
    let held = true;
    return () => {
      if (held) count -= 1;
      held = false;
    };
  };
  return {
    get on() {
      return count > 0;
    },
    hold,
    quietly(change) {
      const release = hold();
      try {
        change();
      } finally {
        release();
      }
    },
  };
}

// Moves the player on an attribute's or a script's behalf (to a step, or to
// solution k) and reports the frames it lands on as the element's events.
// Each move supersedes the one before (latest request wins); the frames a
// move passes through are not reported, only the step it lands on.
// `quietly(change)` and `hold()` (a new program's step 0, before its
// target) report nothing meanwhile (createQuiet).
function createNavigator(api, player, { emit, isDisposed, onError, onFewer }) {
  const moves = latestRequest();
  let solutionSearch = null; // the running goToSolution, if any
  const quiet = createQuiet(); // on while a move passes through intermediate frames
  const report = createFrameReporter(
    (type, detail) => {
      if (!isDisposed()) emit(type, detail);
    },
    () => quiet.on,
  );

  /** Ends the running move; returns the new move's isCurrent(). */
  function supersede() {
    solutionSearch?.cancel();
    solutionSearch = null;
    const isLatest = moves.begin();
    return () => isLatest() && !isDisposed();
  }

  function seekStep(step) {
    return seekWhenKnown(player, step, supersede());
  }

  async function showSolution(k) {
    const isCurrent = supersede();
    const release = quiet.hold();
    try {
      const n = player.n;
      solutionSearch = goToSolution(api, player, k, { isCurrent, onError, onFewer: (count) => isCurrent() && onFewer({ n, count }) });
      await solutionSearch.done;
    } finally {
      release();
    }
    if (!isDisposed()) report(player.frame);
  }

  /** Goes to a target of player-model.js ({ kind: 'solution', k } or { kind: 'step', step }); null stays. */
  function goTo(target) {
    if (target?.kind === 'solution') return showSolution(target.k);
    if (target?.kind === 'step') return seekStep(target.step);
    return Promise.resolve();
  }

  return { report, supersede, quietly: quiet.quietly, hold: quiet.hold, seekStep, goTo };
}

// Reports every frame of the player, and names the new cells' parts when
// the board size changes (the cells are rebuilt then).
function reportFrames(root, player, navigator, firstN) {
  let partsN = firstN;
  player.addEventListener('change', (event) => {
    const frame = event.detail;
    if (frame.n !== partsN) {
      partsN = frame.n;
      applyParts(root);
    }
    navigator.report(frame);
  });
}

// A new board size; when the update goes on to a step or solution, only the
// step landed on is reported (`el.n = 6; el.step = 30` sends one
// nqueens-step, for 6:30).
function changeN({ player, views, navigator }, n, goingOn) {
  navigator.supersede();
  const setN = () => {
    player.setN(n);
    views.explorer?.setN(n);
  };
  if (goingOn) navigator.quietly(setN);
  else setN();
}

// The code view, step unit and visible parts of `next`. A new program (a
// code view, a step unit, a code panel shown) is a new search from step 0,
// as a new n is: it goes on to the step or solution attribute (startTarget)
// and reports only the step it lands on. Returns that target when the
// program changed now; a code panel whose modules are still loading starts
// its program later, and goes there then.
function applyProgram({ root, player, views, navigator }, next) {
  const target = startTarget(next);
  const before = player.program;
  const apply = () => {
    views.stage.setCodeView(next.codeView);
    views.stage.setStepUnit(next.by);
    showVisibleParts(root, views, next, {
      start: () => target && navigator.hold(),
      built: () => {
        if (programChanged(before, player.program)) navigator.goTo(target);
      },
    });
  };
  if (target) navigator.quietly(apply);
  else apply();
  return programChanged(before, player.program) ? target : null;
}

// Applies an options update (player-model.js's updatePlan) in this order:
// language, speed, code view and step unit, visible parts, board size, the
// step or solution to go to, autoplay.
function applyUpdate(widget, previous, next, changed) {
  const { player, views, navigator } = widget;
  const plan = updatePlan(previous, next, changed, player);
  if (plan.lang) {
    views.stage.setLang(next.lang);
    views.explorer?.setLang(next.lang);
  }
  if (plan.speed) player.setSpeed(next.speedIndex);
  const programTarget = applyProgram(widget, next); // always: it applies the view, unit and parts
  const target = plan.target ?? programTarget;
  if (plan.n) changeN(widget, next.n, target !== null);
  navigator.goTo(target);
  if (plan.autoplay === 'play') widget.autoplay();
  else if (plan.autoplay === 'pause') player.pause();
}

// Where the widget starts: the `solution` or `step` attribute, then autoplay.
async function startAt({ navigator, autoplay }, target, withAutoplay) {
  if (target) await navigator.goTo(target);
  if (withAutoplay) autoplay();
}

// The widget's methods for the element (update, playback, position, dispose).
function widgetMethods(widget, options, dispose) {
  const { player, navigator } = widget;
  let current = options;
  return {
    /** Applies changed options; `changed` holds the attribute names set since the last update. */
    update(next, changed) {
      const previous = current;
      current = next;
      applyUpdate(widget, previous, next, changed);
    },
    play() {
      navigator.supersede();
      player.play();
    },
    pause() {
      player.pause();
    },
    stepForward() {
      navigator.supersede();
      player.stepForward();
    },
    stepBack() {
      navigator.supersede();
      player.stepBack();
    },
    // A whole number from 0: the element checked it (seekStepOf).
    seek(step) {
      return navigator.seekStep(step);
    },
    get position() {
      return player.position;
    },
    get playing() {
      return player.playing;
    },
    dispose,
  };
}

/**
 * Mounts the widget into `root` (a container in the shadow root).
 * `emit(type, detail)` dispatches the element's events; `requestN(n)` asks the
 * element to change its `n` attribute (the explorer's size picker).
 */
export function createPlayerWidget(root, { api, options, emit, requestN, warnSolution = () => {} }) {
  let disposed = false;
  const isDisposed = () => disposed;

  // The element plays a code view's program as soon as its module has it (the page imports the adapter after its first board).
  providePrograms(programSources);
  const player = new Player(api, { n: options.n, speedIndex: options.speedIndex });
  const views = mountViews(root, player, options, requestN);
  // An edited program (an inline child): the core parses it; one that does not parse leaves the original.
  if (options.source && options.code) player.setProgram({ source: options.source });
  const unbindShortcuts = bindShortcuts(root, () => (disposed ? null : player));
  // A solution that cannot be searched for says why (the player stays at the start).
  const onError = (error) => root.append(el(root.ownerDocument, 'p', { class: 'nq-element__status', part: 'status', role: 'alert', text: errorText(error) }));
  const navigator = createNavigator(api, player, { emit, isDisposed, onError, onFewer: warnSolution });
  reportFrames(root, player, navigator, options.n);

  // `autoplay` is motion the reader did not ask for: not under reduced motion
  // (play() and the play button still work).
  const autoplay = () => {
    if (!disposed && !prefersReducedMotion(root.ownerDocument.defaultView)) player.play();
  };
  const widget = { root, player, views, navigator, autoplay };

  showVisibleParts(root, views, options);
  applyParts(root);
  // Events describe the step the widget lands on: with a `step` or
  // `solution` to go to, that step reports itself, not the start before it.
  const target = startTarget(options);
  if (target === null) navigator.report(player.frame);
  startAt(widget, target, options.autoplay);

  return widgetMethods(widget, options, () => {
    disposed = true;
    navigator.supersede();
    unbindShortcuts();
    player.dispose();
  });
}
