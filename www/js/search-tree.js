// The search tree (the notes' 解空间树), built from the Stepper's event
// stream: every placed queen is a node under the queen of the row above,
// every rejected square a pruned leaf (✕), every solution a ringed node.
// Each node remembers the step that created it and the step that lifted it,
// so drawing the tree "as of step p" is only a matter of classes, and a click
// on a node seeks the player to the step where it appeared.
//
// The whole tree is drawn for n ≤ TREE_MAX_N; beyond that it is far too big,
// so the view shows a note and the current path instead.

import { el, svgEl } from './dom.js';
import { t, formatNumber } from './i18n.js';
import { formatQueens } from './narration.js';

export const TREE_MAX_N = 6;
/** More events than this are not turned into a drawn tree. */
export const TREE_MAX_EVENTS = 20_000;

const PLACE_WIDTH = 24;
const REJECT_WIDTH = 10;
const LEVEL_HEIGHT = 46;
const RADIUS = 9;
const MARGIN = 16;
/** The invisible click target around a node, where its neighbours leave room. */
const HIT_RADIUS = RADIUS + 4;

/** Builds the tree from the list of StepEvents of a whole search. */
export function buildTree(events) {
  const root = {
    kind: 'root', row: -1, col: -1, created: 0, removed: Infinity, solvedAt: Infinity, index: null, depth: 0, children: [], parent: null,
  };
  const nodes = [root];
  const path = [root];
  for (const event of events) {
    const parent = path[path.length - 1];
    if (event.kind === 'place' || event.kind === 'reject') {
      const node = {
        kind: event.kind,
        row: event.row,
        col: event.col,
        created: event.step,
        removed: Infinity,
        solvedAt: Infinity,
        index: null,
        depth: parent.depth + 1,
        children: [],
        parent,
      };
      parent.children.push(node);
      nodes.push(node);
      if (event.kind === 'place') path.push(node);
    } else if (event.kind === 'solution') {
      // The placement just before completed the board: that node is a solution.
      parent.solvedAt = event.step;
      parent.index = event.index;
    } else if (event.kind === 'remove' && path.length > 1) {
      path.pop().removed = event.step;
    }
  }
  // Left-aligned layout: a node stands above its first child, and leaves are
  // laid out left to right in search order. A node's place is fixed the
  // moment it appears, so the tree grows to the right as the search goes.
  let cursor = MARGIN + RADIUS;
  (function layout(node) {
    node.x = cursor;
    node.y = MARGIN + RADIUS + node.depth * LEVEL_HEIGHT;
    if (node.children.length === 0) cursor += node.kind === 'reject' ? REJECT_WIDTH : PLACE_WIDTH;
    else node.children.forEach(layout);
  })(root);
  // A ✕ is only REJECT_WIDTH from its neighbours: each node's hit circle
  // reaches at most halfway to the next node on its level, so no target
  // covers another node. Nodes come in search order, so left to right.
  const lastOnLevel = [];
  for (const node of nodes) {
    node.hitRadius = HIT_RADIUS;
    const left = lastOnLevel[node.depth];
    if (left) {
      const half = (node.x - left.x) / 2;
      node.hitRadius = Math.min(node.hitRadius, half);
      left.hitRadius = Math.min(left.hitRadius, half);
    }
    lastOnLevel[node.depth] = node;
  }
  const depth = Math.max(...nodes.map((node) => node.depth));
  return { root, nodes, width: cursor + MARGIN + RADIUS, height: 2 * (MARGIN + RADIUS) + depth * LEVEL_HEIGHT };
}

function nodeTitle(lang, node) {
  const params = { q: node.row + 1, r: node.row + 1, c: node.col + 1, step: formatNumber(lang, node.created) };
  if (node.kind === 'root') return t(lang, 'tree.root');
  if (node.kind === 'reject') return t(lang, 'tree.pruned', params);
  if (node.index !== null) return t(lang, 'tree.solutionNode', { ...params, k: node.index + 1 });
  return t(lang, 'tree.node', params);
}

