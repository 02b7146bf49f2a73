// The narration of a code view tells what THAT program did (the core's
// facts about its events, ui/program-narration.js), stepped with the Step
// button to the step a learner found wrong, in English and Chinese. Worked
// out by hand from the programs' texts (src/programs/sources/):
// - brute, n = 4: put(i) fills every row before check(a, n) looks, so
//   event 2 puts queen 2 on (2,1) untested, under queen 1's column; event 5
//   is check() failing on the full board (no pruning); event 6 lifts the
//   last row's queen (there is no row 5); the counter counts boards;
// - leetcode, n = 4: after (1,1) and (2,3) the free bits of row 3 are 0,
//   so at event 3 the program tried none of its squares;
// - bitmask-printed, n = 4: rightTop is never set, so at event 6 its test
//   lets (3,2) through, on the ↙ diagonal of queen 2 at (2,3).
import { test, expect } from '@playwright/test';

const WORDS = {
  en: {
    step: 'Step',
    safe: /safe/,
    prune: /Prune: try/,
    rowPast: /Row [5-9]/,
    allTried: /tried all/,
    rejects: 'Boards rejected (no pruning)',
    brute: [
      [2, /^Queen 2 goes to \(2,1\) untested, although queen 1 at \(1,1\) attacks it along the column/],
      [5, /^The board is full and the program checks it as a whole: queen 2 at \(2,1\) is attacked along the column by queen 1 at \(1,1\)\. Not a solution/],
      [6, /^The full board was rejected: lift queen 4 from \(4,1\)/],
    ],
    leetcode: [[3, /^Row 3: the program tried none of its 4 squares\. Backtrack: lift queen 2 from \(2,3\)\.$/]],
    printed: [[6, /^Queen 3 tries \(3,2\): the program’s test lets it through, although queen 2 at \(2,3\) attacks it along the diagonal \(right top -> left bottom\)\./]],
  },
  zh: {
    step: '前进一步',
    safe: /安全/,
    prune: /剪枝，试下一格/,
    rowPast: /第[5-9]行/,
    allTried: /格都已试过|格也都试过/,
    rejects: '否决的棋盘（不剪枝）',
    brute: [
      [2, /^皇后2不经检查放在\(2，1\)，尽管\(1，1\)的皇后1沿同一列攻击它/],
      [5, /^棋盘摆满了，程序检查整个棋盘：\(2，1\)的皇后2被\(1，1\)的皇后1沿同一列攻击。这不是解/],
      [6, /^摆满的棋盘被否决：拿起\(4，1\)的皇后4/],
    ],
    leetcode: [[3, /^第3行：程序一格也没有尝试（共4格）。回溯：拿起\(2，3\)的皇后2。$/]],
    printed: [[6, /^皇后3尝试\(3，2\)：程序的检查放行了这一格，尽管\(2，3\)的皇后2沿同一斜线（右上角->左下角）攻击它。/]],
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

  test(`${lang}: brute force: no "safe" beside an attacker, no pruning, no row past the board`, async ({ page }) => {
    await stepThrough(page, `?n=4&code=brute&lang=${lang}`, words.brute, { step: words.step, patterns: [words.safe, words.prune, words.rowPast] });
    await expect(page.locator('.nq-stats__item').filter({ has: page.locator('[data-stat="rejects"]') }).locator('dt')).toHaveText(words.rejects);
  });

  test(`${lang}: LeetCode: a row that tried none of its squares does not say it tried them all`, async ({ page }) => {
    await stepThrough(page, `?n=4&code=leetcode&lang=${lang}`, words.leetcode, { step: words.step, patterns: [words.allTried] });
  });

  test(`${lang}: printed bit sets: a square the bug lets through is not "safe", its attacker is named`, async ({ page }) => {
    await stepThrough(page, `?n=4&code=bitmask-printed&lang=${lang}`, words.printed, { step: words.step, patterns: [words.rowPast] });
    await expect(page.locator('.nq-narration')).not.toHaveText(words.safe);
  });
}
