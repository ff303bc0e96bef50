// WRONG (WA): writes the even columns then the odd ones and skips the special
// cases of the seed's rule (r = n mod 12 equal to 2, 3, 8 or 9). That is right
// for the other remainders, but for n = 8 (r = 8) it writes 2 4 6 8 1 3 5 7,
// where the queens at (2, 4) and (5, 1) share the diagonal i+j = 6.
#include <bits/stdc++.h>
using namespace std;

int main() {
    freopen("QONE.INP", "r", stdin);
    freopen("QONE.OUT", "w", stdout);
    int n;
    scanf("%d", &n);
    if (n == 2 || n == 3) { printf("-1\n"); return 0; }
    for (int i = 2; i <= n; i += 2) printf("%d ", i);
    for (int i = 1; i <= n; i += 2) printf("%d ", i);
    printf("\n");
    return 0;
}
