// A student's review of the code panel (Chinese and English, a phone at
// 375 × 740 by touch, a laptop at 1280 × 800 and a projector at 1920 × 1080
// by keyboard):
// - stepping by line, the running line, the board and the step buttons are
//   in one screen (wide: the code beside the board, whose column stays in
//   view; phone: the step buttons stay at the top over the code);
// - a 0-based program says that it counts from 0, from the core's facts;
// - long lines wrap on a phone (read-only) and in the editor (no sideways
//   scroll under the line numbers), and the editor opens in view;
// - the explorer's Go to step refuses a step past the end in the page's
//   language, naming the last step.
import { test, expect } from '@playwright/test';

const inView = (box, height) => box && box.y >= 0 && box.y + box.height <= height;

// The boxes of the highlighted line, the board and the step buttons, in the viewport's coordinates.
const boxes = (page) => page.evaluate(() => {
  const box = (selector) => {
    const node = document.querySelector(selector);
    if (!node) return null;
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x, y, width, height };
  };
  return { line: box('.nq-code__line[aria-current="true"]'), board: box('.nq-board'), buttons: box('.nq-controls__buttons') };
});

async function stepByLine(page, lang) {
  await page.goto(`/?lang=${lang}&theme=light&step=20&by=line`);
  await expect(page.locator('.nq-code__line[aria-current="true"]')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^21 \//);
}

for (const [width, height] of [[1280, 800], [1920, 1080]]) {
  for (const lang of ['zh', 'en']) {
    test(`${lang}, ${width} × ${height}: the running line, the board and the step buttons in one screen`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await stepByLine(page, lang);
      // The learner scrolls to the stage, then on down the code: the board's column stays.
      for (const below of [0, 200]) {
        await page.evaluate((extra) => {
          const top = document.querySelector('.nq-section--stage').getBoundingClientRect().top + scrollY;
          window.scrollTo(0, top - 8 + extra);
        }, below);
        await page.waitForTimeout(200); // the code box follows its line at the next frame
        const { board, buttons } = await boxes(page);
        expect(inView(board, height), `board ${JSON.stringify(board)}`).toBe(true);
        expect(inView(buttons, height), `step buttons ${JSON.stringify(buttons)}`).toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, document.querySelector('.nq-section--stage').getBoundingClientRect().top + scrollY - 8));
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(200);
      const { line, board, buttons } = await boxes(page);
      expect(inView(line, height), `line ${JSON.stringify(line)}`).toBe(true);
      expect(inView(board, height) && inView(buttons, height)).toBe(true);
      expect(line.x, 'the code beside the board').toBeGreaterThan(board.x + board.width);
      await page.screenshot({ path: `artifacts/screenshots/code-fit-${lang}-${width}.png` });
    });
  }
}

