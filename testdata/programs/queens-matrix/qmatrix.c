/* Xep hau: mot cach xep, in ra ma tran 0/1 (seed 004). Accepted.
   Quay lui theo hang voi ba mang danh dau a, b, c (seed 000). */
#include <stdio.h>

int n, x[21], a[21], b[42], c[42], found;

void Try(int i) {
    int j;
    for (j = 1; j <= n && !found; j++)
        if (!a[j] && !b[i + j] && !c[i - j + n]) {
            x[i] = j;
            if (i == n) found = 1;
            else {
                a[j] = b[i + j] = c[i - j + n] = 1;
                Try(i + 1);
                a[j] = b[i + j] = c[i - j + n] = 0;
            }
        }
}

int main(void) {
    FILE *fi = fopen("QMATRIX.INP", "r"), *fo = fopen("QMATRIX.OUT", "w");
    int i, j;
    fscanf(fi, "%d", &n);
    Try(1);
    if (!found) fprintf(fo, "-1\n");
    else
        for (i = 1; i <= n; i++) {
            for (j = 1; j <= n; j++) fprintf(fo, "%d ", x[i] == j ? 1 : 0);
            fprintf(fo, "\n");
        }
    fclose(fo);
    return 0;
}
