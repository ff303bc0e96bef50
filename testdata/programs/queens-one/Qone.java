// Xep hau tren ban co lon (seed 003). Accepted.
// No public class: the class with main is Solution, in a file named Qone.java.
import java.io.*;
import java.util.*;

class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new FileReader("QONE.INP"));
        int n = Integer.parseInt(br.readLine().trim());
        br.close();
        StringBuilder sb = new StringBuilder();
        if (n == 2 || n == 3) {
            sb.append("-1");
        } else {
            int r = n % 12;
            ArrayList<Integer> list = new ArrayList<>();
            for (int i = 2; i <= n; i += 2) list.add(i);
            if (r == 3 || r == 9) { list.remove(0); list.add(2); }
            ArrayList<Integer> odd = new ArrayList<>();
            for (int i = 1; i <= n; i += 2) odd.add(i);
            if (r == 8)
                for (int i = 0; i + 1 < odd.size(); i += 2) Collections.swap(odd, i, i + 1);
            if (r == 2) { Collections.swap(odd, 0, 1); odd.remove(Integer.valueOf(5)); odd.add(5); }
            if (r == 3 || r == 9) { odd.remove(0); odd.remove(0); odd.add(1); odd.add(3); }
            list.addAll(odd);
            for (int v : list) sb.append(v).append(' ');
        }
        sb.append('\n');
        PrintWriter pw = new PrintWriter(new BufferedWriter(new FileWriter("QONE.OUT")));
        pw.print(sb);
        pw.close();
    }
}
