// The search tree's DOM view: an SVG `role="tree"` whose nodes are the
// model's placed queens (./search-tree-model.js), each a `role="treeitem"`
// with its aria-level, aria-expanded when it has children, aria-selected on
// the node of the current step. The squares rejected under a node show as a
// count (✕3) under it. A click or Enter/Space seeks the player to the step
// where the node appeared.
//
// Never freezing: the 2,056 nodes of n = 8 are not drawn at once. Nodes are
// created only when the step reaches them, at most SLICE per frame (a seek
// to the end builds them over about 100 frames), and a render only touches the nodes
// whose state changed. Going back keeps the nodes already seen, greyed
// (is-ahead): a click on one jumps forward to it.
//
// Keyboard (WAI-ARIA tree pattern, one tab stop with a roving tabindex):
// Up/Down move in pre-order, Right expands or goes to the first child, Left
// collapses or goes to the parent, Home/End go to the first/last node.

import { el, svgEl } from './dom.js';
import { t, formatNumber, addStrings } from '../i18n/i18n.js';
import TREE_STRINGS from '../i18n/strings/tree.js';
import { formatQueens } from './narration.js';
import { createTreeZoom } from './tree-zoom.js';
import { treeHeightFor, buildTreeModel, currentNodeAt, nodesShownAt, nodeState, keyTarget, RADIUS } from './search-tree-model.js';
import { DEFAULT_LANG } from '../engine/catalog.js';

export const TREE_MAX_N = 8;
/** More events than this are not turned into a drawn tree. */
export const TREE_MAX_EVENTS = 20_000;
/** Nodes created per task: a few milliseconds of DOM work. */
const SLICE = 20;

function nodeName(lang, node, rejects, ahead) {
  const params = { q: node.row + 1, r: node.row + 1, c: node.col + 1, step: formatNumber(lang, node.created) };
  let name = t(lang, 'tree.node', params);
  if (node.depth === 0) name = t(lang, 'tree.root');
  else if (node.index !== null) name = t(lang, 'tree.solutionNode', { ...params, k: node.index + 1 });
  if (ahead) return t(lang, 'tree.nodeAhead', { name });
  return rejects ? t(lang, 'tree.nodeRejects', { name, count: formatNumber(lang, rejects) }) : name;
}

/** A node drawn: there at the step shown, or seen before and greyed (is-ahead). */
const isDrawn = (item) => !item.group.classList.contains('is-future') || item.group.classList.contains('is-ahead');

function buildPanel(doc) {
  const title = el(doc, 'h3', { class: 'nq-panel__title' });
  const legend = el(doc, 'p', { class: 'nq-tree__legend' });
  const note = el(doc, 'p', { class: 'nq-tree__note', hidden: true });
  const pathText = el(doc, 'p', { class: 'nq-tree__path', hidden: true });
  const svg = svgEl(doc, 'svg', { class: 'nq-tree__svg', role: 'tree' });
  const edges = svgEl(doc, 'g', { class: 'nq-tree__edges', 'aria-hidden': 'true' });
  svg.append(edges);
  // A named region, but no tab stop of its own: the focused node scrolls it.
  const scroller = el(doc, 'div', { class: 'nq-tree__scroll', role: 'region' }, svg);
  const zoom = createTreeZoom(doc, { scroller, svg });
  // The zoom buttons float over the drawing's corner: showing them never moves the page.
  const drawing = el(doc, 'div', { class: 'nq-tree__view' }, scroller, zoom.element);
  const container = el(doc, 'section', { class: 'nq-panel nq-tree' }, title, legend, drawing, note, pathText);
  return { container, title, legend, note, pathText, svg, edges, scroller, zoom };
}

