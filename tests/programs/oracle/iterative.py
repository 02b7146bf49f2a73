"""iterative.c (notes 003: queen2 / backdate, non-recursive backtracking, a[1..n]).

C globals (zeroed): a[20], n. backdate(int n) and output(int n) shadow n.
"""
from runtime import UNINIT, c_abs, i32, input, new_array, print

SOURCE = "iterative.c"
GLOBALS = ["a", "n"]

a = new_array(20, 0)  # L1 decl     int a[20], n;
n = 0  # L1 decl


def entry(n):
    return queen2()


def queen2():
    global n
    n = input()  # L5
    backdate(n)  # L6


def backdate(n):
    k = UNINIT  # L12 decl      int k;
    a[1] = 0  # L13
    k = 1  # L14
    while k > 0:  # L15
        a[k] = i32(a[k] + 1)  # L17
        while (a[k] <= n) and (check(k) == 0):  # L19
            a[k] = i32(a[k] + 1)  # L20
        if a[k] <= n:  # L21
            if k == n:  # L23
                output(n)  # L24
            else:
                k = i32(k + 1)  # L27
                a[k] = 0  # L28
        else:
            k = i32(k - 1)  # L32


def check(k):
    i = UNINIT  # L38 decl      int i;
    i = 1  # L39
    while i <= i32(k - 1):  # L39
        if (c_abs(i32(a[i] - a[k])) == c_abs(i32(i - k))) or (a[i] == a[k]):  # L40
            return 0  # L41
        i = i32(i + 1)  # L39
    return 1  # L42


def output(n):
    i = UNINIT  # L47 decl      int i;
    i = 1  # L48
    while i <= n:  # L48
        print(a[i])  # L49
        i = i32(i + 1)  # L48
    print("\n")  # L50
