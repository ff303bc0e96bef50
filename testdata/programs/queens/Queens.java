// Xep hau: liet ke moi cach xep (seed 000). Accepted.
// The public class is Main although the file is Queens.java, as students hand it in.
import java.io.*;
import java.util.*;

public class Main {
    static int n;
    static int[] x = new int[13];
    static boolean[] a = new boolean[13], b = new boolean[26], c = new boolean[26];
    static StringBuilder out = new StringBuilder();

    static void Try(int i) {
        for (int j = 1; j <= n; j++)
            if (a[j] && b[i + j] && c[i - j + n]) {
                x[i] = j;
                if (i == n) {
                    for (int k = 1; k <= n; k++) out.append("(").append(k).append(", ").append(x[k]).append("); ");
                    out.append("\n");
                } else {
                    a[j] = b[i + j] = c[i - j + n] = false;
                    Try(i + 1);
                    a[j] = b[i + j] = c[i - j + n] = true;
                }
            }
    }

    public static void main(String[] args) throws IOException {
        Scanner sc = new Scanner(new File("QUEENS.INP"));
        n = sc.nextInt();
        Arrays.fill(a, true);
        Arrays.fill(b, true);
        Arrays.fill(c, true);
        Try(1);
        PrintWriter pw = new PrintWriter(new FileWriter("QUEENS.OUT"));
        pw.print(out);
        pw.close();
    }
}
