// The state is in the URL: a link opens exactly that view, back/forward
// navigation works, and bad parameters fall back with a visible notice
// (without ever being parsed as HTML).
import { test, expect } from '@playwright/test';

test.use({ reducedMotion: 'reduce' });

const stepCounter = (page) => page.locator('[data-stat="step"]');

test('a link opens exactly that view, and a reload keeps it', async ({ page }) => {
  for (let visit = 0; visit < 2; visit += 1) {
    if (visit === 0) await page.goto('/?mode=explore&n=6&step=120&lang=zh');
    else await page.reload();
    await expect(page.getByRole('grid')).toHaveAttribute('aria-label', '6×6 棋盘');
    await expect(page.getByRole('gridcell')).toHaveCount(36);
    await expect(stepCounter(page)).toHaveText(/^120 \/ [\d,]+$/);
    await expect(page.getByRole('link', { name: '探索' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.nq-explore').getByLabel('棋盘大小 n')).toHaveValue('6');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('.nq-narration')).toContainText('皇后');
    await expect(page.locator('.nq-notice')).toBeHidden();
  }
  await expect(page).toHaveURL(/\?mode=explore&n=6&step=120&lang=zh$/);
});

test('back and forward restore mode, n, language and step', async ({ page }) => {
  await page.goto('/?step=3');
  await expect(stepCounter(page)).toHaveText(/^3 \//);

  await page.getByRole('link', { name: 'Explorer' }).click();
  await expect(page).toHaveURL(/mode=explore/);
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await page.locator('.nq-explore').getByLabel('Board size n').selectOption('5');
  await expect(page).toHaveURL(/mode=explore&n=5/);
  // The clicked tab keeps the focus, and a link keeps its keys: the player's
  // keys work from the page itself (and arrows on a focused select change n).
  await page.evaluate(() => document.activeElement.blur());
  await expect(page.getByRole('gridcell')).toHaveCount(25);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stepCounter(page)).toHaveText(/^2 \//);
  await expect(page).toHaveURL(/mode=explore&n=5&step=2/);
  await page.getByRole('link', { name: 'Count' }).click();
  await expect(page).toHaveURL(/mode=count&n=5/);
  await expect(page.getByRole('button', { name: 'Count', exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/mode=explore&n=5/);
  await expect(page.getByRole('gridcell')).toHaveCount(25);
  await page.goBack();
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await page.goBack();
  await expect(page.getByRole('gridcell')).toHaveCount(16);
  await expect(stepCounter(page)).toHaveText(/^3 \//);
  await expect(page.locator('.nq-intro')).toBeVisible();

  await page.goForward();
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await expect(page.getByRole('link', { name: 'Explorer' })).toHaveAttribute('aria-current', 'page');
});

const BAD_URLS = [
  { query: '?mode=explore&n=abc', says: 'n = “abc” is not a board size from 1 to 32; showing n = 8.', cells: 64 },
  { query: '?mode=explore&n=99', says: 'n = “99” is not a board size from 1 to 32; showing n = 8.', cells: 64 },
  { query: '?step=-4', says: 'step = “-4” is not a step number (0 or more); showing step 0.', cells: 16, step: 0 },
  { query: '?step=999999', says: 'step 999999 is past the last step; showing the last step', cells: 16 },
  { query: '?lang=fr', says: 'lang = “fr” is not available (en, zh); using English.', cells: 16 },
  { query: '?mode=bogus', says: 'mode = “bogus” is unknown (walkthrough, explore, count, quiz, play); showing the walkthrough.', cells: 16 },
  { query: '?mode=count&n=25', says: 'Counting goes up to n = 21; n = 25 was asked for, showing n = 21.' },
];

for (const bad of BAD_URLS) {
  test(`a bad link falls back with a notice: ${bad.query}`, async ({ page }) => {
    await page.goto(`/${bad.query}`);
    const notice = page.getByRole('alert');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(bad.says);
    if (bad.cells) await expect(page.getByRole('gridcell')).toHaveCount(bad.cells);
    if (bad.step !== undefined) await expect(stepCounter(page)).toHaveText(new RegExp(`^${bad.step} /`));
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
  });
}

// The quiz keeps to MAX_QUIZ_N = 8 queens: a link that asks for more says what it asked, what is shown and why.
test('a quiz link over the quiz’s limit says so, in English and Chinese; the Quiz tab is not a bad link', async ({ page }) => {
  await page.goto('/?mode=quiz&n=9');
  await expect(page.getByRole('alert')).toContainText('The quiz goes up to n = 8 (it asks about every step, so it keeps to small boards); n = 9 was asked for, showing n = 8.');
  await expect(page.locator('[data-role="quiz-n"]')).toHaveValue('8');
  await expect(page.getByRole('link', { name: 'Explorer' })).toHaveAttribute('href', '/?mode=explore&n=9');
  await page.goto('/?mode=quiz&n=12&lang=zh');
  await expect(page.getByRole('alert')).toContainText('测验最多支持 n = 8（它针对每一步提问，所以只用小棋盘）；链接要求 n = 12，改为 n = 8。');
  await expect(page.locator('[data-role="quiz-n"]')).toHaveValue('8');
  // Reached by its tab from the explorer at n = 9: the quiz shows 8 quietly, as the Count tab counts up to its limit.
  await page.goto('/?mode=explore&n=9');
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await page.getByRole('link', { name: 'Quiz' }).click();
  await expect(page.locator('[data-role="quiz-n"]')).toHaveValue('8');
  await expect(page.locator('.nq-notice')).toBeHidden();
});

test('Dismiss hands the keyboard focus to the current mode’s tab', async ({ page }) => {
  await page.goto('/?lang=fr');
  await page.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Walkthrough' })).toBeFocused();
});

test('the walkthrough claims no fallback n, and the Count tab is not a bad link', async ({ page }) => {
  await page.goto('/?n=99');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('n = “99” is not a board size from 1 to 32; the walkthrough always shows 4 queens.');
  await expect(notice).not.toContainText('showing n = 8');
  await expect(page.getByRole('gridcell')).toHaveCount(16);

  await page.goto('/?mode=explore&n=24');
  await expect(page.getByRole('gridcell')).toHaveCount(576);
  await expect(page.getByRole('link', { name: 'Count' })).toHaveAttribute('href', '/?mode=count&n=21');
  await page.getByRole('link', { name: 'Count' }).click();
  await expect(page.getByRole('link', { name: 'Explorer' })).toHaveAttribute('href', '/?mode=explore&n=24');
  await expect(page.locator('.nq-count').getByLabel('Board size n')).toHaveValue('21');
  await expect(page).toHaveURL(/mode=count&n=21$/);
  await expect(page.locator('.nq-notice')).toBeHidden();
  await page.getByRole('link', { name: 'Explorer' }).click();
  await expect(page).toHaveURL(/mode=explore&n=24$/);
  await expect(page.locator('.nq-explore').getByLabel('Board size n')).toHaveValue('24');
  await expect(page.getByRole('gridcell')).toHaveCount(576);
  await expect(page.locator('.nq-notice')).toBeHidden();
});

test('parameter text is shown as text, never parsed as HTML', async ({ page }) => {
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss();
  });
  const payload = '<img src=x onerror=alert(1)><b>bold</b>';
  await page.goto(`/?mode=explore&n=${encodeURIComponent(payload)}&lang=${encodeURIComponent('<i>x</i>')}`);
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('n = “<img src=x onerror=alert(1)><b>bold</b>”');
  await expect(notice).toContainText('lang = “<i>x</i>”');
  await expect(page.locator('img, b, .nq-notice i')).toHaveCount(0);
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  expect(dialogs).toEqual([]);
});

test('a repeated parameter and unknown parameters are named in the notice, as text', async ({ page }) => {
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss();
  });
  const script = '<script>alert(1)</script>';
  await page.goto(`/?mode=explore&n=4&n=${encodeURIComponent(script)}&solution=5000&${encodeURIComponent('<b>x</b>')}=1`);
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('n is given 2 times; using the first value, “4”.');
  await expect(notice).toContainText('“solution” is not a parameter of this page (it reads mode, n, step, lang, code, by, ask, speed, theme and present); ignored.');
  await expect(notice).toContainText('“<b>x</b>” is not a parameter of this page');
  await expect(notice.getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('.nq-notice b, .nq-notice script')).toHaveCount(0);
  await expect(page.getByRole('gridcell')).toHaveCount(16); // n = 4, the first value
  await expect(page).toHaveURL(/\?mode=explore&n=4$/);
  expect(dialogs).toEqual([]);
});

test('the notice names five unknown parameters and counts the rest, in Chinese too', async ({ page }) => {
  await page.goto('/?lang=zh&a=1&b=2&c=3&d=4&e=5&f=6&g=7&step=2&step=3');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('step 出现了 2 次，使用第一个值“2”。');
  await expect(notice).toContainText('“a” 不是本页的参数（本页读取 mode、n、step、lang、code、by、ask、speed、theme、present），已忽略。');
  await expect(notice).toContainText('“e” 不是本页的参数');
  await expect(notice).not.toContainText('“f”');
  await expect(notice).toContainText('另有 2 个未知参数已忽略。');
  await expect(notice.getByRole('listitem')).toHaveCount(7);
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^2 \//);

  // Known parameters given once are not mentioned.
  await page.goto('/?mode=explore&n=5&step=3&lang=en');
  await expect(page.getByRole('gridcell')).toHaveCount(25);
  await expect(page.locator('.nq-notice')).toBeHidden();
});

test('a burst of n changes on the explorer’s select is one history entry, and stops the work for the n’s in between', async ({ page }) => {
  // Each batch of gallery boards arrives 300 ms late, as for a large n; a
  // worker is "busy" until its answer is in. Opening a new n on a busy worker
  // would queue it behind boards nobody will see.
  await page.addInitScript(() => {
    window.__staleOpens = 0;
    // When each n change happened (page clock), to tell a burst from a
    // runner that stalled between two presses.
    window.__nChanges = [];
    document.addEventListener('change', () => window.__nChanges.push(performance.now()), true);
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      busy = 0;
      postMessage(message, ...rest) {
        if (message?.type === 'open' && this.busy > 0) window.__staleOpens += 1;
        if (message?.type === 'fetch') this.busy += 1;
        super.postMessage(message, ...rest);
      }
      addEventListener(type, listener, options) {
        const late = type === 'message'
          ? (event) => setTimeout(() => {
            this.busy = Math.max(0, this.busy - 1);
            listener(event);
          }, 300)
          : listener;
        super.addEventListener(type, late, options);
      }
    };
  });
  await page.goto('/?mode=explore&n=9');
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  const select = page.locator('.nq-explore').getByLabel('Board size n');
  const entries = await page.evaluate(() => history.length);
  await select.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/mode=explore&n=12/);
  await expect(page.getByRole('gridcell')).toHaveCount(144);
  await expect(page.locator('.nq-gallery .nq-card')).toHaveCount(12);
  // One entry for the burst; a loaded CI runner may stall over N_BURST_MS
  // between two presses, and those are two bursts by the page's own rule.
  const changes = await page.evaluate(() => window.__nChanges);
  expect(changes).toHaveLength(3);
  const bursts = 1 + changes.slice(1).filter((at, i) => at - changes[i] >= 1000).length;
  expect(await page.evaluate(() => history.length)).toBe(entries + bursts);
  expect(await page.evaluate(() => window.__staleOpens)).toBe(0);

  // A change after a pause is a new entry.
  await page.waitForTimeout(1200);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/mode=explore&n=13/);
  expect(await page.evaluate(() => history.length)).toBe(entries + bursts + 1);

  await page.goBack();
  await expect(page).toHaveURL(/mode=explore&n=12/);
  for (let i = 0; i < bursts; i += 1) await page.goBack();
  await expect(page).toHaveURL(/mode=explore&n=9/);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await expect(select).toHaveValue('9');
});
