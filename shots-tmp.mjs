import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [w, h] of [[1280, 1000], [360, 800]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const view of ['recursive', 'iterative', 'flags', 'bitmask', 'leetcode']) {
    const lang = view === 'flags' ? '&lang=zh' : '';
    await page.goto(`http://127.0.0.1:8151/?code=${view}&step=9${lang}`);
    await page.waitForSelector('.nq-code__line[aria-current="true"]');
    await page.waitForTimeout(300);
    const code = page.locator('.nq-code');
    await code.screenshot({ path: `/tmp/play-shot-${view}-${w}.png` });
  }
  await page.close();
}
await browser.close();
