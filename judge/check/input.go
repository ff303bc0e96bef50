package check

import (
	"bytes"
	"fmt"
)

// param is one integer of a test's input and the range a validator accepts.
type param struct {
	name    string
	lo, hi  int64
	onBoard bool // a coordinate: at most the first parameter, n
}

// readInput reads the integers of a test's input, which must hold nothing
// else. Its errors say what is wrong with the input: the judge's fault.
func readInput(input []byte, params ...param) ([]int, error) {
	s := newBytesScanner(input, "input")
	vals := make([]int, len(params))
	for i, p := range params {
		s.skipSpace()
		v, err := s.readInt()
		if err != nil {
			return nil, fmt.Errorf("the test's input is unreadable: %v (expected %s)", err, p.name)
		}
		hi := p.hi
		if p.onBoard {
			hi = int64(vals[0])
		}
		if v < p.lo || v > hi {
			return nil, fmt.Errorf("the test's input has %s = %d; this validator takes %d..%d", p.name, v, p.lo, hi)
		}
		vals[i] = int(v)
	}
	if s.skipSpace() != -1 {
		return nil, fmt.Errorf("the test's input is unreadable: %v", s.errorf("expected the end of the input, found %s", s.found()))
	}
	return vals, nil
}

// answerHasSolution reads the first token of a canonical answer that is
// either -1 (no solution) or a solution.
func answerHasSolution(answer []byte) (bool, error) {
	s := newBytesScanner(answer, "answer")
	switch {
	case s.skipSpace() == -1:
		return false, fmt.Errorf("the canonical answer is empty (expected -1 or a solution)")
	case s.atMinusOne():
		return false, nil
	}
	return true, nil
}

// countNonBlankLines counts the lines of b that hold more than blanks.
func countNonBlankLines(b []byte) int64 {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	var n int64
	for len(b) > 0 {
		line := b
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			line, b = b[:i], b[i+1:]
		} else {
			b = nil
		}
		if len(bytes.Trim(line, " \t\r")) > 0 {
			n++
		}
	}
	return n
}
