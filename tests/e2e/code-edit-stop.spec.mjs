// What the editor says of an edited program's errors, in English and
// Chinese (issue #24's editor, as a learner met it): the truths are the
// edits themselves, made here to the notes' recursive program.
// - Deleting the `;` after `ways++` leaves `show();` on the next line: the
//   `;` belongs right after `ways++`, on its own line, and that is where the
//   page must say it is missing (and mark it); deleting the `)` that ends
//   `place(row + 1);` likewise points at that line, not the `}` below.
// - A Chinese message is Chinese throughout: outside its code spans (`;`,
//   `show`) it has no English letter, whatever was expected or found.
// - `queens[row + 1] = col;` writes past the end of the n = 4 array the
//   first time row is 3: index 4, length 4. "Show where it stopped" must go
//   to that step of the run, by event and by line, and highlight that line,
//   with place(3) the innermost call; the same link shows the same step.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { pasteAll } from './editor-helpers.mjs';

const WORDS = {
  en: {
    edit: 'Edit code',
    run: 'Run',
    label: 'Program code',
    showError: 'Show where it stopped',
    semicolon: (line, column) => `Line ${line}, column ${column}: expected \`;\` at the end of the statement, found \`show\`. The program did not run; fix this line and press Run again.`,
    number: (line, column) => `Line ${line}, column ${column}: expected \`;\` at the end of the statement, found the number 3. The program did not run; fix this line and press Run again.`,
    paren: (line, column) => `Line ${line}, column ${column}: expected \`)\`, found \`}\`. The program did not run; fix this line and press Run again.`,
    runtime: (line) => new RegExp(`^Your program stopped with an error on line ${line}: array index 4 is out of range: the length is 4`),
    stopped: /^The program stopped: array index 4 is out of range: the length is 4/,
  },
  zh: {
    edit: '编辑代码',
    run: '运行',
    label: '程序代码',
    showError: '显示停止的位置',
    semicolon: (line, column) => `第 ${line} 行第 ${column} 列：这里应为语句末尾的 \`;\`，实际是 \`show\`。程序没有运行；改好这一行，再按“运行”。`,
    number: (line, column) => `第 ${line} 行第 ${column} 列：这里应为语句末尾的 \`;\`，实际是数字 3。程序没有运行；改好这一行，再按“运行”。`,
    paren: (line, column) => `第 ${line} 行第 ${column} 列：这里应为 \`)\`，实际是 \`}\`。程序没有运行；改好这一行，再按“运行”。`,
    runtime: (line) => new RegExp(`^你的程序在第 ${line} 行出错停止：数组下标 4 越界：长度是 4`),
    stopped: /^程序停止了：数组下标 4 越界：长度是 4/,
  },
};

const source = (lang) => readFileSync(new URL(`../../src/programs/sources/${lang}/recursive.java`, import.meta.url), 'utf8');

// `text` with `from` replaced by `to`, and where `to` ends: its 1-based line
// and the column right after it.
function edited(text, from, to) {
  expect(text).toContain(from);
  const out = text.replace(from, to);
  const lines = out.split('\n');
  const at = lines.findIndex((line) => line.includes(to));
  return { text: out, line: at + 1, column: lines[at].indexOf(to) + to.length + 1 };
}

// Replaces the editor's whole text as a learner would (select all, paste), and presses Run.
async function editAndRun(page, words, text) {
  await page.getByRole('button', { name: words.edit }).click();
  const editor = page.getByRole('textbox', { name: words.label });
  await expect(editor).toBeVisible();
  await pasteAll(page, editor, text);
  await page.getByRole('button', { name: words.run, exact: true }).click();
}

const status = (page) => page.locator('.nq-edit__status > span').first();
// Text outside code spans (`…`).
const outsideCode = (text) => text.split('`').filter((_, k) => k % 2 === 0).join('');

