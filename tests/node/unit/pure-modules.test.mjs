// The pure modules of www/js/ under node --test, with the truth from the
// Rust core (a real Stepper and Player) wherever there is one: narration,
// code-line mapping, the search tree model, event details, element options,
// the page's navigation and notices, and the parity of the string tables.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import init, * as api from '../../../www/nqueens.js';
import { framesOf } from '../fixtures/player-frames.mjs';
import { narrate, formatQueens } from '../../../www/js/ui/narration.js';
import { buildTreeModel } from '../../../www/js/ui/search-tree-model.js';
import { marksFor, cellName } from '../../../www/js/ui/board-view.js';
import { stepDetail, solutionDetail, plainEvent, createFrameReporter, countDoneDetail } from '../../../www/js/element/events.js';
import { parseOptions, parseN, parseSpeedIndex, parseControls, langFromTag, ignoredValues } from '../../../www/js/element/options.js';
import { navigateState, clampCountN, tabN } from '../../../www/js/page/navigation.js';
import { noticeText } from '../../../www/js/page/notice-text.js';
import { t, loadLang, addStrings, stringKeys, LANGS } from '../../../www/js/i18n/i18n.js';
import { latestRequest } from '../../../www/js/engine/latest.js';
import { errorText } from '../../../www/js/engine/errors.js';
import { MAX_COUNT_N } from '../../../www/js/engine/limits.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  await loadLang('zh');
});

test('narration: the seed walkthrough in words, in both languages', () => {
  const frames = framesOf(4);
  assert.equal(narrate(frames[0], 'en'), t('en', 'narr.start'));
  const sentences = frames.map((frame) => narrate(frame, 'en'));
  assert.ok(sentences.every((s) => s && !s.includes('{')), 'every placeholder is filled');
  const solution = frames.find((frame) => frame.event?.kind === 'solution');
  assert.match(narrate(solution, 'en'), /\(1,2\), \(2,4\), \(3,1\), \(4,3\)/); // the notes' first solution
  assert.ok(frames.every((frame) => !/[a-z]{4}/.test(narrate(frame, 'zh'))), 'Chinese has no English words');
  assert.equal(formatQueens([1, 3, 0, 2]), '(1,2), (2,4), (3,1), (4,3)');
  assert.equal(formatQueens([1, 3, 0, 2], 'zh'), '(1，2)、(2，4)、(3，1)、(4，3)');
});

// Issue #26's words, checked against the search's own events (a real Stepper).
test('narration: a backtrack says what happened to the row it leaves, and where the notes stop', () => {
  const frames = framesOf(4);
  const at = (step) => frames.find((frame) => frame.position === step);
  // Step 21: the notes' 回溯到底, right after step 20's backtrack, back to row 1.
  assert.equal(at(21).event.kind, 'remove');
  assert.equal(at(21).event.row, 0);
  assert.match(narrate(at(21), 'zh'), /回溯到底/);
  assert.match(narrate(at(21), 'en'), /all the way, to row 1/);
  // A backtrack out of a row that had a queen (or a solution) since the lifted queen came is no "dead end".
  for (const frame of frames.filter((each) => each.event?.kind === 'remove')) {
    const { row, step } = frame.event;
    const since = frames.findLast((each) => each.position < step && each.event?.kind === 'place' && each.event.row === row).position;
    const hadQueen = row === 3 || frames.some((each) => each.position > since && each.position < step && each.event?.kind === 'place' && each.event.row === row + 1);
    if (hadQueen) assert.doesNotMatch(narrate(frame, 'en'), /dead end/, `step ${step}`);
    else assert.match(narrate(frame, 'en'), /dead end/, `step ${step}`);
  }
  assert.doesNotMatch(narrate(at(34), 'en'), /dead end|no more safe/);
  assert.match(narrate(at(34), 'en'), /Row 4 has now tried all 4 of its squares/);
  // Step 31, the first solution, is where the notes' story ends; the second solution does not say so.
  assert.equal(at(31).event.kind, 'solution');
  assert.match(narrate(at(31), 'en'), /walkthrough of the lecture notes ends/);
  assert.match(narrate(at(31), 'zh'), /找到第1个解：\(1，2\)、\(2，4\)、\(3，1\)、\(4，3\)！讲义中的4皇后过程到此结束/);
  const second = frames.filter((frame) => frame.event?.kind === 'solution')[1];
  assert.doesNotMatch(narrate(second, 'en'), /lecture notes/);
  // Chinese squares use the notes' full-width comma, never an ASCII one.
  assert.ok(frames.every((frame) => !/\(\d,\d\)/.test(narrate(frame, 'zh'))));
});

