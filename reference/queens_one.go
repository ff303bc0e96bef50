package reference

import (
	"fmt"
	"io"
	"math"
	"slices"
)

// MaxOnePlacementN is the largest board that OnePlacement builds: its
// columns are int32.
const MaxOnePlacementN = math.MaxInt32

// OnePlacement returns one placement of n non-attacking queens, built in
// linear time by the rule of seed 003 ("Xây dựng một lời giải"); cols[i] is
// the column (1..n) of the queen in row i+1. With r = n mod 12:
//
//   - write the even numbers 2, 4, ..., up to n;
//   - if r is 3 or 9, move 2 to the end of that list;
//   - append the odd numbers 1, 3, ..., up to n, but if r is 8 swap them in
//     pairs: 3, 1, 7, 5, 11, 9, ...;
//   - if r is 2, swap 1 and 3, then move 5 to the end;
//   - if r is 3 or 9, move 1 and 3 to the end.
//
// For n = 14 this gives 2 4 6 8 10 12 14 3 1 7 9 11 13 5. OnePlacement
// returns nil when there is no placement (n = 2 and n = 3) and when n < 1 or
// n > MaxOnePlacementN.
func OnePlacement(n int) []int32 {
	if n < 1 || n == 2 || n == 3 || n > MaxOnePlacementN {
		return nil
	}
	cols := make([]int32, 0, n)
	m := int32(n)
	r := n % 12
	if r == 3 || r == 9 {
		for c := int32(4); c <= m; c += 2 {
			cols = append(cols, c)
		}
		cols = append(cols, 2)
	} else {
		for c := int32(2); c <= m; c += 2 {
			cols = append(cols, c)
		}
	}
	switch r {
	case 8: // n is a multiple of 4, so the odd numbers come in whole pairs
		for c := int32(1); c < m; c += 4 {
			cols = append(cols, c+2, c)
		}
	case 2: // n >= 14
		cols = append(cols, 3, 1)
		for c := int32(7); c <= m; c += 2 {
			cols = append(cols, c)
		}
		cols = append(cols, 5)
	case 3, 9: // n >= 9
		for c := int32(5); c <= m; c += 2 {
			cols = append(cols, c)
		}
		cols = append(cols, 1, 3)
	default:
		for c := int32(1); c <= m; c += 2 {
			cols = append(cols, c)
		}
	}
	return cols
}

// checkOnePlacementN says what is wrong with n as the size of the board of
// WriteOnePlacement and WriteMatrix.
func checkOnePlacementN(n int) error {
	if n < 1 || n > MaxOnePlacementN {
		return fmt.Errorf("reference: cannot place n = %d queens: n must be in 1..%d", n, MaxOnePlacementN)
	}
	return nil
}

// WriteOnePlacement writes the placement of OnePlacement(n) to w in the output
// format of the queens-one problem: the columns c1 c2 ... cn of rows 1..n on
// one line, separated by single spaces, or "-1" when there is no placement
// (n = 2 and n = 3); then a newline. It returns the first error of w, or an
// error naming n when n is outside 1..MaxOnePlacementN.
func WriteOnePlacement(w io.Writer, n int) error {
	if err := checkOnePlacementN(n); err != nil {
		return err
	}
	cols := OnePlacement(n)
	if cols == nil {
		_, err := io.WriteString(w, "-1\n")
		return err
	}
	out := newQueensBuffer(w)
	var number queensDecimal
	for i, c := range cols {
		if out.full() && out.flush() != nil {
			return out.err
		}
		if v := uint32(c); i > 0 && v == number.value+2 {
			number.addTwo()
		} else {
			number.set(v)
		}
		out.buf = number.appendTo(out.buf)
	}
	out.buf[len(out.buf)-1] = '\n' // in place of the space after the last column
	return out.flush()
}

// WriteMatrix writes the placement of OnePlacement(n) to w as the 0/1 board of
// the queens-matrix problem: n lines of n digits separated by single spaces,
// 1 where a queen stands, each line ending in a newline; or "-1" and a
// newline when there is no placement (n = 2 and n = 3). For n = 4:
//
//	0 1 0 0
//	0 0 0 1
//	1 0 0 0
//	0 0 1 0
//
// It returns the first error of w, or an error naming n when n is outside
// 1..MaxOnePlacementN.
func WriteMatrix(w io.Writer, n int) error {
	if err := checkOnePlacementN(n); err != nil {
		return err
	}
	cols := OnePlacement(n)
	if cols == nil {
		_, err := io.WriteString(w, "-1\n")
		return err
	}
	// line is a row of zeros; each row sets its queen's digit, and clears it
	// again once the row is in the buffer.
	line := make([]byte, 2*n)
	for i := range n {
		line[2*i] = '0'
		line[2*i+1] = ' '
	}
	line[2*n-1] = '\n'
	out := newQueensBuffer(w)
	for _, c := range cols {
		line[2*(c-1)] = '1'
		out.buf = append(out.buf, line...)
		line[2*(c-1)] = '0'
		if out.full() && out.flush() != nil {
			return out.err
		}
	}
	return out.flush()
}

// queensDecimal is a number written in decimal that counts up by two in
// place: the columns of OnePlacement mostly go up by two from one row to the
// next, and adding two to the text is cheaper than writing the number anew.
type queensDecimal struct {
	value uint32
	width int      // the number of digits
	text  [16]byte // the digits, then a space
}

// set makes d the number v.
func (d *queensDecimal) set(v uint32) {
	d.value = v
	d.width = 1
	for t := v; t >= 10; t /= 10 {
		d.width++
	}
	for i := d.width - 1; i >= 0; i-- {
		d.text[i] = byte('0' + v%10)
		v /= 10
	}
	d.text[d.width] = ' '
}

// addTwo adds 2 to d.
func (d *queensDecimal) addTwo() {
	d.value += 2
	i := d.width - 1
	if digit := d.text[i] + 2; digit <= '9' {
		d.text[i] = digit
		return
	}
	d.text[i] -= 8
	for i--; i >= 0; i-- {
		if d.text[i] != '9' {
			d.text[i]++
			return
		}
		d.text[i] = '0'
	}
	// All nines: one digit more.
	copy(d.text[1:], d.text[:d.width])
	d.text[0] = '1'
	d.width++
	d.text[d.width] = ' '
}

// appendTo appends the digits of d and a space to b.
func (d *queensDecimal) appendTo(b []byte) []byte {
	b = slices.Grow(b, len(d.text))
	end := len(b) + d.width + 1
	copy(b[len(b):len(b)+len(d.text)], d.text[:]) // a fixed-size copy: two moves
	return b[:end]
}
