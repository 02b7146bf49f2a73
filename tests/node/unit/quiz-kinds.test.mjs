// The quiz's kinds of question (www/js/ui/quiz/quiz-kinds.js, quiz-session.js
// over quiz-source.js) checked against independent truth: a plain-JS
// backtracking written here for the search's events and attackers, and the
// Python oracle's line-by-line traces (tests/programs/expected/, made by
// tests/programs/oracle/trace.py) for the lines and the variables. Never
// the page's own output.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import init, * as api from '../../../www/nqueens.js';
import { addStrings, t } from '../../../www/js/i18n/i18n.js';
import LEARN from '../../../www/js/i18n/strings/learn.js';
import CODE from '../../../www/js/i18n/strings/code.js';
import { createQuizSession } from '../../../www/js/ui/quiz/quiz-session.js';
import { openQuizSource } from '../../../www/js/ui/quiz/quiz-source.js';
import { promptText, feedbackText } from '../../../www/js/ui/quiz/quiz-prompts.js';
import { quizCells } from '../../../www/js/ui/quiz/quiz-model.js';
import { attackersOf } from '../../../www/js/ui/quiz/quiz-kinds.js';

before(async () => {
  await init({ module_or_path: await readFile(new URL('../../../www/pkg/nqueens_bg.wasm', import.meta.url)) });
  addStrings(LEARN);
  addStrings(CODE);
});

// ---- independent truth ------------------------------------------------

// The notes' search, written here: every event with the board before it.
function simulate(n) {
  const events = [];
  const cols = [];
  const hits = (row, col) =>
    cols.flatMap((c, r) => (c === col ? [`${r}:column`] : r - c === row - col ? [`${r}:diagonal`] : r + c === row + col ? [`${r}:anti-diagonal`] : []));
  (function search(row) {
    if (row === n) return void events.push({ kind: 'solution' });
    for (let col = 0; col < n; col += 1) {
      const attackers = hits(row, col);
      if (attackers.length > 0) {
        events.push({ kind: 'reject', row, col, attackers });
        continue;
      }
      events.push({ kind: 'place', row, col });
      cols.push(col);
      search(row + 1);
      cols.pop();
      events.push({ kind: 'remove', row, col });
    }
  })(0);
  return events;
}

const ANSWER = { place: 'place', reject: 'prune', remove: 'backtrack' };

// The oracle's canonical text of a program's run: one entry per line step.
function oracle(view, n) {
  const text = readFileSync(new URL(`../../programs/expected/${view}-n${n}.txt`, import.meta.url), 'utf8');
  return text.split('\n').filter((line) => /^\d+\|/.test(line));
}

// Splits "a=1, b=[1, 2], s=\"x, y\"" at its top-level commas.
function splitTop(text) {
  const parts = [];
  let depth = 0;
  let quote = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === '"') quote = false;
    } else if (ch === '"') quote = true;
    else if (ch === '[' || ch === '(') depth += 1;
    else if (ch === ']' || ch === ')') depth -= 1;
    else if (depth === 0 && text.startsWith(', ', i)) {
      parts.push(text.slice(start, i));
      start = i + 2;
    }
  }
  if (text.slice(start)) parts.push(text.slice(start));
  return parts;
}

const vars = (list) => new Map(splitTop(list).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));

// The value the oracle's step text gives `name` ("k" or "a[k]"): the innermost frame first, then the globals.
function oracleValue(stepText, name) {
  const [, framesText, globalsText] = stepText.split('|');
  const frames = framesText.split(' > ');
  const inner = frames.at(-1);
  const locals = vars(inner.slice(inner.indexOf('(') + 1, -1));
  const globals = vars(globalsText);
  const lookup = (v) => (locals.has(v) ? locals.get(v) : globals.get(v));
  const cell = name.match(/^(\w+)\[(\w+)\]$/);
  if (!cell) return lookup(name);
  const cells = lookup(cell[1]).slice(1, -1).split(', ');
  return cells[Number(locals.get(cell[2]))];
}

const narrate = ({ event }) => `narrated ${event.kind}`;
const seeded = (seed) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

