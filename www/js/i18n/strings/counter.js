// The strings of the parallel counter (counter.js), in English and Chinese.
// Plain data, no side effects (bundlers may drop a module imported only for
// its effects): that view imports this table and adds it to i18n.js with
// addStrings() when it is created; then t(lang, key) finds them.

export default {
  en: {
    'count.title': 'Count every solution, in parallel',
    'count.lead':
      'Each Web Worker builds its own CountPlan(n); the page hands out runs of the plan’s pieces as workers finish them, shorter and shorter towards the end, so that all workers finish together.',
    'count.n': 'Board size n',
    'count.start': 'Count',
    'count.cancel': 'Cancel',
    'count.workers.one': '{count} worker',
    'count.workers.other': '{count} workers',
    'count.progress': 'Progress',
    'count.pieces.one': '{done} of {count} piece',
    'count.pieces.other': '{done} of {count} pieces',
    'count.elapsed': 'Elapsed',
    'count.rate': 'Solutions per second',
    'count.total': 'Total solutions',
    'count.unique': 'Unique up to symmetry',
    'count.idle': 'Pick n and press Count.',
    'count.running': 'Counting n = {n} with {workers}…',
    'count.done.one': 'n = {n}: {count} solution, {unique} unique, in {time}.',
    'count.done.other': 'n = {n}: {count} solutions, {unique} unique, in {time}.',
    'count.cancelled': 'Cancelled.',
    'count.failed': 'Counting failed: {message}',
    'count.history': 'Earlier counts',
  },
  zh: {
    'count.title': '并行统计全部解',
    'count.lead': '每个 Web Worker 各自构建 CountPlan(n)；页面把计划中的小块一批一批地分给它们，做完一批再领下一批，越到最后每批越小，好让所有 Worker 同时完成。',
    'count.n': '棋盘大小 n',
    'count.start': '开始计数',
    'count.cancel': '取消',
    'count.workers.one': '{count} 个 Worker',
    'count.workers.other': '{count} 个 Worker',
    'count.progress': '进度',
    'count.pieces.one': '已完成 {done} / {count} 块',
    'count.pieces.other': '已完成 {done} / {count} 块',
    'count.elapsed': '用时',
    'count.rate': '每秒找到的解',
    'count.total': '解的总数',
    'count.unique': '本质不同的解（去掉对称）',
    'count.idle': '选好 n，然后点“开始计数”。',
    'count.running': '正在用 {workers} 统计 n = {n}…',
    'count.done.one': 'n = {n}：共 {count} 个解，其中 {unique} 个本质不同，用时 {time}。',
    'count.done.other': 'n = {n}：共 {count} 个解，其中 {unique} 个本质不同，用时 {time}。',
    'count.cancelled': '已取消。',
    'count.failed': '计数失败：{message}',
    'count.history': '之前的计数',
  },
};
