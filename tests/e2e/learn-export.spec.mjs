// Export: the walkthrough as an animated GIF (one frame per event of an
// independent backtracking, learn-oracle.mjs), the current board as SVG
// and PNG. The issue sets the GIF's budget: under 5 s and under 2 MB.
import { test, expect } from '@playwright/test';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import omggif from 'omggif';
import { oracleEvents } from './learn-oracle.mjs';
import { longestMainThreadTaskMs } from './main-thread.mjs';

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
  // The empty board first, then one frame per event.
  expect(parsed.frames).toBe(oracleEvents(4).length + 1);
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

test('Download GIF in the explorer: the board before the step shown, then 200 events; the encoder loads only then', async ({ page }) => {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/?mode=explore&n=6&step=10');
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^10 \//);
  expect(requested.some((url) => url.includes('gifenc'))).toBe(false);
  const gif = await download(page, 'Download GIF');
  const events = oracleEvents(6).length;
  const last = Math.min(events, 10 + 199);
  expect(gif.name).toBe(`n-queens-6-steps-10-${last}.gif`);
  expect(parseGif(gif.bytes).frames).toBe(last - 10 + 2);
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
  // Twice the size, for a projector's slide (a teacher found the 1× one blurry).
  expect(png.name).toBe(`n-queens-4-step-${reject}@2x.png`);
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new DataView(png.bytes.buffer, png.bytes.byteOffset).getUint32(16)).toBeGreaterThanOrEqual(900);
  mkdirSync('artifacts/screenshots', { recursive: true });
  writeFileSync('artifacts/screenshots/export-board.svg', svg.bytes);
  writeFileSync('artifacts/screenshots/export-board.png', png.bytes);
});

test('the export bar speaks Chinese', async ({ page }) => {
  await page.goto('/?lang=zh&step=0');
  for (const name of ['下载 GIF', '下载 SVG', '下载 PNG', '导出……']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: '导出到幻灯片' })).toBeVisible();
});

// ---- the Export dialog (issue #26) --------------------------------------

/** Reads a WebM file's EBML: { header, duration (ms), timecodeScale, width, height, codec, blocks, keys }. */
function parseWebm(bytes) {
  const vint = (at, keepMarker) => {
    const first = bytes[at];
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
    let value = keepMarker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i += 1) value = value * 256 + bytes[at + i];
    return { value, length };
  };
  const out = { header: [...bytes.subarray(0, 4)], blocks: 0, keys: 0 };
  const walk = (start, end) => {
    for (let at = start; at < end; ) {
      const id = vint(at, true);
      const size = vint(at + id.length, false);
      const body = at + id.length + size.length;
      const view = new DataView(bytes.buffer, bytes.byteOffset + body, size.value);
      const uint = () => [...bytes.subarray(body, body + size.value)].reduce((v, b) => v * 256 + b, 0);
      switch (id.value) {
        case 0x18538067: case 0x1654ae6b: case 0xae: case 0xe0: case 0x1f43b675: case 0x1549a966: walk(body, body + size.value); break;
        case 0x4489: out.duration = size.value === 8 ? view.getFloat64(0) : view.getFloat32(0); break;
        case 0x2ad7b1: out.timecodeScale = uint(); break;
        case 0xb0: out.width = uint(); break;
        case 0xba: out.height = uint(); break;
        case 0x86: out.codec = new TextDecoder().decode(bytes.subarray(body, body + size.value)); break;
        case 0xa3: out.blocks += 1; if (bytes[body + 3] & 0x80) out.keys += 1; break;
        default: break;
      }
      at = body + size.value;
    }
  };
  walk(0, bytes.length);
  return out;
}

