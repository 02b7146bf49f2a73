"""list.java (notes 000, Java: search with cols.add / cols.remove), line by line.

Entry `new Solution().solveNQueens(n)`: the constructor has no frame and no step;
Solution has no fields, so GLOBALS is empty.
"""
from runtime import ArrayList, i32, new_array

SOURCE = "list.java"
GLOBALS = []


def entry(n):
    return solveNQueens(n)


def drawChessboard(cols):
    chessboard = new_array(cols.size(), None)  # L3
    i = 0  # L4
    while i < cols.size():  # L4
        chessboard[i] = ""  # L5
        j = 0  # L6
        while j < cols.size():  # L6
            if j == cols.get(i):  # L7
                chessboard[i] += "Q"  # L8
            else:
                chessboard[i] += "."  # L10
            j = i32(j + 1)  # L6
        del j
        i = i32(i + 1)  # L4
    del i
    return chessboard  # L15


def isValid(cols, col):
    row = cols.size()  # L19
    i = 0  # L20
    while i < row:  # L20
        if cols.get(i) == col:  # L22
            return False  # L23
        if i32(i - cols.get(i)) == i32(row - col):  # L26
            return False  # L27
        if i32(i + cols.get(i)) == i32(row + col):  # L30
            return False  # L31
        i = i32(i + 1)  # L20
    del i
    return True  # L34


def search(n, cols, result):
    if cols.size() == n:  # L38
        result.add(drawChessboard(cols))  # L39
        return  # L40
    col = 0  # L43
    while col < n:  # L43
        if not isValid(cols, col):  # L44
            pass  # L45     continue;  (then the for's update)
            col = i32(col + 1)  # L43
            continue  # L43
        cols.add(col)  # L47
        search(n, cols, result)  # L48
        cols.remove(cols.size() - 1)  # L49
        col = i32(col + 1)  # L43
    del col


def solveNQueens(n):
    result = ArrayList()  # L54
    if n <= 0:  # L55
        return result  # L56
    search(n, ArrayList(), result)  # L58
    return result  # L59
