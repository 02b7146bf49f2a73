// The strings of the strategies table (strategies-view.js), in English and Chinese.
// Plain data, no side effects (bundlers may drop a module imported only for
// its effects): that view imports this table and adds it to i18n.js with
// addStrings() when it is created; then t(lang, key) finds them.

export default {
  en: {
    'strat.title': 'Strategies compared',
    'strat.run': 'Run comparison',
    'strat.running': 'Running…',
    'strat.col.strategy': 'Program',
    'strat.table': 'Strategy comparison table',
    'strat.swipe': 'The table is wider than the screen: scroll it sideways to see all its columns. →',
    'strat.col.solutions': 'Solutions',
    'strat.col.places': 'Queens placed',
    'strat.col.rejects': 'Squares rejected by its test',
    'strat.col.removes': 'Queens removed',
    'strat.col.lines': 'Lines executed',
    'strat.col.time': 'Time',
    'strat.skipped': 'skipped: too slow for n > {max}',
    'strat.pending': '…',
    'strat.notRun': 'not run yet: press “Run comparison”',
    'strat.failed': 'failed: {message}',
    'strat.spaces': 'Brute-force search spaces, as in the notes',
    'strat.space.any': 'Any {n} of the {cells} squares: C({cells}, {n}) = {value}',
    'strat.space.row': 'One queen per row: {power} = {value}',
    'strat.note':
      'Each row is one code view’s program, run to its end by the core’s interpreter, line by line as in the walkthrough; its counts are that program’s own events. Timed with performance.now() inside a Web Worker, so the page stays responsive.',
  },
  zh: {
    'strat.title': '几种解法的比较',
    'strat.run': '运行比较',
    'strat.running': '运行中…',
    'strat.col.strategy': '程序',
    'strat.table': '解法比较表',
    'strat.swipe': '表格比屏幕宽：左右滑动表格可看到所有列。→',
    'strat.col.solutions': '解的个数',
    'strat.col.places': '放下的皇后',
    'strat.col.rejects': '被它自己的检查排除的格子',
    'strat.col.removes': '拿走的皇后',
    'strat.col.lines': '执行的行数',
    'strat.col.time': '用时',
    'strat.skipped': '已跳过：n > {max} 时太慢',
    'strat.pending': '…',
    'strat.notRun': '尚未运行：请按“运行比较”',
    'strat.failed': '失败：{message}',
    'strat.spaces': '讲义中暴力穷举的搜索空间',
    'strat.space.any': '从{cells}个格子中任选{n}个：C({cells},{n}) = {value}',
    'strat.space.row': '每行只放一个皇后：{power} = {value}',
    'strat.note': '每一行是一个代码视图的程序，由核心的解释器像分步演示一样逐行运行到结束；计数就是这个程序自己的事件。在 Web Worker 中用 performance.now() 计时，页面不会卡住。',
  },
};
