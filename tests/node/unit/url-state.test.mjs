// The page's URL ⇄ state: strict parsing with a problem for everything the
// notice must mention, and a serialisation that round-trips.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseState, serializeState, boardSizeFor, DEFAULT_STATE, MAX_N, MAX_QUIZ_N, readerLang } from '../../../www/js/page/url-state.js';
import { SPEEDS, DEFAULT_SPEED_INDEX, THEMES } from '../../../www/js/engine/catalog.js';

test('a plain link parses to its state and back', () => {
  const { state, problems, hasStep } = parseState('?mode=explore&n=6&step=120&lang=zh');
  assert.deepEqual(state, { mode: 'explore', n: 6, step: 120, lang: 'zh', code: 'recursive', by: 'event', ask: 'next', speed: 2, theme: 'auto', present: false });
  assert.deepEqual(problems, []);
  assert.equal(hasStep, true);
  assert.equal(serializeState(state), '?mode=explore&n=6&step=120&lang=zh');
  assert.equal(serializeState(DEFAULT_STATE), '');
  assert.deepEqual(parseState(''), { state: { ...DEFAULT_STATE }, problems: [], hasStep: false });
});

test('the code view: exact names, the default left out of the link, anything else reported', () => {
  assert.equal(parseState('?code=flags').state.code, 'flags');
  assert.equal(serializeState({ ...DEFAULT_STATE, code: 'leetcode' }), '?code=leetcode');
  assert.equal(serializeState({ ...DEFAULT_STATE, code: 'recursive' }), '');
  const { state, problems } = parseState('?code=Flags');
  assert.equal(state.code, 'recursive');
  assert.deepEqual(problems, [{ param: 'code', value: 'Flags', fallback: 'recursive' }]);
});

test('the step unit: by=line, the default (event) left out of the link, anything else reported', () => {
  assert.equal(parseState('?by=line').state.by, 'line');
  assert.equal(serializeState({ ...DEFAULT_STATE, code: 'iterative', by: 'line' }), '?code=iterative&by=line');
  assert.equal(serializeState({ ...DEFAULT_STATE, by: 'event' }), '');
  const { state, problems } = parseState('?by=Line');
  assert.equal(state.by, 'event');
  assert.deepEqual(problems, [{ param: 'by', value: 'Line', fallback: 'event' }]);
});

test('the quiz’s kind of question: ask=next|attacker|line|variable|mixed, the default left out, anything else reported', () => {
  for (const ask of ['next', 'attacker', 'line', 'variable', 'mixed']) assert.equal(parseState(`?mode=quiz&ask=${ask}`).state.ask, ask);
  assert.equal(serializeState({ ...DEFAULT_STATE, mode: 'quiz', n: 4, ask: 'mixed' }), '?mode=quiz&ask=mixed');
  assert.equal(serializeState({ ...DEFAULT_STATE, mode: 'quiz', n: 4, ask: 'next' }), '?mode=quiz');
  const { state, problems } = parseState('?mode=quiz&ask=all');
  assert.equal(state.ask, 'next');
  assert.deepEqual(problems, [{ param: 'ask', value: 'all', fallback: 'next' }]);
});

// The quiz shows at most MAX_QUIZ_N queens (boardSizeFor): a link that asks
// for more is told what it asked, what is shown and why (notice.quizN).
test('a quiz link with n over the quiz’s limit keeps n for the other tabs and is reported; other modes and bad n are not', () => {
  const { state, problems } = parseState('?mode=quiz&n=9');
  assert.equal(state.n, 9); // the explorer's tab still links to 9
  assert.equal(boardSizeFor(state), MAX_QUIZ_N);
  assert.deepEqual(problems, [{ param: 'quizN', value: 9, fallback: MAX_QUIZ_N }]);
  assert.deepEqual(parseState(`?mode=quiz&n=${MAX_QUIZ_N}`).problems, []);
  assert.deepEqual(parseState('?mode=explore&n=9').problems, []);
  assert.deepEqual(parseState('?n=9').problems, []); // the walkthrough: always 4 queens, n kept for the explorer
  assert.deepEqual(parseState(`?mode=quiz&n=${MAX_N + 1}`).problems.map((p) => p.param), ['n']);
});

test('bad values fall back and are reported, cut to 40 characters', () => {
  const { state, problems } = parseState(`?mode=bogus&n=${MAX_N + 1}&step=-1&lang=fr`);
  assert.deepEqual(state, DEFAULT_STATE);
  assert.deepEqual(problems.map((p) => [p.param, p.value, p.fallback]), [
    ['mode', 'bogus', 'walkthrough'],
    ['n', String(MAX_N + 1), 8],
    ['step', '-1', 0],
    ['lang', 'fr', 'en'],
  ]);
  for (const n of ['0', '8.0', ' 8', '0x8', '1e1', '']) assert.equal(parseState(`?n=${encodeURIComponent(n)}`).problems[0].param, 'n');
  const long = 'x'.repeat(100);
  assert.equal(parseState(`?mode=${long}`).problems[0].value, `${'x'.repeat(40)}…`);
});

