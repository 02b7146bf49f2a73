// Free play's "continue the search from here" follows the code view
// (issue #23): with a view whose program plays at n, the page lands on THAT
// program's own step where it has exactly the learner's queens, right after
// placing the last one, not on the Stepper's step (the leetcode program
// never rejects a square, so its step is smaller; learn-oracle.mjs gives
// the Stepper's).
import { test, expect } from '@playwright/test';
import { stepOf } from './learn-oracle.mjs';
import { collectErrors, openFixture } from './element-helpers.mjs';

const square = (page, row, col) => page.locator(`.nq-play button[data-row="${row}"][data-col="${col}"]`);

for (const [view, by] of [['leetcode', 'event'], ['iterative', 'line']]) {
  test(`continue from here in the ${view} view (by ${by}) lands on its program's own step with these queens`, async ({ page }) => {
    await page.goto(`/?mode=play&n=6&code=${view}${by === 'line' ? '&by=line' : ''}`);
    const prefix = [1, 3, 5];
    for (const [row, col] of prefix.entries()) await square(page, row, col).click();
    await page.getByRole('button', { name: 'Continue the search from here' }).click();
    await expect(page).toHaveURL(new RegExp(`mode=explore.*code=${view}`));
    const stage = page.locator('.nq-section--stage');
    const queens = stage.locator('[role="gridcell"][aria-label$=", queen"]');
    await expect(queens).toHaveCount(3);
    for (const [row, col] of prefix.entries()) {
      await expect(stage.getByRole('gridcell', { name: `row ${row + 1}, column ${col + 1}, queen`, exact: true })).toBeVisible();
    }
    const step = Number(new URL(page.url()).searchParams.get('step'));
    await expect(page.locator('[data-stat="step"]')).toHaveText(new RegExp(`^${step.toLocaleString('en-US')} /`));
    if (by === 'event') {
      // Its own event: queen 3 just put down at (3,6), in fewer steps than the Stepper, which also rejects.
      await expect(page.locator('.nq-narration')).toHaveText('Queen 3 tries (3,6): safe. Put queen 3 down at (3,6).');
      expect(step).toBeLessThan(stepOf(6, prefix));
    }
  });
}

// The element does the same (issue #23): <n-queens mode="play" code="…">
// continues on the code view's program, at the step the page lands on.
for (const [view, by] of [['leetcode', 'event'], ['iterative', 'line']]) {
  test(`the element's continue from here with code="${view}" by="${by}" lands on its program's own step, as the page does`, async ({ page }) => {
    const prefix = [1, 3, 5];
    await page.goto(`/?mode=play&n=6&code=${view}${by === 'line' ? '&by=line' : ''}`);
    for (const [row, col] of prefix.entries()) await square(page, row, col).click();
    await page.getByRole('button', { name: 'Continue the search from here' }).click();
    await expect(page).toHaveURL(/mode=explore.*step=\d+/);
    const pageStep = Number(new URL(page.url()).searchParams.get('step'));

    const errors = collectErrors(page);
    await openFixture(page, `program-follow-${view}`, `<n-queens id="p" mode="play" n="6" code="${view}" by="${by}" narration></n-queens>`);
    const widget = page.locator('#p');
    for (const [row, col] of prefix.entries()) await widget.locator(`button[data-row="${row}"][data-col="${col}"]`).click();
    await widget.getByRole('button', { name: 'Continue the search from here' }).click();
    await expect(widget).toHaveAttribute('mode', 'explore');
    await expect(widget).toHaveAttribute('step', String(pageStep));
    await expect.poll(() => page.evaluate(() => document.querySelector('#p').position), { timeout: 20_000 }).toBe(pageStep);
    const queens = widget.locator('[role="gridcell"][aria-label$=", queen"]');
    await expect(queens).toHaveCount(3);
    for (const [row, col] of prefix.entries()) {
      await expect(widget.getByRole('gridcell', { name: `row ${row + 1}, column ${col + 1}, queen`, exact: true })).toBeVisible();
    }
    if (by === 'event') {
      await expect(widget.locator('.nq-narration')).toHaveText('Queen 3 tries (3,6): safe. Put queen 3 down at (3,6).');
      expect(pageStep).toBeLessThan(stepOf(6, prefix));
    } else {
      expect(pageStep).not.toBe(stepOf(6, prefix)); // a line step, not the Stepper's event
    }
    expect(errors).toEqual([]);
  });
}
