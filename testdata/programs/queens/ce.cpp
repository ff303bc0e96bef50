// WRONG (CE): written for Turbo C++ 3.0: <iostream.h>, <conio.h>, clrscr() and
// `void main` do not compile with a standard C++ compiler (g++).
#include <iostream.h>
#include <fstream.h>
#include <conio.h>

int n, x[13], a[13], b[26], c[26];
ofstream fo("QUEENS.OUT");

void Try(int i) {
    for (int j = 1; j <= n; j++)
        if (!a[j] && !b[i + j] && !c[i - j + n]) {
            x[i] = j;
            if (i == n) {
                for (int k = 1; k <= n; k++) fo << "(" << k << ", " << x[k] << "); ";
                fo << endl;
            } else {
                a[j] = b[i + j] = c[i - j + n] = 1;
                Try(i + 1);
                a[j] = b[i + j] = c[i - j + n] = 0;
            }
        }
}

void main() {
    clrscr();
    ifstream fi("QUEENS.INP");
    fi >> n;
    Try(1);
    getch();
}
