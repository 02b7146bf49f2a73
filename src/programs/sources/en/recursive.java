// the array's index is the row, its element the column
int[] queens;
// how many valid placements there are in all
int ways;

// place all the queens
void placeQueens(int n) {
    if (n < 1) return;
    queens = new int[n];
    place(0);
    System.out.println(n + "皇后一共有" + ways + "种摆法");
}

// place queens from row `row` on
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

// checks whether a queen may go on row `row`, column `col`
boolean isValid(int row, int col) {
    for (int i = 0; i < row; i++) {
        // column col already has a queen
        if (queens[i] == col) return false;
        // row i's queen and the square (row, col) are on one diagonal
        if (row - i == Math.abs(col - queens[i])) return false;
    }
    return true;
}

// show where the queens are
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
