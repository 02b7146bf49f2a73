// <n-queens>: several widgets on one page, attributes and properties,
// events, keyboard and accessible names inside the shadow DOM.
import { test, expect } from '@playwright/test';
import {
  collectErrors,
  openFixture,
  positionOf,
  expectPosition,
  recordEvents,
  recordedEvents,
} from './element-helpers.mjs';
import { recordTexts, recordedTexts, CHINESE } from './text-recorder.mjs';

test('two widgets with different attributes share one wasm module and run independently', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(
    page,
    'two-widgets',
    `<n-queens id="a" n="4" narration></n-queens>
     <n-queens id="b" mode="explore" n="6" controls="buttons stats"></n-queens>`,
  );
  const a = page.locator('#a');
  const b = page.locator('#b');
  await expect(a.getByRole('gridcell')).toHaveCount(16);
  await expect(b.getByRole('gridcell')).toHaveCount(36);

  // What each shows follows its own attributes.
  await expect(a.locator('.nq-narration')).toBeVisible();
  await expect(b.locator('.nq-narration')).toBeHidden();
  await expect(a.getByRole('slider', { name: 'Timeline' })).toBeVisible();
  await expect(b.getByRole('slider', { name: 'Timeline' })).toBeHidden();
  await expect(b.getByRole('combobox', { name: 'Board size n' })).toHaveValue('6');
  await expect(a.getByRole('combobox')).toHaveCount(0);

  await a.getByRole('button', { name: 'Step', exact: true }).click();
  await a.getByRole('button', { name: 'Step', exact: true }).click();
  await expectPosition(page, '#a', 2);
  expect(await positionOf(page, '#b')).toBe(0);

  await page.evaluate(() => {
    const widget = document.getElementById('b');
    for (let i = 0; i < 5; i += 1) widget.stepForward();
  });
  await expectPosition(page, '#b', 5);
  expect(await positionOf(page, '#a')).toBe(2);
  await expect(a.locator('.nq-narration')).toHaveText('Queen 2 tries (2,1): attacked along the column by queen 1 at (1,1). Prune: try the next square.');

  // One wasm download for the whole page (init() is idempotent).
  const wasmLoads = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.wasm')).length,
  );
  expect(wasmLoads).toBe(1);
  expect(errors).toEqual([]);
});

