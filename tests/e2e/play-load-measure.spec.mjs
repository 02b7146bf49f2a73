// A measurement, not a timing test: loading free play at n = 32
// (`?mode=play&n=32`) five times from a blank page, with the longest
// main-thread task of each load, the page's own and the test driver's
// (main-thread.mjs, mainThreadTasks), and what the page's longest task did:
// the trace's timeline events inside it summed by name (script, style,
// layout, paint) and the scripts it ran. Issue #27 saw that load reach
// 47–57 ms of CPU; those tasks were Playwright's (its injected script and
// locator queries in the new document), the page's own staying near 30 ms.
// The numbers are logged and kept in the test's annotations; the only
// assertion is the CI margin every long-task test keeps (100 ms) on the
// page's own tasks.
//
// Run: npx playwright test tests/e2e/play-load-measure.spec.mjs --workers=1
import { test, expect } from '@playwright/test';
import { mainThreadTasks } from './main-thread.mjs';

test.use({ reducedMotion: 'reduce' });
test.setTimeout(120_000);

const LOADS = 5;
const LONGEST_TASK_MS = 100;
// A task's CPU time on a shared 2-core CI machine still spikes now and then
// (once over 100 ms where a quiet run measures 15-35 ms): a budget fails
// when it is over in two attempts, not one.
test.describe.configure({ retries: 1 });
const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing'];
const round = (ms) => Math.round(ms * 10) / 10;

/** What ran inside `task`: CPU ms by event name (the largest few) and the page scripts called. */
function breakdown(events, task) {
  const end = task.ts + task.dur;
  const inside = events.filter((e) => e.ph === 'X' && e !== task.slice && e.pid === task.slice.pid && e.tid === task.slice.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  const byName = {};
  const scripts = {};
  for (const e of inside) {
    const ms = (e.tdur ?? e.dur ?? 0) / 1000;
    byName[e.name] = (byName[e.name] ?? 0) + ms;
    const data = e.args?.data ?? {};
    if (e.name === 'FunctionCall' && data.url) {
      const where = `${data.url.replace(/^.*\/\/[^/]+/, '')}:${data.functionName || '(anonymous)'}`;
      scripts[where] = (scripts[where] ?? 0) + ms;
    }
  }
  const top = (o, k) => Object.fromEntries(Object.entries(o).filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, ms]) => [name, round(ms)]));
  const layouts = inside.filter((e) => e.name === 'Layout' && e.dur > 5000).map((e) => ({ ms: round((e.tdur ?? e.dur) / 1000), ...e.args?.beginData, root: e.args?.endData?.layoutRoots?.length }));
  return { did: top(byName, 8), scripts: top(scripts, 5), layouts: JSON.stringify(layouts).slice(0, 300) };
}

async function measureLoad(browser, page) {
  await page.goto('about:blank');
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto('/?mode=play&n=32');
  await expect(page.locator('.nq-play button[data-row]')).toHaveCount(32 * 32);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 3000 })))));
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const events = trace.traceEvents ?? trace;
  const tasks = mainThreadTasks(events);
  const own = tasks.filter((task) => !task.driver);
  const longest = own.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
  return {
    pageMs: round(longest.cpuMs),
    driverMs: round(Math.max(0, ...tasks.filter((task) => task.driver).map((task) => task.cpuMs))),
    pageOver50: own.filter((task) => task.cpuMs > 50).length,
    at: Math.round((longest.ts - tasks[0].ts) / 1000),
    ...breakdown(events, longest),
  };
}

test(`free play at n = 32: the longest task of ${LOADS} loads, the page's and the driver's, and what it did`, async ({ browser, page }) => {
  const loads = [];
  for (let i = 0; i < LOADS; i += 1) loads.push(await measureLoad(browser, page));
  for (const [i, load] of loads.entries()) {
    console.log(`play n = 32, load ${i + 1}: ${JSON.stringify(load)}`);
    test.info().annotations.push({ type: `load ${i + 1}`, description: JSON.stringify(load) });
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const own = loads.map((l) => l.pageMs);
  const driver = loads.map((l) => l.driverMs);
  const summary = `page's own longest task per load (CPU ms) ${JSON.stringify(own)}, median ${median(own)}; the driver's ${JSON.stringify(driver)}, median ${median(driver)}`;
  console.log(`play n = 32: ${summary}`);
  test.info().annotations.push({ type: 'summary', description: summary });
  for (const ms of own) expect(ms, `a load's longest task of the page's own: ${ms} ms`).toBeLessThan(LONGEST_TASK_MS);
});
