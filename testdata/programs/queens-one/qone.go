// Xep hau tren ban co lon (seed 003). Accepted.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func main() {
	in, _ := os.ReadFile("QONE.INP")
	var n int
	fmt.Sscan(string(in), &n)
	f, _ := os.Create("QONE.OUT")
	defer f.Close()
	w := bufio.NewWriter(f)
	defer w.Flush()
	if n == 2 || n == 3 {
		fmt.Fprintln(w, -1)
		return
	}
	r := n % 12
	var even, odd []int
	for i := 2; i <= n; i += 2 {
		even = append(even, i)
	}
	for i := 1; i <= n; i += 2 {
		odd = append(odd, i)
	}
	if r == 3 || r == 9 {
		even = append(even[1:], 2)
	}
	if r == 8 {
		for i := 0; i+1 < len(odd); i += 2 {
			odd[i], odd[i+1] = odd[i+1], odd[i]
		}
	}
	if r == 2 {
		odd[0], odd[1] = odd[1], odd[0]
		odd = append(append(odd[:2], odd[3:]...), 5) // 5 xuong cuoi
	}
	if r == 3 || r == 9 {
		odd = append(odd[2:], 1, 3)
	}
	for _, v := range append(even, odd...) {
		w.WriteString(strconv.Itoa(v))
		w.WriteByte(' ')
	}
	w.WriteByte('\n')
}