export function createSearchTree(root, { lang = 'en', onSeek = () => {} } = {}) {
  const doc = root.ownerDocument;
  let currentLang = lang;
  let tree = null;
  let n = 0;
  let lastFrame = null;
  const drawn = []; // { node, group, title, key }

  const title = el(doc, 'h3', { class: 'nq-panel__title' });
  const legend = el(doc, 'p', { class: 'nq-tree__legend' });
  const note = el(doc, 'p', { class: 'nq-tree__note', hidden: true });
  const pathText = el(doc, 'p', { class: 'nq-tree__path', hidden: true });
  const svg = svgEl(doc, 'svg', { class: 'nq-tree__svg', role: 'img' });
  const scroller = el(doc, 'div', { class: 'nq-tree__scroll' }, svg);
  const container = el(doc, 'section', { class: 'nq-panel nq-tree' }, title, legend, scroller, note, pathText);
  root.append(container);

  svg.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-step]') : null;
    if (target) onSeek(Number(target.getAttribute('data-step')));
  });

  function draw() {
    svg.replaceChildren();
    drawn.length = 0;
    if (!tree) return;
    svg.setAttribute('width', String(tree.width));
    svg.setAttribute('height', String(tree.height));
    svg.setAttribute('viewBox', `0 0 ${tree.width} ${tree.height}`);
    // The ✕ leaves are drawn last, on top: the dot of a queen next to one
    // (a thick ring when it is the current node) reaches over the ✕.
    const order = [...tree.nodes.filter((node) => node.kind !== 'reject'), ...tree.nodes.filter((node) => node.kind === 'reject')];
    for (const node of order) {
      const group = svgEl(doc, 'g', { 'data-step': String(node.created) });
      const nodeTitleEl = svgEl(doc, 'title');
      group.append(nodeTitleEl);
      if (node.parent) {
        const toY = node.kind === 'reject' ? node.y - 5 : node.y - RADIUS;
        group.append(
          svgEl(doc, 'line', {
            class: 'nq-tree__edge',
            x1: String(node.parent.x),
            y1: String(node.parent.y + RADIUS),
            x2: String(node.x),
            y2: String(toY),
          }),
        );
      }
      // A generous invisible target, so small nodes are easy to click or tap.
      group.append(svgEl(doc, 'circle', { class: 'nq-tree__hit', cx: String(node.x), cy: String(node.y), r: String(node.hitRadius) }));
      if (node.kind === 'reject') {
        const { x, y } = node;
        group.append(
          svgEl(doc, 'path', {
            class: 'nq-tree__cross',
            d: `M${x - 4},${y - 4}L${x + 4},${y + 4}M${x + 4},${y - 4}L${x - 4},${y + 4}`,
          }),
        );
      } else {
        if (node.index !== null) {
          group.append(svgEl(doc, 'circle', { class: 'nq-tree__ring', cx: String(node.x), cy: String(node.y), r: String(RADIUS + 3.5) }));
        }
        group.append(svgEl(doc, 'circle', { class: 'nq-tree__dot', cx: String(node.x), cy: String(node.y), r: String(RADIUS) }));
        group.append(
          svgEl(doc, 'text', {
            class: 'nq-tree__label',
            x: String(node.x),
            y: String(node.y),
            'text-anchor': 'middle',
            'dominant-baseline': 'central',
            text: node.kind === 'root' ? '·' : String(node.col + 1),
          }),
        );
      }
      svg.append(group);
      drawn.push({ node, group, title: nodeTitleEl, key: null, titleLang: null });
    }
  }

  function follow(node) {
    if (!node || scroller.clientWidth === 0) return;
    const margin = 48;
    const left = scroller.scrollLeft;
    if (node.x < left + margin || node.x > left + scroller.clientWidth - margin) {
      // Jump, never glide: the tree follows every step, even at fast speeds.
      scroller.scrollLeft = Math.max(0, node.x - scroller.clientWidth / 3);
    }
  }

  function render(frame) {
    lastFrame = frame;
    const position = frame.position;
    if (!tree) {
      pathText.hidden = false;
      pathText.textContent = frame.queens.length
        ? t(currentLang, 'tree.path', { path: formatQueens(frame.queens).replaceAll('), (', ') → (') })
        : t(currentLang, 'tree.pathEmpty');
      return;
    }
    let current = null;
    let placed = 0;
    let pruned = 0;
    let solutions = 0;
    for (const item of drawn) {
      const { node } = item;
      const visible = node.created <= position;
      const onPath = visible && node.kind !== 'reject' && position < node.removed;
      const closed = node.removed <= position;
      if (visible) {
        if (node.kind === 'reject') pruned += 1;
        else if (node.kind !== 'root') placed += 1;
        if (node.solvedAt <= position) solutions += 1;
      }
      const solved = node.solvedAt <= position;
      const isCurrent = node.kind !== 'root' && (node.created === position || node.removed === position || node.solvedAt === position);
      if (isCurrent) current = node;
      const key = `${visible}|${onPath}|${closed}|${isCurrent}|${solved}|${node.removed === position}`;
      if (item.key !== key) {
        item.key = key;
        let classes = `nq-tree__node nq-tree__node--${node.kind}`;
        if (!visible) classes += ' is-future';
        if (onPath) classes += ' is-path';
        if (closed) classes += ' is-closed';
        if (solved) classes += ' is-solution';
        if (isCurrent) classes += ' is-current';
        if (node.removed === position) classes += ' is-lifted';
        item.group.setAttribute('class', classes);
      }
      if (item.titleLang !== currentLang) {
        item.titleLang = currentLang;
        item.title.textContent = nodeTitle(currentLang, node);
      }
    }
    svg.setAttribute(
      'aria-label',
      t(currentLang, 'tree.summary', {
        placed: formatNumber(currentLang, placed),
        pruned: formatNumber(currentLang, pruned),
        solutions: formatNumber(currentLang, solutions),
      }),
    );
    follow(current ?? tree.root);
  }

  function applyLang() {
    title.textContent = t(currentLang, 'tree.title');
    legend.textContent = t(currentLang, 'tree.legend');
    note.textContent = t(currentLang, 'tree.tooLarge', { n, max: TREE_MAX_N });
  }

  return {
    element: container,
    /**
     * Loads the events of the whole search for an n×n board, or null when
     * the tree is too big to draw (then only the current path is shown).
     */
    setEvents(size, events) {
      n = size;
      tree = events ? buildTree(events) : null;
      scroller.hidden = !tree;
      legend.hidden = !tree;
      note.hidden = Boolean(tree);
      pathText.hidden = Boolean(tree);
      applyLang();
      draw();
      if (lastFrame && lastFrame.n === size) render(lastFrame);
    },
    render,
    setLang(next) {
      currentLang = next;
      applyLang();
      if (lastFrame) render(lastFrame);
    },
  };
}
