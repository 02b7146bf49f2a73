// The five code views (issue #11): for each ?code= view, stepping the
// 4-queens walkthrough forward through all 78 events (and the final `done`)
// and back again
// highlights (aria-current="true") the line that an independent trace of
// that view's code executes. The traces below are transcriptions of the
// notes' algorithms (003, 004, LeetCode 52) written here, instrumented to
// record the line they execute at each event: not the page's mapping table.
// The recursive view's call stack has depth + 1 frames at every event; in
// every recursive view it has as many frames as the trace has active calls.
import { test, expect } from '@playwright/test';

const N = 4;

/**
 * A recorder: events as { kind, row, col, fn, text, frames } (fn: the
 * function the line is in; frames: the calls of the recursive function
 * active once the line has run, counted by `enter` and `leave` around its
 * body, plus one when the line is the recursive call itself).
 */
function recorder() {
  const events = [];
  let active = 0;
  const emit = (kind, row, col, fn, text, { calls = false } = {}) =>
    events.push({ kind, row, col, fn, text, frames: active + (calls ? 1 : 0) });
  const enter = () => { active += 1; };
  const leave = (value) => { active -= 1; return value; };
  return { events, emit, enter, leave };
}

// 004: placeQueens / place(row) / isValid, 0-based.
function traceRecursive(n) {
  const { events, emit, enter, leave } = recorder();
  const queens = [];
  let ways = 0;
  function isValid(row, col) {
    for (let i = 0; i < row; i += 1) {
      if (queens[i] === col) return emit('reject', row, col, 'isValid', 'if (queens[i] == col) return false;'), false;
      if (row - i === Math.abs(col - queens[i])) {
        return emit('reject', row, col, 'isValid', 'if (row - i == Math.abs(col - queens[i])) return false;'), false;
      }
    }
    return true;
  }
  // Returns the line by which the call ends.
  function place(row) {
    enter();
    if (row === n) {
      ways += 1;
      emit('solution', null, null, 'place', 'ways++;');
      return leave('return;');
    }
    for (let col = 0; col < n; col += 1) {
      if (isValid(row, col)) {
        queens[row] = col;
        emit('place', row, col, 'place', 'place(row + 1);', { calls: true });
        const exit = place(row + 1);
        emit('remove', row, col, 'place', exit); // the callee has returned
      }
    }
    return leave('}');
  }
  place(0);
  emit('done', null, null, 'placeQueens', 'System.out.println(n + "皇后一共有" + ways + "种摆法");');
  return { start: { fn: 'placeQueens', text: 'place(0);' }, events, ways };
}

// 003: backdate(n), the non-recursive version, 1-based a[k].
function traceIterative(n) {
  const { events, emit } = recorder();
  const a = new Array(n + 2).fill(0);
  const check = (k) => {
    for (let i = 1; i <= k - 1; i += 1) {
      if (Math.abs(a[i] - a[k]) === Math.abs(i - k) || a[i] === a[k]) {
        emit('reject', k - 1, a[k] - 1, 'check', 'if (abs(a[i] - a[k]) == abs(i - k) || a[i] == a[k]) return 0;');
        return 0;
      }
    }
    return 1;
  };
  a[1] = 0;
  let k = 1;
  let solved = false;
  while (k > 0) {
    a[k] += 1;
    if (solved) emit('remove', k - 1, a[k] - 2, 'backdate', 'a[k] = a[k] + 1;'); // moving a[n] on lifts it
    solved = false;
    while (a[k] <= n && check(k) === 0) a[k] += 1;
    if (a[k] <= n) {
      if (k === n) {
        emit('place', k - 1, a[k] - 1, 'backdate', 'if (a[k] <= n) {');
        emit('solution', null, null, 'backdate', 'if (k == n) output(n);');
        solved = true;
      } else {
        k += 1;
        emit('place', k - 2, a[k - 1] - 1, 'backdate', 'k = k + 1;');
        a[k] = 0;
      }
    } else {
      k -= 1;
      if (k > 0) emit('remove', k - 1, a[k] - 1, 'backdate', 'k = k - 1;');
    }
  }
  emit('done', null, null, 'backdate', 'while (k > 0) {');
  return { start: { fn: 'backdate', text: 'k = 1;' }, events };
}

