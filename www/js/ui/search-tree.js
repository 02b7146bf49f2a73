// The search tree (the notes' 解空间树), built from the Stepper's event
// stream: every placed queen is a node under the queen of the row above,
// every rejected square a pruned leaf (✕), every solution a ringed node.
// Each node remembers the step that created it and the step that lifted it,
// so drawing the tree "as of step p" is only a matter of classes, and a click
// on a node seeks the player to the step where it appeared.
//
// For the keyboard the tree is one tab stop (roving tabindex): Tab reaches
// the current node, the arrow keys move between the drawn nodes in step
// order, Home/End go to the first/last one, and Enter or Space seeks.
//
// The whole tree is drawn for n ≤ TREE_MAX_N; beyond that it is far too big,
// so the view shows a note and the current path instead.

import { el, svgEl } from './dom.js';
import { t, formatNumber } from '../i18n/i18n.js';
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
  const drawn = []; // { node, group, title, key }, in drawing order
  const inStepOrder = []; // the same items, in step order (tree.nodes)
  const itemOf = new Map(); // group -> item
  let stop = null; // the item with tabindex="0"
  let selected = null; // the item with aria-selected="true": the current step's

  const title = el(doc, 'h3', { class: 'nq-panel__title' });
  const legend = el(doc, 'p', { class: 'nq-tree__legend' });
  const note = el(doc, 'p', { class: 'nq-tree__note', hidden: true });
  const pathText = el(doc, 'p', { class: 'nq-tree__path', hidden: true });
  // A list box of the steps, not an image (whose children are hidden from
  // assistive technology): each node is an option, the current step's one
  // selected, and a list box lets screen readers pass the arrow keys on.
  const svg = svgEl(doc, 'svg', { class: 'nq-tree__svg', role: 'listbox' });
  // A named region, but no tab stop of its own: the focused node scrolls it.
  const scroller = el(doc, 'div', { class: 'nq-tree__scroll', role: 'region' }, svg);
  const container = el(doc, 'section', { class: 'nq-panel nq-tree' }, title, legend, scroller, note, pathText);
  root.append(container);

  const groupOf = (target) => (target instanceof Element ? target.closest('[data-step]') : null);
  const focusedItem = () => itemOf.get(groupOf(svg.getRootNode().activeElement)) ?? null;

  // A click seeks without taking the keyboard focus (the player's keys stay
  // where they were), unless the focus is in the tree already.
  svg.addEventListener('mousedown', (event) => {
    if (groupOf(event.target) && !focusedItem()) event.preventDefault();
  });
  svg.addEventListener('click', (event) => {
    const target = groupOf(event.target);
    if (!target) return;
    if (focusedItem()) moveTo(itemOf.get(target));
    onSeek(Number(target.getAttribute('data-step')));
  });

  function makeStop(item) {
    if (stop === item) return;
    stop?.group.setAttribute('tabindex', '-1');
    stop = item;
    stop?.group.setAttribute('tabindex', '0');
  }
  function moveTo(item) {
    if (!item) return;
    makeStop(item);
    item.group.focus();
  }

  // Only the nodes drawn at the current step (the later ones are hidden).
  const isShown = (item) => item.node.created <= (lastFrame?.position ?? 0);
  svg.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const item = itemOf.get(groupOf(event.target));
    if (!item) return;
    const shown = inStepOrder.filter(isShown);
    const index = shown.indexOf(item);
    let next = null;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = shown[Math.min(index + 1, shown.length - 1)];
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = shown[Math.max(index - 1, 0)];
        break;
      case 'Home':
        next = shown[0];
        break;
      case 'End':
        next = shown[shown.length - 1];
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        onSeek(item.node.created);
        return;
      default:
        return;
    }
    // Handled here: the player's shortcuts (bound further up) leave it alone.
    event.preventDefault();
    moveTo(next);
  });

  function draw() {
    svg.replaceChildren();
    drawn.length = 0;
    inStepOrder.length = 0;
    itemOf.clear();
    stop = null;
    selected = null;
    if (!tree) return;
    svg.setAttribute('width', String(tree.width));
    svg.setAttribute('height', String(tree.height));
    svg.setAttribute('viewBox', `0 0 ${tree.width} ${tree.height}`);
    // The ✕ leaves are drawn last, on top: the dot of a queen next to one
    // (a thick ring when it is the current node) reaches over the ✕.
    const order = [...tree.nodes.filter((node) => node.kind !== 'reject'), ...tree.nodes.filter((node) => node.kind === 'reject')];
    for (const node of order) {
      // Named by its <title>, which is also the tooltip.
      const group = svgEl(doc, 'g', {
        'data-step': String(node.created),
        role: 'option',
        'aria-selected': 'false',
        tabindex: '-1',
      });
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
      const item = { node, group, title: nodeTitleEl, key: null, titleLang: null };
      drawn.push(item);
      itemOf.set(group, item);
    }
    const byNode = new Map(drawn.map((item) => [item.node, item]));
    for (const node of tree.nodes) inStepOrder.push(byNode.get(node));
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
    // The tab stop is the current node, unless the focus is on another node
    // that is still drawn: then it stays there (the reader is looking around).
    const focused = focusedItem();
    const currentItem = inStepOrder.find((item) => item.node === (current ?? tree.root));
    if (selected !== currentItem) {
      selected?.group.setAttribute('aria-selected', 'false');
      selected = currentItem;
      selected.group.setAttribute('aria-selected', 'true');
    }
    if (focused && isShown(focused)) makeStop(focused);
    else if (focused) moveTo(currentItem);
    else makeStop(currentItem);
    follow(current ?? tree.root);
  }

  function applyLang() {
    title.textContent = t(currentLang, 'tree.title');
    legend.textContent = t(currentLang, 'tree.legend');
    scroller.setAttribute('aria-label', t(currentLang, 'tree.region'));
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
