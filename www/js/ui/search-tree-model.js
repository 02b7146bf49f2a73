// The search tree's model (the notes' 解空间树), pure data built from the
// Stepper's event stream: one node per placed queen, under the queen of the
// row above; the squares rejected under a node are not nodes but a count on
// it (the steps at which they were rejected, so the count "as of step p" is
// known). Each node remembers the step that created it and the step that
// lifted it, so the tree "as of step p" needs no rebuilding.
//
// Nodes come in creation order, which is the tree's pre-order (depth first,
// children in search order): the view's Up/Down keys walk this order.

export const PLACE_WIDTH = 24;
export const LEVEL_HEIGHT = 46;
export const RADIUS = 9;
export const MARGIN = 16;

function makeNode(id, parent, row, col, step) {
  return {
    id,
    row,
    col,
    created: step,
    removed: Infinity,
    solvedAt: Infinity,
    index: null,
    depth: parent ? parent.depth + 1 : 0,
    parent,
    children: [],
    rejectSteps: [],
    x: 0,
    y: 0,
  };
}

/**
 * Builds the tree of a whole search from its StepEvents. `stepNode[s]` is the
 * node that step s concerns: the queen placed, lifted or completing a
 * solution, or, for a rejected square, the node it was rejected under.
 */
export function buildTreeModel(events) {
  const root = makeNode(0, null, -1, -1, 0);
  const nodes = [root];
  const stepNode = [root];
  const path = [root];
  for (const event of events) {
    const top = path[path.length - 1];
    let concerned = top;
    if (event.kind === 'place') {
      concerned = makeNode(nodes.length, top, event.row, event.col, event.step);
      top.children.push(concerned);
      nodes.push(concerned);
      path.push(concerned);
    } else if (event.kind === 'reject') {
      top.rejectSteps.push(event.step);
    } else if (event.kind === 'solution') {
      top.solvedAt = event.step;
      top.index = event.index;
    } else if (event.kind === 'remove' && path.length > 1) {
      path.pop().removed = event.step;
    } else if (event.kind === 'done') {
      concerned = root;
    }
    stepNode[event.step] = concerned;
  }
  return { root, nodes, stepNode, ...layoutTree(root) };
}

/**
 * Left-aligned layout: a node stands above its first child, leaves go left
 * to right in search order, so a node's place is fixed the moment it
 * appears and the tree grows to the right as the search goes.
 */
function layoutTree(root) {
  let cursor = MARGIN + RADIUS;
  let depth = 0;
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    node.x = cursor;
    node.y = MARGIN + RADIUS + node.depth * LEVEL_HEIGHT;
    depth = Math.max(depth, node.depth);
    if (node.children.length === 0) cursor += PLACE_WIDTH;
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]);
  }
  return { width: cursor + MARGIN + RADIUS, height: heightForDepth(depth) };
}

const heightForDepth = (depth) => 2 * (MARGIN + RADIUS) + depth * LEVEL_HEIGHT + 12;

/**
 * The height of the whole search tree of an n×n board, known before its
 * events: the search places n queens from n = 4 on (and for n = 1), one
 * fewer for n = 2 and 3, where it never finds a solution.
 */
export function treeHeightFor(n) {
  return heightForDepth(n === 1 || n >= 4 ? n : n - 1);
}

/** How many squares were rejected under `node` by step `position`. */
export function rejectsAt(node, position) {
  const steps = node.rejectSteps;
  let low = 0;
  let high = steps.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (steps[mid] <= position) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The node of the step at `position` (the root before the first step and at the end). */
export function currentNodeAt(model, position) {
  return model.stepNode[Math.min(position, model.stepNode.length - 1)] ?? model.root;
}

/** How many nodes (the root included) exist at `position`: a prefix of `model.nodes`. */
export function nodesShownAt(model, position) {
  let low = 0;
  let high = model.nodes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (model.nodes[mid].created <= position) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * What a node is at `position`: drawn at all, on the current path, lifted,
 * solved, current; `ahead`: not there yet at `position` but already seen
 * (created by step `reached`, the furthest step shown so far), so one can
 * click forward to it.
 */
export function nodeState(node, position, current, reached = position) {
  const shown = node.created <= position;
  return {
    shown,
    ahead: !shown && node.created <= reached,
    onPath: shown && position < node.removed,
    closed: node.removed <= position,
    solved: node.solvedAt <= position,
    current: node === current,
    lifted: node.removed === position,
    rejects: shown ? rejectsAt(node, position) : 0,
    hasChildren: shown && node.children.length > 0 && node.children[0].created <= position,
  };
}

/** The neighbour that a tree key moves to among `visible` (pre-order), per the WAI-ARIA tree pattern. */
export function keyTarget(key, node, visible, { expanded }) {
  const index = visible.indexOf(node);
  const hasChildren = visible[index + 1]?.parent === node;
  switch (key) {
    case 'ArrowDown':
      return visible[Math.min(index + 1, visible.length - 1)];
    case 'ArrowUp':
      return visible[Math.max(index - 1, 0)];
    case 'Home':
      return visible[0];
    case 'End':
      return visible[visible.length - 1];
    case 'ArrowRight':
      return expanded && hasChildren ? visible[index + 1] : node;
    case 'ArrowLeft':
      return expanded && hasChildren ? node : (node.parent ?? node);
    default:
      return null;
  }
}
