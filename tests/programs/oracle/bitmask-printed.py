"""bitmask-printed.java (notes 004's bit sets exactly as printed), line by line.

The printed bugs are kept: `byte cols` and `short leftTop, rightTop` (Java's
compound assignment narrows: `cols |= colV` is `cols = (byte)(cols | colV)`),
rightTop is never set before the recursive call, and `cols ^= col` XORs the
column number instead of its bit. Reads promote byte/short to int with sign
extension (Python ints already carry the sign). `1 << x` takes x & 31.
"""
from runtime import Fields, i8, i16, i32, java_println, java_str, shl

SOURCE = "bitmask-printed.java"
GLOBALS = ["n", "ways", "cols", "leftTop", "rightTop"]

this = Fields()
this.n = 0  # L1 decl       int n;
this.ways = 0  # L3 decl    int ways;
this.cols = 0  # L5 decl    byte cols;
this.leftTop = 0  # L7 decl     short leftTop;
this.rightTop = 0  # L9 decl    short rightTop;


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
        this.cols = i8(this.cols | colV)  # L30     (byte)(cols | colV)
        this.leftTop = i16(this.leftTop | ltV)  # L31     (short)(leftTop | ltV)
        place(i32(row + 1))  # L32
        this.cols = i8(this.cols ^ col)  # L33     (byte)(cols ^ col): the column, not its bit
        this.leftTop = i16(this.leftTop ^ ltV)  # L34
        this.rightTop = i16(this.rightTop ^ rtV)  # L35
        del colV, ltV, rtV
        col = i32(col + 1)  # L23
    del col
