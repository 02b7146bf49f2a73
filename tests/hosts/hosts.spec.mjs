// The packed package in real hosts (built by tests/hosts/build.mjs, see
// tests/hosts/README.md). In each: the walkthrough plays, the explorer, the
// counter, the quiz and free play speak English and Chinese (no raw string
// keys; the quiz answers, free play names an attacked square), a count of
// n = 9 ends with 352 (OEIS A000170), the page's own API call gives 92, and
// nothing reaches the console as an error.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { collectErrors, waitForWidgets } from '../e2e/element-helpers.mjs';

// Screenshots go to the repository's artifacts/hosts/, whatever the working directory.
const SHOTS = fileURLToPath(new URL('../../artifacts/hosts/', import.meta.url));

const DEV_PORT = Number(process.env.E2E_VITE_DEV_PORT || 8126);
const VITEPRESS = `http://127.0.0.1:${Number(process.env.E2E_VITEPRESS_PORT || 8127)}/`;
const DOCUSAURUS = `http://127.0.0.1:${Number(process.env.E2E_DOCUSAURUS_PORT || 8128)}/`;
const CDN = `http://127.0.0.1:${Number(process.env.E2E_HOSTS_CDN_PORT || 8129)}`;
const LIGHT = 'rgb(250, 248, 244)'; // the widget's background in each scheme
const DARK = 'rgb(22, 24, 28)';

const HOSTS = [
  // Served with the documented strict policy (vite/public/index.csp).
  { name: 'Vite build', url: '/vite/index.html', api: true, csp: true },
  { name: 'Vite dev server', url: `http://127.0.0.1:${DEV_PORT}/`, api: true },
  { name: 'webpack 5 production build', url: '/webpack/index.html', api: true },
  { name: 'esbuild bundle with the import map', url: '/esbuild/index.html', api: true },
  // The guide's Rollup 4 recipe: node-resolve, the package external, rollup-plugin-copy.
  { name: 'Rollup 4 bundle (the recipe)', url: '/rollup/index.html', api: true },
  // Its colour-scheme recipe (the site's scheme wins over theme=) is tested below.
  { name: 'MkDocs Material site under /mkdocs/', url: '/mkdocs/', api: false, schemeRecipe: true },
  { name: 'VitePress site', url: VITEPRESS, api: false, schemeRecipe: true, shot: 'vitepress' },
  // baseURL with a sub-path: the head partial's relURL finds the element; its theme switch is tested below.
  { name: 'Hugo site under /hugo/', url: '/hugo/', api: false, schemeRecipe: true },
  // The guide's Parcel 2 recipe: its defaults, no configuration (element.js
  // stands for nqueens-lab/element; every worker is one module).
  { name: 'Parcel 2 build (its defaults)', url: '/parcel/index.html', api: true },
  // The same with the guide's optional key: Parcel reads the package's exports.
  { name: 'Parcel 2 build with packageExports', url: '/parcel-exports/index.html', api: true, shot: 'parcel-exports' },
  // The guide's mdBook recipe: theme/head.hbs loads the classic loader; its themes are tested below.
  { name: 'mdBook book under /mdbook/', url: '/mdbook/', api: false, schemeRecipe: true },
  // The guide's Docusaurus recipe (React 19, MDX), at the root of its own port.
  { name: 'Docusaurus 3 site (React 19)', url: DOCUSAURUS, api: false, schemeRecipe: true, shot: 'docusaurus' },
  // The packed package on another origin with CORS headers, as from a CDN.
  { name: 'cross-origin page with the package on a CDN', url: `/cross-origin/index.html?cdn=${CDN}`, api: false, crossOrigin: true, shot: 'cross-origin' },
];