/** The SVG of one node: its edge (in the shared edge layer) and its group. */
function createNodeItem(doc, parts, node) {
  const { x, y } = node;
  const group = svgEl(doc, 'g', { 'data-step': String(node.created), role: 'treeitem', 'aria-level': String(node.depth + 1), 'aria-selected': 'false', tabindex: '-1' });
  const edge = node.parent
    ? svgEl(doc, 'line', { class: 'nq-tree__edge', x1: String(node.parent.x), y1: String(node.parent.y + RADIUS), x2: String(x), y2: String(y - RADIUS) })
    : null;
  const label = node.depth === 0 ? '·' : String(node.col + 1);
  // Few elements per node (SVG text is what layout pays for): the ring only
  // on solutions, the reject count only once there is one.
  group.append(svgEl(doc, 'title'), svgEl(doc, 'circle', { class: 'nq-tree__hit', cx: String(x), cy: String(y), r: String(RADIUS + 3) }));
  if (node.index !== null) group.append(svgEl(doc, 'circle', { class: 'nq-tree__ring', cx: String(x), cy: String(y), r: String(RADIUS + 3.5) }));
  group.append(
    svgEl(doc, 'circle', { class: 'nq-tree__dot', cx: String(x), cy: String(y), r: String(RADIUS) }),
    svgEl(doc, 'text', { class: 'nq-tree__label', x: String(x), y: String(y), 'text-anchor': 'middle', 'dominant-baseline': 'central', text: label }),
  );
  if (edge) parts.edges.append(edge);
  parts.svg.append(group);
  return { node, group, edge, badge: null, title: group.firstChild, key: '' };
}

function setRejects(doc, item, rejects) {
  if (!rejects && !item.badge) return;
  const { x, y } = item.node;
  item.badge ??= item.group.appendChild(svgEl(doc, 'text', { class: 'nq-tree__rejects', x: String(x), y: String(y + RADIUS + 9), 'text-anchor': 'middle' }));
  const text = rejects ? `✕${rejects}` : '';
  if (item.badge.textContent !== text) item.badge.textContent = text;
}

/** Writes a node's state into its SVG, only when it changed. */
function paintItem(item, state, hidden, lang) {
  const key = `${lang}|${hidden}|${Boolean(item.collapsed)}|${Object.values(state).join('|')}`;
  if (item.key === key) return;
  item.key = key;
  const ahead = state.ahead && !hidden ? ' is-ahead' : '';
  let classes = `nq-tree__node${!state.shown || hidden ? ' is-future' : ''}${ahead}`;
  for (const [flag, name] of [['onPath', 'is-path'], ['closed', 'is-closed'], ['solved', 'is-solution'], ['current', 'is-current'], ['lifted', 'is-lifted']]) {
    if (state[flag]) classes += ` ${name}`;
  }
  item.group.setAttribute('class', classes);
  item.edge?.setAttribute('class', `nq-tree__edge${!state.shown || hidden ? ' is-future' : ''}${ahead}${state.onPath ? ' is-path' : ''}`);
  item.group.setAttribute('aria-selected', String(state.current));
  if (state.current) item.group.setAttribute('aria-current', 'step');
  else item.group.removeAttribute('aria-current');
  if (state.hasChildren) item.group.setAttribute('aria-expanded', String(!item.collapsed));
  else item.group.removeAttribute('aria-expanded');
  setRejects(item.group.ownerDocument, item, state.rejects);
  item.title.textContent = nodeName(lang, item.node, state.rejects, state.ahead);
}

/** Scrolls the drawing (shown at `zoom`) so that the node is in view (a jump, never a glide). */
function follow(scroller, node, zoom) {
  if (!node || scroller.clientWidth === 0) return;
  const margin = 48;
  const [x, y] = [node.x * zoom, node.y * zoom];
  if (x < scroller.scrollLeft + margin || x > scroller.scrollLeft + scroller.clientWidth - margin) {
    scroller.scrollLeft = Math.max(0, x - scroller.clientWidth / 3);
  }
  if (y < scroller.scrollTop + margin || y > scroller.scrollTop + scroller.clientHeight - margin) {
    scroller.scrollTop = Math.max(0, y - scroller.clientHeight / 2);
  }
}

