"""booleans.java (notes 004's optimisation: the boolean arrays cols, leftTop, rightTop), line by line.

The notes' show() call after ways++ is left out of the source (it prints queens[],
which this version has not): a comment there, no step.
"""
from runtime import Fields, i32, java_println, java_str, new_array, shl

SOURCE = "booleans.java"
GLOBALS = ["cols", "leftTop", "rightTop", "ways"]

this = Fields()
this.cols = None  # L2 decl        boolean[] cols;
this.leftTop = None  # L4 decl     boolean[] leftTop;
this.rightTop = None  # L6 decl    boolean[] rightTop;
this.ways = 0  # L8 decl           int ways;


def entry(n):
    return placeQueens(n)


def placeQueens(n):
    if n < 1:  # L12
        return  # L12
    this.cols = new_array(n, False)  # L13
    this.leftTop = new_array(i32(shl(n, 1) - 1), False)  # L14
    this.rightTop = new_array(i32(shl(n, 1) - 1), False)  # L15
    place(0)  # L16
    java_println(java_str(n) + "皇后一共有" + java_str(this.ways) + "种摆法")  # L17


def place(row):
    if row == len(this.cols):  # L22
        this.ways = i32(this.ways + 1)  # L23
        return  # L26
    col = 0  # L28
    while col < len(this.cols):  # L28
        if this.cols[col]:  # L29
            col = i32(col + 1)  # L28
            continue  # L28
        ltIndex = i32(row - col + len(this.cols) - 1)  # L31
        if this.leftTop[ltIndex]:  # L32
            del ltIndex  # the for body's block ends before the update
            col = i32(col + 1)  # L28
            continue  # L28
        rtIndex = i32(row + col)  # L34
        if this.rightTop[rtIndex]:  # L35
            del ltIndex, rtIndex
            col = i32(col + 1)  # L28
            continue  # L28
        this.cols[col] = this.leftTop[ltIndex] = this.rightTop[rtIndex] = True  # L36
        place(i32(row + 1))  # L37
        this.cols[col] = this.leftTop[ltIndex] = this.rightTop[rtIndex] = False  # L38
        del ltIndex, rtIndex
        col = i32(col + 1)  # L28
    del col  # the for's variable goes out of scope
