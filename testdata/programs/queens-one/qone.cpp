// Xep hau tren ban co lon: mot cach xep theo so du cua n chia 12 (seed 003). Accepted.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ifstream fi("QONE.INP");
    ofstream fo("QONE.OUT");
    int n;
    fi >> n;
    if (n == 2 || n == 3) { fo << -1 << "\n"; return 0; }
    int r = n % 12;
    vector<int> ev, od;
    for (int i = 2; i <= n; i += 2) ev.push_back(i);
    for (int i = 1; i <= n; i += 2) od.push_back(i);
    if (r == 3 || r == 9) { ev.erase(ev.begin()); ev.push_back(2); }
    if (r == 8)
        for (size_t i = 0; i + 1 < od.size(); i += 2) swap(od[i], od[i + 1]);
    if (r == 2) { swap(od[0], od[1]); od.erase(od.begin() + 2); od.push_back(5); }
    if (r == 3 || r == 9) { od.erase(od.begin(), od.begin() + 2); od.push_back(1); od.push_back(3); }
    string s;
    for (int v : ev) s += to_string(v) + " ";
    for (int v : od) s += to_string(v) + " ";
    fo << s << "\n";
    return 0;
}
