// Free play (?mode=play): attacked squares named, solutions announced with
// their gallery number and symmetry class, hints and "continue the search
// from here" checked against an independent backtracking (learn-oracle.mjs).
import { test, expect } from '@playwright/test';
import { firstCompletion, stepOf } from './learn-oracle.mjs';

test.use({ reducedMotion: 'reduce' });
// Dozens of clicks each: room for a machine shared with builds.
test.setTimeout(90_000);

const square = (page, row, col) => page.locator(`.nq-play button[data-row="${row}"][data-col="${col}"]`);
const status = (page) => page.locator('.nq-play [data-role="status"]');

test('the first solution of n = 8 is announced as a solution, and attacked squares are named', async ({ page }) => {
  await page.goto('/?mode=play&n=8');
  await expect(page.locator('.nq-play button[data-row]')).toHaveCount(64);
  await square(page, 0, 0).click();
  await expect(page.getByRole('button', { name: 'row 1, column 2, attacked by the queen at row 1, column 1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'row 2, column 2, attacked by the queen at row 1, column 1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'row 2, column 3', exact: true })).toBeVisible();
  const cols = [0, 4, 7, 5, 2, 6, 1, 3];
  for (const [row, col] of cols.entries()) if (row > 0) await square(page, row, col).click();
  // Solution 1 of the gallery (92 in all), the first of its class of 8.
  await expect(status(page)).toHaveText('A solution! It is solution 1 in the order the search finds them (as the Explorer’s gallery numbers them), the first of its symmetry class of 8 boards.');
  await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  await expect(page.locator('.nq-play .nq-cell.is-solution')).toHaveCount(8);
  // Every empty square is attacked, and named after its first attacker.
  await expect(page.getByRole('button', { name: /attacked by the queen at/ })).toHaveCount(56);
  // Its mirror image is the gallery's last board, of the first one's class.
  await page.getByRole('button', { name: 'Clear the board' }).click();
  for (const [row, col] of cols.entries()) await square(page, row, 7 - col).click();
  await expect(status(page)).toHaveText('A solution! It is solution 92 in the order the search finds them (as the Explorer’s gallery numbers them); its symmetry class has 8 boards, the first of them solution 1.');
});

test('conflicts are flagged, also two queens in a row', async ({ page }) => {
  await page.goto('/?mode=play&n=4');
  await square(page, 0, 0).click();
  await square(page, 0, 3).click();
  await expect(page.getByRole('button', { name: 'row 1, column 1, queen in conflict with the queen at row 1, column 4', exact: true })).toBeVisible();
  await expect(page.locator('[data-role="counts"]')).toHaveText('2 queens on the board, 2 to go. 2 queens are in conflict.');
  // Lift one again with the keyboard: Enter on the focused square.
  await square(page, 0, 3).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.nq-play .nq-cell.is-conflict')).toHaveCount(0);
  // Arrow keys move between squares (one tab stop for the board).
  await page.keyboard.press('ArrowDown');
  await expect(square(page, 1, 3)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('.nq-play .nq-cell.is-conflict')).toHaveCount(0);
  await expect(page.locator('.nq-play .nq-cell.is-queen')).toHaveCount(2);
});

for (const [n, prefix] of [[8, [1, 3]], [6, [1]], [8, [0, 4, 7, 5]], [5, [0, 2]]]) {
  test(`the hint from ${prefix} on n = ${n} matches the oracle`, async ({ page }) => {
    await page.goto(`/?mode=play&n=${n}`);
    for (const [row, col] of prefix.entries()) await square(page, row, col).click();
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const completion = firstCompletion(n, prefix);
    if (completion) {
      const row = prefix.length;
      await expect(status(page)).toHaveText(new RegExp(`^Hint: place a queen at row ${row + 1}, column ${completion[row] + 1}\\.`));
      await expect(square(page, row, completion[row])).toHaveAccessibleName(/, hint: the next queen$/);
    } else {
      await expect(status(page)).toHaveText(/^This cannot be completed/);
    }
  });
}

test('the hint on n = 2 and n = 3 says the board has no solution at all, not that the (absent) queens cannot be completed', async ({ page }) => {
  for (const n of [2, 3]) {
    await page.goto(`/?mode=play&n=${n}`);
    await expect(page.locator('.nq-play button[data-row]')).toHaveCount(n * n);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect(status(page)).toHaveText(new RegExp(`^No hint to give: n = ${n} has no solution at all\\.`));
    await expect(status(page)).not.toContainText('these queens');
    await square(page, 0, 1).click();
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect(status(page)).toHaveText(`This cannot be completed: n = ${n} has no solution at all, with these queens or any others.`);
  }
  await page.goto('/?mode=play&n=3&lang=zh');
  await page.getByRole('button', { name: '提示', exact: true }).click();
  await expect(status(page)).toHaveText(/^没有可提示的：n = 3 根本没有解。/);
  // A board with solutions still blames the queens: n = 4, a queen in the corner.
  await page.goto('/?mode=play&n=4');
  await square(page, 0, 0).click();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(status(page)).toHaveText(/^This cannot be completed: no solution contains these queens/);
});

