class Solution {
    int n;
    // the columns when all n queens are placed: the low n bits all 1
    int mask;
    int ways;

    public int totalNQueens(int n) {
        this.n = n;
        mask = (1 << n) - 1;
        place(0, 0, 0, 0);
        return ways;
    }

    // cols, ld, rd: the columns the queens above attack in this row (column, left top -> right bottom, right top -> left bottom)
    void place(int row, int cols, int ld, int rd) {
        if (row == n) {
            ways++;
            return;
        }
        // the squares not attacked: pruned squares are never even tried
        int free = ~(cols | ld | rd) & mask;
        while (free != 0) {
            // the lowest 1 bit: the next column to try
            int bit = free & -free;
            free ^= bit;
            place(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        }
    }
}
