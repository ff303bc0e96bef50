// WRONG (WA): halves the work with the mirror symmetry: puts the first queen only
// in columns 1..(n+1)/2 and prints each placement together with its mirror image.
// For odd n the middle column is its own mirror, so every placement with the
// first queen in the middle column is written twice (n = 5: line 11 repeats
// line 10, the mirror image of line 9).
#include <bits/stdc++.h>
using namespace std;

int n, x[13];
bool a[13], b[26], c[26];

void print(bool mirror) {
    for (int k = 1; k <= n; k++) printf("(%d, %d); ", k, mirror ? n + 1 - x[k] : x[k]);
    printf("\n");
}

void Try(int i) {
    int last = (i == 1) ? (n + 1) / 2 : n;
    for (int j = 1; j <= last; j++)
        if (!a[j] && !b[i + j] && !c[i - j + n]) {
            x[i] = j;
            if (i == n) {
                print(false);
                print(true);
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
    return 0;
}