function open(view, n, ask) {
  const search = openQuizSource(api, { view, n, lang: 'en' });
  return { search, quiz: createQuizSession(search, { narrate, ask, random: seeded(7) }) };
}

// ---- the tests ---------------------------------------------------------

test('attackersOf agrees with the simulation on every pruned square (n = 4, 5)', () => {
  for (const n of [4, 5]) {
    const cols = [];
    for (const e of simulate(n)) {
      if (e.kind === 'place') cols.push(e.col);
      if (e.kind === 'remove') cols.pop();
      if (e.kind === 'reject') assert.deepEqual(attackersOf(cols, e.row, e.col).map((a) => `${a.row}:${a.line}`), e.attackers);
    }
  }
});

test('next: the expected answers of the Stepper and of every code view that searches like the notes equal the simulation (n = 4, 5)', () => {
  for (const view of [null, 'recursive', 'flags', 'iterative', 'list', 'bitmask']) {
    for (const n of [4, 5]) {
      const asked = simulate(n).filter((e) => ANSWER[e.kind]);
      const { search, quiz } = open(view, n, 'next');
      for (const e of asked) {
        const q = quiz.current();
        assert.equal(q?.kind, 'next', `${view} n=${n}`);
        assert.deepEqual([q.event.kind, q.event.row, q.event.col], [e.kind, e.row, e.col], `${view} n=${n}`);
        quiz.choose(ANSWER[e.kind]);
      }
      assert.equal(quiz.current(), null);
      assert.deepEqual([quiz.state.right, quiz.state.asked], [asked.length, asked.length]);
      assert.deepEqual(quiz.state.byKind.next, { right: asked.length, asked: asked.length });
      search.free();
    }
  }
});

test('nothing gives a backtrack away: its prompt equals a placement’s in the same row, and the board marks no square and no row', () => {
  const tr = (key, params) => t('en', key, params);
  for (const n of [4, 5]) {
    const { search, quiz } = open('recursive', n, 'next');
    const prompts = { place: new Map(), remove: new Map(), reject: new Map() };
    let backtracks = 0;
    while (quiz.current()) {
      const q = quiz.current();
      const text = promptText(tr, q, { state: quiz.state, solutions: 0, program: search.program, view: 'recursive' });
      if (!q.focus.full) {
        prompts[q.event.kind].set(q.focus.row, text);
        const cells = quizCells({ n, queens: search.queens, focus: q.focus, tried: quiz.tried() }, tr);
        assert.ok(cells.every((c) => !c.classes.includes('is-exhausted') && c.glyph !== '?' && !c.current), 'no highlight');
        assert.doesNotMatch(text, /untried|no square|nothing left/i);
      }
      if (q.event.kind === 'remove' && !q.focus.full) backtracks += 1;
      quiz.choose(ANSWER[q.event.kind]);
    }
    assert.ok(backtracks > 0);
    for (const [row, text] of prompts.remove) {
      if (prompts.place.has(row)) assert.equal(text, prompts.place.get(row), `row ${row + 1}`);
      if (prompts.reject.has(row)) assert.equal(text, prompts.reject.get(row), `row ${row + 1}`);
    }
    assert.ok([...prompts.remove.keys()].some((row) => prompts.place.has(row)));
    search.free();
  }
});

test('attacker: every pruned square is asked, and the queens accepted are exactly the simulation’s attackers (n = 4, 5)', () => {
  for (const view of [null, 'recursive', 'flags']) {
    for (const n of [4, 5]) {
      const rejects = simulate(n).filter((e) => e.kind === 'reject');
      const { search, quiz } = open(view, n, 'attacker');
      for (const e of rejects) {
        const q = quiz.current();
        assert.equal(q.kind, 'attacker');
        assert.deepEqual([q.row, q.col], [e.row, e.col]);
        assert.deepEqual(q.accepted.map((a) => `${a.row}:${a.line}`), e.attackers, `${view} n=${n} (${e.row},${e.col})`);
        // A queen that does not attack is wrong, and explained.
        const innocent = search.queens.findIndex((c, r) => !e.attackers.some((a) => a.startsWith(`${r}:`)));
        if (innocent >= 0) {
          quiz.choose({ row: innocent, line: 'column' });
          assert.equal(quiz.state.mistake.key, 'quiz.why.attacker.notAttacking');
        }
        const [row, line] = e.attackers.at(-1).split(':');
        quiz.choose({ row: Number(row), line });
        assert.equal(quiz.state.mistake, null);
      }
      assert.equal(quiz.current(), null);
      assert.equal(quiz.state.byKind.attacker.asked, rejects.length);
      search.free();
    }
  }
});

