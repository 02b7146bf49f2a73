int n;
// 一共有多少种合理的摆法
int ways;
// 标记着某一列是否有皇后了
byte cols;
// 标记着某一对角线是否有皇后了（左上角->右下角，left top -> right bottom）
short leftTop;
// 标记着某一对角线是否有皇后了（右上角->左下角，right top -> left bottom）
short rightTop;

void placeQueens(int size) {
    n = size;
    place(0);
    System.out.println(n + "皇后一共有" + ways + "种摆法");
}

// 从第row行开始摆放皇后
void place(int row) {
    if (row == n) {
        ways++;
        return;
    }
    for (int col = 0; col < n; col++) {
        int colV = 1 << col;
        if ((cols & colV) != 0) continue;
        int ltV = 1 << (row - col + n - 1);
        if ((leftTop & ltV) != 0) continue;
        int rtV = 1 << (row + col);
        if ((rightTop & rtV) != 0) continue;
        cols |= colV;
        leftTop |= ltV;
        place(row + 1);
        cols ^= col;
        leftTop ^= ltV;
        rightTop ^= rtV;
    }
}
