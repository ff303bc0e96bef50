package check

import (
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/verdict"
)

// seed004 is the board printed by seed 004 for n = 4.
const seed004 = `{ 0, 1, 0, 0}
{ 0, 0, 0, 1}
{ 1, 0, 0, 0}
{ 0, 0, 1, 0}
`

func TestQueensMatrixAccepts(t *testing.T) {
	ans4 := queensMatrixAnswer(t, 4)
	if ans4 != "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n" {
		t.Fatalf("reference for n = 4: %q", ans4)
	}
	var cases []checkCase
	for _, c := range []struct{ name, output string }{
		{"reference", ans4},
		{"seed 004", seed004},
		{"seed 004, CRLF and BOM", withBOM(crlf(seed004))},
		{"C array rows", "{0,1,0,0},\n{0,0,0,1},\n{1,0,0,0},\n{0,0,1,0}\n"},
		{"trailing comma in braces", "{0, 1, 0, 0,}\n{0, 0, 0, 1,}\n{1, 0, 0, 0,}\n{0, 0, 1, 0,}"},
		{"commas only", "0, 1, 0, 0\n0, 0, 0, 1\n1, 0, 0, 0\n0, 0, 1, 0\n"},
		{"mirrored", "0 0 1 0\n1 0 0 0\n0 0 0 1\n0 1 0 0\n"},
		{"CRLF", crlf(ans4)},
		{"tabs", tabs(ans4)},
		{"no final newline", noFinalNewline(ans4)},
		{"trailing blanks", trailingBlanks(ans4)},
		{"blank lines", "\n" + strings.ReplaceAll(ans4, "\n", "\n\r\n") + "\n"},
	} {
		cases = append(cases, checkCase{name: c.name, input: "4\n", output: c.output, answer: ans4, want: verdict.AC})
	}
	ans8 := queensMatrixAnswer(t, 8)
	cases = append(cases,
		checkCase{name: "n = 8", input: "8", output: ans8, answer: ans8, want: verdict.AC},
		checkCase{name: "n = 1", input: "1", output: "1\n", answer: queensMatrixAnswer(t, 1), want: verdict.AC},
		checkCase{name: "n = 1 in braces", input: "1", output: "{1}", answer: queensMatrixAnswer(t, 1), want: verdict.AC},
		checkCase{name: "n = 2", input: "2", output: "-1", answer: queensMatrixAnswer(t, 2), want: verdict.AC},
		checkCase{name: "n = 3", input: "3", output: "\n-1\r\n\n", answer: queensMatrixAnswer(t, 3), want: verdict.AC},
		checkCase{name: "answer in braces", input: "4", output: ans4, answer: seed004, want: verdict.AC},
	)
	runCases(t, "queens-matrix", nil, cases)
}

func TestQueensMatrixRejects(t *testing.T) {
	ans4 := queensMatrixAnswer(t, 4)
	wa := func(name, output, msg string) checkCase {
		return checkCase{name: name, input: "4\n", output: output, answer: ans4, want: verdict.WA, msg: msg}
	}
	pe := func(name, output, msg string) checkCase {
		return checkCase{name: name, input: "4\n", output: output, answer: ans4, want: verdict.PE, msg: msg}
	}
	runCases(t, "queens-matrix", nil, []checkCase{
		wa("-1 when a placement exists", "-1\n", "-1, but a placement exists for n = 4"),
		wa("row without a queen", "0 1 0 0\n0 0 0 0\n1 0 0 0\n0 0 1 0\n", "row 2 has no queen"),
		wa("row with two queens", "0 1 0 1\n", "row 1 has two queens, at (1, 2) and (1, 4)"),
		wa("column", "0 1 0 0\n0 0 0 1\n0 1 0 0\n", "the queens at (1, 2) and (3, 2) share column 2"),
		wa("diagonal i-j", "0 1 0 0\n0 0 1 0\n", "the queens at (1, 2) and (2, 3) share the diagonal i-j = -1"),
		wa("diagonal i+j", "{ 0, 1, 0, 0}\n{ 1, 0, 0, 0}\n", "the queens at (1, 2) and (2, 1) share the diagonal i+j = 3"),
		wa("value 2", "0 1 2 0\n", "row 1, column 3: 2 is neither 0 nor 1"),
		wa("value -1 in a row", "0 -1 0 0\n", "row 1, column 2: -1 is neither 0 nor 1"),
		wa("empty", "", "the output is empty; expected 4 rows of 4 values 0 or 1, or -1 if there is no placement"),
		{name: "n = 2, a board", input: "2", output: "1 0\n0 1\n", answer: "-1\n", want: verdict.WA,
			msg: "the queens at (1, 1) and (2, 2) share the diagonal i-j = 0"},

		pe("short row", "0 1 0\n", "line 1, column 6: row 1 has 3 values; expected 4"),
		pe("long row", "0 1 0 0 0\n", "line 1, column 9: row 1 has more than 4 values"),
		pe("missing row", firstLines(ans4, 3), "line 4, column 1: the output ends after 3 rows; expected 4"),
		pe("extra row", ans4+"0 0 0 0\n", `line 5, column 1: expected the end of the output after 4 rows, found "0"`),
		pe("unclosed brace", "{0, 1, 0, 0\n", `line 1, column 12: expected "}", found the end of the line`),
		pe("closing brace alone", "0, 1, 0, 0}\n", `line 1, column 11: found "}" with no "{" before it`),
		pe("letter", "0 1 a 0\n", `line 1, column 5: expected an integer, found "a"`),
		pe("two commas", "0,,1,0,0\n", `line 1, column 3: expected an integer, found ","`),
		pe("digits together", "0100\n", `line 1, column 1: row 1: expected values 0 and 1 apart, found "0100"`),
		pe("more after the row", "{0, 1, 0, 0} x\n", `line 1, column 14: expected the end of the line, found "x"`),
		pe("-1 and more", "-1\n0 1 0 0", `line 2, column 1: expected the end of the output after -1, found "0"`),

		{name: "reference wrong", input: "4", output: ans4, answer: "-1\n", want: verdict.IE,
			msg: "internal error: the output is a valid placement for n = 4, but the canonical answer says -1: the reference is wrong"},
	})
}

func TestQueensMatrixBoard(t *testing.T) {
	ans4 := queensMatrixAnswer(t, 4)
	runCases(t, "queens-matrix", nil, []checkCase{
		{name: "column", input: "4", output: "0 1 0 0\n0 0 0 1\n0 1 0 0\n", answer: ans4, want: verdict.WA,
			msg:   "the queens at (1, 2) and (3, 2) share column 2",
			board: &Board{N: 4, Queens: []Cell{{1, 2}, {2, 4}, {3, 2}}, Marked: []Cell{{1, 2}, {3, 2}}}},
		{name: "value", input: "4", output: "0 1 0 0\n0 0 7 0\n", answer: ans4, want: verdict.WA,
			msg:   "row 2, column 3: 7 is neither 0 nor 1",
			board: &Board{N: 4, Queens: []Cell{{1, 2}}, Marked: []Cell{{2, 3}}}},
	})
}
