// Wires the page: the URL state (url-state.js, history.js), the three modes
// (walkthrough, explorer, count; modes.js loads the last two on first use),
// the language switch, the notice (notices.js), keyboard shortcuts and the
// first-board timing. The views it mounts never touch the document on their
// own; only the page/ layer knows it is running as a whole page.
//
// The Chinese strings (js/i18n/strings/zh.js, see i18n.js's loadLang) load
// on first use: a page opened in Chinese waits for them before it puts its
// layout in the document (so its first paint is already in Chinese, and
// nothing shifts when they come), and a switch to Chinese waits for them
// before it shows anything.
// What the first board does not need (the search tree, the code panel, the
// export bar) is imported once it is drawn (see loadLateViews).

import init, * as base from '../api/base.js';
import { t, loadLang, langLoaded } from '../i18n/i18n.js';
import { parseState, serializeState, boardSizeFor, readerLang } from './url-state.js';
import { WALKTHROUGH_N, SPEEDS, modesOfKind } from '../engine/catalog.js';
import { Player, seekWhenKnown } from '../engine/player.js';
import { latestRequest } from '../engine/latest.js';
import { nextMacrotask } from '../engine/slices.js';
import { errorText } from '../engine/errors.js';
import { createStage } from '../ui/stage.js';
import { bindShortcuts } from '../ui/controls.js';
import { el, focusWhenShown, prefersReducedMotion } from '../ui/dom.js';
import { buildLayout, renderChrome, presenting } from './layout.js';
import { createNotice } from './notices.js';
import { createHistory } from './history.js';
import { createModeLoader, loadStylesheet } from './modes.js';
import { navigateState, clampCountN, stepKey, tabN } from './navigation.js';

// The main thread steps and draws; every count runs in a worker, which loads
// the whole module. So the page loads the stepper module: the Stepper, its
// events and the code views' facts, no counters, no interpreter, nothing
// about boards (Cargo.toml, features `counters`, `programs` and `boards`).
// The interpreter's module comes once the first board is drawn
// (Player.loadPrograms), the core module with the calls about boards when
// a mode that asks them is first shown (modes.js: api.loadBoards).
const STEPPER_WASM = new URL('../../pkg/nqueens_stepper_bg.wasm', import.meta.url);

/**
 * The API as the page uses it: what www/nqueens.js exports, js/api/base.js's
 * at once (read through, so its constants are the ones init() set), the
 * programs' part (js/api/programs.js: ProgramRun, ProgramComparison,
 * FixCheck, ProgramError, programSource) with the programs' module:
 * api.loadPrograms() loads both, api.programsLoaded() says both are in.
 * So the first board downloads no program class. (A module namespace
 * takes no assignment: the members are defined on an object made from it.)
 */
function pageApi() {
  let loading = null;
  const loadPrograms = (input) =>
    (loading ??= Promise.all([base.loadPrograms(input), import('../api/programs.js')]).then(
      ([, programs]) => {
        Object.defineProperties(api, Object.getOwnPropertyDescriptors(programs));
      },
      (error) => {
        loading = null; // a later call tries again
        throw error;
      },
    ));
  const programsLoaded = () => Object.hasOwn(api, 'ProgramRun') && base.programsLoaded();
  const api = Object.create(base, { loadPrograms: { value: loadPrograms }, programsLoaded: { value: programsLoaded } });
  return api;
}

const api = pageApi();

const FIRST_BOARD_MARK = 'nq-first-board';
// The modes that show the step player's board (and its export bar), and the quiz and free play (engine/catalog.js).
const PLAYER_MODES = modesOfKind('player');
const LEARN_MODES = modesOfKind('learn');
// Imported after the first board (loadLateViews), with their stylesheet (the search
// tree's and the code panel's, css/views.css) and the dialogs' (the share dialog's and
// the Export dialog's; should it fail, the share button tries again).
const VIEWS_CSS = new URL('../../css/views.css', import.meta.url).href;
const DIALOGS_CSS = new URL('../../css/page-late.css', import.meta.url).href;
const LATE_MODULES = (doc) =>
  Promise.all([
    import('../ui/search-tree.js'),
    import('../ui/code-view.js'),
    import('../ui/export/export-bar.js'),
    loadStylesheet(doc, VIEWS_CSS),
    loadStylesheet(doc, DIALOGS_CSS).catch(() => {}),
  ]);

