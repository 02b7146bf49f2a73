// Wires the page: the URL state, the three modes (walkthrough, explorer,
// count), the language switch, history navigation, keyboard shortcuts and the
// first-board timing. The views it mounts never touch the document on their
// own; only this file knows it is running as a whole page.
//
// Only the walkthrough's modules load with the page: the explorer, gallery
// and strategies (explore mode) and the counter (count mode) are imported
// the first time their mode is shown, with their strings and workers.
// Likewise the Chinese strings (js/i18n/strings/zh.js, see i18n.js's loadLang):
// a page opened in Chinese waits for them before its first paint, and a
// switch to Chinese waits for them before it shows anything.

import init, * as api from '../../nqueens.js';
import { el } from '../ui/dom.js';
import { t, htmlLang, LANGS, loadLang, langLoaded } from '../i18n/i18n.js';
import { parseState, serializeState, boardSizeFor, MODES, MAX_N, MAX_COUNT_N, WALKTHROUGH_N } from './url-state.js';
import { Player, seekWhenKnown } from '../engine/player.js';
import { createStage } from '../ui/stage.js';
import { bindShortcuts } from '../ui/controls.js';

// The modules of the modes other than the walkthrough, by mode.
const MODE_MODULES = {
  explore: () => Promise.all([import('../ui/explorer.js'), import('../ui/gallery.js'), import('../ui/strategies-view.js')]),
  count: () => Promise.all([import('../ui/counter.js')]),
};

const FIRST_BOARD_MARK = 'nq-first-board';
// replaceState for every animation step would hit the browser's rate limit.
const STEP_URL_DELAY_MS = 300;
// Arrow keys on the explorer's n select change n once per press: changes
// closer together than this are one burst, and one history entry.
const N_BURST_MS = 1000;
const LANG_NAMES = { en: 'English', zh: '中文' };
// The lecture notes are Chinese, so is their title on every page.
const NOTES_TITLE = '回溯算法与N皇后问题';
// Splits a translated sentence around its {title} (never parsed as HTML).
const TITLE_MARK = '\u0000';

function isPlainClick(event) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function buildLayout(doc) {
  const title = el(doc, 'h1', { class: 'nq-header__title' });
  const tagline = el(doc, 'p', { class: 'nq-header__tagline' });
  const brand = el(
    doc,
    'div',
    { class: 'nq-header__brand' },
    el(doc, 'span', { class: 'nq-header__logo', 'aria-hidden': 'true', text: '♛' }),
    el(doc, 'div', {}, title, tagline),
  );
  const modeLinks = new Map(
    MODES.map((mode) => [mode, el(doc, 'a', { class: 'nq-tab', dataset: { mode } })]),
  );
  const nav = el(doc, 'nav', { class: 'nq-header__modes' }, el(doc, 'ul', {}, ...[...modeLinks.values()].map((a) => el(doc, 'li', {}, a))));
  const langLinks = new Map(
    LANGS.map((lang) => [lang, el(doc, 'a', { class: 'nq-lang__link', lang: htmlLang(lang), hreflang: htmlLang(lang), dataset: { lang }, text: LANG_NAMES[lang] })]),
  );
  const langGroup = el(doc, 'div', { class: 'nq-lang', role: 'group' }, ...langLinks.values());
  const header = el(doc, 'header', { class: 'nq-header' }, brand, nav, langGroup);

  const noticeTitle = el(doc, 'p', { class: 'nq-notice__title' });
  const noticeList = el(doc, 'ul', { class: 'nq-notice__list' });
  const noticeDismiss = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small' });
  const notice = el(doc, 'div', { class: 'nq-notice', role: 'alert', hidden: true }, noticeTitle, noticeList, noticeDismiss);

  const introTitle = el(doc, 'h2', { class: 'nq-section__title' });
  const introLead = el(doc, 'p', { class: 'nq-intro__lead' });
  const seedSummary = el(doc, 'summary');
  const seedText = el(doc, 'p', { class: 'nq-intro__seed' });
  const seedSource = el(doc, 'p', { class: 'nq-intro__source' });
  const intro = el(
    doc,
    'section',
    { class: 'nq-intro', dataset: { modes: 'walkthrough' } },
    introTitle,
    introLead,
    el(doc, 'details', { class: 'nq-intro__details' }, seedSummary, el(doc, 'blockquote', {}, seedText, seedSource)),
  );

  const status = el(doc, 'p', { class: 'nq-loading', role: 'status' });
  const exploreBar = el(doc, 'section', { class: 'nq-section nq-section--explore', dataset: { modes: 'explore' } });
  const stageHost = el(doc, 'section', { class: 'nq-section nq-section--stage', dataset: { modes: 'walkthrough explore' } }, status);
  const galleryHost = el(doc, 'div', { class: 'nq-section nq-section--gallery', dataset: { modes: 'explore' } });
  const strategiesHost = el(doc, 'div', { class: 'nq-section nq-section--strategies', dataset: { modes: 'explore' } });
  const countHost = el(doc, 'div', { class: 'nq-section nq-section--count', dataset: { modes: 'count' } });
  const main = el(doc, 'main', { class: 'nq-main' }, intro, exploreBar, stageHost, galleryHost, strategiesHost, countHost);
  const footer = el(doc, 'footer', { class: 'nq-footer' }, el(doc, 'p', {}));
  const container = el(doc, 'div', { class: 'nq-app' }, header, notice, main, footer);

  return {
    container, title, tagline, nav, modeLinks, langGroup, langLinks, notice, noticeTitle, noticeList, noticeDismiss,
    introTitle, introLead, seedSummary, seedText, seedSource, status, exploreBar, stageHost, galleryHost,
    strategiesHost, countHost, main, footer,
  };
}

