// A student's review of the page (Chinese UI; a phone at 375×740 with touch
// and the dark scheme, a laptop at 1280×800 with the keyboard only): each
// finding, checked here so that it stays fixed.
import { test, expect } from '@playwright/test';
import { oracleEvents } from './learn-oracle.mjs';

test.use({ reducedMotion: 'reduce' });

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, colorScheme: 'dark' };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
const stepCounter = (page) => page.locator('.nq-section--stage [data-stat="step"]');
const totalOf = async (page) => Number((await stepCounter(page).textContent()).split('/')[1].replace(/\D/g, ''));

/** Whether two client rectangles share any area. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// The banner ("Solution 1!") sits outside the board's squares: it hid the
// row-1 queen at the walkthrough's key moment.
async function expectBannerOffBoard(page, text) {
  const banner = page.locator('.nq-banner:visible');
  await expect(banner).toHaveText(text);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('aria-hidden', 'true'); // the narration (a live region) says it
  const box = await banner.boundingBox();
  const host = page.locator('.nq-stage__board', { has: page.locator('.nq-banner:visible') });
  const board = await host.locator('.nq-board').boundingBox();
  expect(overlap(box, board), `banner ${JSON.stringify(box)} over the board ${JSON.stringify(board)}`).toBe(false);
  const queens = await host.locator('.nq-cell.is-queen').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().toJSON()));
  expect(queens.length).toBeGreaterThan(0);
  for (const queen of queens) expect(overlap(box, queen)).toBe(false);
}

for (const [name, device] of Object.entries({ phone: PHONE, laptop: LAPTOP })) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test('the solution banner never covers a queen: the walkthrough and the explorer at several n', async ({ page }) => {
      await page.goto('/?lang=zh&step=31');
      await expect(page.locator('.nq-narration')).toContainText('找到第1个解');
      await expectBannerOffBoard(page, '第1个解！');
      for (const n of [1, 5, 8, 12]) {
        await page.goto(`/?mode=explore&n=${n}`);
        await expect(page.locator('.nq-code__line').first()).toBeVisible(); // the program plays
        await page.getByRole('button', { name: 'Next solution', exact: true }).click();
        await expectBannerOffBoard(page, 'Solution 1!');
      }
    });
  });
}

test('Space on the timeline or the speed slider plays and pauses, without scrolling the page', async ({ page }) => {
  await page.setViewportSize(LAPTOP.viewport);
  await page.goto('/?lang=zh&step=3');
  // The controls answer keys once the page is up: its step and its total shown.
  await expect(stepCounter(page)).toHaveText(/^3 \/ \d+$/);
  const toggle = page.locator('.nq-section--stage .nq-btn--toggle');
  for (const slider of ['.nq-timeline', '.nq-speed']) {
    await page.locator(`.nq-section--stage ${slider}`).focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => window.scrollY), `${slider}: no scrolling`).toBe(scrolled);
    await expect(page.locator(`.nq-section--stage ${slider}`)).toBeFocused();
  }
});

test('Enter held on Step forward stops at the end, and on Step back at the start: never the other way', async ({ page }) => {
  await page.setViewportSize(LAPTOP.viewport);
  await page.goto('/?lang=zh&step=3');
  await expect(stepCounter(page)).toHaveText(/^3 \/ \d+$/);
  const total = await totalOf(page);
  await page.goto(`/?lang=zh&step=${total - 2}`);
  await expect(stepCounter(page)).toHaveText(`${total - 2} / ${total}`);
  const step = page.getByRole('button', { name: '前进一步', exact: true });
  await step.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter');
  await expect(stepCounter(page)).toHaveText(`${total} / ${total}`);
  await expect(step).toBeFocused();
  await expect(step).toBeDisabled();
  await page.goto('/?lang=zh&step=2');
  await expect(stepCounter(page)).toHaveText(`2 / ${total}`);
  const back = page.getByRole('button', { name: '后退一步', exact: true });
  await back.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter');
  await expect(stepCounter(page)).toHaveText(`0 / ${total}`);
  await expect(back).toBeFocused();
  await expect(back).toBeDisabled();
  // → is still the page's shortcut there, and Step back is usable again.
  await page.keyboard.press('ArrowRight');
  await expect(stepCounter(page)).toHaveText(`1 / ${total}`);
  await expect(back).toBeEnabled();
});

test('the attacker quiz: after a right answer the focus goes to the next question\'s first control', async ({ page }) => {
  await page.setViewportSize(LAPTOP.viewport);
  await page.goto('/?mode=quiz&lang=zh&ask=attacker', { waitUntil: 'networkidle' });
  const cols = [];
  let answered = 0;
  for (const e of oracleEvents(4).slice(0, 12)) {
    if (e.kind === 'place') cols.push(e.col);
    if (e.kind === 'remove') cols.pop();
    if (e.kind !== 'reject') continue;
    const row = cols.findIndex((c, r) => c === e.col || Math.abs(c - e.col) === e.row - r);
    const line = cols[row] === e.col ? 'column' : cols[row] - e.col === row - e.row ? 'diagonal' : 'anti-diagonal';
    const queen = page.locator('[data-role="attacker-queen"]');
    await expect(page.locator('.nq-quiz__prompt')).toContainText(`第${e.row + 1}行第${e.col + 1}列`);
    if (answered === 0) await queen.focus();
    await expect(queen).toBeFocused();
    await queen.selectOption(String(row));
    const lineSelect = page.locator('[data-role="attacker-line"]');
    // A wrong line first: the focus stays on Answer.
    await lineSelect.selectOption(line === 'column' ? 'diagonal' : 'column');
    const answer = page.locator('[data-answer="attacker"]');
    await answer.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeFocused();
    await lineSelect.selectOption(line);
    await answer.focus();
    await page.keyboard.press('Enter');
    answered += 1;
    await expect(page.locator('[data-role="score"]')).toContainText(`0 / ${answered}`);
  }
  expect(answered).toBeGreaterThan(2);
});

test('Export dialog: the disabled step fields look disabled, the radios are at least 24×24', async ({ page }) => {
  await page.goto('/?lang=zh&step=5');
  await page.getByRole('button', { name: '导出……', exact: true }).click();
  const dialog = page.locator('dialog.nq-export-dialog');
  await expect(dialog).toBeVisible();
  const from = dialog.locator('[data-field="from"]');
  await expect(dialog.locator('[data-field="whole"]')).toBeChecked();
  await expect(from).toBeDisabled();
  const look = (locator) => locator.evaluate((node) => {
    const style = getComputedStyle(node);
    return { background: style.backgroundColor, color: style.color, opacity: style.opacity };
  });
  const disabled = await look(from);
  for (const field of ['whole', 'steps', 'caption']) {
    const box = await dialog.locator(`[data-field="${field}"]`).boundingBox();
    expect(box.width, field).toBeGreaterThanOrEqual(24);
    expect(box.height, field).toBeGreaterThanOrEqual(24);
  }
  await dialog.locator('[data-field="steps"]').check();
  await expect(from).toBeEnabled();
  const enabled = await look(from);
  expect(disabled.background).not.toBe(enabled.background);
  expect(disabled.color === enabled.color && disabled.opacity === enabled.opacity, 'the text is dimmed').toBe(false);
});

// Tap targets: a finger needs 44 px on a touch screen, a pointer 24.
for (const [name, device] of Object.entries({ phone: PHONE, laptop: LAPTOP })) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test('the sliders and the intro summary are tall enough to tap', async ({ page }) => {
      await page.goto('/?lang=zh&step=3');
      const min = name === 'phone' ? 44 : 24;
      // At most (laptop): the sliders 32 px, the summary its closed box (about 38 px, unchanged).
      const targets = { '.nq-section--stage .nq-timeline': 32, '.nq-section--stage .nq-speed': 32, '.nq-intro__details summary': 40 };
      for (const [selector, max] of Object.entries(targets)) {
        const box = await page.locator(selector).boundingBox();
        expect(box.height, selector).toBeGreaterThanOrEqual(min);
        if (name === 'laptop') expect(box.height, `${selector} keeps the desktop layout`).toBeLessThanOrEqual(max);
      }
      if (name === 'laptop') expect((await page.locator('.nq-intro__details').boundingBox()).height).toBeLessThanOrEqual(40);
    });
  });
}

// WCAG's contrast ratio of two rgb() colours.
function contrast(a, b) {
  const lum = (rgb) => {
    const [r, g, bl] = rgb.match(/[\d.]+/g).slice(0, 3).map((v) => Number(v) / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

for (const colorScheme of ['light', 'dark']) {
  test(`the board's marks have 3:1 on both squares, and the tree's labels are legible (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(LAPTOP.viewport);
    await page.goto('/?mode=explore&n=6&step=120&lang=zh');
    await expect(page.locator('.nq-stage .nq-cell.is-rejected')).toHaveCount(1);
    await expect(page.locator('.nq-tree__rejects').first()).toBeVisible();
    const colours = await page.evaluate(() => {
      const stage = [...document.querySelectorAll('.nq-stage')].find((node) => node.offsetParent !== null);
      const css = (selector, property, pseudo = null) => getComputedStyle(stage.querySelector(selector), pseudo)[property];
      return {
        squares: [css('.nq-cell--light', 'backgroundColor'), css('.nq-cell--dark', 'backgroundColor')],
        marks: {
          cross: css('.nq-cell.is-rejected .nq-cell__glyph', 'color'),
          line: css('.nq-attack-line', 'stroke'),
          arrow: css('.nq-attack-arrow', 'fill'),
          tried: css('.nq-cell.is-tried', 'borderTopColor', '::after'),
          attacker: css('.nq-cell.is-attacker', 'borderTopColor', '::before'),
        },
      };
    });
    for (const [mark, colour] of Object.entries(colours.marks)) {
      for (const square of colours.squares) expect(contrast(colour, square), `${mark} ${colour} on ${square}`).toBeGreaterThanOrEqual(3);
    }
    const sizes = await page.locator('.nq-tree__rejects, .nq-tree__label').evaluateAll((texts) => texts.map((t) => parseFloat(getComputedStyle(t).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  });
}
