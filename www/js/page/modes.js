// The views of the modes other than the walkthrough, loaded the first time
// their mode is shown: the explorer, gallery and strategies (explore), the
// counter (count) with their stylesheet (css/views.css), the quiz and free
// play (with theirs, css/learn.css), each with its strings and workers. A mode whose modules
// fail to load shows the error in its panel; the next visit tries again.

import { el } from '../ui/dom.js';
import { t } from '../i18n/i18n.js';
import { MAX_N } from '../engine/limits.js';
import { errorText } from '../engine/errors.js';

const LEARN_CSS = new URL('../../css/learn.css', import.meta.url).href;
// The explorer's, gallery's, strategies' and counter's rules (and the search tree's and code panel's, which app.js adds after the first board).
const VIEWS_CSS = new URL('../../css/views.css', import.meta.url).href;
const sheetLoads = new Map(); // href -> Promise, while loading or loaded

/** Adds the stylesheet `href` to the document once; resolves when it has loaded (a failed one is removed, to be tried again). */
export function loadStylesheet(doc, href) {
  if (!sheetLoads.has(href)) {
    const link = el(doc, 'link', { rel: 'stylesheet', href });
    const loaded = new Promise((resolve, reject) => {
      link.addEventListener('load', () => resolve(link), { once: true });
      link.addEventListener('error', () => reject(new Error(`${href} could not be loaded`)), { once: true });
    });
    doc.head.append(link);
    sheetLoads.set(href, loaded.catch((error) => {
      link.remove();
      sheetLoads.delete(href);
      throw error;
    }));
  }
  return sheetLoads.get(href);
}

// Each mode's modules: its views first (see create), then anything else it
// waits for: their stylesheets, and the core module for the gallery, the
// strategies and free play, which ask the core about boards (the page's
// first module, the Stepper alone, does not answer them; api.loadBoards
// loads the core module, once).
const MODE_MODULES = {
  explore: (doc, api) =>
    Promise.all([
      import('../ui/explorer.js'),
      import('../ui/gallery/gallery-view.js'),
      import('../ui/strategies-view.js'),
      loadStylesheet(doc, VIEWS_CSS),
      api.loadBoards(),
    ]),
  count: (doc) => Promise.all([import('../ui/counter.js'), loadStylesheet(doc, VIEWS_CSS)]),
  quiz: (doc) => Promise.all([import('../ui/quiz/quiz-view.js'), loadStylesheet(doc, LEARN_CSS)]),
  play: (doc, api) => Promise.all([import('../ui/play/play-view.js'), loadStylesheet(doc, LEARN_CSS), api.loadBoards()]),
};
const HOSTS = { count: 'countHost', quiz: 'quizHost', play: 'playHost' };

/**
 * `hosts`: { exploreBar, galleryHost, strategiesHost, countHost, quizHost, playHost } (layout.js).
 * `views`: the object the views are added to (explorer, gallery, strategies,
 * counter). `context()`: { api, player, lang, onChangeExploreN, onChangeCountN }.
 */
export function createModeLoader(hosts, views, context) {
  const modules = new Map(); // mode -> Promise of its modules
  const loaded = new Map(); // mode -> Promise of views | null

  function load(mode) {
    if (!MODE_MODULES[mode]) return Promise.resolve([]);
    if (!modules.has(mode)) modules.set(mode, MODE_MODULES[mode](hosts.exploreBar.ownerDocument, context().api));
    return modules.get(mode);
  }

  function create(mode, [first, second, third]) {
    const { api, player, lang, n, code, ask, onChangeExploreN, onChangeCountN, onChangeN, onContinue } = context();
    if (mode === 'explore') {
      hosts.exploreBar.replaceChildren(); // a load error shown by an earlier try
      views.explorer = first.createExplorer(hosts.exploreBar, { player, lang, maxN: MAX_N, onChangeN: onChangeExploreN });
      views.gallery = second.createGallery(hosts.galleryHost, { api, lang });
      views.strategies = third.createStrategiesView(hosts.strategiesHost, { api, lang });
    } else if (mode === 'count') {
      hosts.countHost.replaceChildren();
      views.counter = first.createCounter(hosts.countHost, { lang, onChangeN: onChangeCountN });
    } else if (mode === 'quiz') {
      hosts.quizHost.replaceChildren();
      views.quiz = first.createQuiz(hosts.quizHost, { api, lang, n, view: code, ask, onChangeN });
    } else if (mode === 'play') {
      hosts.playHost.replaceChildren();
      views.play = first.createPlay(hosts.playHost, { api, lang, n, onChangeN, onContinue });
    }
  }

  function fail(mode, error) {
    loaded.delete(mode);
    modules.delete(mode);
    const host = hosts[HOSTS[mode] ?? 'exploreBar'];
    const text = t(context().lang, 'app.partLoadError', { message: errorText(error) });
    host.replaceChildren(el(host.ownerDocument, 'p', { class: 'nq-loading', role: 'alert', text }));
    return null;
  }

  return {
    /** Starts fetching a mode's modules (a page opened in that mode, while the wasm loads). */
    prefetch(mode) {
      load(mode).catch(() => {});
    },
    /** The views of `mode`, created once their modules are in; null if they could not be loaded. */
    viewsFor(mode) {
      if (!loaded.has(mode)) {
        const created = load(mode).then(
          (list) => {
            create(mode, list);
            return views;
          },
          (error) => fail(mode, error),
        );
        loaded.set(mode, created);
      }
      return loaded.get(mode);
    },
  };
}
