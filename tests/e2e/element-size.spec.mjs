// The widget sizes itself from the column it is given, not from the root
// font size: MkDocs Material sets html { font-size: 125% } (so 1rem is
// 20 px) and an article column of 688 px with 0.8rem text (16 px).
import { test, expect } from '@playwright/test';
import { collectErrors, openFixture } from './element-helpers.mjs';

const MATERIAL_LIKE = `<style>
  html { font-size: 125%; }
  body { margin: 0; }
  article { width: 688px; margin: 0 auto; font-size: 0.8rem; }
</style>`;

test('a walkthrough with tree and code fits a 688 px column under a 125 % root font size', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1000, height: 900 });
  await openFixture(page, 'size-material', '<article><n-queens id="w" tree code narration></n-queens></article>', { head: MATERIAL_LIKE });
  const layout = await page.evaluate(() => {
    const widget = document.getElementById('w');
    const root = widget.shadowRoot;
    const box = (selector) => root.querySelector(selector).getBoundingClientRect();
    return {
      widget: widget.getBoundingClientRect().toJSON(),
      board: box('.nq-board').toJSON(),
      side: box('.nq-stage__side').toJSON(),
      fontSize: getComputedStyle(root.querySelector('.nq-narration')).fontSize,
    };
  });
  // Side by side: the panels beside the board, which shares the column with them.
  expect(layout.side.left, JSON.stringify(layout)).toBeGreaterThan(layout.board.right);
  expect(layout.board.width).toBeGreaterThan(250);
  expect(layout.side.width).toBeGreaterThan(280);
  expect(layout.widget.width).toBe(688);
  // One above the other (and a 600 px board from 30rem) it was 2,168 px tall
  // (with the code panel of that time, before it had a chooser and a lead);
  // side by side 1,804, with the room the panel keeps as it plays (the
  // output's six lines, three of notes).
  expect(layout.widget.height).toBeLessThan(1850);
  // The text is the column's (16 px), not the root's 20 px.
  expect(layout.fontSize).toBe('16px');
  await page.screenshot({ path: 'artifacts/screenshots/size-material-688.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the quiz and free play fit a 688 px column under a 125 % root font size, and a phone', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1000, height: 900 });
  const body = '<article><n-queens id="q" mode="quiz"></n-queens><n-queens id="p" mode="play" n="8"></n-queens></article>';
  await openFixture(page, 'size-learn', body, { head: MATERIAL_LIKE });
  const layoutOf = (id) =>
    page.evaluate((widgetId) => {
      const widget = document.getElementById(widgetId);
      const box = (selector) => widget.shadowRoot.querySelector(selector).getBoundingClientRect().toJSON();
      return { widget: widget.getBoundingClientRect().toJSON(), board: box('.nq-board'), panel: box('.nq-learn__panel') };
    }, id);
  for (const id of ['q', 'p']) {
    const layout = await layoutOf(id);
    // Side by side, both inside the widget: the panel is not squeezed out of it.
    expect(layout.panel.left, JSON.stringify(layout)).toBeGreaterThan(layout.board.right);
    expect(layout.panel.right).toBeLessThanOrEqual(layout.widget.right);
    expect(layout.panel.width).toBeGreaterThan(200);
    expect(layout.board.width).toBeGreaterThan(350);
  }
  await page.screenshot({ path: 'artifacts/screenshots/size-material-688-learn.png', fullPage: true });
  // A phone: one column, the panel under the board, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => { document.querySelector('article').style.width = 'auto'; });
  for (const id of ['q', 'p']) {
    const layout = await layoutOf(id);
    expect(layout.panel.top, JSON.stringify(layout)).toBeGreaterThan(layout.board.bottom);
    expect(layout.panel.right).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

// Found by a tutorial author: in a 720 px column the widget was 1522, 1632,
// 1689, 1660, 1717… px tall while it played (the call stack grew and shrank
// by a call a step, the narration by a line), and the text under it bounced.
test('a walkthrough with tree and code keeps its height while it steps (the stack and the narration have their room)', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await openFixture(page, 'size-steady', '<article style="width: 720px"><n-queens id="w" n="6" narration tree code></n-queens><p id="after">after</p></article>');
  const sizes = await page.evaluate(async () => {
    const widget = document.getElementById('w');
    const root = widget.shadowRoot;
    const height = (node) => Math.round(node.getBoundingClientRect().height);
    const seen = { widget: new Set(), stack: new Set(), narration: new Set(), after: new Set(), frames: 0 };
    // Before the first step too: the notes under the variables and the
    // program's output panel keep their room from the start (they came at
    // the first step, and when the first board was printed).
    seen.widget.add(height(widget));
    seen.after.add(Math.round(document.getElementById('after').getBoundingClientRect().top));
    for (let step = 0; step < 150; step += 1) {
      widget.stepForward();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      seen.widget.add(height(widget));
      seen.stack.add(height(root.querySelector('.nq-code__stack')));
      seen.narration.add(height(root.querySelector('.nq-narration')));
      seen.after.add(Math.round(document.getElementById('after').getBoundingClientRect().top));
      seen.frames = Math.max(seen.frames, root.querySelectorAll('.nq-code__frame').length);
    }
    await widget.seek(2000); // past the first solutions, which the program prints
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    seen.printed = root.querySelector('.nq-code__output').textContent;
    seen.widget.add(height(widget));
    seen.after.add(Math.round(document.getElementById('after').getBoundingClientRect().top));
    await widget.seek(150);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The newest call is in view at the top of the stack's room.
    const stack = root.querySelector('.nq-code__stack');
    const newest = stack.lastElementChild.getBoundingClientRect();
    const inView = newest.top >= stack.getBoundingClientRect().top - 0.5 && newest.bottom <= stack.getBoundingClientRect().bottom + 0.5;
    return { widget: [...seen.widget], stack: [...seen.stack], narration: [...seen.narration], after: [...seen.after], frames: seen.frames, inView, step: widget.position, printed: seen.printed };
  });
  expect(sizes.step).toBe(150);
  expect(sizes.printed, 'the program had printed a board').toMatch(/^0 1 0 0 0 0/m);
  expect(sizes.frames, 'the stack went deeper than its room').toBeGreaterThan(5);
  expect(sizes.widget, JSON.stringify(sizes)).toHaveLength(1);
  expect(sizes.stack).toHaveLength(1);
  expect(sizes.narration).toHaveLength(1);
  expect(sizes.after).toHaveLength(1);
  expect(sizes.inView).toBe(true);
});

// Found by a tutorial author: with the code beside the board the running
// line's condition was cut at the box's edge ("if (row - i == Math.abs(col - queens[").
test('with the code beside the board, long lines wrap inside the code box instead of being cut', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await openFixture(page, 'size-wrap', '<article style="width: 720px"><n-queens id="w" n="4" tree code step="8"></n-queens></article>');
  const layout = await page.evaluate(() => {
    const root = document.getElementById('w').shadowRoot;
    const pre = root.querySelector('.nq-code__pre');
    const side = root.querySelector('.nq-stage__side').getBoundingClientRect();
    const board = root.querySelector('.nq-board').getBoundingClientRect();
    const active = root.querySelector('.nq-code__line.is-active .nq-code__text');
    return { beside: side.left > board.right, overflow: pre.scrollWidth - pre.clientWidth, active: active.textContent, activeRight: active.getBoundingClientRect().right, preRight: pre.getBoundingClientRect().right };
  });
  expect(layout.beside).toBe(true);
  expect(layout.active).toContain('Math.abs(col - queens[i])');
  expect(layout.overflow, JSON.stringify(layout)).toBeLessThanOrEqual(1);
  expect(layout.activeRight).toBeLessThanOrEqual(layout.preRight + 0.5);
});
