// Dem so cach xep hau (seed 003's table): total and distinct under symmetry.
// Accepted. Bitboards and Takaken's symmetry method, as in qcount.c, written
// for Java's JIT compiler:
// - main computes the whole table for k = 4 .. n, as in seed 003, and writes the
//   last line. The small boards cost almost nothing and show the JIT every branch
//   of the search, so that it compiles the search once instead of recompiling it
//   each time a branch it had never seen is taken (that alone took 0.3 s);
// - the columns barred from row y are in forbid[y] instead of tests on y;
// - check() is called only when the placement may equal one of its rotations.
import java.io.*;

public class QCount {
    static int n, last, mask, topbit, endbit, sidemask, lastmask, bound1, bound2;
    static int[] board = new int[16];  // board[y]: the queen of row y, as a bit
    static int[] forbid = new int[16]; // forbid[y]: the columns row y may not use
    static int[] inv = new int[16];    // inv[c]: the row of the queen in column c
    static long cnt2, cnt4, cnt8;

    // The rotations of the board, row by row: by 90 degrees row r gets column
    // last - inv[r]; by 180 degrees last - col(last - r); by 270 degrees inv[last - r].
    static void check() {
        for (int r = 0; r <= last; r++) inv[Integer.numberOfTrailingZeros(board[r])] = r;
        if (board[bound2] == 1) { // quay 90 do
            int own = 1;
            for (; own <= last; own++) {
                int rot = 1 << (last - inv[own]);
                if (board[own] > rot) return;
                if (board[own] < rot) break;
            }
            if (own > last) { cnt2++; return; }
        }
        if (board[last] == endbit) { // quay 180 do
            int own = 1;
            for (; own <= last; own++) {
                int rot = 1 << (last - Integer.numberOfTrailingZeros(board[last - own]));
                if (board[own] > rot) return;
                if (board[own] < rot) break;
            }
            if (own > last) { cnt4++; return; }
        }
        if (board[bound1] == topbit) { // quay 270 do
            for (int own = 1; own <= last; own++) {
                int rot = 1 << inv[last - own];
                if (board[own] > rot) return;
                if (board[own] < rot) break;
            }
        }
        cnt8++;
    }

    // hau hang dau o goc
    static void try1(int y, int left, int down, int right) {
        int bitmap = mask & ~(left | down | right) & ~forbid[y];
        if (y == last) {
            if (bitmap != 0) cnt8++;
            return;
        }
        while (bitmap != 0) {
            int bit = bitmap & -bitmap;
            bitmap ^= bit;
            try1(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
    }

    // hau hang dau khong o goc
    static void try2(int y, int left, int down, int right) {
        int bitmap = mask & ~(left | down | right) & ~forbid[y];
        if (y == last) {
            if (bitmap != 0 && (bitmap & lastmask) == 0) {
                board[y] = bitmap;
                if (board[bound2] == 1 || bitmap == endbit || board[bound1] == topbit) check();
                else cnt8++; // equal to none of its rotations
            }
            return;
        }
        if (y == bound2) {
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

    static void count(int k) {
        n = k;
        last = n - 1;
        topbit = 1 << last;
        mask = (1 << n) - 1;
        cnt2 = cnt4 = cnt8 = 0;
        board[0] = 1;
        for (bound1 = 2; bound1 < last; bound1++) {
            for (int y = 0; y <= last; y++) forbid[y] = y < bound1 ? 2 : 0;
            int bit = board[1] = 1 << bound1;
            try1(2, (2 | bit) << 1, 1 | bit, bit >> 1);
        }
        sidemask = lastmask = topbit | 1;
        endbit = topbit >> 1;
        for (bound1 = 1, bound2 = n - 2; bound1 < bound2; bound1++, bound2--) {
            for (int y = 0; y <= last; y++) forbid[y] = y < bound1 ? sidemask : 0;
            int bit = board[0] = 1 << bound1;
            try2(1, bit << 1, bit, bit >> 1);
            lastmask |= lastmask >> 1 | lastmask << 1;
            endbit >>= 1;
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new FileReader("QCOUNT.INP"));
        int N = Integer.parseInt(br.readLine().trim());
        br.close();
        PrintWriter pw = new PrintWriter("QCOUNT.OUT");
        if (N == 1) pw.println("1 1");
        else {
            for (int k = 4; k <= N; k++) count(k); // k = 2, 3: no placement
            if (N < 4) pw.println("0 0");
            else pw.println((cnt2 * 2 + cnt4 * 4 + cnt8 * 8) + " " + (cnt2 + cnt4 + cnt8));
        }
        pw.close();
    }
}
