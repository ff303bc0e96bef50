// Xep hau: mot cach xep, in ra ma tran 0/1 (seed 004). Accepted.
import java.io.*;
import java.util.*;

public class QMatrix {
    static int n;
    static int[][] board;

    static boolean isSafe(int row, int col) {
        for (int j = 0; j < col; j++)
            if (board[row][j] == 1) return false;
        for (int i = row, j = col; i >= 0 && j >= 0; i--, j--)
            if (board[i][j] == 1) return false;
        for (int i = row, j = col; i < n && j >= 0; i++, j--)
            if (board[i][j] == 1) return false;
        return true;
    }

    static boolean solve(int col) {
        if (col >= n) return true;
        for (int i = 0; i < n; i++)
            if (isSafe(i, col)) {
                board[i][col] = 1;
                if (solve(col + 1)) return true;
                board[i][col] = 0;
            }
        return false;
    }

    public static void main(String[] args) throws IOException {
        Scanner sc = new Scanner(new File("QMATRIX.INP"));
        n = sc.nextInt();
        board = new int[n][n];
        PrintWriter pw = new PrintWriter("QMATRIX.OUT");
        if (!solve(0)) pw.println(-1);
        else
            for (int i = 0; i < n; i++) {
                StringBuilder sb = new StringBuilder("{");
                for (int j = 0; j < n; j++) sb.append(' ').append(board[i][j]).append(j < n - 1 ? "," : "}");
                pw.println(sb);
            }
        pw.close();
    }
}