// A wide screen too: a long comment is read whole, not cut at the box's edge
// (the code box never scrolls sideways; it used to wrap on a phone only).
for (const [code, words] of [['leetcode', 'right top -> left bottom)'], ['brute', 'the loop nested in it']]) {
  test(`en, 1280 × 800: ${code}'s longest line wraps inside the code box`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/?lang=en&theme=light&code=${code}&step=0`);
    const pre = page.locator('.nq-code__pre');
    const text = page.locator('.nq-code__text', { hasText: words }).first();
    await expect(text).toBeAttached();
    expect(await pre.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    const lines = await text.evaluate((node) => {
      const range = node.ownerDocument.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, 'the line takes more than one row').toBeGreaterThan(1);
  });
}

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const theme of ['dark', 'light']) {
    test(`zh, ${theme}: over the code the step buttons stay in view, and its long lines wrap`, async ({ page }) => {
      await stepByLine(page, 'zh');
      await page.evaluate(() => window.scrollTo(0, document.querySelector('.nq-code__pre').getBoundingClientRect().top + scrollY - 60));
      await page.waitForTimeout(200);
      const { line, buttons } = await boxes(page);
      expect(inView(buttons, 740), `step buttons ${JSON.stringify(buttons)}`).toBe(true);
      expect(inView(line, 740), `line ${JSON.stringify(line)}`).toBe(true);
      // isValid's tests (lines 33, 35) are read whole: nothing runs past the box's right edge.
      const pre = page.locator('.nq-code__pre');
      expect(await pre.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
      for (const number of ['33', '35']) {
        const text = page.locator(`.nq-code__line[data-line="${number}"] .nq-code__text`);
        await expect(text).toContainText('return false;');
        const [textBox, preBox] = [await text.boundingBox(), await pre.boundingBox()];
        expect(textBox.x + textBox.width).toBeLessThanOrEqual(preBox.x + preBox.width + 0.5);
      }
      // The rest of a wrapped line starts right of where the line starts (a hanging indent).
      const indent = await page.locator('.nq-code__line[data-line="35"] .nq-code__text').evaluate((node) => {
        const rects = [...node.getClientRects()];
        const range = node.ownerDocument.createRange();
        range.selectNodeContents(node);
        const lines = [...range.getClientRects()].sort((a, b) => a.top - b.top);
        return { lines: lines.length, first: lines[0].left, last: lines.at(-1).left, rects: rects.length };
      });
      expect(indent.last, JSON.stringify(indent)).toBeGreaterThan(indent.first);
      await page.screenshot({ path: `artifacts/screenshots/code-fit-zh-375-${theme}.png` });
    });
  }
});

for (const [lang, words] of [['en', { from0: 'counts from 0', bits: 'bit' }], ['zh', { from0: '从 0 开始数', bits: '二进制位' }]]) {
  test(`${lang}: a 0-based program says it counts from 0, the 1-based C programs do not`, async ({ page }) => {
    await page.goto(`/?lang=${lang}&step=3`);
    const note = page.locator('.nq-code__base');
    await expect(note).toContainText(words.from0);
    await expect(note).toContainText('queens[0]');
    const picker = page.locator('.nq-code__view select');
    for (const [view, array] of [['list', 'cols[0]'], ['cpp', 'a[0]']]) {
      await picker.selectOption(view);
      await expect(note).toContainText(array);
    }
    for (const view of ['bitmask', 'leetcode']) {
      await picker.selectOption(view);
      await expect(note).toContainText(words.bits);
    }
    // 004's boolean arrays keep no board array and no bit set (the core's facts: no masks): columns, not bits.
    await picker.selectOption('booleans');
    await expect(note).toContainText(words.from0);
    await expect(note).not.toContainText(words.bits);
    for (const view of ['iterative', 'flags', 'brute']) {
      await picker.selectOption(view);
      await expect(page.locator('.nq-code').first()).toHaveAttribute('data-view', view);
      await expect(note).toBeHidden();
    }
  });
}

// Puts the editor's cursor on line `number` with the keys (CodeMirror draws only the lines near its view).
async function toLine(page, number) {
  await page.keyboard.press('ControlOrMeta+Home');
  for (let k = 1; k < number; k += 1) await page.keyboard.press('ArrowDown');
}

test('the editor opens in view, and after End its code does not slide under the line numbers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?step=3');
  await expect(page.locator('.nq-code__line[aria-current="true"]')).toHaveCount(1);
  const edit = page.getByRole('button', { name: 'Edit code' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'Program code' });
  await expect(editor).toBeFocused();
  await page.waitForTimeout(100);
  const box = await page.locator('.nq-edit__editor').boundingBox();
  expect(box.y, 'its top').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'its bottom').toBeLessThanOrEqual(801);
  // The longest line (isValid's diagonal test), End: the view does not scroll sideways.
  await toLine(page, 35);
  await expect(page.locator('.cm-activeLine')).toContainText('Math.abs(col - queens[i])');
  await page.keyboard.press('End');
  const scroller = page.locator('.cm-scroller');
  expect(await scroller.evaluate((node) => node.scrollLeft)).toBe(0);
  expect(await scroller.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
});

test('the editor wraps long lines on a phone, under the code, not the numbers', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/?step=3');
  await expect(page.locator('.nq-code__line[aria-current="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Edit code' }).click();
  const editor = page.getByRole('textbox', { name: 'Program code' });
  await expect(editor).toBeFocused();
  // (ArrowDown goes by the lines drawn, wrapped ones too: scrolled there instead.)
  await page.locator('.cm-scroller').evaluate((node) => { node.scrollTop = node.scrollHeight / 3; });
  const line = page.locator('.cm-line', { hasText: 'Math.abs(col - queens[i])' });
  await expect(line).toBeVisible();
  const [lineBox, gutter] = [await line.boundingBox(), await page.locator('.cm-gutters').boundingBox()];
  expect(lineBox.height, 'wrapped').toBeGreaterThan(30);
  expect(lineBox.x).toBeGreaterThanOrEqual(gutter.x + gutter.width - 0.5);
  expect(await page.locator('.cm-scroller').evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'artifacts/screenshots/code-editor-375.png' });
});

for (const [lang, label, words] of [['zh', '跳到第几步', /最后一步/], ['en', 'Go to step', /is the last/]]) {
  test(`${lang}: Go to step past the end says so in the page's language, naming the last step`, async ({ page }) => {
    await page.goto(`/?mode=explore&lang=${lang}`);
    const input = page.getByLabel(label);
    await expect(input).toHaveAttribute('max', /^\d+$/);
    const max = Number(await input.getAttribute('max'));
    await input.fill('99999');
    await input.press('Enter');
    const message = await input.evaluate((node) => node.validationMessage);
    expect(message).toMatch(words);
    expect(message).toContain(max.toLocaleString('en-US'));
    expect(message).not.toMatch(/less than or equal/);
    await input.fill(String(max));
    expect(await input.evaluate((node) => node.validity.valid)).toBe(true);
  });
}