test('changing n, step, mode, lang and the visible parts re-renders', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'attributes', '<n-queens id="w" n="4"></n-queens>');
  const widget = page.locator('#w');
  await expect(widget.getByRole('gridcell')).toHaveCount(16);

  await widget.evaluate((el) => el.setAttribute('n', '5'));
  await expect(widget.getByRole('gridcell')).toHaveCount(25);
  await expect(widget.getByRole('grid')).toHaveAccessibleName('5 × 5 board');

  await widget.evaluate((el) => el.setAttribute('step', '3'));
  await expectPosition(page, '#w', 3);
  await expect(widget.getByRole('gridcell', { name: 'row 1, column 1, queen' })).toHaveCount(1);

  // n and step set together: one update, the new board at the new step.
  await widget.evaluate((el) => {
    el.n = 6;
    el.step = 10;
  });
  await expect(widget.getByRole('gridcell')).toHaveCount(36);
  await expectPosition(page, '#w', 10);

  // Setting the same step again goes back there after the reader moved on.
  await widget.evaluate((el) => el.stepForward());
  await expectPosition(page, '#w', 11);
  await widget.evaluate((el) => el.setAttribute('step', '10'));
  await expectPosition(page, '#w', 10);

  // A step past the end shows the last step.
  await widget.evaluate((el) => el.setAttribute('step', '999999'));
  await expect.poll(() => widget.evaluate((el) => el.shadowRoot.querySelector('[data-stat="solutions"]').textContent)).toBe('4');

  // Visible parts.
  await expect(widget.locator('.nq-narration')).toBeHidden();
  await widget.evaluate((el) => {
    el.narration = true;
    el.tree = true;
  });
  await expect(widget.locator('.nq-narration')).toBeVisible();
  await expect(widget.locator('.nq-tree')).toBeVisible();
  await expect(widget.locator('.nq-code')).toBeHidden();
  await widget.evaluate((el) => el.setAttribute('controls', 'none'));
  await expect(widget.locator('.nq-stage__controls')).toBeHidden();
  // No player button is left: only the search tree's own zoom buttons.
  await expect(widget.getByRole('button')).toHaveCount(2);
  await expect(widget.getByRole('button', { name: /^Zoom (in|out)$/ })).toHaveCount(2);
  await widget.evaluate((el) => el.setAttribute('controls', 'timeline'));
  await expect(widget.getByRole('slider', { name: 'Timeline' })).toBeVisible();
  await expect(widget.locator('.nq-controls__buttons')).toBeHidden();

  // Language.
  await widget.evaluate((el) => el.setAttribute('lang', 'zh'));
  await expect(widget.getByRole('grid')).toHaveAccessibleName('6×6 棋盘');
  await expect(widget.getByRole('gridcell', { name: '第1行，第1列', exact: true })).toHaveCount(1);

  // Mode: the same element becomes a static board, then a counter.
  await widget.evaluate((el) => {
    el.mode = 'board';
    el.removeAttribute('step');
    el.solution = 2;
    el.lang = 'en';
  });
  await expect(widget.locator('.nq-element__caption')).toHaveText('Solution 2 of the 6-queens puzzle: (1,3), (2,6), (3,2), (4,5), (5,1), (6,4)');
  await expect(widget.getByRole('button')).toHaveCount(0);
  await widget.evaluate((el) => {
    el.mode = 'count';
    el.n = 7;
  });
  await expect(widget.getByRole('button', { name: 'Count' })).toBeVisible();
  await expect(widget.getByRole('combobox', { name: 'Board size n' })).toHaveValue('7');
  expect(errors).toEqual([]);
});

test('Chinese loads with the first widget that speaks it, and a Chinese widget shows no English first', async ({ page }) => {
  const errors = collectErrors(page);
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const zhFetched = () => requested.some((path) => path.endsWith('/js/i18n/strings/zh.js'));
  await recordTexts(page);

  // English widgets never fetch js/i18n/strings/zh.js.
  await openFixture(page, 'lang-en', '<n-queens id="en" narration step="3"></n-queens>');
  await page.waitForLoadState('networkidle');
  expect(zhFetched()).toBe(false);

  // A change to Chinese draws nothing until its strings are in: no English
  // narration is drawn after the change.
  const en = page.locator('#en');
  const before = (await recordedTexts(page, '.nq-narration')).length;
  await en.evaluate((widget) => widget.setAttribute('lang', 'zh'));
  await expect(en.locator('.nq-narration')).toHaveText(CHINESE);
  await expect(en.getByRole('grid')).toHaveAccessibleName('4×4 棋盘');
  expect(zhFetched()).toBe(true);
  expect((await recordedTexts(page, '.nq-narration')).slice(before).filter((text) => !CHINESE.test(text))).toEqual([]);

  // The other changes of the same task apply at once, in the language shown
  // so far (reading the state applies them, as ever); the new language
  // follows once its strings are in.
  await openFixture(page, 'lang-en-step', '<n-queens id="en" narration step="3"></n-queens>');
  const atOnce = await page.evaluate(() => {
    const widget = document.getElementById('en');
    widget.lang = 'zh';
    widget.step = 5;
    return widget.position;
  });
  expect(atOnce).toBe(5);
  await expect(en.locator('.nq-narration')).toHaveText(CHINESE);
  await expectPosition(page, '#en', 5);

  // Chinese from the first render, by attribute or inherited: the loading
  // status and the narration were never English.
  requested.length = 0;
  await openFixture(
    page,
    'lang-zh',
    `<n-queens id="own" lang="zh" narration step="2"></n-queens>
     <div lang="zh-CN"><n-queens id="inherited" narration step="2"></n-queens></div>`,
  );
  expect(zhFetched()).toBe(true);
  for (const id of ['own', 'inherited']) {
    await expect(page.locator(`#${id} .nq-narration`)).toHaveText('皇后2尝试(2，1)：与(1，1)的皇后1在同一列，会受到攻击。剪枝，试下一格。');
  }
  const texts = await recordedTexts(page, '.nq-narration, .nq-element__status');
  expect(texts.some((text) => text.startsWith('正在加载'))).toBe(true);
  expect(texts.filter((text) => !CHINESE.test(text))).toEqual([]);
  expect(errors).toEqual([]);
});

