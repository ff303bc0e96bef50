/* Xep hau tren ban co lon (seed 003, "Xay dung mot loi giai"). Accepted. */
#include <stdio.h>

int q[1000005], m;

int main(void) {
    int n, r, i;
    FILE *fi = fopen("QONE.INP", "r"), *fo = fopen("QONE.OUT", "w");
    fscanf(fi, "%d", &n);
    if (n == 2 || n == 3) { fprintf(fo, "-1\n"); fclose(fo); return 0; }
    r = n % 12;
    /* cac so chan */
    for (i = 2; i <= n; i += 2)
        if (!((r == 3 || r == 9) && i == 2)) q[m++] = i;
    if (r == 3 || r == 9) q[m++] = 2;
    /* cac so le */
    if (r == 8) {
        for (i = 1; i <= n; i += 4) { q[m++] = i + 2; q[m++] = i; }
    } else if (r == 2) {
        q[m++] = 3; q[m++] = 1;
        for (i = 7; i <= n; i += 2) q[m++] = i;
        q[m++] = 5;
    } else if (r == 3 || r == 9) {
        for (i = 5; i <= n; i += 2) q[m++] = i;
        q[m++] = 1; q[m++] = 3;
    } else {
        for (i = 1; i <= n; i += 2) q[m++] = i;
    }
    for (i = 0; i < m; i++) fprintf(fo, "%d ", q[i]);
    fprintf(fo, "\n");
    fclose(fo);
    return 0;
}
