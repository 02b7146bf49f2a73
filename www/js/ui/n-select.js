// The board-size <select> of the explorer and the counter: n from 1 to
// `max`, labelled, reporting the chosen n as a number.

import { el } from './dom.js';
import { uniqueId } from './ids.js';

/** Returns { label, select } (the label's text is set by the view, per language). */
export function createNSelect(doc, { prefix, max, onChange }) {
  const id = uniqueId(prefix);
  const label = el(doc, 'label', { for: id });
  const select = el(doc, 'select', { id, class: 'nq-select', name: 'n' });
  for (let n = 1; n <= max; n += 1) select.append(el(doc, 'option', { value: String(n), text: String(n) }));
  select.addEventListener('change', () => onChange(Number(select.value)));
  return { label, select };
}