const TEXT = {
  en: { play: 'Play', next: 'Next solution', count: 'Count', total: 'Total solutions', place: 'Place', score: 'Score: 1 / 1', attacked: 'row 1, column 1, attacked by the queen at row 1, column 2' },
  zh: { play: '播放', next: '下一个解', count: '开始计数', total: '解的总数', place: '放置', score: '得分：1 / 1', attacked: '第1行，第1列，被第1行第2列的皇后攻击' },
};
// A string key shown as itself (i18n.js's t() falls back to the key).
// axe-core, the repository's devDependency (tests/e2e/a11y.spec.mjs), never a CDN.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the whole page that lie in a widget: in its shadow root
 * or on an <n-queens> element itself (the host's own are not ours to fix; no
 * host has needed a selector excluded so far).
 */
async function widgetAxeViolations(page) {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    // A node in a shadow root is targeted by a list of selectors, its host's first.
    const inWidget = ([first]) => Boolean(document.querySelector(Array.isArray(first) ? first[0] : first)?.closest('n-queens'));
    return violations.flatMap((violation) =>
      violation.nodes
        .filter((node) => inWidget(node.target))
        .map((node) => `${violation.id} (${violation.impact}): ${node.target.flat().join(' >> ')}: ${node.failureSummary}`),
    );
  });
}

const RAW_KEY = /\b(?:app|nav|mode|lang|notice|walk|board|cell|narration|narr|banner|ctl|stat|tree|code|gallery|time|explore|count|strat|learn|quiz|play)\.[a-zA-Z][\w.-]*/;
const CJK = /[\u4e00-\u9fff]/;

/** Every text and accessible-name attribute in the widget's shadow root, outside the Java code. */
function widgetText(page, id) {
  return page.evaluate((widgetId) => {
    const root = document.getElementById(widgetId).shadowRoot;
    const parts = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.parentElement.closest('pre, code')) parts.push(node.data);
      } else {
        for (const name of ['aria-label', 'title', 'placeholder', 'aria-valuetext']) {
          if (node.hasAttribute(name)) parts.push(node.getAttribute(name));
        }
      }
    }
    return parts.join(' ');
  }, id);
}

async function expectTranslated(page, id, lang) {
  const text = await widgetText(page, id);
  expect(text, `#${id} shows a raw string key`).not.toMatch(RAW_KEY);
  if (lang === 'zh') expect(text, `#${id} is not in Chinese`).toMatch(CJK);
  else expect(text, `#${id} is not in English`).not.toMatch(CJK);
}

