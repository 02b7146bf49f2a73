// axe-core (the npm devDependency, read from node_modules: never a CDN) finds
// no violations on the page (walkthrough, explorer at n = 8, count, quiz,
// free play, the Share / embed dialog) and on embed.html, in the light and
// the dark scheme. axe is evaluated through
// the DevTools protocol, which the pages' strict CSP does not apply to.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { waitForWidgets } from './element-helpers.mjs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on the page as it is now, one line each (rule, impact, where, why). */
async function axeViolations(page) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary}`),
  );
}

const PAGES = [
  { name: 'walkthrough', url: '/?step=7', ready: async (page) => expect(page.getByRole('gridcell').first()).toBeVisible() },
  {
    name: 'walkthrough back at step 4 with the tree seen further on (faded)',
    url: '/?step=31',
    ready: async (page) => {
      await page.locator('.nq-tree__node[data-step="4"] .nq-tree__dot').click();
      await expect(page.locator('.nq-tree__node.is-ahead')).toHaveCount(6);
    },
  },
  {
    name: 'walkthrough in presenter mode',
    url: '/?present&step=31&code=flags',
    ready: async (page) => {
      await expect(page.locator('.nq-code__line.is-active')).toBeVisible();
      await page.keyboard.press('PageUp');
      await expect(page.locator('[data-stat="step"]')).toHaveText(/^30 \//);
    },
  },
  {
    name: 'walkthrough in Chinese at a solution',
    url: '/?step=27&lang=zh',
    ready: async (page) => expect(page.getByRole('gridcell').first()).toBeVisible(),
  },
  {
    name: 'explorer n=8',
    url: '/?mode=explore&n=8&step=40',
    ready: async (page) => {
      await expect(page.getByRole('gridcell').first()).toBeVisible();
      await expect(page.locator('.nq-strategies td[data-col="time"]').first()).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'count',
    url: '/?mode=count&n=9',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Count', exact: true }).click();
      await expect(page.locator('[data-count="total"]')).toHaveText('352');
    },
  },
  {
    // A prune answered wrongly: the explanation, its attack line, the score.
    name: 'quiz after a wrong answer',
    url: '/?mode=quiz',
    ready: async (page) => {
      for (const name of ['Place', 'Place']) await page.getByRole('button', { name, exact: true }).click();
      await expect(page.locator('.nq-quiz__feedback.is-wrong')).toBeVisible();
    },
  },
  {
    // The attacker question: its two labelled choices and its Answer button.
    name: 'quiz: which queen attacks, and along which line',
    url: '/?mode=quiz&ask=attacker',
    ready: async (page) => {
      await expect(page.getByLabel('Along which line?')).toBeVisible();
    },
  },
  {
    // The Export dialog (issue #26), open over the explorer.
    name: 'export dialog',
    url: '/?mode=explore&n=6&step=10',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Export…', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Export for slides' })).toBeVisible();
    },
  },
  {
    name: 'quiz in Chinese at the first solution',
    url: '/?mode=quiz&lang=zh&n=1',
    ready: async (page) => {
      await page.getByRole('button', { name: '放置', exact: true }).click();
      await expect(page.locator('.nq-quiz [aria-live="assertive"]')).not.toBeEmpty();
    },
  },
  {
    // Queens in conflict, attacked squares and a hint.
    name: 'free play with conflicts and a hint',
    url: '/?mode=play&n=8',
    ready: async (page) => {
      for (const [row, col] of [[0, 1], [1, 3], [3, 3]]) await page.locator(`.nq-play button[data-row="${row}"][data-col="${col}"]`).click();
      await page.locator('.nq-play button[data-row="3"][data-col="3"]').click();
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect(page.locator('.nq-play .nq-cell.is-hint')).toHaveCount(1);
      await page.locator('.nq-play button[data-row="5"][data-col="1"]').click();
      await expect(page.locator('.nq-play .nq-cell.is-conflict')).toHaveCount(2);
    },
  },
  {
    name: 'the Share / embed dialog',
    url: '/?mode=explore&n=6&step=12',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Share / embed' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'embed.html with the code at a highlighted line',
    url: '/embed.html?n=6&narration&tree&code&step=12',
    ready: async (page) => {
      await waitForWidgets(page);
      await expect(page.locator('.nq-code__line.is-active')).toHaveCount(1);
    },
  },
  {
    name: 'embed.html explorer',
    url: '/embed.html?mode=explore&n=8&narration&step=40',
    ready: waitForWidgets,
  },
];

test.use({ reducedMotion: 'reduce' });

// Both schemes on one load of each page: the scheme is CSS alone (no script
// reads it), so the page in the state `ready` left it is checked in the
// light scheme, then again once the dark one has applied.
for (const target of PAGES) {
  test(`axe: no violations on ${target.name} (light, then dark)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(target.url);
    await target.ready(page);
    expect(await axeViolations(page), 'light').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    expect(await axeViolations(page), 'dark').toEqual([]);
  });
}

for (const theme of ['light', 'dark']) {
  test(`axe: no violations on the page's ?theme=${theme} under the other scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
    await page.goto(`/?step=27&theme=${theme}`);
    await expect(page.locator('.nq-code__line.is-active')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const theme of ['light', 'dark']) {
  test(`axe: no violations on embed.html?theme=${theme} under the other scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
    await page.goto(`/embed.html?n=6&narration&tree&code&step=27&theme=${theme}`);
    await waitForWidgets(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