/** Keyboard and pointer of the tree: calls `act(kind, item, key)` with kind 'seek' or 'key'. */
function bindTreeInput(svg, itemOf, act) {
  const itemAt = (target) => itemOf.get(target instanceof Element ? target.closest('[data-step]') : null);
  const focusInside = () => Boolean(itemAt(svg.getRootNode().activeElement));
  // A click seeks without taking the keyboard focus (the player's keys stay
  // where they were), unless the focus is in the tree already.
  svg.addEventListener('mousedown', (event) => {
    if (itemAt(event.target) && !focusInside()) event.preventDefault();
  });
  svg.addEventListener('click', (event) => {
    const item = itemAt(event.target);
    if (item) act(focusInside() ? 'focus-seek' : 'seek', item);
  });
  svg.addEventListener('keydown', (event) => {
    const item = itemAt(event.target);
    if (!item || event.altKey || event.ctrlKey || event.metaKey) return;
    const seek = event.key === 'Enter' || event.key === ' ';
    if (!seek && !['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    // Handled here: the player's shortcuts (bound further up) leave it alone.
    event.preventDefault();
    act(seek ? 'seek' : 'key', item, event.key);
  });
}

export function createSearchTree(root, { lang = DEFAULT_LANG, onSeek = () => {} } = {}) {
  addStrings(TREE_STRINGS); // idempotent; here, not at import, so no bundler drops it
  const doc = root.ownerDocument;
  const parts = buildPanel(doc);
  root.append(parts.container);
  // `reached`: the furthest event position shown on this tree (its nodes stay drawn, greyed, when going back).
  const view = { lang, n: 0, model: null, frame: null, items: [], itemOf: new Map(), stop: null, pending: false, reached: 0 };

  function moveTo(item, focus) {
    if (view.stop !== item) view.stop?.group.setAttribute('tabindex', '-1');
    view.stop = item;
    item.group.setAttribute('tabindex', '0');
    if (focus) item.group.focus();
  }
  bindTreeInput(parts.svg, view.itemOf, (kind, item, key) => {
    if (kind === 'key') return treeKey(view, item, key, { render, moveTo });
    if (kind === 'focus-seek') moveTo(item, true);
    onSeek(item.node.created);
  });

  function render(frame) {
    view.frame = frame;
    const position = frame.program?.eventPosition ?? frame.position; // by line: the events so far
    if (!view.model) return renderPath(parts, frame, view.lang);
    view.reached = Math.max(view.reached, position);
    buildNodes(doc, parts, view, render);
    const current = currentNodeAt(view.model, position);
    openBranch(view, current, position);
    const totals = { placed: 0, pruned: 0, solutions: 0 };
    for (const item of view.items) {
      const state = nodeState(item.node, position, current, view.reached);
      const parent = item.node.parent && view.items[item.node.parent.id];
      item.hidden = Boolean(parent && (parent.hidden || parent.collapsed));
      paintItem(item, state, item.hidden, view.lang);
      if (state.shown && item.node.depth > 0) totals.placed += 1;
      totals.pruned += state.rejects;
      if (state.solved) totals.solutions += 1;
    }
    const summary = Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, formatNumber(view.lang, v)]));
    parts.svg.setAttribute('aria-label', t(view.lang, 'tree.summary', summary));
    settleFocus(view, view.items[current.id] ?? view.items[0], moveTo);
    scheduleFollow(parts, view);
  }

  return {
    element: parts.container,
    /** Loads the events of the whole search for an n×n board, or null when the tree is too big to draw. */
    setEvents(size, events) {
      view.n = size;
      view.model = events ? treeModelFor(size, events) : null;
      resetDrawing(parts, view);
      applyLang(parts, view);
      if (view.frame && view.frame.n === size) render(view.frame);
    },
    render,
    setLang(next) {
      view.lang = next;
      applyLang(parts, view);
      if (view.frame) render(view.frame);
    },
  };
}

// Creates the nodes seen so far (up to step view.reached), at most SLICE
// per frame: one slice per frame, never several slices' style and layout at once.
function buildNodes(doc, parts, view, render) {
  const wanted = nodesShownAt(view.model, view.reached);
  const sliceEnd = Math.min(wanted, view.items.length + SLICE);
  while (view.items.length < sliceEnd) {
    const item = createNodeItem(doc, parts, view.model.nodes[view.items.length]);
    view.items.push(item);
    view.itemOf.set(item.group, item);
  }
  if (view.items.length < wanted && !view.pending) {
    view.pending = true;
    requestAnimationFrame(() => {
      view.pending = false;
      if (view.frame) render(view.frame);
    });
  }
}

