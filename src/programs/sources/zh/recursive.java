// 数组索引是行号，数组元素是列号
int[] queens;
// 一共有多少种合理的摆法
int ways;

// 摆放所有皇后
void placeQueens(int n) {
    if (n < 1) return;
    queens = new int[n];
    place(0);
    System.out.println(n + "皇后一共有" + ways + "种摆法");
}

// 从第row行开始摆放皇后
void place(int row) {
    if (row == queens.length) {
        ways++;
        show();
        return;
    }
    for (int col = 0; col < queens.length; col++) {
        if (isValid(row, col)) {
            queens[row] = col;
            place(row + 1);
        }
    }
}

// 检查第row行第col列是否可以摆放皇后
boolean isValid(int row, int col) {
    for (int i = 0; i < row; i++) {
        // 第col列已经有皇后
        if (queens[i] == col) return false;
        // 第i行的皇后跟第row行第col列格子处在同一斜线上
        if (row - i == Math.abs(col - queens[i])) return false;
    }
    return true;
}

// 显示皇后的摆放情况
void show() {
    for (int row = 0; row < queens.length; row++) {
        for (int col = 0; col < queens.length; col++) {
            if (queens[row] == col) {
                System.out.print(1);
            } else {
                System.out.print(0);
            }
            System.out.print(" ");
        }
        System.out.println();
    }
    System.out.println("---------------------------");
}
