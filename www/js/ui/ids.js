// Ids for labels, patterns and markers: unique per instance, so several
// players or galleries can live in one document or one shadow root.

let count = 0;
// Another copy of this module (a second bundle of the element) starts its
// own count: the random part keeps their ids apart.
const SALT = Math.random().toString(36).slice(2, 7);

/** A fresh id: `${prefix}-…`. */
export function uniqueId(prefix) {
  count += 1;
  return `${prefix}-${SALT}${count}`;
}
