// Export: the walkthrough as an animated GIF (one frame per event of an
// independent backtracking, learn-oracle.mjs), the current board as SVG
// and PNG. The issue sets the GIF's budget: under 5 s and under 2 MB.
import { test, expect } from '@playwright/test';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import omggif from 'omggif';
import { oracleEvents } from './learn-oracle.mjs';

const { GifReader } = omggif;

test.use({ reducedMotion: 'reduce' });
// A GIF is encoded on a machine shared with builds: room beyond its own 5 s.
test.setTimeout(120_000);

/** Walks a GIF's blocks: { version, width, height, frames, delays }; throws on anything malformed. */
function parseGif(bytes) {
  const text = (from, to) => String.fromCharCode(...bytes.subarray(from, to));
  if (text(0, 6) !== 'GIF89a') throw new Error(`not a GIF89a: ${text(0, 6)}`);
  const width = bytes[6] | (bytes[7] << 8);
  const height = bytes[8] | (bytes[9] << 8);
  let at = 13;
  if (bytes[10] & 0x80) at += 3 * 2 ** ((bytes[10] & 7) + 1);
  const skipSubBlocks = () => {
    while (bytes[at] !== 0) {
      if (at >= bytes.length) throw new Error('truncated');
      at += bytes[at] + 1;
    }
    at += 1;
  };
  let frames = 0;
  const delays = [];
  for (;;) {
    const block = bytes[at++];
    if (block === 0x3b) break;
    if (block === 0x21) {
      const label = bytes[at++];
      if (label === 0xf9) delays.push((bytes[at + 2] | (bytes[at + 3] << 8)) * 10);
      skipSubBlocks();
    } else if (block === 0x2c) {
      const flags = bytes[at + 8];
      at += 9;
      if (flags & 0x80) at += 3 * 2 ** ((flags & 7) + 1);
      at += 1; // LZW minimum code size
      skipSubBlocks();
      frames += 1;
    } else throw new Error(`unknown block 0x${block?.toString(16)} at ${at - 1}`);
  }
  if (at !== bytes.length) throw new Error(`${bytes.length - at} bytes after the trailer`);
  return { width, height, frames, delays };
}

async function download(page, name) {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name, exact: true }).click();
  const file = await waiting;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

test('Download GIF: the whole 4-queens walkthrough, one frame per event, under 5 s and 2 MB', async ({ page }) => {
  await page.goto('/?step=0');
  await expect(page.getByRole('gridcell')).toHaveCount(16);
  const started = Date.now();
  const gif = await download(page, 'Download GIF');
  const seconds = (Date.now() - started) / 1000;
  expect(gif.name).toBe('n-queens-4-walkthrough.gif');
  const parsed = parseGif(gif.bytes);
  expect(parsed.frames).toBe(oracleEvents(4).length);
  expect(parsed.delays).toHaveLength(parsed.frames);
  expect(gif.bytes.length).toBeLessThan(2 * 1024 * 1024);
  // An independent decoder (omggif) reads every frame; the last shows the
  // end of the search, with no queen left on the board.
  const reader = new GifReader(gif.bytes);
  expect(reader.numFrames()).toBe(parsed.frames);
  const rgba = new Uint8Array(reader.width * reader.height * 4);
  for (let frame = 0; frame < reader.numFrames(); frame += 1) reader.decodeAndBlitFrameRGBA(frame, rgba);
  expect(seconds).toBeLessThan(5);
  console.log(`walkthrough GIF: ${parsed.frames} frames, ${parsed.width}×${parsed.height}, ${gif.bytes.length} bytes, ${seconds.toFixed(2)} s`);
  await expect(page.locator('[data-role="export-status"]')).toContainText(`${parsed.frames} frames`);
  const made = Number((await page.locator('[data-role="export-status"]').textContent()).match(/made in ([\d.]+) s/)[1]);
  console.log(`encoded in the page in ${made} s`);
  mkdirSync('artifacts/screenshots', { recursive: true });
  writeFileSync('artifacts/screenshots/export-walkthrough.gif', gif.bytes);
});

test('Download GIF in the explorer: from the current step, and the encoder loads only then', async ({ page }) => {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/?mode=explore&n=6&step=10');
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^10 \//);
  expect(requested.some((url) => url.includes('gifenc'))).toBe(false);
  const gif = await download(page, 'Download GIF');
  expect(gif.name).toBe('n-queens-6-from-step-10.gif');
  const events = oracleEvents(6).length;
  expect(parseGif(gif.bytes).frames).toBe(Math.min(200, events - 10));
  expect(requested.some((url) => url.endsWith('/vendor/gifenc/gifenc.esm.js'))).toBe(true);
  expect(requested.every((url) => url.startsWith('http://127.0.0.1') || url.startsWith('blob:') || url.startsWith('data:'))).toBe(true);
});

test('Download SVG and PNG: the current board with its marks', async ({ page }) => {
  const events = oracleEvents(4);
  const reject = events.findIndex((e) => e.kind === 'reject') + 1;
  await page.goto(`/?step=${reject}`);
  await expect(page.locator('[data-stat="step"]')).toHaveText(new RegExp(`^${reject} /`));
  const svg = await download(page, 'Download SVG');
  expect(svg.name).toBe(`n-queens-4-step-${reject}.svg`);
  const source = new TextDecoder().decode(svg.bytes);
  // Valid: the browser's XML parser reads it as an SVG document without errors.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      root: doc.documentElement.localName,
      ns: doc.documentElement.namespaceURI,
      errors: doc.getElementsByTagName('parsererror').length,
      queens: [...doc.querySelectorAll('text')].filter((t) => t.textContent === '♛').length,
      pruned: [...doc.querySelectorAll('text')].filter((t) => t.textContent === '✕').length,
      lines: doc.querySelectorAll('line').length,
    };
  }, source);
  expect(parsed).toEqual({ root: 'svg', ns: 'http://www.w3.org/2000/svg', errors: 0, queens: 1, pruned: 1, lines: 1 });
  const png = await download(page, 'Download PNG');
  expect(png.name).toBe(`n-queens-4-step-${reject}.png`);
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  mkdirSync('artifacts/screenshots', { recursive: true });
  writeFileSync('artifacts/screenshots/export-board.svg', svg.bytes);
  writeFileSync('artifacts/screenshots/export-board.png', png.bytes);
});

test('the export bar speaks Chinese', async ({ page }) => {
  await page.goto('/?lang=zh&step=0');
  for (const name of ['下载 GIF', '下载 SVG', '下载 PNG']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: '导出到幻灯片' })).toBeVisible();
});
