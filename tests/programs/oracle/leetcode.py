"""leetcode.java (LeetCode 52, free bits), line by line.

Entry `new Solution().totalNQueens(n)`: no constructor frame; the fields n, mask,
ways are the GLOBALS (the parameter n of totalNQueens shadows the field n).
"""
from runtime import Fields, i32, shl, shr

SOURCE = "leetcode.java"
GLOBALS = ["n", "mask", "ways"]

this = Fields()
this.n = 0  # L2 decl       int n;
this.mask = 0  # L4 decl    int mask;
this.ways = 0  # L5 decl    int ways;


def entry(n):
    return totalNQueens(n)


def totalNQueens(n):
    this.n = n  # L8
    this.mask = i32(shl(1, n) - 1)  # L9
    place(0, 0, 0, 0)  # L10
    return this.ways  # L11


def place(row, cols, ld, rd):
    if row == this.n:  # L16
        this.ways = i32(this.ways + 1)  # L17
        return  # L18
    free = i32(~(cols | ld | rd) & this.mask)  # L21
    while free != 0:  # L22
        bit = i32(free & i32(-free))  # L24
        free = i32(free ^ bit)  # L25
        place(i32(row + 1), i32(cols | bit), shl(i32(ld | bit), 1), shr(i32(rd | bit), 1))  # L26
        del bit  # the while body's block ends