test('properties reflect attributes, bad values fall back, and early properties are upgraded', async ({ page }) => {
  const errors = collectErrors(page);
  // The classic script runs before the deferred element module defines the
  // element: its property writes must not be lost.
  await page.route('**/__fixtures/early-property.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "const el = document.getElementById('early'); el.n = 5; el.narration = true; el.step = 4;",
    }),
  );
  await openFixture(
    page,
    'properties',
    `<n-queens id="early"></n-queens><script src="/__fixtures/early-property.js"></script>
     <n-queens id="bad" n="99" mode="chess" step="-2" solution="x" speed="fast" lang="fr" controls="knobs"></n-queens>`,
  );
  const early = page.locator('#early');
  await expect(early).toHaveAttribute('n', '5');
  await expect(early).toHaveAttribute('narration', '');
  await expect(early.getByRole('gridcell')).toHaveCount(25);
  await expectPosition(page, '#early', 4);

  const reflected = await page.evaluate(() => {
    const el = document.getElementById('early');
    el.autoplay = true;
    const afterSet = el.getAttribute('autoplay');
    el.autoplay = false;
    el.speed = 3; // snaps to 4 steps per second
    el.controls = 'buttons';
    return {
      afterSet,
      autoplay: el.hasAttribute('autoplay'),
      speed: el.speed,
      speedAttribute: el.getAttribute('speed'),
      controls: el.controls,
    };
  });
  expect(reflected).toEqual({ afterSet: '', autoplay: false, speed: 4, speedAttribute: '3', controls: 'buttons' });

  const fallback = await page.evaluate(() => {
    const el = document.getElementById('bad');
    return { n: el.n, mode: el.mode, step: el.step, solution: el.solution, speed: el.speed, lang: el.lang, controls: el.controls, position: el.position };
  });
  expect(fallback).toEqual({
    n: 4,
    mode: 'walkthrough',
    step: null,
    solution: null,
    speed: 2,
    lang: 'en',
    controls: 'buttons timeline speed stats keys',
    position: 0,
  });
  await expect(page.locator('#bad').getByRole('gridcell')).toHaveCount(16);
  expect(errors).toEqual([]);
});

