// The main page's "Share / embed" dialog (issue #10): the snippets show the
// current view, the copy buttons copy them, the iframe snippet's embed opens
// at the same step, and the dialog is a keyboard-friendly modal.
import { test, expect } from '@playwright/test';
import { collectErrors, settledSnippetHeight, waitForWidgets } from './element-helpers.mjs';

test('the dialog shows the current view as a link, an iframe and an element, and copies them', async ({ page, context, baseURL }) => {
  const errors = collectErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?mode=explore&n=6&step=12&code=flags');
  await expect(page.getByRole('gridcell')).toHaveCount(36);
  // The step moves on after the page loaded: the snippets follow it.
  await page.locator('.nq-board').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/step=13/);

  const button = page.getByRole('button', { name: 'Share / embed' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Share or embed this view' });
  await expect(dialog).toBeVisible();
  // Each copy button stands apart from the next heading (it touched "As an iframe…").
  const gaps = await dialog.locator('.nq-share__block').evaluateAll((blocks) => blocks.slice(1).map((block, i) => {
    const button = blocks[i].querySelector('button').getBoundingClientRect();
    return block.querySelector('h3').getBoundingClientRect().top - button.bottom;
  }));
  expect(gaps.length).toBe(2);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(12);
  const iframe = dialog.locator('[data-snippet="iframe"]');
  const element = dialog.locator('[data-snippet="element"]');
  const base = new URL('/', baseURL).href;
  await expect(dialog.locator('[data-snippet="link"]')).toHaveText(`${base}?mode=explore&n=6&step=13&code=flags`);
  await expect(iframe).toContainText(`<iframe src="${base}embed.html?mode=explore&amp;n=6&amp;step=13&amp;narration&amp;tree&amp;code=flags"`);
  await expect(iframe).toContainText(`<script src="${base}embed-resize.js" defer></script>`);
  await expect(element).toHaveText(
    `<script type="module" src="${base}nqueens-element.js"></script>\n<n-queens mode="explore" n="6" step="13" narration tree code="flags"></n-queens>`,
  );

  await dialog.getByRole('button', { name: 'Copy the element snippet' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await element.textContent());
  await dialog.getByRole('button', { name: 'Copy the iframe snippet' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await iframe.textContent());

  const iframeSnippet = await iframe.textContent();
  // Escape closes it and the focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await page.screenshot({ path: 'artifacts/screenshots/share-closed.png' });

  // The iframe snippet's embed shows the same view, at the same step.
  const src = iframeSnippet.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  await page.goto(src);
  await waitForWidgets(page);
  await expect.poll(() => page.evaluate(() => document.getElementById('widget').position)).toBe(13);
  expect(errors).toEqual([]);
});

test('in Chinese, at phone width, the dialog fits and its snippets say lang="zh"', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?lang=zh&mode=count&n=10');
  await page.getByRole('button', { name: '分享 / 嵌入' }).click();
  const dialog = page.getByRole('dialog', { name: '分享或嵌入当前视图' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-snippet="element"]')).toContainText('<n-queens mode="count" n="10" lang="zh"></n-queens>');
  const box = await dialog.boundingBox();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'artifacts/screenshots/share-dialog-zh-phone.png' });
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '分享 / 嵌入' })).toBeFocused();
});

// Found by a teacher and a tutorial author: the dialog's iframe snippets all
// started at 900 (or 760, 560) and embed-resize.js then made them 450 to
// 1,840 px tall, so a blog's text under the iframe jumped once it loaded.
// Each snippet's first height is now what it settles at in a 720 px column
// (catalog.js, iframeHeight and iframeTreeHeight), within 40 px.
test('each mode\'s iframe snippet starts at the height it settles at in a 720 px column', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 720, height: 900 });
  for (const [index, view] of ['/', '/?mode=explore&n=8', '/?mode=explore&n=6', '/?mode=count', '/?mode=quiz', '/?mode=play'].entries()) {
    await page.goto(`${view}${view.includes('?') ? '&' : '?'}lang=en`);
    await page.getByRole('button', { name: 'Share / embed' }).click();
    const snippet = await page.getByRole('dialog').locator('[data-snippet="iframe"]').textContent();
    const first = Number(/height="(\d+)"/.exec(snippet)[1]);
    const settled = await settledSnippetHeight(page, `share-${index}`, snippet);
    expect(Math.abs(settled - first), `${view}: the snippet says ${first}, it settles at ${settled}`).toBeLessThanOrEqual(40);
  }
  expect(errors).toEqual([]);
});
