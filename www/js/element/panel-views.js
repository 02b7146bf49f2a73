// The stage's side panels (the search tree and the code views, handed to
// js/ui/stage.js as `panelViews`), imported the first time a widget shows
// one: most embeds show neither, and the two modules bring 16 more with
// them. Once in, loadedPanelViews() hands them out synchronously.

let views = null;
let loading = null;

/** { tree, code }, the modules search-tree.js and code-view.js, if they have loaded; else null. */
export function loadedPanelViews() {
  return views;
}

/** Imports the panels' modules (once; a failed import is tried again next time). */
export function loadPanelViews() {
  loading ??= Promise.all([import('../ui/search-tree.js'), import('../ui/code-view.js')]).then(
    ([tree, code]) => (views = { tree, code }),
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
