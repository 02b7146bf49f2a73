// The one mapping page state ⇄ element attributes (www/js/engine/shell-link.js),
// checked both ways against the two parsers it sits between: the page's URL
// parser (page/url-state.js) and the element's attribute parser
// (element/options.js), over every mode, language and code view of the catalog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { elementAttributes, pageStateFor, pageQuery, boardSizeFor, continueView } from '../../../www/js/engine/shell-link.js';
import { parseOptions } from '../../../www/js/element/options.js';
import { attributesFromQuery, ignoredQuery, ignoredQueryMessage } from '../../../www/js/element/embed-query.js';
import { parseState, serializeState } from '../../../www/js/page/url-state.js';
import { MODES, PAGE_MODES, ELEMENT_MODES, LANG_CODES, CODE_VIEW_NAMES, DEFAULT_CODE_VIEW, SPEEDS, DEFAULT_SPEED_INDEX, THEMES, DEFAULT_QUIZ_ASK } from '../../../www/js/engine/catalog.js';

const optionsOf = (attributes) => {
  const map = new Map(attributes);
  return parseOptions((name) => (map.has(name) ? map.get(name) : null));
};
const isPlayer = (mode) => MODES.find((entry) => entry.name === mode).kind === 'player';

/** Page states over every page mode, a few sizes and steps, every language, code view and step unit. */
function* pageStates() {
  for (const mode of PAGE_MODES) {
    for (const n of [1, 4, 5, 8, 12]) {
      for (const [i, lang] of LANG_CODES.entries()) {
        const code = isPlayer(mode) ? CODE_VIEW_NAMES[(n + i) % CODE_VIEW_NAMES.length] : DEFAULT_CODE_VIEW;
        // Step 7 is stepped by line (by="line", ?by=line), step 0 by event;
        // the speed (a player's) and the colour scheme go round too.
        const theme = THEMES[(n + i) % THEMES.length];
        for (const step of isPlayer(mode) ? [0, 7] : [0]) {
          const speed = isPlayer(mode) ? SPEEDS[(n + step) % SPEEDS.length] : SPEEDS[DEFAULT_SPEED_INDEX];
          yield { mode, n, step, lang, code, by: step === 7 ? 'line' : 'event', ask: DEFAULT_QUIZ_ASK, speed, theme, present: false };
        }
      }
    }
  }
}

test('page state → attributes → element options → page state: the same view', () => {
  let checked = 0;
  for (const state of pageStates()) {
    const options = optionsOf(elementAttributes(state));
    assert.equal(options.mode, state.mode, JSON.stringify(state));
    assert.equal(options.n, boardSizeFor(state));
    assert.equal(options.lang, state.lang);
    if (isPlayer(state.mode)) assert.equal(options.codeView, state.code);
    assert.equal(options.by, state.by);
    assert.equal(SPEEDS[options.speedIndex], state.speed);
    assert.equal(options.theme, state.theme);
    const back = pageStateFor(options, options.step);
    assert.equal(boardSizeFor(back), boardSizeFor(state), JSON.stringify({ state, back }));
    assert.deepEqual({ ...back, n: boardSizeFor(back) }, { ...state, n: boardSizeFor(state) });
    // The link the embed writes opens that state on the page.
    const reopened = parseState(pageQuery(back)).state;
    assert.deepEqual({ ...reopened, n: boardSizeFor(reopened) }, { ...state, n: boardSizeFor(state) });
    checked += 1;
  }
  assert.ok(checked > 50, `${checked} states`);
});

test('element options → page state → attributes → element options: the same board, step, language and code', () => {
  for (const mode of ELEMENT_MODES) {
    for (const n of [3, 4, 6]) {
      const options = optionsOf([['mode', mode], ['n', String(n)], ['step', '5'], ['lang', 'zh'], ['code', 'flags']]);
      const state = pageStateFor(options, 5);
      assert.ok(PAGE_MODES.includes(state.mode), `${mode} has a page mode`);
      // The walkthrough of another n and the board figure are the explorer on the page.
      const expected = mode === 'board' || (mode === 'walkthrough' && n !== 4) ? 'explore' : mode;
      assert.equal(state.mode, expected, `${mode} n=${n}`);
      const again = optionsOf(elementAttributes(state));
      assert.equal(again.n, options.n, `${mode} n=${n}`);
      assert.equal(again.lang, 'zh');
      if (isPlayer(state.mode)) {
        assert.equal(again.step, 5);
        assert.equal(again.codeView, 'flags');
      }
    }
  }
});

