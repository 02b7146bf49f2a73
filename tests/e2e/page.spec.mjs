// The walkthrough (4 queens, as in the notes), driven by the keyboard:
// events, narration in both languages, accessible names, step back, the
// search tree and the code highlight. Nothing here waits on a clock: every
// check waits for the page to show a state, and autoplay is off because the
// tests ask for reduced motion.
import { test, expect } from '@playwright/test';
import { recordTexts, recordedTexts, CHINESE } from './text-recorder.mjs';

test.use({ reducedMotion: 'reduce' });

/** The number of events applied, read from the "Step" counter ("12 / 60"). */
async function position(page) {
  const text = await page.locator('[data-stat="step"]').textContent();
  return Number(text.split('/')[0].replace(/[^\d]/g, ''));
}

async function totalEvents(page) {
  const text = await page.locator('[data-stat="step"]').textContent();
  return Number(text.split('/')[1].replace(/[^\d]/g, ''));
}

/** Presses a key and waits until the step counter shows `expected`. */
async function press(page, key, expected) {
  await page.keyboard.press(key);
  await expect(page.locator('[data-stat="step"]')).toHaveText(new RegExp(`^${expected} /`));
}

/** Everything the board and the counters show, for comparing states. */
async function snapshot(page) {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll('[role="gridcell"]')].map(
      (cell) => `${cell.getAttribute('aria-label')}|${[...cell.classList].sort().join(' ')}|${cell.textContent}`,
    );
    const stats = [...document.querySelectorAll('[data-stat]')].map((node) => node.textContent);
    const narration = document.querySelector('.nq-narration').textContent;
    const code = [...document.querySelectorAll('.nq-code__line.is-active')].map((line) => line.dataset.line);
    const tree = [...document.querySelectorAll('.nq-tree__node:not(.is-future)')].map((node) => node.getAttribute('class'));
    return { cells, stats, narration, code, tree };
  });
}

