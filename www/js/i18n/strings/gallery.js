// The strings of the solutions gallery (gallery.js), in English and Chinese.
// Plain data, no side effects (bundlers may drop a module imported only for
// its effects): that view imports this table and adds it to i18n.js with
// addStrings() when it is created; then t(lang, key) finds them.

export default {
  en: {
    'gallery.title': 'Solutions',
    'gallery.note':
      'Boards come from the lazy Solutions iterator: only the pages you look at are computed. “unique” marks the first board of each symmetry class.',
    'gallery.range': 'Solutions {from}–{to} of {total}',
    'gallery.rangeOpen': 'Solutions {from}–{to} (more are computed as you page on)',
    'gallery.prev': 'Previous',
    'gallery.next': 'Next',
    'gallery.none': 'There is no solution for n = {n}.',
    'gallery.unique': 'unique',
    'gallery.uniqueHint': 'The first of its symmetry class (rotations and reflections)',
    'gallery.board': 'Solution {k}: queens in columns {cols}',
    'gallery.copy.leetcode': 'LeetCode',
    'gallery.copy.one-based': '1-based',
    'gallery.copy.grid': '0/1 grid',
    'gallery.copyLabel': 'Copy solution {k} as {format}',
    'gallery.copied': 'Copied solution {k} as {format}.',
    'gallery.copyAs': 'Copy:',
    'gallery.copiedShort': 'Copied',
    'gallery.copyFailed': 'The browser blocked copying; the text is selected below, copy it with Ctrl+C.',
  },
  zh: {
    'gallery.title': '全部解',
    'gallery.note': '棋盘来自惰性的 Solutions 迭代器：只计算你翻到的那几页。“独立解”标出每个对称类中的第一个解。',
    'gallery.range': '第{from}–{to}个解，共{total}个',
    'gallery.rangeOpen': '第{from}–{to}个解（翻页时继续计算）',
    'gallery.prev': '上一页',
    'gallery.next': '下一页',
    'gallery.none': 'n = {n} 时无解。',
    'gallery.unique': '独立解',
    'gallery.uniqueHint': '所在对称类（旋转与翻转）中的第一个解',
    'gallery.board': '第{k}个解：各行皇后所在的列为 {cols}',
    'gallery.copy.leetcode': 'LeetCode',
    'gallery.copy.one-based': '列号',
    'gallery.copy.grid': '0/1 棋盘',
    'gallery.copyLabel': '以{format}格式复制第{k}个解',
    'gallery.copied': '已以{format}格式复制第{k}个解。',
    'gallery.copyAs': '复制：',
    'gallery.copiedShort': '已复制',
    'gallery.copyFailed': '浏览器阻止了复制；下面的文字已选中，请按 Ctrl+C 复制。',
  },
};