async function openDialog(page) {
  await page.getByRole('button', { name: 'Export…', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export for slides' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function exportFrom(page, dialog, timeout = 60_000) {
  const waiting = page.waitForEvent('download', { timeout });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await waiting;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

test('Export dialog: a GIF of steps 10 to 20 has 12 frames (the board before step 10, then 10..20), delay from the speed', async ({ page }) => {
  await page.goto('/?mode=explore&n=6&step=3');
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^3 \//);
  const dialog = await openDialog(page);
  await dialog.getByLabel('From step to step').check();
  await dialog.getByLabel('From step', { exact: true }).fill('10');
  await dialog.getByLabel('To step', { exact: true }).fill('20');
  await dialog.getByLabel('Speed').selectOption('4');
  await expect(dialog.locator('[data-role="export-estimate"]')).toHaveText(/^About 12 frames .* 3 s at 250 ms a frame/);
  const gif = await exportFrom(page, dialog);
  expect(gif.name).toBe('n-queens-6-steps-10-20.gif');
  const parsed = parseGif(gif.bytes);
  expect(parsed.frames).toBe(12);
  expect(new Set(parsed.delays)).toEqual(new Set([250]));
  await expect(dialog.locator('[data-role="export-dialog-status"]')).toContainText('12 frames');
  // Nothing moved on the page.
  await expect(page.locator('[data-stat="step"]')).toHaveText(/^3 \//);
});

test('Export dialog: without WebCodecs (Firefox before 130) the WebM option is disabled and says why; GIF still works', async ({ page }) => {
  await page.addInitScript(() => {
    delete globalThis.VideoEncoder;
  });
  await page.goto('/?step=5');
  const dialog = await openDialog(page);
  const webm = dialog.getByLabel('Format').locator('option[value="webm"]');
  await expect(webm).toBeDisabled();
  await expect(webm).toHaveText('WebM video (this browser cannot encode video)');
  await expect(dialog.getByLabel('Format')).toHaveValue('gif');
  await dialog.getByLabel('From step to step').check();
  await dialog.getByLabel('From step', { exact: true }).fill('5');
  await dialog.getByLabel('To step', { exact: true }).fill('6');
  const file = await exportFrom(page, dialog);
  expect(file.name).toMatch(/\.gif$/);
  // In a browser that has it, the option stays (the WebM test below encodes one).
  const other = await page.context().newPage();
  await other.goto('/?step=5');
  const full = await openDialog(other);
  await expect(full.getByLabel('Format').locator('option[value="webm"]')).toBeEnabled();
  await expect(full.getByLabel('Format').locator('option[value="webm"]')).toHaveText('WebM video');
});

test('a GIF over its frame limit suggests WebM only where the browser can encode it', async ({ browser }) => {
  const tooLong = async (withVideo) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (!withVideo) await page.addInitScript(() => { delete globalThis.VideoEncoder; });
    await page.goto('/?mode=explore&n=8&step=1');
    const dialog = await openDialog(page);
    await dialog.getByLabel('From step to step').check();
    await dialog.getByLabel('From step', { exact: true }).fill('1');
    await dialog.getByLabel('To step', { exact: true }).fill('3500');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const said = dialog.getByText(/More than 3,000 frames: too long for a GIF\./);
    await expect(said).toBeVisible({ timeout: 30_000 });
    const text = await said.textContent();
    await context.close();
    return text;
  };
  expect(await tooLong(true)).toContain('Choose WebM video, fewer events or a shorter range.');
  expect(await tooLong(false)).toContain('Choose fewer events or a shorter range.');
});

test('Export dialog: a 2× PNG has twice the pixels in each dimension of the 1× one', async ({ page }) => {
  await page.goto('/?step=5');
  const size = (bytes) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    return [view.getUint32(16), view.getUint32(20)];
  };
  const dialog = await openDialog(page);
  await dialog.getByLabel('Format').selectOption('png');
  const one = await exportFrom(page, dialog);
  await dialog.getByLabel('Scale').selectOption('2');
  const two = await exportFrom(page, dialog);
  expect(one.name).toBe('n-queens-4-step-5.png');
  expect(two.name).toBe('n-queens-4-step-5@2x.png');
  const [w, h] = size(one.bytes);
  expect(size(two.bytes)).toEqual([2 * w, 2 * h]);
  expect(w).toBeGreaterThan(400);
});

test('Export dialog: the whole 8-queens run (places and backtracks) as WebM video, with progress, that plays', async ({ browser, page }) => {
  test.setTimeout(900_000);
  await page.goto('/?mode=explore&n=8&step=0');
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  const dialog = await openDialog(page);
  await dialog.getByLabel('Format').selectOption('webm');
  await dialog.getByLabel('The whole run').check();
  await dialog.getByLabel('Events').selectOption('moves');
  await dialog.getByLabel('Speed').selectOption('25');
  await expect(dialog.locator('[data-role="export-estimate"]')).toContainText('40 ms a frame');
  const expected = 1 + oracleEvents(8).filter((e) => ['place', 'remove', 'solution', 'done'].includes(e.kind)).length;
  const progress = [];
  const watch = setInterval(() => {
    dialog.locator('[data-role="export-dialog-status"]').textContent({ timeout: 1000 }).then((text) => progress.push(text), () => {});
  }, 500);
  const { longestMs, file } = await longestMainThreadTaskMs(browser, page, async () => ({ file: await exportFrom(page, dialog, 850_000) }));
  clearInterval(watch);
  expect(file.name).toBe('n-queens-8-whole-run.webm');
  const webm = parseWebm(file.bytes);
  expect(webm.header).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  expect(webm.codec).toBe('V_VP8');
  expect(webm.timecodeScale).toBe(1_000_000);
  expect(webm.blocks).toBe(expected);
  expect(webm.duration).toBe(expected * 40);
  expect(webm.keys).toBeGreaterThan(1);
  expect(progress.some((text) => /Encoding frame [\d,]+ of [\d,]+/.test(text))).toBe(true);
  console.log(`whole 8-queens WebM: ${webm.blocks} frames, ${webm.width}×${webm.height}, ${file.bytes.length} bytes, longest task ${longestMs.toFixed(1)} ms`);
  expect(longestMs).toBeLessThan(100);
  // It plays: the browser's own decoder reads its length and shows a frame from its middle
  // (on a blank page: the app's Content-Security-Policy allows no media).
  const blank = await page.context().newPage();
  await blank.goto('about:blank');
  const played = await blank.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
    await new Promise((resolve, reject) => ((video.onloadeddata = resolve), (video.onerror = () => reject(new Error(`video error ${video.error?.code}`)))));
    const duration = video.duration;
    video.currentTime = duration / 2;
    await new Promise((resolve) => (video.onseeked = resolve));
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const ctx = canvas.getContext('2d');
    const litShare = () => {
      ctx.drawImage(video, 0, 0);
      const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let lit = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] + pixels[i + 1] + pixels[i + 2] > 60) lit += 1;
      return lit / (pixels.length / 4);
    };
    // 'seeked' can come before the decoder has the frame to draw (on a loaded
    // machine a draw then gives a blank canvas): try again for up to 5 s.
    let lit = litShare();
    for (let tries = 0; lit === 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      lit = litShare();
    }
    return { duration, width: video.videoWidth, height: video.videoHeight, lit };
  }, Buffer.from(file.bytes).toString('base64'));
  expect(played.duration).toBeCloseTo((expected * 40) / 1000, 1);
  expect([played.width, played.height]).toEqual([webm.width, webm.height]);
  expect(played.lit).toBeGreaterThan(0.5);
});

