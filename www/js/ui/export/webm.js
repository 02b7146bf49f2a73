// WebM video of an export: each frame painted on a canvas, encoded to VP8
// by WebCodecs (VideoEncoder, in Chromium and in Firefox from 130, ESR 140
// and later), and written into a WebM file by the small muxer below (EBML:
// header, Segment with Info, Tracks and Clusters of SimpleBlocks).
//
// Why not MediaRecorder on canvas.captureStream(): it records in real time
// (a whole 8-queens run at 4 frames a second would take 17 minutes to
// record), its frame times follow the page's timers, not the frames, and a
// throttled background tab drops frames. VideoEncoder takes each frame
// with its own timestamp, as fast as it can encode, so the file is the same
// however loaded the machine is; the duration is exactly frames × delay.

// EBML element IDs (Matroska / WebM).
const ID = {
  EBML: [0x1a, 0x45, 0xdf, 0xa3],
  EBMLVersion: [0x42, 0x86],
  EBMLReadVersion: [0x42, 0xf7],
  EBMLMaxIDLength: [0x42, 0xf2],
  EBMLMaxSizeLength: [0x42, 0xf3],
  DocType: [0x42, 0x82],
  DocTypeVersion: [0x42, 0x87],
  DocTypeReadVersion: [0x42, 0x85],
  Segment: [0x18, 0x53, 0x80, 0x67],
  Info: [0x15, 0x49, 0xa9, 0x66],
  TimecodeScale: [0x2a, 0xd7, 0xb1],
  Duration: [0x44, 0x89],
  MuxingApp: [0x4d, 0x80],
  WritingApp: [0x57, 0x41],
  Tracks: [0x16, 0x54, 0xae, 0x6b],
  TrackEntry: [0xae],
  TrackNumber: [0xd7],
  TrackUID: [0x73, 0xc5],
  TrackType: [0x83],
  FlagLacing: [0x9c],
  CodecID: [0x86],
  Video: [0xe0],
  PixelWidth: [0xb0],
  PixelHeight: [0xba],
  Cluster: [0x1f, 0x43, 0xb6, 0x75],
  Timecode: [0xe7],
  SimpleBlock: [0xa3],
};

/** An EBML variable-length size. */
function sizeBytes(size) {
  let length = 1;
  while (length < 8 && size >= 2 ** (7 * length) - 1) length += 1;
  const bytes = new Uint8Array(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[0] |= 0x80 >> (length - 1);
  return bytes;
}

/**
 * An element: its ID, its size, its payload (byte arrays or elements), as
 * { size, parts } whose parts are byte arrays never copied (a Blob joins
 * them): a whole run's video is tens of megabytes.
 */
export function element(id, ...payload) {
  let size = 0;
  const parts = [];
  for (const child of payload) {
    if (child instanceof Uint8Array) {
      size += child.length;
      parts.push(child);
    } else {
      size += child.size;
      for (const part of child.parts) parts.push(part);
    }
  }
  const head = Uint8Array.from([...id, ...sizeBytes(size)]);
  return { size: head.length + size, parts: [head, ...parts] };
}

function uint(id, value) {
  const bytes = [];
  for (let v = value; bytes.length === 0 || v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return element(id, Uint8Array.from(bytes));
}

const text = (id, value) => element(id, new TextEncoder().encode(value));

function float64(id, value) {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, bytes);
}

function header() {
  return element(
    ID.EBML,
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, 'webm'),
    uint(ID.DocTypeVersion, 2),
    uint(ID.DocTypeReadVersion, 2),
  );
}

function tracks({ width, height, codec }) {
  const video = element(ID.Video, uint(ID.PixelWidth, width), uint(ID.PixelHeight, height));
  const entry = element(ID.TrackEntry, uint(ID.TrackNumber, 1), uint(ID.TrackUID, 1), uint(ID.TrackType, 1), uint(ID.FlagLacing, 0), text(ID.CodecID, codec), video);
  return element(ID.Tracks, entry);
}

// A SimpleBlock of track 1 at `relative` ms from its cluster's time.
function simpleBlock(chunk, relative) {
  const head = new Uint8Array(4);
  head[0] = 0x81; // track 1
  new DataView(head.buffer).setInt16(1, relative);
  head[3] = chunk.key ? 0x80 : 0;
  return element(ID.SimpleBlock, head, chunk.data);
}

