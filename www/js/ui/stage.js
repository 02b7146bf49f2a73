// The stage: everything that shows one Player — the board with its attack
// overlay, the narration (a polite live region), the controls and counters,
// the search tree and the code. The walkthrough and the explorer both use it.
// The side panels' modules (search-tree.js, code-view.js) are given to it
// (`panelViews`) rather than imported here: the page imports them after its
// first board is drawn, the element with its own modules.

import { el } from './dom.js';
import { t, tCount, formatNumber } from '../i18n/i18n.js';
import { narrate } from './narration.js';
import { seekWhenKnown } from '../engine/player.js';
import { nextMacrotask } from '../engine/slices.js';
import { announcesFrame, DEFAULT_LANG } from '../engine/catalog.js';
import { createBoardView } from './board-view.js';
import { createControls } from './controls.js';


// The stage's boxes: board (with the solution banner), narration and
// controls on one side, search tree and code on the other.
function buildStage(doc, codeFirst) {
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
  // A step too far for the source to reach quickly (Player: frame.reach), and the nearest one it reaches.
  const reachText = el(doc, 'span', { class: 'nq-reach__text' });
  const reachButton = el(doc, 'button', { type: 'button', class: 'nq-btn nq-reach__go' });
  const reach = el(doc, 'p', { class: 'nq-reach', role: 'status', hidden: true }, reachText, ' ', reachButton);
  const treeHost = el(doc, 'div', { class: 'nq-stage__tree' });
  const codeHost = el(doc, 'div', { class: 'nq-stage__code' });

  const main = el(doc, 'div', { class: 'nq-stage__main' }, boardHost, narrationLabel, narration, reach, controlsHost);
  // The page puts the code first: its running line beside (or, narrow, just under) the board and the step buttons.
  const side = el(doc, 'div', { class: 'nq-stage__side' }, ...(codeFirst ? [codeHost, treeHost] : [treeHost, codeHost]));
  // The outer element is a size container: the layout follows the space the
  // stage gets, not the window, so it also works inside a custom element.
  const container = el(doc, 'div', { class: 'nq-stage' }, el(doc, 'div', { class: 'nq-stage__grid' }, main, side));
  return { container, boardHost, banner, narrationLabel, narration, reach: { reach, reachText, reachButton }, controlsHost, treeHost, codeHost };
}

// The offered step's button goes there.
function bindReach({ reachButton }, player) {
  reachButton.addEventListener('click', () => player.seek(Number(reachButton.dataset.step)));
}

// Why the player did not go where it was asked: a step, a solution, or the
// end of the search (whose step is not known, only that it lies beyond the nearest).
function reachWords({ asked, nearest, solution, end }, lang) {
  const numbers = { asked: end ? '' : formatNumber(lang, asked), nearest: formatNumber(lang, nearest) };
  return t(lang, end ? 'reach.end' : solution ? 'reach.solution' : 'reach.text', numbers);
}

// Says that the step (or solution, or the end) asked for is further than the
// view reaches quickly, and offers the nearest step: no button once there
// (To the end went as far as it reaches).
function renderReach({ reach, reachText, reachButton }, frame, lang) {
  reach.hidden = !frame.reach;
  if (!frame.reach) return;
  const { nearest } = frame.reach;
  reachText.textContent = reachWords(frame.reach, lang);
  reachButton.textContent = t(lang, 'reach.go', { nearest: formatNumber(lang, nearest) });
  reachButton.dataset.step = String(nearest);
  reachButton.hidden = frame.position === nearest;
}

// The banner over the board: a solution, or the end of the search. A wrong
// program's looks like neither a success nor a plain end (views.css).
const WRONG_BANNER = 'nq-banner nq-banner--done nq-banner--wrong';
function renderBanner(banner, frame, lang) {
  const kind = frame.event?.kind;
  // A wrong program's end or counted board says so once its narration's module (and words) are in.
  const wrong = frame.program ? programWrongBanner?.(frame, lang) : null;
  if (kind === 'solution') {
    banner.textContent = wrong ?? t(lang, 'banner.solution', { k: formatNumber(lang, frame.event.index + 1) });
    banner.className = wrong ? WRONG_BANNER : 'nq-banner nq-banner--solution';
  } else if (kind === 'done') {
    banner.textContent = wrong ?? tCount(lang, 'banner.done', frame.counts.solutions);
    banner.className = wrong ? WRONG_BANNER : 'nq-banner nq-banner--done';
  }
  banner.hidden = kind !== 'solution' && kind !== 'done';
}

