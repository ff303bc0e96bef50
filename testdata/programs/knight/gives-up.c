/* WRONG (WA): plain Warnsdorff's rule with no backtracking and no second try:
   the knight always goes to the square with the fewest onward moves, ties going
   to the last such move in the seed's order (d <= bestd). From some starts it
   gets stuck before the end (50 x 50 from (1, 2)), and the program then writes
   -1 although a tour exists. */
#include <stdio.h>

int n, h[101][101];
int a[8] = {2, 1, -1, -2, -2, -1, 1, 2};
int b[8] = {1, 2, 2, 1, -1, -2, -2, -1};

int ok(int u, int v) { return u >= 1 && u <= n && v >= 1 && v <= n && h[u][v] == 0; }

int degree(int x, int y) {
    int k, d = 0;
    for (k = 0; k < 8; k++)
        if (ok(x + a[k], y + b[k])) d++;
    return d;
}

int main(void) {
    FILE *fi = fopen("KNIGHT.INP", "r"), *fo = fopen("KNIGHT.OUT", "w");
    int x, y, i, k, best, bestd, d, stuck = 0;
    fscanf(fi, "%d %d %d", &n, &x, &y);
    h[x][y] = 1;
    for (i = 2; i <= n * n && !stuck; i++) {
        best = -1; bestd = 9;
        for (k = 0; k < 8; k++)
            if (ok(x + a[k], y + b[k])) {
                d = degree(x + a[k], y + b[k]);
                if (d <= bestd) { bestd = d; best = k; }
            }
        if (best < 0) stuck = 1;
        else {
            x += a[best]; y += b[best];
            h[x][y] = i;
        }
    }
    if (stuck) fprintf(fo, "-1\n");
    else
        for (x = 1; x <= n; x++) {
            for (y = 1; y <= n; y++) fprintf(fo, "%d ", h[x][y]);
            fprintf(fo, "\n");
        }
    fclose(fo);
    return 0;
}
