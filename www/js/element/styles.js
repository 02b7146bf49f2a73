// The widget's styles, shared by every <n-queens> on the page: built once
// into constructable stylesheets that each shadow root adopts. The CSS comes
// as strings from www/generated/stylesheets.js (generated from css/nqueens.css and
// css/element.css, and css/learn.css for the quiz and free play, by
// scripts/build-styles.mjs), so it is part of the module
// graph: bundlers carry it, nothing is fetched, and under a
// Content-Security-Policy no <style> element, style="" attribute or data: URL
// is ever needed (constructed sheets are not inline styles).

import { NQUEENS_CSS, ELEMENT_CSS, LEARN_CSS } from '../../generated/stylesheets.js';

let sheets = null;

/** The widget's stylesheets (the components, the element's own, the quiz and play), built once. */
export function loadStyles() {
  if (!sheets) {
    sheets = [NQUEENS_CSS, ELEMENT_CSS, LEARN_CSS].map((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    });
  }
  return Promise.resolve(sheets);
}
