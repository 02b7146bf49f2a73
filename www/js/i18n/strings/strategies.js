// The strings of the strategies table (strategies-view.js), in English and Chinese.
// Imported by that view, so they load with it; they register into
// i18n.js, and t(lang, key) finds them like any other string.

import { addStrings } from '../i18n.js';

addStrings({
  en: {
    'strat.title': 'Strategies compared',
    'strat.run': 'Run comparison',
    'strat.running': 'Running…',
    'strat.col.strategy': 'Strategy',
    'strat.table': 'Strategy comparison table',
    'strat.col.solutions': 'Solutions',
    'strat.col.nodes': 'Nodes visited',
    'strat.col.checks': 'Checks',
    'strat.col.time': 'Time',
    'strat.name.brute-force': 'Brute force (every row choice)',
    'strat.name.backtracking': 'Backtracking (recursive isValid)',
    'strat.name.backtracking-iterative': 'Backtracking (iterative)',
    'strat.name.flag-arrays': 'Flag arrays (cols, leftTop, rightTop)',
    'strat.name.bitmask': 'Bitmask',
    'strat.skipped': 'skipped: too slow for n > {max}',
    'strat.pending': '…',
    'strat.notRun': 'not run yet: press “Run comparison”',
    'strat.failed': 'failed: {message}',
    'strat.spaces': 'Brute-force search spaces, as in the notes',
    'strat.space.any': 'Any {n} of the {cells} squares: C({cells}, {n}) = {value}',
    'strat.space.row': 'One queen per row: {power} = {value}',
    'strat.note':
      'Each runStrategy call is timed with performance.now() inside a Web Worker, so the page stays responsive.',
  },
  zh: {
    'strat.title': '几种解法的比较',
    'strat.run': '运行比较',
    'strat.running': '运行中…',
    'strat.col.strategy': '解法',
    'strat.table': '解法比较表',
    'strat.col.solutions': '解的个数',
    'strat.col.nodes': '访问的结点',
    'strat.col.checks': '检查次数',
    'strat.col.time': '用时',
    'strat.name.brute-force': '暴力穷举（每行任选一列）',
    'strat.name.backtracking': '回溯（递归 + isValid）',
    'strat.name.backtracking-iterative': '回溯（非递归）',
    'strat.name.flag-arrays': '标记数组（cols、leftTop、rightTop）',
    'strat.name.bitmask': '位运算',
    'strat.skipped': '已跳过：n > {max} 时太慢',
    'strat.pending': '…',
    'strat.notRun': '尚未运行：请按“运行比较”',
    'strat.failed': '失败：{message}',
    'strat.spaces': '讲义中暴力穷举的搜索空间',
    'strat.space.any': '从{cells}个格子中任选{n}个：C({cells},{n}) = {value}',
    'strat.space.row': '每行只放一个皇后：{power} = {value}',
    'strat.note': '每次 runStrategy 调用都在 Web Worker 中用 performance.now() 计时，页面不会卡住。',
  },
});
