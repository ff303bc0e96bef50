package check

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/verdict"
)

// seed000 is the output printed by seed 000 for n = 5, as PROBLEMS.md
// quotes it: two of its lines have no space after the first comma.
const seed000 = `(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);
(1, 1); (2, 4); (3, 2); (4, 5); (5, 3);
(1, 2); (2, 4); (3, 1); (4, 3); (5, 5);
(1, 2); (2, 5); (3, 3); (4, 1); (5, 4);
(1, 3); (2, 1); (3, 4); (4, 2); (5, 5);
(1, 3); (2, 5); (3, 2); (4, 4); (5, 1);
(1, 4); (2, 1); (3, 3); (4, 5); (5, 2);
(1, 4); (2, 2); (3, 5); (4, 3); (5, 1);
(1,5); (2, 2); (3, 4); (4, 1); (5, 3);
(1,5); (2, 3); (3, 1); (4, 4); (5, 2);
`

// reversePairs writes the pairs of every line in the opposite order, with
// no final ';'.
func reversePairs(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		pairs := strings.Split(strings.TrimSuffix(strings.TrimSpace(line), ";"), ";")
		for i := len(pairs) - 1; i >= 0; i-- {
			b.WriteString(strings.TrimSpace(pairs[i]))
			if i > 0 {
				b.WriteString(";")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestQueensAccepts(t *testing.T) {
	ans5 := queensAnswer(t, 5)
	ans8 := queensAnswer(t, 8)
	if ans5 != strings.ReplaceAll(seed000, "(1,5)", "(1, 5)") {
		t.Fatalf("the reference answer for n = 5 is not the seed's:\n%s", ans5)
	}
	var cases []checkCase
	for _, c := range []struct{ name, output string }{
		{"reference", ans5},
		{"seed 000, no space after some commas", seed000},
		{"reverse order", reverseLines(ans5)},
		{"pairs in reverse row order, no final semicolon", reversePairs(ans5)},
		{"CRLF", crlf(ans5)},
		{"BOM", withBOM(ans5)},
		{"tabs", tabs(ans5)},
		{"no final newline", noFinalNewline(ans5)},
		{"trailing blanks", trailingBlanks(ans5)},
		{"blank lines", "\n\n" + strings.ReplaceAll(ans5, "\n", "\n \n") + "\r\n\t\n"},
		{"no spaces at all", strings.ReplaceAll(ans5, " ", "")},
		{"spaces everywhere", strings.NewReplacer("(", " ( ", ",", " , ", ")", " ) ", ";", " ; ").Replace(ans5)},
		{"everything at once", withBOM(crlf(trailingBlanks(tabs(reverseLines(reversePairs(ans5))))))},
	} {
		cases = append(cases, checkCase{name: c.name, input: "5\n", output: c.output, answer: ans5, want: verdict.AC})
	}
	cases = append(cases,
		checkCase{name: "n = 8", input: "8", output: reverseLines(ans8), answer: ans8, want: verdict.AC},
		checkCase{name: "n = 1", input: "1\n", output: "(1, 1);\n", answer: queensAnswer(t, 1), want: verdict.AC},
		checkCase{name: "n = 1 without semicolon or newline", input: "1", output: "(1,1)", answer: queensAnswer(t, 1), want: verdict.AC},
		checkCase{name: "n = 2, empty", input: "2\n", output: "", answer: queensAnswer(t, 2), want: verdict.AC},
		checkCase{name: "n = 3, blank lines only", input: "3\n", output: " \n\r\n\t", answer: queensAnswer(t, 3), want: verdict.AC},
		checkCase{name: "input with BOM and CRLF", input: bom + "5\r\n", output: ans5, answer: ans5, want: verdict.AC},
	)
	runCases(t, "queens", nil, cases)
	runCases(t, "queens", []string{"lexicographic"}, []checkCase{
		{name: "lexicographic reference", input: "5", output: ans5, answer: ans5, want: verdict.AC},
		{name: "lexicographic seed", input: "5", output: seed000, answer: ans5, want: verdict.AC},
		{name: "lexicographic with pairs reversed", input: "5", output: reversePairs(ans5), answer: ans5, want: verdict.AC},
		{name: "lexicographic n = 8", input: "8", output: ans8, answer: ans8, want: verdict.AC},
	})
}

func TestQueensRejects(t *testing.T) {
	ans5 := queensAnswer(t, 5)
	ans4 := queensAnswer(t, 4) // (1, 2); (2, 4); (3, 1); (4, 3); and (1, 3); (2, 1); (3, 4); (4, 2);
	wa := func(name, output, msg string) checkCase {
		return checkCase{name: name, input: "5\n", output: output, answer: ans5, want: verdict.WA, msg: msg}
	}
	pe := func(name, output, msg string) checkCase {
		return checkCase{name: name, input: "5\n", output: output, answer: ans5, want: verdict.PE, msg: msg}
	}
	runCases(t, "queens", nil, []checkCase{
		wa("row missing", replaceLine(ans5, 4, "(1, 2); (2, 5); (3, 3); (5, 4);"), "line 4: row 4 has no queen"),
		wa("row twice", "(1, 1); (1, 3); (3, 5); (4, 2); (5, 4);\n", "line 1: row 1 has two queens, at (1, 1) and (1, 3)"),
		wa("pair written twice", "(1, 1); (2, 3); (2, 3); (4, 2); (5, 4);\n", "line 1: (2, 3) is written twice"),
		wa("column", replaceLine(ans5, 7, "(5, 4); (2, 4); (3, 1); (4, 3); (1, 5);"), "line 7: the queens at (2, 4) and (5, 4) share column 4"),
		wa("diagonal i+j", replaceLine(ans5, 7, "(2, 4); (5, 1); (1, 3); (3, 5); (4, 2);"), "line 7: the queens at (2, 4) and (5, 1) share the diagonal i+j = 6"),
		wa("diagonal i-j", replaceLine(ans5, 3, "(4, 5); (1, 3); (2, 4);"), "line 3: the queens at (1, 3) and (2, 4) share the diagonal i-j = -2"),
		wa("off the board", replaceLine(ans5, 2, "(1, 1); (2, 4); (3, 7);"), "line 2: (3, 7) is off the 5 x 5 board"),
		wa("row 0", "(0, 1);\n", "line 1: (0, 1) is off the 5 x 5 board"),
		wa("negative column", "(1, -2);\n", "line 1: (1, -2) is off the 5 x 5 board"),
		wa("huge row", "(9223372036854775807, 1);\n", "line 1: (9223372036854775807, 1) is off the 5 x 5 board"),
		wa("placement repeated", ans5+"(3, 2); (1, 1); (2, 4); (4, 5); (5, 3)\n", "line 11 repeats the placement of line 2"),
		wa("repeated after blank lines", "\n"+firstLines(ans5, 1)+"\n\n"+firstLines(ans5, 1), "line 5 repeats the placement of line 2"),
		wa("too few", firstLines(ans5, 9), "the output has 9 placements; there are 10"),
		wa("one", firstLines(ans5, 1), "the output has 1 placement; there are 10"),
		wa("empty", "", "the output has 0 placements; there are 10"),
		wa("blank", "\n \n", "the output has 0 placements; there are 10"),
		{name: "n = 2, a placement", input: "2", output: "(1, 1); (2, 2);\n", answer: "", want: verdict.WA,
			msg: "line 1: the queens at (1, 1) and (2, 2) share the diagonal i-j = 0"},
		{name: "n = 4, a bad line after good ones", input: "4", output: ans4 + "(1, 1); (2, 3);\n", answer: ans4, want: verdict.WA,
			msg: "line 3: row 3 has no queen"},

		pe("no semicolon between pairs", "(1, 1) (2, 3);\n", `line 1, column 8: expected ";" or the end of the line, found "("`),
		pe("semicolon for comma", "(1; 1);\n", `line 1, column 3: expected ",", found ";"`),
		pe("letter", "(1, x);\n", `line 1, column 5: expected an integer, found "x"`),
		pe("word", "(1, one);\n", `line 1, column 5: expected an integer, found "one"`),
		pe("brackets", "[1, 1];\n", `line 1, column 1: expected "(", found "["`),
		pe("truncated", "(1, 1", `line 1, column 6: expected ")", found the end of the output`),
		pe("truncated at a newline", "(1, 1\n", `line 1, column 6: expected ")", found the end of the line`),
		pe("two semicolons", "(1, 1);;\n", `line 1, column 8: expected "(", found ";"`),
		pe("number too large", "(1, 99999999999999999999999);\n", `line 1, column 5: the number 99999999999999999999999 does not fit in 64 bits`),
		pe("number far too large", "(1, "+strings.Repeat("1234567890", 10)+")", `line 1, column 5: the number 123456789012345678901234… does not fit in 64 bits`),
		pe("not UTF-8", "(1, \xff);\n", `line 1, column 5: expected an integer, found "\xff"`),
		pe("Vietnamese", "(1, một);\n", `line 1, column 5: expected an integer, found "một"`),
		pe("sign alone", "(1, -);\n", `line 1, column 5: expected an integer, found "-"`),
		pe("error on line 3 after CRLF", crlf(firstLines(ans5, 2))+"(1, 2);(2, 4)x\r\n", `line 3, column 14: expected ";" or the end of the line, found "x"`),
		pe("column after BOM", bom+"(1, x)", `line 1, column 5: expected an integer, found "x"`),
		pe("column after a tab", "\t(1, x)", `line 1, column 6: expected an integer, found "x"`),
		pe("long garbage", "(1, abcdefghijklmnopqrstuvwxyz)", `line 1, column 5: expected an integer, found "abcdefghijklmnop"…`),

		{name: "unreadable input", input: "five", output: ans5, answer: ans5, want: verdict.IE,
			msg: `internal error: the test's input is unreadable: line 1, column 1: expected an integer, found "five" (expected n)`},
		{name: "input out of range", input: "0", output: "", answer: "", want: verdict.IE,
			msg: "internal error: the test's input has n = 0; this validator takes 1..64"},
		{name: "input with more", input: "5 5", output: "", answer: "", want: verdict.IE,
			msg: `internal error: the test's input is unreadable: line 1, column 3: expected the end of the input, found "5"`},
		{name: "reference wrong", input: "5", output: ans5, answer: firstLines(ans5, 9), want: verdict.IE,
			msg: "internal error: the output has at least 10 different placements, all valid, but the canonical answer has 9 lines: the reference is wrong"},
	})
	runCases(t, "queens", []string{"lexicographic"}, []checkCase{
		{name: "out of order", input: "5", output: reverseLines(ans5), answer: ans5, want: verdict.WA,
			msg: "line 2 breaks the lexicographic order: its placement comes before the one on line 1"},
		{name: "out of order later", input: "5", output: firstLines(ans5, 3) + "\n" + firstLines(ans5, 2), answer: ans5, want: verdict.WA,
			msg: "line 5 repeats the placement of line 1"},
		{name: "swapped", input: "5", output: pickLines(ans5, 1, 2, 3, 5, 4), answer: ans5, want: verdict.WA,
			msg: "line 5 breaks the lexicographic order: its placement comes before the one on line 4"},
	})
}

func TestQueensBoard(t *testing.T) {
	ans5 := queensAnswer(t, 5)
	runCases(t, "queens", nil, []checkCase{
		{name: "column", input: "5", output: "(1, 1); (2, 3); (3, 1);\n", answer: ans5, want: verdict.WA,
			msg:   "line 1: the queens at (1, 1) and (3, 1) share column 1",
			board: &Board{N: 5, Queens: []Cell{{1, 1}, {2, 3}, {3, 1}}, Marked: []Cell{{1, 1}, {3, 1}}}},
		{name: "row", input: "5", output: "(2, 2); (2, 5)\n", answer: ans5, want: verdict.WA,
			msg:   "line 1: row 2 has two queens, at (2, 2) and (2, 5)",
			board: &Board{N: 5, Queens: []Cell{{2, 2}, {2, 5}}, Marked: []Cell{{2, 2}, {2, 5}}}},
		{name: "missing", input: "5", output: "(1, 1); (2, 3); (3, 5); (4, 2)\n", answer: ans5, want: verdict.WA,
			msg:   "line 1: row 5 has no queen",
			board: &Board{N: 5, Queens: []Cell{{1, 1}, {2, 3}, {3, 5}, {4, 2}}}},
	})
}

func TestQueensLargeBoards(t *testing.T) {
	// From n = 17 on, placements are remembered as strings; from n = 21 on,
	// there is no picture.
	var b strings.Builder
	for i, f := range strings.Fields(queensOneAnswer(t, 21)) {
		fmt.Fprintf(&b, "(%d, %s); ", i+1, f)
	}
	l := b.String() + "\n"
	runCases(t, "queens", nil, []checkCase{
		{name: "n = 21, valid", input: "21", output: l, answer: l, want: verdict.AC},
		{name: "n = 21, duplicate", input: "21", output: l + l, answer: l + "x\n", want: verdict.WA, msg: "line 2 repeats the placement of line 1"},
		{name: "n = 21, too few", input: "21", output: l, answer: l + "x\n", want: verdict.WA, msg: "the output has 1 placement; there are 2"},
		{name: "n = 21, no board picture", input: "21", output: "(1, 1); (2, 2)", answer: l, want: verdict.WA,
			msg: "line 1: the queens at (1, 1) and (2, 2) share the diagonal i-j = 0", noBoard: true},
	})
}
