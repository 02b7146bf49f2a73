// The longest main-thread task while `action` runs, in CPU time. Chromium's
// trace gives each task of the page's main thread (CrRendererMain) its
// thread time, what the task itself ran (see topLevelSlices). A long-task
// observer measures wall time instead, which on a shared, loaded test machine grows with every
// other process (an idle page shows 50–100 ms "long tasks" there), so tests
// of "never blocks the main thread" use this.
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

/** Runs `action()`; resolves to its result plus `longestMs`, the longest main-thread task meanwhile (CPU ms). */
export async function longestMainThreadTaskMs(browser, page, action) {
  // From an idle page: the tail of its loading (late renders, compiles) is
  // not what the action is measured for.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await browser.startTracing(page, { categories: ['toplevel'] });
  let result;
  try {
    result = await action();
  } finally {
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const events = trace.traceEvents ?? trace;
    const mainThreads = new Set(
      events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = topLevelSlices(events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`)));
    expect(tasks.length, "the trace has the main thread's tasks").toBeGreaterThan(0);
    result = { ...result, longestMs: Math.max(...tasks.map((e) => (e.tdur ?? e.dur) / 1000)) };
    test.info().annotations.push({ type: 'longest main-thread task', description: `${result.longestMs.toFixed(1)} ms` });
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
