// The strings the UI shows, in English and Chinese. Keys are grouped by view.
// The views that are not part of the walkthrough (explorer, gallery,
// strategies, counter) keep theirs in js/strings/*.js, which each view
// imports, so they load with it and register here with addStrings().
// Chinese follows the lecture notes' own vocabulary: 回溯 (backtracking),
// 死胡同 (dead end), 剪枝 (pruning), 解空间 (solution space).
//
// Templates use {name} placeholders; t() fills them with String(value).
// Nothing here is ever parsed as HTML.

export const LANGS = Object.freeze(['en', 'zh']);
export const DEFAULT_LANG = 'en';

const SEED_STORY_ZH =
  '我们从空棋盘开始，然后把皇后1放到它所在行的第一个可能位置上，也就是第一行第一列。' +
  '对于皇后2，在经过第一列和第二列的失败尝试之后，我们把它放在第一个可能的位置，就是格子(2,3)，位于第二行第三列的格子。' +
  '这被证明是一个死胡同，因为皇后3将没有位置可放。所以，该算法进行回溯，把皇后2放在下一个可能位置(2,4)上。' +
  '然后皇后3就可以放在(3,2)，这被证明是另一个死胡同。该算法然后就回溯到底，把皇后1移到(1,2)。' +
  '接着皇后2到(2,4)，皇后3到(3,1)，而皇后4到(4,3)，这就是该问题的一个解。';

