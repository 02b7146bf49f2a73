// Counting in Web Workers: known totals, cancel, and a main thread whose own
// tasks stay within the budget (issue #27) while a large board is being counted.
import { test, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { longestMainThreadTaskMs, expectMeasureSeesLongTask } from './main-thread.mjs';

// How many pieces the core cuts a count into, asked of the built package
// (the estimate names the plan's size).
const api = await import('../../www/nqueens.js');
await api.default({ module_or_path: await readFile(new URL('../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
function planPieces(n) {
  const plan = new api.CountPlan(n);
  const pieces = plan.length;
  plan.free();
  return pieces.toLocaleString('en-US');
}

test.use({ reducedMotion: 'reduce' });
// One test at a time: the long-task check must not share the two cores with
// another count of this file.
test.describe.configure({ mode: 'default' });

async function count(page, n) {
  await page.locator('.nq-count').getByLabel('Board size n').selectOption(String(n));
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled({ timeout: 60_000 });
}

test('counting n = 10 and n = 11 in workers gives 724 and 2,680', async ({ page }) => {
  await page.goto('/?mode=count');
  await expect(page.locator('.nq-count__workers')).toHaveText(/^\d+ workers?$/);

  await count(page, 10);
  await expect(page.locator('[data-count="total"]')).toHaveText('724');
  await expect(page.locator('[data-count="unique"]')).toHaveText('92');
  await expect(page.locator('.nq-count__status')).toContainText('n = 10: 724 solutions, 92 unique');
  const progress = page.locator('progress');
  expect(await progress.evaluate((node) => node.value === node.max && node.max > 1)).toBe(true);

  await count(page, 11);
  await expect(page.locator('[data-count="total"]')).toHaveText('2,680');
  await expect(page.locator('[data-count="unique"]')).toHaveText('341');
  await expect(page).toHaveURL(/mode=count&n=11/);
  // The status line shows the count just finished; the list only the earlier ones.
  await expect(page.getByRole('heading', { name: 'Earlier counts' })).toBeVisible();
  await expect(page.locator('.nq-count__history li')).toHaveCount(1);
  await expect(page.locator('.nq-count__history li')).toHaveText(/^n = 10: 724 solutions, 92 unique, in /);
});

test('cancel stops a count and terminates its workers', async ({ page }) => {
  // Count the module workers the page creates and terminates.
  await page.addInitScript(() => {
    const NativeWorker = window.Worker;
    window.__workers = { created: 0, terminated: 0 };
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        window.__workers.created += 1;
      }
      terminate() {
        window.__workers.terminated += 1;
        super.terminate();
      }
    };
  });
  await page.goto('/?mode=count&n=18');
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeEnabled();
  await cancel.click();
  await expect(page.locator('.nq-count__status')).toHaveText('Cancelled.');
  await expect(cancel).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Count', exact: true })).toBeEnabled();
  const workers = await page.evaluate(() => window.__workers);
  expect(workers.created).toBeGreaterThan(0);
  expect(workers.terminated).toBe(workers.created);
  // Counting again after a cancel works.
  await count(page, 8);
  await expect(page.locator('[data-count="total"]')).toHaveText('92');
});

test('Back during a count cancels it and shows the n it goes back to', async ({ page }) => {
  await page.goto('/?mode=count&n=16');
  const select = page.locator('.nq-count').getByLabel('Board size n');
  await expect(select).toHaveValue('16');
  await select.selectOption('18');
  await expect(page).toHaveURL(/mode=count&n=18$/);
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(page.locator('.nq-count__status')).toHaveText(/^Counting n = 18/);
  await page.goBack();
  await expect(page).toHaveURL(/mode=count&n=16$/);
  await expect(select).toHaveValue('16');
  await expect(page.locator('.nq-count__status')).toHaveText('Cancelled.');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(select).toBeEnabled();
});

test('a cancelled count and a new n clear the stats; a finished count keeps them until then', async ({ page }) => {
  const stats = page.locator('[data-count]');
  await page.goto('/?mode=count&n=18');
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(page.locator('[data-count="total"]')).toHaveText(/^[1-9]/, { timeout: 20_000 }); // partial totals
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.nq-count__status')).toHaveText('Cancelled.');
  await expect(stats).toHaveText(['–', '–', '–', '–']);

  await count(page, 8);
  await expect(page.locator('[data-count="total"]')).toHaveText('92');
  await expect(page.locator('[data-count="unique"]')).toHaveText('12');
  await page.locator('.nq-count').getByLabel('Board size n').selectOption('9');
  await expect(page).toHaveURL(/n=9$/);
  await expect(stats).toHaveText(['–', '–', '–', '–']);
  await expect(page.locator('.nq-count__status')).toHaveText('Pick n and press Count.');
});

test('one solution and one piece are singular, and the Chinese status spaces the worker count', async ({ page }) => {
  await page.goto('/?mode=count&n=1');
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(page.locator('.nq-count__status')).toHaveText(/^n = 1: 1 solution, 1 unique, in /);
  await expect(page.locator('.nq-count__pieces')).toHaveText('1 of 1 piece');
  await expect(page.locator('.nq-count__history li')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Earlier counts' })).toBeHidden();
  // Another n clears the status line: the count moves to the earlier ones.
  await page.locator('.nq-count').getByLabel('Board size n').selectOption('2');
  await expect(page.locator('.nq-count__history li')).toHaveText(/^n = 1: 1 solution, 1 unique, in /);

  await page.goto('/?mode=count&n=18&lang=zh');
  await page.getByRole('button', { name: '开始计数' }).click();
  await expect(page.locator('.nq-count__status')).toHaveText(/^正在用 \d+ 个 Worker 统计 n = 18…$/);
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.locator('.nq-count__status')).toHaveText('已取消。');
});

test('the keyboard focus moves from Count to Cancel, and back when the count stops or ends', async ({ page }) => {
  await page.goto('/?mode=count&n=18');
  const countButton = page.getByRole('button', { name: 'Count', exact: true });
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await countButton.focus();
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.nq-count__status')).toHaveText('Cancelled.');
  await expect(countButton).toBeFocused();

  await page.locator('.nq-count').getByLabel('Board size n').selectOption('8');
  await countButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.nq-count__status')).toHaveText(/^n = 8: 92 solutions/);
  await expect(countButton).toBeFocused();
});

// The counting runs in Web Workers: the page's own tasks (hand-out, sums,
// progress) stay short while n = 16 is counted. Measured in CPU time from
// Chromium's trace (main-thread.mjs), which machine load does not stretch;
// the page's own tasks, not the test driver's, against issue #27's CI budget
// of 100 ms (the goal is 50; a full CI run once saw a 164 ms task with the
// driver's counted, which 4 runs here did not reproduce: about 5 ms).
test("the page's own main-thread tasks stay within the CI budget (100 ms; the goal is 50) while n = 16 is counted", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/?mode=count&n=16');
  const countButton = page.getByRole('button', { name: 'Count', exact: true });
  await expect(countButton).toBeEnabled();
  await expectMeasureSeesLongTask(browser, page);
  const { longestMs } = await longestMainThreadTaskMs(browser, page, async () => {
    await countButton.click();
    // One evaluation that resolves when the count is done: no polling from
    // the test while the count runs.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const cancel = document.querySelector('[data-action="cancel"]');
          const check = () => {
            if (!cancel.disabled) return false;
            observer.disconnect();
            resolve();
            return true;
          };
          const observer = new MutationObserver(check);
          observer.observe(cancel, { attributes: true });
          check();
        }),
    );
    return {};
  }, { withoutDriver: true });
  await expect(page.locator('[data-count="total"]')).toHaveText('14,772,512');
  await expect(page.locator('[data-count="unique"]')).toHaveText('1,846,955');
  expect(longestMs, `the page's longest task: ${longestMs.toFixed(1)} ms`).toBeLessThan(100);
});