// 003: queen3 / try(i) with the flag arrays b, c, d, 1-based.
function traceFlags(n) {
  const { events, emit, enter, leave } = recorder();
  const a = [];
  const b = [];
  const c = [];
  const d = [];
  const TEST = 'if (b[j] == 0 && c[i + j] == 0 && d[i - j + n] == 0) {';
  function tryRow(i) {
    enter();
    for (let j = 1; j <= n; j += 1) {
      if (!b[j] && !c[i + j] && !d[i - j + n]) {
        a[i] = j;
        b[j] = c[i + j] = d[i - j + n] = 1;
        if (i < n) {
          emit('place', i - 1, j - 1, 'try', 'if (i < n) try(i + 1);', { calls: true });
          tryRow(i + 1);
        } else {
          emit('place', i - 1, j - 1, 'try', 'b[j] = 1; c[i + j] = 1; d[i - j + n] = 1;');
          emit('solution', null, null, 'try', 'else output();');
        }
        b[j] = c[i + j] = d[i - j + n] = 0;
        emit('remove', i - 1, j - 1, 'try', 'b[j] = 0; c[i + j] = 0; d[i - j + n] = 0;');
      } else {
        emit('reject', i - 1, j - 1, 'try', TEST);
      }
    }
    leave();
  }
  tryRow(1);
  emit('done', null, null, 'queen3', '}');
  return { start: { fn: 'queen3', text: 'try(1);' }, events };
}

// 004: the bit-set version, corrected (rightTop |= rtV; cols ^= colV).
function traceBitmask(n) {
  const { events, emit, enter, leave } = recorder();
  let cols = 0;
  let leftTop = 0;
  let rightTop = 0;
  function place(row) {
    enter();
    if (row === n) return leave(emit('solution', null, null, 'place', 'ways++;'));
    for (let col = 0; col < n; col += 1) {
      const colV = 1 << col;
      if ((cols & colV) !== 0) {
        emit('reject', row, col, 'place', 'if ((cols & colV) != 0) continue;');
        continue;
      }
      const ltV = 1 << (row - col + n - 1);
      if ((leftTop & ltV) !== 0) {
        emit('reject', row, col, 'place', 'if ((leftTop & ltV) != 0) continue;');
        continue;
      }
      const rtV = 1 << (row + col);
      if ((rightTop & rtV) !== 0) {
        emit('reject', row, col, 'place', 'if ((rightTop & rtV) != 0) continue;');
        continue;
      }
      cols |= colV;
      leftTop |= ltV;
      rightTop |= rtV;
      emit('place', row, col, 'place', 'place(row + 1);', { calls: true });
      place(row + 1);
      cols ^= colV;
      emit('remove', row, col, 'place', 'cols ^= colV;');
      leftTop ^= ltV;
      rightTop ^= rtV;
    }
    return leave(undefined);
  }
  place(0);
  emit('done', null, null, 'placeQueens', 'System.out.println(n + "皇后一共有" + ways + "种摆法");');
  return { start: { fn: 'placeQueens', text: 'place(0);' }, events };
}

