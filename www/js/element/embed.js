// embed.html: the iframe embed. Copies the URL's parameters onto the page's
// <n-queens> as attributes, with the element's own names
// (?n=6&mode=walkthrough&lang=zh&controls=buttons+timeline&narration).
// Values only ever go through setAttribute, and the element parses them
// strictly (a bad value falls back to its default), so no parameter text
// can become markup. Booleans: present, or =1/true/yes/on; =0/false/no/off
// leave them off.

import { ATTRIBUTES, BOOLEAN_ATTRIBUTES, parseOptions } from './options.js';
import { t, htmlLang, loadLang } from '../i18n/i18n.js';

// Longer values are never valid; they are dropped rather than parsed.
const MAX_VALUE_LENGTH = 100;
const OFF = new Set(['0', 'false', 'no', 'off']);

/** The attributes for `search` (a query string), as [name, value] pairs. */
export function attributesFromQuery(search) {
  const params = new URLSearchParams(search);
  const attributes = [];
  for (const name of ATTRIBUTES) {
    const value = params.get(name);
    if (value === null || value.length > MAX_VALUE_LENGTH) continue;
    if (BOOLEAN_ATTRIBUTES.includes(name)) {
      if (!OFF.has(value.trim().toLowerCase())) attributes.push([name, '']);
    } else {
      attributes.push([name, value]);
    }
  }
  return attributes;
}

const widget = document.getElementById('widget');
for (const [name, value] of attributesFromQuery(window.location.search)) widget.setAttribute(name, value);

// The document speaks the widget's language (screen readers, hyphenation),
// and embed.css sizes the board for the mode (as the element reads it:
// ?mode=Explore is the explorer too).
const { lang, mode } = parseOptions((name) => widget.getAttribute(name));
document.documentElement.lang = htmlLang(lang);
document.body.dataset.mode = mode;
// The title waits for the language's strings (Chinese loads on demand, see
// i18n.js); the element fetches them too, and both share the one import.
// Should they fail to load, the title stays the English one of embed.html.
loadLang(lang).then(() => {
  document.title = t(lang, 'app.title');
}, () => {});

// Defined last, so the widget's first render already has every option.
await import('../../nqueens-element.js');