for (const lang of ['en', 'zh']) {
  const words = WORDS[lang];

  test(`${lang}: a missing ; is reported on its own line, right after the token before it, in the page's language`, async ({ page }) => {
    await page.goto(`/?code=recursive&n=4&lang=${lang}&step=0`);
    const edit = edited(source(lang), 'ways++;', 'ways++');
    await editAndRun(page, words, edit.text);
    await expect(status(page)).toHaveText(words.semicolon(edit.line, edit.column));
    await expect(page.locator('.nq-editor__error-line')).toHaveText(/^\s*ways\+\+$/);
    if (lang === 'zh') expect(outsideCode(await status(page).innerText())).not.toMatch(/[A-Za-z]/);
  });

  test(`${lang}: what was found is worded in the page's language too`, async ({ page }) => {
    await page.goto(`/?code=recursive&n=4&lang=${lang}&step=0`);
    const edit = edited(source(lang), 'ways++;', 'ways++ 3;');
    await editAndRun(page, words, edit.text);
    await expect(status(page)).toHaveText(words.number(edit.line, edit.column - ' 3;'.length));
    if (lang === 'zh') expect(outsideCode(await status(page).innerText())).not.toMatch(/[A-Za-z]/);
  });

  test(`${lang}: a missing ) at the end of a line is reported on that line`, async ({ page }) => {
    await page.goto(`/?code=recursive&n=4&lang=${lang}&step=0`);
    const edit = edited(source(lang), 'place(row + 1);', 'place(row + 1');
    await editAndRun(page, words, edit.text);
    await expect(status(page)).toHaveText(words.paren(edit.line, edit.column));
    await expect(page.locator('.nq-editor__error-line')).toHaveText(/^\s*place\(row \+ 1$/);
  });

  for (const by of ['event', 'line']) {
    test(`${lang}, by ${by}: "Show where it stopped" goes to the step of a run-time error and highlights the line that failed`, async ({ page }) => {
      await page.goto(`/?code=recursive&n=4&lang=${lang}&step=0&by=${by}`);
      const edit = edited(source(lang), 'queens[row] = col;', 'queens[row + 1] = col;');
      await editAndRun(page, words, edit.text);
      await expect(status(page)).toHaveText(words.runtime(edit.line), { timeout: 30_000 });
      await page.getByRole('button', { name: words.showError }).click();
      const current = page.locator('.nq-code__line[aria-current="true"]');
      await expect(current).toContainText('queens[row + 1] = col;');
      await expect(page.locator('.nq-narration')).toHaveText(words.stopped);
      await expect(page.locator('.nq-code__frame').last()).toContainText('place(3)');
      if (lang === 'zh') expect(outsideCode(await page.locator('.nq-narration').innerText())).not.toMatch(/[A-Za-z]/);
      // It is the run's last step: no step further; one back is the step before the error.
      await expect(page.locator('[data-action="step"]')).toBeDisabled();
      const stepInUrl = () => Number(new URL(page.url()).searchParams.get('step'));
      await expect.poll(stepInUrl).toBeGreaterThan(0);
      const step = stepInUrl();
      await page.locator('[data-action="back"]').click();
      await expect(page.locator('.nq-narration')).not.toHaveText(words.stopped);
      await expect(page).toHaveURL(new RegExp(`step=${step - 1}\\b`));
      // The same link is the same step: the error, on its line.
      await page.goto(page.url().replace(`step=${step - 1}`, `step=${step}`));
      await expect(current).toContainText('queens[row + 1] = col;');
      await expect(page.locator('.nq-narration')).toHaveText(words.stopped);
    });
  }
}

// At n = 11 the notes' recursive program itself runs past the step budget
// of an edited run (about 1.9·10⁷ lines to its end, engine/catalog.js): a
// learner who only adds a comment was told "it may never end", with the line
// it stopped on marked as an error. The stop is not the text's fault: the
// page says so, marks no line, and points to a smaller n.
test('en: at an n where even the original is stopped by the budget, the stop is not blamed on the text', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/?mode=explore&code=recursive&n=11&lang=en&step=0');
  const edit = edited(source('en'), 'ways++;', 'ways++; // one more');
  await editAndRun(page, WORDS.en, edit.text);
  await expect(status(page)).toHaveText(
    /^Your program was stopped after [\d,]+ steps, on line \d+, before its end: at n = 11 even the original program takes more steps than a run here may take\. Choose a smaller n to run yours to its end\.$/,
    { timeout: 150_000 },
  );
  await expect(page.locator('.nq-editor__error-line')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: WORDS.en.label })).not.toHaveAttribute('aria-invalid', 'true');
});

// `queens[row + 1] = col;` is no longer the statement the original places its
// queen with (line 23), so the board shows no queen placed, while the run's
// rejects and removes still show: the run-time error must come with the
// same note a finished run's summary gives, or the empty board is a riddle.
for (const [lang, note] of [
  ['en', 'The statement on line 23 of the original is not in your code as written'],
  ['zh', '原程序第 23 行的语句已不在你的代码中'],
]) {
  test(`${lang}: a run-time error says which of the original's statements show no step on the board`, async ({ page }) => {
    await page.goto(`/?code=recursive&n=4&lang=${lang}&step=0`);
    const edit = edited(source(lang), 'queens[row] = col;', 'queens[row + 1] = col;');
    await editAndRun(page, WORDS[lang], edit.text);
    await expect(status(page)).toHaveText(WORDS[lang].runtime(edit.line), { timeout: 30_000 });
    await expect(status(page)).toContainText(note);
  });
}
