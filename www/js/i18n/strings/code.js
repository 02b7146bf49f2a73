// The strings of the code views (js/ui/code-view.js and js/ui/code/), in
// English and Chinese: the selector, the notes under each view, the
// comments inside the code, the variables and the call stack's sentences.
// Plain data, no side effects: the code view adds it with addStrings().

export default {
  en: {
    'code.view': 'Code',
    'code.view.recursive': 'Recursive place/isValid (notes 004)',
    'code.view.iterative': 'Iterative a[k], k = k − 1 (notes 003)',
    'code.view.flags': 'Recursive try(i), flags b, c, d (notes 003)',
    'code.view.bitmask': 'Bit sets (notes 004, corrected)',
    'code.view.leetcode': 'Masks of free squares (LeetCode 52)',
    'code.regionC': 'C code',
    'code.variables': 'Variables',
    'code.stack': 'Call stack',
    'code.stackPush': 'Call {call}.',
    'code.stackPop': '{callee} returns; back in {caller}.',
    'code.stackJump': 'The call stack is now {count} calls deep, running {call}.',
    'code.bitsNote': 'Bit 0 is on the right.',
    'code.fixTitle': 'The fix, against the printed code:',
    'code.recursive.note':
      'Backtracking happens by returning: when place(row + 1) returns, the loop goes on to the next col, which overwrites queens[row].',
    'code.iterative.note':
      'No recursion and no call stack: the queens are a[1..k], and backtracking is done by hand, with k = k − 1.',
    'code.iterative.c.search': '// search a place for queen k',
    'code.iterative.c.found': '// a place for queen k: the last one completes a solution',
    'code.iterative.c.fresh': '// the next queen starts again from the first column',
    'code.iterative.c.back': '// no place left for queen k: backtrack',
    'code.flags.note':
      'try() returns on its own, but it must still clean up (清理现场): the flags it set are cleared by hand on the last line.',
    'code.flags.c.try': '// put queen i: column j is free if b[j], c[i+j] and d[i-j+n] are all 0',
    'code.flags.c.put': '// put the queen, take column j and both diagonals',
    'code.flags.c.clean': '// clean up: free the column and both diagonals (backtrack)',
    'code.bitmask.note':
      'The notes print this version with two mistakes, fixed here: they never set rightTop |= rtV (so the ↙ diagonals are never checked, and the final rightTop ^= rtV sets a bit instead of clearing it), and they clear the column with cols ^= col instead of cols ^= colV (which flips the wrong bit and leaves the column taken). The notes also write 8 and 7 for n and n − 1.',
    'code.bitmask.fixSet': '// fixed: the notes never set rightTop',
    'code.bitmask.fixClear': '// fixed: the notes write cols ^= col',
    'code.leetcode.note':
      'Here an attacked square is never tried: ~(cols | ld | rd) & mask leaves it out when the row is entered. So the reject steps of a row all stop on that one line: they were masked out together, not tested one by one.',
    'code.leetcode.masked': 'Masked out: row {row}, col {col} is attacked, so its bit in free is 0 (never tried).',
    'code.leetcode.c.place': '// cols, ld, rd: the squares of this row attacked along a column or a diagonal',
    'code.leetcode.c.free': '// every free square of the row at once: an attacked one is never tried',
    'code.leetcode.c.lowest': '// the lowest set bit: the leftmost free column',
  },
  zh: {
    'code.view': '代码',
    'code.view.recursive': '递归 place/isValid（讲义 004）',
    'code.view.iterative': '非递归 a[k]，k = k − 1（讲义 003）',
    'code.view.flags': '递归 try(i)，标记 b、c、d（讲义 003）',
    'code.view.bitmask': '位运算（讲义 004，已更正）',
    'code.view.leetcode': '掩码只取空位（LeetCode 52）',
    'code.regionC': 'C 代码',
    'code.variables': '变量',
    'code.stack': '调用栈',
    'code.stackPush': '调用 {call}。',
    'code.stackPop': '{callee} 返回，回到 {caller}。',
    'code.stackJump': '调用栈现在有 {count} 层，正在执行 {call}。',
    'code.bitsNote': '最右边是第 0 位。',
    'code.fixTitle': '更正（与讲义印的代码相比）：',
    'code.recursive.note': '回溯靠函数返回完成：place(row + 1) 返回后，循环尝试下一列，覆盖 queens[row]。',
    'code.iterative.note': '没有递归，也没有调用栈：皇后放在 a[1..k] 中，回溯靠手动执行 k = k − 1。',
    'code.iterative.c.search': '// 搜索第k个皇后的位置',
    'code.iterative.c.found': '// 第k个皇后找到位置：最后一个皇后就是一组解',
    'code.iterative.c.fresh': '// 注意下一个皇后一定要从头开始搜索',
    'code.iterative.c.back': '// 第k个皇后无处可放：回溯',
    'code.flags.note': '递归算法的回溯是由函数调用结束自动完成的，但也需要“清理现场”：最后一行把占用的列和对角线释放。',
    'code.flags.c.try': '// 摆放第i个皇后：b[j]、c[i+j]、d[i-j+n] 都为 0 时第j列可放',
    'code.flags.c.put': '// 摆放皇后，占领第j列和两条对角线',
    'code.flags.c.clean': '// 清理现场：释放这一列和两条对角线（回溯）',
    'code.bitmask.note':
      '讲义印的这一版有两处错误，这里已更正：从未执行 rightTop |= rtV（于是从不检查右上到左下的斜线，最后的 rightTop ^= rtV 反而把该位置 1），并且用 cols ^= col 而不是 cols ^= colV 清除列（翻转了错误的位，该列仍被占用）。讲义还把 n 和 n − 1 写成了 8 和 7。',
    'code.bitmask.fixSet': '// 更正：讲义漏了设置 rightTop',
    'code.bitmask.fixClear': '// 更正：讲义写的是 cols ^= col',
    'code.leetcode.note':
      '这里被攻击的格子根本不会被尝试：进入这一行时 ~(cols | ld | rd) & mask 就把它去掉了。所以这一行的剪枝步骤都停在这一行代码上：它们是被掩码一起去掉的，不是逐个检查的。',
    'code.leetcode.masked': '被掩码去掉：第 {row} 行第 {col} 列受到攻击，它在 free 中的位是 0（不会被尝试）。',
    'code.leetcode.c.place': '// cols、ld、rd：这一行中被列或对角线攻击的格子',
    'code.leetcode.c.free': '// 一次算出这一行所有的空位：受攻击的格子不会被尝试',
    'code.leetcode.c.lowest': '// 最低位的 1：最左边的空列',
  },
};
