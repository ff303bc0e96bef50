/* WRONG (WA): handles n = 1 and n >= 4 but never writes -1: for n = 2 (and 3)
   QONE.OUT is left empty. */
#include <stdio.h>

int main(void) {
    int n, r, i;
    FILE *fi = fopen("QONE.INP", "r"), *fo = fopen("QONE.OUT", "w");
    fscanf(fi, "%d", &n);
    r = n % 12;
    if (n == 1) fprintf(fo, "1\n");
    if (n >= 4) {
        for (i = (r == 3 || r == 9) ? 4 : 2; i <= n; i += 2) fprintf(fo, "%d ", i);
        if (r == 3 || r == 9) fprintf(fo, "2 ");
        if (r == 8) {
            for (i = 1; i <= n; i += 4) fprintf(fo, "%d %d ", i + 2, i);
        } else if (r == 2) {
            fprintf(fo, "3 1 ");
            for (i = 7; i <= n; i += 2) fprintf(fo, "%d ", i);
            fprintf(fo, "5 ");
        } else if (r == 3 || r == 9) {
            for (i = 5; i <= n; i += 2) fprintf(fo, "%d ", i);
            fprintf(fo, "1 3 ");
        } else {
            for (i = 1; i <= n; i += 2) fprintf(fo, "%d ", i);
        }
        fprintf(fo, "\n");
    }
    fclose(fo);
    return 0;
}
