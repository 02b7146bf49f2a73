"""brute.c (notes 003: queen1, the brute force: one for loop per row, put(i)
being loop number i; from the second row on, check(a, i) right after a[i] is
set, `continue` when it fails; the solution printed at the last level), line
by line.

C globals (zeroed): a[9], n. check(int a[], int n) shadows both; its a is
the global array itself (shown by contents).
"""
from runtime import UNINIT, c_abs, i32, input, new_array, print

SOURCE = "brute.c"
GLOBALS = ["a", "n"]

a = new_array(9, 0)  # L1 decl      int a[9], n;
n = 0  # L1 decl


def entry(n):
    return queen1()


def queen1():
    global n
    n = input()  # L6
    put(1)  # L7


def put(i):
    a[i] = 1  # L13
    while a[i] <= n:  # L13
        if i >= 2 and check(a, i) == 0:  # L15
            a[i] = i32(a[i] + 1)  # L13
            continue  # L13
        if i < n:  # L16
            put(i32(i + 1))  # L17
        else:
            output()  # L19
        a[i] = i32(a[i] + 1)  # L13


def check(a, n):
    i = UNINIT  # L25 decl      int i, j;
    j = UNINIT  # L25 decl
    i = 2  # L26
    while i <= n:  # L26
        j = 1  # L27
        while j <= i32(i - 1):  # L27
            if (c_abs(i32(a[i] - a[j])) == c_abs(i32(i - j))) or (a[i] == a[j]):  # L28
                return 0  # L29
            j = i32(j + 1)  # L27
        i = i32(i + 1)  # L26
    return 1  # L30


def output():
    i = UNINIT  # L35 decl      int i;
    i = 1  # L36
    while i <= n:  # L36
        print(a[i])  # L37
        i = i32(i + 1)  # L36
    print("\n")  # L38
