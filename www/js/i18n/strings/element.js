// The few sentences only the element shows, in English and Chinese (all the
// others come from ../i18n.js, shared with the page). Text only, never HTML.

import { normalizeLang } from '../i18n.js';

const STRINGS = {
  en: {
    solution: 'Solution {k} of the {n}-queens puzzle: {coords}',
    none: 'The {n}-queens puzzle has no solution.',
    // Either the wasm core or a stylesheet: the message says which file.
    loadError: 'The widget could not be loaded: {message}',
  },
  zh: {
    solution: '{n}皇后问题的第{k}个解：{coords}',
    none: '{n}皇后问题无解。',
    loadError: '无法加载组件：{message}',
  },
};

/** The element's own sentence `key` in `lang`, with {placeholders} filled. */
export function elementText(lang, key, params = {}) {
  const template = STRINGS[normalizeLang(lang)][key] ?? STRINGS.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
