// The work behind the export bar, imported on the first click: frames read
// ahead on the player's own source, or for the whole walkthrough from a
// fresh Stepper or the shown code view's program (frames.js), painted on a
// canvas (board-canvas.js) or written as SVG (board-image.js), and the GIF
// encoder (gif.js, which imports gifenc only then). Returns what was made;
// the bar downloads it.

import { formatNumber } from '../../i18n/i18n.js';
import { EXPORT_MAX_EVENTS, collectFrames, contextAfter, frameCaption } from './frames.js';
import { boardSvg, layout, wrapText } from './board-image.js';
import { paintFrame, captionMeasure } from './board-canvas.js';
import { encodeGif } from './gif.js';
import { programSource, programMaxN } from '../../engine/program-source.js';

// A fresh search to draw from: the events of code view `view`'s program
// when one is shown and runs at n (so the export follows the view), else
// the Stepper's. Both have n, position, queens, step() and seek().
function openSearch(api, { n, view = null }) {
  // (While the programs' module loads, the Stepper: the export follows the view once it runs.)
  if (view && n <= programMaxN(api, view) && (api.programsLoaded?.() ?? true)) return programSource(api, { view, n, by: 'event' });
  return new api.Stepper(n);
}

// Pictures are 480 px wide; GIFs 400 px: encoding time grows with the
// pixels, and the 4-queens walkthrough must encode in well under 5 s.
const WIDTH = 480;
const GIF_WIDTH = 400;
const MAX_CAPTION_LINES = 4;

function captionOf(frame, lang, t) {
  const stepWord = frame.position > 0 ? t('export.step', { k: formatNumber(lang, frame.position) }) : '';
  return frameCaption(frame, lang, stepWord);
}

// The caption lines of each frame, every frame given as many lines.
function captions(frames, ctx, lang, t, width = WIDTH) {
  const probe = layout(frames[0].n, { width });
  const measure = captionMeasure(ctx, probe);
  const wrapped = frames.map((frame) => wrapText(captionOf(frame, lang, t), probe.board, measure).slice(0, MAX_CAPTION_LINES));
  const lines = Math.max(1, ...wrapped.map((w) => w.length));
  return { wrapped, geo: layout(frames[0].n, { width, lines }) };
}

/**
 * The frames to animate: the whole search when `whole` (the 4-queens
 * walkthrough, a few hundred events from a fresh Stepper), else up to
 * EXPORT_MAX_EVENTS events from the board shown. Those are read ahead on the
 * player's own Stepper (`source.lookAhead`, see Player.lookAhead), which
 * stands at that step already: replaying a large search up to it on a fresh
 * Stepper would take seconds of the main thread.
 */
export function framesToAnimate(api, { n, whole, view = null, lookAhead }) {
  if (!whole) return lookAhead((search, here) => collectFrames(search, { max: EXPORT_MAX_EVENTS, ...contextAfter(here) }));
  const search = openSearch(api, { n, view });
  try {
    return collectFrames(search, { max: Infinity });
  } finally {
    search.free();
  }
}

/** A looping GIF of `frames`, one frame per event: { blob, frames, bytes }. */
export async function makeGif(doc, frames, { lang, t, onProgress }) {
  const canvas = doc.createElement('canvas');
  const { wrapped, geo } = captions(frames, canvas.getContext('2d'), lang, t, GIF_WIDTH);
  canvas.width = geo.width;
  canvas.height = geo.height;
  // The palette's samples: the first frame, a prune (the attack colours),
  // a backtrack and a solution, when the run has them.
  const kinds = ['reject', 'remove', 'solution'];
  const samples = [0, ...kinds.map((kind) => frames.findIndex((frame) => frame.event?.kind === kind))];
  const paint = (ctx, i) => paintFrame(ctx, frames[i], geo, wrapped[i]);
  const bytes = await encodeGif(canvas, frames.length, paint, { samples, onProgress });
  return { blob: new Blob([bytes], { type: 'image/gif' }), bytes: bytes.length };
}

/** The board shown (the player's frame, `source.lookAhead`) as an SVG or PNG Blob: { blob, file }. */
export async function makeImage(doc, { n, lookAhead }, kind, { lang, t }) {
  const frame = lookAhead((search, here) => here);
  const canvas = doc.createElement('canvas');
  const { wrapped, geo } = captions([frame], canvas.getContext('2d'), lang, t);
  const file = `n-queens-${n}-step-${frame.position}.${kind}`;
  if (kind === 'svg') {
    const title = t('export.alt', { n, k: frame.position });
    return { file, blob: new Blob([boardSvg(frame, { captionLines: wrapped[0], title, width: WIDTH })], { type: 'image/svg+xml' }) };
  }
  canvas.width = geo.width;
  canvas.height = geo.height;
  paintFrame(canvas.getContext('2d'), frame, geo, wrapped[0]);
  const blob = await new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas made no PNG'))), 'image/png'));
  return { file, blob };
}
