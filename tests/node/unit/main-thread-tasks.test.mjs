// tests/e2e/main-thread.mjs `mainThreadTasks`, which the long-task tests and
// `make bench`'s traced loads read: the page's renderers' main-thread tasks,
// not those of Chromium's own WebUI renderer (its omnibox popup page had
// 50-70 ms tasks while ours loaded: issue #30's "longest load task").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mainThreadTasks } from '../../e2e/main-thread.mjs';

const meta = (pid, tid, name, value) => ({ ph: 'M', pid, tid, name, args: { name: value } });
const task = (pid, tid, ts, ms) => ({ ph: 'X', pid, tid, ts, dur: ms * 1000, tdur: ms * 1000, name: 'ThreadControllerImpl::RunTask' });

test("a trace's main-thread tasks are the page renderers', not Chromium's WebUI renderer's", () => {
  const events = [
    meta(1, 0, 'process_name', 'Renderer'),
    meta(1, 1, 'thread_name', 'CrRendererMain'),
    meta(1, 2, 'thread_name', 'Compositor'),
    meta(2, 0, 'process_name', 'WebUI Top Renderer'),
    meta(2, 2, 'thread_name', 'CrRendererMain'),
    task(1, 1, 0, 12),
    task(1, 1, 20_000, 30),
    task(1, 2, 0, 90), // another thread of the page's renderer
    task(2, 2, 60_000, 70), // the omnibox popup's module evaluation
  ];
  const tasks = mainThreadTasks(events);
  assert.deepEqual(
    tasks.map((t) => t.cpuMs),
    [12, 30],
  );
  // Without the process names (an older trace), every renderer's main thread counts.
  const unnamed = mainThreadTasks(events.filter((e) => e.name !== 'process_name'));
  assert.deepEqual(unnamed.map((t) => t.cpuMs).sort((a, b) => a - b), [12, 30, 70]);
});