// Before a count starts, the page says how long it will take here: a worker
// times a sample of the plan's pieces (count-estimate.js). The times depend
// on the machine, so the test checks what was timed and the form of the
// answer; n = 21 takes tens of minutes on any machine this runs on (about
// 35 min of CPU natively, docs/performance.md), so its estimate is in
// minutes or hours.
test('before counting, an estimate timed on this device: n = 16 in seconds or minutes, n = 21 in minutes or hours', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/?mode=count&n=16');
  const estimate = page.locator('.nq-count__estimate');
  await expect(estimate).toHaveText(
    new RegExp(`^Estimated time with \\d+ workers?: (under a second|about \\d+ (s|min)) \\(from timing \\d+ of its ${planPieces(16)} pieces on this device\\)\\.$`),
    { timeout: 30_000 },
  );
  await page.locator('.nq-count').getByLabel('Board size n').selectOption('21');
  await expect(page).toHaveURL(/mode=count&n=21$/);
  await expect(estimate).toHaveText(/^Timing a sample of n = 21 on this device…$|^Estimated/);
  await expect(estimate).toHaveText(new RegExp(`^Estimated time with \\d+ workers?: about (\\d+ h )?\\d+ min \\(from timing \\d+ of its ${planPieces(21)} pieces on this device\\)\\.$`), {
    timeout: 60_000,
  });
  // Counting stops the estimate's worker; a small n is then timed whole.
  await page.locator('.nq-count').getByLabel('Board size n').selectOption('6');
  await expect(estimate).toHaveText(/^Expected time with \d+ workers?: under a second \(all \d+ pieces timed on this device\)\.$|its 1 piece/, {
    timeout: 30_000,
  });
});

// Found trying Count as a student: leaving it while it counted, then coming
// back, the status said "Cancelled." though they had cancelled nothing.
test('leaving Count while it counts stops the count and says why when you come back', async ({ page }) => {
  await page.goto('/?mode=count&n=18');
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(page.locator('.nq-count__status')).toHaveText(/^Counting n = 18/);
  await page.locator('.nq-tab[data-mode="explore"]').click();
  await expect(page.locator('.nq-section--count, .nq-count').first()).toBeHidden();
  await page.locator('.nq-tab[data-mode="count"]').click();
  await expect(page.locator('.nq-count__status')).toHaveText('The count of n = 18 stopped when you left Count. Press Count to start it again.');
  await expect(page.getByRole('button', { name: 'Count', exact: true })).toBeEnabled();
});
