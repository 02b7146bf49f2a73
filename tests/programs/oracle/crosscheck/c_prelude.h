/* The notes' pseudo-C built-ins, so that brute.c, iterative.c and flags.c compile
   unchanged with gcc (crosscheck only). */
#include <stdio.h>
#include <stdlib.h>

static int chosen_n;

/* input(x): assigns the chosen board size to x. */
#define input(x) ((x) = chosen_n)

static void print_int(int value) { printf("%d", value); }
static void print_str(const char *text) { fputs(text, stdout); }
#define print_one(x) _Generic((x), char *: print_str, const char *: print_str, default: print_int)(x)
#define PRINT_PICK(_1, _2, NAME, ...) NAME
#define print1(x) print_one(x)
#define print2(x, y) (print_one(x), print_one(y))
/* print(v, ...): each argument as text, no separator, no newline added. */
#define print(...) PRINT_PICK(__VA_ARGS__, print2, print1)(__VA_ARGS__)
