// The code views and how a name picks one (the `?code=` URL parameter and
// the `code` attribute of <n-queens> take the same names): pure data, known
// at once. Each view's program is source text in the core, run by it.

import { CODE_VIEW_NAMES, DEFAULT_CODE_VIEW } from '../../engine/catalog.js';

/** The view names, in the order the selector lists them (engine/catalog.js). */
export const CODE_VIEWS = CODE_VIEW_NAMES;
export { DEFAULT_CODE_VIEW };

/** Whether `value` is exactly one of CODE_VIEWS. */
export function isCodeView(value) {
  return typeof value === 'string' && CODE_VIEWS.includes(value);
}

/**
 * The view an attribute value asks for: a view name (any case, trimmed), or
 * the default view for anything else (the bare `code` attribute, `code=""`,
 * a typo). null stays null: no attribute, no code panel.
 */
export function parseCodeView(value) {
  if (value === null || value === undefined) return null;
  const name = String(value).trim().toLowerCase();
  return isCodeView(name) ? name : DEFAULT_CODE_VIEW;
}

/** The view `name` is exactly, else the default view. */
export function codeViewOrDefault(name) {
  return isCodeView(name) ? name : DEFAULT_CODE_VIEW;
}

