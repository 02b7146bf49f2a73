/*
 * The C reference for `make bench`: the classic bitmask n-queens counter
 * with mirror halving of the first row (after Jeff Somers), single thread.
 *
 *   cc -O3 -o mirror mirror.c && ./mirror 16 [REPS]
 *   -> {"impl":"c-mirror","n":16,"total":14772512,"ms":3600.1,"cpu_ms":3590.2}
 *
 * One JSON line per repetition: wall-clock and thread CPU milliseconds.
 *
 * Recursion-free: an explicit stack of (available, left, down, right) per
 * row. Queens of row 0 go in the left half only and every count is doubled;
 * for odd n the middle column of row 0 is taken once, with row 1 halved.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint64_t completions(int n, int row, uint32_t down, uint32_t left, uint32_t right) {
    uint32_t full = n == 32 ? 0xffffffffu : (1u << n) - 1;
    uint32_t avail[32], ls[32], ds[32], rs[32];
    uint64_t found = 0;
    int d = row, last = n - 1;
    if (row == n) return 1;
    ls[d] = left; ds[d] = down; rs[d] = right;
    avail[d] = full & ~(left | down | right);
    for (;;) {
        uint32_t a = avail[d];
        if (a == 0) {
            if (d == row) return found;
            d--;
            continue;
        }
        uint32_t bit = a & -a;
        avail[d] = a ^ bit;
        if (d == last) {
            found++;
            continue;
        }
        uint32_t l = (ls[d] | bit) << 1, dn = ds[d] | bit, r = (rs[d] | bit) >> 1;
        d++;
        ls[d] = l; ds[d] = dn; rs[d] = r;
        avail[d] = full & ~(l | dn | r);
    }
}

static uint64_t count_mirror(int n) {
    uint64_t total = 0;
    if (n == 1) return 1;
    for (int col = 0; col < n / 2; col++) {
        uint32_t bit = 1u << col;
        total += 2 * completions(n, 1, bit, bit << 1, bit >> 1);
    }
    if (n % 2 == 1) {
        uint32_t mid = 1u << (n / 2);
        uint32_t full = (1u << n) - 1;
        uint32_t rest = full & ~(mid | mid << 1 | mid >> 1) & (mid - 1);
        while (rest) {
            uint32_t bit = rest & -rest;
            rest ^= bit;
            total += 2 * completions(n, 2, mid | bit, (mid << 1 | bit) << 1, (mid >> 1 | bit) >> 1);
        }
    }
    return total;
}

static double ms_between(struct timespec a, struct timespec b) {
    return (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 0;
    int reps = argc > 2 ? atoi(argv[2]) : 1;
    if (n < 1 || n > 31 || reps < 1) {
        fprintf(stderr, "usage: %s N [REPS]   (1 <= N <= 31)\n", argv[0]);
        return 2;
    }
    for (int i = 0; i < reps; i++) {
        struct timespec t0, t1, c0, c1;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c0);
        clock_gettime(CLOCK_MONOTONIC, &t0);
        uint64_t total = count_mirror(n);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c1);
        printf("{\"impl\":\"c-mirror\",\"kernel\":\"mirror\",\"n\":%d,\"result\":%llu,\"ms\":%.3f,\"cpu_ms\":%.3f}\n",
               n, (unsigned long long)total, ms_between(t0, t1), ms_between(c0, c1));
        fflush(stdout);
    }
    return 0;
}