test('events bubble out of the shadow DOM with the right detail', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(
    page,
    'events',
    `<n-queens id="walk" n="4"></n-queens>
     <n-queens id="fig" mode="board" n="6" solution="3"></n-queens>
     <n-queens id="count" mode="count" n="8"></n-queens>`,
  );
  await recordEvents(page);

  await page.evaluate(() => document.getElementById('walk').stepForward());
  await expect.poll(() => recordedEvents(page, { target: 'walk' })).toHaveLength(1);
  const [first] = await recordedEvents(page, { target: 'walk' });
  expect(first).toMatchObject({
    type: 'nqueens-step',
    bubbles: true,
    composed: true,
    detail: {
      n: 4,
      step: 1,
      event: { kind: 'place', step: 1, row: 0, col: 0, attacker: null },
      queens: [0],
      counts: { places: 1, rejects: 0, removes: 0, solutions: 0 },
      done: false,
    },
  });

  // The solution attribute: one step event and one solution event, at the solution.
  await page.evaluate(() => document.getElementById('walk').setAttribute('solution', '1'));
  await expect.poll(() => recordedEvents(page, { type: 'nqueens-solution', target: 'walk' })).toHaveLength(1);
  const [solution] = await recordedEvents(page, { type: 'nqueens-solution', target: 'walk' });
  expect(solution.detail).toMatchObject({ n: 4, solution: 1, index: 0, queens: [1, 3, 0, 2] });
  const steps = await recordedEvents(page, { type: 'nqueens-step', target: 'walk' });
  expect(steps.at(-1).detail.step).toBe(solution.detail.step);
  expect(steps.at(-1).detail.event).toMatchObject({ kind: 'solution', index: 0, queens: [1, 3, 0, 2] });

  // The end of the search.
  const end = await page.evaluate(() => document.getElementById('walk').seek(1e9));
  const [done] = await recordedEvents(page, { type: 'nqueens-done', target: 'walk' });
  expect(done.detail).toMatchObject({ n: 4, step: end, solutions: 2 });

  // Board mode reports the solution it shows (found by the Solutions iterator).
  await page.evaluate(() => document.getElementById('fig').setAttribute('solution', '4'));
  await expect.poll(() => recordedEvents(page, { type: 'nqueens-solution', target: 'fig' })).toHaveLength(1);
  const [figure] = await recordedEvents(page, { type: 'nqueens-solution', target: 'fig' });
  expect(figure.detail).toEqual({ n: 6, solution: 4, index: 3, queens: [4, 2, 0, 5, 3, 1], step: null });

  // Count mode: done with the totals, computed in workers.
  await page.evaluate(() => document.getElementById('count').play());
  await expect.poll(() => recordedEvents(page, { type: 'nqueens-done', target: 'count' }), { timeout: 20_000 }).toHaveLength(1);
  const [counted] = await recordedEvents(page, { type: 'nqueens-done', target: 'count' });
  expect(counted.detail).toMatchObject({ n: 8, solutions: 92, unique: 12 });
  expect(errors).toEqual([]);
});

test('keyboard shortcuts act on the focused widget only; the board is an ARIA grid with named cells', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'keyboard', '<n-queens id="a" n="4" narration></n-queens><n-queens id="b" n="5"></n-queens>');
  const a = page.locator('#a');
  const b = page.locator('#b');
  const gridA = a.getByRole('grid', { name: '4 × 4 board' });
  await expect(gridA).toBeVisible();
  await expect(gridA.getByRole('row')).toHaveCount(4);
  await expect(gridA.getByRole('gridcell', { name: 'row 3, column 2', exact: true })).toHaveCount(1);

  // Nothing focused: the keys belong to the page, not to a widget.
  await page.keyboard.press('ArrowRight');
  expect(await positionOf(page, '#a')).toBe(0);

  // The board takes the focus (Tab reaches it first) and the keys then drive that widget.
  await page.keyboard.press('Tab');
  await expect(gridA).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expectPosition(page, '#a', 1);
  await expect(gridA.getByRole('gridcell', { name: 'row 1, column 1, queen', exact: true })).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectPosition(page, '#a', 3);
  await page.keyboard.press('ArrowLeft');
  await expectPosition(page, '#a', 2);
  expect(await positionOf(page, '#b')).toBe(0);

  await page.keyboard.press('End');
  const last = await page.evaluate(() => document.getElementById('a').shadowRoot.querySelector('.nq-timeline').max);
  await expectPosition(page, '#a', Number(last));
  await expect(a.locator('.nq-narration')).toContainText('2 solutions found');
  await page.keyboard.press('Home');
  await expectPosition(page, '#a', 0);

  await page.keyboard.press(' ');
  await expect.poll(() => page.evaluate(() => document.getElementById('a').playing)).toBe(true);
  await page.keyboard.press(' ');
  await expect.poll(() => page.evaluate(() => document.getElementById('a').playing)).toBe(false);

  // Focus moves to the second widget: the keys follow it.
  const before = await positionOf(page, '#a');
  await b.getByRole('grid').focus();
  await page.keyboard.press('ArrowRight');
  await expectPosition(page, '#b', 1);
  expect(await positionOf(page, '#a')).toBe(before);

  // Keys owned by a focused control stay with it: arrows on the timeline move the slider.
  const timeline = b.getByRole('slider', { name: 'Timeline' });
  await timeline.focus();
  await page.keyboard.press('ArrowRight');
  await expectPosition(page, '#b', 2);
  // Space on a focused button presses that button, not play/pause.
  await b.getByRole('button', { name: 'Step back' }).focus();
  await page.keyboard.press(' ');
  await expectPosition(page, '#b', 1);
  expect(await page.evaluate(() => document.getElementById('b').playing)).toBe(false);
  expect(errors).toEqual([]);
});

