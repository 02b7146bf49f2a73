// marks whether a column already has a queen
boolean[] cols;
// marks whether a diagonal already has a queen (left top -> right bottom)
boolean[] leftTop;
// marks whether a diagonal already has a queen (right top -> left bottom)
boolean[] rightTop;
// how many valid placements there are in all
int ways;

// place all the queens
void placeQueens(int n) {
    if (n < 1) return;
    cols = new boolean[n];
    leftTop = new boolean[(n << 1) - 1];
    rightTop = new boolean[(n << 1) - 1];
    place(0);
    System.out.println(n + "皇后一共有" + ways + "种摆法");
}

// place queens from row `row` on
void place(int row) {
    if (row == cols.length) {
        ways++;
        // the notes call show() here, which prints queens[]: this version has
        // no queens array, so like the bit-set version it prints no board
        return;
    }
    for (int col = 0; col < cols.length; col++) {
        if (cols[col]) continue;
        // left top -> right bottom diagonal's index: row - col + 7 (for n = 8)
        int ltIndex = row - col + cols.length - 1;
        if (leftTop[ltIndex]) continue;
        // right top -> left bottom diagonal's index: row + col
        int rtIndex = row + col;
        if (rightTop[rtIndex]) continue;
        cols[col] = leftTop[ltIndex] = rightTop[rtIndex] = true;
        place(row + 1);
        cols[col] = leftTop[ltIndex] = rightTop[rtIndex] = false;
    }
}
