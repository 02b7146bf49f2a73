"""recursive.java (notes 004: place / isValid / show), transliterated line by line.

Java fields are attributes of `this` (shown as GLOBALS); `# Ln` marks the source
line a Python line stands for (see README.md).
"""
from runtime import Fields, i32, java_print, java_println, java_str, new_array

SOURCE = "recursive.java"
GLOBALS = ["queens", "ways"]

this = Fields()
this.queens = None  # L2 decl      int[] queens;
this.ways = 0  # L4 decl           int ways;


def entry(n):
    return placeQueens(n)


def placeQueens(n):
    if n < 1:  # L8
        return  # L8
    this.queens = new_array(n, 0)  # L9
    place(0)  # L10
    java_println(java_str(n) + "皇后一共有" + java_str(this.ways) + "种摆法")  # L11


def place(row):
    if row == len(this.queens):  # L16
        this.ways = i32(this.ways + 1)  # L17
        show()  # L18
        return  # L19
    col = 0  # L21
    while col < len(this.queens):  # L21
        if isValid(row, col):  # L22
            this.queens[row] = col  # L23
            place(row + 1)  # L24
        col = i32(col + 1)  # L21
    del col  # the for's variable goes out of scope


def isValid(row, col):
    i = 0  # L31
    while i < row:  # L31
        if this.queens[i] == col:  # L33
            return False  # L33
        if i32(row - i) == i32(abs(i32(col - this.queens[i]))):  # L35
            return False  # L35
        i = i32(i + 1)  # L31
    del i
    return True  # L37


def show():
    row = 0  # L42
    while row < len(this.queens):  # L42
        col = 0  # L43
        while col < len(this.queens):  # L43
            if this.queens[row] == col:  # L44
                java_print(1)  # L45
            else:
                java_print(0)  # L47
            java_print(" ")  # L49
            col = i32(col + 1)  # L43
        del col
        java_println()  # L51
        row = i32(row + 1)  # L42
    del row
    java_println("---------------------------")  # L53
