// The few sentences only the <n-queens> element shows, in English and
// Chinese (all the others are shared with the page). Plain data: the
// element adds the table with addStrings() and shows it through t().
// Text only, never HTML.

export default {
  en: {
    'element.solution': 'Solution {k} of the {n}-queens puzzle: {coords}',
    'element.none': 'The {n}-queens puzzle has no solution.',
    // Either the wasm core or a stylesheet: the message says which file.
    'element.loadError': 'The widget could not be loaded: {message}',
  },
  zh: {
    'element.solution': '{n}皇后问题的第{k}个解：{coords}',
    'element.none': '{n}皇后问题无解。',
    'element.loadError': '无法加载组件：{message}',
  },
};
