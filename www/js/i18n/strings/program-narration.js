// The narration of a code view's program (js/ui/program-narration.js), in
// English and Chinese: by event, what THAT program did, worded from the
// facts the core reads off its run (an untested place, a square its test
// let through although a queen attacks it, a full board rejected, the
// squares a row really tried); by line, what the line does
// (js/ui/line-narration.js). Plain data, no side effects:
// program-narration.js adds it with addStrings().

export default {
  en: {
    'narr.reject.column.noQueen': 'Queen {q} tries ({r},{c}): the program finds the column taken, although no queen stands on it: its test is wrong. It prunes and tries the next square.',
    'narr.reject.diagonal.noQueen': 'Queen {q} tries ({r},{c}): the program finds the diagonal (left top -> right bottom) taken, although no queen stands on it: its test is wrong. It prunes and tries the next square.',
    'narr.reject.anti-diagonal.noQueen': 'Queen {q} tries ({r},{c}): the program finds the diagonal (right top -> left bottom) taken, although no queen stands on it: its test is wrong. It prunes and tries the next square.',
    'narr.check.mask': 'The program read it from its mask (a bit set).',
    'narr.check.flag': 'The program read it from its flag array.',
    'narr.along.column': 'along the column',
    'narr.along.diagonal': 'along the diagonal (left top -> right bottom)',
    'narr.along.anti-diagonal': 'along the diagonal (right top -> left bottom)',
    'narr.place.untested': 'Queen {q} goes to ({r},{c}) untested: this program checks only full boards, so it never prunes.',
    'narr.place.untestedAttacked':
      'Queen {q} goes to ({r},{c}) untested, although queen {a} at ({ar},{ac}) attacks it {along}: this program checks only full boards, so it never prunes.',
    'narr.place.offBoard':
      'The program puts queen {q} at ({r},{c}), outside the {n}×{n} board: the board has no column {c}, so the queen is not drawn. Does a loop go one column too far?',
    'narr.place.letThrough':
      'Queen {q} tries ({r},{c}): the program’s test lets it through, although queen {a} at ({ar},{ac}) attacks it {along}. The program puts queen {q} down at ({r},{c}).',
    'narr.reject.board':
      'The board is full and the program checks it as a whole: queen {q} at ({r},{c}) is attacked {along} by queen {a} at ({ar},{ac}). Not a solution; nothing was pruned, the next board comes.',
    'narr.reject.board.noQueen':
      'The board is full and the program’s check of the whole board fails at queen {q}, at ({r},{c}). Not a solution; nothing was pruned, the next board comes.',
    'narr.remove.boardRejected': 'The full board was rejected: lift queen {q} from ({r},{c}) for the next board.',
    'narr.remove.lastRow': 'Queen {q} is in the last row: the program lifts it from ({r},{c}).',
    'narr.remove.noneTried': 'Row {next}: the program tried none of its {n} squares.',
    'narr.remove.someTried': 'Row {next}: the program tried only {tried} of its {n} squares.',
    'narr.remove.allRejected': 'Row {next}: the program’s test rejected all {n} of its squares.',
    'narr.back': 'Backtrack: lift queen {q} from ({r},{c}).',
    'narr.back.again': 'Backtrack again: lift queen {q} from ({r},{c}).',
    'narr.back.toTop': 'Backtrack all the way, to row 1: lift queen {q} from ({r},{c}).',
    'narr.line.start': 'The program is about to start.',
    'narr.line.end': 'The program has ended.',
    'narr.line.endResult': 'The program has ended and returned {result}.',
    'narr.line.failed': 'The program stopped: {message}',
    'narr.line.test': 'Line {line}, in {fn}: tests a condition: {code}',
    'narr.line.loop': 'Line {line}, in {fn}: a step of the for loop (update and test): {code}',
    'narr.line.while': 'Line {line}, in {fn}: tests the while loop’s condition: {code}',
    'narr.line.return': 'Line {line}, in {fn}: returns: {code}',
    'narr.line.jump': 'Line {line}, in {fn}: leaves this turn of the loop: {code}',
    'narr.line.assign': 'Line {line}, in {fn}: assigns: {code}',
    'narr.line.call': 'Line {line}, in {fn}: calls: {code}',
    'narr.line.run': 'Line {line}, in {fn}: {code}',
    'narr.solution.conflict':
      'The program counts solution {k}: {coords}, although queen {a} at ({ar},{ac}) attacks queen {b} at ({br},{bc}) {along}.',
  },
  zh: {
    'narr.reject.column.noQueen': '皇后{q}尝试({r}，{c})：程序认为这一列已被占用，但这一列上并没有皇后：它的检查有误。它剪枝，试下一格。',
    'narr.reject.diagonal.noQueen': '皇后{q}尝试({r}，{c})：程序认为这条斜线（左上角->右下角）已被占用，但这条斜线上并没有皇后：它的检查有误。它剪枝，试下一格。',
    'narr.reject.anti-diagonal.noQueen': '皇后{q}尝试({r}，{c})：程序认为这条斜线（右上角->左下角）已被占用，但这条斜线上并没有皇后：它的检查有误。它剪枝，试下一格。',
    'narr.check.mask': '程序是从它的掩码（位集合）中读出的。',
    'narr.check.flag': '程序是从它的标记数组中读出的。',
    'narr.along.column': '沿同一列',
    'narr.along.diagonal': '沿同一斜线（左上角->右下角）',
    'narr.along.anti-diagonal': '沿同一斜线（右上角->左下角）',
    'narr.place.untested': '皇后{q}不经检查放在({r}，{c})：这个程序只检查摆满的棋盘，从不剪枝。',
    'narr.place.untestedAttacked': '皇后{q}不经检查放在({r}，{c})，尽管({ar}，{ac})的皇后{a}{along}攻击它：这个程序只检查摆满的棋盘，从不剪枝。',
    'narr.place.offBoard': '程序把皇后{q}放在({r}，{c})，在 {n}×{n} 的棋盘之外：棋盘没有第{c}列，所以这个皇后画不出来。是不是某个循环多走了一列？',
    'narr.place.letThrough': '皇后{q}尝试({r}，{c})：程序的检查放行了这一格，尽管({ar}，{ac})的皇后{a}{along}攻击它。程序放下皇后{q}。',
    'narr.reject.board': '棋盘摆满了，程序检查整个棋盘：({r}，{c})的皇后{q}被({ar}，{ac})的皇后{a}{along}攻击。这不是解；没有剪枝，接着试下一个棋盘。',
    'narr.reject.board.noQueen': '棋盘摆满了，程序对整个棋盘的检查在({r}，{c})的皇后{q}处失败。这不是解；没有剪枝，接着试下一个棋盘。',
    'narr.remove.boardRejected': '摆满的棋盘被否决：拿起({r}，{c})的皇后{q}，换下一个棋盘。',
    'narr.remove.lastRow': '皇后{q}在最后一行：程序把它从({r}，{c})拿起。',
    'narr.remove.noneTried': '第{next}行：程序一格也没有尝试（共{n}格）。',
    'narr.remove.someTried': '第{next}行：程序只尝试了{tried}（共{n}格）。',
    'narr.remove.allRejected': '第{next}行：程序的检查否决了全部{n}格。',
    'narr.back': '回溯：拿起({r}，{c})的皇后{q}。',
    'narr.back.again': '继续回溯：拿起({r}，{c})的皇后{q}。',
    'narr.back.toTop': '回溯到底：拿起({r}，{c})的皇后{q}。',
    'narr.line.start': '程序即将开始。',
    'narr.line.end': '程序已结束。',
    'narr.line.endResult': '程序已结束，返回 {result}。',
    'narr.line.failed': '程序停止了：{message}',
    'narr.line.test': '{fn} 的第 {line} 行：判断条件：{code}',
    'narr.line.loop': '{fn} 的第 {line} 行：for 循环的一步（更新并判断）：{code}',
    'narr.line.while': '{fn} 的第 {line} 行：判断 while 循环的条件：{code}',
    'narr.line.return': '{fn} 的第 {line} 行：返回：{code}',
    'narr.line.jump': '{fn} 的第 {line} 行：结束本轮循环：{code}',
    'narr.line.assign': '{fn} 的第 {line} 行：赋值：{code}',
    'narr.line.call': '{fn} 的第 {line} 行：调用：{code}',
    'narr.line.run': '{fn} 的第 {line} 行：{code}',
    'narr.solution.conflict': '程序记下第{k}个解：{coords}，尽管({ar}，{ac})的皇后{a}{along}攻击({br}，{bc})的皇后{b}。',
  },
};
