// embed.html's URL parameters, as a tutorial's author found them: a boolean
// that is neither on nor off (narration=maybe) turned it on without a word,
// an unknown controls name was dropped silently, and a host page's
// <html lang="fr"> made the iframe warn about a lang nobody set. Now each
// invalid parameter is ignored with a console message naming what it takes,
// and only what the author wrote is warned about (docs/embedding.md).
import { test, expect } from '@playwright/test';
import { collectErrors } from './element-helpers.mjs';

function collectWarnings(page) {
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /^(<n-queens>|embed\.html)/.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

async function openEmbed(page, query) {
  await page.goto(`/embed.html${query}`);
  await page.waitForFunction(() => customElements.get('n-queens'));
  await page.evaluate(() => document.getElementById('widget').ready);
}

test('a boolean parameter that is neither on nor off is ignored (left off) and told, naming its values', async ({ page }) => {
  const errors = collectErrors(page);
  const warnings = collectWarnings(page);
  await openEmbed(page, '?narration=maybe&tree=sometimes&code=yes&autoplay=0');
  const widget = page.locator('#widget');
  expect(await widget.evaluate((el) => [el.narration, el.tree, el.code, el.autoplay])).toEqual([false, false, 'recursive', false]);
  expect(warnings.sort()).toEqual([
    'embed.html: narration=maybe is ignored (the default is used): narration takes nothing (&narration), 1, true, yes or on to turn it on; 0, false, no or off to leave it off.',
    'embed.html: tree=sometimes is ignored (the default is used): tree takes nothing (&tree), 1, true, yes or on to turn it on; 0, false, no or off to leave it off.',
  ]);
  expect(errors).toEqual([]);
});

test('?controls=foo is told in the iframe\'s console, naming the parts', async ({ page }) => {
  const warnings = collectWarnings(page);
  await openEmbed(page, '?controls=buttons+foo');
  await expect.poll(() => warnings).toEqual([
    '<n-queens>: foo in controls="buttons foo" is ignored (the other names apply): controls takes names of buttons, timeline, speed, stats, keys (space-separated), or none.',
  ]);
  expect(await page.evaluate(() => document.getElementById('widget').controls)).toBe('buttons');
});

// The host's language is not the author's setting: a language the widget
// does not speak falls back to English silently, as for an <n-queens> on
// the same page that inherits it. ?lang=fr, which the author wrote, warns.
test('a host page in French: its iframes and elements fall back to English silently; an explicit lang=fr warns', async ({ page }) => {
  const errors = collectErrors(page);
  const warnings = collectWarnings(page);
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>fr host</title>
<link rel="icon" href="/favicon.svg">
<script type="module" src="/nqueens-element.js"></script>
<script src="/embed-resize.js" defer></script></head>
<body>
<n-queens id="direct"></n-queens>
<iframe id="inherits" title="N-Queens" width="700" height="600" src="/embed.html?n=5"></iframe>
<iframe id="explicit" title="N-Queens" width="700" height="600" src="/embed.html?n=6&amp;lang=fr"></iframe>
</body></html>`;
  await page.route('**/__fixtures/fr-host.html', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto('/__fixtures/fr-host.html');
  const frameOf = (n) => page.frames().find((frame) => frame.url().includes(`/embed.html?n=${n}`));
  await expect.poll(() => Boolean(frameOf(5) && frameOf(6))).toBe(true);
  for (const n of [5, 6]) {
    // Greeted by embed-resize.js (the host's lang has come in), and rendered.
    await frameOf(n).waitForFunction(() => document.documentElement.hasAttribute('data-autoresize') && customElements.get('n-queens'));
    await frameOf(n).evaluate(() => document.getElementById('widget').ready);
  }
  await page.evaluate(() => document.getElementById('direct').ready);
  await expect.poll(() => warnings.length).toBe(1);
  await page.waitForTimeout(300);
  expect(warnings).toEqual(['<n-queens>: lang="fr" is ignored (the default is used): lang takes a language tag of en, zh.']);
  expect(await frameOf(5).evaluate(() => [document.getElementById('widget').lang, document.documentElement.lang])).toEqual(['en', 'en']);
  // A host switch to a language it speaks still comes in, and back out to French silently.
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'zh-CN'));
  await expect.poll(() => frameOf(5).evaluate(() => document.getElementById('widget').lang)).toBe('zh');
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'fr-CA'));
  await expect.poll(() => frameOf(5).evaluate(() => document.getElementById('widget').lang)).toBe('en');
  await page.waitForTimeout(300);
  expect(warnings).toHaveLength(1);
  expect(errors).toEqual([]);
});
