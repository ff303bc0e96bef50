// WRONG (WA): a typo in the move table: the last move is (1, -1) instead of
// (2, -1), a step no knight can make. The search is otherwise right (Warnsdorff's
// order with backtracking), so the "tour" it prints visits every square once, but
// some of its steps are that diagonal step (on 5 x 5 from (1, 1): step 9 -> 10).
#include <bits/stdc++.h>
using namespace std;

int n, h[101][101];
int a[8] = {2, 1, -1, -2, -2, -1, 1, 1};
int b[8] = {1, 2, 2, 1, -1, -2, -2, -1};

bool ok(int u, int v) { return u >= 1 && u <= n && v >= 1 && v <= n && h[u][v] == 0; }

int degree(int x, int y) {
    int d = 0;
    for (int k = 0; k < 8; k++)
        if (ok(x + a[k], y + b[k])) d++;
    return d;
}

bool Try(int i, int x, int y) {
    if (i > n * n) return true;
    vector<pair<int, int>> moves;
    for (int k = 0; k < 8; k++)
        if (ok(x + a[k], y + b[k])) moves.push_back({degree(x + a[k], y + b[k]), k});
    sort(moves.begin(), moves.end());
    for (auto [d, k] : moves) {
        int u = x + a[k], v = y + b[k];
        h[u][v] = i;
        if (Try(i + 1, u, v)) return true;
        h[u][v] = 0;
    }
    return false;
}

int main() {
    int x0, y0;
    ifstream fi("KNIGHT.INP");
    ofstream fo("KNIGHT.OUT");
    fi >> n >> x0 >> y0;
    bool found = false;
    if (!((n >= 2 && n <= 4) || (n % 2 == 1 && (x0 + y0) % 2 == 1))) {
        h[x0][y0] = 1;
        found = Try(2, x0, y0);
    }
    if (!found) {
        fo << -1 << "\n";
        return 0;
    }
    for (int x = 1; x <= n; x++) {
        for (int y = 1; y <= n; y++) fo << h[x][y] << " ";
        fo << "\n";
    }
    return 0;
}
