// The work behind the export bar and the Export dialog, imported on the
// first use: the frames of a range (frame-reader.js) read from a fresh
// search (the whole run, a range near the start: the Stepper, or the shown
// code view's program, so that the export follows the view) or, far into
// a large search, from the player's own source (Player.lookAhead); painted
// on a canvas (board-canvas.js) at 1× or 2×, with or without captions, or
// written as SVG (board-image.js); encoded as GIF (gif.js) or WebM video
// (webm.js). Every long loop awaits onProgress between slices, which the
// dialog uses to show progress and to cancel. Returns what was made.

import { formatNumber } from '../../i18n/i18n.js';
import { frameCaption } from './frames.js';
import { readFrames } from './frame-reader.js';
import { boardSvg, layout, wrapText, EXPORT_THEME } from './board-image.js';
import { paintFrame, captionMeasure } from './board-canvas.js';
import { encodeGif } from './gif.js';
import { encodeWebm } from './webm.js';
import { delayFor, rangeOf, MAX_GIF_FRAMES, MAX_VIDEO_FRAMES } from './export-options.js';
import { programSource, programMaxN } from '../../engine/program-source.js';

// Pictures are 480 px wide at 1×; GIFs 400 px: encoding time grows with
// the pixels, and the 4-queens walkthrough must encode in well under 5 s.
const WIDTH = 480;
const GIF_WIDTH = 400;
const MAX_CAPTION_LINES = 4;
// Up to this position a range is read from a fresh Stepper (seeking there
// takes at most a few hundred ms, in slices); beyond it, from the player's.
const FRESH_STEPPER_LIMIT = 20_000_000;
const CAPTION_SLICE_MS = 12;
// Beyond that, a range starts at most this far from the step shown: each
// slice seeks the player's Stepper there and back.
const FAR_REACH = 1_000_000;

function programPlays(api, { n, view }) {
  return Boolean(view) && n <= programMaxN(api, view);
}

/**
 * How to reach the search for `range` of `source`: { access, start, free }
 * (see frame-reader.js). A fresh search of its own when the code view's
 * program plays (its events, not the Stepper's) or the range starts near
 * the beginning; else the player's own source, put back after each slice.
 */
export function accessFor(api, source, { from }, freshLimit = FRESH_STEPPER_LIMIT) {
  // `edited`: the learner's edited program when it is the one playing (its own events, not the notes').
  const { n, view = null, edited = null } = source;
  if (programPlays(api, source) || from - 1 <= freshLimit || !source.lookAhead) {
    const search = programPlays(api, source) ? programSource(api, { view, n, by: 'event', source: edited }) : new api.Stepper(n);
    return { access: (fn) => fn(search), start: 0, free: () => search.free() };
  }
  if (Math.abs(from - 1 - source.step) > FAR_REACH) throw Object.assign(new RangeError('export.bad.far'), { key: 'export.bad.far', reach: FAR_REACH });
  const access = (fn) =>
    source.lookAhead((search) => {
      const start = search.position;
      try {
        return fn(search);
      } finally {
        if (search.position !== start) search.seek(start);
      }
    });
  return { access, start: access((search) => search.position), free: () => {} };
}

/** The frames of the export `options` (see export-options.js) of `source`. */
export async function framesOf(api, source, options, onProgress = async () => {}, freshLimit = FRESH_STEPPER_LIMIT) {
  const range = rangeOf(options);
  const { access, start, free } = accessFor(api, source, range, freshLimit);
  const maxFrames = options.format === 'gif' ? MAX_GIF_FRAMES : MAX_VIDEO_FRAMES;
  try {
    return await readFrames(access, { n: source.n, ...range, filter: options.filter ?? 'all', maxFrames, start, onProgress });
  } finally {
    free();
  }
}

function captionOf(frame, lang, t) {
  const stepWord = frame.position > 0 ? t('export.step', { k: formatNumber(lang, frame.position) }) : '';
  return frameCaption(frame, lang, stepWord);
}