// Scrolls to the current node after the frame's layout, not forcing one in the middle of this task.
function scheduleFollow(parts, view) {
  if (view.following) return;
  view.following = true;
  requestAnimationFrame(() => {
    view.following = false;
    if (view.model) follow(parts.scroller, currentNodeAt(view.model, view.frame.program?.eventPosition ?? view.frame.position), parts.zoom.zoom);
  });
}

// The model of `events`. While they load (none yet), the drawing already
// takes the whole tree's height, so their arrival moves nothing below it.
function treeModelFor(n, events) {
  const model = buildTreeModel(events);
  if (events.length === 0) model.height = treeHeightFor(n);
  return model;
}

/** A tree key on `item`: expand or collapse it, or move the focus (WAI-ARIA tree pattern). */
function treeKey(view, item, key, { render, moveTo }) {
  const visible = view.items.filter(isDrawn);
  const nodes = visible.map((each) => each.node);
  const hasChildren = item.group.hasAttribute('aria-expanded');
  if (hasChildren && ((key === 'ArrowRight' && item.collapsed) || (key === 'ArrowLeft' && !item.collapsed))) {
    item.collapsed = key === 'ArrowLeft';
    render(view.frame);
    return;
  }
  const target = keyTarget(key, item.node, nodes, { expanded: !item.collapsed });
  moveTo(visible[nodes.indexOf(target)] ?? item, true);
}

/** Following the player opens the branch of a new step's node (not a re-render after a collapse). */
function openBranch(view, current, position) {
  if (view.openedAt === position) return;
  view.openedAt = position;
  for (let node = current.parent; node; node = node.parent) if (view.items[node.id]) view.items[node.id].collapsed = false;
}

/** The tab stop is the current node, unless the focus is on another node still drawn. */
function settleFocus(view, currentItem, moveTo) {
  const focused = view.itemOf.get(view.stop?.group.getRootNode().activeElement);
  if (focused && isDrawn(focused)) moveTo(focused, false);
  else if (currentItem) moveTo(currentItem, Boolean(focused));
}

function resetDrawing(parts, view) {
  const { model } = view;
  parts.edges.replaceChildren();
  parts.svg.replaceChildren(parts.edges);
  view.items = [];
  view.reached = 0;
  view.openedAt = -1;
  view.itemOf.clear();
  view.stop = null;
  parts.scroller.hidden = !model;
  parts.zoom.element.hidden = !model;
  parts.legend.hidden = !model;
  parts.note.hidden = Boolean(model);
  parts.pathText.hidden = Boolean(model);
  if (!model) return;
  parts.svg.setAttribute('viewBox', `0 0 ${model.width} ${model.height}`);
  parts.zoom.setSize(model.width, model.height);
}

function applyLang(parts, view) {
  parts.title.textContent = t(view.lang, 'tree.title');
  // The keys' part is hidden on a touch screen without keys (.nq-keys, nqueens.css).
  const keys = parts.legend.ownerDocument.createElement('span');
  keys.className = 'nq-keys';
  keys.textContent = t(view.lang, 'tree.legendKeys');
  parts.legend.replaceChildren(t(view.lang, 'tree.legend'), keys);
  parts.scroller.setAttribute('aria-label', t(view.lang, 'tree.region'));
  parts.zoom.setLang(view.lang);
  parts.note.textContent = t(view.lang, 'tree.tooLarge', { n: view.n, max: TREE_MAX_N });
}

/** Beyond TREE_MAX_N: only the current path, in words. */
function renderPath(parts, frame, lang) {
  parts.pathText.hidden = false;
  parts.pathText.textContent = frame.queens.length
    ? t(lang, 'tree.path', { path: formatQueens(frame.queens, lang).replaceAll(/\)(, |、)\(/g, ') → (') })
    : t(lang, 'tree.pathEmpty');
}
