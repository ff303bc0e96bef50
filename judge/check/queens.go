package check

import (
	"fmt"
	"io"
)

// The queens problem (PROBLEMS.md, problem 1): every placement of n queens,
// one a line, each written as the pairs (i, j) of its queens separated by ';'.

// maxQueensN is the largest board the queens validator takes.
const maxQueensN = 64

// queensPictureMaxN is the largest board the queens validators draw.
const queensPictureMaxN = 20

type queensChecker struct {
	lexicographic bool // the lines must come in increasing order of their column sequences
}

func (q queensChecker) Check(input []byte, output io.Reader, answer []byte) Result {
	in, err := readInput(input, param{name: "n", lo: 1, hi: maxQueensN})
	if err != nil {
		return internal("%v", err)
	}
	want := countNonBlankLines(answer)
	s := newScanner(output, "output")
	return s.judged(q.judge(s, in[0], want))
}

func (q queensChecker) judge(s *scanner, n int, want int64) Result {
	p := newPlacement(n)
	seen := newPlacementSet(n)
	prev := make([]int, n)
	prevLine := 0
	var count int64
	for {
		switch s.skipBlanks() {
		case -1:
			if count != want {
				return wrong("the output has %s; there are %d", plural(count, "placement"), want)
			}
			return accepted()
		case '\n':
			s.endLine()
			continue
		}
		line := s.line
		if r, ok := p.readLine(s, line); !ok {
			return r
		}
		cols := p.colOf[1:]
		if first := seen.add(cols, line); first != 0 {
			return wrong("line %d repeats the placement of line %d", line, first)
		}
		if q.lexicographic && prevLine != 0 && !lexLess(prev, cols) {
			return wrong("line %d breaks the lexicographic order: its placement comes before the one on line %d", line, prevLine)
		}
		copy(prev, cols)
		prevLine = line
		count++
		if count > want {
			return internal("the output has at least %d different placements, all valid, but the canonical answer has %d lines: the reference is wrong", count, want)
		}
	}
}

// placement is the queens of one line of output as they are read.
type placement struct {
	n         int
	colOf     []int  // colOf[i] is the column of the queen of row i, 0 if none yet
	rowOfCol  []int  // rowOfCol[j] is the row of the queen in column j
	rowOfSum  []int  // rowOfSum[i+j] is the row of the queen on the diagonal i+j
	rowOfDiff []int  // rowOfDiff[i-j+n] is the row of the queen on the diagonal i-j
	order     []Cell // the queens in the order read
}

func newPlacement(n int) *placement {
	return &placement{
		n:         n,
		colOf:     make([]int, n+1),
		rowOfCol:  make([]int, n+1),
		rowOfSum:  make([]int, 2*n+1),
		rowOfDiff: make([]int, 2*n+1),
		order:     make([]Cell, 0, n),
	}
}

// reset empties the board, in time proportional to the queens on it.
func (p *placement) reset() {
	for _, q := range p.order {
		p.colOf[q.Row] = 0
		p.rowOfCol[q.Col] = 0
		p.rowOfSum[q.Row+q.Col] = 0
		p.rowOfDiff[q.Row-q.Col+p.n] = 0
	}
	p.order = p.order[:0]
}

// board is the picture of the queens read so far, or nil for a board too
// large to draw.
func (p *placement) board(marked ...Cell) *Board {
	if p.n > queensPictureMaxN {
		return nil
	}
	return &Board{N: p.n, Queens: append([]Cell(nil), p.order...), Marked: marked}
}

