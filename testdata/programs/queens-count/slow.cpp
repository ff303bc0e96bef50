// WRONG (TLE): right answers, but plain backtracking with the arrays a, b, c of
// seed 000 over every placement (no bitboards, no symmetry), and for each
// placement all 8 images are built to see whether it is the smallest: about
// 2.3 million placements and 28 million nodes for n = 15, too slow for 1 s.
#include <bits/stdc++.h>
using namespace std;

int n, x[16];
bool a[16], b[32], c[32];
long long total, distinct;

bool smallest() {
    int inv[16], y[16];
    for (int r = 0; r < n; r++) inv[x[r]] = r;
    for (int t = 1; t < 8; t++) {
        for (int r = 0; r < n; r++) {
            int rr = (t & 1) ? n - 1 - r : r;        // lat tren duoi
            int col = (t & 4) ? inv[rr] : x[rr];     // doi xung qua duong cheo
            y[r] = (t & 2) ? n - 1 - col : col;      // lat trai phai
        }
        if (lexicographical_compare(y, y + n, x, x + n)) return false;
    }
    return true;
}

void Try(int i) {
    for (int j = 0; j < n; j++)
        if (!a[j] && !b[i + j] && !c[i - j + n]) {
            x[i] = j;
            if (i == n - 1) {
                total++;
                if (smallest()) distinct++;
            } else {
                a[j] = b[i + j] = c[i - j + n] = true;
                Try(i + 1);
                a[j] = b[i + j] = c[i - j + n] = false;
            }
        }
}

int main() {
    ifstream fi("QCOUNT.INP");
    ofstream fo("QCOUNT.OUT");
    fi >> n;
    Try(0);
    fo << total << " " << distinct << "\n";
    return 0;
}
