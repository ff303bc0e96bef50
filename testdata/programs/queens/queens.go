// Xep hau: liet ke moi cach xep (seed 000). Accepted.
package main

import (
	"bufio"
	"fmt"
	"os"
)

var (
	n    int
	x    [13]int
	a    [13]bool // cot j da bi chiem
	b, c [26]bool // duong cheo i+j, i-j+n da bi chiem
	w    *bufio.Writer
)

func try(i int) {
	for j := 1; j <= n; j++ {
		if !a[j] && !b[i+j] && !c[i-j+n] {
			x[i] = j
			if i == n {
				for k := 1; k <= n; k++ {
					fmt.Fprintf(w, "(%d, %d); ", k, x[k])
				}
				fmt.Fprintln(w)
			} else {
				a[j], b[i+j], c[i-j+n] = true, true, true
				try(i + 1)
				a[j], b[i+j], c[i-j+n] = false, false, false
			}
		}
	}
}

func main() {
	in, _ := os.ReadFile("QUEENS.INP")
	fmt.Sscan(string(in), &n)
	f, _ := os.Create("QUEENS.OUT")
	defer f.Close()
	w = bufio.NewWriter(f)
	defer w.Flush()
	try(1)
}
