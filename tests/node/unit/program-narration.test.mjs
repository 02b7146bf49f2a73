// The narration of a code view's program by event (ui/program-narration.js)
// never contradicts what THAT program did. Every frame of the brute force
// (n = 4), LeetCode's free bits (n = 4, 5) and the printed bit-set program
// (n = 4, 5) is built from the core's own run, as the Player builds it, and
// its sentence is checked, in English and Chinese, against truths worked
// out here from the board by comparing coordinates (never the core's facts):
// - a queen put on a square another queen attacks is never "safe", and the
//   attacker is named;
// - the brute force (the notes' queen1) rejects a square by check's pair
//   test, naming the pair's other row, and prunes like the others;
// - a backtrack never names a row past the board, and says a row "tried all
//   its squares" only when the program put a queen on, or tested, each one.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import * as api from '../../../www/nqueens.js';
import { programSource } from '../../../www/js/engine/program-source.js';
import { narrateProgram } from '../../../www/js/ui/program-narration.js';
import { narrate } from '../../../www/js/ui/narration.js';
import { loadLang } from '../../../www/js/i18n/i18n.js';

before(async () => {
  await api.default({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  await loadLang('zh');
});

/** Every frame of `view`'s run at n, by event, as the Player reads it (engine/player.js). */
function framesOf(view, n) {
  const source = programSource(api, { view, n, by: 'event' });
  const frames = [];
  try {
    for (let k = 1; source.step() !== null; k += 1) {
      const context = source.context();
      frames.push({ n, ...context, program: { view, by: 'event', snapshot: context.snapshot } });
      if (context.event?.kind === 'done' || k > 5000) break;
    }
  } finally {
    source.free();
  }
  return frames;
}

// The independent truth: the queens of `board` (row -> column, other rows) attacking (row, col).
function attackers(board, row, col) {
  return board.flatMap((c, r) => (c === null || r === row || (c !== col && Math.abs(c - col) !== Math.abs(r - row)) ? [] : [{ row: r, col: c }]));
}
const boardBefore = (frames, k) => (k === 0 ? null : frames[k - 1].snapshot.board);

const SAFE = { en: /safe/, zh: /安全/ };
const ROW = { en: /Row (\d+)/g, zh: /第(\d+)行/g };
const ALL_TRIED = { en: /tried all \d+ of its squares/, zh: /的\d+格(也)?都(已)?试过/ };
const square = ({ row, col }, lang) => (lang === 'zh' ? `(${row + 1}，${col + 1})` : `(${row + 1},${col + 1})`);

// The columns of row `next` on which the program put a queen or tested a square, between two events.
function triedColumns(frames, from, to, next) {
  const columns = new Set();
  for (let k = from; k < to; k += 1) {
    const { event } = frames[k];
    if (event.row === next && (event.kind === 'place' || event.kind === 'reject')) columns.add(event.col);
  }
  return columns;
}

/** Checks every frame of `view` at n; `seen` counts the cases met. */
function checkRun(view, n, seen) {
  const frames = framesOf(view, n);
  const placedAt = new Map(); // row -> index of the frame that placed its queen
  frames.forEach((frame, k) => {
    const { event } = frame;
    for (const lang of ['en', 'zh']) {
      const sentence = narrateProgram(frame, lang);
      for (const [, row] of sentence.matchAll(ROW[lang])) assert.ok(Number(row) <= n, `${view} n=${n} event ${k + 1}: ${sentence}`);
      if (event.kind === 'place') {
        const attacking = attackers(boardBefore(frames, k) ?? [], event.row, event.col);
        if (attacking.length > 0) {
          seen.attacked += 1;
          assert.doesNotMatch(sentence, SAFE[lang], `${view} n=${n} event ${k + 1}: ${sentence}`);
          assert.ok(sentence.includes(square(attacking[0], lang)), `${view} n=${n} event ${k + 1} names ${square(attacking[0], lang)}: ${sentence}`);
        }
      }
      if (event.kind === 'remove' && ALL_TRIED[lang].test(sentence)) {
        const tried = triedColumns(frames, placedAt.get(event.row), k, event.row + 1);
        assert.equal(tried.size, n, `${view} n=${n} event ${k + 1}: ${sentence}`);
      }
    }
    if (event.kind === 'place') placedAt.set(event.row, k);
    if (event.kind === 'remove' && event.row + 1 < n) {
      const tried = triedColumns(frames, placedAt.get(event.row), k, event.row + 1);
      if (tried.size < n) seen.fewerTried += 1;
    }
  });
  return frames;
}

test('the brute force: check(a, k) rejects a square by its pair, names the other row, and prunes', () => {
  const seen = { attacked: 0, fewerTried: 0 };
  const frames = checkRun('brute', 4, seen);
  checkRun('brute', 5, seen);
  assert.equal(seen.attacked, 0);
  // By hand from brute.c: a[2] = 1 is in queen 1's column; a[2] = 2 on its diagonal (the abs test,
  // evaluated first, holds); a[3] = 2 on the ↙ diagonal of queen 2 at (2,3), the pair (3,2).
  assert.equal(narrateProgram(frames[1], 'en'), 'Queen 2 tries (2,1): attacked along the column by queen 1 at (1,1). Prune: try the next square.');
  assert.equal(narrateProgram(frames[1], 'zh'), '皇后2尝试(2，1)：与(1，1)的皇后1在同一列，会受到攻击。剪枝，试下一格。');
  assert.match(narrateProgram(frames[2], 'en'), /^Queen 2 tries \(2,2\): attacked along the diagonal \(left top -\u2060> right bottom\) by queen 1 at \(1,1\)\./);
  assert.match(narrateProgram(frames[5], 'en'), /^Queen 3 tries \(3,2\): attacked along the diagonal \(right top -\u2060> left bottom\) by queen 2 at \(2,3\)\./);
  assert.match(narrateProgram(frames[3], 'en'), /^Queen 2 tries \(2,3\): safe/);
});

test('LeetCode: a row that tried none or only some of its squares says so', () => {
  const seen = { attacked: 0, fewerTried: 0 };
  const frames = checkRun('leetcode', 4, seen);
  checkRun('leetcode', 5, seen);
  assert.equal(seen.attacked, 0);
  assert.ok(seen.fewerTried > 0);
  // Event 3: after (1,1) and (2,3), row 3 has no free square: the program tries none.
  assert.equal(narrateProgram(frames[2], 'en'), 'Row 3: the program tried none of its 4 squares. Backtrack: lift queen 2 from (2,3).');
  assert.equal(narrateProgram(frames[2], 'zh'), '第3行：程序一格也没有尝试（共4格）。回溯：拿起(2，3)的皇后2。');
  assert.equal(narrateProgram(frames[6], 'en'), 'Row 3: the program tried only column 2 of its 4 squares. Backtrack again: lift queen 2 from (2,4).');
  assert.match(narrate(frames[2], 'en'), /Row 3 has now tried all 4 of its squares/);
});

test('the printed bit-set program: a square its test lets through is not called safe, its attacker is named', () => {
  const seen = { attacked: 0, fewerTried: 0 };
  const frames = checkRun('bitmask-printed', 4, seen);
  checkRun('bitmask-printed', 5, seen);
  assert.ok(seen.attacked > 0);
  // Event 6: (3,2), on the right-top -\u2060> left-bottom diagonal of the queen at (2,3), which rightTop never records.
  assert.equal(frames[5].event.kind, 'place');
  assert.equal(
    narrateProgram(frames[5], 'en'),
    'Queen 3 tries (3,2): the program’s test lets it through, although queen 2 at (2,3) attacks it along the diagonal (right top -\u2060> left bottom). The program puts queen 3 down at (3,2).',
  );
  assert.equal(narrateProgram(frames[5], 'zh'), '皇后3尝试(3，2)：程序的检查放行了这一格，尽管(2，3)的皇后2沿同一斜线（右上角-\u2060>左下角）攻击它。程序放下皇后3。');
  assert.match(narrate(frames[5], 'en'), /safe/);
  // A solution it counts with two queens attacking each other is not "all safe".
  const wrong = framesOf('bitmask-printed', 5).filter((frame) => frame.event.kind === 'solution' && frame.event.conflict);
  assert.ok(wrong.length > 0);
  for (const frame of wrong) {
    const { queens } = frame.event;
    const pair = [...queens].flatMap((col, row) => attackers([...queens].slice(0, row), row, col).map((a) => [a, { row, col }]))[0];
    assert.ok(pair, 'the board really has two queens attacking each other');
    for (const lang of ['en', 'zh']) {
      const sentence = narrateProgram(frame, lang);
      assert.doesNotMatch(sentence, SAFE[lang]);
      assert.ok(sentence.includes(square(pair[0], lang)) && sentence.includes(square(pair[1], lang)), sentence);
    }
  }
});

test('the end of a program that counted wrong says so, with the puzzle\'s own count; a right one searched it all', () => {
  // A000170: 2 solutions at n = 4, 10 at n = 5; the printed program counts 0 and 1 (as the notes' Java, compiled, does).
  for (const [n, counted, truth] of [[4, 0, 2], [5, 1, 10]]) {
    const end = framesOf('bitmask-printed', n).at(-1);
    assert.equal(end.event.kind, 'done');
    assert.equal(end.counts.solutions, counted);
    const en = narrateProgram(end, 'en');
    assert.match(en, new RegExp(`counted ${counted} solutions?, but the ${n}-queens puzzle has ${truth}`));
    assert.doesNotMatch(en, /whole solution space/);
    assert.match(narrateProgram(end, 'zh'), new RegExp(`数出${counted}个解，但${n}皇后问题有${truth}个解`));
  }
  const right = framesOf('recursive', 4).at(-1);
  assert.equal(narrateProgram(right, 'en'), narrate(right, 'en'));
  // The quiz words its events with no counts at hand: the end is told as usual, not judged.
  const { n, event, previous } = framesOf('bitmask-printed', 4).at(-1);
  assert.doesNotThrow(() => narrateProgram({ n, event, previous }, 'en'));
});

test('an edited program\'s wrong solutions: a queen off the board is not "safe", the end counts the wrong boards', async () => {
  const recursive = api.programSource('recursive', 'en');
  const frames = (source) => {
    const run = programSource(api, { view: 'recursive', n: 4, by: 'event', source });
    const out = [];
    try {
      while (run.step() !== null && out.length < 1000) {
        const context = run.context();
        out.push({ n: 4, ...context, program: { view: 'recursive', by: 'event', snapshot: context.snapshot } });
        if (context.event?.kind === 'done') break;
      }
    } finally {
      run.free();
    }
    return out;
  };
  // `col <= queens.length`: the first board counted, (1,1) (2,3) (3,5) (4,2), has queen 3 in column 5 of 4.
  const offBoard = frames(recursive.replace('col < queens.length', 'col <= queens.length'));
  const first = offBoard.find((f) => f.event.kind === 'solution');
  assert.deepEqual(Array.from(first.event.queens), [0, 2, 4, 1]);
  const told = narrateProgram(first, 'en');
  assert.match(told, /queen 3 stands at \(3,5\), off the 4×4 board/);
  assert.doesNotMatch(told, /safe/);
  // A row that tried column 5 too says so: never "tried all 4 of its squares" (it tried 5).
  const pastBoard = offBoard.filter((f) => f.event.kind === 'remove' && Array.from(f.event.tried ?? []).includes(4));
  assert.ok(pastBoard.length > 0, 'some row tried column 5');
  for (const frame of pastBoard) {
    const sentence = narrateProgram(frame, 'en');
    assert.match(sentence, /and column 5 past the board\./);
    assert.doesNotMatch(sentence, /tried all 4 of its squares\.|has now tried all/);
    assert.match(narrateProgram(frame, 'zh'), /还尝试了棋盘外的第5列/);
  }
  // The diagonal test flipped (`!=`): two boards, the number the puzzle has, both the long diagonals.
  const flipped = frames(recursive.replace('if (row - i == Math.abs', 'if (row - i != Math.abs'));
  const end = flipped.at(-1);
  assert.equal(end.counts.solutions, 2);
  assert.match(narrateProgram(end, 'en'), /counted 2 solutions, as many as the 4-queens puzzle has, but 2 of them are not solutions/);
  assert.match(narrateProgram(end, 'zh'), /但其中2个不是解/);
});

test('events without the core\'s facts (the Stepper\'s) are told as narration.js tells them', () => {
  const stepper = new api.Stepper(4);
  const events = [];
  for (let event = stepper.step(); event && events.length < 40; event = stepper.step()) events.push(event);
  stepper.free();
  events.forEach((event, k) => {
    const frame = { n: 4, event, previous: events[k - 1] ?? null, rejectRun: [] };
    for (const lang of ['en', 'zh']) assert.equal(narrateProgram(frame, lang), narrate(frame, lang));
  });
});

test('a queen an edited program puts past the board is told as off the board, not as a move on it', async () => {
  // `col <= queens.length`: the loop tries one column more than the board has.
  const original = await readFile(new URL('../../../src/programs/sources/en/recursive.java', import.meta.url), 'utf8');
  const edited = original.replace('col < queens.length', 'col <= queens.length');
  assert.notEqual(edited, original);
  const source = programSource(api, { view: 'recursive', n: 4, by: 'event', source: edited });
  let off = null;
  try {
    for (let k = 0; k < 5000 && source.step() !== null; k += 1) {
      const context = source.context();
      if (context.event?.kind === 'place' && context.event.col >= 4) {
        off = { n: 4, ...context, program: { view: 'recursive', by: 'event', snapshot: context.snapshot } };
        break;
      }
    }
  } finally {
    source.free();
  }
  assert.ok(off, 'the edited program places a queen in column 5');
  const col = off.event.col + 1;
  assert.match(narrateProgram(off, 'en'), new RegExp(`outside the 4×4 board: the board has no column ${col}`));
  assert.match(narrateProgram(off, 'zh'), new RegExp(`在 4×4 的棋盘之外：棋盘没有第${col}列`));
});

// Found trying an edit as a student: with the diagonal test changed to
// `Math.abs(row - queens[i])`, its rejections raise no step (the statement
// is not the original's), and the narration said "Row 2: the program tried
// only column 1 of its 4 squares" though isValid tested all four. Such a
// run says what the board shows, not what the row tried.
test('an edit whose changed test raises no steps does not claim what a row tried', async () => {
  const recursive = await readFile(new URL('../../../src/programs/sources/en/recursive.java', import.meta.url), 'utf8');
  const edited = recursive.replace('Math.abs(col - queens[i])', 'Math.abs(row - queens[i])');
  assert.notEqual(edited, recursive);
  const run = programSource(api, { view: 'recursive', n: 4, by: 'event', source: edited });
  const frames = [];
  try {
    assert.ok(run.facts.changedEventLines.length > 0, 'the changed test is one of the original lines without its event');
    let previous = null;
    while (run.step() !== null && frames.length < 500) {
      const context = run.context();
      frames.push({ n: 4, ...context, previous, program: { view: 'recursive', by: 'event', snapshot: context.snapshot, facts: run.facts } });
      previous = context.event;
      if (context.event?.kind === 'done') break;
    }
  } finally {
    run.free();
  }
  const fewer = frames.filter((f) => f.event?.kind === 'remove' && f.event.tried && f.event.tried.length < 4);
  assert.ok(fewer.length > 0, 'some row shows fewer than 4 squares tried');
  for (const frame of fewer) {
    assert.doesNotMatch(narrateProgram(frame, 'en'), /tried only|tried none/);
    assert.match(narrateProgram(frame, 'en'), /no more squares the board shows as tried/);
    assert.match(narrateProgram(frame, 'zh'), /没有更多棋盘上显示为尝试过的格子/);
  }
});