async function openWalkthrough(page, query = '') {
  await page.goto(`/${query}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^\d+ \/ \d+$/);
}

test('the keyboard alone reaches the first solution, and the accessible names say so', async ({ page }) => {
  await openWalkthrough(page);
  expect(await position(page)).toBe(0);
  await expect(page.getByRole('gridcell')).toHaveCount(16);
  await expect(page.getByRole('gridcell', { name: 'row 1, column 1', exact: true })).toBeVisible();

  const narration = page.locator('.nq-narration');
  const told = [];
  for (let step = 1; step <= 200; step += 1) {
    await press(page, 'ArrowRight', step);
    // The program's narration is a module of its own, imported with the
    // first step: until it is in, the narration says so.
    await expect(narration).not.toHaveText('Loading the program…');
    told.push(await narration.textContent());
    if ((await page.locator('[data-stat="solutions"]').textContent()) === '1') break;
  }

  // The notes' story, in order: queen 1 at (1,1), queen 2 fails on columns 1
  // and 2 and goes to (2,3), dead end, (2,4), (3,2) dead end, back to (1,2).
  expect(told[0]).toBe('Queen 1 tries (1,1): safe. Put queen 1 down at (1,1).');
  expect(told[1]).toContain('Queen 2 tries (2,1): attacked along the column by queen 1 at (1,1)');
  expect(told[2]).toContain('Queen 2 tries (2,2): attacked along the diagonal (left top -\u2060> right bottom) by queen 1 at (1,1)');
  expect(told[3]).toBe('Queen 2 tries (2,3): safe, after columns 1 and 2 failed. Put queen 2 down at (2,3).');
  const story = [
    'Row 3 has no safe square: dead end. Backtrack: lift queen 2 from (2,3).',
    'Put queen 2 down at (2,4)',
    'Put queen 3 down at (3,2)',
    'Row 4 has no safe square: dead end. Backtrack: lift queen 3 from (3,2).',
    'Backtrack all the way, to row 1: lift queen 1 from (1,1).',
    'Put queen 1 down at (1,2)',
    'Put queen 2 down at (2,4)',
    'Put queen 3 down at (3,1)',
    'Put queen 4 down at (4,3)',
    'Solution 1: (1,2), (2,4), (3,1), (4,3)!',
  ];
  let from = 0;
  for (const moment of story) {
    const at = told.findIndex((sentence, index) => index >= from && sentence.includes(moment));
    expect(at, `"${moment}" after event ${from}`).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
  expect(from).toBe(told.length);

  for (const name of ['row 1, column 2, queen', 'row 2, column 4, queen', 'row 3, column 1, queen', 'row 4, column 3, queen']) {
    await expect(page.getByRole('gridcell', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('gridcell', { name: /, queen$/ })).toHaveCount(4);
  await expect(page.locator('.nq-banner')).toHaveText('Solution 1!');
  await expect(narration).toHaveAttribute('aria-live', 'polite');
});

test('step back undoes exactly one event, at every step of the search', async ({ page }) => {
  // 156 key presses, each with a snapshot: 22 s alone on this machine, so
  // the default 30 s is too close when the other worker is busy too.
  test.setTimeout(90_000);
  await openWalkthrough(page);
  const total = await totalEvents(page);
  expect(total).toBeGreaterThan(20);
  // The code panel comes after the board: the first snapshot waits for its lines
  // (at step 0 the program has not run a line yet: none is highlighted).
  await expect(page.locator('.nq-code__line').first()).toBeVisible();
  await expect(page.locator('.nq-code__line.is-active')).toHaveCount(0);
  const forward = [await snapshot(page)];
  for (let step = 1; step <= total; step += 1) {
    await press(page, 'ArrowRight', step);
    forward.push(await snapshot(page));
  }
  await expect(page.locator('.nq-banner')).toHaveText('Search complete: 2 solutions');
  expect(forward[total].narration).toContain('the whole solution space is searched. 2 solutions found.');
  for (let step = total - 1; step >= 0; step -= 1) {
    await press(page, 'ArrowLeft', step);
    expect(await snapshot(page), `state after stepping back to ${step}`).toEqual(forward[step]);
  }
});

test('Space plays and pauses, Home restarts, End runs to the end, the scrubber seeks', async ({ page }) => {
  await openWalkthrough(page, '?step=5');
  expect(await position(page)).toBe(5);
  const play = page.locator('.nq-btn--toggle');
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(play).toHaveAttribute('aria-pressed', 'false');

  const total = await totalEvents(page);
  await page.keyboard.press('End');
  await expect(page.locator('[data-stat="step"]')).toHaveText(`${total} / ${total}`);
  await expect(page.locator('[data-stat="solutions"]')).toHaveText('2');
  await page.keyboard.press('Home');
  await expect(page.locator('[data-stat="step"]')).toHaveText(`0 / ${total}`);

  const slider = page.getByRole('slider', { name: 'Timeline' });
  await expect(slider).toHaveAttribute('max', String(total));
  await slider.fill('17');
  await expect(page.locator('[data-stat="step"]')).toHaveText(`17 / ${total}`);
  await expect(slider).toHaveAttribute('aria-valuetext', `step 17 of ${total}`);
  // The slider is a real one: arrow keys on it move one step.
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-stat="step"]')).toHaveText(`18 / ${total}`);
  await expect(page).toHaveURL(/step=18/);
});

test('To the end and Restart hand the keyboard focus to each other as they disable themselves', async ({ page }) => {
  await openWalkthrough(page, '?step=5');
  const total = await totalEvents(page);
  const end = page.locator('.nq-btn--end');
  const restart = page.locator('.nq-btn--restart');
  await end.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-stat="step"]')).toHaveText(`${total} / ${total}`);
  await expect(end).toBeDisabled();
  await expect(restart).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-stat="step"]')).toHaveText(`0 / ${total}`);
  await expect(restart).toBeDisabled();
  await expect(end).toBeFocused();
});

test('playing fast, the narration stops being a live region until the player pauses', async ({ page }) => {
  await openWalkthrough(page);
  const narration = page.locator('.nq-narration');
  await expect(page.getByRole('slider', { name: 'Speed' })).toHaveValue('2'); // 2 steps/s
  await page.keyboard.press('Space');
  await expect(page.locator('.nq-btn--toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(narration).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Space');

  await page.getByRole('slider', { name: 'Speed' }).fill('5'); // 16 steps/s
  await page.locator('.nq-btn--toggle').click();
  await expect(narration).toHaveAttribute('aria-live', 'off');
  const before = await narration.textContent();
  await expect(narration).not.toHaveText(before); // the text on screen still follows every step
  await page.keyboard.press('Space');
  await expect(page.locator('.nq-btn--toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect(narration).toHaveAttribute('aria-live', 'polite');
});

test('narration and names in English and Chinese', async ({ page }) => {
  await openWalkthrough(page, '?step=2');
  const narration = page.locator('.nq-narration');
  await expect(narration).toHaveText(
    'Queen 2 tries (2,1): attacked along the column by queen 1 at (1,1). Prune: try the next square.',
  );
  await page.getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(/lang=zh/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(narration).toHaveText('皇后2尝试(2，1)：与(1，1)的皇后1在同一列，会受到攻击。剪枝，试下一格。');
  await expect(page.getByRole('gridcell', { name: '第1行，第1列，皇后', exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: '第2行，第1列，剪枝：与(1，1)的皇后在同一列', exact: true })).toBeVisible();
  // The clicked link keeps the focus, and with it the arrow keys: the player's
  // keys work from the page itself.
  await page.getByRole('link', { name: '中文' }).blur();

  // The first dead end, in the notes' words.
  let sawDeadEnd = false;
  for (let step = 3; step <= 20 && !sawDeadEnd; step += 1) {
    await press(page, 'ArrowRight', step);
    const text = await narration.textContent();
    if (text.includes('死胡同')) {
      expect(text).toBe('第3行没有可以放皇后的位置：死胡同。回溯：拿起(2，3)的皇后2。');
      sawDeadEnd = true;
    }
  }
  expect(sawDeadEnd).toBe(true);
  await page.keyboard.press('End');
  await expect(narration).toContainText('整个解空间搜索完毕，共找到2个解');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(narration).toContainText('the whole solution space is searched');
});

test('the Chinese strings load only for Chinese, and a Chinese page paints Chinese from the first text', async ({ page }) => {
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const zhFetched = () => requested.some((path) => path.endsWith('/js/i18n/strings/zh.js'));

  await recordTexts(page);
  const selectors = ['.nq-header__title', '.nq-header__tagline', '.nq-section__title', '.nq-intro__lead', '.nq-loading', '.nq-narration', '.nq-footer'];

  // English: js/i18n/strings/zh.js is never fetched, not even once the page is idle.
  await openWalkthrough(page);
  await page.waitForLoadState('networkidle');
  expect(requested.some((path) => path.endsWith('/js/i18n/i18n.js'))).toBe(true);
  expect(zhFetched()).toBe(false);

  // The switch fetches them, and draws nothing before they are in: no
  // English text is drawn again after the click.
  const before = (await recordedTexts(page, selectors.join(', '))).length;
  await page.getByRole('link', { name: '中文' }).click();
  await expect(page.locator('.nq-header__title')).toHaveText('N皇后');
  await expect(page.locator('.nq-narration')).toHaveText(CHINESE);
  expect(zhFetched()).toBe(true);
  const afterSwitch = (await recordedTexts(page, selectors.join(', '))).slice(before);
  expect(afterSwitch.length).toBeGreaterThan(0);
  expect(afterSwitch.filter((text) => !CHINESE.test(text))).toEqual([]);

  // Chinese from the start: every text of the chrome, the loading status and
  // the narration was Chinese from the moment it appeared.
  requested.length = 0;
  await page.goto('/?lang=zh');
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^\d+ \/ \d+$/);
  await expect(page.locator('.nq-narration')).not.toBeEmpty();
  expect(zhFetched()).toBe(true);
  const texts = await recordedTexts(page, selectors.join(', '));
  expect((await recordedTexts(page, '.nq-header__title'))[0]).toBe('N皇后');
  expect((await recordedTexts(page, '.nq-narration')).length).toBeGreaterThan(0);
  expect(texts.filter((text) => !CHINESE.test(text))).toEqual([]);
  await expect(page).toHaveTitle(/皇后/);
});

test('cell names say what the square shows: rejected and by which queen, lifted, being tried', async ({ page }) => {
  const cell = (name) => page.getByRole('gridcell', { name, exact: true });
  await openWalkthrough(page, '?step=3');
  // Step 3 rejects (2,2); (2,1) was rejected the step before and keeps its ✕.
  await expect(cell('row 2, column 1, rejected: attacked along the column by the queen at (1,1)')).toBeVisible();
  await expect(cell('row 2, column 2, rejected: attacked along a diagonal by the queen at (1,1)')).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('[role="gridcell"][aria-current]')).toHaveCount(1);
  await expect(cell('row 1, column 1, queen')).toBeVisible();

  // Step 9 lifts queen 2 from (2,3): the dead end of row 3 is still marked.
  await openWalkthrough(page, '?step=9');
  await expect(page.locator('.nq-narration')).toContainText('lift queen 2 from (2,3)');
  await expect(cell('row 2, column 3, queen lifted (backtrack)')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('gridcell', { name: /^row 3, column \d, rejected: attacked along (the column|a diagonal) by the queen at \(\d,\d\)$/ })).toHaveCount(4);

  await openWalkthrough(page, '?step=9&lang=zh');
  await expect(cell('第2行，第3列，皇后已拿起（回溯）')).toBeVisible();
  await expect(cell('第3行，第2列，剪枝：与(2，3)的皇后在同一斜线上')).toBeVisible();
});

test('the search tree and the code highlight follow the step, and a tree node seeks', async ({ page }) => {
  await openWalkthrough(page);
  const activeCode = page.locator('.nq-code__line.is-active');
  const current = page.locator('.nq-tree__node.is-current');
  await expect(page.locator('.nq-code__line').first()).toBeVisible();
  await expect(activeCode).toHaveCount(0); // step 0: the program has not started
  await expect(page.locator('.nq-tree__node:not(.is-future)')).toHaveCount(1); // the root

  await press(page, 'ArrowRight', 1); // place (1,1): the program's own assignment placed it
  await expect(activeCode).toHaveCount(1);
  await expect(activeCode).toContainText('queens[row] = col;');
  await expect(activeCode).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.nq-code__line.is-context')).toContainText(['place(0);']); // the caller's line
  await expect(current).toHaveAttribute('data-step', '1');
  await expect(current).toHaveClass(/is-path/);

  await expect(current.locator('.nq-tree__rejects')).toHaveCount(0);

  // A rejected square is no node: it is counted under the queen above it,
  // which is the current node of that step.
  await press(page, 'ArrowRight', 2); // reject (2,1): same column
  await expect(activeCode).toHaveCount(1);
  await expect(activeCode).toContainText('if (queens[i] == col) return false;');
  await expect(current).toHaveAttribute('data-step', '1');
  await expect(current.locator('.nq-tree__rejects')).toHaveText('✕1');

  await press(page, 'ArrowRight', 3); // reject (2,2): diagonal
  await expect(activeCode).toContainText('Math.abs(col - queens[i])');
  await expect(page.locator('.nq-tree__node:not(.is-future)')).toHaveCount(2);
  await expect(current.locator('.nq-tree__rejects')).toHaveText('✕2');
  await expect(current.locator('title')).toHaveText('Queen 1 at (1,1), step 1, 2 pruned below');

  // Clicking a node goes to the step where it was created.
  await page.locator('.nq-tree__node[data-step="1"] .nq-tree__dot').click();
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^1 \//);
  await expect(page.locator('.nq-tree__node:not(.is-future)')).toHaveCount(2);

  // At the first solution: the full-board test and a ringed node on the current path.
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  for (let step = 1; (await page.locator('[data-stat="solutions"]').textContent()) !== '1'; step += 1) {
    await press(page, 'ArrowRight', step);
  }
  // The program finds its solution in the test that the board is full.
  await expect(activeCode).toContainText('if (row == queens.length) {');
  await expect(page.locator('.nq-tree__node.is-solution')).toHaveCount(1);
  await expect(page.locator('.nq-tree__node.is-solution')).toHaveClass(/is-path/);
  // The legend names what is drawn: a gold ring, not a star.
  await expect(page.locator('.nq-tree__node.is-solution .nq-tree__ring')).toBeVisible();
  await expect(page.locator('.nq-tree__legend')).toContainText('gold ring: solution');
  await expect(page.locator('.nq-tree__legend')).not.toContainText('★');
  await press(page, 'ArrowRight', (await position(page)) + 1); // lift queen 4: look for the next solution
  // The lift is made by place(3)'s call place(row + 1) returning (place(4) ends
  // at its `return;`): that line is lit, with place(3) on top of the stack.
  await expect(activeCode.first()).toContainText('place(row + 1);');
  await expect(page.getByRole('list', { name: 'Call stack' }).getByRole('listitem').last()).toHaveText('place(3) col = 2');
  await expect(page.locator('.nq-narration')).toContainText('Look for the next solution: lift queen 4 from (4,3).');
});

test('every search tree node is its own click target, and counts the squares pruned under it', async ({ page }) => {
  await openWalkthrough(page, '?step=79');
  // The tree is imported after the first board: wait for its nodes (under
  // load the check below once ran before the tree was drawn).
  // The root and the 16 queens the 4-queens search puts down (the seed's walkthrough).
  await expect(page.locator('.nq-tree__node:not(.is-future)')).toHaveCount(17);
  // What a click at the centre of each node would hit, and the tooltip it shows.
  const misses = await page.evaluate(() => {
    const found = [];
    const groups = [...document.querySelectorAll('.nq-tree__node:not(.is-future)')];
    for (const group of groups) {
      const hit = group.querySelector('.nq-tree__hit');
      hit.scrollIntoView({ block: 'center', inline: 'center' });
      const box = hit.getBoundingClientRect();
      const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('.nq-tree__node');
      if (under !== group) {
        found.push(`${group.querySelector('title').textContent} → ${under?.querySelector('title').textContent}`);
      }
    }
    return { count: groups.length, found };
  });
  expect(misses.count).toBe(17);
  expect(misses.found).toEqual([]);

  const queen2 = page.locator('.nq-tree__node[data-step="4"]');
  await expect(queen2.locator('title')).toHaveText('Queen 2 at (2,3), step 4, 4 pruned below');
  await expect(queen2.locator('.nq-tree__rejects')).toHaveText('✕4');
  await queen2.scrollIntoViewIfNeeded();
  const box = await queen2.locator('.nq-tree__dot').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^4 \//);
  await expect(queen2).toHaveClass(/is-current/);
  await expect(queen2.locator('.nq-tree__rejects')).toHaveText('');
});

// Tabs from the stage's last control (Speed) until the focus enters the search
// tree (the code panel's controls come first on the page): the tree is one tab stop.
async function tabIntoTree(page, tree) {
  await page.getByRole('slider', { name: 'Speed' }).focus();
  for (let k = 0; k < 12; k += 1) {
    await page.keyboard.press('Tab');
    if (await tree.evaluate((root) => root.contains(document.activeElement))) return;
  }
  throw new Error('Tab never reached the search tree');
}

test('the search tree is a tree and one tab stop: arrows move, expand and collapse, Enter and Space seek', async ({ page }) => {
  await openWalkthrough(page, '?step=5');
  const tree = page.locator('.nq-tree');
  const item = (name) => tree.getByRole('treeitem', { name, exact: true });
  await expect(tree.locator('.nq-tree__legend')).toContainText('Tab to the tree, move with the arrow keys and press Enter');
  await expect(tree.getByRole('tree')).toHaveAccessibleName('Search tree so far: 2 queens put down, 3 squares pruned, 0 solutions.');
  await expect(tree.locator('[tabindex="0"]')).toHaveCount(1);

  // Tab from the last control, past the code panel (beside the board, before the tree), reaches the current node: step 5 rejects (3,1) under queen 2.
  await tabIntoTree(page, tree);
  const queen2 = 'Queen 2 at (2,3), step 4, 1 pruned below';
  const queen1 = 'Queen 1 at (1,1), step 1, 2 pruned below';
  await expect(item(queen2)).toBeFocused();
  await expect(tree.getByRole('treeitem', { selected: true })).toHaveAccessibleName(queen2);
  await expect(item(queen2)).toHaveAttribute('aria-current', 'step');
  await expect(item(queen2)).toHaveAttribute('aria-level', '3');
  await expect(item(queen2)).not.toHaveAttribute('aria-expanded', /.*/);
  // Left goes to the parent; on an open parent it collapses it, Right opens it again, then goes to the child.
  await page.keyboard.press('ArrowLeft');
  await expect(item(queen1)).toBeFocused();
  await expect(item(queen1)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(item(queen1)).toHaveAttribute('aria-expanded', 'false');
  await expect(item(queen2)).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(item(queen1)).toHaveAttribute('aria-expanded', 'true');
  await expect(item(queen2)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(item(queen2)).toBeFocused();
  // Up/Down in the tree's order, Home/End to the first and last; the player's keys leave them alone.
  await page.keyboard.press('Home');
  await expect(item('Start, step 0')).toBeFocused();
  await expect(item('Start, step 0')).toHaveAttribute('aria-level', '1');
  await page.keyboard.press('End');
  await expect(item(queen2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(queen2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item(queen1)).toBeFocused();
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^5 \//);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^1 \//);
  await expect(tree.getByRole('treeitem', { selected: true })).toHaveAccessibleName('Queen 1 at (1,1), step 1');
  // Queen 2 is further on at step 1, but already seen: still drawn (faded) and reachable, End goes there.
  await page.keyboard.press('End');
  await expect(item('Queen 2 at (2,3), step 4, further on (seen already)')).toBeFocused();
  await expect(item('Queen 2 at (2,3), step 4, further on (seen already)')).toHaveClass(/is-ahead/);
  await page.keyboard.press('Home');
  await expect(item('Start, step 0')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Queen 1 at (1,1), step 1')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^1 \//);
  await expect(page.locator('.nq-btn--toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect(tree.locator('[tabindex="0"]')).toHaveCount(1);

  // Tab leaves the tree for its zoom buttons. The code panel comes before the tree on the page (beside
  // the board): its code view's and step unit's selectors, Edit code, then the code box, a named scroll region.
  await page.keyboard.press('Tab');
  await expect(tree.getByRole('button', { name: 'Zoom out' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tree.getByRole('button', { name: 'Zoom in' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(item('Queen 1 at (1,1), step 1')).toBeFocused();
  await page.getByRole('combobox', { name: 'Code' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Step by' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Edit code' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'The program’s code' })).toBeFocused();
  await tabIntoTree(page, tree);
  await expect(item('Queen 1 at (1,1), step 1')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Search tree drawing' })).toBeVisible();
  await page.getByRole('link', { name: '中文' }).click();
  await expect(page.getByRole('region', { name: '程序代码' })).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('region', { name: '搜索树图' })).toBeVisible();
  await expect(tree.locator('.nq-tree__legend')).toContainText('用方向键移动');
});

test('at step 20, ← on the open node "Queen 2 at (2,4)" closes it, the next ← goes to its parent; on a leaf ← goes straight up', async ({ page }) => {
  await openWalkthrough(page, '?step=20');
  const tree = page.locator('.nq-tree');
  const item = (name) => tree.getByRole('treeitem', { name, exact: true });
  const queen1 = item('Queen 1 at (1,1), step 1, 2 pruned below');
  const open = item('Queen 2 at (2,4), step 10, 3 pruned below');
  const child = item('Queen 3 at (3,2), step 12, 4 pruned below');
  const leaf = item('Queen 2 at (2,3), step 4, 4 pruned below');
  await expect(tree.getByRole('tree')).toBeVisible();
  await tabIntoTree(page, tree);
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  // The tree pattern: the first ← closes the open node (its child goes), and says so (aria-expanded)…
  await page.keyboard.press('ArrowLeft');
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(child).toBeHidden();
  await expect(open).toBeFocused();
  // …and the next one goes to its parent, queen 1.
  await page.keyboard.press('ArrowLeft');
  await expect(queen1).toBeFocused();
  await expect(tree.locator('[tabindex="0"]')).toHaveCount(1);
  // The legend tells what ← does, in both languages.
  await expect(tree.locator('.nq-tree__legend')).toContainText('← first closes an open node, then goes up to its parent');
  // A leaf (no child): ← goes straight to its parent; Home and End to the first and last node.
  await page.keyboard.press('ArrowDown');
  await expect(leaf).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(queen1).toBeFocused();
  await page.keyboard.press('End');
  await expect(open).toBeFocused(); // its child is closed away
  await page.keyboard.press('ArrowRight');
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('End');
  await expect(child).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(open).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Start, step 0')).toBeFocused();
  // The tree's keys never moved the player.
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^20 \//);
  await page.getByRole('link', { name: '中文' }).click();
  await expect(tree.locator('.nq-tree__legend')).toContainText('← 先收起展开的结点，再回到它的父结点');
});

test('the speed slider reads out the speed it shows (aria-valuetext), in the page’s language', async ({ page }) => {
  await openWalkthrough(page);
  const speed = page.locator('input.nq-speed');
  await expect(speed).toHaveAccessibleName('Speed');
  const shown = page.locator('.nq-field--speed .nq-field__value');
  await expect(speed).toHaveValue('2');
  await expect(shown).toHaveText('2 steps/s');
  await expect(speed).toHaveAttribute('aria-valuetext', '2 steps/s');
  await speed.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(speed).toHaveValue('4');
  await expect(shown).toHaveText('8 steps/s');
  await expect(speed).toHaveAttribute('aria-valuetext', '8 steps/s');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(speed).toHaveAttribute('aria-valuetext', '0.5 steps/s');
  await page.keyboard.press('ArrowRight');
  await expect(speed).toHaveAttribute('aria-valuetext', '1 step/s');
  await page.getByRole('link', { name: '中文' }).click();
  await expect(speed).toHaveAccessibleName('速度');
  await expect(speed).toHaveAttribute('aria-valuetext', '每秒1步');
  await speed.focus();
  await page.keyboard.press('End');
  await expect(shown).toHaveText('每秒10,000步');
  await expect(speed).toHaveAttribute('aria-valuetext', '每秒10,000步');
});

test('Chinese inside the English page is marked as Chinese: the println in the code and the notes’ title', async ({ page }) => {
  await openWalkthrough(page);
  const chinese = page.locator('.nq-code [lang="zh-CN"]');
  await expect(chinese).toHaveText(['皇后一共有', '种摆法']);
  await expect(page.locator('.nq-code__line').filter({ hasText: 'System.out.println(n +' })).toHaveText(/System\.out\.println\(n \+ "皇后一共有" \+ ways \+ "种摆法"\);$/);
  const source = page.locator('.nq-intro__source');
  await expect(source).toHaveText('Translated from the notes: 回溯算法与N皇后问题.');
  await expect(source.locator('cite')).toHaveAttribute('lang', 'zh-CN');
  await expect(source.locator('cite')).toHaveText('回溯算法与N皇后问题');
  await page.getByRole('link', { name: '中文' }).click();
  await expect(source).toHaveText('摘自讲义《回溯算法与N皇后问题》。');
});

test.describe('without a reduced-motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the walkthrough starts playing by itself, unless the link names a step', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.nq-btn--toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(page.locator('.nq-btn--toggle')).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/?step=4');
    await expect(page.locator('[data-stat="step"]')).toHaveText(/^4 \//);
    await expect(page.locator('.nq-btn--toggle')).toHaveAttribute('aria-pressed', 'false');
  });
});

test('with reduced motion nothing plays by itself and nothing is animated', async ({ page }) => {
  await openWalkthrough(page);
  await expect(page.locator('.nq-btn--toggle')).toHaveAttribute('aria-pressed', 'false');
  await press(page, 'ArrowRight', 1);
  const animation = await page.locator('.nq-cell.is-fresh .nq-cell__glyph').evaluate((glyph) => getComputedStyle(glyph).animationName);
  expect(animation).toBe('none');
});

test('if the views imported after the first board cannot be fetched, the board still works and the page says so', async ({ page }) => {
  await page.route(/\/js\/ui\/code-view\.js$/, (route) => route.abort());
  await openWalkthrough(page, '?step=3');
  await expect(page.getByRole('alert')).toContainText('Part of the page could not be loaded:');
  await expect(page.getByRole('tree')).toHaveCount(0);
  await page.locator('body').click();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^4 \//);
});

// The page's walkthrough on a touch phone: no keyboard, so no keyboard hint
// ("Keys: Space play/pause …"); with a keyboard (the desktop tests) it shows.
test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the walkthrough has no keyboard hint, and its buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.nq-controls__buttons').first()).toBeVisible();
    expect(await page.locator('.nq-keys').evaluateAll((hints) => hints.filter((hint) => hint.checkVisibility()).length)).toBe(0); // display: none (nqueens.css)
  });
});

test('on a desktop screen the walkthrough shows the keyboard hint', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.nq-keys').first()).toBeVisible();
});
