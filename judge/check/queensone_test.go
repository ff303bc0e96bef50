package check

import (
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/verdict"
)

// mirrorColumns rewrites a placement c1 .. cn as n+1-c1 .. n+1-cn, which is
// a placement too.
func mirrorColumns(t *testing.T, s string, n int) string {
	f := strings.Fields(s)
	for i, c := range f {
		f[i] = itoa(n + 1 - atoi(t, c))
	}
	return strings.Join(f, " ") + "\n"
}

func TestQueensOneAccepts(t *testing.T) {
	ans8 := queensOneAnswer(t, 8)
	if ans8 != "2 4 6 8 3 1 7 5\n" {
		t.Fatalf("reference for n = 8: %q", ans8)
	}
	var cases []checkCase
	for _, c := range []struct{ name, output string }{
		{"reference", ans8},
		{"mirrored", mirrorColumns(t, ans8, 8)},
		{"one a line", strings.ReplaceAll(ans8, " ", "\n")},
		{"one a line, CRLF", crlf(strings.ReplaceAll(ans8, " ", "\n"))},
		{"BOM", withBOM(ans8)},
		{"tabs", tabs(ans8)},
		{"no final newline", noFinalNewline(ans8)},
		{"trailing blanks and blank lines", "\n\n" + trailingBlanks(ans8) + "\n \n"},
		{"plus signs", "+2 +4 +6 +8 +3 +1 +7 +5"},
		{"leading zeros", "02 004 6 8 3 1 7 5"},
	} {
		cases = append(cases, checkCase{name: c.name, input: "8\n", output: c.output, answer: ans8, want: verdict.AC})
	}
	cases = append(cases,
		checkCase{name: "n = 1", input: "1", output: "1", answer: queensOneAnswer(t, 1), want: verdict.AC},
		checkCase{name: "n = 2", input: "2", output: "-1\n", answer: queensOneAnswer(t, 2), want: verdict.AC},
		checkCase{name: "n = 3, CRLF and blanks", input: "3", output: "\r\n  -1 \r\n", answer: queensOneAnswer(t, 3), want: verdict.AC},
		checkCase{name: "n = 4, other placement", input: "4", output: "3 1 4 2", answer: queensOneAnswer(t, 4), want: verdict.AC},
	)
	runCases(t, "queens-one", nil, cases)
}

func TestQueensOneRejects(t *testing.T) {
	ans8 := queensOneAnswer(t, 8)
	wa := func(name, output, msg string) checkCase {
		return checkCase{name: name, input: "8\n", output: output, answer: ans8, want: verdict.WA, msg: msg}
	}
	pe := func(name, output, msg string) checkCase {
		return checkCase{name: name, input: "8\n", output: output, answer: ans8, want: verdict.PE, msg: msg}
	}
	runCases(t, "queens-one", nil, []checkCase{
		wa("-1 when a placement exists", "-1\n", "-1, but a placement exists for n = 8"),
		wa("off the board", "2 4 6 9 3 1 7 5", "row 4: column 9 is off the 8 x 8 board"),
		wa("column 0", "0", "row 1: column 0 is off the 8 x 8 board"),
		wa("column -1", "2 -1 6 8 3 1 7 5", "row 2: column -1 is off the 8 x 8 board"),
		wa("column", "2 4 6 8 3 1 7 4", "rows 2 and 8: the queens at (2, 4) and (8, 4) share column 4"),
		wa("diagonal i+j", "6 4 2 7 1 3 5 8", "rows 2 and 5: the queens at (2, 4) and (5, 1) share the diagonal i+j = 6"),
		wa("diagonal i-j", "1 2", "rows 1 and 2: the queens at (1, 1) and (2, 2) share the diagonal i-j = 0"),
		wa("too few", "2 4 6 8 3 1 7", "the output has 7 numbers; expected 8, the column of each row"),
		wa("one", "2\n", "the output has 1 number; expected 8, the column of each row"),
		wa("too many", noFinalNewline(ans8)+" 1 2\n3", "the output has 11 numbers; expected 8, the column of each row"),
		wa("empty", "", "the output is empty; expected 8 numbers, or -1 if there is no placement"),
		wa("blank", " \r\n\n", "the output is empty; expected 8 numbers, or -1 if there is no placement"),
		{name: "n = 2, a non-placement", input: "2", output: "1 2", answer: "-1\n", want: verdict.WA,
			msg: "rows 1 and 2: the queens at (1, 1) and (2, 2) share the diagonal i-j = 0"},
		{name: "n = 3, too few", input: "3", output: "1 3", answer: "-1\n", want: verdict.WA,
			msg: "the output has 2 numbers; expected 3, the column of each row"},

		pe("letter", "2 4 x", `line 1, column 5: expected an integer, found "x"`),
		pe("no blank between numbers", "2 4 6+1 3 5", `line 1, column 5: expected an integer, found "6+1"`),
		pe("comma", "2, 4", `line 1, column 2: expected an integer, found ","`),
		pe("-1 and more", "-1 5", `line 1, column 4: expected the end of the output after -1, found "5"`),
		pe("-1 and columns", "-1 4 6 8 3 1 7 5", `line 1, column 4: expected the end of the output after -1, found "4"`),
		pe("too large", "2 4 6 8 3 1 7 18446744073709551616", `line 1, column 15: the number 18446744073709551616 does not fit in 64 bits`),
		pe("garbage after the columns", ans8+"ok", `line 2, column 1: expected an integer, found "ok"`),

		{name: "reference wrong", input: "8", output: ans8, answer: "-1\n", want: verdict.IE,
			msg: "internal error: the output is a valid placement for n = 8, but the canonical answer says -1: the reference is wrong"},
		{name: "empty answer", input: "8", output: ans8, answer: "", want: verdict.IE,
			msg: "internal error: the canonical answer is empty (expected -1 or a solution)"},
		{name: "input too large", input: "10000001", output: ans8, answer: ans8, want: verdict.IE,
			msg: "internal error: the test's input has n = 10000001; this validator takes 1..10000000"},
	})
}

func TestQueensOneBoard(t *testing.T) {
	ans8 := queensOneAnswer(t, 8)
	runCases(t, "queens-one", nil, []checkCase{
		{name: "diagonal", input: "8", output: "6 4 2 7 1", answer: ans8, want: verdict.WA,
			msg:   "rows 2 and 5: the queens at (2, 4) and (5, 1) share the diagonal i+j = 6",
			board: &Board{N: 8, Queens: []Cell{{1, 6}, {2, 4}, {3, 2}, {4, 7}, {5, 1}}, Marked: []Cell{{2, 4}, {5, 1}}}},
		{name: "off the board", input: "8", output: "6 4 9", answer: ans8, want: verdict.WA,
			msg:   "row 3: column 9 is off the 8 x 8 board",
			board: &Board{N: 8, Queens: []Cell{{1, 6}, {2, 4}}}},
	})
}

func TestQueensOneMillion(t *testing.T) {
	const n = 1_000_000
	ans := queensOneAnswer(t, n)
	f := strings.Fields(ans)
	f[n-1] = f[0] // the last row takes the column of the first
	runCases(t, "queens-one", nil, []checkCase{
		{name: "reference", input: itoa(n), output: ans, answer: ans, want: verdict.AC},
		{name: "mirrored", input: itoa(n), output: mirrorColumns(t, ans, n), answer: ans, want: verdict.AC},
		{name: "last row in the first's column", input: itoa(n), output: strings.Join(f, " "), answer: ans, want: verdict.WA,
			msg: "rows 1 and 1000000: the queens at (1, 2) and (1000000, 2) share column 2", noBoard: true},
	})
}
