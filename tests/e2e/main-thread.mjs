// The longest main-thread task while `action` runs, in CPU time. Chromium's
// trace gives each task of the page's main thread (CrRendererMain) its
// thread time, what the task itself ran (see topLevelSlices). A long-task
// observer measures wall time instead, which on a shared, loaded test machine grows with every
// other process (an idle page shows 50–100 ms "long tasks" there), so tests
// of "never blocks the main thread" use this.
//
// The test driver's own work. Playwright runs its commands in the page's
// renderer too: each locator query, expect() poll and page.evaluate() is a
// DevTools protocol message (a task whose mojo message names the interface
// blink.mojom.DevToolsSession), and the first query of a new document
// installs Playwright's injected script, 40–120 ms of CPU in one task on a
// loaded machine (issue #27: that task was the "47–57 ms" of loading
// ?mode=play&n=32; the page's own longest task was about 30 ms). Such tasks
// are the driver's, not the page's, unless the driver's message itself runs
// page code (page.evaluate calling the page's functions): measures of input
// and navigation pass { withoutDriver: true } and get the page's own tasks
// in longestMs (the driver's longest is reported beside it, as driverMs).
import { test, expect } from '@playwright/test';

// The main thread's top-level slices: a task (ThreadControllerImpl::RunTask)
// and also what runs outside any task, such as the microtask checkpoint
// that resumes an `await` of a dynamic import (BlinkScheduler_Perform-
// MicrotaskCheckpoint): seconds of work can run there, and counting only
// RunTask would miss them. Slices nested in another are part of it.
function topLevelSlices(slices) {
  const sorted = [...slices].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const top = [];
  let end = -Infinity;
  for (const slice of sorted) {
    if (slice.ts < end) continue;
    top.push(slice);
    end = slice.ts + slice.dur;
  }
  return top;
}

const DRIVER_INTERFACE = 'blink.mojom.DevToolsSession';
const TRACE_START_MS = 250;

/**
 * The main thread's tasks in a trace (with the `toplevel` category at
 * least): { ts, dur, cpuMs, driver, slice } each, in time order, `driver`
 * true for a task that handles a DevTools protocol message.
 */
export function mainThreadTasks(events) {
  // Not Chromium's own pages: its "WebUI Top Renderer" (the omnibox popup's
  // page, loaded in the background by a new headless browser) has main-thread
  // tasks of 50-70 ms of its own while ours load (issue #30: they were the
  // bench's "longest task while loading").
  const webUi = new Set(events.filter((e) => e.ph === 'M' && e.name === 'process_name' && /WebUI/.test(e.args?.name ?? '')).map((e) => e.pid));
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && !webUi.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`));
  const driverMessages = onMain.filter(
    (e) => e.name === 'Receive mojo message' && e.args?.chrome_mojo_event_info?.mojo_interface_tag === DRIVER_INTERFACE,
  );
  return topLevelSlices(onMain).map((slice) => ({
    ts: slice.ts,
    dur: slice.dur,
    cpuMs: (slice.tdur ?? slice.dur) / 1000,
    driver: driverMessages.some((m) => m.ts >= slice.ts && m.ts < slice.ts + slice.dur),
    slice,
  }));
}

/**
 * Runs `action()`; resolves to its result plus `longestMs`, the longest
 * main-thread task meanwhile (CPU ms). With `withoutDriver`, `longestMs`
 * counts the page's own tasks only and `driverMs` is the test driver's
 * longest (see above).
 */
export async function longestMainThreadTaskMs(browser, page, action, { withoutDriver = false } = {}) {
  // From an idle page: the tail of its loading (late renders, compiles) is
  // not what the action is measured for.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await browser.startTracing(page, { categories: ['toplevel'] });
  // Tracing.start answers before every renderer records: a task that begins
  // before its renderer does is not in the trace at all (its slice is
  // written only if it began while recording). Under CI load a 0.3 s task
  // started at once was missed whole (longest 0.013 ms): a pause first.
  await new Promise((resolve) => setTimeout(resolve, TRACE_START_MS));
  let result;
  try {
    result = await action();
  } finally {
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const tasks = mainThreadTasks(trace.traceEvents ?? trace);
    expect(tasks.length, "the trace has the main thread's tasks").toBeGreaterThan(0);
    const longest = (list) => Math.max(0, ...list.map((task) => task.cpuMs));
    const counted = withoutDriver ? tasks.filter((task) => !task.driver) : tasks;
    result = { ...result, longestMs: longest(counted) };
    if (withoutDriver) result.driverMs = longest(tasks.filter((task) => task.driver));
    const driver = withoutDriver ? ` (the test driver's longest: ${result.driverMs.toFixed(1)} ms)` : '';
    test.info().annotations.push({ type: 'longest main-thread task', description: `${result.longestMs.toFixed(1)} ms${driver}` });
  }
  return result;
}

/** A deliberately long task (about 0.3 s of plain arithmetic): proves the measure sees one. */
export async function expectMeasureSeesLongTask(browser, page) {
  const busy = await longestMainThreadTaskMs(browser, page, () =>
    page.evaluate(() => {
      let x = 0;
      for (let i = 0; i < 3e8; i += 1) x = (x + i) | 0;
      return { x };
    }),
  );
  expect(busy.longestMs).toBeGreaterThan(50);
}

/** The same, for measures without the driver: a page's own long task (a timer's) is counted, the driver's message is not. */
export async function expectPageMeasureSeesLongTask(browser, page) {
  const busy = await longestMainThreadTaskMs(
    browser,
    page,
    () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            setTimeout(() => {
              let x = 0;
              for (let i = 0; i < 3e8; i += 1) x = (x + i) | 0;
              resolve({ x });
            }, 0);
          }),
      ),
    { withoutDriver: true },
  );
  expect(busy.longestMs, "a page's own timer of 0.3 s").toBeGreaterThan(50);
  expect(busy.driverMs, "the driver's message only schedules it").toBeLessThan(busy.longestMs);
}