test('Export dialog: cancel stops a long export; screenshots at desktop and phone width', async ({ page }) => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 375, height: 740 }]]) {
    await page.setViewportSize(viewport);
    await page.goto('/?mode=explore&n=8&step=120');
    const dialog = await openDialog(page);
    await expect(dialog.getByLabel('From step', { exact: true })).toHaveValue('120');
    await expect(dialog.getByLabel('To step', { exact: true })).toHaveValue('319');
    mkdirSync('artifacts/screenshots', { recursive: true });
    await page.screenshot({ path: `artifacts/screenshots/export-dialog-${name}.png` });
    const box = await dialog.boundingBox();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  }
  const dialog = await openDialog(page);
  await dialog.getByLabel('Format').selectOption('webm');
  await dialog.getByLabel('The whole run').check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog.locator('[data-role="export-dialog-status"]')).toHaveText('Export cancelled.', { timeout: 30_000 });
});

// ---- the dialog's steps, speeds and sizes -------------------------------

test('Export dialog: the steps stop at the search\'s last step (the core\'s count, in events, even stepping by line)', async ({ page }) => {
  const last = oracleEvents(4).length; // 79: fewer than the 200 steps a range takes by default
  for (const query of ['?mode=explore&n=4&step=3', '?mode=explore&n=4&step=3&by=line', '?step=3']) {
    await page.goto(`/${query}`);
    await expect(page.getByRole('gridcell')).toHaveCount(16);
    await expect(page.locator('[data-stat="step"]')).toHaveText(/\/ [\d,]+$/); // the total is known
    const dialog = await openDialog(page);
    await dialog.getByLabel('From step to step').check();
    const to = dialog.getByLabel('To step', { exact: true });
    await expect(to, query).toHaveValue(String(last));
    await expect(to, query).toHaveAttribute('max', String(last));
    await expect(dialog.getByLabel('From step', { exact: true }), query).toHaveAttribute('max', String(last));
    await to.fill(String(last + 1));
    await expect(dialog.locator('[data-role="export-estimate"]')).toHaveText(`The search ends at step ${last}: the last step can be at most ${last}.`);
    await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  }
});

