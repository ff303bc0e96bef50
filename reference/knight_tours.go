package reference

import (
	"bufio"
	"io"
)

// Tours calls yield with every open knight's tour of the n x n board that starts
// at (x0, y0), in the order of the seed's backtracking (moves tried in the order
// of its arrays a and b), and stops early when yield returns false. h is the same
// slice at every call, overwritten by the next tour: copy it to keep it.
// Arguments out of range (see TourExists) yield nothing.
//
// It is meant for n <= 5 (problem knight-all): 304 tours from a corner of 5 x 5,
// 1728 from all its squares. Larger boards are allowed but their tours are far
// too many to list: 524,486 from a corner of 6 x 6 (minutes of search; 6,637,920
// from all its squares), about 1.7e11 over 7 x 7 and 2e16 over 8 x 8 (OEIS
// A165134). Past 5 x 5 a caller should stop early.
func Tours(n, x0, y0 int, yield func(h []int32) bool) {
	if n < 1 || n > MaxTourN || x0 < 1 || x0 > n || y0 < 1 || y0 > n {
		return
	}
	e := &knightEnumeration{n: n, h: make([]int32, n*n), free: make([]int8, n*n), yield: yield}
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			for m := range knightDR {
				if e.on(x+knightDR[m], y+knightDC[m]) {
					e.free[x*n+y]++
				}
			}
		}
	}
	e.visit(x0-1, y0-1, 1)
	e.try(x0-1, y0-1, 2)
}

// CountTours returns the number of open knight's tours of the n x n board that
// start at (x0, y0) (see Tours): on 5 x 5, 304 from a corner, 56 from (1, 3) and
// (2, 2) and their images, 64 from the centre, 0 from squares with x0+y0 odd.
func CountTours(n, x0, y0 int) int64 {
	var count int64
	Tours(n, x0, y0, func([]int32) bool { count++; return true })
	return count
}

// WriteTours writes every tour that Tours yields as WriteBoard does, one blank
// line between two tours, and returns how many it wrote. It writes nothing when
// there is no tour.
func WriteTours(w io.Writer, n, x0, y0 int) (int64, error) {
	bw := bufio.NewWriterSize(w, 1<<16)
	var count int64
	var err error
	Tours(n, x0, y0, func(h []int32) bool {
		if count > 0 {
			if err = bw.WriteByte('\n'); err != nil {
				return false
			}
		}
		if err = writeKnightBoard(bw, n, h); err != nil {
			return false
		}
		count++
		return true
	})
	if err != nil {
		return count, err
	}
	return count, bw.Flush()
}

// knightEnumeration is the seed's Try(i, x, y), with one cut that changes no
// result: a square whose neighbours are all visited can only be the last.
type knightEnumeration struct {
	n     int
	h     []int32
	free  []int8 // unvisited neighbours of each square
	yield func(h []int32) bool
	stop  bool
}

func (e *knightEnumeration) on(x, y int) bool { return x >= 0 && x < e.n && y >= 0 && y < e.n }

func (e *knightEnumeration) visit(x, y int, step int32) {
	e.h[x*e.n+y] = step
	for m := range knightDR {
		if u, v := x+knightDR[m], y+knightDC[m]; e.on(u, v) {
			e.free[u*e.n+v]--
		}
	}
}

func (e *knightEnumeration) unvisit(x, y int) {
	e.h[x*e.n+y] = 0
	for m := range knightDR {
		if u, v := x+knightDR[m], y+knightDC[m]; e.on(u, v) {
			e.free[u*e.n+v]++
		}
	}
}

// try places step i from (x, y), the square of step i-1.
func (e *knightEnumeration) try(x, y int, i int32) {
	last := int32(e.n * e.n)
	if i > last {
		e.stop = !e.yield(e.h)
		return
	}
	if i < last {
		for m := range knightDR {
			if u, v := x+knightDR[m], y+knightDC[m]; e.on(u, v) && e.h[u*e.n+v] == 0 && e.free[u*e.n+v] == 0 {
				return // (u, v) could only be entered now and would end the tour early
			}
		}
	}
	for m := range knightDR {
		u, v := x+knightDR[m], y+knightDC[m]
		if !e.on(u, v) || e.h[u*e.n+v] != 0 {
			continue
		}
		e.visit(u, v, i)
		e.try(u, v, i+1)
		e.unvisit(u, v)
		if e.stop {
			return
		}
	}
}