const STRINGS = {
  en: {
    'app.title': 'N-Queens',
    'app.tagline': 'Learn backtracking one square at a time',
    'app.loading': 'Loading the WebAssembly core…',
    'app.loadError': 'The WebAssembly core could not be loaded: {message}',
    'app.footer':
      'Every search on this page runs in Rust compiled to WebAssembly; the page only draws what it reports.',
    'nav.modes': 'Mode',
    'mode.walkthrough': 'Walkthrough',
    'mode.explore': 'Explorer',
    'mode.count': 'Count',
    'lang.switch': 'Language',

    'notice.title': 'Part of the link was not understood, so a default is shown:',
    'notice.dismiss': 'Dismiss',
    'notice.n': 'n = “{value}” is not a board size from 1 to {max}; showing n = {fallback}.',
    'notice.nUnused': 'n = “{value}” is not a board size from 1 to {max}; the walkthrough always shows 4 queens.',
    'notice.step': 'step = “{value}” is not a step number (0 or more); showing step {fallback}.',
    'notice.stepPastEnd': 'step {value} is past the last step; showing the last step, {fallback}.',
    'notice.lang': 'lang = “{value}” is not available (en, zh); using English.',
    'notice.mode': 'mode = “{value}” is unknown (walkthrough, explore, count); showing the walkthrough.',
    'notice.countN': 'Counting goes up to n = {max}; n = {value} was asked for, showing n = {fallback}.',

    'walk.title': 'Backtracking, step by step: 4 queens',
    'walk.lead':
      'Put 4 queens on a 4×4 board so that no two share a row, a column or a diagonal. ' +
      'Each queen gets its own row; the search tries the columns from left to right, prunes the squares that are attacked, ' +
      'and backtracks out of dead ends. Every event below is reported by the Rust search compiled to WebAssembly.',
    'walk.seedTitle': 'The walkthrough in the lecture notes',
    'walk.seed':
      'We start with an empty board and put queen 1 in the first possible position of its row: row 1, column 1. ' +
      'For queen 2, after failed attempts in columns 1 and 2, we put it in the first possible position, square (2,3) in row 2, column 3. ' +
      'This proves to be a dead end, because queen 3 will have no place to go. So the algorithm backtracks and puts queen 2 in the next possible position, (2,4). ' +
      'Then queen 3 can go to (3,2), which proves to be another dead end. The algorithm then backtracks all the way and moves queen 1 to (1,2). ' +
      'Next, queen 2 goes to (2,4), queen 3 to (3,1) and queen 4 to (4,3): a solution of the problem.',
    'walk.seedSource': 'Translated from the notes: {title}.',

    'board.label': '{n} × {n} board',
    'cell.name': 'row {row}, column {col}',
    'cell.queen': ', queen',
    'cell.lifted': ', queen lifted (backtrack)',
    'cell.rejected': ', rejected',
    'cell.rejected.column': ', rejected: attacked along the column by the queen at ({r},{c})',
    'cell.rejected.diagonal': ', rejected: attacked along a diagonal by the queen at ({r},{c})',

    'narration.label': 'What the search does',
    'narr.start': 'Empty board. Queen 1 will try the squares of row 1 from left to right.',
    'narr.place': 'Queen {q} tries ({r},{c}): safe. Put queen {q} down at ({r},{c}).',
    'narr.placeAfter':
      'Queen {q} tries ({r},{c}): safe, after {tried} failed. Put queen {q} down at ({r},{c}).',
    'narr.columns.one': 'column {list}',
    'narr.columns.other': 'columns {list}',
    'narr.reject.column':
      'Queen {q} tries ({r},{c}): attacked along the column by queen {a} at ({ar},{ac}). Prune: try the next square.',
    'narr.reject.diagonal':
      'Queen {q} tries ({r},{c}): attacked along the diagonal ↘ by queen {a} at ({ar},{ac}). Prune: try the next square.',
    'narr.reject.anti-diagonal':
      'Queen {q} tries ({r},{c}): attacked along the diagonal ↙ by queen {a} at ({ar},{ac}). Prune: try the next square.',
    'narr.remove.deadEnd':
      'Row {next} has no safe square: dead end. Backtrack: lift queen {q} from ({r},{c}).',
    'narr.remove.exhausted':
      'Row {next} has no more safe squares to try: dead end. Backtrack: lift queen {q} from ({r},{c}).',
    'narr.remove.afterSolution':
      'Solution {k} is recorded. Look for the next solution: lift queen {q} from ({r},{c}).',
    'narr.solution':
      'Queen {q} at ({r},{c}) completes the board: all {n} queens are safe. Solution {k}: {coords}!',
    'narr.done.one':
      'Every square of row 1 has been tried: the whole solution space is searched. {count} solution found.',
    'narr.done.other':
      'Every square of row 1 has been tried: the whole solution space is searched. {count} solutions found.',

    'banner.solution': 'Solution {k}!',
    'banner.done.one': 'Search complete: {count} solution',
    'banner.done.other': 'Search complete: {count} solutions',

    'ctl.group': 'Playback',
    'ctl.restart': 'Restart',
    'ctl.back': 'Step back',
    'ctl.play': 'Play',
    'ctl.pause': 'Pause',
    'ctl.step': 'Step',
    'ctl.end': 'To the end',
    'ctl.speed': 'Speed',
    'ctl.speedValue': '{speed} steps/s',
    'ctl.timeline': 'Timeline',
    'ctl.timelineValue': 'step {step} of {total}',
    'ctl.timelineValueOpen': 'step {step} of at least {total}',
    'ctl.keys': 'Keys: Space play/pause · → step · ← back · Home restart · End to the end',
    'ctl.busy': 'Working…',

    'stat.step': 'Step',
    'stat.places': 'Places',
    'stat.rejects': 'Rejects (pruned)',
    'stat.backtracks': 'Backtracks',
    'stat.solutions': 'Solutions',
    'stat.of': '{step} / {total}',
    'stat.ofOpen': '{step} / ≥ {total}',

    'tree.title': 'Search tree',
    'tree.legend':
      '● queen put down · ✕ pruned · gold ring: solution · bold: the current path. ' +
      'Click a node to jump to its step, or Tab to the tree, move with the arrow keys and press Enter.',
    'tree.region': 'Search tree drawing',
    'tree.summary':
      'Search tree so far: {placed} queens put down, {pruned} squares pruned, {solutions} solutions.',
    'tree.root': 'Start, step 0',
    'tree.node': 'Queen {q} at ({r},{c}), step {step}',
    'tree.pruned': 'Pruned ({r},{c}), step {step}',
    'tree.solutionNode': 'Solution {k}: queen {q} at ({r},{c}), step {step}',
    'tree.tooLarge':
      'For n = {n} the tree has too many branches to draw (it is drawn for n ≤ {max}); the current path is shown instead.',
    'tree.path': 'Current path: {path}',
    'tree.pathEmpty': 'Current path: (empty board)',

    'code.title': 'The algorithm from the notes (Java)',
    'code.region': 'Java code',
    'code.vars': 'row = {row}, col = {col}, queens = [{queens}], ways = {ways} (0-based, as in the code)',
    'code.varsIdle': 'queens = [{queens}], ways = {ways} (0-based, as in the code)',
    'code.c.place': '// place queens from row `row` on',
    'code.c.found': '// a solution: count it',
    'code.c.put': '// put the queen down',
    'code.c.back': '// back here = backtrack: the next col overwrites queens[row]',
    'code.c.valid': '// can a queen stand at (row, col)?',
    'code.c.column': '// column col already has a queen',
    'code.c.diagonal': '// same diagonal as the queen in row i',
    'code.c.all': '// every col tried: return, and the caller backtracks',

    // Also shown by the element's board widget, which has no gallery.
    'gallery.loading': 'Computing…',

    'time.ms': '{value} ms',
    'time.s': '{value} s',
  },

  zh: {
    'app.title': 'N皇后',
    'app.tagline': '一格一格地学会回溯算法',
    'app.loading': '正在加载 WebAssembly 核心…',
    'app.loadError': '无法加载 WebAssembly 核心：{message}',
    'app.footer': '本页的所有搜索都由编译成 WebAssembly 的 Rust 代码完成，页面只负责显示它报告的每一步。',
    'nav.modes': '模式',
    'mode.walkthrough': '逐步演示',
    'mode.explore': '探索',
    'mode.count': '计数',
    'lang.switch': '语言',

    'notice.title': '链接中有无法识别的部分，已改用默认值：',
    'notice.dismiss': '关闭',
    'notice.n': 'n = “{value}” 不是 1 到 {max} 之间的棋盘大小，改为 n = {fallback}。',
    'notice.nUnused': 'n = “{value}” 不是 1 到 {max} 之间的棋盘大小；逐步演示总是 4 皇后。',
    'notice.step': 'step = “{value}” 不是有效的步数（应为 0 或更大），改为第 {fallback} 步。',
    'notice.stepPastEnd': '第 {value} 步超出了最后一步，改为显示最后一步（第 {fallback} 步）。',
    'notice.lang': 'lang = “{value}” 不可用（可选 en、zh），改用英文。',
    'notice.mode': 'mode = “{value}” 无法识别（可选 walkthrough、explore、count），改为逐步演示。',
    'notice.countN': '计数最多支持 n = {max}；链接要求 n = {value}，改为 n = {fallback}。',

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
    'cell.rejected.column': '，剪枝：与({r},{c})的皇后在同一列',
    'cell.rejected.diagonal': '，剪枝：与({r},{c})的皇后在同一斜线上',

    'narration.label': '搜索正在做什么',
    'narr.start': '空棋盘。皇后1将从左到右尝试第1行的每一格。',
    'narr.place': '皇后{q}尝试({r},{c})：安全，放下皇后{q}。',
    'narr.placeAfter': '皇后{q}尝试({r},{c})：在经过{tried}的失败尝试之后，这里安全，放下皇后{q}。',
    'narr.columns.one': '第{list}列',
    'narr.columns.other': '第{list}列',
    'narr.reject.column': '皇后{q}尝试({r},{c})：与({ar},{ac})的皇后{a}在同一列，会受到攻击。剪枝，试下一格。',
    'narr.reject.diagonal':
      '皇后{q}尝试({r},{c})：与({ar},{ac})的皇后{a}在同一斜线（左上→右下）上，会受到攻击。剪枝，试下一格。',
    'narr.reject.anti-diagonal':
      '皇后{q}尝试({r},{c})：与({ar},{ac})的皇后{a}在同一斜线（右上→左下）上，会受到攻击。剪枝，试下一格。',
    'narr.remove.deadEnd': '第{next}行没有可以放皇后的位置：死胡同。回溯：拿起({r},{c})的皇后{q}。',
    'narr.remove.exhausted': '第{next}行已没有其他安全的位置可试：死胡同。回溯：拿起({r},{c})的皇后{q}。',
    'narr.remove.afterSolution': '第{k}个解已记下。继续寻找下一个解：拿起({r},{c})的皇后{q}。',
    'narr.solution': '({r},{c})的皇后{q}摆满了棋盘：{n}个皇后互不攻击。找到第{k}个解：{coords}！',
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
    'ctl.speedValue': '每秒{speed}步',
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

    'tree.title': '搜索树（解空间树）',
    'tree.legend':
      '● 放下皇后 · ✕ 剪枝 · 金色圆环：解 · 粗线：当前路径。点击结点可跳到它出现的那一步；也可以用 Tab 键进入搜索树，用方向键移动，按回车键跳转。',
    'tree.region': '搜索树图',
    'tree.summary': '目前的搜索树：放下皇后{placed}次，剪枝{pruned}格，找到{solutions}个解。',
    'tree.root': '起点，第0步',
    'tree.node': '皇后{q}在({r},{c})，第{step}步',
    'tree.pruned': '剪枝({r},{c})，第{step}步',
    'tree.solutionNode': '第{k}个解：皇后{q}在({r},{c})，第{step}步',
    'tree.tooLarge': 'n = {n} 时搜索树的分支太多，无法完整画出（只为 n ≤ {max} 画出），下面显示当前路径。',
    'tree.path': '当前路径：{path}',
    'tree.pathEmpty': '当前路径：（空棋盘）',

    'code.title': '讲义中的算法（Java）',
    'code.region': 'Java 代码',
    'code.vars': 'row = {row}，col = {col}，queens = [{queens}]，ways = {ways}（与代码一致，从0开始）',
    'code.varsIdle': 'queens = [{queens}]，ways = {ways}（与代码一致，从0开始）',
    'code.c.place': '// 从第row行开始摆放皇后',
    'code.c.found': '// 找到一种摆法',
    'code.c.put': '// 摆放皇后',
    'code.c.back': '// 回到这里就是回溯：下一列会覆盖 queens[row]',
    'code.c.valid': '// 检查第row行第col列是否可以摆放皇后',
    'code.c.column': '// 第col列已经有皇后',
    'code.c.diagonal': '// 第i行的皇后跟第row行第col列格子处在同一斜线上',
    'code.c.all': '// 每一列都试过了：返回，由上一层回溯',

    'gallery.loading': '计算中…',

    'time.ms': '{value} 毫秒',
    'time.s': '{value} 秒',
  },
};

