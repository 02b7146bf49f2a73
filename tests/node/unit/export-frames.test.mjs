// The export's frame list and pictures (www/js/ui/export/frames.js,
// board-image.js) with a scripted search instead of the wasm core.
import { loadLang } from '../../../www/js/i18n/i18n.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectFrames, contextAfter, frameMarks, frameCaption } from '../../../www/js/ui/export/frames.js';
import { boardSvg, layout, wrapText } from '../../../www/js/ui/export/board-image.js';

const place00 = { kind: 'place', row: 0, col: 0, attacker: null };
const reject10 = { kind: 'reject', row: 1, col: 0, attacker: { row: 0, col: 0, line: 'column' } };
const reject11 = { kind: 'reject', row: 1, col: 1, attacker: { row: 0, col: 0, line: 'diagonal' } };
const place12 = { kind: 'place', row: 1, col: 2, attacker: null };

/** A search replaying `events`, with the queens each leaves on the board. */
function scripted(n, events) {
  let position = 0;
  let queens = [];
  return {
    n,
    get position() { return position; },
    get queens() { return queens; },
    step() {
      const event = events[position];
      if (!event) return null;
      position += 1;
      if (event.kind === 'place') queens = [...queens, event.col];
      if (event.kind === 'remove') queens = queens.slice(0, -1);
      return { ...event, step: position };
    },
    seek(k) {
      position = 0;
      queens = [];
      while (position < k && this.step());
      return position;
    },
  };
}

test('one frame per event, each with the board after it and its reject run', () => {
  const frames = collectFrames(scripted(4, [place00, reject10, reject11, place12]));
  assert.equal(frames.length, 4);
  assert.deepEqual(frames.map((f) => f.position), [1, 2, 3, 4]);
  assert.deepEqual(frames[3].queens, [0, 2]);
  assert.deepEqual(frames[3].rejectRun.map((r) => r.col), [0, 1]);
  assert.deepEqual(frames[2].rejectRun.map((r) => r.col), [0]);
  assert.equal(frames[2].previous.kind, 'reject');
  assert.equal(collectFrames(scripted(4, [place00, reject10, reject11]), { max: 2 }).length, 2);
});

test('contextAfter: frames collected from the middle of a search are the tail of one run', () => {
  const events = [place00, reject10, reject11, place12];
  const whole = collectFrames(scripted(4, events));
  for (let k = 0; k <= events.length; k += 1) {
    const search = scripted(4, events);
    search.seek(k);
    // At step k the board shows frame k (the empty board at 0, no context).
    const here = k === 0 ? { event: null, rejectRun: [] } : whole[k - 1];
    assert.deepEqual(collectFrames(search, contextAfter(here)), whole.slice(k), `from step ${k}`);
  }
  assert.deepEqual(contextAfter(whole[2]).rejectRun.map((r) => r.col), [0, 1]);
  assert.deepEqual(contextAfter(null), { previous: null, rejectRun: [] });
});

test('marks: queens, pruned squares with the attack line, the square tried', () => {
  const [, , third] = collectFrames(scripted(4, [place00, reject10, reject11]));
  const { marks, attack, solved } = frameMarks(third);
  assert.deepEqual(marks.map((m) => [m.row, m.col, m.kind, Boolean(m.tried)]), [
    [0, 0, 'queen', false],
    [1, 0, 'reject', false],
    [1, 1, 'reject', true],
  ]);
  assert.deepEqual(attack, { row: 1, col: 1, attacker: reject11.attacker });
  assert.equal(solved, false);
  assert.match(frameCaption(third, 'en', 'Step 3:'), /^Step 3: Queen 2 tries \(2,2\)/);
});

// The printed bit-set program's bugs reject squares no queen attacks: its
// events carry no attacker, and the frame draws the ✕ without an attack line.
test('marks: a square rejected with no attacking queen has no attack line', () => {
  const falseReject = { kind: 'reject', row: 1, col: 2, attacker: null, line: 'column' };
  const [, second] = collectFrames(scripted(4, [place00, falseReject]));
  const { marks, attack } = frameMarks(second);
  assert.deepEqual(marks.map((m) => [m.row, m.col, m.kind]), [[0, 0, 'queen'], [1, 2, 'reject']]);
  assert.equal(attack, null);
});

test('a Chinese caption has no space after the full-width colon', async () => {
  await loadLang('zh');
  const [, , third] = collectFrames(scripted(4, [place00, reject10, reject11]));
  const caption = frameCaption(third, 'zh', '第3步：');
  assert.match(caption, /^第3步：皇后2/);
  assert.doesNotMatch(caption, /： /);
});

test('the SVG is a standalone document with every mark and the caption escaped', () => {
  const [, , third] = collectFrames(scripted(4, [place00, reject10, reject11]));
  const svg = boardSvg(third, { captionLines: ['a < b & "c"'], title: 'board' });
  assert.match(svg, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.ok(svg.trimEnd().endsWith('</svg>'));
  assert.equal((svg.match(/>♛</g) ?? []).length, 1);
  assert.equal((svg.match(/>✕</g) ?? []).length, 2);
  assert.equal((svg.match(/<line /g) ?? []).length, 1);
  assert.match(svg, /a &lt; b &amp; &quot;c&quot;/);
  assert.equal((svg.match(/<rect /g) ?? []).length, 2 + 16 + 1);
});

test('captions wrap by width, Chinese anywhere', () => {
  const measure = (text) => text.length;
  assert.deepEqual(wrapText('one two three four', 9, measure), ['one two', 'three', 'four']);
  assert.deepEqual(wrapText('皇后二尝试格子', 3, measure), ['皇后二', '尝试格', '子']);
  // A student's exported caption began a line with "，": closing punctuation
  // stays with the character before it, opening punctuation with the one after.
  assert.deepEqual(wrapText('之后，这里安全。', 3, measure), ['之后，', '这里安', '全。']);
  assert.deepEqual(wrapText('放下（皇后', 3, measure), ['放下', '（皇后']);
  const geo = layout(8, { width: 480, lines: 3 });
  assert.equal(geo.square, geo.board / 8);
  assert.ok(geo.height > geo.width);
});

test('the changed rectangle between two frames', async () => {
  const { changedRect } = await import('../../../www/js/ui/export/gif.js');
  const a = new Uint32Array(5 * 4);
  const b = a.slice();
  assert.equal(changedRect(a, b, 5, 4), null);
  b[1 * 5 + 3] = 1;
  b[2 * 5 + 1] = 2;
  assert.deepEqual(changedRect(a, b, 5, 4), { x: 1, y: 1, width: 3, height: 2 });
});

// An edited program's test may compare a queen with itself (`i <= row` in
// isValid): the square's attacker is the queen on it. No line, no NaN.
test('the SVG draws no attack line from a square to itself', () => {
  const selfReject = { kind: 'reject', row: 0, col: 0, attacker: { row: 0, col: 0, line: 'column' }, line: 'column' };
  const [, second] = collectFrames(scripted(4, [place00, selfReject]));
  const svg = boardSvg(second, { captionLines: [], title: 'board' });
  assert.doesNotMatch(svg, /NaN/);
  assert.equal((svg.match(/<line /g) ?? []).length, 0);
});