function isPlainClick(event) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

class PageApp {
  constructor(root, win) {
    this.win = win;
    this.doc = root.ownerDocument;
    this.ui = buildLayout(this.doc);
    // Put in the document once the language's strings are in (start()):
    // a Chinese page would otherwise paint its empty chrome while zh.js
    // loads, and shift when the text comes.
    this.root = root;
    // A link without lang opens in the reader's browser language (a Chinese phone: Chinese).
    this.defaultLang = readerLang(win.navigator.languages);
    const parsed = parseState(win.location.search, this.defaultLang);
    this.hasStep = parsed.hasStep;
    this.notice = createNotice(this.ui, { focusAfterDismiss: () => this.ui.modeLinks.get(this.state.mode) });
    this.notice.set(parsed.problems);
    this.state = this.clampCount(parsed.state);
    // The language drawn: state.lang, except while a switch waits for that language's strings.
    this.shownLang = this.state.lang;
    this.clampedN = null; // the explorer's n while the count tab shows MAX_COUNT_N instead
    this.rememberedSteps = new Map(); // stepKey(mode, n) -> position, for switching back
    this.seeks = latestRequest();
    this.draws = latestRequest();
    this.langTurns = latestRequest();
    this.history = createHistory(win, () => this.state, this.defaultLang);
    this.views = {};
    this.modes = createModeLoader(this.ui, this.views, () => ({
      api,
      player: this.player,
      lang: this.shownLang,
      onChangeExploreN: (n) => this.navigate({ n, step: 0 }, this.history.nChangeKind()),
      onChangeCountN: (n) => this.navigate({ n }),
      // The quiz and free play (the quiz keeps to its own limit, MAX_QUIZ_N).
      n: this.state.n,
      code: this.state.code,
      ask: this.state.ask,
      onChangeN: (n) => this.navigate({ n }),
      onChangeAsk: (ask) => this.navigate({ ask }),
      onChangeCode: (code) => this.navigate({ code }),
      // The walkthrough is the 4-queens search; any other n is the explorer's.
      // The button that asked is gone with free play: Step, the search's next move, takes the focus.
      // In the code view's program when it plays at n: its own step where it has these queens.
      onContinue: async ({ n, step, queens }) => {
        // (shell-link.js on demand: the first board does not need it.)
        const [own, { continueView }] = await Promise.all([
          queens ? this.player.stepOfQueensIn(n, queens).catch(() => undefined) : undefined,
          import('../engine/shell-link.js'),
        ]);
        this.navigate(continueView({ n, step: own ?? step }));
        // The board with the reader's queens in view, not the scroll of free play's page.
        focusWhenShown(() => document.querySelector('.nq-section--stage [data-action="step"]'), (step) => {
          step.focus({ preventScroll: true });
          document.querySelector('.nq-section--stage .nq-stage__board').scrollIntoView({ block: 'nearest' });
        });
      },
    }), {
      // The gallery and the strategies come after the explorer's toolbar (they wait for the core module).
      onLaterViews: (mode) => {
        if (mode === 'explore' && this.state.mode === 'explore') this.setExploreN(boardSizeFor(this.state));
      },
    });
  }

  /** The state with a count n clamped to the count limit (the notice says so). */
  clampCount(state) {
    const { state: clamped, problem } = clampCountN(state);
    if (problem) this.notice.push(problem);
    return clamped;
  }

