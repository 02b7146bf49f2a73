// Animated GIF encoding with gifenc (from npm, copied to www/vendor/gifenc/
// so that the page works offline), imported only when a GIF is asked for.
// One GIF frame per search event. The frames share one global palette,
// quantized once from a few sample frames (the boards use a handful of flat
// colours). Each frame after the first covers only the rectangle that
// changed since the frame before, and inside it the unchanged pixels are
// transparent: encoding time and size follow what changed, not the image.

/** How long each frame shows, in ms. */
export const FRAME_DELAY_MS = 700;
const PALETTE_COLORS = 64;
// Every how many pixels of the sample frames feed the quantizer.
const SAMPLE_STRIDE = 3;
// The bytes gifenc writes before a frame's image descriptor: the graphic
// control extension (21 F9 04, flags, delay, transparent index, 00).
const CONTROL_EXTENSION_BYTES = 8;
// onProgress is awaited once this much time has gone since the last time:
// a large board's frame takes several ms to paint and map, so a fixed
// number of frames per task could run past the 50 ms budget.
const SLICE_MS = 30;

/** The smallest rectangle holding every pixel where `a` and `b` differ, or null. */
export function changedRect(a, b, width, height) {
  let top = -1;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x += 1) {
      if (a[row + x] !== b[row + x]) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    if (top < 0) top = y;
    bottom = y;
    left = Math.min(left, first);
    right = Math.max(right, last);
  }
  return top < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Sets the position of the image descriptor written at `start` (gifenc always writes 0, 0). */
function placeFrame(bytes, start, x, y) {
  const at = start + CONTROL_EXTENSION_BYTES;
  if (bytes[start] !== 0x21 || bytes[start + 1] !== 0xf9 || bytes[at] !== 0x2c) {
    throw new Error('unexpected GIF frame layout');
  }
  bytes[at + 1] = x & 0xff;
  bytes[at + 2] = x >> 8;
  bytes[at + 3] = y & 0xff;
  bytes[at + 4] = y >> 8;
}

// The pixels of the frames `samples` (every SAMPLE_STRIDE-th one), which
// the palette is made from.
async function samplePixels(ctx, { count, paint, samples, maybeYield }) {
  const { width, height } = ctx.canvas;
  const pixels = width * height;
  const picked = [...new Set(samples.filter((i) => i >= 0 && i < count))];
  const sample = new Uint8ClampedArray(Math.ceil(pixels / SAMPLE_STRIDE) * 4 * picked.length);
  let at = 0;
  for (const i of picked) {
    paint(ctx, i);
    const { data } = ctx.getImageData(0, 0, width, height);
    for (let p = 0; p < pixels; p += SAMPLE_STRIDE, at += 4) sample.set(data.subarray(p * 4, p * 4 + 4), at);
    await maybeYield(0);
  }
  return sample.subarray(0, at);
}

// Pixels of `rect` equal to the frame before become the transparent index.
function markUnchanged(index, { previous, current, rect, width, unchanged }) {
  for (let y = 0; y < rect.height; y += 1) {
    const from = (rect.y + y) * width + rect.x;
    const to = y * rect.width;
    for (let x = 0; x < rect.width; x += 1) if (previous[from + x] === current[from + x]) index[to + x] = unchanged;
  }
}

/**
 * Encodes `count` frames painted by `paint(ctx, i)` on `canvas` into the
 * bytes of a looping GIF89a. `samples` are the frame indices whose colours
 * make the palette. `onProgress(done)` is awaited about every SLICE_MS of
 * work, so that the page can repaint and no task runs long.
 */
export async function encodeGif(canvas, count, paint, { samples = [0], delay = FRAME_DELAY_MS, onProgress = async () => {} } = {}) {
  const { GIFEncoder, quantize, applyPalette } = await import('../../../vendor/gifenc/gifenc.esm.js');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const { width, height } = canvas;

  let sliceStart = performance.now();
  const maybeYield = async (done) => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await onProgress(done);
    sliceStart = performance.now();
  };
  const sample = await samplePixels(ctx, { count, paint, samples, maybeYield });
  const colors = quantize(sample, PALETTE_COLORS - 1);
  await maybeYield(0);
  // The last slot is the transparent one: "unchanged since the frame before".
  const palette = [...colors, [0, 0, 0]];
  const unchanged = colors.length;

  const gif = GIFEncoder();
  let previous = null; // the last frame's pixels, as 32-bit words
  for (let i = 0; i < count; i += 1) {
    paint(ctx, i);
    const current = new Uint32Array(ctx.getImageData(0, 0, width, height).data.buffer);
    const rect = previous ? changedRect(previous, current, width, height) ?? { x: 0, y: 0, width: 1, height: 1 } : { x: 0, y: 0, width, height };
    // The rectangle's pixels, row by row, mapped to the palette.
    const pixelsInRect = new Uint32Array(rect.width * rect.height);
    for (let y = 0; y < rect.height; y += 1) {
      const from = (rect.y + y) * width + rect.x;
      pixelsInRect.set(current.subarray(from, from + rect.width), y * rect.width);
    }
    const index = applyPalette(new Uint8ClampedArray(pixelsInRect.buffer), colors);
    if (previous) markUnchanged(index, { previous, current, rect, width, unchanged });
    const start = gif.bytesView().length;
    gif.writeFrame(index, rect.width, rect.height, {
      palette: i === 0 ? palette : undefined,
      delay,
      repeat: 0,
      transparent: i > 0,
      transparentIndex: unchanged,
      dispose: 1, // keep this frame under the next one
    });
    if (i > 0) placeFrame(gif.bytesView(), start, rect.x, rect.y);
    previous = current;
    await maybeYield(i + 1);
  }
  gif.finish();
  return gif.bytes();
}
