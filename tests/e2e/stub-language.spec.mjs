// A sixth language is one catalog entry plus its string tables
// (docs/ARCHITECTURE.md, "Recipes"): with a stub language added exactly so
// (tests/e2e/fixtures/stub-language.mjs), every mode of the page and of the
// element renders in it without asking for a string the language lacks
// (i18n.js's missingKeys) and without an error.
import { test, expect } from '@playwright/test';
import { collectErrors, openFixture } from './element-helpers.mjs';
import { addStubLanguage, STUB } from './fixtures/stub-language.mjs';
import { PAGE_MODES, ELEMENT_MODES, modeEntry } from '../../www/js/engine/catalog.js';

test.use({ reducedMotion: 'reduce' });

// What shows that a mode's views are all in (the step player's panels load after its first board).
const READY = {
  walkthrough: ['.nq-code__text', '.nq-section--export button'],
  explore: ['.nq-code__text', '.nq-strategies td[data-col="time"]'],
  count: ['.nq-count__estimate'],
  quiz: ['.nq-quiz__answer'],
  play: ['.nq-section--play [role="gridcell"]'],
};

const missingKeys = (page) =>
  page.evaluate(async () => (await import('/js/i18n/i18n.js')).missingKeys());

test('the page shows every mode in a stub language added by the recipe, without a missing string', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await addStubLanguage(page);
  for (const mode of PAGE_MODES) {
    await page.goto(`/?mode=${mode}&n=5&lang=${STUB}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'x-stub');
    await expect(page.locator(`.nq-tab[data-mode="${mode}"]`)).toHaveText(/^⟦.+⟧$/);
    await expect(page.locator(`.nq-lang:not(.nq-presentbar__lang) > .nq-lang__link[data-lang="${STUB}"]`)).toHaveText('Stub');
    for (const selector of READY[mode]) await expect(page.locator(selector).first()).toBeVisible({ timeout: 20_000 });
    if (modeEntry(mode).kind === 'player') {
      // A few events: places, rejects, a backtrack, each narrated in the stub language.
      for (let i = 0; i < 12; i += 1) await page.locator('.nq-section--stage [data-action="step"]').click();
      await expect(page.locator('.nq-section--stage .nq-narration')).toContainText('⟦');
    }
    expect(await missingKeys(page), mode).toEqual([]);
  }
  // The notices too: their lists of allowed values come from the catalog, the stub included.
  await page.goto(`/?mode=bogus&lang=${STUB}`);
  await expect(page.locator('.nq-notice')).toContainText(`walkthrough + explore`);
  expect(await missingKeys(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the element shows every mode in the stub language, without a missing string', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await addStubLanguage(page);
  const widgets = ELEMENT_MODES.map((mode) => {
    const panels = modeEntry(mode).kind === 'player' ? ' step="9" narration tree code' : mode === 'board' ? ' narration' : '';
    return `<n-queens id="${mode}" mode="${mode}" n="5" lang="${STUB}"${panels}></n-queens>`;
  });
  await openFixture(page, 'stub-language', widgets.join('\n'));
  for (const mode of ELEMENT_MODES) {
    expect(await page.evaluate((id) => document.getElementById(id).lang, mode)).toBe(STUB);
    // Its shadow root shows the stub language's text (aria-labels included).
    const shown = () => page.evaluate((id) => {
      const root = document.getElementById(id).shadowRoot;
      return root.textContent + [...root.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label')).join(' ');
    }, mode);
    await expect.poll(shown, { message: mode }).toContain('⟦');
  }
  await expect(page.locator('#walkthrough .nq-code__text').first()).toBeAttached({ timeout: 20_000 });
  expect(await missingKeys(page)).toEqual([]);
  expect(errors).toEqual([]);
});
