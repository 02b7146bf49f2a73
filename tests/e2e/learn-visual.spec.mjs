// The quiz, free play and an exported GIF frame at desktop and phone width,
// light and dark, English and Chinese: no console errors (the page runs
// under its strict Content-Security-Policy), no horizontal scrolling at
// 360 px, and screenshots for a person to look at.
import { test, expect } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import omggif from 'omggif';

const { GifReader } = omggif;

test.use({ reducedMotion: 'reduce' });
// A GIF is encoded on a machine shared with builds: room beyond its own 5 s.
test.setTimeout(120_000);

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
];
const VIEWS = [
  { name: 'quiz', query: '?mode=quiz', ready: '.nq-quiz [role="gridcell"]' },
  { name: 'play', query: '?mode=play&n=8', ready: '.nq-play button[data-row]' },
];

function watchConsole(page) {
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

// A quiz mid-way: a few right answers, then a wrong one on a prune (the
// attack line is drawn). Free play: three queens, two in conflict, a hint.
async function setUp(page, view, lang) {
  const names = lang === 'zh' ? { place: '放置', prune: '剪枝', hint: '提示' } : { place: 'Place', prune: 'Prune', hint: 'Hint' };
  if (view === 'quiz') {
    await page.getByRole('button', { name: names.place, exact: true }).click();
    await page.getByRole('button', { name: names.place, exact: true }).click();
    await expect(page.locator('.nq-quiz__feedback.is-wrong')).toBeVisible();
  } else {
    for (const [row, col] of [[0, 1], [1, 3], [3, 3]]) await page.locator(`.nq-play button[data-row="${row}"][data-col="${col}"]`).click();
    await page.locator('.nq-play button[data-row="3"][data-col="3"]').click();
    await page.getByRole('button', { name: names.hint, exact: true }).click();
    await page.locator(`.nq-play button[data-row="5"][data-col="5"]`).click();
    await page.locator(`.nq-play button[data-row="5"][data-col="6"]`).click();
  }
}

for (const viewport of VIEWPORTS) {
  for (const view of VIEWS) {
    for (const [lang, scheme] of [['en', 'light'], ['zh', 'dark']]) {
      test(`${view.name} ${lang} ${scheme} at ${viewport.name} width`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.emulateMedia({ colorScheme: scheme });
        const problems = watchConsole(page);
        await page.goto(`/${view.query}&lang=${lang}`, { waitUntil: 'networkidle' });
        await expect(page.locator(view.ready).first()).toBeVisible();
        await setUp(page, view.name, lang);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        mkdirSync('artifacts/screenshots', { recursive: true });
        await page.screenshot({ path: `artifacts/screenshots/learn-${view.name}-${lang}-${scheme}-${viewport.name}.png`, fullPage: true });
        expect(problems).toEqual([]);
      });
    }
  }
}

for (const lang of ['en', 'zh']) {
  test(`an exported GIF frame (${lang}), decoded by the browser`, async ({ page }) => {
    await page.goto(`/?step=0&lang=${lang}`);
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: lang === 'zh' ? '下载 GIF' : 'Download GIF', exact: true }).click();
    const bytes = readFileSync(await (await waiting).path());
    // Frame 7 (event 7, the first prune of row 3; frame 0 is the empty
    // board), composed over the frames before it by an independent decoder
    // (omggif, a test-only npm dependency), then written as a PNG by the
    // browser's canvas.
    const reader = new GifReader(bytes);
    const rgba = new Uint8Array(reader.width * reader.height * 4);
    for (let frame = 0; frame <= 7; frame += 1) reader.decodeAndBlitFrameRGBA(frame, rgba);
    // (The pixels go to the page as base64: as a JSON array of ~2 million numbers they took seconds.)
    const png = await page.evaluate(({ base64, width, height }) => {
      const data = Uint8ClampedArray.from(atob(base64), (char) => char.charCodeAt(0));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d').putImageData(new ImageData(data, width, height), 0, 0);
      return canvas.toDataURL('image/png');
    }, { base64: Buffer.from(rgba).toString('base64'), width: reader.width, height: reader.height });
    expect(png.startsWith('data:image/png;base64,')).toBe(true);
    mkdirSync('artifacts/screenshots', { recursive: true });
    writeFileSync(`artifacts/screenshots/learn-gif-frame-${lang}.png`, Buffer.from(png.split(',')[1], 'base64'));
  });
}
