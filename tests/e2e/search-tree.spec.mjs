// The search tree of the notes' 8 queens (issues #11 and #14): drawn in the
// explorer for n = 8 as a role="tree", 2,056 placed nodes at the end of the
// search (checked against a plain backtracking count written here), built
// without a main-thread task over 50 ms.
import { test, expect } from '@playwright/test';
import { longestMainThreadTaskMs, expectMeasureSeesLongTask } from './main-thread.mjs';

const LONG_TASK_MS = 50;

// Work that blocks is long every time; a busy machine's noise does not
// repeat. Over the bound, the whole run (a fresh page) is measured once more
// and the shorter of the two counts, as in element-solution.spec.mjs.
async function measuredTwice(run) {
  const first = await run();
  if (first.longestMs < LONG_TASK_MS) return first;
  const second = await run();
  return { ...second, longestMs: Math.min(first.longestMs, second.longestMs) };
}

// No Playwright trace here: its DOM snapshot at every action is itself a
// long task over the 14,000 elements of the whole tree.
test.use({ reducedMotion: 'reduce', trace: 'off' });

/** Placements of a plain recursive backtracking search over all solutions. */
function countPlacements(n) {
  const cols = [];
  let placements = 0;
  const place = (row) => {
    for (let col = 0; col < n; col += 1) {
      if (cols.some((c, r) => c === col || Math.abs(c - col) === row - r)) continue;
      placements += 1;
      cols.push(col);
      if (row + 1 < n) place(row + 1);
      cols.pop();
    }
  };
  place(0);
  return placements;
}

test('?mode=explore&n=8 draws the whole search tree: 2,056 placed nodes at the end of the search', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const expected = countPlacements(8);
  expect(expected).toBe(2056);
  const tree = page.getByRole('tree');
  const placed = tree.locator('[role="treeitem"]:not([aria-level="1"]):not(.is-future)');

  // The jump to the end (the seek, the other views and the 2,056 nodes
  // built a slice at a time) never blocks the main thread for 50 ms.
  const { longestMs } = await measuredTwice(async () => {
    await page.goto('/?mode=explore&n=8');
    await expect(tree).toBeVisible();
    await expect(page.locator('[data-stat="step"]')).toHaveText(/^0 \//);
    return longestMainThreadTaskMs(browser, page, async () => {
      await page.locator('body').press('End');
      await expect(page.locator('[data-stat="solutions"]')).toHaveText('92');
      await page.waitForFunction((count) => document.querySelectorAll('[role="treeitem"]:not([aria-level="1"])').length === count, expected, { timeout: 20_000 });
      return {};
    });
  });
  expect(longestMs, 'the longest main-thread task while the tree of n = 8 is built').toBeLessThan(LONG_TASK_MS);
  await expect(tree).toHaveAccessibleName(/2,056 queens put down, 13,664 squares pruned, 92 solutions/);
  await expect(placed).toHaveCount(expected);
  await expect(tree.locator('.is-solution')).toHaveCount(92);
  // Back to the start: only the root is left, and it is the current node.
  await page.locator('body').press('Home');
  await expect(placed).toHaveCount(0);
  await expect(tree.getByRole('treeitem', { selected: true })).toHaveAccessibleName('Start, step 0');
  await expectMeasureSeesLongTask(browser, page);
});

test('the whole n = 8 tree, turned on at the end of the search, is built without a long task', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const widget = page.locator('n-queens');
  // Drawing the whole tree at once was a 576 ms task; now the longest is
  // 22 to 40 ms on the shared 2-core machine (building the panel or one slice).
  const { longestMs } = await measuredTwice(async () => {
    await page.goto('/embed.html?mode=explore&n=8&step=99999');
    await page.waitForFunction(() => customElements.get('n-queens') && document.getElementById('widget').position !== undefined);
    await page.evaluate(() => document.getElementById('widget').ready);
    await expect(widget.locator('[data-stat="solutions"]')).toHaveText('92');
    return longestMainThreadTaskMs(browser, page, async () => {
      await page.evaluate(() => document.getElementById('widget').setAttribute('tree', ''));
      // Counted with the page's own querySelectorAll: Playwright's locators
      // pierce shadow roots in script, itself a long task over 14,000 elements.
      await page.waitForFunction(
        (expected) => document.getElementById('widget').shadowRoot.querySelectorAll('[role="treeitem"]:not([aria-level="1"])').length === expected,
        countPlacements(8),
        { timeout: 20_000 },
      );
      return {};
    });
  });
  expect(longestMs, 'the longest main-thread task while the tree of n = 8 is built').toBeLessThan(LONG_TASK_MS);
});

