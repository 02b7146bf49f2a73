// Firefox: the quiz scores answers (right and wrong, English and Chinese)
// and free play announces a solution (both languages), with screenshots of
// free play at desktop and phone width. The expected answers come from an
// independent backtracking (tests/e2e/learn-oracle.mjs), not from the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { oracleEvents, quizAnswer } from '../e2e/learn-oracle.mjs';
import { aria, assertNoErrors, named, openPage, screenshot, untilSelector, useSuite, until, untilAnnounced } from './harness.mjs';

const suite = useSuite();

/** Waits until an element of the page shows exactly `text` (its whole text). */
function untilShown(page, text) {
  return until(
    page,
    `"${text}" on the page`,
    (wanted) => [...document.querySelectorAll('body *')].some((node) => !node.closest('[hidden]') && node.textContent.trim() === wanted),
    text,
  );
}

test('the quiz scores a right and a wrong answer, in English', async () => {
  const { page, errors, close } = await openPage(suite, '/?mode=quiz');
  const [first, second] = oracleEvents(4);
  assert.deepEqual([first.kind, second.kind], ['place', 'reject']);
  // Firefox's own accessibility tree names the answer buttons (::-p-aria).
  await (await untilSelector(page, aria(quizAnswer(first), 'button'))).click();
  await untilShown(page, 'Score: 1 / 1');
  await untilAnnounced(page, /^Right! Queen 1 tries \(1,1\): safe\./);
  // The second square, (2,1), is attacked along the column: Place is wrong.
  await (await named(page, 'Place', 'button')).click();
  await untilShown(page, 'Score: 1 / 2');
  await untilAnnounced(page, /^Not quite: the queen at row 1, column 1 attacks row 2, column 1 along the column, so the search prunes it\. Try again\.$/);
  await (await named(page, quizAnswer(second), 'button')).click();
  await untilAnnounced(page, /^Right! Queen 2 tries \(2,1\): attacked along the column/);
  await named(page, 'row 2, column 1, pruned: attacked by the queen at row 1, column 1', 'gridcell');
  await untilShown(page, 'Score: 1 / 2'); // a question answered after a wrong answer scores nothing
  assertNoErrors(errors);
  await close();
});

test('the quiz in Chinese: the answers, the score and the explanation', async () => {
  const { page, errors, close } = await openPage(suite, '/?mode=quiz&lang=zh');
  const events = oracleEvents(4);
  for (const [index, event] of events.slice(0, 3).entries()) {
    await (await named(page, quizAnswer(event, 'zh'), 'button')).click();
    await untilShown(page, `得分：${index + 1} / ${index + 1}`);
  }
  await untilAnnounced(page, /^答对了！/);
  assertNoErrors(errors);
  await close();
});

// The first solution of 8 queens (columns of rows 1 to 8, 0-based).
const FIRST_OF_EIGHT = oracleEvents(8).find((event) => event.kind === 'solution').cols;

async function placeQueens(page, cols, cellName) {
  for (const [row, col] of cols.entries()) await (await named(page, cellName(row + 1, col + 1), 'button')).click();
}

/** Waits until the board's buttons named `names` are all there. */
function untilNamed(page, names) {
  return until(
    page,
    `the squares ${names.join('; ')}`,
    (wanted) => {
      const shown = new Set([...document.querySelectorAll('button[aria-label]')].map((button) => button.getAttribute('aria-label')));
      return wanted.every((name) => shown.has(name));
    },
    names,
  );
}

test('free play announces a solution, in English and Chinese; screenshots at 1280 and 375 px', async () => {
  for (const [width, height, lang] of [[1280, 900, 'en'], [375, 812, 'zh']]) {
    const { page, errors, close } = await openPage(suite, `/?mode=play&n=8&lang=${lang}`, { width, height });
    const cellName = lang === 'en' ? (row, col) => `row ${row}, column ${col}` : (row, col) => `第${row}行，第${col}列`;
    await placeQueens(page, FIRST_OF_EIGHT, cellName);
    await untilAnnounced(
      page,
      lang === 'en'
        ? /^A solution! It is solution 1 in the order the search finds them \(as the Explorer’s gallery numbers them\), the first of its symmetry class of 8 boards\.$/
        : /^这是一个解！按搜索找到解的顺序，它是第1个解（与“探索”中解列表的编号相同），是其对称类（8 个棋盘）中的第一个。$/,
    );
    const queen = lang === 'en' ? ', queen' : '，皇后';
    await untilNamed(page, FIRST_OF_EIGHT.map((col, row) => cellName(row + 1, col + 1) + queen));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling at ${width} px (${overflow} px too wide)`);
    await screenshot(page, `firefox-free-play-${width}`);
    assertNoErrors(errors);
    await close();
  }
});

test('free play on 4 queens: a queen lifted again, then the mirror solution', async () => {
  const { page, errors, close } = await openPage(suite, '/?mode=play&n=4');
  const name = (row, col) => `row ${row}, column ${col}`;
  await (await named(page, name(1, 1), 'button')).click();
  await untilNamed(page, [`${name(1, 1)}, queen`, `${name(2, 2)}, attacked by the queen at row 1, column 1`]);
  await (await named(page, `${name(1, 1)}, queen`, 'button')).click(); // lifted again
  await untilNamed(page, [name(1, 1), name(2, 2)]);
  const [, second] = oracleEvents(4).filter((event) => event.kind === 'solution');
  await placeQueens(page, second.cols, name);
  await untilAnnounced(page, /^A solution! It is solution 2 in the order the search finds them \(as the Explorer’s gallery numbers them\); its symmetry class has 2 boards, the first of them solution 1\.$/);
  assertNoErrors(errors);
  await close();
});
