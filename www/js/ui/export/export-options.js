// The Export dialog's choices as plain data, and what follows from them:
// the frame delay of a speed, the range checked, the number of frames and
// the size of the file estimated before anything is drawn. Pure: no DOM.

import { layout } from './board-image.js';
import { videoBitrate } from './webm.js';

/** The formats: two animations of a range, two pictures of the board shown. */
export const FORMATS = Object.freeze(['gif', 'webm', 'png', 'svg']);
export const ANIMATED = Object.freeze(['gif', 'webm']);

/** Which events make frames: every event, the moves (placements, backtracks, solutions, the end), or the solutions. */
export const FILTERS = Object.freeze({
  all: Object.freeze(['place', 'reject', 'remove', 'solution', 'done']),
  moves: Object.freeze(['place', 'remove', 'solution', 'done']),
  solutions: Object.freeze(['solution']),
});

/**
 * Speeds offered, in frames a second; a frame lasts 1000 / speed ms. A GIF
 * stores a frame's delay in hundredths of a second, so every speed here
 * gives a whole number of them (8 or 16 a second would not: 125 and 62.5
 * ms), and the GIF and the WebM both play exactly the speed the option says.
 */
export const EXPORT_SPEEDS = Object.freeze([0.5, 1, 2, 4, 5, 10, 20, 25, 50]);
export const SCALES = Object.freeze([1, 2]);

/** The most frames a GIF holds (a longer range is a video: WebM); and a video. */
export const MAX_GIF_FRAMES = 3000;
export const MAX_VIDEO_FRAMES = 200_000;

/** The frame delay of `speed` frames a second, in ms: a multiple of 10 (a GIF counts hundredths), at least 20 (exactly 1000 / speed for EXPORT_SPEEDS). */
export function delayFor(speed) {
  return Math.max(20, Math.round(1000 / speed / 10) * 10);
}

/** The offered speed nearest to `speed` (the player's). */
export function nearestSpeed(speed) {
  return EXPORT_SPEEDS.reduce((best, s) => (Math.abs(Math.log(s / speed)) < Math.abs(Math.log(best / speed)) ? s : best), EXPORT_SPEEDS[0]);
}

/**
 * The dialog's defaults for the board shown: the whole run in the
 * walkthrough, else the events from the step shown (the first frame is the
 * board before it) over the next 200, never past `total`, the events of the
 * whole search as the core counted them (null while unknown).
 */
export function defaultOptions({ step, whole, speed = 2, total = null }) {
  const last = lastStep(total);
  const from = Math.min(Math.max(1, step), last);
  return { format: 'gif', whole, from, to: Math.min(from + 199, last), filter: 'all', speed: nearestSpeed(speed), scale: 1, caption: true };
}

/** The last step a range can name: `total` (the whole search's events; at least 1), or Infinity while unknown. */
export function lastStep(total) {
  return Number.isSafeInteger(total) ? Math.max(1, total) : Infinity;
}

/**
 * Checks `options` ({ whole, from, to, … }) against the search's `total`
 * events (null: unknown): returns { from, to } (to: Infinity for the whole
 * run) or throws a RangeError with a `key` (and `last`) for the dialog's message.
 */
export function rangeOf(options, total = null) {
  if (options.whole) return { from: 1, to: Infinity };
  const { from, to } = options;
  const last = lastStep(total);
  const bad = (key) => Object.assign(new RangeError(key), { key, last });
  if (!Number.isSafeInteger(from) || from < 1) throw bad('export.bad.from');
  if (!Number.isSafeInteger(to) || to < from) throw bad('export.bad.to');
  if (to > last) throw bad('export.bad.past');
  return { from, to };
}

/**
 * At most how many frames the range gives: the board before it, then one
 * per event (`total`: the events of the whole search when known, else
 * null: unknown for the whole run).
 */
export function frameBound({ from, to }, total) {
  const last = Math.min(to, total ?? Infinity);
  return Number.isFinite(last) ? Math.max(1, last - from + 2) : null;
}

// The size of a file, modelled on files this app made in Chromium (n from 1
// to 32, ranges of 2 to 300 frames, 1× and 2×, captions on and off;
// tests/e2e/learn-export.spec.mjs checks the model against real files,
// within ±35 %). A GIF frame holds only the rectangle that changed since
// the one before: with captions it runs from the square that changed down
// to the caption, so it shrinks as the squares do (n^-0.47), and 2× costs
// 2^1.25 as much; the first frame is the whole board. A WebM video is what
// the encoder is asked for: videoBitrate() over its length. A PNG is mostly
// its board and its text, whatever n; an SVG writes every square (and its
// coordinates, digit by digit), then the marks and the caption.
const GIF_FRAME = { caption: { c: 11_500, k: 0.47 }, plain: { c: 6_000, k: 0.58 } };
const GIF_FIRST = { caption: { base: 3_000, perN: 550 }, plain: { base: 1_500, perN: 270 } };
const PNG_BYTES = { caption: 36_000, plain: 20_000 };
const SCALE_EXPONENT = { gif: 1.25, png: 1.2 };
// The SVG's header, background, border and title, and what its marks and caption add per row, up to 12 rows' worth.
const SVG_FIXED = 1_000;
const SVG_MARKS_PER_ROW = 300;
const SVG_MARKED_ROWS = 12;

function svgBytes(n, scale) {
  const { margin, square } = layout(n, { width: 480 * scale });
  let bytes = SVG_FIXED + Math.min(n, SVG_MARKED_ROWS) * SVG_MARKS_PER_ROW;
  // <rect x="…" y="…" width="…" height="…" fill="#efd9b6"/>: 51 characters and the numbers.
  const digits = (k) => String(margin + k * square).length;
  for (let i = 0; i < n; i += 1) bytes += n * (51 + 2 * String(square).length) + n * 2 * digits(i);
  return bytes;
}

function gifBytes(n, frames, caption, scale) {
  const kind = caption ? 'caption' : 'plain';
  const first = GIF_FIRST[kind].base + GIF_FIRST[kind].perN * n;
  const next = GIF_FRAME[kind].c * n ** -GIF_FRAME[kind].k;
  return (first + (frames - 1) * next) * scale ** SCALE_EXPONENT.gif;
}

/**
 * The estimate shown before an export of an n×n board: { frames, seconds,
 * bytes } (null where unknown). For an animation, `frames` is the range's
 * (frameBound); the bytes are those of that many frames.
 */
export function estimate({ format, scale = 1, speed, caption = true }, frames, n) {
  if (format === 'png') return { frames: 1, seconds: null, bytes: PNG_BYTES[caption ? 'caption' : 'plain'] * scale ** SCALE_EXPONENT.png };
  if (format === 'svg') return { frames: 1, seconds: null, bytes: svgBytes(n, scale) };
  if (frames === null) return { frames: null, seconds: null, bytes: null };
  const delay = delayFor(speed);
  const seconds = (frames * delay) / 1000;
  const bytes = format === 'gif' ? gifBytes(n, frames, caption, scale) : (seconds * videoBitrate(delay, 480 * scale)) / 8;
  return { frames, seconds, bytes };
}
