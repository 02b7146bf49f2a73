// docs/embedding.md: every html, js and css snippet is loaded in a page the
// way a reader would paste it, with the widget's files served under
// /nqueens/ (as the guide assumes), and the reference tables name every
// attribute, event, method, custom property and part there is.
import { test, expect } from '@playwright/test';
import { readFile, readdir } from 'node:fs/promises';
import { collectErrors } from './element-helpers.mjs';
import { ATTRIBUTES } from '../../www/js/element/options.js';
import { PARTS } from '../../www/js/element/parts.js';

const DOCS = new URL('../../docs/embedding.md', import.meta.url);
const markdown = await readFile(DOCS, 'utf8');
const blocks = [...markdown.matchAll(/```(\w+)([^\n]*)\n([\s\S]*?)```/g)].map(([, lang, info, code]) => ({
  lang,
  info: info.trim(),
  code,
}));
const IMPORT_MAP =
  '<script type="importmap">{ "imports": { "nqueens-lab": "/nqueens/nqueens.js", "nqueens-lab/element": "/nqueens/nqueens-element.js" } }</script>';

// The guide's CDN copies are www/ too, sent cross-origin with the CORS
// header a CDN sends: a copy of your own (https://static.example.com/nqueens/)
// and the registry's CDNs (jsDelivr, unpkg) serving the npm package.
const PACKAGE = (await readFile(new URL('../../Cargo.toml', import.meta.url), 'utf8')).match(/^name\s*=\s*"([^"]+)"/m)[1];
const CDNS = ['https://static.example.com/nqueens/', `https://cdn.jsdelivr.net/npm/${PACKAGE}/`, `https://unpkg.com/${PACKAGE}/`];
const cdnOf = (code) => CDNS.find((cdn) => code.includes(cdn));
async function serveCdnCopy(page, baseURL, cdn) {
  await page.route(`${cdn}**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(cdn, `${baseURL}/`) });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
}

// The guide's /nqueens/ folder is www/ on the test server.
async function serveDocsFolder(page) {
  await page.route(
    (url) => url.pathname.startsWith('/nqueens/') && !CDNS.some((cdn) => url.href.startsWith(cdn)),
    (route) => route.continue({ url: route.request().url().replace('/nqueens/', '/') }),
  );
}

async function openSnippetPage(page, name, body, { htmlAttributes = '' } = {}) {
  await serveDocsFolder(page);
  const html = `<!doctype html><html lang="en" ${htmlAttributes}><head><meta charset="utf-8"><title>${name}</title>
<link rel="icon" href="/favicon.svg"></head><body>${body}</body></html>`;
  await page.route(`**/__docs/${name}.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`/__docs/${name}.html`);
}

// Waits for every <n-queens> in the page and its iframes to render.
async function expectWidgetsRendered(page) {
  for (const frame of page.frames()) {
    const count = await frame.evaluate(() => document.querySelectorAll('n-queens').length);
    if (count === 0) continue;
    await frame.waitForFunction(() => customElements.get('n-queens'));
    const rendered = await frame.evaluate(async () => {
      const widgets = [...document.querySelectorAll('n-queens')];
      await Promise.all(widgets.map((widget) => widget.ready));
      return widgets.map((widget) => Boolean(widget.shadowRoot.querySelector('.nq-element')));
    });
    expect(rendered.every(Boolean)).toBe(true);
  }
}

test('the guide has snippets of every kind', () => {
  const kinds = blocks.map((block) => block.lang);
  expect(kinds.filter((kind) => kind === 'html').length).toBeGreaterThanOrEqual(4);
  expect(kinds).toContain('js');
  expect(kinds).toContain('css');
});

blocks
  .filter((block) => block.lang === 'html')
  .forEach((block, index) => {
    test(`html snippet ${index + 1} renders without errors`, async ({ page, baseURL }) => {
      const errors = collectErrors(page);
      if (cdnOf(block.code)) await serveCdnCopy(page, baseURL, cdnOf(block.code));
      const hasIframe = block.code.includes('<iframe');
      // ```html post: tags for a page whose template already loads the element (Hugo's head partial).
      const head = block.info === 'post' ? '<script type="module" src="/nqueens/nqueens-element.js"></script>' : '';
      await openSnippetPage(page, `html-${index + 1}`, `${head}${block.code}`);
      if (hasIframe) await page.waitForFunction(() => document.querySelector('iframe').contentDocument?.readyState === 'complete');
      if (hasIframe) await expect.poll(() => page.frames().length).toBeGreaterThan(1);
      await expectWidgetsRendered(page);
      if (block.code.includes('id="answer"')) await expect(page.locator('#answer')).toHaveText('92');
      expect(errors).toEqual([]);
    });
  });

