/* Xep hau: liet ke moi cach xep (seed 000). Accepted. */
#include <stdio.h>

int n, x[13];
int a[13], b[26], c[26]; /* 1 = con tu do */
FILE *fo;

void Try(int i) {
    int j, k;
    for (j = 1; j <= n; j++)
        if (a[j] && b[i + j] && c[i - j + n]) {
            x[i] = j;
            if (i == n) {
                for (k = 1; k <= n; k++) fprintf(fo, "(%d, %d); ", k, x[k]);
                fprintf(fo, "\n");
            } else {
                a[j] = b[i + j] = c[i - j + n] = 0;
                Try(i + 1);
                a[j] = b[i + j] = c[i - j + n] = 1;
            }
        }
}

int main(void) {
    FILE *fi = fopen("QUEENS.INP", "r");
    int i;
    fscanf(fi, "%d", &n);
    fclose(fi);
    for (i = 0; i < 26; i++) { b[i] = c[i] = 1; if (i < 13) a[i] = 1; }
    fo = fopen("QUEENS.OUT", "w");
    Try(1);
    fclose(fo);
    return 0;
}
