// The Export dialog's choices as plain data, and what follows from them:
// the frame delay of a speed, the range checked, the number of frames and
// the size of the file estimated before anything is drawn. Pure: no DOM.

/** The formats: two animations of a range, two pictures of the board shown. */
export const FORMATS = Object.freeze(['gif', 'webm', 'png', 'svg']);
export const ANIMATED = Object.freeze(['gif', 'webm']);

/** Which events make frames: every event, the moves (placements, backtracks, solutions, the end), or the solutions. */
export const FILTERS = Object.freeze({
  all: Object.freeze(['place', 'reject', 'remove', 'solution', 'done']),
  moves: Object.freeze(['place', 'remove', 'solution', 'done']),
  solutions: Object.freeze(['solution']),
});

/** Speeds offered (events a second, as the player's); the frame delay is 1000 / speed ms. */
export const EXPORT_SPEEDS = Object.freeze([0.5, 1, 2, 4, 8, 16, 25, 50]);
export const SCALES = Object.freeze([1, 2]);

/** The most frames a GIF holds (a longer range is a video: WebM); and a video. */
export const MAX_GIF_FRAMES = 3000;
export const MAX_VIDEO_FRAMES = 200_000;

/** The frame delay of `speed` events a second, in ms: a multiple of 10 (a GIF counts hundredths), at least 20. */
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
 * board before it) over the next 200.
 */
export function defaultOptions({ step, whole, speed = 2 }) {
  const from = Math.max(1, step);
  return { format: 'gif', whole, from, to: from + 199, filter: 'all', speed: nearestSpeed(speed), scale: 1, caption: true };
}

/**
 * Checks `options` ({ whole, from, to, … }): returns { from, to } (to:
 * Infinity for the whole run) or throws a RangeError with a `key` for the
 * dialog's message.
 */
export function rangeOf(options) {
  if (options.whole) return { from: 1, to: Infinity };
  const { from, to } = options;
  const bad = (key) => Object.assign(new RangeError(key), { key });
  if (!Number.isSafeInteger(from) || from < 1) throw bad('export.bad.from');
  if (!Number.isSafeInteger(to) || to < from) throw bad('export.bad.to');
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

// Bytes a frame adds, measured on the boards this app draws at 1×: a GIF
// frame holds only the rectangle that changed; a VP8 frame of a flat board.
const BYTES_PER_FRAME = { gif: 2500, webm: 2500 };
const FIRST_FRAME_BYTES = { gif: 25_000, webm: 20_000 };

/** The estimate shown before an export: { frames, seconds, bytes } (null where unknown). */
export function estimate({ format, scale, speed }, frames) {
  if (!ANIMATED.includes(format)) return { frames: 1, seconds: null, bytes: (format === 'png' ? 30_000 : 8_000) * scale * scale };
  if (frames === null) return { frames: null, seconds: null, bytes: null };
  const seconds = (frames * delayFor(speed)) / 1000;
  const bytes = (FIRST_FRAME_BYTES[format] + (frames - 1) * BYTES_PER_FRAME[format]) * scale * scale;
  return { frames, seconds, bytes };
}