test('line: the line shown and the line expected next are the oracle trace’s, step by step (n = 4, 5)', () => {
  for (const view of ['recursive', 'flags']) {
    for (const n of [4, 5]) {
      const trace = oracle(view, n);
      const { search, quiz } = open(view, n, 'line');
      let asked = 0;
      while (quiz.current()) {
        const q = quiz.current();
        assert.equal(q.kind, 'line');
        const here = Number(trace[q.lineStep - 1].split('|')[0]);
        const next = Number(trace[q.lineStep].split('|')[0]);
        assert.deepEqual([q.line, q.expected], [here, next], `${view} n=${n} step ${q.lineStep}`);
        assert.ok(q.choices.includes(next) && q.choices.length === 4);
        const wrong = q.choices.find((l) => l !== next);
        quiz.choose(wrong);
        assert.equal(quiz.state.mistake.key, 'quiz.why.line');
        quiz.choose(next);
        asked += 1;
      }
      // Every line step but the first (line 0 before it) and the last (nothing after it) was asked.
      assert.equal(asked, trace.length - 1, `${view} n=${n}`);
      search.free();
    }
  }
});

test('variable: the value expected is the oracle trace’s at that step (k, a[k], b/c/d cells, masks; n = 4, 5)', () => {
  const names = new Set();
  for (const view of ['flags', 'iterative', 'bitmask', 'recursive']) {
    for (const n of [4, 5]) {
      const trace = oracle(view, n);
      const { search, quiz } = open(view, n, 'variable');
      let asked = 0;
      while (quiz.current()) {
        const q = quiz.current();
        assert.equal(q.kind, 'variable');
        assert.equal(q.expected, oracleValue(trace[q.lineStep - 1], q.name), `${view} n=${n} ${q.name} at step ${q.lineStep}`);
        assert.ok(q.choices.includes(q.expected));
        names.add(`${view}:${q.name}`);
        quiz.choose(q.expected);
        asked += 1;
      }
      assert.ok(asked > 10, `${view} n=${n}: ${asked}`);
      search.free();
    }
  }
  for (const name of ['flags:k', 'iterative:a[k]', 'bitmask:cols', 'flags:b[j]']) assert.ok(names.has(name), `${name} asked in ${[...names]}`);
  // Found trying it as a learner: "what does c[i] hold" in the flags view,
  // whose program only reads c[i + j]: only cells written so are asked.
  assert.ok(!names.has('flags:c[i]') && !names.has('flags:d[i]'), [...names].join(' '));
});

// Each program's functions and their parameters, written here from the
// notes' programs (src/programs/sources/): the oracle lists a frame's
// parameters first, then its locals.
const SIGNATURES = {
  recursive: { placeQueens: ['n'], place: ['row'], isValid: ['row', 'col'], show: [] },
  flags: { queen3: [], try: ['i'], output: [] },
  iterative: { queen2: [], backdate: ['n'], check: ['k'], output: ['n'] },
};

// The call the oracle's step text is in: its innermost frame with its
// parameters' values (the one named `hide` by its name), and its depth.
function oracleCall(view, stepText, hide) {
  const frames = stepText.split('|')[1].split(' > ');
  const inner = frames.at(-1);
  const name = inner.slice(0, inner.indexOf('('));
  const values = vars(inner.slice(inner.indexOf('(') + 1, -1));
  const args = SIGNATURES[view][name].map((p) => (p === hide ? p : values.get(p)));
  return { call: `${name}(${args.join(', ')})`, depth: frames.length };
}