for (const host of HOSTS) {
  test(`${host.name}: the widgets play, count and speak both languages`, async ({ page }) => {
    test.setTimeout(120_000); // two axe runs on ten widgets under CI's load
    const errors = collectErrors(page);
    const response = await page.goto(host.url);
    if (host.csp) expect(response.headers()['content-security-policy']).toContain("style-src 'self'");
    await waitForWidgets(page);
    if (host.api) await expect(page.locator('#answer')).toHaveText('92');
    if (host.crossOrigin) {
      const element = await page.evaluate(() => document.querySelector('script[type="module"]').src);
      expect(new URL(element).origin, 'the element comes from the other origin').toBe(CDN);
    }
    // A board of n = 12 (found in a Web Worker): its 12 queens.
    const queens = () => page.locator('#board-en').evaluate((el) => el.shadowRoot.textContent.split('\u265b').length - 1);
    await expect.poll(queens).toBe(12);

    for (const lang of ['en', 'zh']) {
      const text = TEXT[lang];
      // The walkthrough plays: Play moves it on, step by step.
      const walk = page.locator(`#walk-${lang}`);
      await expectTranslated(page, `walk-${lang}`, lang);
      await walk.getByRole('button', { name: text.play, exact: true }).click();
      await expect.poll(() => walk.evaluate((el) => el.position)).toBeGreaterThan(1);
      await walk.evaluate((el) => el.pause());
      if (lang === 'en') {
        // The code view's program source comes from the core (programSource):
        // the host's build must have kept that import.
        await expect(walk.locator('.nq-code__line[aria-current="true"]')).toHaveCount(1);
        await expect(walk.locator('.nq-code__line', { hasText: 'void placeQueens' })).toHaveCount(1);
      }

      // The explorer: its own strings (js/i18n/strings/explorer.js) are there.
      const explore = page.locator(`#explore-${lang}`);
      await expectTranslated(page, `explore-${lang}`, lang);
      await explore.getByRole('button', { name: text.next, exact: true }).click();
      await expect.poll(() => explore.evaluate((el) => el.position)).toBeGreaterThan(0);

      // The counter: n = 9 has 352 solutions.
      const count = page.locator(`#count-${lang}`);
      await expectTranslated(page, `count-${lang}`, lang);
      await count.getByRole('button', { name: text.count, exact: true }).click();
      await expect(count.getByText(text.total).locator('..')).toContainText('352');

      // The quiz and free play (js/i18n/strings/learn.js) answer and name their squares.
      const quiz = page.locator(`#quiz-${lang}`);
      await expectTranslated(page, `quiz-${lang}`, lang);
      await quiz.getByRole('button', { name: text.place, exact: true }).click();
      await expect(quiz.locator('[data-role="score"]')).toHaveText(text.score);
      const play = page.locator(`#play-${lang}`);
      await expectTranslated(page, `play-${lang}`, lang);
      await play.locator('button[data-row="0"][data-col="1"]').click();
      await expect(play.getByRole('button', { name: text.attacked, exact: true })).toBeVisible();
    }

    // axe finds nothing in the widgets, in the light and the dark scheme (the
    // hosts with their own dark switch are checked with it, in their own tests below).
    if (!host.schemeRecipe) {
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => page.locator('#walk-en').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(LIGHT);
      expect(await widgetAxeViolations(page), 'axe, light scheme').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => page.locator('#walk-en').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(DARK);
      expect(await widgetAxeViolations(page), 'axe, dark scheme').toEqual([]);
    }

    // theme="dark" / "light" win over the system scheme here too.
    for (const [system, theme, background] of host.schemeRecipe ? [] : [['light', 'dark', DARK], ['dark', 'light', LIGHT]]) {
      await page.emulateMedia({ colorScheme: system });
      await page.locator('#walk-en').evaluate((el, value) => el.setAttribute('theme', value), theme);
      await expect.poll(() => page.locator('#walk-en').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(background);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.locator('#walk-en').evaluate((el) => el.removeAttribute('theme'));

    // Screenshots at 1280 and 375 px; on a phone nothing scrolls sideways.
    const shot = host.shot ?? `${host.name.split(' ')[0].toLowerCase()}${host.url.includes(String(DEV_PORT)) ? '-dev' : ''}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}${shot}-1280.png`, fullPage: true });
    // A phone loads the page at its width (sites lay out their menus on load).
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await waitForWidgets(page);
    await page.screenshot({ path: `${SHOTS}${shot}-375.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling at 375 px').toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('MkDocs Material: the slate scheme makes the widgets dark (the recipe), instant navigation renders the next page', async ({ page }) => {
  test.setTimeout(120_000); // two axe runs under CI's load
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/mkdocs/');
  await waitForWidgets(page);
  const background = (id) => page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background('walk-en')).toBe('rgb(250, 248, 244)');
  expect(await widgetAxeViolations(page), 'axe, default scheme').toEqual([]);
  await page.locator('label[title="Switch to dark mode"]').click(); // Material's palette toggle
  await expect.poll(() => background('walk-en')).toBe('rgb(22, 24, 28)');
  await expect.poll(() => background('play-zh')).toBe('rgb(22, 24, 28)');
  expect(await widgetAxeViolations(page), 'axe, slate scheme').toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}mkdocs-slate-phone.png`, fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scrolling at 360 px').toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Counting' }).first().click();
  await expect(page).toHaveURL(/\/mkdocs\/counting\/$/);
  await waitForWidgets(page);
  const count = page.locator('#count-page');
  await count.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(count.getByText('Total solutions').locator('..')).toContainText('92');
  expect(errors).toEqual([]);
});

test('VitePress: its appearance switch (html.dark) makes the widgets dark, the recipe; Vue leaves <n-queens> alone', async ({ page }) => {
  test.setTimeout(120_000); // two axe runs under CI's load
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(VITEPRESS);
  await waitForWidgets(page);
  const background = (id) => page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background('walk-en')).toBe('rgb(250, 248, 244)');
  expect(await widgetAxeViolations(page), 'axe, light appearance').toEqual([]);
  // VitePress' own toggle, in its nav bar.
  await page.locator('.VPNavBar .VPSwitchAppearance').locator('visible=true').first().click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(() => background('walk-en')).toBe('rgb(22, 24, 28)');
  await expect.poll(() => background('play-zh')).toBe('rgb(22, 24, 28)');
  expect(await widgetAxeViolations(page), 'axe, dark appearance').toEqual([]);
  // The tags are the browser's custom elements, not Vue components (isCustomElement).
  expect(await page.evaluate(() => document.querySelectorAll('n-queens:defined').length)).toBe(11);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}vitepress-dark-phone.png`, fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scrolling at 360 px').toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('mdBook: its five themes map to light and dark (the recipe); the widget keeps its keys, the chapter keys still work', async ({ page }) => {
  test.setTimeout(120_000); // two axe runs and two page loads under CI's load
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/mdbook/');
  await waitForWidgets(page);
  const background = (id) => page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await widgetAxeViolations(page), 'axe, light theme').toEqual([]);
  // mdBook's own theme picker, in its menu bar.
  for (const [theme, scheme] of [['rust', LIGHT], ['coal', DARK], ['ayu', DARK], ['light', LIGHT], ['navy', DARK]]) {
    if (!(await page.locator('#mdbook-theme-list').isVisible())) await page.locator('#mdbook-theme-toggle').click();
    await page.locator(`#mdbook-theme-${theme}`).click();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect.poll(() => background('walk-en'), `theme ${theme}`).toBe(scheme);
    await expect.poll(() => background('play-zh'), `theme ${theme}`).toBe(scheme);
  }
  // The theme the reader picked (navy) stays on the next load, on a phone too.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await waitForWidgets(page);
  await expect.poll(() => background('walk-en')).toBe(DARK);
  await page.screenshot({ path: `${SHOTS}mdbook-navy-375.png`, fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await widgetAxeViolations(page), 'axe, navy theme').toEqual([]);

  // → and ← on a focused board step the walkthrough; the chapter stays.
  const chapter = page.url();
  await page.locator('#walk-en .nq-board').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.locator('#walk-en').evaluate((el) => el.position)).toBe(1);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => page.locator('#walk-en').evaluate((el) => el.position)).toBe(0);
  expect(page.url()).toBe(chapter);
  // Outside the widget → is mdBook's again: it turns to the next chapter, whose widget renders.
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/mdbook\/counting\.html$/);
  await waitForWidgets(page);
  const count = page.locator('#count-page');
  await count.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(count.getByText('Total solutions').locator('..')).toContainText('92');
  expect(errors).toEqual([]);
});

