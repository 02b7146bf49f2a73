"""brute.c (notes 003: queen1, every one-queen-per-row board, then check), line by line.

C globals (zeroed): a[9], n, t. check(int a[], int n) shadows both; its a is
the global array itself (shown by contents).
"""
from runtime import UNINIT, c_abs, i32, input, new_array, print

SOURCE = "brute.c"
GLOBALS = ["a", "n", "t"]

a = new_array(9, 0)  # L1 decl      int a[9], n, t;
n = 0  # L1 decl
t = 0  # L1 decl


def entry(n):
    return queen1()


def queen1():
    global n
    n = input()  # L6
    put(1)  # L7


def put(i):
    if i > n:  # L13
        if check(a, n) == 1:  # L15
            output()  # L16
        return  # L17
    a[i] = 1  # L19
    while a[i] <= n:  # L19
        put(i32(i + 1))  # L20
        a[i] = i32(a[i] + 1)  # L19


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
    global t
    i = UNINIT  # L35 decl      int i;
    t = i32(t + 1)  # L36
    i = 1  # L37
    while i <= n:  # L37
        print(a[i])  # L38
        i = i32(i + 1)  # L37
    print("\n")  # L39