// A code view's program is told by program-narration.js (its events from
// the core's facts about them, its lines by line-narration.js), imported
// with its first frame, not before the first board; until it is in, the
// narration says the program is loading (the empty board, the same in
// every view, is told at once).
let programNarration = null;
let programWrongBanner = null;
let programNarrationLoad = null;
function sentenceOf(frame, lang, redraw) {
  const { program, event } = frame;
  if (!program?.snapshot) return narrate(frame, lang);
  if (programNarration) return programNarration(frame, lang);
  const failed = (error) => (_, at) => t(at, 'app.partLoadError', { message: String(error) });
  programNarrationLoad ??= import('./program-narration.js').then((module) => {
    programWrongBanner = module.wrongBanner;
    return module.narrateProgram;
  }, failed).then((told) => (programNarration = told));
  programNarrationLoad.then(redraw);
  return event || program.by === 'line' ? t(lang, 'narr.loadingProgram') : narrate(frame, lang);
}

// The narration, a polite live region unless playing too fast to be heard
// (announcesFrame, engine/catalog.js).
function renderNarration(narration, frame, lang, redraw) {
  const live = announcesFrame(frame) ? 'polite' : 'off';
  if (narration.getAttribute('aria-live') !== live) narration.setAttribute('aria-live', live);
  const sentence = sentenceOf(frame, lang, redraw);
  if (narration.textContent !== sentence) narration.textContent = sentence;
}

/** The root alone until the whole search's events are read, in slices; a note beyond TREE_MAX_N. */
function loadTreeEvents({ TREE_MAX_N, TREE_MAX_EVENTS }, tree, player, n, isCurrent) {
  if (n > TREE_MAX_N) return tree.setEvents(n, null);
  tree.setEvents(n, []);
  return player.collectEventsSliced(TREE_MAX_EVENTS).then((events) => {
    if (isCurrent() && player.n === n) tree.setEvents(n, events);
  });
}

// The panels `waiting` for their modules, shown one per task: each builds
// hundreds of elements and lays the page out again (issue #30: no task over
// 50 ms while the page loads). The upper panel first (`codeFirst`: the
// code): the other comes in under it and moves nothing. Resolves to true if it built one.
async function showOnePerTask(show, waiting, codeFirst) {
  const [first, second] = codeFirst ? ['code', 'tree'] : ['tree', 'code'];
  const builtFirst = show({ [first]: waiting[first] });
  if (waiting[second]) await nextMacrotask();
  return show({ [second]: waiting[second] }) || builtFirst;
}

/**
 * The side panels (search tree, code) in their hosts, drawn by `views` ({
 * tree, code }: the modules search-tree.js and code-view.js) once given:
 * show() before that only remembers what was asked for.
 */
function createSidePanels({ treeHost, codeHost }, { player, views: given, state, callbacks }) {
  let views = given;
  let tree = null;
  let code = null;
  let treeN = 0;
  const waiting = { tree: false, code: false };

  // An edited program (frame.program.source) is another search: its own stamp in the tree's key.
  const edits = { source: null, stamp: 0 };
  function render(frame) {
    const source = frame.program?.source ?? null;
    if (source !== edits.source) Object.assign(edits, { source, stamp: edits.stamp + 1 });
    const treeKey = `${frame.n} ${frame.program?.view ?? ''} ${frame.program?.loading ? 'loading' : ''} ${edits.stamp}`;
    if (tree && treeKey !== treeN) {
      treeN = treeKey;
      loadTreeEvents(views.tree, tree, player, frame.n, () => treeN === treeKey);
    }
    tree?.render(frame);
    code?.render(frame);
  }

  /** Builds the panels asked for and not built yet; true if it built one. */
  function show({ tree: withTree = false, code: withCode = false }) {
    if (!views) {
      waiting.tree ||= withTree;
      waiting.code ||= withCode;
      return false;
    }
    const built = (withTree && !tree) || (withCode && !code);
    if (withTree && !tree) tree = views.tree.createSearchTree(treeHost, { lang: state.lang, onSeek: (step) => player.seekEvent(step) });
    if (withCode && !code) {
      code = views.code.createCodeView(codeHost, {
        lang: state.lang,
        view: state.codeView,
        by: state.by,
        sourceText: (view, lang) => player.programText(view, lang),
        compare: (n) => player.compareProgram('bitmask-printed', n, { reference: 'bitmask' }),
        programApi: () => player.api,
        ...callbacks,
      });
      callbacks.onCodeShown();
    }
    if (built && player.frame) render(player.frame);
    return built;
  }

  return {
    show,
    render,
    setViews(modules) {
      views ??= modules;
      return showOnePerTask(show, waiting, state.codeFirst);
    },
    setCodeView: (name) => code?.setView(name),
    setLang(next) {
      tree?.setLang(next);
      code?.setLang(next);
    },
  };
}