/**
 * Adds a view's strings: `{ en: { key: template }, zh: { … } }`. Called by
 * js/strings/*.js when the view that imports them loads.
 */
export function addStrings(tables) {
  for (const [lang, table] of Object.entries(tables)) Object.assign(STRINGS[lang], table);
}

/** Returns `lang` if it is supported, else the default language. */
export function normalizeLang(lang) {
  return LANGS.includes(lang) ? lang : DEFAULT_LANG;
}

/**
 * Translates `key` into `lang`, filling {placeholders} from `params`.
 * A missing key is a programming error: it shows as the key itself so it is
 * noticed, never as an exception in the middle of an animation.
 */
export function t(lang, key, params = {}) {
  const table = STRINGS[normalizeLang(lang)];
  const template = table[key] ?? STRINGS.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Like t(), choosing `key.one` or `key.other` from params.count. */
export function tCount(lang, key, count, params = {}) {
  const form = Number(count) === 1 ? 'one' : 'other';
  return t(lang, `${key}.${form}`, { ...params, count: formatNumber(lang, count) });
}

const numberFormats = new Map();
/** Formats a number or bigint with digit grouping (4,426,165,368). */
export function formatNumber(lang, value) {
  const locale = normalizeLang(lang) === 'zh' ? 'zh-CN' : 'en-US';
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** Joins short items: "1, 2 and 3" in English, "1、2、3" in Chinese. */
export function formatList(lang, items) {
  const strings = items.map(String);
  if (normalizeLang(lang) === 'zh') return strings.join('、');
  if (strings.length <= 1) return strings.join('');
  return `${strings.slice(0, -1).join(', ')} and ${strings[strings.length - 1]}`;
}

/** Formats a duration in milliseconds: "12 ms", "1.25 s". */
export function formatDuration(lang, ms) {
  // Browsers coarsen performance.now() (to 0.1 ms without cross-origin
  // isolation), so shorter times are shown as a bound.
  if (ms < 0.1) return `< ${t(lang, 'time.ms', { value: '0.1' })}`;
  if (ms < 1000) {
    const value = ms < 100 ? ms.toFixed(1) : ms.toFixed(0);
    return t(lang, 'time.ms', { value });
  }
  return t(lang, 'time.s', { value: (ms / 1000).toFixed(ms < 10_000 ? 2 : 1) });
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** "8⁸": a base with a superscript exponent, as the notes write 8^8. */
export function formatPower(base, exponent) {
  const sup = [...String(exponent)].map((digit) => SUPERSCRIPT_DIGITS[Number(digit)]).join('');
  return `${base}${sup}`;
}

/** The BCP 47 tag for the document's lang attribute. */
export function htmlLang(lang) {
  return normalizeLang(lang) === 'zh' ? 'zh-CN' : 'en';
}