test('a new n keeps the step or solution attribute in walkthrough and explore modes', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(
    page,
    'new-n',
    `<n-queens id="walk" n="6" step="30"></n-queens>
     <n-queens id="explore" mode="explore" n="6" solution="2"></n-queens>`,
  );
  await expectPosition(page, '#walk', 30);
  await recordEvents(page);
  await page.evaluate(() => {
    document.getElementById('walk').n = 5;
    document.getElementById('explore').n = 5;
  });
  // The 5-queens board at step 30, as <n-queens n="5" step="30"> would show.
  await expect(page.locator('#walk').getByRole('gridcell')).toHaveCount(25);
  await expectPosition(page, '#walk', 30);
  expect(await page.evaluate(() => document.getElementById('walk').step)).toBe(30);
  // Solution 2 of the 5-queens puzzle.
  await expect.poll(() => recordedEvents(page, { type: 'nqueens-solution', target: 'explore' })).toHaveLength(1);
  const [solution] = await recordedEvents(page, { type: 'nqueens-solution', target: 'explore' });
  expect(solution.detail).toMatchObject({ n: 5, solution: 2, index: 1 });
  expect(await positionOf(page, '#explore')).toBe(solution.detail.step);
  expect(errors).toEqual([]);
});

// Found by a tutorial's author: `el.code = 'bitmask'` or `el.by = 'line'` put
// the widget back at step 0 while its step attribute still said 40. A new
// program is a new search, as a new n is: it goes to the step (or solution)
// attribute, clamped to the last step of a shorter program, and reports
// only the step it lands on.
test('a new code view or step unit keeps the step attribute, as a new n does', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(
    page,
    'new-program',
    `<n-queens id="view" n="6" step="40" code="flags"></n-queens>
     <n-queens id="unit" n="6" step="40" code="flags"></n-queens>
     <n-queens id="short" n="4" step="60" code="flags"></n-queens>
     <n-queens id="solution" n="6" solution="2" code="recursive"></n-queens>`,
  );
  for (const id of ['view', 'unit']) await expectPosition(page, `#${id}`, 40);
  await expectPosition(page, '#short', 60);
  await expect.poll(() => page.evaluate(() => document.getElementById('solution').position)).toBeGreaterThan(0);
  await recordEvents(page);
  const stepsOf = async (target) =>
    (await recordedEvents(page, { type: 'nqueens-step', target })).map((event) => event.detail.step);
  await page.evaluate(() => {
    document.getElementById('view').code = 'bitmask';
    document.getElementById('unit').by = 'line';
    document.getElementById('short').code = 'leetcode';
    document.getElementById('solution').code = 'leetcode';
  });
  const shown = (id) => page.evaluate((sel) => {
    const widget = document.getElementById(sel);
    const current = widget.shadowRoot.querySelector('[aria-current="true"]');
    return { step: widget.getAttribute('step'), code: widget.code, by: widget.by, line: Boolean(current) };
  }, id);
  await expectPosition(page, '#view', 40);
  expect(await shown('view')).toMatchObject({ step: '40', code: 'bitmask', by: 'event' });
  await expectPosition(page, '#unit', 40);
  expect(await shown('unit')).toMatchObject({ step: '40', code: 'flags', by: 'line', line: true });
  // leetcode's 4-queens run is shorter than 60 events: its last step, as step="60" would show it.
  await expect.poll(async () => (await recordedEvents(page, { type: 'nqueens-step', target: 'short' })).at(-1)?.detail.done).toBe(true);
  const [last] = (await recordedEvents(page, { type: 'nqueens-step', target: 'short' })).slice(-1);
  expect(last.detail.step).toBeLessThan(60);
  expect(await positionOf(page, '#short')).toBe(last.detail.step);
  // solution="2" is leetcode's own second solution now.
  await expect.poll(() => recordedEvents(page, { type: 'nqueens-solution', target: 'solution' })).toHaveLength(1);
  const [solution] = await recordedEvents(page, { type: 'nqueens-solution', target: 'solution' });
  expect(solution.detail).toMatchObject({ n: 6, solution: 2 });
  expect(await positionOf(page, '#solution')).toBe(solution.detail.step);
  await page.waitForTimeout(200); // nothing else arrives late
  // Only the step each lands on is reported, not the new program's step 0.
  expect(await stepsOf('view')).toEqual([40]);
  expect(await stepsOf('unit')).toEqual([40]);
  expect(await stepsOf('short')).toEqual([last.detail.step]);
  expect(await stepsOf('solution')).toEqual([solution.detail.step]);
  // Changes that keep the program keep the place too.
  await page.evaluate(() => {
    const widget = document.getElementById('view');
    widget.lang = 'zh';
    widget.narration = true;
    widget.by = 'event';
  });
  await page.waitForTimeout(200);
  expect(await positionOf(page, '#view')).toBe(40);
  expect(errors).toEqual([]);
});

