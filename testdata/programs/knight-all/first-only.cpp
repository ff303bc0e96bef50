// WRONG (WA): stops at the first tour (a flag `found` ends the search), as for
// the problem "knight": the output has 1 tour where 304 start at a corner of 5 x 5.
#include <bits/stdc++.h>
using namespace std;

int n, h[6][6];
int a[8] = {2, 1, -1, -2, -2, -1, 1, 2};
int b[8] = {1, 2, 2, 1, -1, -2, -2, -1};
bool found;

void Try(int i, int x, int y) {
    for (int k = 0; k <= 7 && !found; k++) {
        int u = x + a[k], v = y + b[k];
        if (1 <= u && u <= n && 1 <= v && v <= n && h[u][v] == 0) {
            h[u][v] = i;
            if (i < n * n) Try(i + 1, u, v);
            else found = true;
            if (!found) h[u][v] = 0;
        }
    }
}

int main() {
    freopen("KTOURS.INP", "r", stdin);
    freopen("KTOURS.OUT", "w", stdout);
    int x0, y0;
    cin >> n >> x0 >> y0;
    h[x0][y0] = 1;
    if (n == 1) found = true;
    else Try(2, x0, y0);
    if (found)
        for (int x = 1; x <= n; x++) {
            for (int y = 1; y <= n; y++) printf("%3d", h[x][y]);
            printf("\n");
        }
    return 0;
}
