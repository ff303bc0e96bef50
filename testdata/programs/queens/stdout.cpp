// WRONG (WA): reads QUEENS.INP but writes the placements to the screen (cout)
// instead of the file QUEENS.OUT, which is never written.
#include <bits/stdc++.h>
using namespace std;

int n, x[13];
bool a[13], b[26], c[26];

void Try(int i) {
    for (int j = 1; j <= n; j++)
        if (!a[j] && !b[i + j] && !c[i - j + n]) {
            x[i] = j;
            if (i == n) {
                for (int k = 1; k <= n; k++) cout << "(" << k << ", " << x[k] << "); ";
                cout << "\n";
            } else {
                a[j] = b[i + j] = c[i - j + n] = true;
                Try(i + 1);
                a[j] = b[i + j] = c[i - j + n] = false;
            }
        }
}

int main() {
    ifstream fi("QUEENS.INP");
    fi >> n;
    Try(1);
    return 0;
}
