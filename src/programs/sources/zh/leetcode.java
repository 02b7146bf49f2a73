class Solution {
    int n;
    // 所有n个皇后都摆好的列：低n位全是1
    int mask;
    int ways;

    public int totalNQueens(int n) {
        this.n = n;
        mask = (1 << n) - 1;
        place(0, 0, 0, 0);
        return ways;
    }

    // cols、ld、rd：上面的皇后在这一行攻击的列（列、左上角->右下角、右上角->左下角）
    void place(int row, int cols, int ld, int rd) {
        if (row == n) {
            ways++;
            return;
        }
        // 没被攻击的格子：被剪掉的格子根本不会去试
        int free = ~(cols | ld | rd) & mask;
        while (free != 0) {
            // 最低位的1：下一个要试的列
            int bit = free & -free;
            free ^= bit;
            place(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        }
    }
}
