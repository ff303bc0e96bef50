// Ma di tuan: xuat tat ca cac loi giai (seed 001). Accepted.
package main

import (
	"bufio"
	"fmt"
	"os"
)

var (
	n, count int
	h        [6][6]int
	a        = [8]int{2, 1, -1, -2, -2, -1, 1, 2}
	b        = [8]int{1, 2, 2, 1, -1, -2, -2, -1}
	w        *bufio.Writer
)

func xuatH() {
	if count > 0 {
		fmt.Fprintln(w)
	}
	count++
	for x := 1; x <= n; x++ {
		for y := 1; y <= n; y++ {
			fmt.Fprintf(w, "%3d", h[x][y])
		}
		fmt.Fprintln(w)
	}
}

func try(i, x, y int) {
	for k := 0; k <= 7; k++ {
		u, v := x+a[k], y+b[k]
		if u >= 1 && u <= n && v >= 1 && v <= n && h[u][v] == 0 {
			h[u][v] = i
			if i < n*n {
				try(i+1, u, v)
			} else {
				xuatH()
			}
			h[u][v] = 0
		}
	}
}

func main() {
	var x0, y0 int
	in, _ := os.ReadFile("KTOURS.INP")
	fmt.Sscan(string(in), &n, &x0, &y0)
	f, _ := os.Create("KTOURS.OUT")
	defer f.Close()
	w = bufio.NewWriter(f)
	defer w.Flush()
	h[x0][y0] = 1
	if n == 1 {
		xuatH()
	} else {
		try(2, x0, y0)
	}
}