test("Hugo: the theme's dark switch (body.dark, as PaperMod's) makes the widgets dark (the recipe), and light on a dark system", async ({ page }) => {
  test.setTimeout(120_000); // two axe runs and two page loads under CI's load
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/hugo/');
  await waitForWidgets(page);
  const background = (id) => page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
  expect(await background('walk-en')).toBe(LIGHT);
  expect(await widgetAxeViolations(page), 'axe, light theme').toEqual([]);
  // The theme's own switch, in its header.
  await page.locator('#theme-toggle').click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect.poll(() => background('walk-en')).toBe(DARK);
  await expect.poll(() => background('play-zh')).toBe(DARK);
  expect(await widgetAxeViolations(page), 'axe, dark theme').toEqual([]);
  await page.screenshot({ path: `${SHOTS}hugo-dark-1280.png`, fullPage: true });
  // The reader's choice stays on the next load (the theme keeps it), on a phone too.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await waitForWidgets(page);
  await expect.poll(() => background('walk-en')).toBe(DARK);
  await page.screenshot({ path: `${SHOTS}hugo-dark-375.png`, fullPage: false });
  // Back to light on a dark system: the site's scheme wins over the system's.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.locator('#theme-toggle').click();
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
  await expect.poll(() => background('walk-en')).toBe(LIGHT);
  await expect.poll(() => background('count-zh')).toBe(LIGHT);
  expect(errors).toEqual([]);
});

