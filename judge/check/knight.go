package check

import (
	"fmt"
	"io"
)

// The knight problems (PROBLEMS.md, problems 5 and 6): a tour is n lines of
// n integers, h[x][y] being the step at which the knight stands on (x, y);
// it starts on (x0, y0), visits every square once, and each step is a
// knight move from the one before.

const (
	maxKnightN        = 3000 // the largest board the knight validator takes
	maxKnightAllN     = 15   // the largest board the knight-all validator takes
	knightPictureMaxN = 30   // the largest board the knight validators draw
)

var knightChecker = oneOrNone{
	params: knightParams(maxKnightN),
	judge:  func(s *scanner, in []int, exists bool) Result { return judgeKnight(s, in[0], in[1], in[2], exists) },
}

// knightParams are the parameters of a knight's input: n x0 y0.
func knightParams(maxN int64) []param {
	return []param{{name: "n", lo: 1, hi: maxN}, {name: "x0", lo: 1, onBoard: true}, {name: "y0", lo: 1, onBoard: true}}
}

func judgeKnight(s *scanner, n, x0, y0 int, exists bool) Result {
	if s.skipSpace() == -1 {
		return wrong("the output is empty; expected %d rows of %d numbers, or -1 if there is no tour", n, n)
	}
	if s.atMinusOne() {
		s.readInt()
		if s.skipSpace() == -1 {
			if exists {
				return wrong("-1, but a tour of the %d x %d board starts at (%d, %d)", n, n, x0, y0)
			}
			return accepted()
		}
		return unreadable(s.errorf("expected the end of the output after -1, found %s", s.found()))
	}
	t := newTourReader(n, x0, y0)
	if r, ok := t.read(s, ""); !ok {
		return r
	}
	if s.skipSpace() != -1 {
		return unreadable(s.errorf("expected the end of the output after %s, found %s", plural(int64(n), "row"), s.found()))
	}
	if !exists {
		return internal("the output is a valid tour from (%d, %d) on the %d x %d board, but the canonical answer says -1: the reference is wrong", x0, y0, n, n)
	}
	return accepted()
}

type knightAllChecker struct{}

func (knightAllChecker) Check(input []byte, output io.Reader, answer []byte) Result {
	in, err := readInput(input, knightParams(maxKnightAllN)...)
	if err != nil {
		return internal("%v", err)
	}
	n := in[0]
	lines := countNonBlankLines(answer)
	if lines%int64(n) != 0 {
		return internal("the canonical answer has %d lines of numbers, not a whole number of %d-line tours", lines, n)
	}
	s := newScanner(output, "output")
	return s.judged(judgeKnightAll(s, n, in[1], in[2], lines/int64(n)))
}

func judgeKnightAll(s *scanner, n, x0, y0 int, want int64) Result {
	t := newTourReader(n, x0, y0)
	seen := map[string]int64{}
	key := make([]byte, n*n)
	var count int64
	for s.skipSpace() != -1 {
		count++
		if count == 1 && s.atMinusOne() {
			if want == 0 {
				return wrong("no tour starts at (%d, %d), and then the output must be empty, not -1", x0, y0)
			}
			return wrong("-1, but tours of the %d x %d board start at (%d, %d)", n, n, x0, y0)
		}
		if r, ok := t.read(s, fmt.Sprintf("tour %d", count)); !ok {
			return r
		}
		for k, at := range t.at[1:] {
			key[k] = byte((int(at>>16)-1)*n + int(at&0xffff) - 1)
		}
		if first, ok := seen[string(key)]; ok {
			return wrong("tour %d repeats tour %d", count, first)
		}
		seen[string(key)] = count
		if count > want {
			return internal("the output has at least %d different tours, all valid, but the canonical answer has %d: the reference is wrong", count, want)
		}
	}
	if count != want {
		return wrong("the output has %s; there are %d", plural(count, "tour"), want)
	}
	return accepted()
}

// tourReader reads and judges the tours of one board and start.
type tourReader struct {
	n, x0, y0 int
	// at[k] is the square of step k, row<<16 | column, 0 while step k is
	// not seen; rows and columns fit in 16 bits.
	at []int32
}

func newTourReader(n, x0, y0 int) *tourReader {
	return &tourReader{n: n, x0: x0, y0: y0, at: make([]int32, n*n+1)}
}

// board is the picture of the steps read so far, or nil for a board too
// large to draw.
func (t *tourReader) board(marked ...Cell) *Board {
	if t.n > knightPictureMaxN {
		return nil
	}
	b := &Board{N: t.n, Steps: make([]int32, t.n*t.n), Marked: marked}
	for k, at := range t.at {
		if at != 0 {
			b.Steps[(int(at>>16)-1)*t.n+int(at&0xffff)-1] = int32(k)
		}
	}
	return b
}

func square(at int32) Cell { return Cell{int(at >> 16), int(at & 0xffff)} }

// read reads a tour, n lines of n integers that start at the next byte
// (not a blank), and consumes the end of its last line. It returns false
// and the verdict when the tour cannot be read or is wrong. name is "" for
// the only tour of the output, or names the tour ("tour 7") for messages.
func (t *tourReader) read(s *scanner, name string) (Result, bool) {
	where, inside, the := "", "", "the tour"
	if name != "" {
		where, inside, the = name+", ", " inside "+name+",", name
	}
	clear(t.at)
	n := t.n
	last := int64(n) * int64(n)
	for r := 1; r <= n; r++ {
		if r > 1 && s.skipSpace() == -1 {
			if err := s.failure(); err != nil {
				return unreadable(err), false
			}
			return unreadable(s.errorf("the output ends%s after row %d of %d", inside, r-1, n)), false
		}
		c := 0
		for {
			ch := s.skipBlanks()
			if ch == '\n' || ch == -1 {
				break
			}
			if c == n {
				return unreadable(s.errorf("%srow %d has more than %d numbers", where, r, n)), false
			}
			c++
			v, err := s.readInt()
			if err != nil {
				return unreadable(err), false
			}
			if v < 1 || v > last {
				return wrong("%srow %d, column %d: %d is outside 1..%d", where, r, c, v, last).
					withBoard(t.board(Cell{r, c})), false
			}
			if old := t.at[v]; old != 0 {
				o := square(old)
				return wrong("%srow %d, column %d: step %d appears twice (also at row %d, column %d)", where, r, c, v, o.Row, o.Col).
					withBoard(t.board(o, Cell{r, c})), false
			}
			t.at[v] = int32(r<<16 | c)
		}
		if c < n {
			return unreadable(s.errorf("%srow %d has %s; expected %d", where, r, plural(int64(c), "number"), n)), false
		}
		if s.peek() == '\n' {
			s.endLine()
		}
	}
	if start := square(t.at[1]); start != (Cell{t.x0, t.y0}) {
		return wrong("%s starts at (%d, %d), not at (%d, %d)", the, start.Row, start.Col, t.x0, t.y0).
			withBoard(t.board(start, Cell{t.x0, t.y0})), false
	}
	for k := int64(1); k < last; k++ {
		a, b := t.at[k], t.at[k+1]
		dr, dc := a>>16-b>>16, a&0xffff-b&0xffff
		if dr*dr+dc*dc != 5 {
			from, to := square(a), square(b)
			return wrong("%sstep %d -> %d: (%d, %d) to (%d, %d) is not a knight move", where, k, k+1, from.Row, from.Col, to.Row, to.Col).
				withBoard(t.board(from, to)), false
		}
	}
	return Result{}, true
}
