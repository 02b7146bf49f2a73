// A new language on the page at n = 32 (issue #27): the mode's own view
// takes it in the click's task, the board's rows a batch per frame with
// their squares' labels, the other views one per frame after. Sampled in
// every frame of the switch: a row's squares are always named in the
// language the row carries, and in the end every row, every square and
// every view of explore (gallery, strategy table) is in the new language.
import { test, expect } from '@playwright/test';

const HAN = /[\u4e00-\u9fff]/;

test('a language switch at n = 32 reaches every row with its labels, and every view', async ({ page }) => {
  await page.goto('/?mode=explore&n=32');
  await expect(page.locator('.nq-stage .nq-board__row')).toHaveCount(32);
  await expect(page.locator('.nq-section--gallery h2, .nq-section--gallery h3').first()).toBeVisible();
  await page.waitForTimeout(500);
  const samples = await page.evaluate(async () => {
    const rows = () => [...document.querySelectorAll('.nq-stage .nq-board__row')];
    const seen = [];
    document.querySelector('.nq-lang:not(.nq-presentbar__lang) > .nq-lang__link[data-lang="zh"]').click();
    for (let frame = 0; frame < 40; frame += 1) {
      seen.push(rows().map((row) => [row.lang, row.querySelector('.nq-cell').getAttribute('aria-label'), row.lastElementChild.getAttribute('aria-label')]));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return seen;
  });
  const mixed = samples.filter((rows) => new Set(rows.map(([lang]) => lang)).size > 1);
  expect(mixed.length, 'the rows took the language over several frames').toBeGreaterThan(0);
  for (const [frame, rows] of samples.entries()) {
    for (const [row, [lang, first, last]] of rows.entries()) {
      const chinese = lang.startsWith('zh');
      expect(HAN.test(first), `frame ${frame}, row ${row + 1} (${lang}): ${first}`).toBe(chinese);
      expect(HAN.test(last), `frame ${frame}, row ${row + 1} (${lang}): ${last}`).toBe(chinese);
    }
  }
  const final = samples.at(-1);
  expect(final.every(([lang]) => lang.startsWith('zh'))).toBe(true);
  const labels = await page.locator('.nq-stage .nq-cell').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));
  expect(labels.filter((label) => !HAN.test(label))).toEqual([]);
  for (const section of ['.nq-section--explore', '.nq-section--gallery', '.nq-section--strategies', '.nq-stage__side']) {
    await expect(page.locator(section).first(), section).toContainText(HAN);
  }
  await expect(page.locator('.nq-narration')).toContainText(HAN);
});

// Found by a student: a phone set to Chinese opened the page in English.
test.describe('a browser set to Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('opens a link without lang in Chinese; English, once chosen, stays in the link and across a reload', async ({ page }) => {
    await page.goto('/?step=3');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('[data-stat="step"]')).toHaveText(/^3 \//);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/[?&]lang=en(&|$)/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).not.toHaveURL(/lang=/);
  });
});

test('a browser set to English opens a link without lang in English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
