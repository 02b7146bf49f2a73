// The widget's styles, shared by every <n-queens> on the page: built once
// into constructable stylesheets that each shadow root adopts. The CSS comes
// as strings from www/generated/stylesheets.js (generated from css/nqueens.css,
// css/views.css and css/element.css, and css/learn.css for the quiz and free play, by
// scripts/build-styles.mjs), so it is part of the module
// graph: bundlers carry it, nothing is fetched, and under a
// Content-Security-Policy no <style> element, style="" attribute or data: URL
// is ever needed (constructed sheets are not inline styles).

import { NQUEENS_CSS, VIEWS_CSS, ELEMENT_CSS, LEARN_CSS } from '../../generated/stylesheets.js';

let sheets = null;

/**
 * The CSS with its `rem` lengths taken from the widget's own base,
 * `--nq-rem` (set on :host by element.css), instead of the page's root font
 * size: a site with a 62.5 % root (mdBook) must not shrink the widget. In a
 * @container query a length cannot use var(): there `rem` becomes `em` (the
 * container's font size, which comes from the same base); @media stays.
 */
export function fromWidgetBase(css) {
  return css.replace(/(@(?:container|media)[^{]*\{)|(-?)(\d*\.?\d+)rem\b/g, (match, prelude, sign, number) => {
    if (prelude) return prelude.startsWith('@container') ? prelude.replace(/(\d*\.?\d+)rem\b/g, '$1em') : prelude;
    return `calc(${sign}${number} * var(--nq-rem))`;
  });
}

// --nq-rem is a registered <length>, so it is computed once on the host (to
// px) and inherited as that length: an `em` in it does not compound in the
// nested elements that use it.
function registerBase() {
  try {
    globalThis.CSS?.registerProperty?.({ name: '--nq-rem', syntax: '<length>', inherits: true, initialValue: '16px' });
  } catch {
    // Registered already (a second copy of the package on the page): same definition.
  }
}

/** The widget's stylesheets (the components, the views', the element's own, the quiz and play), built once. */
export function loadStyles() {
  if (!sheets) {
    registerBase();
    sheets = [NQUEENS_CSS, VIEWS_CSS, ELEMENT_CSS, LEARN_CSS].map((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(fromWidgetBase(css));
      return sheet;
    });
  }
  return Promise.resolve(sheets);
}
