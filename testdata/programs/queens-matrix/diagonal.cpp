// WRONG (WA): places the queens column by column like seed 004 but checks only
// the row and the upper-left diagonal, forgetting the lower-left one, so two
// queens can share a diagonal i+j: for n = 2 it even finds a "placement", with
// the queens at (1, 2) and (2, 1) on the diagonal i+j = 3, instead of -1.
#include <bits/stdc++.h>
using namespace std;

int n, board[21][21];

bool isSafe(int row, int col) {
    for (int j = 0; j < col; j++)
        if (board[row][j]) return false;
    for (int i = row, j = col; i >= 0 && j >= 0; i--, j--)
        if (board[i][j]) return false;
    return true;
}

bool solve(int col) {
    if (col >= n) return true;
    for (int i = 0; i < n; i++)
        if (isSafe(i, col)) {
            board[i][col] = 1;
            if (solve(col + 1)) return true;
            board[i][col] = 0;
        }
    return false;
}

int main() {
    ifstream fi("QMATRIX.INP");
    ofstream fo("QMATRIX.OUT");
    fi >> n;
    if (!solve(0)) {
        fo << -1 << endl;
        return 0;
    }
    for (int i = 0; i < n; i++) {
        fo << "{";
        for (int j = 0; j < n; j++) fo << " " << board[i][j] << (j < n - 1 ? "," : "}");
        fo << endl;
    }
    return 0;
}