  renderChrome() {
    const { state } = this;
    const hrefFor = (patch) => `${this.win.location.pathname}${serializeState({ ...state, ...patch }, this.defaultLang)}`;
    renderChrome(this.ui, this.doc, state, {
      tabHref: (mode) => {
        const n = tabN(state, mode, this.clampedN);
        return hrefFor({ mode, n, step: this.rememberedSteps.get(stepKey(mode, boardSizeFor({ ...state, mode, n }))) ?? 0 });
      },
      langHref: (lang) => hrefFor({ lang }),
      themeHref: (theme) => hrefFor({ theme }),
    });
    this.notice.render(this.shownLang, state.mode);
  }

  /** Loads the wasm (and the language's strings) and mounts the views. */
  async start() {
    // Caught here, so that it is never an unhandled rejection while the strings load.
    const wasmReady = init(STEPPER_WASM).then(() => null, (error) => ({ error }));
    this.modes.prefetch(this.state.mode); // (after init(): a mode's core module follows it)
    // No English flash on a Chinese page. Should they fail, t() falls back to English.
    // A link with a problem: the notice's sentences too, so it is there with the first paint.
    await Promise.all([loadLang(this.state.lang).catch(() => {}), this.notice.ready()]);
    this.renderChrome();
    this.root.replaceChildren(this.ui.container);
    this.bindShare();
    this.ui.status.textContent = t(this.state.lang, 'app.loading');
    if (this.notice.count) this.history.write(this.state, 'replace');
    const failure = await wasmReady;
    if (failure) {
      this.ui.status.textContent = t(this.state.lang, 'app.loadError', { message: errorText(failure.error) });
      this.ui.status.setAttribute('role', 'alert');
      return null;
    }
    this.ui.status.remove();
    this.mountPlayer();
    this.bindNavigation();
    this.bindPresenter();
    this.applyState(this.state, 'none');
    this.readSourceFragment();
    // The walkthrough plays on its own, unless the link asked for a step, the
    // reader prefers less motion, or a teacher presents it (the class sees
    // the empty board until the teacher's first step).
    const playsOnItsOwn = this.state.mode === 'walkthrough' && !this.hasStep && !presenting(this.state);
    if (playsOnItsOwn && !prefersReducedMotion(this.win)) this.player.play();
    return this;
  }

  mountPlayer() {
    // The count mode shows no board: its player waits on the small
    // walkthrough board instead of measuring a huge search.
    const n = PLAYER_MODES.includes(this.state.mode) ? boardSizeFor(this.state) : WALKTHROUGH_N;
    // The code view's program plays (the page always shows a code panel).
    // Its program once the first board is drawn (loadLateViews): the board waits for nothing else.
    this.player = new Player(api, { n, view: this.state.code, by: this.state.by, speedIndex: SPEEDS.indexOf(this.state.speed), programsLater: true });
    this.views.stage = createStage(this.ui.stageHost, {
      player: this.player,
      lang: this.state.lang,
      codeView: this.state.code,
      by: this.state.by,
      codeFirst: true,
      onChangeCodeView: (code) => this.navigate({ code }, 'replace'),
      // The same place in the program, counted in the other unit.
      onChangeBy: (by) => this.navigate({ by, step: this.player.positionIn(by) }, 'replace'),
      onRequestN: (n) => this.navigate({ n }),
      onRunSource: (source) => this.writeSourceFragment(source),
      onFirstBoard: () => {
        performance.mark(FIRST_BOARD_MARK);
        const mark = performance.getEntriesByName(FIRST_BOARD_MARK, 'mark').at(-1);
        this.win.__nqueensFirstBoardMs = Math.round(mark.startTime);
        this.loadLateViews();
      },
    });
    this.player.addEventListener('change', (event) => {
      // While the program loads, the step asked for is still to come.
      if (!PLAYER_MODES.includes(this.state.mode) || event.detail.program?.loading) return;
      const { position, speedIndex } = event.detail;
      // The speed travels in the link too (?speed=).
      if (SPEEDS[speedIndex] !== this.state.speed) {
        this.state = { ...this.state, speed: SPEEDS[speedIndex] };
        this.history.scheduleStep();
      }
      this.rememberedSteps.set(stepKey(this.state.mode, this.player.n), position);
      if (this.state.step !== position) {
        this.state = { ...this.state, step: position };
        this.history.scheduleStep();
      }
    });
    bindShortcuts(this.doc, () => this.player, () => PLAYER_MODES.includes(this.state.mode));
  }