test('a repeated parameter uses its first value and says so', () => {
  const { state, problems } = parseState('?n=4&n=%3Cscript%3E&mode=explore');
  assert.equal(state.n, 4);
  assert.deepEqual(problems, [{ param: 'repeated', name: 'n', count: 2, value: '4' }]);
  // A bad first value is both: repeated, and not a board size.
  assert.deepEqual(
    parseState('?n=x&n=5').problems.map((p) => p.param),
    ['repeated', 'n'],
  );
});

test('unknown parameters are named, the first five, then counted', () => {
  assert.deepEqual(parseState('?solution=5000&n=5').problems, [{ param: 'unknown', name: 'solution' }]);
  const many = parseState('?a&b&c&d&e&f&g&a').problems;
  assert.deepEqual(many.map((p) => p.name ?? p.count), ['a', 'b', 'c', 'd', 'e', 2]);
  assert.equal(many.at(-1).param, 'unknownMore');
  assert.equal(parseState(`?${'y'.repeat(60)}=1`).problems[0].name, `${'y'.repeat(40)}…`);
});

test('the board size of each mode', () => {
  assert.equal(boardSizeFor({ mode: 'walkthrough', n: 9 }), 4);
  assert.equal(boardSizeFor({ mode: 'explore', n: 9 }), 9);
  assert.equal(boardSizeFor({ mode: 'count', n: 30 }), 21);
});

test('a teacher\'s settings travel in the link: speed, theme, presenter mode', () => {
  const { state, problems } = parseState('?code=flags&by=line&speed=0.5&theme=dark&present');
  assert.deepEqual(problems, []);
  assert.deepEqual(state, { ...DEFAULT_STATE, code: 'flags', by: 'line', speed: 0.5, theme: 'dark', present: true });
  assert.equal(serializeState(state), '?code=flags&by=line&speed=0.5&theme=dark&present');
  assert.deepEqual(parseState(serializeState(state)).state, state);
  // Every speed of the catalog, and every scheme, round-trips; the defaults stay out of the link.
  for (const speed of SPEEDS) assert.equal(parseState(serializeState({ ...DEFAULT_STATE, speed })).state.speed, speed);
  for (const theme of THEMES) assert.equal(parseState(serializeState({ ...DEFAULT_STATE, theme })).state.theme, theme);
  assert.equal(serializeState({ ...DEFAULT_STATE, speed: SPEEDS[DEFAULT_SPEED_INDEX], theme: 'auto', present: false }), '');
  // present=1 and present= are on, present=0 off; the element's case-insensitive theme values are taken.
  assert.equal(parseState('?present=1').state.present, true);
  assert.equal(parseState('?present=').state.present, true);
  assert.equal(parseState('?present=0').state.present, false);
  assert.equal(parseState('?theme=DARK').state.theme, 'dark');
  assert.equal(serializeState({ ...DEFAULT_STATE, present: true, lang: 'zh' }), '?lang=zh&present');
});

test('a speed between two speeds is the nearest one, and the notice says so; junk is reported', () => {
  assert.deepEqual(parseState('?speed=3'), { state: { ...DEFAULT_STATE, speed: 4 }, problems: [{ param: 'speed', value: '3', fallback: 4 }], hasStep: false });
  assert.equal(parseState('?speed=1000000').state.speed, SPEEDS.at(-1));
  for (const bad of ['0', '-1', 'fast', '1e3', '0x8', '', ' 4', 'Infinity']) {
    const { state, problems } = parseState(`?speed=${encodeURIComponent(bad)}`);
    assert.equal(state.speed, SPEEDS[DEFAULT_SPEED_INDEX], bad);
    assert.deepEqual(problems, [{ param: 'speed', value: bad, fallback: SPEEDS[DEFAULT_SPEED_INDEX] }], bad);
  }
  assert.deepEqual(parseState('?theme=sepia').problems, [{ param: 'theme', value: 'sepia', fallback: 'auto' }]);
  assert.deepEqual(parseState('?present=yes').problems, [{ param: 'present', value: 'yes', fallback: 'off' }]);
});

// Found by a student: a phone set to Chinese opened the page in English.
test("a link without lang opens in the reader's browser language; the URL names a language only when it differs", () => {
  assert.equal(readerLang(['zh-CN', 'en-US']), 'zh');
  assert.equal(readerLang(['fr-FR', 'zh-TW', 'en']), 'zh');
  assert.equal(readerLang(['en-GB', 'zh-CN']), 'en');
  assert.equal(readerLang(['fr', 'de']), 'en');
  assert.equal(readerLang([]), 'en');
  assert.equal(readerLang(undefined), 'en');
  assert.equal(parseState('?step=3', 'zh').state.lang, 'zh');
  assert.equal(parseState('?lang=en', 'zh').state.lang, 'en');
  assert.deepEqual(parseState('?lang=fr', 'zh').problems, [{ param: 'lang', value: 'fr', fallback: 'zh' }]);
  assert.equal(serializeState({ ...DEFAULT_STATE, lang: 'zh', step: 3 }, 'zh'), '?step=3');
  assert.equal(serializeState({ ...DEFAULT_STATE, lang: 'en', step: 3 }, 'zh'), '?step=3&lang=en');
  // Without a reader's language (a share link), English is the default.
  assert.equal(serializeState({ ...DEFAULT_STATE, lang: 'zh' }), '?lang=zh');
  assert.equal(serializeState({ ...DEFAULT_STATE, lang: 'en' }), '');
});