test('Docusaurus 3 (React 19): its dark switch makes the widgets dark (the recipe); code="flags" survives a client-side navigation', async ({ page }) => {
  test.setTimeout(120_000); // two axe runs and two page loads under CI's load
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(DOCUSAURUS);
  await waitForWidgets(page);
  const background = (id) => page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background('walk-en')).toBe(LIGHT);
  expect(await widgetAxeViolations(page), 'axe, light mode').toEqual([]);
  // Docusaurus' own colour-mode switch, in its navbar (it may pass through "system").
  const toggle = page.getByRole('button', { name: /dark and light mode/ });
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i += 1) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => background('walk-en')).toBe(DARK);
  await expect.poll(() => background('play-zh')).toBe(DARK);
  expect(await widgetAxeViolations(page), 'axe, dark mode').toEqual([]);

  // A client-side navigation (the page is not reloaded): React 19 creates the
  // element and sets its properties, code = "flags" among them.
  await page.evaluate(() => { window.__sameDocument = true; });
  await page.getByRole('link', { name: 'the flags program', exact: true }).click();
  await expect(page).toHaveURL(/\/flags\/?$/);
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  await waitForWidgets(page);
  const flags = page.locator('#flags');
  expect(await flags.evaluate((el) => [el.code, el.n, el.narration])).toEqual(['flags', 6, true]);
  await expect(flags.locator('.nq-code__line', { hasText: 'try(' }).first()).toBeVisible();
  await expect.poll(() => background('flags')).toBe(DARK);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}docusaurus-flags-dark-375.png`, fullPage: false });
  expect(errors).toEqual([]);
});

test('another origin: an embed.html iframe from the CDN is sized though its script came late, and is dark and Chinese on a dark zh-CN page, live', async ({ page }) => {
  // The race the issue saw every time across origins: the iframe's first
  // height goes nowhere; embed-resize.js (also from the CDN) greets it later.
  // A page served by the static server (Chromium blocks a routed page's
  // requests to a local server: local network access).
  const errors = collectErrors(page);
  await page.goto(`/cross-origin/iframe.html?cdn=${CDN}`);
  const handle = await page.waitForSelector('#embed');
  let frame = null;
  await expect.poll(async () => {
    frame = await handle.contentFrame();
    return Boolean(frame?.url().startsWith(`${CDN}/embed.html`));
  }).toBe(true);
  await frame.waitForFunction(() => document.getElementById('widget')?.shadowRoot?.querySelector('.nq-element'));
  await page.waitForTimeout(300); // its first messages went nowhere
  expect(await page.evaluate(() => document.getElementById('embed').clientHeight)).toBe(200);
  await page.addScriptTag({ url: `${CDN}/embed-resize.js` });
  const content = () => frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  const height = () => page.evaluate(() => document.getElementById('embed').clientHeight);
  await expect.poll(async () => (await height()) === (await content()) && (await content()) > 300).toBe(true);

  const look = () =>
    frame.evaluate(() => {
      const widget = document.getElementById('widget');
      return { scheme: getComputedStyle(widget).colorScheme, text: widget.shadowRoot.textContent };
    });
  await expect.poll(async () => (await look()).scheme).toBe('dark');
  expect((await look()).text).toContain('播放');
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'light';
    document.documentElement.lang = 'en';
  });
  await expect.poll(async () => (await look()).scheme).toBe('light');
  await expect.poll(async () => (await look()).text).toContain('Play');
  expect(errors).toEqual([]);
});

test('React 19 app (Vite): JSX props set the widget, onnqueens-step listens, props change after mount, unmount frees, a keyed reorder keeps the widgets, a controlled step plays on', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/react/index.html');
  await waitForWidgets(page);
  const walk = page.locator('#walk');
  const cells = (locator) => locator.evaluate((el) => el.shadowRoot.querySelectorAll('[role="gridcell"]').length);
  // The JSX values arrive as properties (n={4} a number, heading-level={3} an attribute).
  expect(await walk.evaluate((el) => [el.n, el.narration, el.controls, el.headingLevel])).toEqual([4, true, 'buttons timeline', 3]);
  await expect(walk.locator('.nq-narration')).toBeVisible();

  // Props changed after mount: a new n, the narration off, another language.
  await page.getByRole('button', { name: 'Six queens' }).click();
  await expect.poll(() => cells(walk)).toBe(36);
  await page.getByRole('button', { name: 'Toggle the narration' }).click();
  await expect(walk.locator('.nq-narration')).toBeHidden();
  expect(await walk.evaluate((el) => el.hasAttribute('narration'))).toBe(false);
  await page.getByRole('button', { name: 'Toggle the language' }).click();
  await expect(walk.getByRole('button', { name: '播放', exact: true })).toBeVisible();
  // A listener of the component's effect (StrictMode ran it twice, cleaned up once) hears each solution once.
  await walk.evaluate((el) => {
    el.solution = 1;
  });
  await expect(page.locator('#solutions')).toHaveText('1');
  await walk.evaluate((el) => el.stepForward());
  await walk.evaluate((el) => el.stepBack()); // the solution again
  await expect(page.locator('#solutions')).toHaveText('2');

  // Unmounted, the widget frees its wasm objects; mounted again, a new one renders.
  const live = () => page.evaluate(() => customElements.get('n-queens').liveWasmObjects);
  const before = await live();
  await page.getByRole('button', { name: 'Toggle the walkthrough' }).click();
  await expect(walk).toHaveCount(0);
  await expect.poll(live).toBeLessThan(before);
  await page.getByRole('button', { name: 'Toggle the walkthrough' }).click();
  await waitForWidgets(page);
  await expect.poll(() => cells(walk)).toBe(36);
  expect(await walk.evaluate((el) => el.position)).toBe(0);
  await expect.poll(live).toBe(before);

  // A keyed reorder moves the same elements: each keeps its board, nothing is rebuilt.
  const figures = () => page.evaluate(() => [...document.querySelectorAll('[id^="board-"]')].map((el) => `${el.id}:${el.shadowRoot.textContent.split('\u265b').length - 1}`));
  await expect.poll(figures).toEqual(['board-5:5', 'board-6:6', 'board-7:7']);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[id^="board-"]')) el.renderedBoard = el.shadowRoot.querySelector('.nq-board');
  });
  await page.getByRole('button', { name: 'Reverse the figures' }).click();
  await expect.poll(figures).toEqual(['board-7:7', 'board-6:6', 'board-5:5']);
  expect(await page.evaluate(() => [...document.querySelectorAll('[id^="board-"]')].every((el) => el.renderedBoard === el.shadowRoot.querySelector('.nq-board')))).toBe(true);

  // The guide's recipe: step={step} fed by onnqueens-step. The widget plays on, and the page follows it.
  const controlled = page.locator('#controlled n-queens');
  await controlled.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => controlled.evaluate((el) => el.position), { timeout: 20_000 }).toBeGreaterThan(3);
  expect(await controlled.evaluate((el) => el.playing)).toBe(true);
  await controlled.evaluate((el) => el.pause());
  await expect(page.locator('#controlled figcaption')).toHaveText(`Step ${await controlled.evaluate((el) => el.position)}`);

  // Defined only after React rendered the tags: React set attributes, the element upgrades with them.
  await page.goto('/react/late.html');
  await waitForWidgets(page);
  expect(await page.evaluate(() => window.definedLate)).toBe(true);
  const late = page.locator('#late');
  expect(await late.evaluate((el) => [el.n, el.narration, el.tree, el.controls])).toEqual([6, true, false, 'buttons']);
  expect(await cells(late)).toBe(36);
  await page.screenshot({ path: `${SHOTS}react-late-1280.png`, fullPage: true });
  expect(errors).toEqual([]);
});
