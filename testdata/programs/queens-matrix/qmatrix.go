// Xep hau: mot cach xep, in ra ma tran 0/1 (seed 004). Accepted.
package main

import (
	"bufio"
	"fmt"
	"os"
)

var (
	n     int
	x     [21]int
	a     [21]bool
	b, c  [42]bool
	found bool
)

func try(i int) {
	for j := 1; j <= n && !found; j++ {
		if !a[j] && !b[i+j] && !c[i-j+n] {
			x[i] = j
			if i == n {
				found = true
			} else {
				a[j], b[i+j], c[i-j+n] = true, true, true
				try(i + 1)
				a[j], b[i+j], c[i-j+n] = false, false, false
			}
		}
	}
}

func main() {
	fi, _ := os.Open("QMATRIX.INP")
	fmt.Fscan(fi, &n)
	fi.Close()
	try(1)
	fo, _ := os.Create("QMATRIX.OUT")
	w := bufio.NewWriter(fo)
	if !found {
		fmt.Fprintln(w, -1)
	} else {
		for i := 1; i <= n; i++ {
			for j := 1; j <= n; j++ {
				if x[i] == j {
					fmt.Fprint(w, "1 ")
				} else {
					fmt.Fprint(w, "0 ")
				}
			}
			fmt.Fprintln(w)
		}
	}
	w.Flush()
	fo.Close()
}