test('the tree zooms with its − and + buttons and pans by dragging its background', async ({ page }) => {
  await page.goto('/?mode=explore&n=6&step=300');
  const tree = page.getByRole('tree');
  await expect(tree).toBeVisible();
  const zoom = page.getByRole('group', { name: 'Zoom' });
  await expect(zoom).toContainText('100 %');
  const width = () => tree.evaluate((svg) => Number(svg.getAttribute('width')));
  const full = await width();
  expect(full).toBeGreaterThan(600);
  await zoom.getByRole('button', { name: 'Zoom out' }).click();
  await zoom.getByRole('button', { name: 'Zoom out' }).click();
  await expect(zoom).toContainText('50 %');
  expect(Math.abs((await width()) - full / 2)).toBeLessThanOrEqual(1);
  await zoom.getByRole('button', { name: 'Zoom out' }).click();
  await expect(zoom.getByRole('button', { name: 'Zoom out' })).toBeDisabled(); // 25 %: the smallest
  for (let i = 0; i < 5; i += 1) await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toContainText('200 %');
  await expect(zoom.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  expect(Math.abs((await width()) - full * 2)).toBeLessThanOrEqual(1);

  // A drag on the background moves the drawing with the pointer.
  const scroller = page.locator('.nq-tree__scroll');
  await scroller.evaluate((box) => { box.scrollLeft = 0; box.scrollTop = 0; });
  // A point of the drawing's background: not a node, not the zoom buttons over its corner.
  const start = await scroller.evaluate((box) => {
    const rect = box.getBoundingClientRect();
    for (let y = rect.bottom - 8; y > rect.top; y -= 7) {
      for (let x = rect.right - 20; x > rect.left + 160; x -= 9) {
        const hit = document.elementFromPoint(x, y);
        if (box.contains(hit) && !hit.closest('[role="treeitem"], .nq-tree__zoom')) return { x, y };
      }
    }
    return null;
  });
  expect(start).not.toBeNull();
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x - 150, start.y, { steps: 5 });
  await page.mouse.up();
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThanOrEqual(140);
});

// Found by a student on a phone: the tree's legend and free play's lead told
// a touch screen to Tab and press Enter. Their keys' part is a keyboard hint
// (.nq-keys): not on a touch screen without keys, shown with a keyboard.
for (const touch of [true, false]) {
  test.describe(touch ? 'on a touch phone' : 'with a keyboard', () => {
    test.use(touch ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});

    test(`the tree's legend and free play's lead ${touch ? 'leave out' : 'keep'} their keys`, async ({ page }) => {
      const visibleHints = (scope) => page.locator(`${scope} .nq-keys`).evaluateAll((hints) => hints.filter((hint) => hint.checkVisibility()).length);
      for (const lang of ['en', 'zh']) {
        await page.goto(`/?lang=${lang}&step=11`);
        await expect(page.locator('.nq-tree__legend')).toContainText(lang === 'en' ? 'Click a node' : '点击结点');
        await expect(page.locator('.nq-tree__legend .nq-keys')).toHaveCount(1);
        expect(await visibleHints('.nq-tree__legend')).toBe(touch ? 0 : 1);
        await page.goto(`/?lang=${lang}&mode=play&n=4`);
        await expect(page.locator('.nq-play .nq-keys')).toHaveCount(1);
        expect(await visibleHints('.nq-play')).toBe(touch ? 0 : 1);
      }
    });
  });
}
