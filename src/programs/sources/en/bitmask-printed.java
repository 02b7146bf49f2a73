int n;
// how many valid placements there are in all
int ways;
// marks whether a column already has a queen
byte cols;
// marks whether a diagonal already has a queen (left top -> right bottom)
short leftTop;
// marks whether a diagonal already has a queen (right top -> left bottom)
short rightTop;

void placeQueens(int size) {
    n = size;
    place(0);
    System.out.println(n + "皇后一共有" + ways + "种摆法");
}

// place queens from row `row` on
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