// LeetCode 52: free squares from the masks, lowest bit first. An attacked
// square is never tried; the walkthrough's rejects of a row stand for the
// columns that `free` left out, all on the line that computed it.
function traceLeetcode(n) {
  const { events, emit, enter, leave } = recorder();
  const mask = (1 << n) - 1;
  const FREE = 'int free = ~(cols | ld | rd) & mask;';
  function place(row, cols, ld, rd) {
    enter();
    if (row === n) {
      emit('solution', null, null, 'place', 'ways++;');
      return leave('return;');
    }
    let free = ~(cols | ld | rd) & mask;
    let masked = 0; // the next column not yet accounted for
    while (free !== 0) {
      const bit = free & -free;
      free ^= bit;
      const col = 31 - Math.clz32(bit);
      for (; masked < col; masked += 1) emit('reject', row, masked, 'place', FREE);
      masked = col + 1;
      emit('place', row, col, 'place', 'place(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);', { calls: true });
      const exit = place(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
      emit('remove', row, col, 'place', exit);
    }
    for (; masked < n; masked += 1) emit('reject', row, masked, 'place', FREE);
    return leave('}');
  }
  place(0, 0, 0, 0);
  emit('done', null, null, 'totalNQueens', 'return ways;');
  return { start: { fn: 'totalNQueens', text: 'place(0, 0, 0, 0);' }, events };
}

const TRACES = {
  recursive: traceRecursive,
  iterative: traceIterative,
  flags: traceFlags,
  bitmask: traceBitmask,
  leetcode: traceLeetcode,
};

// Records, each time the step counter changes, the step and what the code
// panel shows then: how many lines are marked, the highlighted line's text
// and the function it is in (the nearest signature at column 0 above it),
// and the call stack's items. The key presses stay real; reading in the
// page saves a round trip per step (the walk is 158 presses per view).
function recordSteps(page) {
  return page.evaluate(() => {
    const counter = document.querySelector('[data-stat="step"]');
    const read = () => {
      const current = [...document.querySelectorAll('.nq-code__line[aria-current="true"]')];
      const lines = [...document.querySelectorAll('.nq-code__line')];
      const textOf = (line) => line.querySelector('.nq-code__text').textContent;
      let fn = null;
      for (let i = lines.indexOf(current[0]); i >= 0 && fn === null; i -= 1) {
        fn = textOf(lines[i]).match(/^(?:void|int|boolean) (\w+)\(/)?.[1] ?? null;
      }
      const stack = document.querySelector('ol[aria-label="Call stack"]');
      return {
        position: Number.parseInt(counter.textContent, 10),
        marked: current.length,
        text: current[0] ? textOf(current[0]).trim() : null,
        fn,
        frames: stack && !stack.hidden ? stack.children.length : null,
      };
    };
    window.__codeReadings = [read()];
    new MutationObserver(() => window.__codeReadings.push(read())).observe(counter, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
}

async function stepperEvents(page) {
  return page.evaluate(async (n) => {
    const api = await import('/nqueens.js');
    await api.default();
    const stepper = new api.Stepper(n);
    const events = [];
    for (let event = stepper.step(); event; event = stepper.step()) {
      const square = ['place', 'reject', 'remove'].includes(event.kind);
      events.push({ kind: event.kind, row: square ? event.row : null, col: square ? event.col : null });
    }
    stepper.free();
    return events;
  }, N);
}

for (const [view, trace] of Object.entries(TRACES)) {
  test(`?code=${view}: every event of the 4-queens walkthrough highlights the line the code executes, forward and back`, async ({ page }) => {
    test.setTimeout(120_000);
    const { start, events } = trace(N);
    await page.goto(`/?code=${view}&step=0`);
    await expect(page.locator('[data-stat="step"]')).toHaveText(`0 / ${events.length}`);
    await expect(page.getByRole('combobox', { name: 'Code' })).toHaveValue(view);
    // The view's program is loaded on demand: its lines are there once one is highlighted.
    await expect(page.locator('.nq-code__line[aria-current="true"]')).toHaveCount(1);

    // The trace follows the same search as the Rust Stepper, event by event.
    expect(events.map(({ kind, row, col }) => ({ kind, row, col }))).toEqual(await stepperEvents(page));
    // The 78 events of the walkthrough, then the end of the search.
    expect(events.filter((event) => event.kind !== 'done')).toHaveLength(78);

    // depth[p]: queens on the board after event p.
    const depth = [0];
    for (const event of events) depth.push(depth.at(-1) + (event.kind === 'place' ? 1 : event.kind === 'remove' ? -1 : 0));
    const expectedAt = (position) => (position === 0 ? start : events[position - 1]);
    const check = (shown) => {
      const want = expectedAt(shown.position);
      const where = `${view}, step ${shown.position} (${want.kind ?? 'start'})`;
      expect(shown.marked, where).toBe(1);
      expect({ fn: shown.fn, text: shown.text }, where).toEqual({ fn: want.fn, text: want.text });
      if (view === 'recursive') expect(shown.frames, `${where}: call stack, depth + 1`).toBe(depth[shown.position] + 1);
      // The iterative view has no call stack. Before and after the search
      // only the outer function runs: one frame.
      const frames = view === 'iterative' ? null : Math.max(1, want.frames ?? 0);
      expect(shown.frames, `${where}: call stack`).toBe(frames);
    };

    await recordSteps(page);
    for (let position = 1; position <= events.length; position += 1) await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-stat="step"]')).toHaveText(`${events.length} / ${events.length}`);
    for (let position = events.length - 1; position >= 0; position -= 1) await page.keyboard.press('ArrowLeft');
    await expect(page.locator('[data-stat="step"]')).toHaveText(`0 / ${events.length}`);
    const readings = await page.evaluate(() => window.__codeReadings);
    // Every step once on the way forward, and again on the way back.
    const forward = Array.from({ length: events.length + 1 }, (_, position) => position);
    expect(readings.map((reading) => reading.position)).toEqual([...forward, ...forward.slice(0, -1).reverse()]);
    for (const reading of readings) check(reading);
  });
}

test('<n-queens code="…">: the attribute picks the view, bare `code` is recursive, and the selector switches in both languages', async ({ page }) => {
  const { openFixture, collectErrors, waitForWidgets } = await import('./element-helpers.mjs');
  const errors = collectErrors(page);
  await openFixture(
    page,
    'code-views',
    `<n-queens id="bare" code step="2"></n-queens>
     <n-queens id="flags" code="flags" step="1" lang="zh"></n-queens>
     <n-queens id="odd" code="nonsense"></n-queens>`,
  );
  await waitForWidgets(page);
  const bare = page.locator('#bare');
  const flags = page.locator('#flags');
  await expect(bare.getByRole('combobox', { name: 'Code' })).toHaveValue('recursive');
  await expect(bare.locator('.nq-code__line[aria-current="true"]')).toContainText('if (queens[i] == col) return false;');
  await expect(bare.getByRole('list', { name: 'Call stack' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.locator('#odd').getByRole('combobox', { name: 'Code' })).toHaveValue('recursive');

  await expect(flags.getByRole('combobox', { name: '代码' })).toHaveValue('flags');
  await expect(flags.getByRole('list', { name: '调用栈' }).getByRole('listitem')).toHaveText(['try(1) j = 1', 'try(2)']);
  await expect(flags.locator('.nq-code__line[aria-current="true"]')).toContainText('if (i < n) try(i + 1);');
  await expect(flags.getByRole('region', { name: 'C 代码' })).toBeVisible();

  // The selector switches the view at the same step; the attribute is left as it was.
  await bare.getByRole('combobox', { name: 'Code' }).selectOption('bitmask');
  await expect(bare.locator('.nq-code__line[aria-current="true"]')).toContainText('if ((cols & colV) != 0) continue;');
  await expect(bare.locator('.nq-code__fix')).toContainText('+ cols ^= colV;');
  await expect(bare).toHaveAttribute('code', '');
  // Setting the attribute shows that view.
  await page.evaluate(() => document.getElementById('bare').setAttribute('code', 'leetcode'));
  await expect(bare.getByRole('combobox', { name: 'Code' })).toHaveValue('leetcode');
  await expect(bare.locator('.nq-code__line[aria-current="true"]')).toContainText('int free = ~(cols | ld | rd) & mask;');
  await expect(bare.locator('.nq-code__extra')).toContainText('Masked out: row 1, col 0');
  expect(errors).toEqual([]);
});

test('the page: the selector writes ?code= into the link, and the call stack changes are announced in words', async ({ page }) => {
  await page.goto('/?step=0');
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^0 \//);
  await page.getByRole('combobox', { name: 'Code' }).selectOption('iterative');
  await expect(page).toHaveURL(/[?&]code=iterative/);
  await expect(page.getByRole('list', { name: 'Call stack' })).toBeHidden();
  await page.getByRole('combobox', { name: 'Code' }).selectOption('recursive');
  await expect(page).not.toHaveURL(/code=/);
  await page.locator('body').click();
  await page.keyboard.press('ArrowRight'); // place (1,1): place(1) is called
  const spoken = page.locator('.nq-code__vars [role="status"]');
  await expect(page.getByRole('list', { name: 'Call stack' }).getByRole('listitem')).toHaveText(['place(0) col = 0', 'place(1)']);
  await page.keyboard.press('ArrowRight'); // reject (2,1): no call begins or ends
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight'); // place (2,3): place(2) is called
  await expect(spoken).toHaveText('Call place(2).');
  await page.keyboard.press('ArrowLeft');
  await expect(spoken).toHaveText('place(2) returns; back in place(1).');
});

test('the explorer has the same code views: ?mode=explore&code=… on another board', async ({ page }) => {
  // n = 5, the bitmask view: the trace written above, for five queens.
  const { events } = traceBitmask(5);
  await page.goto('/?mode=explore&n=5&code=bitmask&step=0');
  await expect(page.getByRole('combobox', { name: 'Code' })).toHaveValue('bitmask');
  await expect(page.locator('.nq-code__line[aria-current="true"]')).toContainText('place(0);');
  // The player's keys act from the page itself once its board is drawn
  // (a click on the body could land on a control and keep the focus there).
  await expect(page.getByRole('gridcell')).toHaveCount(25);
  await page.evaluate(() => document.activeElement?.blur());
  for (let position = 1; position <= 12; position += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-stat="step"]')).toHaveText(new RegExp(`^${position} /`));
    const line = page.locator('.nq-code__line[aria-current="true"] .nq-code__text');
    await expect.poll(async () => (await line.textContent()).trim()).toBe(events[position - 1].text);
    await expect(page.getByRole('list', { name: 'Call stack' }).getByRole('listitem')).toHaveCount(Math.max(1, events[position - 1].frames));
  }
  await page.getByRole('combobox', { name: 'Code' }).selectOption('iterative');
  await expect(page).toHaveURL(/mode=explore.*code=iterative/);
  await expect(page.locator('.nq-code__var-name', { hasText: /^k$/ })).toBeVisible();
});

// Each view at desktop and phone width, light and dark, in a language each:
// the code panel fits (no horizontal scrolling of the page at 360 px; long
// lines scroll inside the code box), and a screenshot of the panel for a
// person to look at (artifacts/screenshots/code-VIEW-VIEWPORT-SCHEME.png).
const SHOT_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 800 },
];
for (const [index, view] of Object.keys(TRACES).entries()) {
  for (const viewport of SHOT_VIEWPORTS) {
    const scheme = index % 2 === 0 ? 'light' : 'dark';
    const lang = viewport.name === 'phone' && index % 2 === 1 ? 'zh' : 'en';
    test(`?code=${view} at ${viewport.name} width, ${scheme}, ${lang}: the panel fits, screenshot`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Step 12: three queens down, a reject in row 4 (the call stack three deep).
      await page.goto(`/?code=${view}&step=12&lang=${lang}`);
      const panel = page.locator('.nq-stage__code');
      await expect(panel.locator('.nq-code__line[aria-current="true"]')).toHaveCount(1);
      const stack = panel.getByRole('list', { name: lang === 'zh' ? '调用栈' : 'Call stack' });
      if (view === 'iterative') await expect(stack).toBeHidden();
      else await expect(stack.getByRole('listitem')).not.toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling of the page').toBeLessThanOrEqual(0);
      const box = await panel.boundingBox();
      expect(box.x + box.width, 'the panel inside the window').toBeLessThanOrEqual(viewport.width);
      await panel.screenshot({ path: `artifacts/screenshots/code-${view}-${viewport.name}-${scheme}.png` });
    });
  }
}

// A native <select> cuts a name longer than itself: at 360 px every view's
// name, in both languages, fits the widest select its label allows (the
// text measured in the select's own font, plus 24 px for the arrow and the
// inner padding).
test('at phone width every code view name fits the select, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const lang of ['en', 'zh']) {
    await page.goto(`/?code=recursive&lang=${lang}`);
    const select = page.locator('.nq-code__select');
    await expect(select).toBeVisible();
    const fits = await select.evaluate((element) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d');
      context.font = style.font;
      const label = element.parentElement;
      const labelStyle = getComputedStyle(label);
      const room = label.clientWidth - parseFloat(labelStyle.paddingLeft) - parseFloat(labelStyle.paddingRight) - 24;
      return [...element.options].map((option) => ({ name: option.text, width: Math.ceil(context.measureText(option.text).width), room }));
    });
    expect(fits.length).toBeGreaterThanOrEqual(5);
    for (const { name, width, room } of fits) expect(width, `"${name}" (${lang})`).toBeLessThanOrEqual(room);
  }
});