  // A link with an edited program (#src=…, engine/source-fragment.js): the
  // core parses it (a text that does not parse leaves the original playing);
  // it is never evaluated, never inserted as HTML.
  readSourceFragment() {
    if (!this.win.location.hash.includes('src=')) {
      this.sourceRead = true;
      return;
    }
    import('../engine/source-fragment.js')
      .then(({ sourceParam, decodeSource }) => decodeSource(sourceParam(this.win.location.hash)))
      .then((source) => {
        this.player.setProgram({ source });
        this.goToStep(this.state.step);
      })
      .catch((error) => this.notice.add({ param: 'src', value: '…', fallback: errorText(error) }))
      .finally(() => {
        this.sourceRead = true;
      });
  }

  // Keeps an edited program (null: none) in the URL's fragment, compressed.
  writeSourceFragment(source) {
    const url = () => `${this.win.location.pathname}${this.win.location.search}`;
    if (source === null) {
      this.win.history.replaceState(null, '', url());
      return;
    }
    import('../engine/source-fragment.js').then(async ({ encodeSource, sourceFragment }) => {
      const fragment = sourceFragment(await encodeSource(source));
      if (this.player.program.source === source) this.win.history.replaceState(null, '', `${url()}${fragment}`);
    });
  }

  // The search tree, the code panel and the export bar: imported once the
  // first board is drawn, so that it does not wait for them (the panels'
  // room is the side column's, next to the board or under it). Should they
  // fail to load, the export bar's place says so.
  loadLateViews() {
    // The code view's program too (the core module has no interpreter:
    // nqueens.js loads pkg/nqueens_programs_bg.wasm), before its panels.
    // The panels, then the export bar, each in a task of its own (stage.js).
    this.loadPresenter();
    Promise.all([LATE_MODULES(this.doc), this.player.loadPrograms()]).then(
      async ([[tree, code, { createExportBar }]]) => {
        await this.views.stage.setPanelViews({ tree, code });
        await nextMacrotask();
        this.views.exportBar = createExportBar(this.ui.exportHost, {
          api,
          lang: this.shownLang,
          // The shown code view's program (null: the Stepper's): the whole
          // walkthrough GIF replays its events; anything else is read ahead
          // on the player's own source (Player.lookAhead), never replayed.
          getSource: () => ({
            n: this.player.n,
            view: this.player.program.view,
            edited: this.player.program.source ?? null,
            // In events, whatever a step of the player is (a range counts the search's events).
            step: this.player.positionIn('event'),
            whole: this.state.mode === 'walkthrough',
            mode: this.state.mode,
            speed: SPEEDS[this.player.speedIndex],
            total: this.player.eventTotal,
            lookAhead: (read) => this.player.lookAhead(read),
          }),
        });
      },
      (error) => {
        const text = t(this.shownLang, 'app.partLoadError', { message: errorText(error) });
        this.ui.exportHost.replaceChildren(el(this.doc, 'p', { class: 'nq-loading', role: 'alert', text }));
      },
    );
  }

  // The "Share / embed" dialog shows snippets of the current view; its
  // module loads on the first click. Closing it gives the focus back.
  bindShare() {
    const button = this.ui.shareButton;
    let dialog = null; // the promise of the dialog, once asked for
    button.addEventListener('click', async () => {
      dialog ??= Promise.all([import('./share-dialog.js'), loadStylesheet(this.doc, DIALOGS_CSS)]).then(([{ createShareDialog }]) => {
        const created = createShareDialog(this.doc);
        created.element.addEventListener('close', () => button.focus());
        return created;
      });
      (await dialog).open(this.state, this.shownLang, new URL('.', this.win.location.href).href, await this.editedForShare());
    });
  }

