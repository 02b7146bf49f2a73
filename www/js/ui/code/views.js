// The five code views and how a name picks one (the `?code=` URL parameter
// and the `code` attribute of <n-queens> take the same names). Pure data.

import recursive from './recursive.js';
import iterative from './iterative.js';
import flags from './flags.js';
import bitmask from './bitmask.js';
import leetcode from './leetcode.js';

const PROGRAMS = { recursive, iterative, flags, bitmask, leetcode };

/** The view names, in the order the selector lists them. */
export const CODE_VIEWS = Object.freeze(Object.keys(PROGRAMS));
export const DEFAULT_CODE_VIEW = 'recursive';

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

/** The program of a view: { name, language, lines, lineFor, callStack, panels, note?, fix? }. */
export function programFor(name) {
  return PROGRAMS[isCodeView(name) ? name : DEFAULT_CODE_VIEW];
}
