// The iframe embed's query string (embed.html?n=6&mode=walkthrough&lang=zh&
// controls=buttons+timeline&narration) as the element's attributes, with the
// element's own names. Pure, no DOM; www/embed.js, the embed page's script,
// sets them. Values only ever go through setAttribute, and the element
// parses them strictly (a bad value falls back to its default), so no
// parameter text can become markup. Booleans: present, or =1/true/yes/on;
// =0/false/no/off leave them off.

import { ATTRIBUTES, BOOLEAN_ATTRIBUTES } from './options.js';
import { isCodeView } from '../ui/code/views.js';

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
    if (name === 'code' && isCodeView(value.trim().toLowerCase())) {
      attributes.push([name, value]); // ?code=flags: that view
    } else if (BOOLEAN_ATTRIBUTES.includes(name)) {
      if (!OFF.has(value.trim().toLowerCase())) attributes.push([name, '']);
    } else {
      attributes.push([name, value]);
    }
  }
  return attributes;
}
