// Package check judges one output of a program against a test: the
// validators of the built-in problems, which understand what a right answer
// is, and the generic comparisons every judge has.
//
// A Checker takes the test's input, the program's output and the canonical
// answer written by the reference solver. It never compares text with the
// canonical answer where many answers are right; it uses the answer only for
// what must agree (how many placements exist, whether a tour exists).
//
// Builtin makes the validators by name; Names lists them. All of them read
// the output in one pass through a fixed buffer of 64 KiB, so that memory
// does not grow with the output, and stop at the first thing wrong: an
// output of gigabytes is judged as soon as its first bad number is read.
//
// Reading is tolerant of form and strict on substance (PROBLEMS.md): runs
// of spaces and tabs, "\r\n" line ends, a UTF-8 byte order mark, trailing
// blanks, blank lines and a missing final newline are all accepted. Text
// that cannot be read as an answer is PE, with a message that says the line
// and column (1-based, columns counted in bytes) and what was expected
// there, e.g. `line 3, column 7: expected an integer, found "x"`. A
// readable answer that is wrong is WA, with a message that names the rows,
// columns, diagonals, steps or lines involved. IE means the judge is at
// fault: the test's input or canonical answer cannot be read, reading the
// output failed, or the output proves the reference wrong (a valid
// placement where the answer says there is none). Only queens-count gives
// partial scores: half the points for each of its two numbers.
package check

import (
	"io"

	"github.com/cham-judge/cham/judge/verdict"
)

// Result is the judgement of one output.
type Result struct {
	Verdict verdict.Verdict // AC, WA or PE; IE when the input or answer is unreadable
	Score   float64         // fraction of the test's points, from 0 to 1
	Message string          // why, in words a student can act on; empty for a plain AC
	Board   *Board          // the position that shows what is wrong, where a picture helps
}

// Board is a picture of a chess board position that explains a verdict.
// Rows and columns are numbered from 1.
type Board struct {
	N      int     `json:"n"`                // the board is N x N
	Queens []Cell  `json:"queens,omitempty"` // queens on the board (queens problems)
	Steps  []int32 `json:"steps,omitempty"`  // knight problems: Steps[(r-1)*N+(c-1)] is the step on (r, c), 0 when unvisited
	Marked []Cell  `json:"marked,omitempty"` // the cells that are wrong: attacking queens, the two ends of a bad move
}

// Cell is a square of the board, 1-based.
type Cell struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

// Checker judges outputs for one kind of problem.
type Checker interface {
	// Check judges output, the program's output, for the test whose input
	// and canonical answer are given. It reads output once, in a stream.
	Check(input []byte, output io.Reader, answer []byte) Result
}
