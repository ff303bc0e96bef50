// WRONG (WA): stores the placements in an array, then prints them with
// `k < cnt` where it should be `k <= cnt`: the last placement is never written
// (9 of the 10 placements for n = 5).
#include <bits/stdc++.h>
using namespace std;

int n, cnt, x[13], sol[15000][13];
bool a[13], b[26], c[26];

void Try(int i) {
    for (int j = 1; j <= n; j++)
        if (!a[j] && !b[i + j] && !c[i - j + n]) {
            x[i] = j;
            if (i == n) {
                cnt++;
                for (int k = 1; k <= n; k++) sol[cnt][k] = x[k];
            } else {
                a[j] = b[i + j] = c[i - j + n] = true;
                Try(i + 1);
                a[j] = b[i + j] = c[i - j + n] = false;
            }
        }
}

int main() {
    freopen("QUEENS.INP", "r", stdin);
    freopen("QUEENS.OUT", "w", stdout);
    cin >> n;
    Try(1);
    for (int k = 1; k < cnt; k++) {
        for (int i = 1; i <= n; i++) printf("(%d, %d); ", i, sol[k][i]);
        printf("\n");
    }
    return 0;
}