test('one term for each diagonal: the narration\'s is the notes\' (and the code comments\')', async () => {
  const frames = framesOf(4);
  // The page joins the arrow's halves (U+2060, i18n.js t()): the same term, unbroken.
  const shown = (lang) => frames.map((frame) => narrate(frame, lang)).join('').replaceAll('-\u2060>', '->');
  const zh = shown('zh');
  const en = shown('en');
  for (const term of ['左上角->右下角', '右上角->左下角']) {
    assert.ok(zh.includes(`斜线（${term}）`), term);
    const comments = await readFile(new URL('../../../src/programs/sources/zh/bitmask.java', import.meta.url), 'utf8');
    assert.ok(comments.includes(term), term);
  }
  for (const term of ['left top -> right bottom', 'right top -> left bottom']) assert.ok(en.includes(`diagonal (${term})`), term);
  for (const view of ['cpp.cpp', 'leetcode.java']) {
    const source = await readFile(new URL(`../../../src/programs/sources/zh/${view}`, import.meta.url), 'utf8');
    assert.doesNotMatch(source, /右斜线|左斜线|左上->|右上->/, view);
  }
});

test('the arrow of a diagonal\'s name never breaks: its halves are joined by U+2060 in every language', () => {
  const frame = framesOf(4).find((f) => f.event?.kind === 'reject' && /diagonal/.test(narrate(f, 'en')));
  for (const lang of ['en', 'zh']) {
    const text = narrate(frame, lang);
    assert.match(text, /-\u2060>/, lang);
    assert.doesNotMatch(text, /->/, lang);
  }
});

test('board model: a square rejected with no attacking queen (a buggy program) marks no attacker', () => {
  const frame = { queens: [0], rejectRun: [], event: { kind: 'reject', row: 1, col: 2, attacker: null, line: 'column' } };
  const marks = marksFor(frame);
  assert.deepEqual(marks.get('1,2'), { kind: 'reject', tried: true, by: null });
  assert.deepEqual(marks.get('0,0'), { kind: 'queen' });
  assert.equal(cellName('en', 1, 2, marks.get('1,2')), 'row 2, column 3, rejected');
});

test('board model: queens, the rejected square and its attacker, the lifted queen', () => {
  const frames = framesOf(4);
  const reject = frames[2]; // (2,1) rejected: column of the queen at (1,1)
  assert.equal(reject.event.kind, 'reject');
  const marks = marksFor(reject);
  assert.deepEqual(marks.get('1,0'), { kind: 'reject', tried: true, by: reject.event.attacker });
  assert.deepEqual(marks.get('0,0'), { kind: 'queen', attacker: true });
  assert.equal(cellName('en', 1, 0, marks.get('1,0')), 'row 2, column 1, rejected: attacked along the column by the queen at (1,1)');
  const lifted = frames.find((frame) => frame.event?.kind === 'remove');
  assert.equal(marksFor(lifted).get(`${lifted.event.row},${lifted.event.col}`).kind, 'lifted');
  assert.equal(cellName('zh', 0, 0, { kind: 'queen' }).includes('皇后'), true);
});

test('tree model: the Stepper counts one node per place and every reject under its node', () => {
  const stepper = new api.Stepper(6);
  const events = [];
  for (let event = stepper.step(); event; event = stepper.step()) events.push(event);
  const { counts } = stepper;
  stepper.free();
  const tree = buildTreeModel(events);
  assert.equal(tree.nodes.length - 1, counts.places);
  assert.equal(tree.nodes.reduce((sum, node) => sum + node.rejectSteps.length, 0), counts.rejects);
  assert.equal(tree.nodes.filter((node) => node.index !== null).length, 4); // A000170(6)
});

test('event details are plain data taken from the frame', () => {
  const frames = framesOf(4);
  const solution = frames.find((frame) => frame.event?.kind === 'solution');
  const detail = stepDetail(solution);
  assert.deepEqual(detail.event, { kind: 'solution', step: solution.position, row: solution.event.row, col: solution.event.col, attacker: null, index: 0, queens: [1, 3, 0, 2] });
  assert.deepEqual(detail.queens, [1, 3, 0, 2]);
  assert.equal(structuredClone(detail).n, 4);
  assert.deepEqual(solutionDetail({ n: 4, index: 1, queens: new Uint8Array([2, 0, 3, 1]) }), { n: 4, solution: 2, index: 1, queens: [2, 0, 3, 1], step: null });
  assert.equal(plainEvent(null), null);
  // The reporter sends one step event per position, plus solution and done.
  const sent = [];
  const report = createFrameReporter((type, d) => sent.push([type, d.step ?? d.solution]));
  for (const frame of frames) report(frame);
  report(frames.at(-1));
  assert.equal(sent.filter(([type]) => type === 'nqueens-step').length, frames.length);
  assert.equal(sent.filter(([type]) => type === 'nqueens-solution').length, 2);
  assert.equal(sent.filter(([type]) => type === 'nqueens-done').length, 1);
  // The same step of another program (a new code view or step unit) is a new step.
  const steps = [];
  const reportSteps = createFrameReporter((type, d) => type === 'nqueens-step' && steps.push(d.step));
  const at40 = { ...frames[5], position: 40 };
  reportSteps({ ...at40, program: { view: 'flags', by: 'event', source: null } });
  reportSteps({ ...at40, program: { view: 'flags', by: 'event', source: null } });
  reportSteps({ ...at40, program: { view: 'bitmask', by: 'event', source: null } });
  reportSteps({ ...at40, program: { view: 'bitmask', by: 'line', source: null } });
  assert.deepEqual(steps, [40, 40, 40]);
});

