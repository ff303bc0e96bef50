package check

// The queens-matrix problem (PROBLEMS.md, problem 3): one placement as n
// lines of n values 0 or 1, or -1 when there is none. Seed 004 writes rows
// as C initialisers, "{ 0, 1, 0, 0}": a row may be wrapped in braces, its
// values separated by commas, and followed by a comma.

// maxQueensMatrixN is the largest board the queens-matrix validator takes.
const maxQueensMatrixN = 10_000

var queensMatrixChecker = oneOrNone{
	params: []param{{name: "n", lo: 1, hi: maxQueensMatrixN}},
	judge:  func(s *scanner, in []int, exists bool) Result { return judgeQueensMatrix(s, in[0], exists) },
}

func judgeQueensMatrix(s *scanner, n int, exists bool) Result {
	if s.skipSpace() == -1 {
		return wrong("the output is empty; expected %d rows of %d values 0 or 1, or -1 if there is no placement", n, n)
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
	p := newPlacement(n)
	for r := 1; r <= n; r++ {
		if s.skipSpace() == -1 {
			if err := s.failure(); err != nil {
				return unreadable(err)
			}
			return unreadable(s.errorf("the output ends after %s; expected %d", plural(int64(r-1), "row"), n))
		}
		if res, ok := readMatrixRow(s, p, r); !ok {
			return res
		}
	}
	if s.skipSpace() != -1 {
		return unreadable(s.errorf("expected the end of the output after %s, found %s", plural(int64(n), "row"), s.found()))
	}
	if !exists {
		return internal("the output is a valid placement for n = %d, but the canonical answer says -1: the reference is wrong", n)
	}
	return accepted()
}

// readMatrixRow reads row r of the board, which starts at the next byte,
// and consumes the line's end. It returns false and the verdict when the row
// cannot be read or its queen is wrong.
func readMatrixRow(s *scanner, p *placement, r int) (Result, bool) {
	braced := false
	c := s.skipBlanks()
	if c == '{' {
		braced = true
		s.skip()
	}
	count := 0
	for {
		c = s.skipBlanks()
		if count > 0 && c == ',' {
			s.skip()
			c = s.skipBlanks()
		}
		if c == '}' || c == '\n' || c == -1 {
			break
		}
		if count == p.n {
			return unreadable(s.errorf("row %d has more than %d values", r, p.n)), false
		}
		if isBit(byte(c)) && (s.pos+1 < s.end || s.ensure(2) >= 2) && isBit(s.buf[s.pos+1]) {
			return unreadable(s.errorf("row %d: expected values 0 and 1 apart, found %s", r, s.found())), false
		}
		v, err := s.readInt()
		if err != nil {
			return unreadable(err), false
		}
		count++
		switch v {
		case 0:
		case 1:
			if res, ok := p.place(0, int64(r), int64(count)); !ok {
				return res, false
			}
		default:
			return wrong("row %d, column %d: %d is neither 0 nor 1", r, count, v).withBoard(p.board(Cell{r, count})), false
		}
	}
	if c == '}' {
		if !braced {
			return unreadable(s.errorf(`found "}" with no "{" before it`)), false
		}
		s.skip()
		if s.skipBlanks() == ',' {
			s.skip()
		}
	} else if braced {
		return unreadable(s.errorf(`expected "}", found %s`, s.found())), false
	}
	if count < p.n {
		return unreadable(s.errorf("row %d has %s; expected %d", r, plural(int64(count), "value"), p.n)), false
	}
	if err := s.skipLineRest(); err != nil {
		return unreadable(err), false
	}
	if p.colOf[r] == 0 {
		return wrong("row %d has no queen", r).withBoard(p.board()), false
	}
	return Result{}, true
}

func isBit(c byte) bool { return c == '0' || c == '1' }
