// The search tree's model (www/js/ui/search-tree-model.js) against the Rust
// Stepper's events and an independent backtracking count written here.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { buildTreeModel, rejectsAt, currentNodeAt, nodesShownAt, nodeState, keyTarget } from '../../../www/js/ui/search-tree-model.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
});

function eventsOf(n) {
  const stepper = new api.Stepper(n);
  const events = [];
  for (let event = stepper.step(); event; event = stepper.step()) events.push(event);
  stepper.free();
  return events;
}

/** Placements of a plain backtracking search over all solutions (every queen put down). */
function countPlacements(n) {
  const cols = [];
  let placements = 0;
  (function place(row) {
    if (row === n) return;
    for (let col = 0; col < n; col += 1) {
      if (cols.some((c, r) => c === col || Math.abs(c - col) === row - r)) continue;
      placements += 1;
      cols.push(col);
      place(row + 1);
      cols.pop();
    }
  })(0);
  return placements;
}

test('the independent count is the known one: 2,056 placements for the 8 queens', () => {
  assert.equal(countPlacements(4), 16);
  assert.equal(countPlacements(8), 2056);
});

for (const n of [1, 4, 6, 8]) {
  test(`n = ${n}: one node per placement, rejects counted under their node, solutions ringed`, () => {
    const events = eventsOf(n);
    const model = buildTreeModel(events);
    const placed = model.nodes.length - 1;
    assert.equal(placed, countPlacements(n));
    const rejectEvents = events.filter((event) => event.kind === 'reject');
    assert.equal(model.nodes.reduce((sum, node) => sum + node.rejectSteps.length, 0), rejectEvents.length);
    // Each reject is counted under the node of the row above it.
    for (const event of rejectEvents) {
      const node = model.stepNode[event.step];
      assert.ok(node.rejectSteps.includes(event.step));
      assert.equal(node.depth, event.row);
    }
    const solved = model.nodes.filter((node) => node.index !== null);
    assert.equal(solved.length, { 1: 1, 4: 2, 6: 4, 8: 92 }[n]); // A000170
    assert.ok(solved.every((node) => node.depth === n));
    assert.ok(model.nodes.every((node) => !node.parent || (node.parent.depth === node.depth - 1 && node.removed > node.created)));
    // Creation order is pre-order: each node comes right after its parent or its previous sibling's subtree.
    assert.ok(model.nodes.every((node, i) => i === 0 || node.created > model.nodes[i - 1].created));
  });
}

test('the current node and the counts at every step, forward and back (n = 4)', () => {
  const events = eventsOf(4);
  const model = buildTreeModel(events);
  assert.equal(currentNodeAt(model, 0), model.root);
  const check = (event) => {
    const node = currentNodeAt(model, event.step);
    if (event.kind === 'place') assert.deepEqual([node.row, node.col, node.created], [event.row, event.col, event.step]);
    if (event.kind === 'remove') assert.deepEqual([node.row, node.col, node.removed], [event.row, event.col, event.step]);
    if (event.kind === 'reject') assert.equal(node.depth, event.row);
    if (event.kind === 'solution') assert.equal(node.solvedAt, event.step);
    if (event.kind === 'done') assert.equal(node, model.root);
    const rejectsSoFar = events.filter((e) => e.kind === 'reject' && e.step <= event.step).length;
    assert.equal(model.nodes.reduce((sum, each) => sum + rejectsAt(each, event.step), 0), rejectsSoFar);
    const placedSoFar = events.filter((e) => e.kind === 'place' && e.step <= event.step).length;
    assert.equal(nodesShownAt(model, event.step), placedSoFar + 1);
    assert.equal(nodeState(node, event.step, node).current, true);
  };
  events.forEach(check);
  [...events].reverse().forEach(check);
  // The seed's first steps: place (1,1), reject (2,1), reject (2,2), place (2,3).
  assert.equal(rejectsAt(model.nodes[1], 2), 1);
  assert.equal(rejectsAt(model.nodes[1], 3), 2);
  assert.equal(rejectsAt(model.nodes[1], 1), 0);
  assert.equal(currentNodeAt(model, 3), model.nodes[1]);
});

