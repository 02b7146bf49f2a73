"""cpp.cpp (notes 000, C++: n_queens with a[index] overwritten), line by line.

Entry `Solution().solveNQueens(n)`: no constructor frame; the field `re` is the
one GLOBAL. `new int[n]` cells are uninitialised (`?`). `vector<string> tmps;`
is a declaration without initializer (not a step) that default-constructs `[]`.
"""
from runtime import UNINIT, CppString, Fields, Vector, i32, new_array

SOURCE = "cpp.cpp"
GLOBALS = ["re"]

this = Fields()
this.re = Vector()  # L3 decl       vector<vector<string> > re;


def entry(n):
    return solveNQueens(n)


def isValid(a, n, row, col):
    tmpcol = 0  # L8
    tmprow = 0  # L9
    while tmprow < row:  # L9
        tmpcol = a[tmprow]  # L11
        if tmpcol == col:  # L12
            return 0  # L13
        if i32(tmpcol - col) == i32(tmprow - row):  # L14
            return 0  # L15
        if i32(tmpcol - col) == i32(row - tmprow):  # L16
            return 0  # L17
        tmprow = i32(tmprow + 1)  # L9
    del tmprow
    return 1  # L19


def PrintN(a, n):
    tmps = Vector()  # L24 decl      vector<string> tmps;
    i = 0  # L25
    while i < n:  # L25
        s = CppString(n, ".")  # L27
        s[a[i]] = "Q"  # L28
        tmps.push_back(s)  # L29
        del s
        i = i32(i + 1)  # L25
    del i
    this.re.push_back(tmps)  # L31


def n_queens(a, n, index):
    i = 0  # L36
    while i < n:  # L36
        if isValid(a, n, index, i):  # L38
            a[index] = i  # L40
            if index == i32(n - 1):  # L41
                PrintN(a, n)  # L43
                return  # L45
            n_queens(a, n, i32(index + 1))  # L47
        i = i32(i + 1)  # L36
    del i


def solveNQueens(n):
    a = new_array(n, UNINIT)  # L54
    n_queens(a, n, 0)  # L56
    return this.re  # L57