blocks
  .filter((block) => block.lang === 'js' && block.info !== 'node')
  .forEach((block, index) => {
    test(`js snippet ${index + 1} runs without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      const logs = [];
      page.on('console', (message) => {
        if (message.type() === 'log') logs.push(message.text());
      });
      // The snippet runs as a module in a page with one widget and the import map.
      await serveDocsFolder(page);
      await page.route('**/__docs/snippet.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: `${block.code}\nwindow.__snippetDone = true;\n` }),
      );
      await openSnippetPage(
        page,
        `js-${index + 1}`,
        `${IMPORT_MAP}<script type="module" src="/nqueens/nqueens-element.js"></script>
         <n-queens n="4"></n-queens><script type="module" src="/__docs/snippet.js"></script>`,
      );
      await page.waitForFunction(() => window.__snippetDone === true);
      await expectWidgetsRendered(page);
      // Drive the widget, so listeners the snippet added have something to hear.
      await page.evaluate(async () => {
        const widget = document.querySelector('n-queens');
        await widget.seek(0);
        for (let i = 0; i < 3; i += 1) widget.stepForward();
        const solution = new Promise((resolve) => widget.addEventListener('nqueens-solution', resolve, { once: true }));
        widget.setAttribute('solution', '2');
        await solution;
        await widget.seek(1e9);
      });
      if (block.code.includes("addEventListener('nqueens-step'")) {
        await expect.poll(() => logs).toContain('step 2: (1,0) is attacked along the column');
        await expect.poll(() => logs).toContain('solution 2: 2 0 3 1');
        await expect.poll(() => logs).toContain('2 solutions for n = 4');
      }
      if (block.code.includes('totalNQueens(8)')) expect(logs).toContain('92');
      expect(errors).toEqual([]);
    });
  });

test('the css snippet themes the widget', async ({ page }) => {
  const errors = collectErrors(page);
  const css = blocks.find((block) => block.lang === 'css').code;
  const className = css.match(/n-queens\.([\w-]+)/)[1];
  const light = css.match(/--nq-light:\s*(#[0-9a-f]{6})/i)[1];
  await serveDocsFolder(page);
  await page.route('**/__docs/theme.css', (route) => route.fulfill({ contentType: 'text/css', body: css }));
  await openSnippetPage(
    page,
    'css',
    `<link rel="stylesheet" href="/__docs/theme.css"><script type="module" src="/nqueens/nqueens-element.js"></script>
     <n-queens class="${className}" mode="board" n="4" narration></n-queens><n-queens mode="board" n="4"></n-queens>`,
  );
  await expectWidgetsRendered(page);
  const [themed, plain] = await page.evaluate(() =>
    [...document.querySelectorAll('n-queens')].map((widget) => {
      const cell = widget.shadowRoot.querySelector('.nq-cell--light');
      const board = widget.shadowRoot.querySelector('.nq-board');
      const caption = widget.shadowRoot.querySelector('.nq-element__caption');
      return {
        light: getComputedStyle(cell).backgroundColor,
        radius: getComputedStyle(board).borderTopLeftRadius,
        width: Math.round(board.getBoundingClientRect().width),
        font: caption ? getComputedStyle(caption).fontFamily : null,
      };
    }),
  );
  const hex = (value) => value.match(/\w\w/g).map((pair) => parseInt(pair, 16));
  expect(themed.light).toBe(`rgb(${hex(light.slice(1)).join(', ')})`);
  expect(themed.radius).toBe('12px');
  expect(themed.width).toBe(320); // --nq-board-size: 20rem
  expect(themed.font).toContain('Georgia');
  expect(plain.light).not.toBe(themed.light);
  expect(errors).toEqual([]);
});

// The site recipes: `css dark: ATTRS; light: ATTRS` blocks give the site's
// dark and light markers (put on <html>); under the opposite system scheme
// the widget must take the site's.
const DARK_BG = 'rgb(22, 24, 28)';
const LIGHT_BG = 'rgb(250, 248, 244)';
const recipes = blocks.filter((block) => block.lang === 'css' && block.info.startsWith('dark:'));

test('the guide has the colour-scheme recipes of MkDocs Material, Docusaurus, VitePress, Hugo and mdBook', () => {
  expect(recipes.map((block) => block.info)).toEqual([
    'dark: data-md-color-scheme="slate"; light: data-md-color-scheme="default"',
    'dark: data-theme="dark"; light: data-theme="light"',
    'dark: class="dark"; light: class="light"',
    'dark: class="dark"; light: class="light"',
    'dark: class="navy"; light: class="light"',
  ]);
});

recipes.forEach((block, index) => {
  test(`colour-scheme recipe ${index + 1} wins over the system scheme, both ways`, async ({ page }) => {
    const errors = collectErrors(page);
    const markers = Object.fromEntries(block.info.split(';').map((part) => part.trim().split(/:\s*/)));
    await page.route('**/__docs/recipe.css', (route) => route.fulfill({ contentType: 'text/css', body: block.code }));
    for (const [scheme, system, expected] of [['dark', 'light', DARK_BG], ['light', 'dark', LIGHT_BG]]) {
      await page.emulateMedia({ colorScheme: system });
      await openSnippetPage(
        page,
        `recipe-${index + 1}-${scheme}`,
        `<link rel="stylesheet" href="/__docs/recipe.css"><script type="module" src="/nqueens/nqueens-element.js"></script>
         <n-queens mode="board" n="4" theme="${system}"></n-queens>`,
        { htmlAttributes: markers[scheme] },
      );
      await expectWidgetsRendered(page);
      const background = await page.locator('n-queens').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background, `${block.info}: the site is ${scheme}, the system ${system}`).toBe(expected);
    }
    expect(errors).toEqual([]);
  });
});

// A plain blog that only sets `:root { color-scheme: dark }`: its iframes
// (embed-resize.js reads the scheme) were dark and its elements light. The
// plain recipe's one line (```css plain) makes the elements follow the page.
test("the plain blog's one line: elements take the page's color-scheme, as its iframes do", async ({ page }) => {
  const errors = collectErrors(page);
  const rule = blocks.find((block) => block.lang === 'css' && block.info === 'plain').code;
  await page.route('**/__docs/plain.css', (route) => route.fulfill({ contentType: 'text/css', body: rule }));
  await page.route('**/__docs/page.css', (route) => route.fulfill({ contentType: 'text/css', body: ':root { color-scheme: var(--page-scheme); }' }));
  const backgrounds = () => page.evaluate(() => {
    const widget = document.querySelector('n-queens');
    const embedded = document.querySelector('iframe').contentDocument.getElementById('widget');
    return [getComputedStyle(widget).backgroundColor, getComputedStyle(embedded).backgroundColor];
  });
  for (const [system, pageScheme, expected] of [['light', 'dark', DARK_BG], ['dark', 'light', LIGHT_BG], ['dark', 'light dark', DARK_BG], ['light', 'light dark', LIGHT_BG]]) {
    await page.emulateMedia({ colorScheme: system });
    await openSnippetPage(
      page,
      `plain-${system}-${pageScheme.replace(' ', '-')}`,
      `<link rel="stylesheet" href="/__docs/page.css"><link rel="stylesheet" href="/__docs/plain.css">
       <script type="module" src="/nqueens/nqueens-element.js"></script><script src="/nqueens/embed-resize.js" defer></script>
       <n-queens mode="board" n="4"></n-queens>
       <iframe src="/nqueens/embed.html?mode=board&amp;n=4" title="N-Queens" width="300" height="300"></iframe>`,
      { htmlAttributes: `style="--page-scheme: ${pageScheme}"` },
    );
    await page.waitForFunction(() => document.querySelector('iframe').contentDocument?.getElementById('widget')?.shadowRoot?.querySelector('.nq-board'));
    await expectWidgetsRendered(page);
    await expect.poll(backgrounds, `the page is ${pageScheme}, the system ${system}`).toEqual([expected, expected]);
  }
  // Live: the page switches its scheme, the element follows at once.
  await page.evaluate(() => document.documentElement.style.setProperty('--page-scheme', 'dark'));
  await expect.poll(async () => (await backgrounds())[0]).toBe(DARK_BG);
  expect(errors).toEqual([]);
});

// A bilingual blog switches <html lang>: the elements keep their language
// (read when they render), the iframes with embed-resize.js follow it; the
// guide's loop over the widgets (### Languages) switches the elements.
test('a language switch of the page: iframes with embed-resize.js follow <html lang>, elements follow the guide\'s el.lang', async ({ page }) => {
  const errors = collectErrors(page);
  const section = markdown.slice(markdown.indexOf('### Languages'), markdown.indexOf('### Theming'));
  const loop = /```js\n([\s\S]*?)```/.exec(section)[1];
  await openSnippetPage(
    page,
    'languages',
    `<script type="module" src="/nqueens/nqueens-element.js"></script><script src="/nqueens/embed-resize.js" defer></script>
     <n-queens mode="board" n="4" narration></n-queens>
     <iframe src="/nqueens/embed.html?mode=board&amp;n=4&amp;narration" title="N-Queens" width="300" height="400"></iframe>`,
  );
  await page.waitForFunction(() => document.querySelector('iframe').contentDocument?.getElementById('widget')?.shadowRoot?.querySelector('.nq-board'));
  await expectWidgetsRendered(page);
  const captions = () => page.evaluate(() => [document.querySelector('n-queens'), document.querySelector('iframe').contentDocument.getElementById('widget')]
    .map((widget) => widget.shadowRoot.querySelector('.nq-element__caption').textContent));
  await expect.poll(captions).toEqual([expect.stringMatching(/^Solution 1/), expect.stringMatching(/^Solution 1/)]);
  await page.evaluate(() => { document.documentElement.lang = 'zh'; });
  await expect.poll(captions).toEqual([expect.stringMatching(/^Solution 1/), expect.stringMatching(/^4皇后问题的第1个解/)]);
  await page.evaluate(loop);
  await expect.poll(captions).toEqual([expect.stringMatching(/^4皇后问题的第1个解/), expect.stringMatching(/^4皇后问题的第1个解/)]);
  expect(errors).toEqual([]);
});

test('the reference names every attribute, event, method, custom property and part', async () => {
  const missing = [];
  const mention = (name) => {
    if (!markdown.includes(`\`${name}\``)) missing.push(name);
  };
  ATTRIBUTES.forEach(mention);
  ['nqueens-step', 'nqueens-solution', 'nqueens-done', 'nqueens-answer', 'nqueens-play'].forEach(mention);
  ['play()', 'pause()', 'stepForward()', 'stepBack()', 'seek(k)', 'position', 'playing', 'ready'].forEach(mention);

  const parts = new Set(PARTS.flatMap(([, names]) => names.split(' ')));
  for (const file of await readdir(new URL('../../www/js/element/', import.meta.url))) {
    const source = await readFile(new URL(`../../www/js/element/${file}`, import.meta.url), 'utf8');
    for (const [, name] of source.matchAll(/part: '([\w-]+)'/g)) parts.add(name);
  }
  parts.forEach(mention);

  let css = '';
  for (const file of ['nqueens.css', 'views.css', 'element.css']) css += await readFile(new URL(`../../www/css/${file}`, import.meta.url), 'utf8');
  const properties = new Set([...css.matchAll(/(--nq-[\w-]+)/g)].map((match) => match[1]));
  properties.forEach(mention);
  expect(missing).toEqual([]);
});

// The Docusaurus and VitePress recipes: their config snippets are evaluated
// as the generators read them (an ES module's default export), and the
// script tags they ask for (Docusaurus' `scripts`, VitePress' `head`) are
// put in a page as the generator would, with the tag the recipe writes.
const configOf = async (page, code) =>
  page.evaluate(async (source) => {
    const module = await import(`data:text/javascript;charset=utf-8,${encodeURIComponent(source)}`);
    const config = module.default;
    const isCustomElement = config.vue?.template?.compilerOptions?.isCustomElement;
    return {
      scripts: config.scripts ?? null,
      head: config.head ?? null,
      customElement: isCustomElement ? [isCustomElement('n-queens'), isCustomElement('div')] : null,
    };
  }, code);

const scriptTag = (attributes) =>
  `<script ${Object.entries(attributes).map(([name, value]) => `${name}="${value}"`).join(' ')}></script>`;

test('the Docusaurus and VitePress configs load the element as their generators would', async ({ page }) => {
  const errors = collectErrors(page);
  await openSnippetPage(page, 'configs', '');
  const docusaurus = blocks.find((block) => block.lang === 'js' && block.code.includes('scripts:'));
  const vitepress = blocks.find((block) => block.lang === 'js' && block.code.includes('head:'));
  const fromDocusaurus = await configOf(page, docusaurus.code);
  expect(fromDocusaurus.scripts).toEqual([{ src: '/nqueens/nqueens-element.js', type: 'module' }]);
  const fromVitepress = await configOf(page, vitepress.code);
  expect(fromVitepress.head).toEqual([['script', { type: 'module', src: '/nqueens/nqueens-element.js' }]]);
  // Vue leaves <n-queens> to the browser, and only it.
  expect(fromVitepress.customElement).toEqual([true, false]);

  const tags = {
    docusaurus: [fromDocusaurus.scripts.map(scriptTag).join(''), '<n-queens narration tree></n-queens>'],
    vitepress: [fromVitepress.head.map(([, attributes]) => scriptTag(attributes)).join(''), '<n-queens narration></n-queens>'],
  };
  for (const [name, [head, body]] of Object.entries(tags)) {
    await openSnippetPage(page, `config-${name}`, `${head}${body}`);
    await expectWidgetsRendered(page);
    await expect(page.locator('n-queens').getByRole('grid')).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});
