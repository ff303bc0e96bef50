// Ma di tuan: xuat tat ca cac loi giai (seed 001). Accepted.
import java.io.*;
import java.util.*;

public class KTours {
    static int n, count;
    static int[][] h = new int[6][6];
    static int[] a = {2, 1, -1, -2, -2, -1, 1, 2};
    static int[] b = {1, 2, 2, 1, -1, -2, -2, -1};
    static StringBuilder out = new StringBuilder();

    static void xuat_h() {
        if (count++ > 0) out.append('\n');
        for (int x = 1; x <= n; x++) {
            for (int y = 1; y <= n; y++) out.append(h[x][y]).append(' ');
            out.append('\n');
        }
    }

    static void Try(int i, int x, int y) {
        for (int k = 0; k <= 7; k++) {
            int u = x + a[k], v = y + b[k];
            if (u >= 1 && u <= n && v >= 1 && v <= n && h[u][v] == 0) {
                h[u][v] = i;
                if (i < n * n) Try(i + 1, u, v);
                else xuat_h();
                h[u][v] = 0;
            }
        }
    }

    public static void main(String[] args) throws IOException {
        Scanner sc = new Scanner(new File("KTOURS.INP"));
        n = sc.nextInt();
        int x0 = sc.nextInt(), y0 = sc.nextInt();
        h[x0][y0] = 1;
        if (n == 1) xuat_h();
        else Try(2, x0, y0);
        try (PrintWriter pw = new PrintWriter("KTOURS.OUT")) {
            pw.print(out);
        }
    }
}
