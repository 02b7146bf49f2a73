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

// Each mode's views: `load` fetches their modules and anything else they
// wait for (their stylesheets, and for free play the core module, which
// answers about boards: the page's first module, the Stepper alone, does
// not; api.loadBoards loads it, once), `create` builds them in their host.
const MODE_MODULES = {
  explore: {
    load: (doc) => Promise.all([import('../ui/explorer.js'), loadStylesheet(doc, VIEWS_CSS)]),
    create: (hosts, views, { player, lang, onChangeExploreN }, [explorer]) => {
      views.explorer = explorer.createExplorer(hosts.exploreBar, { player, lang, maxN: MAX_N, onChangeN: onChangeExploreN });
    },
  },
  count: {
    load: (doc) => Promise.all([import('../ui/counter.js'), loadStylesheet(doc, VIEWS_CSS)]),
    create: (hosts, views, { lang, onChangeCountN }, [counter]) => {
      views.counter = counter.createCounter(hosts.countHost, { lang, onChangeN: onChangeCountN });
    },
  },
  quiz: {
    load: (doc) => Promise.all([import('../ui/quiz/quiz-view.js'), loadStylesheet(doc, LEARN_CSS)]),
    create: (hosts, views, { api, lang, n, code, ask, onChangeN, onChangeAsk, onChangeCode }, [quiz]) => {
      // The number keys answer wherever the focus is on the page (quiz-keys.js), not only inside the quiz.
      views.quiz = quiz.createQuiz(hosts.quizHost, { api, lang, n, view: code, ask, onChangeN, onChangeAsk, onChangeView: onChangeCode, keyTarget: hosts.quizHost.ownerDocument });
    },
  },
  play: {
    load: (doc, api) => Promise.all([import('../ui/play/play-view.js'), loadStylesheet(doc, LEARN_CSS), api.loadBoards()]),
    create: (hosts, views, { api, lang, n, onChangeN, onContinue }, [play]) => {
      views.play = play.createPlay(hosts.playHost, { api, lang, n, onChangeN, onContinue });
    },
  },
};
// A mode's views that come after its first ones: the explorer's toolbar
// does not wait for the core module that the gallery and the strategies
// ask about boards (issue #30: the toolbar's text is the page's largest
// paint, and the core module is one fetch and compile more).
const LATER_MODULES = {
  explore: {
    load: (doc, api) =>
      Promise.all([import('../ui/gallery/gallery-view.js'), import('../ui/strategies-view.js'), api.loadBoards()]),
    create: (hosts, views, { api, lang }, [gallery, strategies]) => {
      views.gallery = gallery.createGallery(hosts.galleryHost, { api, lang });
      views.strategies = strategies.createStrategiesView(hosts.strategiesHost, { api, lang });
    },
  },
};
// Where a mode's views go (and a load error shows): the first host is emptied before they are built.
const HOSTS = { explore: 'exploreBar', count: 'countHost', quiz: 'quizHost', play: 'playHost' };
const LATER_HOSTS = { explore: 'galleryHost' };

// One stage of the modes' views (their first ones, or their later ones):
// loaded and created once per mode, `onCreated(mode)` then. A failure says
// so in the mode's host and is tried again on the next visit.
function createViewStage(table, hostNames, { hosts, views, context, onCreated = () => {} }) {
  const modules = new Map(); // mode -> Promise of its modules
  const created = new Map(); // mode -> Promise of views | null
  const load = (mode) => {
    if (!modules.has(mode)) modules.set(mode, table[mode].load(hosts.exploreBar.ownerDocument, context().api));
    return modules.get(mode);
  };
  const fail = (mode, error) => {
    modules.delete(mode);
    created.delete(mode);
    const host = hosts[hostNames[mode]];
    const text = t(context().lang, 'app.partLoadError', { message: errorText(error) });
    host.replaceChildren(el(host.ownerDocument, 'p', { class: 'nq-loading', role: 'alert', text }));
    return null;
  };
  const build = (mode, list) => {
    hosts[hostNames[mode]].replaceChildren(); // a load error shown by an earlier try
    table[mode].create(hosts, views, context(), list);
    onCreated(mode);
    return views;
  };
  return {
    has: (mode) => Boolean(table[mode]),
    prefetch(mode) {
      if (table[mode]) load(mode).catch(() => {});
    },
    viewsFor(mode) {
      if (!table[mode]) return Promise.resolve(views);
      if (!created.has(mode)) created.set(mode, load(mode).then((list) => build(mode, list), (error) => fail(mode, error)));
      return created.get(mode);
    },
  };
}

/**
 * `hosts`: { exploreBar, galleryHost, strategiesHost, countHost, quizHost, playHost } (layout.js).
 * `views`: the object the views are added to (explorer, gallery, strategies,
 * counter, quiz, play). `context()`: { api, player, lang, n, code, ask,
 * onChangeExploreN, onChangeCountN, onChangeN, onChangeAsk, onChangeCode, onContinue }.
 * `onLaterViews(mode)`: a mode's later views are there (explore: the gallery and the strategies).
 */
export function createModeLoader(hosts, views, context, { onLaterViews = () => {} } = {}) {
  const first = createViewStage(MODE_MODULES, HOSTS, { hosts, views, context });
  const later = createViewStage(LATER_MODULES, LATER_HOSTS, { hosts, views, context, onCreated: onLaterViews });
  return {
    /** Starts fetching a mode's modules, its later ones too (a page opened in that mode, while the wasm loads). */
    prefetch(mode) {
      first.prefetch(mode);
      later.prefetch(mode);
    },
    /** The views of `mode`, created once their modules are in; null if they could not be loaded. Its later views follow. */
    viewsFor(mode) {
      const shown = first.viewsFor(mode);
      if (later.has(mode)) shown.then((done) => done && later.viewsFor(mode));
      return shown;
    },
  };
}
