// The iframe protocol cannot be lost or spoofed (issue #25): embed-resize.js
// greets every embed.html iframe (on load, when it starts, when one is
// added), so a height posted before it listened is not lost; it accepts a
// height only from the window of an iframe that loads embed.html; and the
// host page's colour scheme and language reach the iframe, live.
import { test, expect } from '@playwright/test';
import { collectErrors } from './element-helpers.mjs';

async function openPage(page, name, body, { htmlAttributes = 'lang="en"' } = {}) {
  const html = `<!doctype html><html ${htmlAttributes}><head><meta charset="utf-8"><title>${name}</title>
<link rel="icon" href="/favicon.svg"></head><body style="margin:0">${body}</body></html>`;
  await page.route(`**/__fixtures/${name}.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`/__fixtures/${name}.html`);
}

/** The embed.html frame of the iframe `id`, once its widget has rendered. */
async function embedFrame(page, id) {
  const handle = await page.waitForSelector(`#${id}`);
  let frame = null;
  await expect.poll(async () => {
    frame = await handle.contentFrame();
    return Boolean(frame?.url().includes('/embed.html'));
  }).toBe(true);
  await frame.waitForFunction(() => customElements.get('n-queens') && document.getElementById('widget')?.shadowRoot?.querySelector('.nq-element'));
  return frame;
}

const frameHeight = (page, id) => page.evaluate((sel) => document.getElementById(sel).clientHeight, id);
const contentHeight = (frame) => frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));

test('the race: embed-resize.js loaded after the embed posted its height still sizes the iframe', async ({ page }) => {
  const errors = collectErrors(page);
  await openPage(page, 'race', '<iframe id="late" title="N-Queens" width="600" height="200" src="/embed.html?n=6&amp;narration"></iframe>');
  const frame = await embedFrame(page, 'late');
  await page.waitForTimeout(300); // its first messages went nowhere
  expect(await frameHeight(page, 'late')).toBe(200);
  await page.addScriptTag({ url: '/embed-resize.js' });
  await expect.poll(async () => (await frameHeight(page, 'late')) === (await contentHeight(frame)) && (await contentHeight(frame)) > 300).toBe(true);

  // An iframe added later is greeted too, and follows its content.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    Object.assign(frame, { id: 'added', title: 'N-Queens', width: 600, height: 150, src: '/embed.html?n=5' });
    document.body.append(frame);
  });
  const added = await embedFrame(page, 'added');
  await expect.poll(async () => (await frameHeight(page, 'added')) === (await contentHeight(added)) && (await contentHeight(added)) > 150).toBe(true);
  expect(errors).toEqual([]);
});

test('the spoof: another frame posting nqueens-resize does not resize itself, nor an embed', async ({ page }) => {
  await openPage(
    page,
    'spoof',
    `<script src="/embed-resize.js"></script>
     <iframe id="real" title="N-Queens" width="600" height="300" src="/embed.html?n=4"></iframe>
     <iframe id="ad" title="ad" width="300" height="100" sandbox="allow-scripts"
       srcdoc="&lt;script&gt;setInterval(() => parent.postMessage({ type: 'nqueens-resize', height: 15000 }, '*'), 50)&lt;/script&gt;"></iframe>
     <iframe id="other" title="other page" width="300" height="100" src="/favicon.svg"></iframe>`,
  );
  const real = await embedFrame(page, 'real');
  await expect.poll(async () => (await frameHeight(page, 'real')) === (await contentHeight(real))).toBe(true);
  // A page that is not embed.html posts from the frame that loaded it: ignored.
  await page.evaluate(() => document.getElementById('other').contentWindow.eval?.("parent.postMessage({ type: 'nqueens-resize', height: 15000 }, '*')"));
  await page.evaluate(() => window.postMessage({ type: 'nqueens-resize', height: 15000 }, '*'));
  await page.waitForTimeout(500);
  expect(await frameHeight(page, 'ad')).toBe(100);
  expect(await frameHeight(page, 'other')).toBe(100);
  expect(await frameHeight(page, 'real')).toBeLessThan(2000);
});

test('a dark Chinese page gives a dark Chinese iframe, which follows a toggle; the URL\'s theme= wins', async ({ page }) => {
  const errors = collectErrors(page);
  await openPage(
    page,
    'host-theme',
    `<script src="/embed-resize.js" defer></script>
     <iframe id="follows" title="N 皇后" width="600" height="400" src="/embed.html?n=6&amp;narration"></iframe>
     <iframe id="pinned" title="N-Queens" width="600" height="400" src="/embed.html?n=4&amp;theme=light&amp;lang=en"></iframe>`,
    { htmlAttributes: 'lang="zh-CN" data-theme="dark"' },
  );
  const follows = await embedFrame(page, 'follows');
  const pinned = await embedFrame(page, 'pinned');
  const look = (frame) =>
    frame.evaluate(() => {
      const widget = document.getElementById('widget');
      return { scheme: getComputedStyle(widget).colorScheme, page: document.documentElement.dataset.theme, lang: document.documentElement.lang, text: widget.shadowRoot.textContent };
    });
  await expect.poll(async () => (await look(follows)).scheme).toBe('dark');
  const chinese = await look(follows);
  expect(chinese.page).toBe('dark');
  expect(chinese.lang).toMatch(/^zh/);
  expect(chinese.text).toContain('播放');
  const own = await look(pinned);
  expect(own.scheme).toBe('light');
  expect(own.lang).toBe('en');

  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'light';
    document.documentElement.lang = 'en';
  });
  await expect.poll(async () => (await look(follows)).scheme).toBe('light');
  await expect.poll(async () => (await look(follows)).text).toContain('Play');
  await page.evaluate(() => document.documentElement.classList.add('dark') || document.documentElement.removeAttribute('data-theme'));
  await expect.poll(async () => (await look(follows)).scheme).toBe('dark');
  expect((await look(pinned)).scheme).toBe('light');
  expect(errors).toEqual([]);
});
