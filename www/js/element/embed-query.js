// The iframe embed's query string (embed.html?n=6&mode=walkthrough&lang=zh&
// controls=buttons+timeline&narration) as the element's attributes, with the
// element's own names. Pure, no DOM; www/embed.js, the embed page's script,
// sets them. Values only ever go through setAttribute, and the element
// parses them strictly (a bad value falls back to its default), so no
// parameter text can become markup. Booleans: present (empty), or
// =1/true/yes/on; =0/false/no/off leave them off; anything else is ignored
// (left off) and told in the console (ignoredQuery), as docs/embedding.md says.

import { ATTRIBUTES, BOOLEAN_ATTRIBUTES } from './options.js';
import { isCodeView, CODE_VIEWS } from '../ui/code/views.js';

// Longer values are never valid; they are dropped rather than parsed.
const MAX_VALUE_LENGTH = 100;
const ON = ['', '1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];

// A boolean parameter's value: true (on), false (off), or null (neither: ignored).
function booleanValue(value) {
  const word = value.trim().toLowerCase();
  if (ON.includes(word)) return true;
  return OFF.includes(word) ? false : null;
}

/** The attributes for `search` (a query string), as [name, value] pairs. */
export function attributesFromQuery(search) {
  const params = new URLSearchParams(search);
  const attributes = [];
  for (const name of ATTRIBUTES) {
    const value = params.get(name);
    if (value === null || value.length > MAX_VALUE_LENGTH) continue;
    if (name === 'code' && isCodeView(value.trim().toLowerCase())) {
      attributes.push([name, value]); // ?code=flags: that view
    } else if (BOOLEAN_ATTRIBUTES.includes(name)) {
      if (booleanValue(value)) attributes.push([name, '']);
    } else {
      attributes.push([name, value]);
    }
  }
  return attributes;
}

/**
 * The parameters of `search` that attributesFromQuery drops, each as
 * `{ name, value, allowed }` (`value` at most 32 characters): a boolean
 * that is neither on nor off, and a value too long to be valid. The other
 * values go to the element, which tells its own ignored values.
 */
export function ignoredQuery(search) {
  const params = new URLSearchParams(search);
  const ignored = [];
  for (const name of ATTRIBUTES) {
    const value = params.get(name);
    if (value === null) continue;
    const shown = value.length > 32 ? `${value.slice(0, 32)}…` : value;
    if (value.length > MAX_VALUE_LENGTH) {
      ignored.push({ name, value: shown, allowed: `at most ${MAX_VALUE_LENGTH} characters` });
    } else if (BOOLEAN_ATTRIBUTES.includes(name) && booleanValue(value) === null && !(name === 'code' && isCodeView(value.trim().toLowerCase()))) {
      ignored.push({ name, value: shown, allowed: booleanAllowed(name) });
    }
  }
  return ignored;
}

function booleanAllowed(name) {
  const views = name === 'code' ? `, or a code view (${CODE_VIEWS.join(', ')})` : '';
  return `nothing (&${name}), 1, true, yes or on to turn it on; 0, false, no or off to leave it off${views}`;
}

/** The console's sentence for an entry of ignoredQuery. */
export function ignoredQueryMessage({ name, value, allowed }) {
  return `embed.html: ${name}=${value} is ignored (the default is used): ${name} takes ${allowed}.`;
}