/**
 * The WebM file of encoded `chunks` ({ data, timestamp (µs), key }), in
 * order: a new Cluster at each key frame (the encoder is asked for one at
 * most every few seconds, so that block times fit in 16 bits). `duration`
 * in ms. Returns the file's byte arrays (a Blob's parts).
 */
export function muxWebm(chunks, { width, height, duration, codec = 'V_VP8' }) {
  const clusters = [];
  let cluster = null;
  const close = () => cluster && clusters.push(element(ID.Cluster, uint(ID.Timecode, cluster.time), ...cluster.blocks));
  for (const chunk of chunks) {
    const ms = Math.round(chunk.timestamp / 1000);
    if (!cluster || chunk.key || ms - cluster.time > 30_000) {
      close();
      cluster = { time: ms, blocks: [] };
    }
    cluster.blocks.push(simpleBlock(chunk, ms - cluster.time));
  }
  close();
  const info = element(ID.Info, uint(ID.TimecodeScale, 1_000_000), float64(ID.Duration, duration), text(ID.MuxingApp, 'nqueens'), text(ID.WritingApp, 'nqueens'));
  return [...header().parts, ...element(ID.Segment, info, tracks({ width, height, codec }), ...clusters).parts];
}

/** Whether this browser can encode the video (WebCodecs with VP8). */
export async function canEncodeWebm(width = 480, height = 640) {
  if (typeof globalThis.VideoEncoder === 'undefined' || typeof globalThis.VideoFrame === 'undefined') return false;
  const { supported } = await VideoEncoder.isConfigSupported({ codec: 'vp8', width, height, bitrate: 1_000_000 });
  return Boolean(supported);
}

/**
 * The bit rate the encoder is asked for, in bits a second, for a frame
 * every `delay` ms on a canvas `width` px wide: about 2.5 kB a frame at 1×
 * and 25 frames a second (the boards are flat colours and a little text),
 * at least 100 kbit/s, at most 2 Mbit/s. The Export dialog's estimate of a
 * video is this rate over its length (export-options.js).
 */
export function videoBitrate(delay, width) {
  return Math.round(Math.min(2_000_000, Math.max(100_000, 20_000 * (1000 / delay) * (width / 480) ** 2)));
}

// The encoder's queue is kept short: each frame waiting holds its pixels.
const QUEUE_MAX = 6;
const SLICE_MS = 20;

/**
 * Encodes `count` frames painted by `paint(ctx, i)` on `canvas` (even
 * width and height) into a WebM Blob, each frame shown `delay` ms.
 * `onProgress(done)` is awaited about every SLICE_MS of main-thread work
 * (it may throw to cancel).
 */
export async function encodeWebm(canvas, count, paint, { delay, onProgress = async () => {} }) {
  const { width, height } = canvas;
  if (!(await canEncodeWebm(width, height))) throw new Error('this browser cannot encode WebM video (no WebCodecs VideoEncoder with VP8)');
  const chunks = [];
  let failure = null;
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({ data, timestamp: chunk.timestamp, key: chunk.type === 'key' });
    },
    error: (error) => (failure = error),
  });
  const fps = 1000 / delay;
  encoder.configure({ codec: 'vp8', width, height, framerate: fps, bitrate: videoBitrate(delay, width) });
  const keyEvery = Math.max(1, Math.floor(5000 / delay));
  const ctx = canvas.getContext('2d');
  try {
    let sliceStart = performance.now();
    for (let i = 0; i < count; i += 1) {
      if (failure) throw failure;
      paint(ctx, i);
      const frame = new VideoFrame(canvas, { timestamp: i * delay * 1000, duration: delay * 1000 });
      encoder.encode(frame, { keyFrame: i % keyEvery === 0 });
      frame.close();
      while (encoder.encodeQueueSize > QUEUE_MAX) await new Promise((resolve) => setTimeout(resolve, 1));
      if (performance.now() - sliceStart > SLICE_MS) {
        await onProgress(i + 1);
        sliceStart = performance.now();
      }
    }
    await encoder.flush();
    if (failure) throw failure;
  } finally {
    if (encoder.state !== 'closed') encoder.close();
  }
  return new Blob(muxWebm(chunks, { width, height, duration: count * delay }), { type: 'video/webm' });
}
