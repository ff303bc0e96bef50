package check

import "io"

// oneOrNone judges the problems whose canonical answer is one solution, or
// -1 when there is none (queens-one, queens-matrix, knight): it reads the
// input's parameters, learns from the answer whether a solution exists,
// and has judge read the output.
type oneOrNone struct {
	params []param
	judge  func(s *scanner, in []int, exists bool) Result
}

func (c oneOrNone) Check(input []byte, output io.Reader, answer []byte) Result {
	in, err := readInput(input, c.params...)
	if err != nil {
		return internal("%v", err)
	}
	exists, err := answerHasSolution(answer)
	if err != nil {
		return internal("%v", err)
	}
	s := newScanner(output, "output")
	return s.judged(c.judge(s, in, exists))
}