// Switches the step unit with `apply()`; with `keepPlace`, goes to the
// place the program was at, counted in the new unit.
function switchUnit(player, unit, keepPlace, apply) {
  const place = player.positionIn(unit);
  apply();
  if (keepPlace && place > 0) seekWhenKnown(player, place);
}

// What the code panel's choices do: the shell's handlers if it gave them
// (the page keeps them in its URL), else the stage applies them itself.
function codePanelCallbacks(options, getStage, onCodeShown) {
  return {
    onChangeView: (name) => (options.onChangeCodeView ? options.onChangeCodeView(name) : getStage().setCodeView(name)),
    onChangeBy: (unit) => (options.onChangeBy ? options.onChangeBy(unit) : getStage().setStepUnit(unit, { keepPlace: true })),
    onRequestN: (n) => (options.onRequestN ? options.onRequestN(n) : options.player.setN(n)),
    // An edited program plays (null: the original); the page also keeps it in its URL.
    onRunSource: (source) => {
      options.player.setProgram({ source });
      options.onRunSource?.(source);
    },
    onShowError: (stop) => showStop(options.player, stop),
    onCodeShown,
  };
}

// Goes to where an edited run stopped (`stop`: the line steps and events it
// took before its error): the error's own step, one past them in the unit
// played (engine/program-source.js), where the run meets the error again
// and stays: its snapshot has the line that failed and why.
function showStop(player, { lineStep, eventStep }) {
  return player.seek((player.program.by === 'line' ? lineStep : eventStep) + 1, { known: true });
}

/**
 * `panels` says which side panels to build now ({ tree, code }, both by
 * default); a panel left out is built by showPanels() when it is first
 * shown. The search tree of a 6×6 board is thousands of nodes: a widget that
 * hides it must not pay for it. `panelViews` ({ tree, code }: the modules
 * search-tree.js and code-view.js) draw them; without it, the panels asked
 * for are built when setPanelViews() brings the modules.
 * `codeFirst`: the code panel above the search tree (the page: the running
 * line next to the board and its step buttons); else the tree first.
 */
export function createStage(root, options) {
  const { player, lang = DEFAULT_LANG, panels = { tree: true, code: true }, panelViews = null, codeView, by = 'event', onFirstBoard, codeFirst = false } = options;
  // What the side panels are built with: the language, code view and step unit now.
  const state = { lang, codeView, by, codeShown: Boolean(panels.code), codeFirst };
  let firstBoardShown = false;
  const hosts = buildStage(root.ownerDocument, codeFirst);
  const { container, boardHost, banner, narrationLabel, narration, controlsHost } = hosts;
  root.append(container);
  bindReach(hosts.reach, player);
  const board = createBoardView(boardHost, { lang });
  boardHost.append(banner);
  const controls = createControls(controlsHost, { player, lang });
  // The code view's program plays once the code panel is built (no panel: the Stepper).
  const playProgram = () => state.codeShown && player.setProgram({ view: state.codeView, by: state.by });
  const callbacks = codePanelCallbacks(options, () => stage, () => playProgram((state.codeShown = true)));
  const side = createSidePanels(hosts, { player, views: panelViews, state, callbacks });
  playProgram();

  function render(frame) {
    board.render(frame);
    if (!firstBoardShown) {
      firstBoardShown = true;
      onFirstBoard?.();
    }
    renderBanner(banner, frame, state.lang);
    renderNarration(narration, frame, state.lang, () => player.frame && render(player.frame));
    renderReach(hosts.reach, frame, state.lang);
    side.render(frame);
  }

  const applyLang = () => (narrationLabel.textContent = t(state.lang, 'narration.label'));

  player.addEventListener('change', (event) => render(event.detail));
  applyLang();
  side.show(panels);
  if (player.frame) render(player.frame);

  const stage = {
    element: container,
    /** Builds the panels in `panels` ({ tree, code }) not built yet; true if it built one. */
    showPanels: side.show,
    /** Gives the panels' modules ({ tree, code }, see createStage) and builds the panels waiting for them, one per task; resolves to true if it built one. */
    setPanelViews: side.setViews,
    /** Shows and plays another code view (code/views.js), now or when the code panel is built. */
    setCodeView: (name) => playProgram(side.setCodeView((state.codeView = name))),
    /** Steps by 'event' or 'line' in the code view's program; `keepPlace`: at the same place in it. */
    setStepUnit: (unit, { keepPlace = false } = {}) => switchUnit(player, unit, keepPlace, () => playProgram((state.by = unit))),
    /** Call when the stage is shown again after display: none: the board's rows join a batch per frame (board-view.js). */
    reveal: board.reveal,
    setLang(next) {
      state.lang = next;
      applyLang();
      board.setLang(next);
      controls.setLang(next);
      side.setLang(next);
      if (player.frame) render(player.frame);
    },
  };
  return stage;
}
