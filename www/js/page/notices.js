// The notice under the header: what part of the link was not understood
// and what is shown instead. Problems come from the URL parser (and from
// the page: a step past the end, a count too large); their text is always
// set as text, never as HTML.

import { el } from '../ui/dom.js';
import { t, formatChoices, formatList } from '../i18n/i18n.js';
import { MAX_N, MAX_COUNT_N } from '../engine/limits.js';
import { PAGE_MODES, LANG_CODES, CODE_VIEW_NAMES, STEP_UNITS, THEMES, SPEEDS, QUIZ_ASKS } from '../engine/catalog.js';
import { PARAMS } from './url-state.js';

// The values a problem's parameter allows, as the notice lists them (engine/catalog.js).
const ALLOWED = { mode: PAGE_MODES, lang: LANG_CODES, code: CODE_VIEW_NAMES, by: STEP_UNITS, theme: THEMES, speed: SPEEDS, ask: QUIZ_ASKS };

/** The sentence for one problem, in `lang`; `mode` is the mode shown. */
export function noticeText(problem, { lang, mode }) {
  switch (problem.param) {
    case 'n':
      // The walkthrough always shows 4 queens: it uses no n, fallback or not.
      if (mode === 'walkthrough') return t(lang, 'notice.nUnused', { value: problem.value, max: MAX_N });
      return t(lang, 'notice.n', { value: problem.value, max: MAX_N, fallback: problem.fallback });
    case 'countN':
      return t(lang, 'notice.countN', { ...problem, max: MAX_COUNT_N });
    case 'lang':
      return t(lang, 'notice.lang', { ...problem, allowed: formatChoices(lang, ALLOWED.lang) });
    case 'mode':
    case 'code':
    case 'by':
    case 'ask':
    case 'theme':
    case 'speed':
      return t(lang, `notice.${problem.param}`, { ...problem, allowed: formatChoices(lang, ALLOWED[problem.param]) });
    case 'unknown':
      return t(lang, 'notice.unknown', { ...problem, params: formatList(lang, PARAMS) });
    case 'step':
    case 'stepPastEnd':
    case 'present':
    case 'repeated':
    case 'unknownMore':
      return t(lang, `notice.${problem.param}`, problem);
    default:
      return '';
  }
}

/**
 * The notice of `ui` (see layout.js). `focusAfterDismiss()` returns where
 * the keyboard focus goes when Dismiss hides the notice it was on.
 */
export function createNotice(ui, { focusAfterDismiss }) {
  const doc = ui.notice.ownerDocument;
  let problems = [];
  let shown = { lang: 'en', mode: 'walkthrough' };

  function render() {
    ui.notice.hidden = problems.length === 0;
    ui.noticeTitle.textContent = t(shown.lang, 'notice.title');
    ui.noticeDismiss.textContent = t(shown.lang, 'notice.dismiss');
    ui.noticeList.replaceChildren(...problems.map((problem) => el(doc, 'li', { text: noticeText(problem, shown) })));
  }

  ui.noticeDismiss.addEventListener('click', () => {
    // The hidden notice would drop the keyboard focus to the page.
    const hadFocus = doc.activeElement === ui.noticeDismiss;
    problems = [];
    render();
    if (hadFocus) focusAfterDismiss()?.focus();
  });

  return {
    get count() {
      return problems.length;
    },
    /** Replaces the problems (a new link). */
    set(list) {
      problems = [...list];
    },
    /** Adds one, shown with the next render(). */
    push(problem) {
      problems.push(problem);
    },
    /** Adds one and shows it at once. */
    add(problem) {
      problems.push(problem);
      render();
    },
    /** Draws the notice in `lang`, for `mode`. */
    render(lang, mode) {
      shown = { lang, mode };
      render();
    },
  };
}