// The code panel's modules load when a widget first shows one: the program
// starts after them, and the step attribute still applies then.
test('adding code to a plain walkthrough keeps its step attribute', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'add-code', '<n-queens id="plain" n="6" step="40"></n-queens>');
  await expectPosition(page, '#plain', 40);
  await recordEvents(page);
  await page.evaluate(() => {
    document.getElementById('plain').code = 'flags';
  });
  await expect(page.locator('#plain').locator('.nq-code__line').first()).toBeVisible();
  await expectPosition(page, '#plain', 40);
  await expect(page.locator('#plain').locator('.nq-code__line[aria-current="true"]')).toHaveCount(1);
  await page.waitForTimeout(300);
  expect(await positionOf(page, '#plain')).toBe(40);
  expect(await page.evaluate(() => document.getElementById('plain').getAttribute('step'))).toBe('40');
  const steps = (await recordedEvents(page, { type: 'nqueens-step', target: 'plain' })).map((event) => event.detail.step);
  expect(steps.at(-1)).toBe(40);
  expect(steps).not.toContain(0);
  expect(errors).toEqual([]);
});

test('n and step set in one task make one update: one nqueens-step, where the widget lands', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(
    page,
    'one-task',
    `<n-queens id="walk" n="4"></n-queens>
     <n-queens id="explore" mode="explore" n="4"></n-queens>
     <n-queens id="plain" n="4"></n-queens>
     <div id="holder"></div>`,
  );
  await recordEvents(page);
  const stepsOf = async (target) =>
    (await recordedEvents(page, { type: 'nqueens-step', target })).map((event) => `${event.detail.n}:${event.detail.step}`);

  // Read right after the synchronous sets, the state is already the new one.
  const read = await page.evaluate(() => {
    const walk = document.getElementById('walk');
    walk.n = 6;
    walk.step = 30;
    const explore = document.getElementById('explore');
    explore.n = 5;
    explore.solution = 2;
    return { walk: walk.position, walkN: walk.shadowRoot.querySelectorAll('[role="gridcell"]').length };
  });
  expect(read).toEqual({ walk: 30, walkN: 36 });
  await expect.poll(() => recordedEvents(page, { type: 'nqueens-solution', target: 'explore' })).toHaveLength(1);
  // A new n alone still reports the new board's first step.
  await page.evaluate(() => {
    document.getElementById('plain').n = 5;
  });
  await expect.poll(() => stepsOf('plain')).toEqual(['5:0']);
  // A widget added with n and step reports only the step it starts at.
  await page.evaluate(async () => {
    const widget = document.createElement('n-queens');
    widget.id = 'added';
    widget.n = 6;
    widget.step = 12;
    document.getElementById('holder').append(widget);
    await widget.ready;
  });
  await expect.poll(() => stepsOf('added')).toEqual(['6:12']);
  await page.waitForTimeout(200); // nothing else arrives late
  expect(await stepsOf('walk')).toEqual(['6:30']);
  const [solution] = await recordedEvents(page, { type: 'nqueens-solution', target: 'explore' });
  expect(solution.detail).toMatchObject({ n: 5, solution: 2 });
  expect(await stepsOf('explore')).toEqual([`5:${solution.detail.step}`]);
  expect(await stepsOf('plain')).toEqual(['5:0']);
  expect(await stepsOf('added')).toEqual(['6:12']);

  // A method called after a set acts after it: step 10, then one step forward.
  const after = await page.evaluate(() => {
    const walk = document.getElementById('walk');
    walk.step = 10;
    walk.stepForward();
    return walk.position;
  });
  expect(after).toBe(11);
  await page.waitForTimeout(100);
  expect(await positionOf(page, '#walk')).toBe(11);
  expect(errors).toEqual([]);
});