test('element options: strict values, defaults otherwise', () => {
  const get = (attrs) => (name) => attrs[name] ?? null;
  const options = parseOptions(get({ n: '6', mode: 'Explore', lang: 'zh-CN', controls: 'buttons stats', tree: '' }));
  assert.equal(options.mode, 'explore');
  assert.equal(options.n, 6);
  assert.equal(options.lang, 'zh');
  assert.deepEqual([...options.controls].sort(), ['buttons', 'stats']);
  assert.equal(options.tree, true);
  assert.equal(options.code, false);
  assert.equal(parseN('99', 'walkthrough'), 4);
  assert.equal(parseN(String(MAX_COUNT_N + 1), 'count'), 8);
  assert.equal(parseN('8.0'), 4);
  assert.equal(parseSpeedIndex('3'), 3); // 4 steps/s: nearest on a log scale
  assert.equal(parseControls('none').size, 0);
  assert.equal(langFromTag('fr'), null);
  assert.equal(parseOptions(get({ solution: '0', step: '-1' })).solution, null);
});

test('element options: every ignored value is named, with what its attribute takes', () => {
  const get = (attributes) => (name) => attributes[name] ?? null;
  // A tutorial's typos: each one falls back to the default, and each is told.
  const typos = { mode: 'quiz', n: '12', step: '-3', solution: '0', speed: 'fast', theme: 'night', 'heading-level': '7', lang: 'fr', by: 'lines', code: 'bitmsk' };
  const ignored = ignoredValues(get(typos));
  assert.deepEqual(ignored.map(({ name }) => name).sort(), Object.keys(typos).filter((name) => name !== 'mode').sort());
  assert.equal(ignored.find(({ name }) => name === 'n').allowed, 'a whole number from 1 to 8 in mode quiz');
  assert.match(ignored.find(({ name }) => name === 'code').allowed, /recursive, booleans, list, .*brute$/);
  assert.deepEqual(ignoredValues(get({ mode: 'walkthrough!' })).map(({ name, value }) => [name, value]), [['mode', 'walkthrough!']]);
  // What the parsers take is never told: any case, spaces, a language tag, the bare attributes.
  const fine = { mode: ' Count ', n: '21', step: '0', solution: '3', speed: '2.5', theme: 'DARK', 'heading-level': '3', lang: 'zh-CN', by: 'Line', code: '', autoplay: '', narration: '' };
  assert.deepEqual(ignoredValues(get(fine)), []);
  assert.deepEqual(ignoredValues(get({ code: 'Flags' })), []);
  assert.deepEqual(ignoredValues(get({})), []);
});

test('element options: an unknown controls name is told, with the names controls takes', () => {
  const get = (attributes) => (name) => attributes[name] ?? null;
  const controls = (value) => ignoredValues(get({ controls: value })).filter(({ name }) => name === 'controls');
  // None known: every part shows (the default), and the value is told.
  const [foo] = controls('foo');
  assert.deepEqual([foo.value, foo.unknown], ['foo', undefined]);
  assert.equal(foo.allowed, 'names of buttons, timeline, speed, stats, keys (space-separated), or none');
  assert.deepEqual([...parseControls('foo')].sort(), ['buttons', 'keys', 'speed', 'stats', 'timeline']);
  // Some known: those show, the others are named.
  assert.deepEqual(controls('buttons foo').map(({ unknown }) => unknown), [['foo']]);
  assert.deepEqual([...parseControls('buttons foo')], ['buttons']);
  assert.deepEqual(controls('buttons,Timeline+bar').map(({ unknown }) => unknown), [['timeline+bar']]);
  assert.equal(controls('none foo').length, 1);
  // What controls takes is never told.
  for (const fine of ['', ' ', 'none', 'NONE', 'buttons timeline', 'buttons,timeline', 'Stats Keys Speed']) assert.deepEqual(controls(fine), [], fine);
});

test('count mode\'s nqueens-done gives ms to 0.1 ms, in the same shape', () => {
  assert.deepEqual(countDoneDetail({ n: 8, total: 92, unique: 12, ms: 69.79999999993015 }), { n: 8, solutions: 92, unique: 12, ms: 69.8 });
  assert.equal(countDoneDetail({ n: 1, total: 1, unique: 1, ms: 0.04 }).ms, 0);
  assert.equal(countDoneDetail({ n: 12, total: 14200, unique: 1787, ms: 1234.56 }).ms, 1234.6);
});