test('Export dialog: each speed says its frames a second and its ms a frame, which agree, and the GIF plays that delay', async ({ page }) => {
  await page.goto('/?mode=explore&n=6&step=3');
  const dialog = await openDialog(page);
  const options = await dialog.getByLabel('Speed').locator('option').allTextContents();
  expect(options[0]).toBe('0.5 frames a second (2000 ms a frame)');
  // Found by a teacher: the chosen speed read "2 frames a second (500 ms a fr": each option fits the closed select.
  const room = await dialog.getByLabel('Speed').evaluate((select) => {
    const context = document.createElement('canvas').getContext('2d');
    context.font = getComputedStyle(select).font;
    const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
    return select.clientWidth - 32 - widest; // less the padding and the arrow
  });
  expect(room).toBeGreaterThanOrEqual(0);
  for (const text of options) {
    const [, rate, ms] = text.match(/^([\d.]+) frames? a second \(([\d,]+) ms a frame\)$/);
    expect(Number(rate) * Number(ms.replace(',', '')), text).toBe(1000);
  }
  await dialog.getByLabel('From step to step').check();
  await dialog.getByLabel('From step', { exact: true }).fill('3');
  await dialog.getByLabel('To step', { exact: true }).fill('4');
  await dialog.getByLabel('Speed').selectOption('0.5');
  expect(new Set(parseGif((await exportFrom(page, dialog)).bytes).delays)).toEqual(new Set([2000]));
  await page.goto('/?mode=explore&n=6&step=3&lang=zh');
  await page.getByRole('button', { name: '导出……', exact: true }).click();
  const zh = page.getByRole('dialog', { name: '导出到幻灯片' });
  await expect(zh.locator('select[data-field="speed"] option').first()).toHaveText('每秒 0.5 帧（每帧 2000 毫秒）');
});

/** The size the dialog's estimate line says, in bytes ("about 458 kB", "about 1.25 MB"). */
async function estimatedBytes(dialog) {
  const text = await dialog.locator('[data-role="export-estimate"]').textContent();
  const [, number, unit] = text.match(/about ([\d.,]+) (kB|MB)/);
  return Number(number.replace(/,/g, '')) * (unit === 'MB' ? 1024 * 1024 : 1024);
}

// The estimate was about half the real size. It is now a model of files
// measured (export-options.js); here it is checked against the files made,
// which must come within ±35 % of it, for every format, at 1× and 2×.
const SIZE_TOLERANCE = 0.35;
const SIZE_CASES = [
  { query: '?step=0', format: 'gif', whole: true }, // the whole 4-queens walkthrough
  { query: '?mode=explore&n=8&step=1', format: 'gif', range: [1, 120], scale: 2 },
  { query: '?mode=explore&n=12&step=1', format: 'gif', range: [1, 120], caption: false },
  { query: '?mode=explore&n=6&step=1', format: 'webm', range: [1, 120] },
  { query: '?mode=explore&n=8&step=1', format: 'webm', range: [1, 200], scale: 2, speed: '25' },
  { query: '?mode=explore&n=8&step=30', format: 'png' },
  { query: '?mode=explore&n=16&step=100', format: 'png', scale: 2 },
  { query: '?mode=explore&n=5&step=12', format: 'svg' },
  { query: '?mode=explore&n=16&step=100', format: 'svg' },
];

test('Export dialog: the size estimate is within ±35 % of the file made, for GIF, WebM, PNG and SVG', async ({ page }) => {
  test.setTimeout(300_000);
  const seen = [];
  for (const c of SIZE_CASES) {
    await page.goto(`/${c.query}`);
    await expect(page.getByRole('gridcell').first()).toBeVisible();
    const dialog = await openDialog(page);
    await dialog.getByLabel('Format').selectOption(c.format);
    if (c.whole) await dialog.getByLabel('The whole run').check();
    if (c.range) {
      await dialog.getByLabel('From step to step').check();
      await dialog.getByLabel('From step', { exact: true }).fill(String(c.range[0]));
      await dialog.getByLabel('To step', { exact: true }).fill(String(c.range[1]));
    }
    if (c.speed) await dialog.getByLabel('Speed').selectOption(c.speed);
    if (c.scale) await dialog.getByLabel('Scale').selectOption(String(c.scale));
    if (c.caption === false) await dialog.getByLabel('Captions under the board').uncheck();
    const estimated = await estimatedBytes(dialog);
    const file = await exportFrom(page, dialog, 120_000);
    const ratio = file.bytes.length / estimated;
    seen.push(`${c.format} ${c.query} ${c.scale ?? 1}×: ${file.bytes.length} B made, ${Math.round(estimated)} B estimated (${ratio.toFixed(2)})`);
    expect(Math.abs(ratio - 1), seen.at(-1)).toBeLessThanOrEqual(SIZE_TOLERANCE);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  }
  console.log(seen.join('\n'));
});
