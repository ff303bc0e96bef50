/* WRONG (WA): C arrays start at 0, so the columns are numbered 0..n-1 and the
   output says (1, 0) for a queen in the first column, which is off the board. */
#include <stdio.h>

int n, x[12], a[12], b[24], c[24];
FILE *fo;

void Try(int i) {
    int j, k;
    for (j = 0; j < n; j++)
        if (!a[j] && !b[i + j] && !c[i - j + n]) {
            x[i] = j;
            if (i == n - 1) {
                for (k = 0; k < n; k++) fprintf(fo, "(%d, %d); ", k + 1, x[k]);
                fprintf(fo, "\n");
            } else {
                a[j] = b[i + j] = c[i - j + n] = 1;
                Try(i + 1);
                a[j] = b[i + j] = c[i - j + n] = 0;
            }
        }
}

int main() {
    FILE *fi = fopen("QUEENS.INP", "r");
    fscanf(fi, "%d", &n);
    fclose(fi);
    fo = fopen("QUEENS.OUT", "w");
    Try(0);
    fclose(fo);
    return 0;
}
