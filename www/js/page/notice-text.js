// The notice's sentences (page/notices.js): one per problem of the link,
// in the page's language, with the values engine/catalog.js allows. Its own
// module, with its strings (i18n/strings/notice.js): the page imports it
// only when there is a notice to show. Pure: no DOM.

import { t, formatChoices, formatList, addStrings } from '../i18n/i18n.js';
import NOTICE_STRINGS from '../i18n/strings/notice.js';
import { MAX_N, MAX_COUNT_N, MAX_QUIZ_N } from '../engine/limits.js';
import { PAGE_MODES, LANG_CODES, CODE_VIEW_NAMES, STEP_UNITS, THEMES, SPEEDS, QUIZ_ASKS } from '../engine/catalog.js';
import { PARAMS } from './url-state.js';

/** The notice's title and its Dismiss button, in `lang`. */
export function noticeChrome(lang) {
  addStrings(NOTICE_STRINGS); // idempotent; here, not at import, so no bundler drops it
  return { title: t(lang, 'notice.title'), dismiss: t(lang, 'notice.dismiss') };
}

// The values a problem's parameter allows, as the notice lists them (engine/catalog.js).
const ALLOWED = { mode: PAGE_MODES, lang: LANG_CODES, code: CODE_VIEW_NAMES, by: STEP_UNITS, theme: THEMES, speed: SPEEDS, ask: QUIZ_ASKS };

/** The sentence for one problem, in `lang`; `mode` is the mode shown. */
export function noticeText(problem, { lang, mode }) {
  addStrings(NOTICE_STRINGS);
  switch (problem.param) {
    case 'n':
      // The walkthrough always shows 4 queens: it uses no n, fallback or not.
      if (mode === 'walkthrough') return t(lang, 'notice.nUnused', { value: problem.value, max: MAX_N });
      return t(lang, 'notice.n', { value: problem.value, max: MAX_N, fallback: problem.fallback });
    case 'countN':
      return t(lang, 'notice.countN', { ...problem, max: MAX_COUNT_N });
    case 'quizN':
      return t(lang, 'notice.quizN', { ...problem, max: MAX_QUIZ_N });
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

