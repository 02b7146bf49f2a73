// embed.html in a parent page: it reports its height ({ type:
// 'nqueens-resize', height }) once its widget has rendered and on every change, and
// embed-resize.js (shipped in the package) sizes the iframe to it. Also the
// embed's landmarks, its step written back to its own URL, and ?theme=.
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectErrors, settledSnippetHeight, waitForWidgets } from './element-helpers.mjs';

/** Opens a parent page with one iframe of embed.html?QUERY, recording the messages it gets. */
async function openParent(page, name, query, { resizeScript = true, width = 700, height = 300 } = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<link rel="icon" href="/favicon.svg">
<script>
  window.__heights = [];
  addEventListener('message', (event) => {
    if (event.data && event.data.type === 'nqueens-resize') window.__heights.push(event.data.height);
  });
</script>
${resizeScript ? '<script src="/embed-resize.js" defer></script>' : ''}
</head><body style="margin:0">
<iframe id="embed" title="N-Queens" width="${width}" height="${height}" src="/embed.html${query}"></iframe>
</body></html>`;
  await page.route(`**/__fixtures/${name}.html`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`/__fixtures/${name}.html`);
  const frame = page.frames().find((candidate) => candidate.url().includes('/embed.html'));
  await frame.waitForFunction(() => customElements.get('n-queens') && document.getElementById('widget'));
  await frame.evaluate(() => document.getElementById('widget').ready);
  return frame;
}

const lastHeight = (page) => page.evaluate(() => window.__heights.at(-1) ?? null);
const documentHeight = (frame) => frame.evaluate(() => document.documentElement.scrollHeight);
// The iframe's inner height (without its border): what its document sees as the viewport.
const iframeHeight = (page) => page.evaluate(() => document.getElementById('embed').clientHeight);

test('embed-resize.js makes the iframe exactly as tall as the embed, and follows it', async ({ page }) => {
  const errors = collectErrors(page);
  const frame = await openParent(page, 'resize', '?n=6&narration&tree&code');
  // The last message says the document's height, and the iframe is that tall
  // (no inner scrolling: the iframe's viewport is the whole document).
  await expect.poll(async () => {
    const [message, document, iframe] = [await lastHeight(page), await documentHeight(frame), await iframeHeight(page)];
    return message === document && iframe === document && (await frame.evaluate(() => window.innerHeight)) === document;
  }, { timeout: 15_000 }).toBe(true);
  const settled = await documentHeight(frame);
  expect(settled).toBeGreaterThan(600); // board, narration, controls, tree and code, stacked at 700 px
  expect(await frame.evaluate(() => document.documentElement.hasAttribute('data-autoresize'))).toBe(true);

  // A change of height inside (the code panel removed) is reported, and followed.
  await frame.evaluate(() => document.getElementById('widget').removeAttribute('code'));
  await expect.poll(() => lastHeight(page)).toBeLessThan(settled);
  await expect.poll(async () => (await iframeHeight(page)) === (await documentHeight(frame)) && (await lastHeight(page)) === (await documentHeight(frame))).toBe(true);
  await page.screenshot({ path: 'artifacts/screenshots/embed-resized.png', fullPage: true });
  expect(errors).toEqual([]);
});

// Found by a tutorial's author: at 720 px, playing at speed 16, the iframe's
// height followed the call stack up and down by a call a step, and was
// briefly clipped in between. The stack now keeps its room: one height.
test('with embed-resize.js the iframe keeps its height while the walkthrough steps through calls', async ({ page }) => {
  const frame = await openParent(page, 'resize-steady', '?n=6&narration&tree&code&step=1', { width: 720 });
  await expect.poll(async () => (await iframeHeight(page)) === (await documentHeight(frame)), { timeout: 15_000 }).toBe(true);
  // One round trip: the steps and their heights measured in the frame.
  const heights = await frame.evaluate(async () => {
    const seen = new Set();
    for (let step = 1; step < 120; step += 1) {
      document.getElementById('widget').stepForward();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      seen.add(document.documentElement.scrollHeight);
    }
    return [...seen];
  });
  expect(heights).toHaveLength(1);
  await expect.poll(() => iframeHeight(page)).toBe(heights[0]);
});

// Sized by its content, the embed has no padding under the widget for the
// "Open the full page" link to sit in: the link gets a line of its own.
test('with embed-resize.js the full-page link is under the widget, never over its controls', async ({ page }) => {
  for (const [query, width] of [['?controls=buttons', 360], ['?n=6&mode=walkthrough&lang=zh&controls=buttons+timeline&narration', 600], ['?code', 960]]) {
    const frame = await openParent(page, `link-${width}`, query, { width });
    await expect.poll(async () => (await iframeHeight(page)) === (await documentHeight(frame))).toBe(true);
    const boxes = await frame.evaluate(() => ({
      link: document.getElementById('embed-full').getBoundingClientRect().toJSON(),
      widget: document.getElementById('widget').getBoundingClientRect().toJSON(),
      height: document.documentElement.scrollHeight,
    }));
    expect(boxes.link.top, `${query}: the link starts under the widget`).toBeGreaterThanOrEqual(boxes.widget.bottom);
    expect(boxes.link.bottom, `${query}: and is inside the iframe`).toBeLessThanOrEqual(boxes.height + 0.5);
    await page.screenshot({ path: `artifacts/screenshots/embed-resized-link-${width}.png`, fullPage: true });
  }
});

// Found trying it as a tutorial's author: at docs/embedding.md's fixed
// heights the link covered a board figure's last row, and `tree&code` needed
// 1,830 px, not the 1,140 the table said (the whole program beside the board).
test('without embed-resize.js, at the documented heights, nothing scrolls and the link covers no part of the widget', async ({ page }) => {
  // docs/embedding.md, "Heights that show everything without scrolling", and what the link must leave visible.
  const board = ['.nq-board', '.nq-element__caption'];
  const code = ['.nq-board', '.nq-code'];
  for (const [query, width, height, parts] of [['?mode=board&n=8&solution=1', 300, 300, board], ['?mode=board&n=6&narration', 300, 300, board], ['?narration', 360, 640, ['.nq-board', '.nq-controls']], ['?n=4&tree&code', 960, 1690, code], ['?n=4&tree&code', 1200, 1590, code], ['?n=4&tree&code&step=79', 960, 1690, code], ['?n=4&tree&code&step=79', 1200, 1590, code], ['?n=6&tree&code&step=400', 960, 1800, code]]) {
    const frame = await openParent(page, `fixed-${width}-${height}`, query, { resizeScript: false, width, height });
    await frame.waitForFunction(() => document.getElementById('widget').shadowRoot.querySelector('[role="grid"]'));
    const layout = await frame.evaluate((selectors) => {
      const root = document.getElementById('widget').shadowRoot;
      const link = document.getElementById('embed-full').getBoundingClientRect();
      const covered = selectors.filter((selector) => [...root.querySelectorAll(selector)].some((part) => {
        const box = part.getBoundingClientRect();
        return box.height > 0 && box.bottom > link.top + 0.5 && box.top < link.bottom && box.right > link.left && box.left < link.right;
      }));
      return { covered, scrolls: document.documentElement.scrollHeight > innerHeight };
    }, parts);
    expect(layout.scrolls, `${query} at ${width} × ${height}`).toBe(false);
    expect(layout.covered, `${query} at ${width} × ${height}: under the link`).toEqual([]);
  }
  await page.screenshot({ path: 'artifacts/screenshots/embed-fixed-height-link.png' });
});

// Found by a tutorial's author: the guide says the board "grows into any
// extra height", but its own iframe snippet (640 px high, 700 wide, two
// controls) gave a 200 px board and 220 px of nothing under the timeline,
// and controls=none at 500 × 500 a 192 px board on the top half.
const GUIDE = await readFile(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
const IFRAME_SNIPPET = /## Iframe embed[\s\S]*?```html\n([\s\S]*?)```/.exec(GUIDE)[1];

/** The board's width, and the room left under the widget's content, in the embed. */
const boardLayout = (frame) => frame.evaluate(() => {
  const widget = document.getElementById('widget');
  const root = widget.shadowRoot;
  const board = root.querySelector('.nq-board').getBoundingClientRect();
  const content = Math.max(...[...root.children].map((child) => child.getBoundingClientRect().bottom));
  return { board: board.width, below: innerHeight - content, scrolls: document.documentElement.scrollHeight > innerHeight, width: innerWidth };
});

test('without embed-resize.js the board grows into the iframe\'s height, whatever the controls, up to its width', async ({ page }) => {
  const errors = collectErrors(page);
  const src = /src="\/nqueens\/embed\.html([^"]+)"/.exec(IFRAME_SNIPPET)[1].replaceAll('&amp;', '&');
  const height = Number(/height="(\d+)"/.exec(IFRAME_SNIPPET)[1]);
  expect([src, height]).toEqual(['?n=6&mode=walkthrough&lang=zh&controls=buttons+timeline&narration', 640]);
  for (const [query, width, tall, least] of [[src, 700, height, 380], ['?controls=none', 500, 500, 440], ['?mode=explore&n=8&controls=buttons&narration', 600, 900, 500]]) {
    const frame = await openParent(page, `grow-${width}`, query, { resizeScript: false, width, height: tall });
    await frame.waitForFunction(() => document.getElementById('widget').shadowRoot.querySelector('[role="grid"]'));
    await expect.poll(async () => (await boardLayout(frame)).board, `${query} at ${width} × ${tall}`).toBeGreaterThanOrEqual(least);
    const layout = await boardLayout(frame);
    expect(layout.scrolls, `${query} at ${width} × ${tall}`).toBe(false);
    expect(layout.below, `${query} at ${width} × ${tall}: room left under the widget`).toBeLessThan(48);
    expect(layout.board).toBeLessThanOrEqual(layout.width);
    await page.screenshot({ path: `artifacts/screenshots/embed-grow-${width}.png` });
  }
  // The iframe made taller, then shorter: the board follows, and never scrolls.
  const frame = await openParent(page, 'grow-resize', src, { resizeScript: false, width: 700, height: 500 });
  await frame.waitForFunction(() => document.getElementById('widget').shadowRoot.querySelector('[role="grid"]'));
  const small = (await boardLayout(frame)).board;
  await page.evaluate(() => { document.getElementById('embed').height = '760'; });
  await expect.poll(async () => (await boardLayout(frame)).board).toBeGreaterThan(small + 200);
  await page.evaluate(() => { document.getElementById('embed').height = '500'; });
  await expect.poll(async () => (await boardLayout(frame)).board).toBeLessThan(small + 2);
  expect((await boardLayout(frame)).scrolls).toBe(false);
  // Steps with sentences of other lengths: the board never makes the page scroll.
  for (let step = 1; step <= 12; step += 1) {
    await frame.evaluate(() => document.getElementById('widget').stepForward());
    await expect.poll(async () => (await boardLayout(frame)).scrolls, `step ${step}`).toBe(false);
  }
  expect(errors).toEqual([]);
});

test('without embed-resize.js the messages still come, and say the document height', async ({ page }) => {
  const errors = collectErrors(page);
  const frame = await openParent(page, 'resize-none', '?n=6&narration&tree&code', { resizeScript: false, height: 400 });
  await expect.poll(async () => (await lastHeight(page)) === (await documentHeight(frame))).toBe(true);
  expect(await iframeHeight(page)).toBe(400); // nobody resized it
  expect(await frame.evaluate(() => document.documentElement.hasAttribute('data-autoresize'))).toBe(false);
  expect(errors).toEqual([]);
});

test('the embed has a main landmark, a level-1 heading, and keeps its step in its own URL', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/embed.html?n=6&lang=zh&solution=2');
  await waitForWidgets(page); // the module may not have defined <n-queens> yet
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('N皇后');
  await expect(page.getByRole('main').locator('n-queens')).toHaveCount(1);

  const widget = page.locator('n-queens');
  await widget.evaluate((el) => el.seek(17));
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('17');
  const params = new URL(page.url()).searchParams;
  expect([params.get('n'), params.get('lang'), params.has('solution')]).toEqual(['6', 'zh', false]);
  // A reload comes back to that step.
  await page.reload();
  await waitForWidgets(page); // the module may not have defined <n-queens> yet
  await expect.poll(() => widget.evaluate((el) => el.position)).toBe(17);
  expect(errors).toEqual([]);
});

const DARK_BG = 'rgb(22, 24, 28)';
const LIGHT_BG = 'rgb(250, 248, 244)';
const background = (locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

test('theme="light" and theme="dark" win over the system scheme; auto follows it; the attribute is live', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/embed.html?n=5&theme=light');
  const widget = page.locator('n-queens');
  await waitForWidgets(page);
  expect(await background(widget)).toBe(LIGHT_BG);
  expect(await widget.evaluate((el) => el.theme)).toBe('light');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');

  await widget.evaluate((el) => { el.theme = 'auto'; });
  expect(await background(widget)).toBe(DARK_BG); // the system is dark
  await widget.evaluate((el) => { el.theme = null; });
  expect(await widget.evaluate((el) => [el.theme, el.hasAttribute('theme')])).toEqual(['auto', false]);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background(widget)).toBe(LIGHT_BG);
  await widget.evaluate((el) => el.setAttribute('theme', 'DARK'));
  expect(await widget.evaluate((el) => el.theme)).toBe('dark');
  expect(await background(widget)).toBe(DARK_BG);
  await widget.evaluate((el) => el.setAttribute('theme', 'purple')); // not a theme: auto
  expect(await widget.evaluate((el) => el.theme)).toBe('auto');
  expect(await background(widget)).toBe(LIGHT_BG);

  await page.goto('/embed.html?n=5&theme=dark');
  await waitForWidgets(page);
  expect(await background(widget)).toBe(DARK_BG);
  await page.screenshot({ path: 'artifacts/screenshots/embed-theme-dark-on-light.png' });
  expect(errors).toEqual([]);
});

// A lazy iframe (loading="lazy") below the fold holds its initial
// about:blank, of the host's origin, until it is scrolled near: a greeting
// posted then for the embed's origin printed a console warning on the host.
// The host page is on an origin of its own (a second scripts/serve.mjs,
// a real server: Chromium lets a page reach a loopback server only when the
// page came from one), the embed and embed-resize.js on the test server's.
test.describe('a host on another origin', () => {
  let host = null;
  let folder = null;
  test.beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'nqueens-lazy-'));
    host = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--root', folder], { stdio: ['ignore', 'pipe', 'inherit'] });
    host.origin = await new Promise((resolve, reject) => {
      host.stdout.on('data', (chunk) => {
        const match = /http:\/\/[\d.]+:\d+/.exec(String(chunk));
        if (match) resolve(match[0]);
      });
      host.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
  });
  test.afterAll(async () => {
    host?.kill();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  test('a lazy iframe below the fold is greeted only once it loads: no console warning, sized after scrolling, greeted again on reload', async ({ page, baseURL }) => {
    const embedOrigin = new URL(baseURL).origin;
    const said = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') said.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
    await writeFile(path.join(folder, 'lazy.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>lazy</title>
<link rel="icon" href="data:,">
<script src="${embedOrigin}/embed-resize.js" defer></script>
</head><body style="margin:0">
<div style="height:6000px">Text above the fold.</div>
<iframe id="embed" title="N-Queens" width="600" height="150" loading="lazy" src="${embedOrigin}/embed.html?n=5&amp;narration"></iframe>
</body></html>`);
    await page.goto(`${host.origin}/lazy.html`);
    expect(new URL(page.url()).origin).not.toBe(embedOrigin);
    await page.waitForFunction(() => window.__nqueensEmbedResize === true);
    // Greetings go out meanwhile (the script started, the page's scheme changed): the iframe is still not loaded.
    await page.evaluate(() => document.body.setAttribute('data-theme', 'dark'));
    await page.waitForTimeout(700);
    expect(await page.evaluate(() => document.getElementById('embed').contentDocument?.URL)).toBe('about:blank');
    expect(said).toEqual([]);

    const embedFrame = () => page.frames().find((candidate) => candidate.url().startsWith(`${embedOrigin}/embed.html`));
    await page.locator('#embed').scrollIntoViewIfNeeded();
    await expect.poll(() => Boolean(embedFrame()), { timeout: 15_000 }).toBe(true);
    const frame = embedFrame();
    await frame.waitForFunction(() => customElements.get('n-queens') && document.getElementById('widget'));
    await frame.evaluate(() => document.getElementById('widget').ready);
    await expect.poll(async () => (await iframeHeight(page)) === (await documentHeight(frame)), { timeout: 15_000 }).toBe(true);
    expect(await documentHeight(frame)).toBeGreaterThan(400);
    expect(await frame.evaluate(() => document.documentElement.hasAttribute('data-autoresize'))).toBe(true);
    expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark'); // the greeting carried the host's scheme

    // A reload of the iframe: its load event greets it again, and it is sized again.
    await page.evaluate(() => { document.getElementById('embed').style.height = '120px'; });
    await frame.evaluate(() => location.reload());
    await expect.poll(async () => {
      const reloaded = embedFrame();
      const autoresized = await reloaded?.evaluate(() => document.documentElement.hasAttribute('data-autoresize')).catch(() => false);
      return Boolean(autoresized) && (await iframeHeight(page)) === (await documentHeight(reloaded).catch(() => -1));
    }, { timeout: 15_000 }).toBe(true);
    expect(said).toEqual([]);
  });

  // Found trying it as a tutorial author: iframes below the fold (not lazy)
  // shrank to a ~50 px strip until scrolled to. The embed posted its height
  // before the widget rendered (20 px), and the browser does not render an
  // out-of-view iframe of another origin, so its ResizeObservers never said
  // the real height. Now no height goes before the widget renders, and its
  // changes are measured from its DOM too.
  test('iframes below the fold get their real heights without being scrolled to, never a strip first', async ({ page, baseURL }) => {
    const embedOrigin = new URL(baseURL).origin;
    await writeFile(path.join(folder, 'below.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>below</title>
<link rel="icon" href="data:,">
<script>
  window.__heights = [];
  addEventListener('message', (event) => { if (event.data?.type === 'nqueens-resize') window.__heights.push(event.data.height); });
</script>
<script src="${embedOrigin}/embed-resize.js" defer></script>
</head><body style="margin:0">
<div style="height:3000px">Text above the fold.</div>
<iframe id="walk" title="walkthrough" width="100%" height="640" src="${embedOrigin}/embed.html?n=6&amp;narration"></iframe>
<iframe id="code" title="code" width="100%" height="640" src="${embedOrigin}/embed.html?n=5&amp;narration&amp;code=bitmask&amp;by=line"></iframe>
</body></html>`);
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(`${host.origin}/below.html`);
    const frames = () => page.frames().filter((candidate) => candidate.url().startsWith(`${embedOrigin}/embed.html`));
    await expect.poll(() => frames().length, { timeout: 15_000 }).toBe(2);
    // Sized to each document's height, the page never scrolled.
    await expect.poll(async () => {
      const sizes = await page.evaluate(() => ['walk', 'code'].map((id) => document.getElementById(id).clientHeight));
      const documents = await Promise.all(frames().map((frame) => documentHeight(frame).catch(() => -1)));
      return sizes.every((size) => size > 400) && documents.every((height) => sizes.includes(height));
    }, { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // No message ever said less than the widget's height (a pre-render strip).
    expect(Math.min(...(await page.evaluate(() => window.__heights)))).toBeGreaterThan(400);
  });
});

// Found by a tutorial's author: the guide's snippets with embed-resize.js
// had heights far below what the iframe grows to (the explorer's 820 became
// 1,068 in a 720 px column; `n=6&narration&tree&code`'s 640 went on to
// 1,545), so the page under them jumped. Each snippet's `height` is now
// what the embed settles at in a 720 px column (within 20 px).
test('the guide\'s iframe snippets with embed-resize.js give the height the embed reaches in a 720 px column', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 720, height: 900 });
  const snippets = [...GUIDE.matchAll(/```html\n(<script src="\/nqueens\/embed-resize\.js" defer><\/script>\n<iframe [\s\S]*?<\/iframe>)\n```/g)].map((match) => match[1]);
  expect(snippets.length).toBeGreaterThanOrEqual(2);
  for (const [index, snippet] of snippets.entries()) {
    const documented = Number(/height="(\d+)"/.exec(snippet)[1]);
    await settledSnippetHeight(page, `snippet-${index}`, snippet.replaceAll('/nqueens/', '/'), (settled) => Math.abs(settled - documented) <= 20);
  }
  expect(errors).toEqual([]);
});
