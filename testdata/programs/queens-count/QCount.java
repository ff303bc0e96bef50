// Dem so cach xep hau (seed 003's table): total and distinct under symmetry.
// Accepted. Bitboards and Takaken's symmetry method, as in qcount.c.
import java.io.*;
import java.util.*;

public class QCount {
    static int n, last, mask, topbit, endbit, sidemask, lastmask, bound1, bound2;
    static int[] board = new int[16];
    static long cnt2, cnt4, cnt8;

    static void check() {
        int own, you, bit, ptn;
        if (board[bound2] == 1) { // quay 90 do
            for (ptn = 2, own = 1; own <= last; own++, ptn <<= 1) {
                bit = 1;
                for (you = last; board[you] != ptn && board[own] >= bit; you--) bit <<= 1;
                if (board[own] > bit) return;
                if (board[own] < bit) break;
            }
            if (own > last) { cnt2++; return; }
        }
        if (board[last] == endbit) { // quay 180 do
            for (you = last - 1, own = 1; own <= last; own++, you--) {
                bit = 1;
                for (ptn = topbit; ptn != board[you] && board[own] >= bit; ptn >>= 1) bit <<= 1;
                if (board[own] > bit) return;
                if (board[own] < bit) break;
            }
            if (own > last) { cnt4++; return; }
        }
        if (board[bound1] == topbit) { // quay 270 do
            for (ptn = topbit >> 1, own = 1; own <= last; own++, ptn >>= 1) {
                bit = 1;
                for (you = 0; board[you] != ptn && board[own] >= bit; you++) bit <<= 1;
                if (board[own] > bit) return;
                if (board[own] < bit) break;
            }
        }
        cnt8++;
    }

    static void try1(int y, int left, int down, int right) {
        int bitmap = mask & ~(left | down | right);
        if (y == last) {
            if (bitmap != 0) { board[y] = bitmap; cnt8++; }
            return;
        }
        if (y < bound1) bitmap &= ~2;
        while (bitmap != 0) {
            int bit = bitmap & -bitmap;
            bitmap ^= bit;
            board[y] = bit;
            try1(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
    }

    static void try2(int y, int left, int down, int right) {
        int bitmap = mask & ~(left | down | right);
        if (y == last) {
            if (bitmap != 0 && (bitmap & lastmask) == 0) { board[y] = bitmap; check(); }
            return;
        }
        if (y < bound1) bitmap &= ~sidemask;
        else if (y == bound2) {
            if ((down & sidemask) == 0) return;
            if ((down & sidemask) != sidemask) bitmap &= sidemask;
        }
        while (bitmap != 0) {
            int bit = bitmap & -bitmap;
            bitmap ^= bit;
            board[y] = bit;
            try2(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new FileReader("QCOUNT.INP"));
        n = Integer.parseInt(br.readLine().trim());
        PrintWriter pw = new PrintWriter("QCOUNT.OUT");
        if (n == 1) {
            pw.println("1 1");
            pw.close();
            return;
        }
        last = n - 1;
        topbit = 1 << last;
        mask = (1 << n) - 1;
        board[0] = 1;
        for (bound1 = 2; bound1 < last; bound1++) {
            int bit = board[1] = 1 << bound1;
            try1(2, (2 | bit) << 1, 1 | bit, bit >> 1);
        }
        sidemask = lastmask = topbit | 1;
        endbit = topbit >> 1;
        for (bound1 = 1, bound2 = n - 2; bound1 < bound2; bound1++, bound2--) {
            int bit = board[0] = 1 << bound1;
            try2(1, bit << 1, bit, bit >> 1);
            lastmask |= lastmask >> 1 | lastmask << 1;
            endbit >>= 1;
        }
        pw.println((cnt2 * 2 + cnt4 * 4 + cnt8 * 8) + " " + (cnt2 + cnt4 + cnt8));
        pw.close();
    }
}
