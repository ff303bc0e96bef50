/* WRONG (WA, half the points of most tests): the total is right (the search of
   qcount.c, Takaken's method), but the number of distinct placements is written
   as total / 8, as if every placement had 8 different images under the rotations
   and reflections. Some have only 2 or 4 (n = 8: 92 / 8 = 11, not 12). */
#include <stdio.h>

int n, last, board[16], mask, topbit, endbit, sidemask, lastmask, bound1, bound2;
long long count2, count4, count8, total;

void check(void) {
    int own, you, bit, ptn;
    if (board[bound2] == 1) { /* rotation by 90 degrees */
        for (ptn = 2, own = 1; own <= last; own++, ptn <<= 1) {
            bit = 1;
            for (you = last; board[you] != ptn && board[own] >= bit; you--) bit <<= 1;
            if (board[own] > bit) return;
            if (board[own] < bit) break;
        }
        if (own > last) { count2++; return; }
    }
    if (board[last] == endbit) { /* rotation by 180 degrees */
        for (you = last - 1, own = 1; own <= last; own++, you--) {
            bit = 1;
            for (ptn = topbit; ptn != board[you] && board[own] >= bit; ptn >>= 1) bit <<= 1;
            if (board[own] > bit) return;
            if (board[own] < bit) break;
        }
        if (own > last) { count4++; return; }
    }
    if (board[bound1] == topbit) { /* rotation by 270 degrees */
        for (ptn = topbit >> 1, own = 1; own <= last; own++, ptn >>= 1) {
            bit = 1;
            for (you = 0; board[you] != ptn && board[own] >= bit; you++) bit <<= 1;
            if (board[own] > bit) return;
            if (board[own] < bit) break;
        }
    }
    count8++;
}

/* first queen in a corner */
void backtrack1(int y, int left, int down, int right) {
    int bitmap = mask & ~(left | down | right), bit;
    if (y == last) {
        if (bitmap) { board[y] = bitmap; count8++; }
        return;
    }
    if (y < bound1) bitmap &= ~2;
    while (bitmap) {
        bit = bitmap & -bitmap;
        bitmap ^= bit;
        board[y] = bit;
        backtrack1(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
    }
}

/* first queen not in a corner */
void backtrack2(int y, int left, int down, int right) {
    int bitmap = mask & ~(left | down | right), bit;
    if (y == last) {
        if (bitmap && !(bitmap & lastmask)) { board[y] = bitmap; check(); }
        return;
    }
    if (y < bound1) bitmap &= ~sidemask;
    else if (y == bound2) {
        if (!(down & sidemask)) return;
        if ((down & sidemask) != sidemask) bitmap &= sidemask;
    }
    while (bitmap) {
        bit = bitmap & -bitmap;
        bitmap ^= bit;
        board[y] = bit;
        backtrack2(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
    }
}

int main(void) {
    FILE *fi = fopen("QCOUNT.INP", "r"), *fo = fopen("QCOUNT.OUT", "w");
    int bit;
    fscanf(fi, "%d", &n);
    if (n == 1) {
        fprintf(fo, "1 0\n");
        fclose(fo);
        return 0;
    }
    last = n - 1;
    topbit = 1 << last;
    mask = (1 << n) - 1;
    board[0] = 1;
    for (bound1 = 2; bound1 < last; bound1++) {
        board[1] = bit = 1 << bound1;
        backtrack1(2, (2 | bit) << 1, 1 | bit, bit >> 1);
    }
    sidemask = lastmask = topbit | 1;
    endbit = topbit >> 1;
    for (bound1 = 1, bound2 = n - 2; bound1 < bound2; bound1++, bound2--) {
        board[0] = bit = 1 << bound1;
        backtrack2(1, bit << 1, bit, bit >> 1);
        lastmask |= lastmask >> 1 | lastmask << 1;
        endbit >>= 1;
    }
    total = count2 * 2 + count4 * 4 + count8 * 8;
    fprintf(fo, "%lld %lld\n", total, total / 8);
    fclose(fo);
    return 0;
}