/** Mounts the whole page into `root` and drives it from the URL. */
export async function startApp(root, win = window) {
  const doc = root.ownerDocument;
  const ui = buildLayout(doc);
  root.replaceChildren(ui.container);

  const parsed = parseState(win.location.search);
  let state = parsed.state;
  // The language the page is drawn in: state.lang, except while a switch
  // waits for that language's strings (see applyState).
  let shownLang = state.lang;
  let problems = [...parsed.problems];
  let views = null; // created once the wasm core is ready; a mode's views once it is first shown
  const modeModules = new Map(); // mode -> Promise of its modules
  function loadModules(mode) {
    if (!MODE_MODULES[mode]) return Promise.resolve([]);
    if (!modeModules.has(mode)) modeModules.set(mode, MODE_MODULES[mode]());
    return modeModules.get(mode);
  }
  // A page opened in another mode fetches its modules while the wasm loads.
  loadModules(state.mode).catch(() => {});
  const rememberedSteps = new Map(); // "mode:n" -> position, for switching back
  // The explorer's n while the count tab shows MAX_COUNT_N in its place (see
  // navigate); null once n is changed.
  let clampedN = null;
  let urlTimer = 0;
  let seekToken = 0;
  // Bumped by every push and by Back/Forward: a burst of n changes only
  // replaces its own history entry, never one made since.
  let historyVersion = 0;
  let nBurst = { version: -1, at: -Infinity };

  // ---- notices --------------------------------------------------------
  function noticeText(problem) {
    switch (problem.param) {
      case 'n':
        // The walkthrough always shows 4 queens: it uses no n, fallback or not.
        if (state.mode === 'walkthrough') return t(shownLang, 'notice.nUnused', { value: problem.value, max: MAX_N });
        return t(shownLang, 'notice.n', { value: problem.value, max: MAX_N, fallback: problem.fallback });
      case 'step': return t(shownLang, 'notice.step', problem);
      case 'stepPastEnd': return t(shownLang, 'notice.stepPastEnd', problem);
      case 'lang': return t(shownLang, 'notice.lang', problem);
      case 'mode': return t(shownLang, 'notice.mode', problem);
      case 'countN': return t(shownLang, 'notice.countN', { ...problem, max: MAX_COUNT_N });
      case 'repeated': return t(shownLang, 'notice.repeated', problem);
      case 'unknown': return t(shownLang, 'notice.unknown', problem);
      case 'unknownMore': return t(shownLang, 'notice.unknownMore', problem);
      default: return '';
    }
  }
  function renderNotice() {
    ui.notice.hidden = problems.length === 0;
    ui.noticeTitle.textContent = t(shownLang, 'notice.title');
    ui.noticeDismiss.textContent = t(shownLang, 'notice.dismiss');
    ui.noticeList.replaceChildren(...problems.map((problem) => el(doc, 'li', { text: noticeText(problem) })));
  }
  ui.noticeDismiss.addEventListener('click', () => {
    // The hidden notice would drop the keyboard focus to the page: it goes
    // to the current mode's tab, just before the notice in the tab order.
    const hadFocus = doc.activeElement === ui.noticeDismiss;
    problems = [];
    renderNotice();
    if (hadFocus) ui.modeLinks.get(state.mode).focus();
  });

  // The count mode only goes up to MAX_COUNT_N.
  function checkCountN(next) {
    if (next.mode === 'count' && next.n > MAX_COUNT_N) {
      problems.push({ param: 'countN', value: next.n, fallback: MAX_COUNT_N });
      return { ...next, n: MAX_COUNT_N };
    }
    return next;
  }
  state = checkCountN(state);

  // ---- text and chrome -------------------------------------------------
  function hrefFor(patch) {
    const next = { ...state, ...patch };
    return `${win.location.pathname}${serializeState(next)}`;
  }
  function renderChrome() {
    doc.documentElement.lang = htmlLang(state.lang);
    doc.title = `${t(state.lang, 'app.title')} · ${t(state.lang, `mode.${state.mode}`)}`;
    ui.title.textContent = t(state.lang, 'app.title');
    ui.tagline.textContent = t(state.lang, 'app.tagline');
    ui.nav.setAttribute('aria-label', t(state.lang, 'nav.modes'));
    for (const [mode, link] of ui.modeLinks) {
      link.textContent = t(state.lang, `mode.${mode}`);
      // The n a click on the tab goes to (see navigate), so the link is one too.
      const n = mode === 'count' ? Math.min(state.n, MAX_COUNT_N) : clampedN ?? state.n;
      link.href = hrefFor({ mode, n, step: rememberedSteps.get(`${mode}:${boardSizeFor({ ...state, mode, n })}`) ?? 0 });
      if (mode === state.mode) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    ui.langGroup.setAttribute('aria-label', t(state.lang, 'lang.switch'));
    for (const [lang, link] of ui.langLinks) {
      link.href = hrefFor({ lang });
      if (lang === state.lang) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    ui.introTitle.textContent = t(state.lang, 'walk.title');
    ui.introLead.textContent = t(state.lang, 'walk.lead');
    ui.seedSummary.textContent = t(state.lang, 'walk.seedTitle');
    ui.seedText.textContent = t(state.lang, 'walk.seed');
    // The title goes in its own element with its language set.
    const [before, after = ''] = t(state.lang, 'walk.seedSource', { title: TITLE_MARK }).split(TITLE_MARK);
    ui.seedSource.replaceChildren(before, el(doc, 'cite', { lang: htmlLang('zh'), text: NOTES_TITLE }), after);
    ui.footer.firstChild.textContent = t(state.lang, 'app.footer');
    for (const section of ui.main.children) {
      const modes = section.dataset.modes?.split(' ') ?? [];
      section.hidden = !modes.includes(state.mode);
    }
    renderNotice();
  }

  // ---- URL --------------------------------------------------------------
  function writeUrl(kind) {
    const url = `${win.location.pathname}${serializeState(state)}${win.location.hash}`;
    if (kind === 'push') {
      win.history.pushState(null, '', url);
      historyVersion += 1;
    } else win.history.replaceState(null, '', url);
  }
  function scheduleStepUrl() {
    if (urlTimer) return;
    urlTimer = win.setTimeout(() => {
      urlTimer = 0;
      writeUrl('replace');
    }, STEP_URL_DELAY_MS);
  }

  // The wasm loads meanwhile; its error, if any, is shown below (caught
  // here so that it is never an unhandled rejection while the strings load).
  const wasmReady = init().then(() => null, (error) => ({ error }));
  // No English flash on a Chinese page: its first paint waits for the
  // Chinese strings. Should they fail to load, t() falls back to English.
  await loadLang(state.lang).catch(() => {});
  renderChrome();
  ui.status.textContent = t(state.lang, 'app.loading');
  if (problems.length) writeUrl('replace');

  const failure = await wasmReady;
  if (failure) {
    const { error } = failure;
    ui.status.textContent = t(state.lang, 'app.loadError', { message: String(error?.message ?? error) });
    ui.status.setAttribute('role', 'alert');
    return null;
  }
  ui.status.remove();

  // ---- views ------------------------------------------------------------
  // The count mode shows no board: its player waits on the small walkthrough
  // board instead of measuring a huge search in the background.
  const player = new Player(api, { n: state.mode === 'count' ? WALKTHROUGH_N : boardSizeFor(state) });
  const stage = createStage(ui.stageHost, {
    player,
    lang: state.lang,
    onFirstBoard() {
      performance.mark(FIRST_BOARD_MARK);
      const mark = performance.getEntriesByName(FIRST_BOARD_MARK, 'mark').at(-1);
      win.__nqueensFirstBoardMs = Math.round(mark.startTime);
    },
  });
  views = { stage };

  // The views of `mode`, created (in the language shown) once their
  // modules are in; resolves to null if they could not be loaded.
  const modeViews = new Map();
  function createModeViews(mode, modules) {
    if (mode === 'explore') {
      ui.exploreBar.replaceChildren(); // a load error shown by an earlier try
      const [{ createExplorer }, { createGallery }, { createStrategiesView }] = modules;
      views.explorer = createExplorer(ui.exploreBar, {
        player,
        lang: shownLang,
        maxN: MAX_N,
        onChangeN: changeExploreN,
      });
      views.gallery = createGallery(ui.galleryHost, { api, lang: shownLang });
      views.strategies = createStrategiesView(ui.strategiesHost, { api, lang: shownLang });
    } else if (mode === 'count') {
      const [{ createCounter }] = modules;
      ui.countHost.replaceChildren();
      views.counter = createCounter(ui.countHost, {
        lang: shownLang,
        onChangeN: (n) => navigate({ n }),
      });
    }
  }
  function viewsFor(mode) {
    if (!modeViews.has(mode)) {
      modeViews.set(
        mode,
        loadModules(mode).then(
          (modules) => {
            createModeViews(mode, modules);
            return views;
          },
          (error) => {
            // Shown in place of the mode's panel; the next visit tries again.
            modeViews.delete(mode);
            modeModules.delete(mode);
            const host = mode === 'count' ? ui.countHost : ui.exploreBar;
            const message = String(error?.message ?? error);
            host.replaceChildren(el(doc, 'p', { class: 'nq-loading', role: 'alert', text: t(shownLang, 'app.loadError', { message }) }));
            return null;
          },
        ),
      );
    }
    return modeViews.get(mode);
  }

  player.addEventListener('change', (event) => {
    if (state.mode === 'count') return;
    const position = event.detail.position;
    rememberedSteps.set(`${state.mode}:${player.n}`, position);
    if (state.step !== position) {
      state = { ...state, step: position };
      scheduleStepUrl();
    }
  });

  // Goes to `step` once the search is known to be that long (for large n the
  // total is measured in the background); a step past the end shows the end
  // and says so.
  function goToStep(step) {
    const token = ++seekToken;
    seekWhenKnown(player, step, () => token === seekToken).then((reached) => {
      // null: superseded by another navigation or by the reader.
      if (reached !== null && token === seekToken && reached < step) {
        problems.push({ param: 'stepPastEnd', value: step, fallback: reached });
        renderNotice();
      }
    });
  }

  function setLang(lang) {
    for (const view of Object.values(views)) view.setLang(lang);
  }

  // Makes the page show `next`. history: 'push' | 'replace' | 'none'.
  // The state and the URL change at once; what is drawn waits if `next` is
  // in a language whose strings are still loading (the first switch to
  // Chinese), so that nothing shows in English in the meantime. Only the
  // latest state is drawn then: a navigation made while they load (another
  // tab, Back) supersedes the one that waited.
  let applyToken = 0;
  function applyState(next, history) {
    state = next;
    if (history !== 'none') writeUrl(history);
    const token = ++applyToken;
    if (langLoaded(next.lang)) {
      showState(next);
      return;
    }
    // If they cannot be loaded, the page is drawn anyway: t() falls back to English.
    const draw = () => {
      if (token === applyToken) showState(next);
    };
    loadLang(next.lang).then(draw, draw);
  }

  function showState(next) {
    const langChanged = shownLang !== next.lang;
    shownLang = next.lang;
    renderChrome();
    if (langChanged) setLang(next.lang);

    if (next.mode === 'count') {
      player.pause();
      if (views.counter) views.counter.setN(next.n);
      else showModeViews('count');
      return;
    }
    views.counter?.cancel();
    const size = boardSizeFor(next);
    if (player.n !== size) player.setN(size);
    if (next.mode === 'explore') {
      if (views.explorer) setExploreN(size);
      else showModeViews('explore');
    }
    goToStep(next.step);
  }

  function setExploreN(size) {
    views.explorer.setN(size);
    views.gallery.setN(size);
    views.strategies.setN(size);
  }

  // Loads a mode's views and brings them to the state the page is in by
  // then (the reader may have moved on while they loaded).
  function showModeViews(mode) {
    viewsFor(mode).then((loaded) => {
      if (!loaded || state.mode !== mode) return;
      if (mode === 'count') views.counter.setN(state.n);
      else setExploreN(boardSizeFor(state));
    });
  }

  // A new n from the explorer: the first change of a burst pushes a history
  // entry and the next ones replace it, so Back goes to the n before the
  // burst. Each one still shows its n at once (the views stop the work of
  // the n before).
  function changeExploreN(n) {
    const now = win.performance.now();
    const inBurst = nBurst.version === historyVersion && now - nBurst.at < N_BURST_MS;
    navigate({ n, step: 0 }, inBurst ? 'replace' : 'push');
    nBurst = { version: historyVersion, at: now };
  }

  function navigate(patch, history = 'push') {
    let next = { ...state, ...patch };
    if (patch.n !== undefined) clampedN = null;
    // A tab click is not a bad link: the count tab quietly counts up to
    // MAX_COUNT_N, and the next tab click brings the larger n back, unless
    // n was changed in between.
    if (patch.mode === 'count' && next.n > MAX_COUNT_N) {
      clampedN = next.n;
      next.n = MAX_COUNT_N;
    } else if (patch.mode && patch.mode !== 'count' && clampedN !== null) {
      next.n = clampedN;
      clampedN = null;
    }
    if (patch.mode && patch.step === undefined) {
      next.step = rememberedSteps.get(`${next.mode}:${boardSizeFor(next)}`) ?? 0;
    }
    next = checkCountN(next);
    applyState(next, history);
  }

  for (const [mode, link] of ui.modeLinks) {
    link.addEventListener('click', (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (mode !== state.mode) navigate({ mode });
    });
  }
  for (const [lang, link] of ui.langLinks) {
    link.addEventListener('click', (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (lang !== state.lang) navigate({ lang });
    });
  }

  win.addEventListener('popstate', () => {
    historyVersion += 1;
    const restored = parseState(win.location.search);
    clampedN = null;
    problems = [...restored.problems];
    applyState(checkCountN(restored.state), problems.length ? 'replace' : 'none');
  });

  bindShortcuts(doc, () => player, () => state.mode !== 'count');

  const initial = state;
  applyState(initial, 'none');

  // The walkthrough starts playing on its own, unless the link asked for a
  // particular step or the user prefers reduced motion.
  const reducedMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (initial.mode === 'walkthrough' && !parsed.hasStep && !reducedMotion) player.play();

  const app = { player, views, get state() { return state; }, navigate };
  win.__nqueensApp = app;
  return app;
}

startApp(document.getElementById('nq-root'));
