// Code views up to n = 12 (issue #23): the program of a view plays at
// n = 11 and 12 (no longer the Stepper above n = 10); seeking deep into it
// and stepping back there stay in short main-thread tasks; and a step too
// far ahead to reach quickly is not gone to: the page says so and offers
// the nearest step it reaches (a button that goes there), in both languages.
import { test, expect } from '@playwright/test';
import { longestMainThreadTaskMs } from './main-thread.mjs';

const LONGEST_TASK_MS = 150; // 50 ms, plus the CI margin of a shared machine (tests/e2e/main-thread.mjs)
const WORDS = {
  en: { far: 'Step 5,000,000 is too far ahead to reach quickly.', go: 'Go to step 2,000,000, the nearest it reaches' },
  zh: { far: '第 5,000,000 步太远，无法很快到达。', go: '转到第 2,000,000 步（能到达的最近一步）' },
};

test('n = 12 plays the program itself: a seek deep into it and steps back there stay under 50 ms a task', async ({ browser, page }) => {
  await page.goto('/?mode=explore&n=12&code=bitmask');
  await expect(page.locator('.nq-code__line').first()).toBeVisible();
  await expect(page.locator('.nq-code__limit')).toBeHidden(); // no "too large for this view" note
  const step = page.locator('[data-stat="step"]');
  const seek = await longestMainThreadTaskMs(browser, page, async () => {
    await page.goto('/?mode=explore&n=12&code=bitmask&step=200000');
    await expect(step).toHaveText(/^200,000 \//, { timeout: 60_000 });
    return {};
  });
  // The program's own event: the bitmask view names its own tests (mask).
  await expect(page.locator('.nq-code__line[aria-current="true"]')).toHaveCount(1);
  const back = await longestMainThreadTaskMs(browser, page, async () => {
    for (let k = 0; k < 5; k += 1) await page.locator('[data-action="back"]').click();
    await expect(step).toHaveText(/^199,995 \//);
    return {};
  });
  console.log(`n = 12 bitmask: seek to event 200,000 ${seek.longestMs.toFixed(1)} ms, five steps back ${back.longestMs.toFixed(1)} ms (longest tasks, CPU)`);
  expect(seek.longestMs).toBeLessThan(LONGEST_TASK_MS);
  expect(back.longestMs).toBeLessThan(LONGEST_TASK_MS);
});

for (const lang of ['en', 'zh']) {
  test(`${lang}: a step of a program too far ahead is offered the nearest one it reaches`, async ({ page }) => {
    await page.goto(`/?mode=explore&n=12&code=recursive&step=5000000&lang=${lang}`);
    const reach = page.locator('.nq-reach');
    await expect(reach).toBeVisible();
    await expect(reach.locator('.nq-reach__text')).toHaveText(WORDS[lang].far);
    await expect(reach.getByRole('button')).toHaveText(WORDS[lang].go);
    // It stayed where it was, and no "past the last step" notice: the search is not that short.
    await expect(page.locator('[data-stat="step"]')).toHaveText(/^0 \//);
    await expect(page.locator('.nq-notice')).toBeHidden();
  });
}

test('n = 32, step 10⁹: the fast search offers step 10,000,000 and the button goes there', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?mode=explore&n=32&step=1000000000');
  const reach = page.locator('.nq-reach');
  await expect(reach.locator('.nq-reach__text')).toHaveText('Step 1,000,000,000 is too far ahead to reach quickly.');
  await reach.getByRole('button', { name: 'Go to step 10,000,000, the nearest it reaches' }).click();
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^10,000,000 \//, { timeout: 60_000 });
  await expect(reach).toBeHidden();
  await expect(page).toHaveURL(/step=10000000/);
});

// Solution k played in a program (the element's `solution`, embed.html's
// `solution=`): at n = 12 solution 14,200 of the recursive program is about
// 10⁸ lines away. It is not run there: the same offer as for a step too far.
const SOLUTION_WORDS = {
  en: { far: 'Solution 14,200 is too far ahead to reach quickly.', go: 'Go to step 2,000,000, the nearest it reaches' },
  zh: { far: '第 14,200 个解太远，无法很快到达。', go: '转到第 2,000,000 步（能到达的最近一步）' },
};
// The search for it (up to the program's reach) runs once: the offer is
// then worded again in the other language when the language changes.
test('solution k of a program beyond its reach is offered the nearest step it reaches, in both languages', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/embed.html?mode=explore&n=12&code=recursive&solution=14200&lang=en');
  const widget = page.locator('#widget');
  const reach = widget.locator('.nq-reach');
  for (const lang of ['en', 'zh']) {
    if (lang !== 'en') await widget.evaluate((element, to) => element.setAttribute('lang', to), lang);
    await expect(reach.locator('.nq-reach__text')).toHaveText(SOLUTION_WORDS[lang].far, { timeout: 60_000 });
    await expect(reach.getByRole('button')).toHaveText(SOLUTION_WORDS[lang].go);
    // It stayed where it was (the start), with no solution found.
    await expect(widget.locator('[data-stat="step"]')).toHaveText(/^0 \//);
    await expect(widget.locator('[data-stat="solutions"]')).toHaveText('0');
    // The offer is the step's: its button seeks there (as tested above for a step).
    await expect(reach.getByRole('button')).toHaveAttribute('data-step', '2000000');
  }
});

test('solution k of a program within its reach is still played to (n = 8, the last solution)', async ({ page }) => {
  await page.goto('/embed.html?mode=explore&n=8&code=recursive&solution=92');
  const widget = page.locator('#widget');
  await expect(widget.locator('[data-stat="solutions"]')).toHaveText('92', { timeout: 30_000 });
  await expect(widget.locator('.nq-reach')).toBeHidden();
});
