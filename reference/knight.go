package reference

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// The knight's tour (PROBLEMS.md, problems 5 and 6; seed 001). Rows x and
// columns y are numbered from 1; a board is a flat slice of n*n steps, h[(x-1)*n+(y-1)]
// being the step (1 .. n*n) at which the knight stands on (x, y). A tour is an open
// tour: the knight visits every square once, closed or not.
//
// Tour builds one tour for any board that has one, without trial and error past a
// few dozen squares (see knight_compose.go for the construction and why it never
// fails); Tours and CountTours enumerate every tour with the seed's backtracking.

// MaxTourN is the largest board Tour builds: n*n steps must fit in an int32.
// Larger boards are out of range for TourExists and Tour.
const MaxTourN = 46340

// knightDR and knightDC are the eight knight moves in the order of the seed's
// arrays a and b; enumerations follow this order.
var (
	knightDR = [8]int{2, 1, -1, -2, -2, -1, 1, 2}
	knightDC = [8]int{1, 2, 2, 1, -1, -2, -2, -1}
)

// knightMoveIndex[dr+2][dc+2] is the index in knightDR/knightDC of the move
// (dr, dc), or -1 when (dr, dc) is not a knight move.
var knightMoveIndex = func() (t [5][5]int8) {
	for i := range t {
		for j := range t[i] {
			t[i][j] = -1
		}
	}
	for m := range knightDR {
		t[knightDR[m]+2][knightDC[m]+2] = int8(m)
	}
	return t
}()

// TourExists decides exactly, without search, whether an open knight's tour of
// the n x n board starts at (x0, y0): n = 1 yes; n = 2, 3, 4 none; n = 5 and odd
// n >= 7 only from squares with x0+y0 even (the other colour has one square fewer
// and a tour alternates colours); even n >= 6 from every square. Arguments out of
// range (n < 1, n > MaxTourN, a square off the board) give false.
func TourExists(n, x0, y0 int) bool {
	switch {
	case n < 1 || n > MaxTourN || x0 < 1 || x0 > n || y0 < 1 || y0 > n:
		return false
	case n == 1:
		return true
	case n <= 4:
		return false
	case n%2 == 1:
		return (x0+y0)%2 == 0
	default:
		return true
	}
}

// Tour returns one open knight's tour of the n x n board starting at (x0, y0),
// as a board of steps, or nil when TourExists(n, x0, y0) is false. It never fails
// where a tour exists, and it is deterministic: the same arguments always give the
// same tour. Time and memory are linear in n*n: besides the board (4 bytes a
// square) it needs 2 bytes a square of working space, and n = 1000 takes a few
// tens of milliseconds.
func Tour(n, x0, y0 int) []int32 {
	if !TourExists(n, x0, y0) {
		return nil
	}
	if n == 1 {
		return []int32{1}
	}
	if n%2 == 1 && n < knightComposeMinOdd {
		return knightSearchBoard(n, x0-1, y0-1)
	}
	return knightComposedTour(n, x0-1, y0-1)
}

// knightSearchBoard finds a tour of a small odd board (5 <= n < knightComposeMinOdd)
// by backtracking; the tests run it from every square that has a tour.
func knightSearchBoard(n, x, y int) []int32 {
	g := newKnightGraph(n, n)
	path := g.hamiltonPath([]int32{int32(x*n + y)}, nil)
	if path == nil {
		panic(fmt.Sprintf("reference: no knight's tour found on %dx%d from (%d, %d)", n, n, x+1, y+1))
	}
	h := make([]int32, n*n)
	for i, c := range path {
		h[c] = int32(i + 1)
	}
	return h
}

// WriteBoard writes the board h of an n x n tour as n lines of n integers
// separated by single spaces, each line ending in a newline. It writes through
// its own buffer, so w need not be buffered.
func WriteBoard(w io.Writer, n int, h []int32) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	if err := writeKnightBoard(bw, n, h); err != nil {
		return err
	}
	return bw.Flush()
}

// writeKnightBoard writes h to bw without flushing it.
func writeKnightBoard(bw *bufio.Writer, n int, h []int32) error {
	if n < 0 || len(h) != n*n {
		return fmt.Errorf("reference: WriteBoard: board has %d squares, want n*n = %d for n = %d", len(h), n*n, n)
	}
	line := make([]byte, 0, 8*n+1)
	for x := 0; x < n; x++ {
		line = line[:0]
		for y, step := range h[x*n : x*n+n] {
			if y > 0 {
				line = append(line, ' ')
			}
			line = strconv.AppendInt(line, int64(step), 10)
		}
		line = append(line, '\n')
		if _, err := bw.Write(line); err != nil {
			return err
		}
	}
	return nil
}
