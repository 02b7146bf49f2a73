// Animated GIF encoding with gifenc (from npm, copied to www/vendor/gifenc/
// so that the page works offline), imported only when a GIF is asked for.
// One GIF frame per search event. The frames share one global palette,
// quantized once from a few sample frames (the boards use a handful of flat
// colours), and each frame after the first only carries the pixels that
// changed: the rest is transparent over the frame before.

const ENCODER_URL = new URL('../../../vendor/gifenc/gifenc.esm.js', import.meta.url);

/** How long each frame shows, in ms. */
export const FRAME_DELAY_MS = 700;
const PALETTE_COLORS = 64;
// Every how many pixels of the sample frames feed the quantizer.
const SAMPLE_STRIDE = 3;

/**
 * Encodes `count` frames painted by `paint(ctx, i)` on `canvas` into the
 * bytes of a looping GIF89a. `samples` are the frame indices whose colours
 * make the palette. `onProgress(done)` is awaited every few frames, so that
 * the page can repaint.
 */
export async function encodeGif(canvas, count, paint, { samples = [0], delay = FRAME_DELAY_MS, onProgress = async () => {} } = {}) {
  const { GIFEncoder, quantize, applyPalette } = await import(ENCODER_URL.href);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const { width, height } = canvas;
  const pixels = width * height;

  const picked = [...new Set(samples.filter((i) => i >= 0 && i < count))];
  const sample = new Uint8ClampedArray(Math.ceil(pixels / SAMPLE_STRIDE) * 4 * picked.length);
  let at = 0;
  for (const i of picked) {
    paint(ctx, i);
    const { data } = ctx.getImageData(0, 0, width, height);
    for (let p = 0; p < pixels; p += SAMPLE_STRIDE, at += 4) sample.set(data.subarray(p * 4, p * 4 + 4), at);
  }
  // The last palette slot is transparent: a pixel that did not change
  // since the frame before is left to show through, which makes long runs
  // that LZW encodes quickly and compactly.
  const palette = [...quantize(sample.subarray(0, at), PALETTE_COLORS - 1), [0, 0, 0]];
  const unchanged = palette.length - 1;

  const gif = GIFEncoder();
  let previous = null;
  for (let i = 0; i < count; i += 1) {
    paint(ctx, i);
    const { data } = ctx.getImageData(0, 0, width, height);
    const index = applyPalette(data, palette.slice(0, unchanged));
    const shown = index.slice();
    if (previous) {
      for (let p = 0; p < pixels; p += 1) if (index[p] === previous[p]) index[p] = unchanged;
    }
    previous = shown;
    gif.writeFrame(index, width, height, {
      palette: i === 0 ? palette : undefined,
      delay,
      repeat: 0,
      transparent: i > 0,
      transparentIndex: unchanged,
      dispose: 1, // keep this frame under the next one
    });
    if (i % 8 === 7) await onProgress(i + 1);
  }
  gif.finish();
  return gif.bytes();
}
