// The Chinese UI strings of the page and the <n-queens> element (the
// walkthrough, the chrome; the notice's are in notice.js). They are not part of i18n.js so
// that an English first load does not fetch them: i18n.js's loadLang('zh')
// imports this module the first time Chinese is shown and adds its table
// with addStrings(). Plain data, no side effects: a bundler that drops
// modules imported for their effects alone keeps this one. The lazily loaded views keep their Chinese
// next to their English in js/i18n/strings/<view>.js instead.
//
// The vocabulary follows the lecture notes: 回溯 (backtracking), 死胡同
// (dead end), 剪枝 (pruning), 解空间 (solution space). Templates use
// {name} placeholders, filled by t(); nothing here is ever parsed as HTML.

const SEED_STORY_ZH =
  '我们从空棋盘开始，然后把皇后1放到它所在行的第一个可能位置上，也就是第一行第一列。' +
  '对于皇后2，在经过第一列和第二列的失败尝试之后，我们把它放在第一个可能的位置，就是格子(2，3)，位于第二行第三列的格子。' +
  '这被证明是一个死胡同，因为皇后3将没有位置可放。所以，该算法进行回溯，把皇后2放在下一个可能位置(2，4)上。' +
  '然后皇后3就可以放在(3，2)，这被证明是另一个死胡同。该算法然后就回溯到底，把皇后1移到(1，2)。' +
  '接着皇后2到(2，4)，皇后3到(3，1)，而皇后4到(4，3)，这就是该问题的一个解。';

