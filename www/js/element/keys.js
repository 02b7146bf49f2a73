// A good guest's keyboard: a key the widget handles never reaches the page.
// Sites bind the same keys (mdBook turns the chapter on → and ←, without
// asking whether anything handled them), so the widget stops, at its shadow
// root, every keydown it handled (its shortcuts and grids call
// preventDefault) and the navigation keys a focused form control of its own
// uses (a slider's arrows, a select's Home and End).

const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
const KEY_USING_CONTROLS = 'input, select, textarea, [contenteditable=""], [contenteditable="true"]';

/** Keeps the keys handled inside `shadow` from bubbling out of the element. */
export function keepHandledKeys(shadow) {
  shadow.addEventListener('keydown', (event) => {
    const target = event.composedPath()[0];
    const usedByControl = NAVIGATION_KEYS.has(event.key) && Boolean(target?.closest?.(KEY_USING_CONTROLS));
    if (event.defaultPrevented || usedByControl) event.stopPropagation();
  });
}