  // The edited program playing, for the share dialog's snippets ({ source, encoded }), or null.
  async editedForShare() {
    const source = this.player?.program.source ?? null;
    if (source === null) return null;
    const { encodeSource } = await import('../engine/source-fragment.js');
    return { source, encoded: await encodeSource(source) };
  }

  bindNavigation() {
    const follow = (links, patchFor, isCurrent) => {
      for (const [key, link] of links) {
        link.addEventListener('click', (event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          if (!isCurrent(key)) this.navigate(patchFor(key));
        });
      }
    };
    follow(this.ui.modeLinks, (mode) => ({ mode }), (mode) => mode === this.state.mode);
    follow(this.ui.langLinks, (lang) => ({ lang }), (lang) => lang === this.state.lang);
    follow(this.ui.present.langLinks, (lang) => ({ lang }), (lang) => lang === this.state.lang);
    follow(this.ui.themeLinks, (theme) => ({ theme }), (theme) => theme === this.state.theme);
    this.win.addEventListener('popstate', () => {
      this.history.restored();
      const restored = parseState(this.win.location.search, this.defaultLang);
      this.clampedN = null;
      this.notice.set(restored.problems);
      const state = this.clampCount(restored.state);
      this.applyState(state, this.notice.count ? 'replace' : 'none');
    });
  }

  // Presenter mode: its button, keys and bar (presenter.js; the layout is page.css's).
  // Its keys come with the page when it opens presenting, else right after the
  // first board (loadLateViews), long before a reader's press of Present: not
  // on demand, so that a remote's first key after it is not lost to an import.
  bindPresenter() {
    this.ui.presentButton.addEventListener('click', () => this.navigate({ present: true }));
    if (presenting(this.state)) this.loadPresenter();
  }

  loadPresenter() {
    this.presenterLoad ??= import('./presenter.js').then(({ createPresenter }) => {
      this.presenter = createPresenter(this.ui, this.doc, {
        isOn: () => presenting(this.state),
        // The quiz presented has no player: the remote's keys leave the hidden walkthrough be.
        getPlayer: () => (PLAYER_MODES.includes(this.state.mode) ? this.player : null),
        getLang: () => this.shownLang,
        onLeave: () => this.navigate({ present: false }),
        onLang: (lang) => this.navigate({ lang }),
      });
      this.presenter.render();
    }).catch(() => {
      this.presenterLoad = null; // tried again with the next late load
    });
    return this.presenterLoad;
  }

  navigate(patch, history = 'push') {
    const { next, clampedN, problem } = navigateState(this.state, patch, {
      clampedN: this.clampedN,
      rememberedStep: (key) => this.rememberedSteps.get(key),
    });
    this.clampedN = clampedN;
    if (problem) this.notice.push(problem);
    this.applyState(next, history);
  }

  // Makes the page show `next`; history: 'push' | 'replace' | 'none'. The
  // state and the URL change at once; what is drawn waits if `next` is in a
  // language whose strings are still loading. Only the latest state is
  // drawn then: a navigation made meanwhile supersedes the one that waited.
  applyState(next, history) {
    this.state = next;
    if (history !== 'none') this.history.write(next, history);
    const isCurrent = this.draws.begin();
    if (langLoaded(next.lang)) {
      this.showState(next);
      return;
    }
    // If they cannot be loaded, the page is drawn anyway: t() falls back to English.
    // The current state: playing on meanwhile moved its step.
    const draw = () => {
      if (isCurrent()) this.showState(this.state);
    };
    loadLang(next.lang).then(draw, draw);
  }

