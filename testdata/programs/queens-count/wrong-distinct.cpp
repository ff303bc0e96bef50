// WRONG (WA, half the points of most tests): the total is right, but the number
// of distinct placements is taken as total / 8, as if every placement had 8
// different images. Some have only 2 or 4 (n = 8: 92 / 8 = 11, not 12).
#include <bits/stdc++.h>
using namespace std;

int n, all_;
long long total;

void Try(int cols, int ld, int rd) {
    if (cols == all_) { total++; return; }
    int avail = all_ & ~(cols | ld | rd);
    while (avail) {
        int bit = avail & -avail;
        avail -= bit;
        Try(cols | bit, ((ld | bit) << 1) & all_, (rd | bit) >> 1);
    }
}

int main() {
    ifstream fi("QCOUNT.INP");
    ofstream fo("QCOUNT.OUT");
    fi >> n;
    all_ = (1 << n) - 1;
    // hau hang dau o nua trai, nhan doi; cot giua (n le) dem rieng
    for (int j = 0; j < n / 2; j++) {
        int bit = 1 << j;
        Try(bit, (bit << 1) & all_, bit >> 1);
    }
    total *= 2;
    if (n % 2 == 1) {
        int bit = 1 << (n / 2);
        Try(bit, (bit << 1) & all_, bit >> 1);
    }
    fo << total << " " << total / 8 << "\n";
    return 0;
}
