// The package served from another origin, as from a CDN (issue #25, item 1):
// www/ on a second server that sends `Access-Control-Allow-Origin: *`
// (scripts/serve.mjs --cors), the page on the test server's origin. Every
// worker starts (engine/worker-start.js: a same-origin blob: module that
// imports the worker's real URL), and a worker that cannot start ends in a
// visible message, never a widget stuck on "Computing…".
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectErrors, waitForWidgets } from './element-helpers.mjs';

let cdn = null; // the package's origin: www/ with CORS headers
let site = null; // the page's origin: a scratch folder of host pages
const servers = [];
let pages = null; // the scratch folder

/** Starts scripts/serve.mjs with `args` on a free port (port 0); resolves with its origin. */
function serve(args) {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  servers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /http:\/\/[\d.]+:\d+/.exec(String(chunk));
      if (match) resolve(match[0]);
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs ${args.join(' ')} exited with ${code}`)));
  });
}

// Real servers for both origins: Chromium lets a page reach a loopback
// server only when the page itself came from one (not from page.route).
test.beforeAll(async () => {
  pages = await mkdtemp(path.join(tmpdir(), 'nqueens-cross-origin-'));
  cdn = await serve(['--cors', '--root', 'www']);
  site = await serve(['--root', pages]);
});

test.afterAll(async () => {
  for (const child of servers) child.kill();
  if (pages) await rm(pages, { recursive: true, force: true });
});

/** Opens a page of the site's origin that loads the element from the CDN's origin (`csp`: its policy). */
async function openCrossOrigin(page, name, body, { csp = null } = {}) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>cross-origin host</title>
<link rel="icon" href="data:,">
<script type="module" src="${cdn}/nqueens-element.js"></script>
</head><body>${body}</body></html>`;
  await writeFile(path.join(pages, `${name}.html`), html);
  if (csp) await writeFile(path.join(pages, `${name}.csp`), csp);
  await page.goto(`${site}/${name}.html`);
  expect(new URL(page.url()).origin).not.toBe(cdn);
  await waitForWidgets(page);
}

/** Every solution's columns of n in the core's order, up to `limit` (backtracking written here). */
function firstSolution(n) {
  const cols = [];
  const place = (row) => {
    if (row === n) return true;
    for (let col = 0; col < n; col += 1) {
      if (cols.some((c, r) => c === col || Math.abs(c - col) === row - r)) continue;
      cols.push(col);
      if (place(row + 1)) return true;
      cols.pop();
    }
    return false;
  };
  place(0);
  return cols;
}