  showState(next) {
    const langChanged = this.shownLang !== next.lang;
    const wasPresenting = this.doc.documentElement.classList.contains('nq-present');
    this.shownLang = next.lang;
    const wasHidden = { stage: this.ui.stageHost.hidden, play: this.ui.playHost.hidden };
    this.renderChrome();
    // Back to a large board's mode (the stage, free play): its board lays out a batch of rows per frame.
    for (const [name, hidden] of Object.entries(wasHidden)) if (hidden && !this.ui[`${name}Host`].hidden) this.views[name]?.reveal();
    const isPresenting = presenting(next);
    this.presenter?.render({ entered: isPresenting && !wasPresenting, left: wasPresenting && !isPresenting });
    if (langChanged) this.relangViews(next.mode);
    this.views.stage.setCodeView(next.code);
    this.views.stage.setStepUnit(next.by);
    // Another view drops the edited program, and the URL its fragment.
    if (this.sourceRead && this.player.program.source === null && this.win.location.hash.includes('src=')) this.writeSourceFragment(null);
    const { views, player } = this;
    if (next.mode === 'count') {
      player.pause();
      if (views.counter) views.counter.setN(next.n);
      else this.showModeViews('count');
      return;
    }
    views.counter?.cancel({ left: true }); // its workers' cores go to the view shown
    if (LEARN_MODES.includes(next.mode)) {
      player.pause();
      if (views[next.mode]) this.setLearnState(next);
      else this.showModeViews(next.mode);
      return;
    }
    const size = boardSizeFor(next);
    if (player.n !== size) player.setN(size);
    if (SPEEDS.indexOf(next.speed) !== player.speedIndex) player.setSpeed(SPEEDS.indexOf(next.speed));
    if (next.mode === 'explore') {
      if (views.explorer) this.setExploreN(size);
      else this.showModeViews('explore');
    }
    // Already there (a language, theme or presenter switch): playing goes on.
    if (player.position !== next.step || player.frame.busy) this.goToStep(next.step);
  }

  // A new language: the mode's own view (or the stage) takes it in this
  // task, every other view one per frame after it, each in the language
  // shown when its turn comes; a newer switch starts again (issue #27: the
  // whole page in one task was 44–67 ms at n = 32).
  relangViews(mode) {
    const first = this.views[mode] ?? this.views.stage;
    const rest = Object.values(this.views).filter((view) => view !== first);
    first?.setLang(this.shownLang);
    const isCurrent = this.langTurns.begin();
    const turn = () => {
      if (!isCurrent() || rest.length === 0) return;
      rest.shift().setLang(this.shownLang);
      this.win.requestAnimationFrame(turn);
    };
    this.win.requestAnimationFrame(turn);
  }

  // The quiz and free play take n; the quiz its kind of question and code view too.
  setLearnState({ mode, n, ask, code }) {
    this.views[mode].setN(n);
    if (mode === 'quiz') {
      this.views.quiz.setAsk(ask);
      this.views.quiz.setView(code);
    }
  }

  setExploreN(size) {
    this.views.explorer.setN(size);
    // (Not there yet while the core module loads: they take the n then.)
    this.views.gallery?.setN(size);
    this.views.strategies?.setN(size);
  }

  // Loads a mode's views and brings them to the state the page is in by
  // then (the reader may have moved on while they loaded).
  showModeViews(mode) {
    this.modes.viewsFor(mode).then((loaded) => {
      if (!loaded || this.state.mode !== mode) return;
      if (mode === 'count') this.views.counter.setN(this.state.n);
      else if (LEARN_MODES.includes(mode)) this.setLearnState(this.state);
      else this.setExploreN(boardSizeFor(this.state));
    });
  }

  // Goes to `step` once the search is known to be that long (for large n the
  // total is measured in the background); a step past the end shows the end
  // and says so.
  goToStep(step) {
    const isCurrent = this.seeks.begin();
    seekWhenKnown(this.player, step, isCurrent).then((reached) => {
      // null: superseded by another navigation or by the reader.
      // (Beyond the player's reach, the stage offers the nearest step instead.)
      if (reached !== null && isCurrent() && reached < step && !this.player.frame.reach) {
        this.notice.add({ param: 'stepPastEnd', value: step, fallback: reached });
      }
    });
  }
}

/** Mounts the whole page into `root` and drives it from the URL. */
export function startApp(root, win = window) {
  return new PageApp(root, win).start();
}

startApp(document.getElementById('nq-root'));
