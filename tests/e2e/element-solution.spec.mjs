// The `solution` attribute never freezes the page (issue #15, item 1):
// reaching solution k of a large board takes tens of millions of steps, so
// its step is found in a worker and the player seeks there once, in slices.
// The longest main-thread task is read from Chromium's trace (see
// longestMainThreadTaskMs), and the board shown is checked against a
// backtracking search written here.
import { test, expect } from '@playwright/test';
import { collectErrors, openFixture, waitForWidgets } from './element-helpers.mjs';
import { longestMainThreadTaskMs, expectMeasureSeesLongTask } from './main-thread.mjs';

/** Every solution of n-queens in the core's order (row by row, columns ascending), up to `limit`. */
function oracleSolutions(n, limit = Infinity) {
  const found = [];
  const cols = [];
  const place = (row) => {
    if (found.length >= limit) return;
    if (row === n) {
      found.push([...cols]);
      return;
    }
    for (let col = 0; col < n; col += 1) {
      if (cols.some((c, r) => c === col || Math.abs(c - col) === row - r)) continue;
      cols.push(col);
      place(row + 1);
      cols.pop();
    }
  };
  place(0);
  return found;
}

/** The columns of the queens on the widget's board, one per row (null for an empty row). */
function boardOf(page, selector) {
  return page.evaluate((sel) => {
    const rows = document.querySelector(sel).shadowRoot.querySelectorAll('.nq-board__row');
    return [...rows].map((row) => {
      const col = [...row.children].findIndex((cell) => cell.classList.contains('is-queen'));
      return col === -1 ? null : col;
    });
  }, selector);
}

/** Sets `solution` on the widget; resolves with the nqueens-solution detail, the position and the longest task meanwhile. */
async function seekSolution(browser, page, selector, k) {
  return longestMainThreadTaskMs(browser, page, () =>
    page.evaluate(
      async ({ sel, k }) => {
        const widget = document.querySelector(sel);
        const solution = new Promise((resolve) =>
          widget.addEventListener('nqueens-solution', (event) => resolve(event.detail), { once: true }),
        );
        widget.setAttribute('solution', String(k));
        const detail = await solution;
        return { detail, position: widget.position };
      },
      { sel: selector, k },
    ),
  );
}

// A seek that blocks is long every time; a busy machine's noise does not
// repeat. Over the bound, the seek is measured once more (after landing on
// another solution) and the shorter of the two counts.
async function seekMeasured(browser, page, selector, k, index) {
  const first = await seekSolution(browser, page, selector, k);
  if (first.longestMs < 50) return first;
  await seekSolution(browser, page, selector, index === 0 ? 2 : 1);
  const second = await seekSolution(browser, page, selector, k);
  return { ...second, longestMs: Math.min(first.longestMs, second.longestMs) };
}

test('solution k of n = 12 and 10 never blocks the main thread for 50 ms', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await openFixture(
    page,
    'solution-longtask',
    // No code view at n = 12: programs play up to n = 12 now, and a program's
    // solution k is found by playing it (the code-view test below), which for
    // solution 14,200 of n = 12 is about 10⁸ lines, beyond its reach (offered
    // the nearest step: program-reach.spec.mjs); the Stepper's is found in a worker.
    `<n-queens id="explore" mode="explore" n="12" tree narration></n-queens>
     <n-queens id="walk" n="10" tree code narration></n-queens>`,
  );
  await expectMeasureSeesLongTask(browser, page);

  const all12 = oracleSolutions(12);
  const all10 = oracleSolutions(10);
  expect([all12.length, all10.length]).toEqual([14200, 724]); // OEIS A000170

  // 5000 (the 39.6 s task), the last one, and the largest k the
  // attribute takes (15 digits: more than there are, so the first).
  for (const [k, index] of [[5000, 4999], [14200, 14199], [999999999999999, 0]]) {
    const { detail, longestMs, position } = await seekMeasured(browser, page, '#explore', k, index);
    expect(longestMs, `the longest task while seeking solution ${k} of n = 12`).toBeLessThan(50);
    expect(detail).toMatchObject({ n: 12, index, solution: index + 1, queens: all12[index] });
    expect(detail.step).toBe(position);
    expect(await boardOf(page, '#explore')).toEqual(all12[index]);
  }
  const { detail, longestMs } = await seekMeasured(browser, page, '#walk', 724, 723);
  expect(longestMs, 'the longest task while seeking solution 724 of n = 10').toBeLessThan(50);
  expect(detail).toMatchObject({ n: 10, index: 723, queens: all10[723] });
  expect(await boardOf(page, '#walk')).toEqual(all10[723]);
  expect(errors).toEqual([]);
});

test('embed.html lands on the solution its URL names', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  for (const [query, n, k] of [['?mode=explore&n=12&solution=5000', 12, 5000], ['?mode=walkthrough&n=10&solution=724', 10, 724]]) {
    await page.goto(`/embed.html${query}`);
    await waitForWidgets(page);
    const expected = oracleSolutions(n, k)[k - 1];
    await expect.poll(() => boardOf(page, '#widget'), { timeout: 30_000 }).toEqual(expected);
    // The step shown is the solution's: the counter says it is solution k.
    await expect(page.locator('#widget [data-stat="solutions"]')).toHaveText(k.toLocaleString('en'));
  }
  expect(errors).toEqual([]);
});

test('the board figure shows solution k of a large board without a long task', async ({ page, browser }) => {
  const errors = collectErrors(page);
  await openFixture(page, 'solution-board', '<n-queens id="fig" mode="board" n="14"></n-queens>');
  const { detail, longestMs } = await seekMeasured(browser, page, '#fig', 3000, 2999);
  expect(longestMs, 'the longest task while seeking solution 3000 of n = 14').toBeLessThan(50);
  expect(detail).toMatchObject({ n: 14, solution: 3000, queens: oracleSolutions(14, 3000)[2999] });
  expect(await boardOf(page, '#fig')).toEqual(detail.queens);
  expect(errors).toEqual([]);
});

test('with a code view, solution k is that program’s k-th solution, reached by playing it', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  // LeetCode 52 takes the lowest free bit first: the leftmost column, so its
  // solutions come in the oracle's order; it never rejects a square.
  await page.goto('/embed.html?mode=explore&n=6&code=leetcode&solution=3');
  await waitForWidgets(page);
  await expect.poll(() => boardOf(page, '#widget'), { timeout: 30_000 }).toEqual(oracleSolutions(6)[2]);
  await expect(page.locator('#widget [data-stat="solutions"]')).toHaveText('3');
  await expect(page.locator('#widget [data-stat="rejects"]')).toHaveText('0');
  expect(errors).toEqual([]);
});
