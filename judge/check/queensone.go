package check

// The queens-one problem (PROBLEMS.md, problem 2): one placement on a large
// board, as the columns c1 .. cn of rows 1 .. n, or -1 when there is none.

// maxQueensOneN is the largest board the queens-one validator takes.
const maxQueensOneN = 10_000_000

var queensOneChecker = oneOrNone{
	params: []param{{name: "n", lo: 1, hi: maxQueensOneN}},
	judge:  func(s *scanner, in []int, exists bool) Result { return judgeQueensOne(s, in[0], exists) },
}

func judgeQueensOne(s *scanner, n int, exists bool) Result {
	if s.skipSpace() == -1 {
		return wrong("the output is empty; expected %d numbers, or -1 if there is no placement", n)
	}
	if s.atMinusOne() {
		s.readInt()
		if s.skipSpace() == -1 {
			if exists {
				return wrong("-1, but a placement exists for n = %d", n)
			}
			return accepted()
		}
		return unreadable(s.errorf("expected the end of the output after -1, found %s", s.found()))
	}
	// cols[i-1] is the column of row i; past 4 MiB it grows with the
	// output. The columns j, diagonals i+j (2..2n) and i-j+n (1..2n-1)
	// taken are sets of bits: 5n/8 bytes in all.
	cols := make([]int32, 0, min(n, 1<<20))
	colUsed, sumUsed, diffUsed := newBitset(n+1), newBitset(2*n+1), newBitset(2*n+1)
	board := func(marked ...Cell) *Board {
		if n > queensPictureMaxN {
			return nil
		}
		b := &Board{N: n, Marked: marked}
		for i, c := range cols {
			b.Queens = append(b.Queens, Cell{i + 1, int(c)})
		}
		return b
	}
	// clash is the verdict on the queen of row r, which attacks an earlier one.
	clash := func(r, c int, same func(r2, c2 int) bool, what string, v int) Result {
		for r2 := 1; r2 < r; r2++ {
			c2 := int(cols[r2-1])
			if same(r2, c2) {
				return wrong("rows %d and %d: the queens at (%d, %d) and (%d, %d) share "+what, r2, r, r2, c2, r, c, v).
					withBoard(board(Cell{r2, c2}, Cell{r, c}))
			}
		}
		return internal("queens-one: row %d clashes with no earlier row", r) // cannot happen
	}
	for r := 1; r <= n; r++ {
		if s.skipSpace() == -1 {
			if err := s.failure(); err != nil {
				return unreadable(err)
			}
			return wrong("the output has %s; expected %d, the column of each row", plural(int64(r-1), "number"), n)
		}
		v, err := s.readInt()
		if err != nil {
			return unreadable(err)
		}
		if v < 1 || v > int64(n) {
			return wrong("row %d: column %d is off the %d x %d board", r, v, n, n).withBoard(board())
		}
		c := int(v)
		cols = append(cols, int32(c))
		switch {
		case colUsed.has(c):
			return clash(r, c, func(_, c2 int) bool { return c2 == c }, "column %d", c)
		case sumUsed.has(r + c):
			return clash(r, c, func(r2, c2 int) bool { return r2+c2 == r+c }, "the diagonal i+j = %d", r+c)
		case diffUsed.has(r - c + n):
			return clash(r, c, func(r2, c2 int) bool { return r2-c2 == r-c }, "the diagonal i-j = %d", r-c)
		}
		colUsed.set(c)
		sumUsed.set(r + c)
		diffUsed.set(r - c + n)
	}
	if s.skipSpace() != -1 {
		// Count what follows, so that the message says how long the output is.
		extra := int64(0)
		for s.skipSpace() != -1 {
			if _, err := s.readInt(); err != nil {
				return unreadable(err)
			}
			extra++
		}
		return wrong("the output has %d numbers; expected %d, the column of each row", int64(n)+extra, n)
	}
	if !exists {
		return internal("the output is a valid placement for n = %d, but the canonical answer says -1: the reference is wrong", n)
	}
	return accepted()
}

// bitset is a set of small non-negative integers.
type bitset []uint64

func newBitset(size int) bitset { return make(bitset, (size+63)/64) }

func (b bitset) has(i int) bool { return b[i>>6]&(1<<(i&63)) != 0 }

func (b bitset) set(i int) { b[i>>6] |= 1 << (i & 63) }