test('line and variable: the question names its call precisely (the oracle’s innermost frame and depth), in English and Chinese', () => {
  const tr = (lang) => (key, params) => t(lang, key, params);
  for (const [view, ask] of [['recursive', 'line'], ['recursive', 'variable'], ['iterative', 'variable'], ['flags', 'line']]) {
    const trace = oracle(view, 4);
    const { search, quiz } = open(view, 4, ask);
    let named = 0;
    for (let i = 0; i < 150 && quiz.current(); i += 1) {
      const q = quiz.current();
      const truth = oracleCall(view, trace[q.lineStep - 1], ask === 'variable' ? q.name : null);
      if (ask === 'line' || q.scope) {
        assert.deepEqual({ call: q.call.call, depth: q.call.depth }, truth, `${view} ${ask} step ${q.lineStep}`);
        const context = { state: quiz.state, solutions: 0, program: search.program, view };
        const en = promptText(tr('en'), q, context);
        const zh = promptText(tr('zh'), q, context);
        assert.ok(en.includes(`in the call ${truth.call} `) && en.includes(`depth ${truth.depth} of the call stack`), en);
        assert.ok(zh.includes(`调用 ${truth.call}（`) && zh.includes(`调用栈第 ${truth.depth} 层`), zh);
        // A variable question never names the asked parameter's value in the call.
        if (ask === 'variable') assert.ok(!/\bin \w+\(\)/.test(en), en);
        named += 1;
      }
      // The code box marks the line in question, its callers' lines shaded: the oracle's.
      assert.equal(q.line, Number(trace[q.lineStep - 1].split('|')[0]));
      quiz.choose(q.expected);
    }
    assert.ok(named > 20, `${view} ${ask}: ${named}`);
    search.free();
  }
});

test('mixed: every kind is asked, and each kind keeps its own score', () => {
  const { search, quiz } = open('flags', 5, 'mixed');
  const seen = new Set();
  for (let i = 0; i < 200 && quiz.current(); i += 1) {
    const q = quiz.current();
    seen.add(q.kind);
    const right = { next: () => ANSWER[q.event.kind], attacker: () => q.accepted[0], line: () => q.expected, variable: () => q.expected }[q.kind]();
    quiz.choose(right);
  }
  assert.deepEqual([...seen].sort(), ['attacker', 'line', 'next', 'variable']);
  const total = Object.values(quiz.state.byKind).reduce((sum, k) => sum + k.asked, 0);
  assert.equal(total, quiz.state.asked);
  search.free();
});

test('a random start that lands just before a solution still says where the questions start (the solution is shown on the way)', () => {
  const run = new api.ProgramRun('recursive', 6);
  let event = run.stepEvent();
  while (event.kind !== 'solution') event = run.stepEvent();
  const solutionStep = run.eventStep;
  run.free();
  const { search, quiz } = open('recursive', 6, 'next');
  let left = solutionStep - 1;
  while ((left = quiz.jump(left, 200)) > 0);
  assert.ok(search.position >= solutionStep, 'the solution was applied, not asked');
  assert.deepEqual(quiz.feedback, { key: 'quiz.random.done', params: { k: search.position } });
  assert.ok(quiz.current());
  search.free();
});

test('a random start lands inside the search and asks from there', () => {
  const { search, quiz } = open('recursive', 6, 'next');
  let left = 500;
  while ((left = quiz.jump(left, 200)) > 0);
  assert.equal(search.position, 500);
  assert.equal(quiz.feedback.key, 'quiz.random.done');
  assert.ok(quiz.current());
  search.free();
});

test('a variable quiz starts after the first event, and its first words say what the board holds then', () => {
  // The notes' flags program places queen 1 at (1,1) before any variable is
  // worth asking: "The board is empty" would contradict the board.
  for (const view of ['flags', 'recursive']) {
    const { search, quiz } = open(view, 4, 'variable');
    assert.ok(search.position > 0);
    const first = simulate(4).find((e) => e.kind === 'place');
    assert.deepEqual(Array.from(search.queens), [first.col]);
    assert.deepEqual(quiz.feedback, { key: 'quiz.start.placed', params: { queens: [first.col] } });
    assert.equal(t('en', quiz.feedback.key, { coords: '(1,1)' }), 'The program has run to its first question. Queens on the board: (1,1).');
    search.free();
  }
  // A quiz of next steps starts on the empty board.
  const { search, quiz } = open('flags', 4, 'next');
  assert.equal(search.position, 0);
  assert.deepEqual(quiz.feedback, { key: 'quiz.start', params: {} });
  search.free();
});

