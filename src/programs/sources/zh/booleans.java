// 标记着某一列是否有皇后
boolean[] cols;
// 标记着某一斜线上是否有皇后（左上角 -> 右下角）
boolean[] leftTop;
// 标记着某一斜线上是否有皇后（右上角 -> 左下角）
boolean[] rightTop;
// 一共有多少种合理的摆法
int ways;

// 摆放所有皇后
void placeQueens(int n) {
    if (n < 1) return;
    cols = new boolean[n];
    leftTop = new boolean[(n << 1) - 1];
    rightTop = new boolean[(n << 1) - 1];
    place(0);
    System.out.println(n + "皇后一共有" + ways + "种摆法");
}

// 从第row行开始摆放皇后
void place(int row) {
    if (row == cols.length) {
        ways++;
        // 讲义在这里调用show()，它打印queens数组，而这一版没有queens数组：
        // 和位运算版一样，不打印棋盘
        return;
    }
    for (int col = 0; col < cols.length; col++) {
        if (cols[col]) continue;
        // 左上角 -> 右下角对角线索引：row - col + 7（n = 8时）
        int ltIndex = row - col + cols.length - 1;
        if (leftTop[ltIndex]) continue;
        // 右上角 -> 左下角对角线索引：row + col
        int rtIndex = row + col;
        if (rightTop[rtIndex]) continue;
        cols[col] = leftTop[ltIndex] = rightTop[rtIndex] = true;
        place(row + 1);
        cols[col] = leftTop[ltIndex] = rightTop[rtIndex] = false;
    }
}
