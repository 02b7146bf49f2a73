// <n-queens> lifecycle: a removed widget stops all its work (events,
// timers, workers) and frees its wasm objects; a moved one keeps running;
// a re-added one works again.
import { test, expect } from '@playwright/test';
import { collectErrors, openFixture, expectPosition, recordEvents, recordedEvents } from './element-helpers.mjs';

const liveWasmObjects = (page) => page.evaluate(() => customElements.get('n-queens').liveWasmObjects);

test('a removed widget stops playing, sends no more events and frees its Stepper; re-added, it works again', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'remove', '<div id="holder"><n-queens id="w" n="6" autoplay speed="60"></n-queens></div>');
  await recordEvents(page);
  await expect.poll(async () => (await recordedEvents(page, { target: 'w' })).length).toBeGreaterThan(5);
  expect(await liveWasmObjects(page)).toBeGreaterThan(0);

  const atRemoval = await page.evaluate(() => {
    const widget = document.getElementById('w');
    window.__widget = widget; // kept, to add it again below
    widget.remove();
    return { events: window.__events.length, position: widget.position };
  });
  // Every Stepper of the widget (its own and the one measuring the total) is freed.
  await expect.poll(() => liveWasmObjects(page)).toBe(0);
  await page.waitForTimeout(600); // at 60 steps/s a live widget would have sent ~36 more events
  expect(await page.evaluate(() => window.__events.length)).toBe(atRemoval.events);
  expect(await page.evaluate(() => window.__widget.shadowRoot.childElementCount)).toBe(0);

  // Added again: it renders again at the step it had reached, and responds.
  await page.evaluate(async () => {
    window.__widget.autoplay = false; // attributes set while out of the page apply on re-adding
    document.getElementById('holder').append(window.__widget);
    await window.__widget.ready;
  });
  await expect(page.locator('#w').getByRole('gridcell')).toHaveCount(36);
  await expectPosition(page, '#w', atRemoval.position);
  const resumedAt = atRemoval.position;
  await page.evaluate(() => window.__widget.stepForward());
  await expectPosition(page, '#w', resumedAt + 1);
  expect(await liveWasmObjects(page)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

// Found by a tutorial's author: the leak check counted only Steppers and
// Solutions, so a code view's program runs (ProgramRun), the printed
// view's comparison (ProgramComparison) and a quiz's run were never in it.
test('liveWasmObjects counts the code views\' program runs too, and a removed widget frees them all', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(
    page,
    'remove-code',
    `<div id="holder">
       <n-queens id="flags" n="5" code="flags" tree step="30"></n-queens>
       <n-queens id="lines" n="5" code="recursive" by="line" step="40"></n-queens>
       <n-queens id="printed" n="6" code="bitmask-printed" step="20"></n-queens>
       <n-queens id="quiz" mode="quiz" code="flags"></n-queens>
     </div>`,
  );
  for (const [id, step] of [['flags', 30], ['lines', 40], ['printed', 20]]) await expectPosition(page, `#${id}`, step);
  // Each code view plays a ProgramRun (no Stepper then), and the quiz asks from one.
  await expect.poll(() => liveWasmObjects(page)).toBeGreaterThanOrEqual(4);
  await page.evaluate(() => document.getElementById('holder').remove());
  await expect.poll(() => liveWasmObjects(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('a widget moved within the page keeps running (nothing is rebuilt)', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'move', '<div id="one"><n-queens id="w" n="5"></n-queens></div><div id="two"></div>');
  await page.evaluate(() => {
    const widget = document.getElementById('w');
    for (let i = 0; i < 7; i += 1) widget.stepForward();
    widget.shadowRoot.querySelector('.nq-board').dataset.marker = 'same-board';
    document.getElementById('two').append(widget); // remove + insert in one task
  });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const after = await page.evaluate(() => {
    const widget = document.getElementById('w');
    return { parent: widget.parentElement.id, position: widget.position, marker: widget.shadowRoot.querySelector('.nq-board')?.dataset.marker };
  });
  expect(after).toEqual({ parent: 'two', position: 7, marker: 'same-board' });
  expect(errors).toEqual([]);
});

test('removing a counting widget terminates its workers; removing one still loading is harmless', async ({ page }) => {
  const errors = collectErrors(page);
  const workers = [];
  page.on('worker', (worker) => {
    const entry = { url: worker.url(), closed: false };
    worker.on('close', () => {
      entry.closed = true;
    });
    workers.push(entry);
  });
  // n = 19: seconds of counting even on a quiet machine (n = 16 took 0.5 s, and a loaded CI one removed the widget after its end).
  await openFixture(page, 'remove-count', '<n-queens id="count" mode="count" n="19" autoplay></n-queens>');
  await recordEvents(page);
  await expect.poll(() => workers.filter((worker) => worker.url.endsWith('/count-worker.js')).length).toBeGreaterThan(0);
  await page.evaluate(() => document.getElementById('count').remove());
  await expect.poll(() => workers.every((worker) => worker.closed)).toBe(true);
  await page.waitForTimeout(300);
  expect(await recordedEvents(page, { type: 'nqueens-done' })).toEqual([]);

  // Board mode on a large board searches in a worker: removal ends it too.
  const before = workers.length;
  await page.evaluate(() => {
    const board = document.createElement('n-queens');
    board.id = 'late';
    board.setAttribute('mode', 'board');
    board.setAttribute('n', '30'); // seconds to the first solution
    document.body.append(board);
    window.__board = board;
  });
  await expect.poll(() => workers.length).toBeGreaterThan(before);
  await page.evaluate(() => window.__board.remove());
  await expect.poll(() => workers.every((worker) => worker.closed)).toBe(true);

  // Added and removed again before the first render: nothing is left behind.
  await page.evaluate(async () => {
    const widget = document.createElement('n-queens');
    document.body.append(widget);
    widget.remove();
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  expect(await liveWasmObjects(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('re-added, a widget comes back at the step it had reached, not at its step attribute', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'resume', '<div id="holder"><n-queens id="w" n="6" step="7"></n-queens></div>');
  await expectPosition(page, '#w', 7);
  const readd = () =>
    page.evaluate(async () => {
      const widget = document.getElementById('w');
      widget.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      document.getElementById('holder').append(widget);
      await widget.ready;
    });

  expect(await page.evaluate(() => document.getElementById('w').seek(12))).toBe(12);
  await readd();
  await expectPosition(page, '#w', 12);
  expect(await page.evaluate(() => document.getElementById('w').step)).toBe(7);

  // A step set while the widget was out of the page applies on re-adding.
  await page.evaluate(async () => {
    const widget = document.getElementById('w');
    widget.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    widget.step = 3;
    document.getElementById('holder').append(widget);
    await widget.ready;
  });
  await expectPosition(page, '#w', 3);
  expect(errors).toEqual([]);
});

test('a file that fails to load is named in a message that does not blame the wasm core', async ({ page }) => {
  // The missing wasm file is the point of this test: no error collection.
  // (The styles are JavaScript, part of the element's own module graph.)
  await page.route('**/pkg/nqueens_bg.wasm', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'missing' }));
  await page.route('**/__fixtures/load-error.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>load error</title>
<link rel="icon" href="/favicon.svg"><script type="module" src="/nqueens-element.js"></script></head>
<body><n-queens id="en"></n-queens><n-queens id="zh" lang="zh"></n-queens></body></html>`,
    }),
  );
  await page.goto('/__fixtures/load-error.html');
  const message = "failed to fetch Wasm: 404 Not Found fetching 'http://127.0.0.1:";
  await expect(page.locator('#en').getByRole('alert')).toContainText(`The widget could not be loaded: ${message}`);
  await expect(page.locator('#zh').getByRole('alert')).toContainText(`无法加载组件：${message}`);
  await expect(page.locator('#zh').getByRole('alert')).toContainText('/pkg/nqueens_bg.wasm');
});