test('the controls property round-trips, none included', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'controls', '<n-queens id="w" n="4"></n-queens>');
  const widget = page.locator('#w');
  const read = await widget.evaluate((el) => {
    el.controls = 'none';
    const none = el.controls;
    el.controls = el.controls; // writing back what was read changes nothing
    const again = el.controls;
    el.controls = 'timeline, buttons'; // read back in the order given
    const list = el.controls;
    el.controls = null;
    return { none, again, list, all: el.controls };
  });
  expect(read).toEqual({ none: 'none', again: 'none', list: 'timeline buttons', all: 'buttons timeline speed stats keys' });
  await widget.evaluate((el) => {
    el.controls = 'none';
    el.controls = el.controls;
  });
  await expect(widget.locator('.nq-stage__controls')).toBeHidden();
  await expect(widget.getByRole('button')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('any positive speed snaps to the nearest one, however it is written', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'speeds', '<n-queens id="w" n="4" speed="1000000"></n-queens>');
  // The widget plays at the speed the property reads: the speed slider's index.
  const sliderIndex = () => page.evaluate(() => Number(document.getElementById('w').shadowRoot.querySelector('.nq-speed').value));
  expect(await page.evaluate(() => document.getElementById('w').speed)).toBe(10_000);
  expect(await sliderIndex()).toBe(9);

  const speeds = await page.evaluate(() => {
    const el = document.getElementById('w');
    const read = (value) => {
      el.speed = value;
      return el.speed;
    };
    return [read(1 / 3), read(3), read(1e21), read(1e-7), read(0.75), read('fast'), read(Infinity), read(0), read('0x8')];
  });
  expect(speeds).toEqual([0.5, 4, 10_000, 0.5, 1, 2, 2, 2, 2]);
  await page.evaluate(() => {
    document.getElementById('w').speed = 1 / 3;
  });
  await expect.poll(sliderIndex).toBe(0);
  expect(errors).toEqual([]);
});

