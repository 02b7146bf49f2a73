// The frames of an export range, read in slices so that no task runs long:
// the board BEFORE the range's first event, then one frame per event of
// the range that the filter keeps. The search is reached through
// `access(fn)`, which runs fn(search) synchronously: a fresh search of its
// own (the whole run, a range near the start) or the player's own source
// (Player.lookAhead, for a range far into a large search), put back where
// it was after each slice. No DOM.

import { FILTERS } from './export-options.js';

// Events applied per slice when seeking to the range, and the time one
// slice of reading may take (frames are built in JS: a few µs each).
const SEEK_CHUNK = 200_000;
const SLICE_MS = 12;

/** A frame-count limit was passed: { code: 'too-many-frames', max }. */
export class TooManyFrames extends RangeError {
  constructor(max) {
    super(`more than ${max} frames`);
    this.code = 'too-many-frames';
    this.max = max;
  }
}

const now = () => (globalThis.performance ?? Date).now();

// One slice of stepping: frames of positions first..to that `keep` keeps
// (the frame at `first` always), with the context narration.js needs.
function readSlice(search, reading) {
  const started = now();
  while (now() - started < SLICE_MS) {
    const event = search.step();
    if (!event) return true;
    const position = search.position;
    const before = reading.previous?.kind === 'reject' ? reading.rejectRun : [];
    const frame = { n: search.n, position, queens: Array.from(search.queens), event, previous: reading.previous, rejectRun: event.kind === 'reject' ? before.slice() : before };
    reading.rejectRun = event.kind === 'reject' ? [...before, event] : [];
    reading.previous = event;
    if (position === reading.first || (position > reading.first && reading.keep(event))) {
      if (reading.frames.length >= reading.maxFrames) throw new TooManyFrames(reading.maxFrames);
      reading.frames.push(frame);
    }
    if (position >= reading.to || event.kind === 'done') return true;
  }
  return false;
}

/**
 * Reads the frames of events `from`..`to` (1-based; `to` may be Infinity:
 * to the end) that `filter` (FILTERS) keeps, after the board before event
 * `from`. `start`: where the search stands (0 for a fresh one).
 * `onProgress({ phase: 'read', position })` is awaited between slices (it
 * may throw to cancel). Resolves to the frames; throws TooManyFrames past
 * `maxFrames`.
 */
export async function readFrames(access, { n, from, to = Infinity, filter = 'all', maxFrames = Infinity, start = 0, onProgress = async () => {} }) {
  const first = from - 1;
  // Start a little before the first frame: its run of rejects is its context.
  const context = Math.max(0, first - (n + 2));
  let cursor = start;
  while (cursor < context) {
    // A program's interpreter takes its own chunk (a few hundred events) per slice; the Stepper 200,000.
    const from = cursor;
    cursor = access((search) => search.seek(Math.min(context, from + (search.chunk ?? SEEK_CHUNK))));
    await onProgress({ phase: 'read', position: cursor });
  }
  if (cursor > context) cursor = access((search) => search.seek(context));
  const kinds = FILTERS[filter];
  const reading = { first, to, maxFrames, frames: [], previous: null, rejectRun: [], keep: (event) => kinds.includes(event.kind) };
  if (first === 0) reading.frames.push({ n, position: 0, queens: [], event: null, previous: null, rejectRun: [] });
  for (let done = false; !done; ) {
    done = access((search) => {
      if (search.position !== cursor) search.seek(cursor);
      const ended = readSlice(search, reading);
      cursor = search.position;
      return ended;
    });
    await onProgress({ phase: 'read', position: cursor });
  }
  return reading.frames;
}
