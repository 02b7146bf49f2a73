// Names the inner elements that pages may style with ::part(). The views are
// shared with the page and know nothing of shadow DOM, so the element adds the
// `part` attributes after they are built. Cells are rebuilt when n changes,
// so applyParts() runs again then; it only touches nodes without a part.

export const PARTS = Object.freeze([
  ['.nq-board', 'board'],
  ['.nq-attack-line', 'attack-line'],
  ['.nq-banner', 'banner'],
  ['.nq-narration', 'narration'],
  ['.nq-controls', 'controls'],
  ['.nq-controls__buttons', 'buttons'],
  ['.nq-btn', 'button'],
  ['.nq-timeline', 'timeline'],
  ['.nq-speed', 'speed'],
  ['.nq-stats', 'stats'],
  ['.nq-keys', 'keys'],
  ['.nq-tree', 'tree'],
  ['.nq-code', 'code'],
  ['.nq-explore', 'explorer'],
  ['.nq-count', 'counter'],
  ['.nq-cell--light', 'cell cell-light'],
  ['.nq-cell--dark', 'cell cell-dark'],
]);

export function applyParts(root) {
  for (const [selector, names] of PARTS) {
    for (const node of root.querySelectorAll(selector)) {
      if (node.part.length === 0) node.setAttribute('part', names);
    }
  }
}
