// The WebM muxer (www/js/ui/export/webm.js) read back by a plain EBML
// reader written here from the Matroska specification: the header, the
// Segment's Info (time scale, duration), the track, and one SimpleBlock per
// encoded frame, a new Cluster at each key frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { muxWebm } from '../../../www/js/ui/export/webm.js';

function readEbml(bytes, start = 0, end = bytes.length) {
  const vint = (at, keepMarker) => {
    let length = 1;
    while (!(bytes[at] & (0x80 >> (length - 1)))) length += 1;
    let value = keepMarker ? bytes[at] : bytes[at] & (0xff >> length);
    for (let i = 1; i < length; i += 1) value = value * 256 + bytes[at + i];
    return { value, length };
  };
  const list = [];
  for (let at = start; at < end; ) {
    const id = vint(at, true);
    const size = vint(at + id.length, false);
    const body = at + id.length + size.length;
    list.push({ id: id.value, body, size: size.value });
    at = body + size.value;
  }
  assert.equal(list.reduce((sum, e) => Math.max(sum, e.body + e.size), start), end, 'the elements fill their parent exactly');
  return list;
}

test('a muxed WebM: EBML header, Info with the duration, one VP8 track, a Cluster per key frame', () => {
  const frame = (i, key) => ({ data: Uint8Array.from([i, i, i]), timestamp: i * 250_000, key });
  const chunks = [frame(0, true), frame(1, false), frame(2, false), frame(3, true), frame(4, false)];
  const parts = muxWebm(chunks, { width: 480, height: 566, duration: 5 * 250 });
  const bytes = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) (bytes.set(p, at), (at += p.length));
  assert.deepEqual([...bytes.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3]);
  const [header, segment] = readEbml(bytes);
  assert.equal(header.id, 0x1a45dfa3);
  const docType = readEbml(bytes, header.body, header.body + header.size).find((e) => e.id === 0x4282);
  assert.equal(new TextDecoder().decode(bytes.subarray(docType.body, docType.body + docType.size)), 'webm');
  assert.equal(segment.id, 0x18538067);
  const children = readEbml(bytes, segment.body, segment.body + segment.size);
  const info = readEbml(bytes, children[0].body, children[0].body + children[0].size);
  const duration = info.find((e) => e.id === 0x4489);
  assert.equal(new DataView(bytes.buffer, duration.body, 8).getFloat64(0), 1250);
  const scale = info.find((e) => e.id === 0x2ad7b1);
  assert.equal(bytes.subarray(scale.body, scale.body + scale.size).reduce((v, b) => v * 256 + b, 0), 1_000_000);
  assert.equal(children[1].id, 0x1654ae6b);
  const clusters = children.filter((e) => e.id === 0x1f43b675);
  assert.equal(clusters.length, 2);
  const blocks = clusters.map((c) => readEbml(bytes, c.body, c.body + c.size).filter((e) => e.id === 0xa3));
  assert.deepEqual(blocks.map((b) => b.length), [3, 2]);
  // Each block: track 1, its time from the cluster's (ms), the key-frame flag, the frame's bytes.
  const second = blocks[1][1];
  assert.deepEqual([...bytes.subarray(second.body, second.body + second.size)], [0x81, 0x00, 0xfa, 0x00, 4, 4, 4]);
  assert.equal(bytes[blocks[1][0].body + 3], 0x80);
});