// Found by a teacher: the quiz could not show the answer without a pick
// that counted. Show the answer reveals what the verdict accepts (a second
// round, in step, answers with it and is right every time), in words with no
// placeholder left, and leaves the score at 0 / 0.
function revealedChoice(question, params) {
  if (question.kind === 'next') return params.rightAnswerName;
  if (question.kind === 'attacker') return { row: params.ar - 1, line: params.lineName };
  if (question.kind === 'line') return params.next;
  return params.value;
}

test('Show the answer: the verdict accepts the answer shown, for every kind and question, and nothing is scored (n = 4, 5)', () => {
  for (const view of [null, 'recursive', 'bitmask']) {
    for (const ask of ['next', 'attacker', 'line', 'variable', 'mixed']) {
      if (!view && (ask === 'line' || ask === 'variable')) continue;
      for (const n of [4, 5]) {
        const shown = open(view, n, ask);
        const answered = open(view, n, ask);
        let count = 0;
        for (let question = shown.quiz.current(); question; question = shown.quiz.current(), count += 1) {
          shown.quiz.reveal();
          const { feedback } = shown.quiz;
          // A solution reached right after is shown instead, as after a right answer.
          if (feedback.key === 'quiz.shown.solution') {
            answered.quiz.choose(question.kind === 'next' ? ANSWER[question.event.kind] : question.kind === 'attacker' ? question.accepted[0] : question.expected);
            continue;
          }
          assert.equal(feedback.key.startsWith(`quiz.revealed.${question.kind}`), true, feedback.key);
          for (const lang of ['en', 'zh']) {
            const words = feedbackText((key, params) => t(lang, key, params), feedback, null, lang);
            assert.doesNotMatch(words, /\{[A-Za-z]+\}|undefined/, `${view} ${ask} n=${n} ${lang}: ${words}`);
          }
          answered.quiz.choose(revealedChoice(question, feedback.params));
          assert.match(answered.quiz.feedback.key, /^quiz\.right/, `${view} ${ask} n=${n} question ${count}`);
        }
        assert.ok(count > 10, `${view} ${ask} n=${n}: ${count} questions`);
        assert.equal(answered.quiz.current(), null);
        assert.deepEqual([shown.quiz.state.right, shown.quiz.state.asked, shown.quiz.state.bestStreak], [0, 0, 0]);
        assert.deepEqual(answered.quiz.state.right, count);
        shown.search.free();
        answered.search.free();
      }
    }
  }
});

test('Show the answer after a wrong answer: that answer counted, the reveal does not; the streak ends', () => {
  const { search, quiz } = open(null, 4, 'next');
  quiz.choose('place'); // right
  quiz.choose('place'); // wrong: (2,1) is pruned
  assert.deepEqual([quiz.state.right, quiz.state.asked, quiz.state.streak], [1, 2, 0]);
  quiz.choose('prune');
  quiz.choose('prune'); // right: (2,2)
  assert.equal(quiz.state.streak, 1);
  quiz.reveal();
  assert.deepEqual([quiz.state.right, quiz.state.asked, quiz.state.streak, quiz.state.bestStreak, quiz.state.mistake], [2, 3, 0, 1, null]);
  assert.equal(quiz.feedback.params.rightAnswerName, 'place');
  assert.equal(t('en', quiz.feedback.key, { ...quiz.feedback.params, rightAnswerName: 'Place' }).startsWith('The answer: Place. narrated place'), true);
  quiz.dropNarration(); // a language switch: the answer stays, the old language's narration goes
  assert.equal(feedbackText((key, params) => t('en', key, params), quiz.feedback, null, 'en'), 'The answer: Place.  (Shown, not scored.)');
  search.free();
});