test('page navigation: the count tab clamps n and the next tab brings it back', () => {
  const state = { mode: 'explore', n: 24, step: 7, lang: 'en' };
  const remembered = new Map([['walkthrough:4', 5]]);
  const rememberedStep = (key) => remembered.get(key);
  const toCount = navigateState(state, { mode: 'count' }, { clampedN: null, rememberedStep });
  assert.deepEqual(toCount.next, { mode: 'count', n: MAX_COUNT_N, step: 0, lang: 'en' });
  assert.equal(toCount.clampedN, 24);
  assert.equal(toCount.problem, null);
  const back = navigateState(toCount.next, { mode: 'explore' }, { clampedN: 24, rememberedStep });
  assert.equal(back.next.n, 24);
  assert.equal(back.clampedN, null);
  assert.equal(navigateState(state, { mode: 'walkthrough' }, { clampedN: null, rememberedStep }).next.step, 5);
  assert.equal(tabN(state, 'count', null), MAX_COUNT_N);
  assert.deepEqual(clampCountN({ mode: 'count', n: 25 }).problem, { param: 'countN', value: 25, fallback: MAX_COUNT_N });
});

test('page navigation: from the walkthrough with no n chosen, each tab starts on its own default (the quiz on 4)', () => {
  const rememberedStep = () => undefined;
  const walkthrough = { mode: 'walkthrough', n: 8, step: 3, lang: 'en' }; // `/`: the page's default n
  assert.equal(navigateState(walkthrough, { mode: 'quiz' }, { clampedN: null, rememberedStep }).next.n, 4);
  assert.equal(tabN(walkthrough, 'quiz', null), 4);
  assert.equal(navigateState(walkthrough, { mode: 'explore' }, { clampedN: null, rememberedStep }).next.n, 8);
  assert.equal(tabN(walkthrough, 'explore', null), 8);
  // An n chosen (?n=6 on the walkthrough) is kept for the other tabs, the quiz too.
  const chosen = { ...walkthrough, n: 6 };
  assert.equal(navigateState(chosen, { mode: 'quiz' }, { clampedN: null, rememberedStep }).next.n, 6);
  assert.equal(tabN(chosen, 'quiz', null), 6);
  // From another tab, its n goes on as before.
  assert.equal(tabN({ mode: 'explore', n: 8, step: 0, lang: 'en' }, 'quiz', null), 8);
});

test('notice sentences for every problem, in both languages', () => {
  const problems = [
    { param: 'n', value: '99', fallback: 8 },
    { param: 'step', value: '-1', fallback: 0 },
    { param: 'stepPastEnd', value: 999, fallback: 60 },
    { param: 'lang', value: 'fr', fallback: 'en' },
    { param: 'mode', value: 'x', fallback: 'walkthrough' },
    { param: 'countN', value: 25, fallback: 21 },
    { param: 'quizN', value: 9, fallback: 8 },
    { param: 'repeated', name: 'n', count: 2, value: '4' },
    { param: 'unknown', name: 'solution' },
    { param: 'unknownMore', count: 3 },
  ];
  for (const lang of LANGS) {
    for (const problem of problems) {
      const text = noticeText(problem, { lang, mode: 'explore' });
      assert.ok(text && !text.includes('{') && !text.startsWith('notice.'), `${lang} ${problem.param}: ${text}`);
    }
  }
  assert.match(noticeText({ param: 'n', value: '99' }, { lang: 'en', mode: 'walkthrough' }), /always shows 4 queens/);
});

test('i18n: English and Chinese have the same keys, core and view tables', async () => {
  const dir = new URL('../../../www/js/i18n/strings/', import.meta.url);
  for (const name of ['counter', 'explorer', 'gallery', 'strategies', 'element', 'tree']) {
    addStrings((await import(new URL(`${name}.js`, dir))).default);
  }
  const en = stringKeys('en').sort();
  const zh = stringKeys('zh').sort();
  assert.deepEqual(en.filter((key) => !zh.includes(key)), [], 'keys missing in Chinese');
  assert.deepEqual(zh.filter((key) => !en.includes(key)), [], 'keys missing in English');
});

test('latestRequest and errorText', () => {
  const requests = latestRequest();
  const first = requests.begin();
  assert.equal(first(), true);
  const second = requests.begin();
  assert.equal(first(), false);
  assert.equal(second(), true);
  requests.cancel();
  assert.equal(second(), false);
  assert.equal(errorText(new RangeError('n must be 1 to 32')), 'n must be 1 to 32');
  assert.equal(errorText('plain'), 'plain');
  assert.equal(errorText(null), 'null');
});
