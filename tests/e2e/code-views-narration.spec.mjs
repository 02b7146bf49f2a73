// The narration of a code view tells what THAT program did (the core's
// facts about its events, ui/program-narration.js), stepped with the Step
// button to the step a learner found wrong, in English and Chinese. Worked
// out by hand from the programs' texts (src/programs/sources/):
// - brute, n = 4 (the notes' queen1): check(a, 2) runs as soon as a[2] is
//   set, so event 2 rejects (2,1) in queen 1's column and event 3 (2,2) on
//   its diagonal (the abs test, evaluated first); event 6 is check(a, 3)
//   finding the pair (3,2)-(2,3) on the ↙ diagonal; it prunes as the others
//   do, and the counter counts pruned squares;
// - leetcode, n = 4: after (1,1) and (2,3) the free bits of row 3 are 0,
//   so at event 3 the program tried none of its squares;
// - booleans, n = 4 (004's boolean arrays): after queens at (1,1) and (2,3),
//   event 6 rejects (3,2) by `rightTop[rtIndex]` (↙, queen 2) and event 7
//   (3,3) by `cols[col]`, the column of queen 2, tested before the
//   diagonals (where isValid meets queen 1's ↘ diagonal first);
// - bitmask-printed, n = 4: rightTop is never set, so at event 6 its test
//   lets (3,2) through, on the ↙ diagonal of queen 2 at (2,3).
import { test, expect } from '@playwright/test';

const WORDS = {
  en: {
    step: 'Step',
    safe: /safe/,
    rowPast: /Row [5-9]/,
    allTried: /tried all/,
    rejects: 'Rejects (pruned)',
    brute: [
      [2, /^Queen 2 tries \(2,1\): attacked along the column by queen 1 at \(1,1\)\. Prune: try the next square\.$/],
      [3, /^Queen 2 tries \(2,2\): attacked along the diagonal \(left top -\u2060> right bottom\) by queen 1 at \(1,1\)\./],
      [6, /^Queen 3 tries \(3,2\): attacked along the diagonal \(right top -\u2060> left bottom\) by queen 2 at \(2,3\)\./],
    ],
    booleans: [
      [6, /^Queen 3 tries \(3,2\): attacked along the diagonal \(right top -\u2060> left bottom\) by queen 2 at \(2,3\)\./],
      [7, /^Queen 3 tries \(3,3\): attacked along the column by queen 2 at \(2,3\)\./],
    ],
    leetcode: [[3, /^Row 3: the program tried none of its 4 squares\. Backtrack: lift queen 2 from \(2,3\)\.$/]],
    printed: [[6, /^Queen 3 tries \(3,2\): the program’s test lets it through, although queen 2 at \(2,3\) attacks it along the diagonal \(right top -\u2060> left bottom\)\./]],
  },
  zh: {
    step: '前进一步',
    safe: /安全/,
    rowPast: /第[5-9]行/,
    allTried: /格都已试过|格也都试过/,
    rejects: '剪枝',
    brute: [
      [2, /^皇后2尝试\(2，1\)：与\(1，1\)的皇后1在同一列，会受到攻击。剪枝，试下一格。$/],
      [3, /^皇后2尝试\(2，2\)：与\(1，1\)的皇后1在同一斜线（左上角-\u2060>右下角）上/],
      [6, /^皇后3尝试\(3，2\)：与\(2，3\)的皇后2在同一斜线（右上角-\u2060>左下角）上/],
    ],
    booleans: [
      [6, /^皇后3尝试\(3，2\)：与\(2，3\)的皇后2在同一斜线（右上角-\u2060>左下角）上/],
      [7, /^皇后3尝试\(3，3\)：与\(2，3\)的皇后2在同一列/],
    ],
    leetcode: [[3, /^第3行：程序一格也没有尝试（共4格）。回溯：拿起\(2，3\)的皇后2。$/]],
    printed: [[6, /^皇后3尝试\(3，2\)：程序的检查放行了这一格，尽管\(2，3\)的皇后2沿同一斜线（右上角-\u2060>左下角）攻击它。/]],
  },
};

// Opens `query` at step 0 and clicks Step up to the last step of `checks`
// ([step, sentence] pairs), checking each sentence on the way with `never`.
async function stepThrough(page, query, checks, never) {
  await page.goto(`/${query}&step=0`);
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^0 \/ \d/);
  const step = page.getByRole('button', { name: never.step, exact: true });
  const narration = page.locator('.nq-narration');
  const expected = new Map(checks);
  const last = Math.max(...expected.keys());
  for (let k = 1; k <= last; k += 1) {
    await step.click();
    await expect(page.locator('[data-stat="step"]')).toHaveText(new RegExp(`^${k} /`));
    if (expected.has(k)) await expect(narration).toHaveText(expected.get(k));
    else await expect(narration).not.toHaveText(/Loading|加载/);
    for (const wrong of never.patterns) await expect(narration, `step ${k}`).not.toHaveText(wrong);
  }
}

for (const lang of ['en', 'zh']) {
  const words = WORDS[lang];

  test(`${lang}: brute force: check(a, k) rejects by its pair and prunes, no row past the board`, async ({ page }) => {
    await stepThrough(page, `?n=4&code=brute&lang=${lang}`, words.brute, { step: words.step, patterns: [words.rowPast] });
    await expect(page.locator('.nq-stats__item').filter({ has: page.locator('[data-stat="rejects"]') }).locator('dt')).toHaveText(words.rejects);
  });

  test(`${lang}: boolean arrays: each flag test names its own line and the queen on it`, async ({ page }) => {
    await stepThrough(page, `?n=4&code=booleans&lang=${lang}`, words.booleans, { step: words.step, patterns: [words.rowPast] });
  });

  test(`${lang}: LeetCode: a row that tried none of its squares does not say it tried them all`, async ({ page }) => {
    await stepThrough(page, `?n=4&code=leetcode&lang=${lang}`, words.leetcode, { step: words.step, patterns: [words.allTried] });
  });

  test(`${lang}: printed bit sets: a square the bug lets through is not "safe", its attacker is named`, async ({ page }) => {
    await stepThrough(page, `?n=4&code=bitmask-printed&lang=${lang}`, words.printed, { step: words.step, patterns: [words.rowPast] });
    await expect(page.locator('.nq-narration')).not.toHaveText(words.safe);
  });
}