test('the full-page link names its n, and says nothing that is a default', () => {
  assert.equal(pageQuery(pageStateFor(optionsOf([['n', '6'], ['lang', 'zh']]), 5)), '?mode=explore&n=6&step=5&lang=zh');
  assert.equal(pageQuery(pageStateFor(optionsOf([]), 3)), '?step=3');
  assert.equal(pageQuery(pageStateFor(optionsOf([]), null)), '');
  assert.equal(pageQuery(pageStateFor(optionsOf([['mode', 'explore']]), null)), '?mode=explore&n=8');
  // The page's own serialisation leaves a default n out; both open the same state.
  assert.equal(serializeState(parseState('?mode=explore&n=8').state), '?mode=explore');
});

test('the embed query: the element\'s names, booleans off only when said so, long values dropped', () => {
  assert.deepEqual(attributesFromQuery('?n=6&narration&tree=0&code=flags&lang=zh&bogus=1'), [
    ['n', '6'],
    ['lang', 'zh'],
    ['narration', ''],
    ['code', 'flags'],
  ]);
  assert.deepEqual(attributesFromQuery('?code=off&autoplay=yes'), [['autoplay', '']]);
  assert.deepEqual(attributesFromQuery(`?mode=${'x'.repeat(101)}`), []);
  // Every page state's snippet survives the embed's query: the iframe shows what the element shows.
  for (const state of pageStates()) {
    const attributes = elementAttributes(state);
    const query = attributes.map(([name, value]) => (value === '' ? name : `${name}=${encodeURIComponent(value)}`)).join('&');
    assert.deepEqual(optionsOf(attributesFromQuery(`?${query}`)), optionsOf(attributes), query);
  }
});

test('the embed query: a boolean that is neither on nor off is ignored (left off) and told', () => {
  // On: nothing, 1, true, yes, on; off: 0, false, no, off (docs/embedding.md), in any case.
  for (const on of ['narration', 'narration=', 'narration=1', 'narration=TRUE', 'narration=yes', 'narration=on']) {
    assert.deepEqual(attributesFromQuery(`?${on}`), [['narration', '']], on);
    assert.deepEqual(ignoredQuery(`?${on}`), [], on);
  }
  for (const off of ['narration=0', 'narration=false', 'narration=No', 'narration=off']) {
    assert.deepEqual(attributesFromQuery(`?${off}`), [], off);
    assert.deepEqual(ignoredQuery(`?${off}`), [], off);
  }
  for (const name of ['autoplay', 'narration', 'tree', 'code']) {
    assert.deepEqual(attributesFromQuery(`?${name}=maybe`), [], name);
    const [entry] = ignoredQuery(`?${name}=maybe`);
    assert.deepEqual([entry.name, entry.value], [name, 'maybe']);
    assert.match(ignoredQueryMessage(entry), new RegExp(`^embed\\.html: ${name}=maybe is ignored \\(the default is used\\): ${name} takes nothing \\(&${name}\\), 1, true, yes or on to turn it on; 0, false, no or off to leave it off`));
  }
  // code also takes a view's name; the message lists them.
  assert.deepEqual(ignoredQuery('?code=Flags'), []);
  assert.match(ignoredQueryMessage(ignoredQuery('?code=flag')[0]), /or a code view \(recursive, booleans, .*brute\)\.$/);
  // A value too long to be valid is dropped, and told (shortened).
  const [long] = ignoredQuery(`?mode=${'x'.repeat(101)}`);
  assert.deepEqual([long.name, long.value, long.allowed], ['mode', `${'x'.repeat(32)}…`, 'at most 100 characters']);
  // The rest goes to the element, which tells its own ignored values.
  assert.deepEqual(ignoredQuery('?n=abc&controls=foo&lang=fr&bogus=1'), []);
});

test('free play continues in the walkthrough on the notes\' 4 queens, else in the explorer, at that step', () => {
  assert.deepEqual(continueView({ n: 4, step: 9 }), { mode: 'walkthrough', n: 4, step: 9 });
  assert.deepEqual(continueView({ n: 5, step: 30 }), { mode: 'explore', n: 5, step: 30 });
  // On the page, that state shows exactly that board at that step.
  for (const n of [4, 5, 8]) {
    const state = { ...parseState('').state, ...continueView({ n, step: 3 }) };
    assert.equal(boardSizeFor(state), n);
    assert.equal(parseState(serializeState(state)).state.step, 3);
  }
});