test('from another origin with CORS: a count of n = 9 gives 352 and a board of n = 12 appears', async ({ page }) => {
  const errors = collectErrors(page);
  await openCrossOrigin(page, 'cors', `
    <n-queens id="count" mode="count" n="9"></n-queens>
    <n-queens id="board" mode="board" n="12" solution="1" narration></n-queens>`);
  expect(await page.evaluate(() => document.querySelector('script[type=module]').src)).toContain(cdn);

  // The board figure of n = 12 is searched in the solution worker (n > 11).
  const board = page.locator('#board');
  await expect(board.locator('.nq-element__caption')).toContainText('Solution 1');
  const queens = await board.evaluate((el) =>
    [...el.shadowRoot.querySelectorAll('.nq-board__row')].map((row) => [...row.children].findIndex((cell) => cell.classList.contains('is-queen'))),
  );
  expect(queens).toEqual(firstSolution(12));

  // The counter: its estimate's and its count's workers.
  const count = page.locator('#count');
  await count.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(count.getByText('Total solutions').locator('..')).toContainText('352');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `artifacts/screenshots/cross-origin-${width}.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});

// docs/embedding.md's policy for a CDN copy, exactly as the guide writes it
// (its ```text cdn block), with the CDN's origin replaced by this test's.
// A module worker fetches its static imports (the blob: trampoline's
// `import "https://cdn…"`) under worker-src: the guide's policy once left the
// CDN out of it, and every worker failed to load.
const GUIDE = await readFile(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
const GUIDE_CDN_POLICY = /```text cdn\n([^\n]+)\n```/.exec(GUIDE)[1];

test("the guide's Content-Security-Policy for a CDN copy: the count, a worker-made board and the CDN's iframe all work", async ({ page }) => {
  const errors = collectErrors(page);
  const violations = [];
  page.on('console', (message) => {
    // (The test page's own icon, data:, is not the widget's.)
    if (/Content Security Policy/i.test(message.text()) && !/image 'data:,'/.test(message.text())) violations.push(message.text());
  });
  expect(GUIDE_CDN_POLICY).toMatch(/^Content-Security-Policy: /);
  const csp = GUIDE_CDN_POLICY.replace(/^Content-Security-Policy:\s*/, '').replaceAll('https://static.example.com', cdn);
  await openCrossOrigin(page, 'guide-csp', `
    <n-queens id="count" mode="count" n="9"></n-queens>
    <n-queens id="board" mode="board" n="16" solution="100" narration></n-queens>
    <iframe id="embed" title="N-Queens" width="400" height="480" src="${cdn}/embed.html?mode=board&amp;n=12&amp;solution=2"></iframe>`, { csp });
  // Served with exactly that policy.
  const response = await page.request.get(`${site}/guide-csp.html`);
  expect(response.headers()['content-security-policy']).toBe(csp);

  // Solution 100 of n = 16 is searched in the solution worker (n > 11).
  const board = page.locator('#board');
  await expect(board.locator('.nq-element__caption')).toContainText('Solution 100', { timeout: 20_000 });
  await expect(board.getByRole('alert')).toHaveCount(0);
  const count = page.locator('#count');
  await count.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(count.getByText('Total solutions').locator('..')).toContainText('352');
  // The iframe of the CDN's embed.html (frame-src), its board from its own worker.
  const frame = page.frameLocator('#embed');
  // A large board's rows are drawn over several animation frames, which Chromium
  // does not run in a cross-origin iframe out of view: look at it first.
  await page.locator('#embed').scrollIntoViewIfNeeded();
  await expect(frame.locator('n-queens').getByRole('gridcell', { name: /queen/ })).toHaveCount(12);
  await page.screenshot({ path: 'artifacts/screenshots/cross-origin-guide-csp.png', fullPage: true });
  expect(violations).toEqual([]);
  expect(errors.filter((error) => !/image 'data:,'/.test(error))).toEqual([]);
});

test('a worker the page\'s policy refuses: the counter and the board name worker-src and what it must allow, in English and Chinese', async ({ page }) => {
  // The guide's old policy: blob: in worker-src, the CDN's origin only in script-src and connect-src.
  const csp = `default-src 'self'; script-src 'self' ${cdn} 'wasm-unsafe-eval'; style-src 'self'; connect-src 'self' ${cdn}; worker-src 'self' blob:`;
  await openCrossOrigin(page, 'old-guide-csp', `
    <n-queens id="count" mode="count" n="9"></n-queens>
    <n-queens id="board" mode="board" n="16" solution="100"></n-queens>
    <div lang="zh"><n-queens id="count-zh" mode="count" n="9"></n-queens>
    <n-queens id="board-zh" mode="board" n="16" solution="100"></n-queens></div>`, { csp });
  const sources = `worker-src must allow blob: ${cdn}`;
  await expect(page.locator('#board').getByRole('alert')).toHaveText(`This board could not be found: its Web Worker could not start. The page’s Content-Security-Policy probably forbids it: its ${sources}.`);
  await expect(page.locator('#board-zh').getByRole('alert')).toContainText(`内容安全策略（Content-Security-Policy）不允许：它的 worker-src 必须允许 blob: ${cdn}。`);
  for (const [id, name, said] of [['#count', 'Count', `Counting failed: a counting worker could not start. The page’s Content-Security-Policy probably forbids it: its ${sources}.`], ['#count-zh', '开始计数', `它的 worker-src 必须允许 blob: ${cdn}。`]]) {
    const count = page.locator(id);
    await count.getByRole('button', { name, exact: true }).click();
    await expect(count).toContainText(said);
  }
  await page.screenshot({ path: 'artifacts/screenshots/cross-origin-worker-src-refused.png', fullPage: true });
});

test('a worker that cannot start ends in a visible message, for the board and the counter', async ({ page }) => {
  // A policy that forbids every worker: the widgets must say so, not wait for ever.
  const csp = `default-src 'self' ${cdn}; script-src 'self' ${cdn} 'wasm-unsafe-eval'; style-src 'self' ${cdn}; worker-src 'none'`;
  await openCrossOrigin(page, 'no-workers', `
    <n-queens id="count" mode="count" n="9"></n-queens>
    <n-queens id="board" mode="board" n="12" solution="1"></n-queens>`, { csp });
  const caption = page.locator('#board').getByRole('alert');
  await expect(caption).toBeVisible();
  await expect(caption).toContainText(/worker/i);
  const count = page.locator('#count');
  await count.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(count.getByRole('button', { name: 'Count', exact: true })).toBeEnabled();
  await expect(count).toContainText(/worker/i);
});

test('the classic loader (no type="module") from the other origin loads the element beside it, once', async ({ page }) => {
  const errors = collectErrors(page);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>classic host</title><link rel="icon" href="data:,">
<script src="${cdn}/nqueens-loader.js"></script><script src="${cdn}/nqueens-loader.js"></script>
</head><body><n-queens id="count" mode="count" n="9" autoplay></n-queens></body></html>`;
  await writeFile(path.join(pages, 'classic.html'), html);
  await page.goto(`${site}/classic.html`);
  await waitForWidgets(page);
  expect(await page.evaluate(() => [...document.querySelectorAll('script[type=module]')].map((script) => script.src))).toEqual([`${cdn}/nqueens-element.js`]);
  await expect(page.locator('#count').getByText('Total solutions').locator('..')).toContainText('352');
  expect(errors).toEqual([]);
});

// The package on an origin that sends no CORS header (scripts/serve.mjs
// without --cors): a module script from there is refused, so no code of the
// element runs. The classic loader (fetched without CORS) says so in every
// widget, as text, in its language; the sentences are element.js's.
const ELEMENT_STRINGS = (await import('../../www/js/i18n/strings/element.js')).default;

test('from an origin without CORS headers, the loader\'s widgets say the element could not be loaded and why, in English and Chinese', async ({ page }) => {
  const bare = await serve(['--root', 'www']);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>no CORS</title><link rel="icon" href="data:,">
<script src="${bare}/nqueens-loader.js"></script>
</head><body><n-queens id="en" n="5"></n-queens><div lang="zh-CN"><n-queens id="zh" mode="count"></n-queens></div></body></html>`;
  await writeFile(path.join(pages, 'no-cors.html'), html);
  const refused = page.waitForEvent('console', (message) => /CORS/.test(message.text()));
  await page.goto(`${site}/no-cors.html`);
  await refused; // the browser's own reason, in the console
  const said = (lang) => ELEMENT_STRINGS[lang]['element.loaderError'].replace('{origin}', bare);
  await expect(page.locator('#en').getByRole('alert')).toHaveText(said('en'));
  await expect(page.locator('#zh').getByRole('alert')).toHaveText(said('zh'));
  // Text, not markup; and once per widget.
  expect(await page.locator('n-queens [role=alert]').evaluateAll((notes) => notes.map((note) => note.children.length))).toEqual([0, 0]);
  // A widget added later says it too.
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('n-queens'), { id: 'late' })));
  await expect(page.locator('#late').getByRole('alert')).toHaveText(said('en'));
  expect(await page.evaluate(() => customElements.get('n-queens'))).toBeUndefined();
  await page.screenshot({ path: 'artifacts/screenshots/cross-origin-no-cors.png' });
});

