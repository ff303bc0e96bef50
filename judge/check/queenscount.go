package check

import (
	"fmt"
	"io"

	"github.com/cham-judge/cham/judge/verdict"
)

// The queens-count problem (PROBLEMS.md, problem 4): two integers, the number
// of placements and the number distinct under the symmetries of the board.
// Each is worth half the points. The messages say which number is wrong and
// what was read, never the right value: a student testing a solution must
// not learn the answer from the judge.

// maxQueensCountN is the largest board the queens-count validator takes.
const maxQueensCountN = 1000

type queensCountChecker struct{}

func (queensCountChecker) Check(input []byte, output io.Reader, answer []byte) Result {
	in, err := readInput(input, param{name: "n", lo: 1, hi: maxQueensCountN})
	if err != nil {
		return internal("%v", err)
	}
	as := newBytesScanner(answer, "answer")
	var want [2]int64
	for i := range want {
		as.skipSpace()
		if want[i], err = as.readInt(); err != nil {
			return internal("the canonical answer is unreadable: %v", err)
		}
	}
	s := newScanner(output, "output")
	return s.judged(judgeQueensCount(s, in[0], want))
}

func judgeQueensCount(s *scanner, n int, want [2]int64) Result {
	names := [2]string{"the number of placements", "the number of placements distinct under symmetry"}
	var got [2]int64
	for i := range got {
		if s.skipSpace() == -1 && s.failure() == nil {
			if i == 0 {
				return wrong("the output is empty; expected two integers: %s and %s", names[0], names[1])
			}
			return unreadable(s.errorf("expected a second integer, %s, found the end of the output", names[1]))
		}
		v, err := s.readInt()
		if err != nil {
			return unreadable(err)
		}
		got[i] = v
	}
	if s.skipSpace() != -1 {
		return unreadable(s.errorf("expected the end of the output after two integers, found %s", s.found()))
	}
	right := [2]bool{got[0] == want[0], got[1] == want[1]}
	switch {
	case right[0] && right[1]:
		return accepted()
	case right[0]:
		return Result{Verdict: verdict.WA, Score: 0.5,
			Message: fmt.Sprintf("%s is right, but %s is wrong (read %d)", names[0], names[1], got[1])}
	case right[1]:
		return Result{Verdict: verdict.WA, Score: 0.5,
			Message: fmt.Sprintf("%s is wrong (read %d), but %s is right", names[0], got[0], names[1])}
	}
	return wrong("both numbers are wrong (read %d and %d) for n = %d", got[0], got[1], n)
}