export default {
  zh: {
    'app.title': 'N皇后',
    'embed.openFull': '打开完整页面',
    'app.tagline': '一格一格地学会回溯算法',
    'app.loading': '正在加载 WebAssembly 核心…',
    'share.open': '分享 / 嵌入',
    'app.loadError': '无法加载 WebAssembly 核心：{message}',
    'app.partLoadError': '页面的一部分无法加载：{message}',
    'app.footer': '本页的所有搜索都由编译成 WebAssembly 的 Rust 代码完成，页面只负责显示它报告的每一步。',
    'nav.modes': '模式',
    'mode.walkthrough': '逐步演示',
    'mode.explore': '探索',
    'mode.count': '计数',
    'mode.quiz': '测验',
    'mode.play': '自由摆放',
    'lang.switch': '语言',
    'theme.switch': '配色',
    'theme.auto': '自动',
    'theme.light': '浅色',
    'theme.dark': '深色',
    'present.open': '演示',
    'present.bar': '演示模式',
    'present.exit': '退出（Esc）',
    'present.fullscreen': '全屏',
    'present.exitFullscreen': '退出全屏',
    'present.blank': '黑屏（B）',
    'present.keys': 'PageDown/→ 前进 · PageUp/← 后退 · 空格 播放/暂停 · B 黑屏 · L 切换语言 · Esc 退出',
    'present.keys.quiz': '1、2、3… 或 Tab/Enter 作答 · B 黑屏 · L 切换语言 · Esc 退出',
    'present.blanked': '屏幕已暂时变黑。按任意键或点击屏幕即可恢复显示。',

    'walk.title': '回溯，一步一步来：4皇后',
    'walk.lead':
      '在 4×4 的棋盘上放 4 个皇后，使任意两个皇后都不在同一行、同一列或同一斜线上。' +
      '每个皇后各占一行；搜索从左到右尝试每一列，对受到攻击的格子剪枝，走进死胡同就回溯。' +
      '下面的每一步都由编译成 WebAssembly 的 Rust 搜索报告。',
    'walk.seedTitle': '讲义中的4皇后过程',
    'walk.seed': SEED_STORY_ZH,
    'walk.seedSource': '摘自讲义《{title}》。',

    'board.label': '{n}×{n} 棋盘',
    'cell.name': '第{row}行，第{col}列',
    'cell.queen': '，皇后',
    'cell.lifted': '，皇后已拿起（回溯）',
    'cell.rejected': '，剪枝',
    'cell.rejected.column': '，剪枝：与({r}，{c})的皇后在同一列',
    'cell.rejected.diagonal': '，剪枝：与({r}，{c})的皇后在同一斜线上',

    'narration.label': '搜索正在做什么',
    'narr.loadingProgram': '正在加载程序…',
    'reach.text': '第 {asked} 步太远，无法很快到达。',
    'reach.solution': '第 {asked} 个解太远，无法很快到达。',
    'reach.end': '搜索的终点在第 {nearest} 步之后，太远，无法很快到达。',
    'reach.go': '转到第 {nearest} 步（能到达的最近一步）',
    'narr.start': '空棋盘。皇后1将从左到右尝试第1行的每一格。',
    'narr.place': '皇后{q}尝试({r}，{c})：安全，放下皇后{q}。',
    'narr.placeAfter': '皇后{q}尝试({r}，{c})：在经过{tried}的失败尝试之后，这里安全，放下皇后{q}。',
    'narr.columns.one': '第{list}列',
    'narr.columns.other': '第{list}列',
    'narr.reject.column': '皇后{q}尝试({r}，{c})：与({ar}，{ac})的皇后{a}在同一列，会受到攻击。剪枝，试下一格。',
    'narr.reject.diagonal':
      '皇后{q}尝试({r}，{c})：与({ar}，{ac})的皇后{a}在同一斜线（左上角->右下角）上，会受到攻击。剪枝，试下一格。',
    'narr.reject.anti-diagonal':
      '皇后{q}尝试({r}，{c})：与({ar}，{ac})的皇后{a}在同一斜线（右上角->左下角）上，会受到攻击。剪枝，试下一格。',
    'narr.remove.deadEnd': '第{next}行没有可以放皇后的位置：死胡同。回溯：拿起({r}，{c})的皇后{q}。',
    'narr.remove.exhausted': '第{next}行的{n}格都已试过。回溯：拿起({r}，{c})的皇后{q}。',
    'narr.remove.again': '第{next}行的{n}格也都试过了。继续回溯：拿起({r}，{c})的皇后{q}。',
    'narr.remove.toTop': '第{next}行的{n}格也都试过了。回溯到底：拿起({r}，{c})的皇后{q}。',
    'narr.remove.afterSolution': '第{k}个解已记下。继续寻找下一个解：拿起({r}，{c})的皇后{q}。',
    'narr.solution': '({r}，{c})的皇后{q}摆满了棋盘：{n}个皇后互不攻击。找到第{k}个解：{coords}！',
    'narr.notesEnd': '讲义中的4皇后过程到此结束；搜索还会继续，找出所有的解。',
    'narr.done.one': '第1行的每一格都试过了：整个解空间搜索完毕，共找到{count}个解。',
    'narr.done.other': '第1行的每一格都试过了：整个解空间搜索完毕，共找到{count}个解。',

    'banner.solution': '第{k}个解！',
    'banner.done.one': '搜索完毕：共{count}个解',
    'banner.done.other': '搜索完毕：共{count}个解',

    'ctl.group': '播放控制',
    'ctl.restart': '重新开始',
    'ctl.back': '后退一步',
    'ctl.play': '播放',
    'ctl.pause': '暂停',
    'ctl.step': '前进一步',
    'ctl.end': '跳到结尾',
    'ctl.speed': '速度',
    'ctl.speedValue.one': '每秒{speed}步',
    'ctl.speedValue.other': '每秒{speed}步',
    'ctl.timeline': '时间轴',
    'ctl.timelineValue': '第{step}步，共{total}步',
    'ctl.timelineValueOpen': '第{step}步，至少共{total}步',
    'ctl.keys': '快捷键：空格 播放/暂停 · → 前进 · ← 后退 · Home 重新开始 · End 跳到结尾',
    'ctl.busy': '计算中…',

    'stat.step': '步数',
    'stat.places': '放置',
    'stat.rejects': '剪枝',
    'stat.backtracks': '回溯',
    'stat.solutions': '解',
    'stat.of': '{step} / {total}',
    'stat.ofOpen': '{step} / ≥ {total}',

    'code.title': '讲义中的算法代码',
    'code.region': '程序代码',

    'gallery.loading': '计算中…',

    'time.ms': '{value} 毫秒',
    'time.s': '{value} 秒',
  },
};