// readLine reads the placement written on one line of output, which does
// not start with a blank, and consumes the line's end. It returns false and
// the verdict when the line is not a valid placement.
func (p *placement) readLine(s *scanner, line int) (Result, bool) {
	p.reset()
	for {
		if err := s.expect('('); err != nil {
			return unreadable(err), false
		}
		s.skipBlanks()
		i, err := s.readInt()
		if err != nil {
			return unreadable(err), false
		}
		if err := s.expect(','); err != nil {
			return unreadable(err), false
		}
		s.skipBlanks()
		j, err := s.readInt()
		if err != nil {
			return unreadable(err), false
		}
		if err := s.expect(')'); err != nil {
			return unreadable(err), false
		}
		if r, ok := p.place(line, i, j); !ok {
			return r, false
		}
		c := s.skipBlanks()
		if c == ';' {
			s.skip()
			c = s.skipBlanks()
		} else if c != '\n' && c != -1 {
			return unreadable(s.errorf(`expected ";" or the end of the line, found %s`, s.found())), false
		}
		if c == '\n' || c == -1 {
			break
		}
	}
	if s.peek() == '\n' {
		s.endLine()
	}
	if len(p.order) < p.n {
		for r := 1; r <= p.n; r++ {
			if p.colOf[r] == 0 {
				return wrong("line %d: row %d has no queen", line, r).withBoard(p.board()), false
			}
		}
	}
	return Result{}, true
}

// place puts a queen on (i, j), or returns false and the verdict that it
// cannot stand there. The message names the line of output, unless line is
// 0 (a board whose rows are the lines).
func (p *placement) place(line int, i, j int64) (Result, bool) {
	n := int64(p.n)
	if i < 1 || i > n || j < 1 || j > n {
		return wrong("%s(%d, %d) is off the %d x %d board", linePrefix(line), i, j, n, n).withBoard(p.board()), false
	}
	r, c := int(i), int(j)
	here := Cell{r, c}
	if old := p.colOf[r]; old != 0 {
		if old == c {
			return wrong("%s(%d, %d) is written twice", linePrefix(line), r, c).withBoard(p.board(here)), false
		}
		p.order = append(p.order, here)
		other := Cell{r, old}
		return wrong("%srow %d has two queens, at (%d, %d) and (%d, %d)", linePrefix(line), r, r, old, r, c).
			withBoard(p.board(other, here)), false
	}
	p.order = append(p.order, here)
	if other := p.rowOfCol[c]; other != 0 {
		return p.clash(line, other, here, "column %d", c)
	}
	if other := p.rowOfSum[r+c]; other != 0 {
		return p.clash(line, other, here, "the diagonal i+j = %d", r+c)
	}
	if other := p.rowOfDiff[r-c+p.n]; other != 0 {
		return p.clash(line, other, here, "the diagonal i-j = %d", r-c)
	}
	p.colOf[r] = c
	p.rowOfCol[c] = r
	p.rowOfSum[r+c] = r
	p.rowOfDiff[r-c+p.n] = r
	return Result{}, true
}

// clash is the verdict on the queen here, which attacks the queen of row
// other along the line named by what and v.
func (p *placement) clash(line int, other int, here Cell, what string, v int) (Result, bool) {
	a, b := Cell{other, p.colOf[other]}, here
	if a.Row > b.Row {
		a, b = b, a
	}
	return wrong("%sthe queens at (%d, %d) and (%d, %d) share "+what, linePrefix(line), a.Row, a.Col, b.Row, b.Col, v).
		withBoard(p.board(a, b)), false
}

// linePrefix starts a message about a line of output: "line 7: ", or ""
// for line 0.
func linePrefix(line int) string {
	if line == 0 {
		return ""
	}
	return fmt.Sprintf("line %d: ", line)
}

// placementSet remembers placements, and the line where each came first.
type placementSet struct {
	small map[uint64]int // n <= 16: 4 bits a column
	large map[string]int // a byte a column
	key   []byte
}

func newPlacementSet(n int) *placementSet {
	if n <= 16 {
		return &placementSet{small: map[uint64]int{}}
	}
	return &placementSet{large: map[string]int{}, key: make([]byte, n)}
}

// add records cols (columns 1..n of rows 1..n) as written on line, and
// returns the line where the same placement came before, or 0.
func (ps *placementSet) add(cols []int, line int) int {
	if ps.small != nil {
		var k uint64
		for i, c := range cols {
			k |= uint64(c-1) << (4 * i)
		}
		if first, ok := ps.small[k]; ok {
			return first
		}
		ps.small[k] = line
		return 0
	}
	for i, c := range cols {
		ps.key[i] = byte(c - 1)
	}
	if first, ok := ps.large[string(ps.key)]; ok {
		return first
	}
	ps.large[string(ps.key)] = line
	return 0
}

// lexLess tells whether a comes strictly before b in lexicographic order.
func lexLess(a, b []int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}