// The caption lines of each frame (at most MAX_CAPTION_LINES), every frame
// given as many lines, wrapped in slices; none when `caption` is off.
async function captions(frames, ctx, { lang, t, width, caption = true, onProgress = async () => {} }) {
  if (!caption) return { wrapped: frames.map(() => []), geo: layout(frames[0].n, { width, lines: 0 }) };
  const probe = layout(frames[0].n, { width });
  const measure = captionMeasure(ctx, probe);
  const wrapped = [];
  let sliceStart = performance.now();
  for (const frame of frames) {
    wrapped.push(wrapText(captionOf(frame, lang, t), probe.board, measure).slice(0, MAX_CAPTION_LINES));
    if (performance.now() - sliceStart > CAPTION_SLICE_MS) {
      await onProgress({ phase: 'caption', done: wrapped.length });
      sliceStart = performance.now();
    }
  }
  const lines = wrapped.reduce((most, w) => Math.max(most, w.length), 1);
  return { wrapped, geo: layout(frames[0].n, { width, lines }) };
}

// A canvas for frames of layout `geo` at `scale` (even sizes for video),
// and the painter of frame i on it.
function scaledCanvas(doc, geo, scale, { even = false } = {}) {
  const canvas = doc.createElement('canvas');
  const round = (v) => (even ? 2 * Math.ceil((v * scale) / 2) : Math.round(v * scale));
  canvas.width = round(geo.width);
  canvas.height = round(geo.height);
  const paint = (ctx, frame, lines) => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = EXPORT_THEME.background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    paintFrame(ctx, frame, geo, lines);
  };
  return { canvas, paint };
}

/**
 * An animation of `frames`: options.format 'gif' or 'webm', at
 * options.scale, one frame every delayFor(options.speed) ms. Resolves to
 * { blob, bytes }.
 */
export async function makeAnimation(doc, frames, options, { lang, t, onProgress = async () => {} }) {
  const scale = options.scale ?? 1;
  const gif = options.format === 'gif';
  const probe = doc.createElement('canvas').getContext('2d');
  const { wrapped, geo } = await captions(frames, probe, { lang, t, width: gif ? GIF_WIDTH : WIDTH, caption: options.caption !== false, onProgress });
  const { canvas, paint } = scaledCanvas(doc, geo, scale, { even: !gif });
  const paintAt = (ctx, i) => paint(ctx, frames[i], wrapped[i]);
  const delay = delayFor(options.speed ?? 2);
  const progress = (done) => onProgress({ phase: 'encode', done, total: frames.length });
  if (!gif) {
    const blob = await encodeWebm(canvas, frames.length, paintAt, { delay, onProgress: progress });
    return { blob, bytes: blob.size, delay };
  }
  // The palette's samples: the first frame, a prune (the attack colours), a backtrack and a solution.
  const samples = [0, ...['reject', 'remove', 'solution'].map((kind) => frames.findIndex((frame) => frame.event?.kind === kind))];
  const bytes = await encodeGif(canvas, frames.length, paintAt, { samples, delay, onProgress: progress });
  return { blob: new Blob([bytes], { type: 'image/gif' }), bytes: bytes.length, delay };
}

/** The board shown (the player's frame, `source.lookAhead`) as an SVG or PNG Blob at `scale`: { blob, file }. */
export async function makeImage(doc, { n, lookAhead }, kind, { lang, t, scale = 1, caption = true }) {
  const frame = lookAhead((search, here) => here);
  const probe = doc.createElement('canvas').getContext('2d');
  const { wrapped, geo } = await captions([frame], probe, { lang, t, width: WIDTH, caption });
  const file = `n-queens-${n}-step-${frame.position}${scale === 1 ? '' : `@${scale}x`}.${kind}`;
  if (kind === 'svg') {
    const title = t('export.alt', { n, k: frame.position });
    return { file, blob: new Blob([boardSvg(frame, { captionLines: wrapped[0], title, width: WIDTH * scale })], { type: 'image/svg+xml' }) };
  }
  const { canvas, paint } = scaledCanvas(doc, geo, scale);
  paint(canvas.getContext('2d'), frame, wrapped[0]);
  const blob = await new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas made no PNG'))), 'image/png'));
  return { file, blob };
}

/** The file name of an animation of `source` with `options`. */
export function animationFile({ n, mode }, options, frames) {
  const ext = options.format;
  if (options.whole) return mode === 'walkthrough' ? `n-queens-${n}-walkthrough.${ext}` : `n-queens-${n}-whole-run.${ext}`;
  const last = frames.at(-1)?.position ?? options.from;
  return `n-queens-${n}-steps-${options.from}-${last}.${ext}`;
}
