// Firefox: the walkthrough plays to its first solution, in English and in
// Chinese, and every code view shows its highlighted line (aria-current)
// inside its scroll box. Screenshots at desktop and phone width.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { oracleEvents } from '../e2e/learn-oracle.mjs';
import { aria, assertNoErrors, named, openPage, screenshot, untilSelector, useSuite, until, untilAnnounced } from './harness.mjs';

// The first solution of 4 queens, as the notes give it (row, column; 1-based).
const FIRST_SOLUTION = ['row 1, column 2, queen', 'row 2, column 4, queen', 'row 3, column 1, queen', 'row 4, column 3, queen'];

const FIRST_SOLUTION_STEP = oracleEvents(4).findIndex((event) => event.kind === 'solution') + 1;

const suite = useSuite();

// Records, the first time the board shows FIRST_SOLUTION (and no other
// queen), the step the timeline names and what the narration (the live
// region that says "Solution 1") says: window.__firstSolution. Recorded in
// the page, at every change: the player holds a solution for 1.5 s only.
function watchForSolution(page, names) {
  return page.evaluate((wanted) => {
    window.__firstSolution = null;
    const check = () => {
      const queens = [...document.querySelectorAll('[role="gridcell"][aria-label$=", queen"]')].map((cell) => cell.getAttribute('aria-label'));
      const narration = [...document.querySelectorAll('[aria-live]')].find((node) => node.textContent.includes('Solution 1'));
      if (window.__firstSolution === null && narration && queens.length === wanted.length && wanted.every((name) => queens.includes(name))) {
        const timeline = document.querySelector('input[type="range"][aria-valuetext^="step "]');
        const step = Number(timeline.getAttribute('aria-valuetext').match(/^step (\d+)/)[1]);
        window.__firstSolution = { step, narration: narration.textContent.trim() };
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    check();
  }, names);
}

test('the walkthrough plays to its first solution, then speaks Chinese', async () => {
  const { page, errors, close } = await openPage(suite, '/?step=0');
  await named(page, 'row 1, column 1', 'gridcell');
  await watchForSolution(page, FIRST_SOLUTION);
  // 8 steps/s: the player holds a solution on screen for 1.5 s at this speed.
  const speed = await named(page, 'Speed', 'slider');
  await speed.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await until(page, 'the speed 8 steps/s', (slider) => slider.value === '4', speed);
  // Firefox's own accessibility tree names the button (::-p-aria; slow, so
  // only here and for the quiz's first answer: other names are read in the page).
  await (await untilSelector(page, aria('Play', 'button'))).click();
  await until(page, 'the first solution on the board', () => window.__firstSolution !== null);
  const { step, narration } = await page.evaluate(() => window.__firstSolution);
  // The step of the first solution, as an independent backtracking counts it.
  assert.equal(step, FIRST_SOLUTION_STEP);
  assert.equal(narration, 'Queen 4 at (4,3) completes the board: all 4 queens are safe. Solution 1: (1,2), (2,4), (3,1), (4,3)! Here the walkthrough of the lecture notes ends; the search goes on to find every solution.');

  // The language link keeps the position and turns the narration Chinese.
  await page.goto(`${suite.origin}/?step=2`);
  await untilAnnounced(page, /^Queen 2 tries \(2,1\): attacked along the column by queen 1 at \(1,1\)\./);
  await (await named(page, '中文', 'link')).click();
  await until(page, 'lang=zh in the URL', () => new URLSearchParams(location.search).get('lang') === 'zh');
  await untilAnnounced(page, /^皇后2尝试\(2，1\)：与\(1，1\)的皇后1在同一列，会受到攻击。剪枝，试下一格。$/);
  await named(page, '第1行，第1列，皇后', 'gridcell');
  assert.equal(await page.$eval('html', (html) => html.lang), 'zh-CN');
  assertNoErrors(errors);
  await close();
});

test('screenshots of the walkthrough at its first solution, 1280 and 375 px wide', async () => {
  for (const [width, height, lang] of [[1280, 900, 'en'], [375, 812, 'zh']]) {
    const { page, errors, close } = await openPage(suite, `/?step=${FIRST_SOLUTION_STEP}&lang=${lang}`, { width, height });
    await untilAnnounced(page, lang === 'en' ? /Solution 1: \(1,2\), \(2,4\), \(3,1\), \(4,3\)! Here the walkthrough of the lecture notes ends/ : /找到第1个解：\(1，2\)、\(2，4\)、\(3，1\)、\(4，3\)！讲义中的4皇后过程到此结束/);
    await untilSelector(page, '[aria-current="true"]'); // the code panel has loaded its program
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling at ${width} px (${overflow} px too wide)`);
    await screenshot(page, `firefox-walkthrough-${width}`);
    assertNoErrors(errors);
    await close();
  }
});

// The highlighted code line of the page, with where it is against its scroll box.
function highlighted(page) {
  return page.evaluate(() => {
    const lines = [...document.querySelectorAll('[role="region"] [aria-current="true"]')];
    const line = lines[0];
    if (!line) return { count: 0 };
    const box = line.closest('[role="region"]').getBoundingClientRect();
    const rect = line.getBoundingClientRect();
    return {
      count: lines.length,
      text: line.textContent.trim(),
      inside: rect.height > 0 && rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5,
    };
  });
}

test('every code view shows its highlighted line, and it follows the search', async () => {
  const { page, errors, close } = await openPage(suite, '/?step=12');
  const select = await named(page, 'Code', 'combobox');
  const views = await select.evaluate((node) => [...node.options].map((option) => option.value));
  assert.ok(views.length >= 5, `the Code selector lists the views: ${views}`);
  for (const view of views) {
    // Step 12 of 4 queens: three queens down, a reject in row 4, deep in each program.
    await page.goto(`${suite.origin}/?code=${view}&step=12`);
    await until(page, `a highlighted line in ?code=${view}`, () => document.querySelector('[role="region"] [aria-current="true"]'));
    const at12 = await highlighted(page);
    assert.equal(at12.count, 1, `${view}: one highlighted line`);
    assert.ok(at12.inside, `${view}: the highlighted line "${at12.text}" is inside the code's scroll box`);
    assert.equal(await (await named(page, 'Code', 'combobox')).evaluate((node) => node.value), view);
    // One step on (the removal of queen 3): still one line, still in view.
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('ArrowRight');
    await until(page, 'step 13', () => new URLSearchParams(location.search).get('step') === '13');
    await until(page, `${view}: the highlight in view at step 13`, () => {
      const line = document.querySelector('[role="region"] [aria-current="true"]');
      if (!line) return false;
      const box = line.closest('[role="region"]').getBoundingClientRect();
      const rect = line.getBoundingClientRect();
      return rect.height > 0 && rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5;
    });
    assert.equal((await highlighted(page)).count, 1, `${view}: one highlighted line at step 13`);
  }
  assertNoErrors(errors);
  await close();
});
