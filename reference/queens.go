package reference

import (
	"fmt"
	"io"
	"math/bits"
	"strconv"
)

// MaxPlacementsN is the largest board that Placements and WritePlacements
// accept: the search keeps columns and diagonals in 64-bit masks. (Listing
// every placement is hopeless long before that: there are about 2.3e17 for
// n = 27.)
const MaxPlacementsN = 64

// Placements calls yield for every placement of n non-attacking queens on an
// n x n board, in lexicographic order of the column sequence: cols[i] is the
// column (1..n) of the queen in row i+1. cols is reused between calls, so
// yield must copy it to keep it. Placements stops early when yield returns
// false.
//
// There is no placement for n = 2 and n = 3, and none for n < 1. Placements
// panics if n > MaxPlacementsN.
func Placements(n int, yield func(cols []int) bool) {
	if n < 1 {
		return
	}
	if n > MaxPlacementsN {
		panic(fmt.Sprintf("reference.Placements: n = %d is larger than MaxPlacementsN = %d", n, MaxPlacementsN))
	}
	all := queensMask(n)
	cols := make([]int, n)
	// Bit j-1 of a mask stands for column j, so taking the lowest free bit
	// first tries the columns in increasing order. Going one row down, the
	// diagonal i-j = const moves one column right (<< 1) and the diagonal
	// i+j = const one column left (>> 1).
	var place func(row int, taken, diffDiag, sumDiag uint64) bool
	place = func(row int, taken, diffDiag, sumDiag uint64) bool {
		if row == n {
			return yield(cols)
		}
		for free := all &^ (taken | diffDiag | sumDiag); free != 0; free &= free - 1 {
			bit := free & -free
			cols[row] = bits.TrailingZeros64(bit) + 1
			if !place(row+1, taken|bit, (diffDiag|bit)<<1, (sumDiag|bit)>>1) {
				return false
			}
		}
		return true
	}
	place(0, 0, 0, 0)
}

// queensMask returns a mask with the low n bits set, for 0 <= n <= 64.
func queensMask(n int) uint64 {
	return uint64(1)<<uint(n) - 1 // a shift by 64 gives 0, and 0-1 is all ones
}

// WritePlacements writes every placement of n queens to w, one a line, in
// lexicographic order, in the output format of the queens problem:
//
//	(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);
//
// that is the pairs (row, column) for rows 1..n, each followed by ';', one
// space between pairs, and a newline after each line. Nothing is written for
// n = 2 and n = 3, which have no placement.
//
// WritePlacements streams: it never holds more than a buffer of output in
// memory. It returns how many placements it wrote in full, and the first
// error of w, or an error naming n when n is outside 1..MaxPlacementsN.
func WritePlacements(w io.Writer, n int) (int64, error) {
	if n < 1 || n > MaxPlacementsN {
		return 0, fmt.Errorf("reference: cannot list the placements of n = %d queens: n must be in 1..%d", n, MaxPlacementsN)
	}
	// rowText[i] is "(i+1, " and colText[j] is "j+1);".
	rowText := make([][]byte, n)
	colText := make([][]byte, n+1)
	for i := 1; i <= n; i++ {
		rowText[i-1] = append(strconv.AppendInt([]byte{'('}, int64(i), 10), ", "...)
		colText[i] = append(strconv.AppendInt(nil, int64(i), 10), ");"...)
	}
	out := newQueensBuffer(w)
	var written, pending int64
	Placements(n, func(cols []int) bool {
		for row, col := range cols {
			if row > 0 {
				out.buf = append(out.buf, ' ')
			}
			out.buf = append(out.buf, rowText[row]...)
			out.buf = append(out.buf, colText[col]...)
		}
		out.buf = append(out.buf, '\n')
		pending++
		if out.full() {
			if out.flush() != nil {
				return false
			}
			written += pending
			pending = 0
		}
		return true
	})
	if out.flush() == nil {
		written += pending
	}
	return written, out.err
}

// queensBuffer collects output in memory and hands it to the writer in large
// pieces, so that formatting appends bytes to a slice and nothing else.
type queensBuffer struct {
	w   io.Writer
	buf []byte
	err error // the first error of w; nothing is written after it
}

// queensBufferSize is the size at which a queensBuffer is flushed. The
// buffer has twice that capacity, so that what is appended between two
// checks (a line of a placement, a row of a board) seldom makes it grow.
const queensBufferSize = 1 << 16

func newQueensBuffer(w io.Writer) *queensBuffer {
	return &queensBuffer{w: w, buf: make([]byte, 0, 2*queensBufferSize)}
}

// full tells whether the buffer has reached queensBufferSize.
func (b *queensBuffer) full() bool { return len(b.buf) >= queensBufferSize }

// flush writes out the buffer and returns the first error of the writer.
func (b *queensBuffer) flush() error {
	if b.err == nil && len(b.buf) > 0 {
		_, b.err = b.w.Write(b.buf)
	}
	b.buf = b.buf[:0]
	return b.err
}
