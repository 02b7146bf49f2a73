// The one mapping between the page's state (page/url-state.js: mode, n,
// step, lang, code, by, speed, theme) and the element's attributes (element/options.js), both
// ways: the share dialog turns the page's view into <n-queens> attributes
// (page/share-snippets.js), and the iframe embed links back to the full page
// at the step it shows (www/embed.js). Pure, no DOM; the values it gets are
// already parsed by url-state.js or options.js, so it parses nothing.
// tests/node/unit/shell-link.test.mjs checks the round trips.

import { DEFAULT_CODE_VIEW, DEFAULT_LANG, DEFAULT_MODE, DEFAULT_N, DEFAULT_STEP_UNIT, DEFAULT_THEME, DEFAULT_QUIZ_ASK, SPEEDS, DEFAULT_SPEED_INDEX, modeEntry } from './catalog.js';

const DEFAULT_SPEED = SPEEDS[DEFAULT_SPEED_INDEX];
import { boardSizeFor } from './limits.js';

// The share dialog's element shows the search tree while it stays readable
// (the element draws it up to n = 8, ui/search-tree.js).
const SHARED_TREE_MAX_N = 6;

// The board size a page state shows (limits.js: the page's first board needs it, not this module).
export { boardSizeFor };

/**
 * The element's attributes showing page state `state`, in order: [name,
 * value] pairs (value '' for a boolean). The modes with the step player
 * (kind 'player') show the narration and the code like the page, and the
 * search tree on small boards.
 */
export function elementAttributes(state) {
  const n = boardSizeFor(state);
  const attributes = [['mode', state.mode], ['n', String(n)]];
  if (modeEntry(state.mode)?.kind === 'player') {
    if (state.step > 0) attributes.push(['step', String(state.step)]);
    attributes.push(['narration', '']);
    if (n <= SHARED_TREE_MAX_N) attributes.push(['tree', '']);
    attributes.push(['code', state.code && state.code !== DEFAULT_CODE_VIEW ? state.code : '']);
    if (state.by && state.by !== DEFAULT_STEP_UNIT) attributes.push(['by', state.by]);
    if (state.speed && state.speed !== DEFAULT_SPEED) attributes.push(['speed', String(state.speed)]);
  }
  if (state.lang !== DEFAULT_LANG) attributes.push(['lang', state.lang]);
  if (state.theme && state.theme !== DEFAULT_THEME) attributes.push(['theme', state.theme]);
  return attributes;
}

/**
 * The page state showing what an element with `options` (parseOptions)
 * shows at `step` (null: none yet). The page has no board figure, and its
 * walkthrough is always 4 queens: those are the explorer there.
 */
export function pageStateFor({ mode, n, lang, codeView, by, speedIndex, theme }, step) {
  const onPage = modeEntry(mode)?.shells.includes('page');
  const fixed = modeEntry(mode)?.pageFixedN;
  const pageMode = !onPage || (fixed && n !== modeEntry(mode).defaultN) ? 'explore' : mode;
  return {
    mode: pageMode,
    n: modeEntry(pageMode).pageFixedN ? DEFAULT_N : n,
    step: step > 0 ? step : 0,
    lang,
    code: codeView ?? DEFAULT_CODE_VIEW,
    by: by ?? DEFAULT_STEP_UNIT,
    ask: DEFAULT_QUIZ_ASK, // the element has no ask attribute: its quiz asks the default kind
    speed: SPEEDS[speedIndex] ?? DEFAULT_SPEED,
    theme: theme ?? DEFAULT_THEME,
    present: false,
  };
}

/**
 * Where free play's "Continue the search from here" goes, in either shell:
 * the search at `step` with those queens, in the walkthrough when it is the
 * notes' board (the walkthrough always shows 4 queens), else the explorer.
 */
export function continueView({ n, step }) {
  const walkthrough = modeEntry(DEFAULT_MODE);
  return { mode: walkthrough.pageFixedN && n === walkthrough.defaultN ? DEFAULT_MODE : 'explore', n, step };
}

/**
 * The full page's query for a page state, as the embed's "open the full
 * page" link writes it: like url-state.js's serializeState, but every mode
 * but the walkthrough names its n, so the link says which board it opens.
 */
export function pageQuery(state) {
  const params = new URLSearchParams();
  if (state.mode !== DEFAULT_MODE) params.set('mode', state.mode);
  if (state.mode !== DEFAULT_MODE) params.set('n', String(state.n));
  if (state.step > 0) params.set('step', String(state.step));
  if (state.lang !== DEFAULT_LANG) params.set('lang', state.lang);
  if (state.code && state.code !== DEFAULT_CODE_VIEW) params.set('code', state.code);
  if (state.by && state.by !== DEFAULT_STEP_UNIT) params.set('by', state.by);
  if (state.speed && state.speed !== DEFAULT_SPEED) params.set('speed', String(state.speed));
  if (state.theme && state.theme !== DEFAULT_THEME) params.set('theme', state.theme);
  const query = params.toString();
  return query ? `?${query}` : '';
}