test('--nq-board-size and --nq-padding have their defaults on the element, not the page root', async ({ page }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'sizes', '<n-queens id="plain" mode="board" n="4"></n-queens><n-queens id="themed" mode="board" n="4"></n-queens>', {
    head: '<style>:root { --nq-board-size: 5rem; --nq-padding: 3rem; } #themed { --nq-board-size: 20rem; --nq-padding: 0; }</style>',
  });
  const sizes = await page.evaluate(() =>
    ['plain', 'themed'].map((id) => {
      const widget = document.getElementById(id);
      const style = getComputedStyle(widget);
      return {
        boardSize: style.getPropertyValue('--nq-board-size').trim(),
        // As a number: the minified stylesheet (dist/site) writes `.75em`.
        padding: parseFloat(style.getPropertyValue('--nq-padding')),
        paddingTop: style.paddingTop,
        width: Math.round(widget.shadowRoot.querySelector('.nq-board').getBoundingClientRect().width),
      };
    }),
  );
  expect(sizes).toEqual([
    { boardSize: '30em', padding: 0.75, paddingTop: '12px', width: 480 },
    { boardSize: '20rem', padding: 0, paddingTop: '0px', width: 320 },
  ]);
  expect(errors).toEqual([]);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('autoplay, set at first or later, does not play a walkthrough; a count still starts', async ({ page }) => {
    const errors = collectErrors(page);
    await openFixture(
      page,
      'reduced-motion',
      `<n-queens id="early" n="4" autoplay speed="60"></n-queens>
       <n-queens id="late" mode="explore" n="5" speed="60"></n-queens>
       <n-queens id="count" mode="count" n="8"></n-queens>`,
    );
    await recordEvents(page);
    await page.evaluate(() => {
      document.getElementById('late').autoplay = true;
      document.getElementById('count').autoplay = true; // counting is not motion
    });
    await expect.poll(() => recordedEvents(page, { type: 'nqueens-done', target: 'count' }), { timeout: 20_000 }).toHaveLength(1);
    await page.waitForTimeout(300); // at 60 steps a second, a playing widget would have moved
    const state = await page.evaluate(() =>
      ['early', 'late'].map((id) => ({ playing: document.getElementById(id).playing, position: document.getElementById(id).position })),
    );
    expect(state).toEqual([
      { playing: false, position: 0 },
      { playing: false, position: 0 },
    ]);
    // play() is the reader's own request: it still plays.
    await page.evaluate(() => document.getElementById('late').play());
    await expect.poll(() => positionOf(page, '#late')).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

// Found by a tutorial's author: "Keys: Space play/pause …" showed on a
// 375 px phone, which has no keyboard. A touch screen without hover and with
// a coarse pointer has no hint; a keyboard's screen keeps it.
test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the keyboard hint does not show; the other controls do', async ({ page }) => {
    const errors = collectErrors(page);
    await openFixture(page, 'phone-keys', '<n-queens id="w" n="4" narration></n-queens><n-queens id="m" mode="explore" n="6"></n-queens>');
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
    for (const id of ['w', 'm']) {
      await expect(page.locator(`#${id} .nq-controls__buttons`)).toBeVisible();
      await expect(page.locator(`#${id} .nq-stats`)).toBeVisible();
      expect(await page.locator(`#${id} .nq-keys`).evaluateAll((hints) => hints.filter((hint) => hint.checkVisibility()).length)).toBe(0);
    }
    // A change of the visible parts or of the language does not bring it back.
    await page.evaluate(() => {
      const widget = document.getElementById('w');
      widget.controls = 'buttons keys';
      widget.lang = 'zh';
    });
    await expect(page.locator('#w .nq-controls__buttons')).toBeVisible();
    expect(await page.locator('#w .nq-keys').evaluateAll((hints) => hints.filter((hint) => hint.checkVisibility()).length)).toBe(0);
    expect(errors).toEqual([]);
  });
});

test('with a keyboard (a desktop screen), the keyboard hint shows, and controls can hide it', async ({ page }) => {
  await openFixture(page, 'desktop-keys', '<n-queens id="w" n="4"></n-queens>');
  expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(false);
  await expect(page.locator('#w .nq-keys')).toBeVisible();
  await expect(page.locator('#w .nq-keys')).toContainText('Space');
  await page.evaluate(() => {
    document.getElementById('w').controls = 'buttons';
  });
  await expect(page.locator('#w .nq-keys')).toBeHidden();
});
