// The printed bit-set program (`?code=bitmask-printed`) with its two bugs
// rejects squares for a line that holds no queen: at n = 4 its events 19,
// 25, 28, 33, 35 and 36 carry no attacker (19 and 36 are attacked by no
// queen at all). Stepping onto them once threw a TypeError in the board (which read the attacker's row)
// and froze the page. Every step of the n = 4 run is taken here, by a
// click, in English and Chinese: no page error, the step counter reaches
// the end, and on a rejection without an attacker the square is marked
// rejected while no queen is marked as its attacker and no attack line
// is drawn.
import { test, expect } from '@playwright/test';

// The stage's board: its queens, the square just rejected, how many queens are marked attackers.
function boardNow(page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('.nq-stage .nq-board__row')].map((row) => [...row.querySelectorAll('.nq-cell')]);
    const where = (test) => rows.flatMap((cells, r) => cells.flatMap((cell, c) => (test(cell) ? [[r, c]] : [])));
    const tried = where((cell) => cell.classList.contains('is-rejected') && cell.classList.contains('is-tried'));
    return {
      queens: where((cell) => cell.classList.contains('is-queen')),
      tried: tried[0] ?? null,
      attackers: where((cell) => cell.classList.contains('is-attacker')).length,
    };
  });
}

for (const lang of ['en', 'zh']) {
  test(`${lang}: every step of the printed bit-set program at n = 4, its false rejections included`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/?n=4&code=bitmask-printed&step=0&lang=${lang}`);
    const counter = page.locator('[data-stat="step"]');
    await expect(counter).toHaveText(/^0 \/ \d+/);
    const total = Number((await counter.textContent()).split('/')[1].replace(/\D/g, ''));
    const step = page.locator('.nq-stage [data-action="step"]');
    const falseRejections = [];
    for (let k = 1; k <= total; k += 1) {
      await step.click();
      await expect(counter).toHaveText(new RegExp(`^${k} /`));
      const board = await boardNow(page);
      if (!board.tried) continue;
      // Independent truth: does any queen on the board attack the square?
      const attacked = board.queens.some(([r, c]) => c === board.tried[1] || Math.abs(r - board.tried[0]) === Math.abs(c - board.tried[1]));
      if (attacked) continue;
      falseRejections.push(k);
      expect(board.attackers, `step ${k}: no queen is marked as the attacker`).toBe(0);
      await expect(page.locator('.nq-stage .nq-attack')).toHaveClass(/is-hidden/);
      await expect(page.locator('.nq-narration')).not.toBeEmpty();
    }
    expect(errors).toEqual([]);
    await expect(step).toBeDisabled();
    // The printed bugs reject squares that no queen attacks (19 and 36 among them at n = 4).
    expect(falseRejections).toEqual(expect.arrayContaining([19, 36]));
    // Its end does not claim a searched solution space: it counted 0, the 4-queens puzzle has 2 (A000170).
    const words = lang === 'en' ? ['0 solutions counted; the puzzle has 2', 'counted 0 solutions, but the 4-queens puzzle has 2'] : ['数出0个解，实际有2个', '数出0个解，但4皇后问题有2个解'];
    const banner = page.locator('.nq-stage .nq-banner');
    await expect(banner).toHaveText(words[0]);
    // It does not look like a correct program's end (a student took it for success): the attack colour, dashed.
    const border = await banner.evaluate((b) => [getComputedStyle(b).borderTopStyle, getComputedStyle(b).borderTopColor]);
    const attack = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--nq-attack)';
      document.querySelector('.nq-stage').append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(border).toEqual(['dashed', attack]);
    await expect(page.locator('.nq-narration')).toContainText(words[1]);
    // Whole, on a phone too (it was cut: "Program ended: 0 solutions coun…"): inside the board's width, nothing clipped.
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const fits = await banner.evaluate(async (b) => {
        // Measured at rest: its pop animation scales it past 1 for a moment.
        await Promise.all(b.getAnimations().map((animation) => animation.finished));
        const [box, board] = [b.getBoundingClientRect(), b.parentElement.getBoundingClientRect()];
        return b.scrollWidth <= b.clientWidth && box.left >= board.left - 0.5 && box.right <= board.right + 0.5;
      });
      expect(fits, `the banner at ${width} px`).toBe(true);
      await page.screenshot({ path: `artifacts/screenshots/printed-end-banner-${lang}-${width}.png` });
    }
  });
}
