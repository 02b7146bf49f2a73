// Animated GIF encoding with gifenc (from npm, copied to www/vendor/gifenc/
// so that the page works offline), imported only when a GIF is asked for.
// One GIF frame per search event; each frame gets its own palette.

const ENCODER_URL = new URL('../../../vendor/gifenc/gifenc.esm.js', import.meta.url);

/** How long each frame shows, in ms. */
export const FRAME_DELAY_MS = 700;

/**
 * Encodes `count` frames painted by `paint(ctx, i)` on `canvas` into the
 * bytes of a looping GIF89a. `onProgress(done)` is called between frames
 * (awaited, so the page can repaint).
 */
export async function encodeGif(canvas, count, paint, { delay = FRAME_DELAY_MS, onProgress = async () => {} } = {}) {
  const { GIFEncoder, quantize, applyPalette } = await import(ENCODER_URL.href);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const { width, height } = canvas;
  const gif = GIFEncoder();
  for (let i = 0; i < count; i += 1) {
    paint(ctx, i);
    const { data } = ctx.getImageData(0, 0, width, height);
    const palette = quantize(data, 64);
    gif.writeFrame(applyPalette(data, palette), width, height, { palette, delay, repeat: 0 });
    if (i % 8 === 7) await onProgress(i + 1);
  }
  gif.finish();
  return gif.bytes();
}
