// WRONG (TLE): tries all n^n ways to give each row a column and tests each one
// afterwards: 12^12 ~ 9 * 10^12 boards for n = 12 (already too slow for n = 9 or 10).
#include <bits/stdc++.h>
using namespace std;

int n, x[13];
FILE *fo;

bool ok() {
    for (int i = 1; i <= n; i++)
        for (int k = i + 1; k <= n; k++)
            if (x[i] == x[k] || abs(x[i] - x[k]) == k - i) return false;
    return true;
}

void gen(int i) {
    if (i > n) {
        if (ok()) {
            for (int k = 1; k <= n; k++) fprintf(fo, "(%d, %d); ", k, x[k]);
            fprintf(fo, "\n");
        }
        return;
    }
    for (int j = 1; j <= n; j++) {
        x[i] = j;
        gen(i + 1);
    }
}

int main() {
    ifstream fi("QUEENS.INP");
    fi >> n;
    fo = fopen("QUEENS.OUT", "w");
    gen(1);
    fclose(fo);
    return 0;
}
