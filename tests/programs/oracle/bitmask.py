"""bitmask.java (notes 004's bit sets, corrected), line by line. Java int masks."""
from runtime import Fields, i32, java_println, java_str, shl

SOURCE = "bitmask.java"
GLOBALS = ["n", "ways", "cols", "leftTop", "rightTop"]

this = Fields()
this.n = 0  # L1 decl       int n;
this.ways = 0  # L3 decl    int ways;
this.cols = 0  # L5 decl    int cols;
this.leftTop = 0  # L7 decl     int leftTop;
this.rightTop = 0  # L9 decl    int rightTop;


def entry(n):
    return placeQueens(n)


def placeQueens(size):
    this.n = size  # L12
    place(0)  # L13
    java_println(java_str(this.n) + "皇后一共有" + java_str(this.ways) + "种摆法")  # L14


def place(row):
    if row == this.n:  # L19
        this.ways = i32(this.ways + 1)  # L20
        return  # L21
    col = 0  # L23
    while col < this.n:  # L23
        colV = shl(1, col)  # L24
        if (this.cols & colV) != 0:  # L25
            del colV  # the for body's block ends before the update
            col = i32(col + 1)  # L23
            continue  # L23
        ltV = shl(1, i32(row - col + this.n - 1))  # L26
        if (this.leftTop & ltV) != 0:  # L27
            del colV, ltV
            col = i32(col + 1)  # L23
            continue  # L23
        rtV = shl(1, i32(row + col))  # L28
        if (this.rightTop & rtV) != 0:  # L29
            del colV, ltV, rtV
            col = i32(col + 1)  # L23
            continue  # L23
        this.cols = i32(this.cols | colV)  # L30
        this.leftTop = i32(this.leftTop | ltV)  # L31
        this.rightTop = i32(this.rightTop | rtV)  # L32
        place(i32(row + 1))  # L33
        this.cols = i32(this.cols ^ colV)  # L34
        this.leftTop = i32(this.leftTop ^ ltV)  # L35
        this.rightTop = i32(this.rightTop ^ rtV)  # L36
        del colV, ltV, rtV
        col = i32(col + 1)  # L23
    del col
