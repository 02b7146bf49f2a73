// Firefox: counting in module Web Workers (the page's counter and the
// element in count mode) gives the known totals, and embed.html in an
// iframe, with embed-resize.js on the parent page, is sized to its content
// and follows it. Totals: OEIS A000170 (all solutions) and A002562 (unique
// up to symmetry), n = 8: 92 and 12, n = 9: 352 and 46.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoErrors, named, openPage, pollInPage, untilSelector, useSuite, until, untilAnnounced, writeFixture } from './harness.mjs';

const suite = useSuite();

// Counts the Web Workers the page starts (window.__workersStarted), before any script of it runs.
function countWorkers(page) {
  return page.evaluateOnNewDocument(() => {
    const NativeWorker = window.Worker;
    window.__workersStarted = 0;
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        window.__workersStarted += 1;
      }
    };
  });
}

test('the counter counts n = 9 in workers: 352 solutions, 46 unique', async () => {
  const { page, errors, close } = await openPage(suite, '/?mode=count&n=9', { before: countWorkers });
  await (await named(page, 'Count', 'button')).click();
  await untilAnnounced(page, /^n = 9: 352 solutions, 46 unique, in /);
  const started = await page.evaluate(() => window.__workersStarted);
  assert.ok(started >= 1, `the count ran in Web Workers (${started} started)`);
  assertNoErrors(errors);
  await close();
});

const ELEMENT_PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>n-queens count</title>
<link rel="icon" href="/favicon.svg">
<script type="module" src="/nqueens-element.js"></script>
<script>
  window.__done = [];
  document.addEventListener('nqueens-done', (event) => window.__done.push(event.detail));
</script>
</head>
<body>
<n-queens id="count" mode="count" n="8" lang="zh"></n-queens>
</body>
</html>`;

test('<n-queens mode="count"> in Chinese: the Count button counts in workers and reports nqueens-done', async () => {
  const route = writeFixture(suite, 'element-count', ELEMENT_PAGE);
  const { page, errors, close } = await openPage(suite, route, { before: countWorkers });
  const widget = await untilSelector(page, 'n-queens');
  await page.evaluate(async () => {
    await customElements.whenDefined('n-queens');
    await document.querySelector('n-queens').ready;
  });
  await (await named(page, '开始计数', 'button', widget)).click();
  await until(page, 'nqueens-done', () => window.__done.length === 1);
  const [detail] = await page.evaluate(() => window.__done);
  assert.equal(detail.n, 8);
  assert.equal(detail.solutions, 92);
  assert.equal(detail.unique, 12);
  await until(page, 'the status in Chinese', (host) => {
    const status = host.shadowRoot.querySelector('[role="status"]');
    return status && /^n = 8：共 92 个解，其中 12 个本质不同，用时/.test(status.textContent.trim());
  }, widget);
  assert.ok((await page.evaluate(() => window.__workersStarted)) >= 1, 'the element counted in Web Workers');
  assertNoErrors(errors);
  await close();
});

const PARENT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>embed parent</title>
<link rel="icon" href="/favicon.svg">
<script>
  window.__heights = [];
  addEventListener('message', (event) => {
    if (event.data && event.data.type === 'nqueens-resize') window.__heights.push(event.data.height);
  });
</script>
<script src="/embed-resize.js" defer></script>
</head>
<body style="margin:0">
<iframe id="embed" title="N-Queens" width="700" height="300" src="/embed.html?n=6&amp;narration&amp;tree&amp;code"></iframe>
</body>
</html>`;

// The last height the embed reported, its document's height and the iframe's inner height.
async function heights(page, frame) {
  return {
    reported: await page.evaluate(() => window.__heights.at(-1) ?? null),
    document: await frame.evaluate(() => document.documentElement.scrollHeight),
    iframe: await page.evaluate(() => document.getElementById('embed').clientHeight),
  };
}

// `shorterThan`: wait for a document shorter than that too (the change may land a frame later).
async function untilSized(page, frame, what, shorterThan = Infinity) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const now = await heights(page, frame);
    if (now.reported === now.document && now.iframe === now.document && now.document < shorterThan) return now;
    if (Date.now() > deadline) assert.fail(`${what}: ${JSON.stringify(now)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('embed.html with embed-resize.js: the iframe is exactly as tall as the embed, and follows it', async () => {
  const route = writeFixture(suite, 'embed-parent', PARENT_PAGE);
  const { page, errors, close } = await openPage(suite, route);
  await until(page, 'the embed', () => document.getElementById('embed').contentDocument?.getElementById('widget'));
  const frame = page.frames().find((candidate) => candidate.url().includes('/embed.html'));
  assert.ok(frame, 'the embed.html frame');
  await pollInPage(frame, async () => {
    const widget = document.getElementById('widget');
    return customElements.get('n-queens') && widget && (await widget.ready, true);
  });
  const settled = await untilSized(page, frame, 'the iframe sized to the embed');
  assert.ok(settled.document > 600, `board, narration, tree and code stacked at 700 px (${settled.document} px)`);
  assert.equal(await frame.evaluate(() => document.documentElement.hasAttribute('data-autoresize')), true);
  // The code panel removed: the embed is shorter, says so, and the iframe follows.
  await frame.evaluate(() => document.getElementById('widget').removeAttribute('code'));
  const shorter = await untilSized(page, frame, 'the iframe following the shorter embed', settled.document);
  assert.ok(shorter.document < settled.document, `shorter without the code (${shorter.document} < ${settled.document})`);
  assertNoErrors(errors);
  await close();
});