test('tree keys follow the WAI-ARIA pattern over the visible nodes in pre-order', () => {
  const model = buildTreeModel(eventsOf(4));
  const visible = model.nodes.slice(0, nodesShownAt(model, 10));
  const [root, q1, q2] = visible;
  assert.equal(keyTarget('ArrowDown', root, visible, { expanded: true }), q1);
  assert.equal(keyTarget('ArrowUp', q1, visible, { expanded: true }), root);
  assert.equal(keyTarget('ArrowUp', root, visible, { expanded: true }), root);
  assert.equal(keyTarget('ArrowRight', q1, visible, { expanded: true }), q2);
  assert.equal(keyTarget('ArrowLeft', q2, visible, { expanded: true }), q1);
  assert.equal(keyTarget('Home', q2, visible, { expanded: true }), root);
  assert.equal(keyTarget('End', root, visible, { expanded: true }), visible.at(-1));
  assert.equal(keyTarget('x', root, visible, { expanded: true }), null);
});

test('ArrowLeft at the walkthrough\'s step 20: an open node stays (the view closes it), a closed one or a leaf goes to its parent', () => {
  const model = buildTreeModel(eventsOf(4));
  const visible = model.nodes.slice(0, nodesShownAt(model, 20));
  const at = (row, col) => visible.find((node) => node.row === row && node.col === col);
  const [q1, leaf, open, child] = [at(0, 0), at(1, 2), at(1, 3), at(2, 1)];
  assert.equal(currentNodeAt(model, 20), open); // "Queen 2 at (2,4)", the node focused at step 20
  assert.deepEqual([leaf.parent, open.parent, child.parent], [q1, q1, open]);
  // Open with a child shown: the first ← closes it (search-tree.js), so the focus stays.
  assert.equal(keyTarget('ArrowLeft', open, visible, { expanded: true }), open);
  // Closed (its child hidden, so not among the visible nodes): ← goes to the parent.
  const closed = visible.filter((node) => node.parent !== open);
  assert.equal(keyTarget('ArrowLeft', open, closed, { expanded: false }), q1);
  // A leaf and the deepest node go straight to their parent; the root stays.
  assert.equal(keyTarget('ArrowLeft', leaf, visible, { expanded: true }), q1);
  assert.equal(keyTarget('ArrowLeft', child, visible, { expanded: true }), open);
  assert.equal(keyTarget('ArrowLeft', model.root, visible, { expanded: false }), model.root);
  assert.equal(keyTarget('Home', child, visible, { expanded: true }), model.root);
  assert.equal(keyTarget('End', q1, visible, { expanded: true }), child);
});

test('the height reserved before the events arrive is the whole tree\'s height', async () => {
  const { treeHeightFor } = await import('../../../www/js/ui/search-tree-model.js');
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) assert.equal(treeHeightFor(n), buildTreeModel(eventsOf(n)).height, `n = ${n}`);
});

test('going back keeps the nodes already seen: ahead, not shown, until the step reaches them again', () => {
  const model = buildTreeModel(eventsOf(4));
  const reached = 31; // the first solution
  const at = 5; // went back to step 5
  const current = currentNodeAt(model, at);
  const states = model.nodes.map((node) => nodeState(node, at, current, reached));
  states.forEach((state, i) => {
    const { created } = model.nodes[i];
    assert.equal(state.shown, created <= at);
    assert.equal(state.ahead, created > at && created <= reached, `node ${i}`);
    if (state.ahead) assert.deepEqual([state.onPath, state.solved, state.rejects], [false, false, 0]);
  });
  assert.equal(states.filter((state) => state.shown || state.ahead).length, nodesShownAt(model, reached));
  // Without a step reached beyond it, nothing is ahead.
  assert.ok(model.nodes.every((node) => !nodeState(node, at, current).ahead));
});