test('the hint on a board that is not a prefix says why', async ({ page }) => {
  await page.goto('/?mode=play&n=6');
  await square(page, 2, 2).click();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(status(page)).toHaveText(/^Hints follow the search/);
  await square(page, 2, 2).click();
  await square(page, 0, 0).click();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(status(page)).toHaveText(/^This cannot be completed/);
});

test('"Continue the search from here" lands on the step where the search has exactly these queens', async ({ page }) => {
  await page.goto('/?mode=play&n=6');
  const prefix = [1, 3, 5];
  for (const [row, col] of prefix.entries()) await square(page, row, col).click();
  await page.getByRole('button', { name: 'Continue the search from here' }).click();
  const step = stepOf(6, prefix);
  await expect(page).toHaveURL(new RegExp(`mode=explore.*step=${step}`));
  await expect(page.locator('[data-stat="step"]')).toHaveText(new RegExp(`^${step} /`));
  const queens = page.locator('.nq-section--stage [role="gridcell"][aria-label$=", queen"]');
  await expect(queens).toHaveCount(3);
  for (const [row, col] of prefix.entries()) {
    await expect(page.locator('.nq-section--stage').getByRole('gridcell', { name: `row ${row + 1}, column ${col + 1}, queen`, exact: true })).toBeVisible();
  }
  // n = 4 goes to the walkthrough.
  await page.goto('/?mode=play&n=4');
  await square(page, 0, 1).click();
  await page.getByRole('button', { name: 'Continue the search from here' }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*\\?(?!.*mode=).*step=${stepOf(4, [1])}`));
  // The button went with free play; Step, the search's next move, has the focus.
  await expect(page.locator('.nq-section--stage [data-action="step"]')).toBeFocused();
});

// Found by a student on a phone: the search's board opened scrolled past
// its first row, where the queen just placed stood.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const [n, prefix] of [[4, [1]], [6, [1, 3]]]) {
    test(`"Continue the search from here" at n = ${n} shows the whole board, the reader's queens in view`, async ({ page }) => {
      await page.goto(`/?mode=play&n=${n}&lang=zh`);
      for (const [row, col] of prefix.entries()) await square(page, row, col).tap();
      await page.getByRole('button', { name: '从这里继续搜索' }).tap();
      await expect(page.locator('[data-stat="step"]')).toHaveText(new RegExp(`^${stepOf(n, prefix)} /`));
      await expect(page.locator('.nq-section--stage [data-action="step"]')).toBeFocused();
      const board = await page.locator('.nq-section--stage .nq-stage__board').evaluate((b) => {
        const r = b.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, height: innerHeight };
      });
      expect(board.top).toBeGreaterThanOrEqual(0);
      expect(board.bottom).toBeLessThanOrEqual(board.height);
    });
  }
});

test('free play takes every n from 1 to 32', async ({ page }) => {
  await page.goto('/?mode=play&n=1');
  await square(page, 0, 0).click();
  await expect(status(page)).toHaveText(
    'A solution! It is solution 1 in the order the search finds them (as the Explorer’s gallery numbers them), alone in its symmetry class: every rotation and reflection gives the same board.',
  );
  await page.goto('/?mode=play&n=32');
  await expect(page.locator('.nq-play button[data-row]')).toHaveCount(32 * 32);
  await square(page, 31, 31).click();
  await expect(page.getByRole('button', { name: 'row 1, column 1, attacked by the queen at row 32, column 32', exact: true })).toBeVisible();
  await expect(page.locator('.nq-play .nq-cell.is-attacked')).toHaveCount(3 * 31);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the marks on the board keep their light-scheme colours in the dark scheme (the squares do too)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/?mode=play&n=4');
  await square(page, 0, 0).click();
  const colours = () =>
    page.evaluate(() => ({
      attacked: getComputedStyle(document.querySelector('.nq-play .nq-cell.is-attacked .nq-cell__glyph')).color,
      // The page around the board is dark: its text is light.
      text: getComputedStyle(document.querySelector('.nq-play .nq-learn__lead')).color,
    }));
  // #80101a (7.6:1 on the light squares, 3.3:1 on the dark ones), not the dark scheme's #ff6b6b (2:1).
  expect(await colours()).toEqual({ attacked: 'rgb(128, 16, 26)', text: 'rgb(233, 230, 223)' });
  await page.emulateMedia({ colorScheme: 'light' });
  expect((await colours()).attacked).toBe('rgb(128, 16, 26)');
});
