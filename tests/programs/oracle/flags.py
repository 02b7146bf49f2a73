"""flags.c (notes 003: queen3 / try(i) with the flag arrays b, c, d), line by line.

C globals (zeroed): a[20], b[20], c[40], d[40], n, t, i, j, k. queen3's local i
and try's local j shadow the globals of the same name; output uses the global k.
The C function `try` is `try_` here (a Python keyword); FRAMES show `try`.
"""
from runtime import UNINIT, i32, input, new_array, print

SOURCE = "flags.c"
GLOBALS = ["a", "b", "c", "d", "n", "t", "i", "j", "k"]

a = new_array(20, 0)  # L1 decl     int a[20], b[20], c[40], d[40];
b = new_array(20, 0)  # L1 decl
c = new_array(40, 0)  # L1 decl
d = new_array(40, 0)  # L1 decl
n = 0  # L2 decl      int n, t, i, j, k;
t = 0  # L2 decl
i = 0  # L2 decl
j = 0  # L2 decl
k = 0  # L2 decl


def entry(n):
    return queen3()


def queen3():
    global n
    i = UNINIT  # L6 decl       int i;
    n = input()  # L7
    i = 1  # L8
    while i <= n:  # L8
        b[i] = 0  # L10
        c[i] = 0  # L11
        c[i32(n + i)] = 0  # L12
        d[i] = 0  # L13
        d[i32(n + i)] = 0  # L14
        i = i32(i + 1)  # L8
    try_(1)  # L16


def try_(i):
    j = UNINIT  # L21 decl      int j;
    j = 1  # L22
    while j <= n:  # L22
        if (b[j] == 0) and (c[i32(i + j)] == 0) and (d[i32(i - j + n)] == 0):  # L23
            a[i] = j  # L25
            b[j] = 1  # L26
            c[i32(i + j)] = 1  # L27
            d[i32(i - j + n)] = 1  # L28
            if i < n:  # L29
                try_(i32(i + 1))  # L30
            else:
                output()  # L32
            b[j] = 0  # L33
            c[i32(i + j)] = 0  # L34
            d[i32(i - j + n)] = 0  # L35
        j = i32(j + 1)  # L22


def output():
    global t, k
    t = i32(t + 1)  # L41
    print(t, "       ")  # L42
    k = 1  # L43
    while k <= n:  # L43
        print(a[k], "   ")  # L44
        k = i32(k + 1)  # L43
    print("\n")  # L45
