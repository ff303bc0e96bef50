package check

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/verdict"
)

// tour5 is a knight's tour of the 5 x 5 board from (1, 1).
const tour5 = `1 16 21 10 7
22 11 8 15 20
17 2 25 6 9
12 23 4 19 14
3 18 13 24 5
`

// mapSteps rewrites every number of a board with f.
func mapSteps(t testing.TB, board string, f func(int) int) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(board, "\n") {
		fields := strings.Fields(line)
		for i, v := range fields {
			fields[i] = itoa(f(atoi(t, v)))
		}
		if len(fields) > 0 {
			b.WriteString(strings.Join(fields, " ") + "\n")
		}
	}
	return b.String()
}

// transpose swaps the rows and columns of a board: a tour from (x, y)
// becomes a tour from (y, x).
func transpose(board string) string {
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSpace(board), "\n") {
		rows = append(rows, strings.Fields(line))
	}
	var b strings.Builder
	for c := range rows {
		for r := range rows {
			if r > 0 {
				b.WriteString(" ")
			}
			b.WriteString(rows[r][c])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// swapSteps exchanges the squares of steps a and b.
func swapSteps(t testing.TB, board string, a, b int) string {
	return mapSteps(t, board, func(v int) int {
		switch v {
		case a:
			return b
		case b:
			return a
		}
		return v
	})
}

func TestKnightAccepts(t *testing.T) {
	ans := knightAnswer(t, 5, 1, 1)
	var cases []checkCase
	for _, c := range []struct{ name, output string }{
		{"reference", ans},
		{"another tour", tour5},
		{"transposed", transpose(tour5)},
		{"aligned", mapLines(tour5, func(l string) string {
			var b strings.Builder
			for _, f := range strings.Fields(l) {
				fmt.Fprintf(&b, "%3s", f)
			}
			return b.String()
		})},
		{"CRLF", crlf(tour5)},
		{"BOM", withBOM(tour5)},
		{"tabs", tabs(tour5)},
		{"no final newline", noFinalNewline(tour5)},
		{"trailing blanks", trailingBlanks(tour5)},
		{"blank lines", "\n" + strings.ReplaceAll(tour5, "\n", "\n \n")},
	} {
		cases = append(cases, checkCase{name: c.name, input: "5 1 1\n", output: c.output, answer: ans, want: verdict.AC})
	}
	cases = append(cases,
		checkCase{name: "n = 1", input: "1 1 1", output: "1\n", answer: knightAnswer(t, 1, 1, 1), want: verdict.AC},
		checkCase{name: "n = 4, none", input: "4 2 3", output: "-1\n", answer: knightAnswer(t, 4, 2, 3), want: verdict.AC},
		checkCase{name: "n = 5 from (2, 3), none", input: "5 2 3", output: " -1", answer: knightAnswer(t, 5, 2, 3), want: verdict.AC},
		checkCase{name: "n = 8 from (4, 5)", input: "8 4 5", output: knightAnswer(t, 8, 4, 5), answer: knightAnswer(t, 8, 4, 5), want: verdict.AC},
		checkCase{name: "n = 8 transposed", input: "8 5 4", output: transpose(knightAnswer(t, 8, 4, 5)), answer: knightAnswer(t, 8, 5, 4), want: verdict.AC},
	)
	runCases(t, "knight", nil, cases)
}

func TestKnightRejects(t *testing.T) {
	ans := knightAnswer(t, 5, 1, 1)
	wa := func(name, output, msg string) checkCase {
		return checkCase{name: name, input: "5 1 1\n", output: output, answer: ans, want: verdict.WA, msg: msg}
	}
	pe := func(name, output, msg string) checkCase {
		return checkCase{name: name, input: "5 1 1\n", output: output, answer: ans, want: verdict.PE, msg: msg}
	}
	runCases(t, "knight", nil, []checkCase{
		wa("-1 when a tour exists", "-1\n", "-1, but a tour of the 5 x 5 board starts at (1, 1)"),
		wa("not a knight move", swapSteps(t, tour5, 24, 25), "step 23 -> 24: (4, 2) to (3, 3) is not a knight move"),
		wa("twice", strings.Replace(tour5, "25", "17", 1), "row 3, column 3: step 17 appears twice (also at row 3, column 1)"),
		wa("outside", strings.Replace(tour5, "20", "30", 1), "row 2, column 5: 30 is outside 1..25"),
		wa("zero", strings.Replace(tour5, "1 16", "0 16", 1), "row 1, column 1: 0 is outside 1..25"),
		wa("huge", strings.Replace(tour5, "20", "9223372036854775807", 1), "row 2, column 5: 9223372036854775807 is outside 1..25"),
		wa("reversed", mapSteps(t, tour5, func(v int) int { return 26 - v }), "the tour starts at (3, 3), not at (1, 1)"),
		wa("empty", "", "the output is empty; expected 5 rows of 5 numbers, or -1 if there is no tour"),
		{name: "other start", input: "5 3 3", output: tour5, answer: knightAnswer(t, 5, 3, 3), want: verdict.WA,
			msg: "the tour starts at (1, 1), not at (3, 3)"},
		{name: "a board where there is none", input: "5 2 3", output: tour5, answer: "-1\n", want: verdict.WA,
			msg: "the tour starts at (1, 1), not at (2, 3)"},

		pe("short row", strings.Replace(tour5, "1 16 21 10 7", "1 16 21 10", 1), "line 1, column 11: row 1 has 4 numbers; expected 5"),
		pe("long row", strings.Replace(tour5, "1 16 21 10 7", "1 16 21 10 7 0", 1), "line 1, column 14: row 1 has more than 5 numbers"),
		pe("missing row", firstLines(tour5, 4), "line 5, column 1: the output ends after row 4 of 5"),
		pe("extra row", tour5+"26 27\n", `line 6, column 1: expected the end of the output after 5 rows, found "26"`),
		pe("commas", "1, 16, 21, 10, 7\n", `line 1, column 2: expected an integer, found ","`),
		pe("letter", "1 16 x", `line 1, column 6: expected an integer, found "x"`),
		pe("too large", "1 16 123456789012345678901234567890", "line 1, column 6: the number 123456789012345678901234… does not fit in 64 bits"),
		pe("-1 and more", "-1 -1", `line 1, column 4: expected the end of the output after -1, found "-"`),

		{name: "reference wrong", input: "5 1 1", output: tour5, answer: "-1\n", want: verdict.IE,
			msg: "internal error: the output is a valid tour from (1, 1) on the 5 x 5 board, but the canonical answer says -1: the reference is wrong"},
		{name: "start off the board", input: "5 6 1", output: tour5, answer: ans, want: verdict.IE,
			msg: "internal error: the test's input has x0 = 6; this validator takes 1..5"},
		{name: "input short", input: "5 1", output: tour5, answer: ans, want: verdict.IE,
			msg: "internal error: the test's input is unreadable: line 1, column 4: expected an integer, found the end of the input (expected y0)"},
	})
}

func TestKnightBoard(t *testing.T) {
	ans := knightAnswer(t, 5, 1, 1)
	steps := func(board string) []int32 {
		var s []int32
		for _, f := range strings.Fields(board) {
			s = append(s, int32(atoi(t, f)))
		}
		return s
	}
	bad := swapSteps(t, tour5, 24, 25)
	dup := strings.Replace(tour5, "25", "17", 1)
	partial := steps(firstLines(dup, 2) + "17 2" + strings.Repeat(" 0", 13))
	runCases(t, "knight", nil, []checkCase{
		{name: "bad move", input: "5 1 1", output: bad, answer: ans, want: verdict.WA,
			msg:   "step 23 -> 24: (4, 2) to (3, 3) is not a knight move",
			board: &Board{N: 5, Steps: steps(bad), Marked: []Cell{{4, 2}, {3, 3}}}},
		{name: "twice", input: "5 1 1", output: dup, answer: ans, want: verdict.WA,
			msg:   "row 3, column 3: step 17 appears twice (also at row 3, column 1)",
			board: &Board{N: 5, Steps: partial, Marked: []Cell{{3, 1}, {3, 3}}}},
		{name: "start", input: "5 3 3", output: tour5, answer: ans, want: verdict.WA,
			msg:   "the tour starts at (1, 1), not at (3, 3)",
			board: &Board{N: 5, Steps: steps(tour5), Marked: []Cell{{1, 1}, {3, 3}}}},
	})
}

func TestKnightThousand(t *testing.T) {
	ans := knightAnswer(t, 1000, 1, 1)
	last := strings.LastIndexByte(strings.TrimSuffix(ans, "\n"), ' ')
	dup := ans[:last+1] + "1\n" // the last square says step 1 again
	runCases(t, "knight", nil, []checkCase{
		{name: "reference", input: "1000 1 1", output: ans, answer: ans, want: verdict.AC},
		{name: "CRLF", input: "1000 1 1", output: crlf(ans), answer: ans, want: verdict.AC},
		{name: "step 1 twice", input: "1000 1 1", output: dup, answer: ans, want: verdict.WA,
			msg: "row 1000, column 1000: step 1 appears twice (also at row 1, column 1)", noBoard: true},
	})
}

// mapLines rewrites every line of s with f.
func mapLines(s string, f func(string) string) string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = f(l)
	}
	return strings.Join(lines, "\n") + "\n"
}
