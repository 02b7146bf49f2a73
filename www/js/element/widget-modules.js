// The modules of the element's widgets, imported when a widget first needs
// them: an embedded walkthrough loads neither the counter nor the quiz, and
// the search tree and code views only when one of them is shown
// (panel-views.js; issue #30: embed.html's first board waited for 90
// modules, 46 of them unused). Once they have loaded, widgetFactory() hands
// a factory out synchronously, so a second widget, or a mode the page has
// shown before, renders in the same task.

import { loadPanelViews, loadedPanelViews } from './panel-views.js';

const LOADERS = {
  player: () => import('./player-widget.js'),
  board: () => import('./board-widget.js'),
  count: () => import('./count-widget.js'),
  learn: () => import('./learn-widget.js'),
};

// Each mode's widget: the module that has it, and its factory's name.
const WIDGETS = {
  walkthrough: ['player', 'createPlayerWidget'],
  explore: ['player', 'createPlayerWidget'],
  board: ['board', 'createBoardWidget'],
  count: ['count', 'createCountWidget'],
  quiz: ['learn', 'createQuizWidget'],
  play: ['learn', 'createPlayWidget'],
};

const modules = new Map(); // name -> the loaded module
const loading = new Map(); // name -> its import, until it is in

// Imports module `name` (once; a failed import is tried again next time).
function load(name) {
  if (modules.has(name)) return Promise.resolve(modules.get(name));
  if (!loading.has(name)) {
    const pending = LOADERS[name]().then(
      (module) => {
        modules.set(name, module);
        loading.delete(name);
        return module;
      },
      (error) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return loading.get(name);
}

// Whether the options' widget shows a side panel from its first render.
const showsPanels = ({ mode, tree, code }) => WIDGETS[mode][0] === 'player' && (tree || code);

/** The widget factory for `options` if everything it needs has loaded, else null. */
export function widgetFactory(options) {
  const [module, factory] = WIDGETS[options.mode];
  if (!modules.has(module) || (showsPanels(options) && !loadedPanelViews())) return null;
  return modules.get(module)[factory];
}

/** Imports what the widget for `options` needs. */
export function loadWidget(options) {
  return Promise.all([load(WIDGETS[options.mode][0]), showsPanels(options) ? loadPanelViews() : null]);
}
