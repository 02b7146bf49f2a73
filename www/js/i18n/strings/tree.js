// The strings of the search tree (js/ui/search-tree.js, tree-zoom.js), in
// English and Chinese: its title, legend, zoom buttons and the names its
// nodes read out. Out of the core tables (en.js, zh.js): the page draws its
// first board before the tree is imported. Plain data, no side effects: the
// tree adds it with addStrings().

export default {
  en: {
    'tree.title': 'Search tree',
    'tree.zoom': 'Zoom',
    'tree.zoomIn': 'Zoom in',
    'tree.zoomOut': 'Zoom out',
    'tree.legend':
      '● queen put down · ✕3: three squares pruned under it · gold ring: solution · bold: the current path · ' +
      'dashed: queen lifted, its branch done · faded: steps already seen further on. ' +
      'Click a node to jump to its step, back or forward.',
    'tree.legendKeys':
      ' Or Tab to the tree, move with the arrow keys and press Enter ' +
      '(← first closes an open node, then goes up to its parent; → opens it again).',
    'tree.region': 'Search tree drawing',
    'tree.summary':
      'Search tree so far: {placed} queens put down, {pruned} squares pruned, {solutions} solutions.',
    'tree.root': 'Start, step 0',
    'tree.node': 'Queen {q} at ({r},{c}), step {step}',
    'tree.nodeRejects': '{name}, {count} pruned below',
    'tree.nodeAhead': '{name}, further on (seen already)',
    'tree.solutionNode': 'Solution {k}: queen {q} at ({r},{c}), step {step}',
    'tree.tooLarge':
      'For n = {n} the tree has too many branches to draw (it is drawn for n ≤ {max}); the current path is shown instead.',
    'tree.path': 'Current path: {path}',
    'tree.pathEmpty': 'Current path: (empty board)',
  },
  zh: {
    'tree.title': '搜索树（解空间树）',
    'tree.zoom': '缩放',
    'tree.zoomIn': '放大',
    'tree.zoomOut': '缩小',
    'tree.legend':
      '● 放下皇后 · ✕3：其下剪枝3格 · 金色圆环：解 · 粗线：当前路径 · 虚线：皇后已拿走，这一分支已搜索完 · 淡色：已经看过的后面的步骤。' +
      '点击结点可跳到它出现的那一步（向前或向后）。',
    'tree.legendKeys':
      '也可以用 Tab 键进入搜索树，用方向键移动，按回车键跳转（← 先收起展开的结点，再回到它的父结点；→ 重新展开）。',
    'tree.region': '搜索树图',
    'tree.summary': '目前的搜索树：放下皇后{placed}次，剪枝{pruned}格，找到{solutions}个解。',
    'tree.root': '起点，第0步',
    'tree.node': '皇后{q}在({r}，{c})，第{step}步',
    'tree.nodeRejects': '{name}，其下剪枝{count}格',
    'tree.nodeAhead': '{name}（后面的步骤，已经看过）',
    'tree.solutionNode': '第{k}个解：皇后{q}在({r}，{c})，第{step}步',
    'tree.tooLarge': 'n = {n} 时搜索树的分支太多，无法完整画出（只为 n ≤ {max} 画出），下面显示当前路径。',
    'tree.path': '当前路径：{path}',
    'tree.pathEmpty': '当前路径：（空棋盘）',
  },
};