test('the element from a CORS origin whose wasm comes without the header: the widget names the origin and the header', async ({ page }) => {
  // A CDN that sends the header with its scripts but not with the wasm (a
  // partial CORS set-up): a server of its own (Playwright's route.fulfill
  // adds the header to a cross-origin answer by itself).
  const partial = createServer(async (request, response) => {
    const file = new URL(`../../www${new URL(request.url, 'http://x').pathname}`, import.meta.url);
    try {
      const body = await readFile(file);
      const wasm = file.pathname.endsWith('.wasm');
      response.writeHead(200, { 'Content-Type': wasm ? 'application/wasm' : 'text/javascript; charset=utf-8', ...(wasm ? {} : { 'Access-Control-Allow-Origin': '*' }) });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => partial.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${partial.address().port}`;
  try {
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>wasm without CORS</title><link rel="icon" href="data:,">
<script type="module" src="${origin}/nqueens-element.js"></script>
</head><body><n-queens id="en" n="5"></n-queens><n-queens id="zh" lang="zh" n="5"></n-queens></body></html>`;
    await writeFile(path.join(pages, 'wasm-no-cors.html'), html);
    await page.goto(`${site}/wasm-no-cors.html`);
    const en = page.locator('#en').getByRole('alert');
    await expect(en).toContainText(`The widget could not load its files from ${origin} (`);
    await expect(en).toContainText('Access-Control-Allow-Origin (CORS)');
    const zh = page.locator('#zh').getByRole('alert');
    await expect(zh).toContainText(`组件无法从 ${origin} 加载其文件`);
    await expect(zh).toContainText('Access-Control-Allow-Origin 响应头（CORS）');
  } finally {
    partial.close();
  }
});
