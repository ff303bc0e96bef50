package check

import (
	"fmt"
	"strconv"

	"github.com/cham-judge/cham/judge/verdict"
)

// accepted is a plain AC.
func accepted() Result { return Result{Verdict: verdict.AC, Score: 1} }

// wrong is a WA with no points.
func wrong(format string, args ...any) Result {
	return Result{Verdict: verdict.WA, Message: fmt.Sprintf(format, args...)}
}

// internal is an IE: the test's input or answer cannot be used, or they
// contradict an output that proves the reference wrong.
func internal(format string, args ...any) Result {
	return Result{Verdict: verdict.IE, Message: "internal error: " + fmt.Sprintf(format, args...)}
}

// withBoard attaches a picture to r.
func (r Result) withBoard(b *Board) Result {
	r.Board = b
	return r
}

// plural writes "1 placement", "2 placements".
func plural(n int64, word string) string {
	s := strconv.FormatInt(n, 10) + " " + word
	if n != 1 {
		s += "s"
	}
	return s
}

// ordinal writes 1st, 2nd, 3rd, 4th, 11th, 21st...
func ordinal(n int64) string {
	suffix := "th"
	switch n % 10 {
	case 1:
		suffix = "st"
	case 2:
		suffix = "nd"
	case 3:
		suffix = "rd"
	}
	if n%100 >= 11 && n%100 <= 13 {
		suffix = "th"
	}
	return strconv.FormatInt(n, 10) + suffix
}
