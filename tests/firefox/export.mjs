// Firefox: export downloads a valid file of each format, saved by Firefox
// itself (its download folder, scripts/firefox.mjs): the walkthrough as an
// animated GIF (every frame decoded by an independent decoder, omggif), the
// board as PNG (signature, chunk CRCs, the image data inflated to its size)
// and as SVG (Firefox's XML parser reads it as an SVG document).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import omggif from 'omggif';
import { oracleEvents } from '../e2e/learn-oracle.mjs';
import { assertNoErrors, named, openPage, untilSelector, useSuite, WAIT_MS } from './harness.mjs';

const suite = useSuite();

/** Clicks the button `name` and waits for Firefox to finish saving a file whose name matches `pattern`: its bytes. */
async function download(page, name, pattern) {
  const before = new Set(readdirSync(suite.downloads));
  await (await named(page, name, 'button')).click();
  const deadline = Date.now() + WAIT_MS * 3;
  for (;;) {
    const files = readdirSync(suite.downloads);
    const saved = files.find((file) => !before.has(file) && pattern.test(file));
    // Firefox writes FILE.part beside FILE until the download is complete.
    if (saved && !files.includes(`${saved}.part`) && statSync(path.join(suite.downloads, saved)).size > 0) {
      return { file: saved, bytes: new Uint8Array(readFileSync(path.join(suite.downloads, saved))) };
    }
    if (Date.now() > deadline) assert.fail(`no ${pattern} saved after "${name}" (the folder has ${files.join(', ') || 'nothing'})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }; // by colour type

/** Checks a PNG file end to end; returns { width, height }. */
function checkPng(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], PNG_SIGNATURE, 'the PNG signature');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    assert.equal(view.getUint32(at + 8 + length), crc32(bytes.subarray(at + 4, at + 8 + length)), `the CRC of ${type}`);
    chunks.push({ type, body });
    at += 12 + length;
  }
  assert.equal(chunks[0].type, 'IHDR');
  assert.equal(chunks.at(-1).type, 'IEND');
  const header = new DataView(chunks[0].body.buffer, chunks[0].body.byteOffset, 13);
  const [width, height, depth, colourType, interlace] = [header.getUint32(0), header.getUint32(4), header.getUint8(8), header.getUint8(9), header.getUint8(12)];
  assert.equal(interlace, 0);
  const data = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.body)));
  const rowBytes = Math.ceil((width * PNG_CHANNELS[colourType] * depth) / 8);
  assert.equal(data.length, height * (1 + rowBytes), 'the image data fills the image');
  return { width, height };
}

test('Download GIF: the 4-queens walkthrough, one frame per event, every frame decodes', async () => {
  const { page, errors, close } = await openPage(suite, '/?step=0');
  await named(page, 'row 1, column 1', 'gridcell');
  const gif = await download(page, 'Download GIF', /\.gif$/);
  assert.equal(gif.file, 'n-queens-4-walkthrough.gif');
  assert.equal(String.fromCharCode(...gif.bytes.subarray(0, 6)), 'GIF89a');
  assert.equal(gif.bytes.at(-1), 0x3b, 'the GIF trailer');
  const reader = new omggif.GifReader(gif.bytes);
  // The empty board first, then one frame per event.
  assert.equal(reader.numFrames(), oracleEvents(4).length + 1);
  const pixels = new Uint8Array(reader.width * reader.height * 4);
  for (let frame = 0; frame < reader.numFrames(); frame += 1) reader.decodeAndBlitFrameRGBA(frame, pixels);
  assertNoErrors(errors);
  await close();
});

test('Download SVG and PNG: the board at the first prune, valid files', async () => {
  const step = oracleEvents(4).findIndex((event) => event.kind === 'reject') + 1;
  const { page, errors, close } = await openPage(suite, `/?step=${step}`);
  await named(page, 'row 1, column 1, queen', 'gridcell');

  const svg = await download(page, 'Download SVG', /\.svg$/);
  assert.equal(svg.file, `n-queens-4-step-${step}.svg`);
  const source = new TextDecoder().decode(svg.bytes);
  assert.match(source, /^(<\?xml[^>]*>\s*)?<svg[\s>]/, 'an SVG file starts with <svg');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const texts = [...doc.querySelectorAll('text')].map((node) => node.textContent);
    return {
      root: doc.documentElement.localName,
      ns: doc.documentElement.namespaceURI,
      errors: doc.getElementsByTagName('parsererror').length,
      queens: texts.filter((text) => text === '♛').length,
      pruned: texts.filter((text) => text === '✕').length,
    };
  }, source);
  assert.deepEqual(parsed, { root: 'svg', ns: 'http://www.w3.org/2000/svg', errors: 0, queens: 1, pruned: 1 });

  const png = await download(page, 'Download PNG', /\.png$/);
  assert.equal(png.file, `n-queens-4-step-${step}@2x.png`); // the quick PNG is 2×, for slides
  const { width, height } = checkPng(png.bytes);
  assert.ok(width >= 100 && height >= 100, `a board-sized PNG (${width}×${height})`);
  assert.ok(!existsSync(path.join(suite.downloads, `${png.file}.part`)));
  assertNoErrors(errors);
  await close();
});

test('Export dialog: WebM video of steps 1 to 30 (WebCodecs VP8 and the page’s muxer) in Firefox', async () => {
  const { page, errors, close } = await openPage(suite, '/?mode=explore&n=5&step=0');
  await named(page, 'row 1, column 1', 'gridcell');
  await (await named(page, 'Export…', 'button')).click();
  await untilSelector(page, 'dialog[open] [data-field="format"]');
  await page.select('dialog[open] [data-field="format"]', 'webm');
  await page.click('dialog[open] [data-field="steps"]');
  await page.$eval('dialog[open] [data-field="to"]', (input) => {
    input.value = '30';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.select('dialog[open] [data-field="speed"]', '4');
  const video = await download(page, 'Export', /\.webm$/);
  assert.equal(video.file, 'n-queens-5-steps-1-30.webm');
  assert.deepEqual([...video.bytes.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3], 'the EBML header');
  // Info's Duration (ID 44 89, an 8-byte float): 31 frames (the empty board, then steps 1..30) × 250 ms.
  const at = video.bytes.findIndex((b, i) => b === 0x44 && video.bytes[i + 1] === 0x89 && video.bytes[i + 2] === 0x88);
  assert.ok(at > 0, 'a Duration element');
  assert.equal(new DataView(video.bytes.buffer, video.bytes.byteOffset + at + 3, 8).getFloat64(0), 31 * 250);
  assertNoErrors(errors);
  await close();
});
