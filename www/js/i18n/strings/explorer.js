// The strings of the explorer toolbar (explorer.js), in English and Chinese.
// Plain data, no side effects (bundlers may drop a module imported only for
// its effects): that view imports this table and adds it to i18n.js with
// addStrings() when it is created; then t(lang, key) finds them.

export default {
  en: {
    'explore.title': 'Explore any n',
    'explore.n': 'Board size n',
    'explore.nextSolution': 'Next solution',
    'explore.seek': 'Go to step',
    'explore.seekGo': 'Go',
    'explore.seekRange': 'Enter a whole step from 0 to {max}: step {max} is the last.',
    'explore.seekWhole': 'Enter a whole step, 0 or more.',
    'explore.searching': 'Searching…',
    'explore.noMore': 'No more solutions: the search is complete.',
    'explore.totalPending': 'Counting the events of the whole search…',
    'explore.totalKnown': 'The whole search has {total} events.',
    'explore.totalOpen': 'The whole search has more than {total} events (the ones known so far; all of them are too many to count here).',
    // Stepped by line, a program's steps are the lines it runs.
    'explore.totalPending.line': 'Counting the lines the whole program runs…',
    'explore.totalKnown.line': 'The whole program runs {total} lines.',
    'explore.totalOpen.line': 'The whole program runs more than {total} lines (the ones known so far; all of them are too many to count here).',
  },
  zh: {
    'explore.title': '探索任意 n',
    'explore.n': '棋盘大小 n',
    'explore.nextSolution': '下一个解',
    'explore.seek': '跳到第几步',
    'explore.seekGo': '跳转',
    'explore.seekRange': '请输入 0 到 {max} 之间的整数：第 {max} 步是最后一步。',
    'explore.seekWhole': '请输入 0 或更大的整数。',
    'explore.searching': '搜索中…',
    'explore.noMore': '没有更多解了：搜索已完成。',
    'explore.totalPending': '正在统计整个搜索的步数…',
    'explore.totalKnown': '整个搜索共有 {total} 步。',
    'explore.totalOpen': '整个搜索超过 {total} 步（这是目前已知的步数；全部步数太多，这里不统计）。',
    'explore.totalPending.line': '正在统计整个程序执行的行数…',
    'explore.totalKnown.line': '整个程序共执行 {total} 行。',
    'explore.totalOpen.line': '整个程序执行超过 {total} 行（这是目前已知的行数；全部行数太多，这里不统计）。',
  },
};
