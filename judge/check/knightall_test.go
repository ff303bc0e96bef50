package check

import (
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/verdict"
)

// splitTours cuts the answer of knight-all into its tours, each ending in a
// newline.
func splitTours(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	parts := strings.Split(strings.TrimSuffix(s, "\n"), "\n\n")
	for i := range parts {
		parts[i] += "\n"
	}
	return parts
}

func TestKnightAllAccepts(t *testing.T) {
	ans := knightAllAnswer(t, 5, 1, 1)
	tours := splitTours(ans)
	if len(tours) != 304 {
		t.Fatalf("the reference writes %d tours from (1, 1), not 304", len(tours))
	}
	reversed := make([]string, len(tours))
	for i, tour := range tours {
		reversed[len(tours)-1-i] = tour
	}
	var cases []checkCase
	for _, c := range []struct{ name, output string }{
		{"reference", ans},
		{"reverse order", strings.Join(reversed, "\n")},
		{"no blank lines", strings.Join(tours, "")},
		{"many blank lines", "\n\n" + strings.Join(tours, "\n \n\t\n") + "\n\n"},
		{"CRLF", crlf(ans)},
		{"BOM, tabs, trailing blanks", withBOM(trailingBlanks(tabs(ans)))},
		{"no final newline", noFinalNewline(ans)},
	} {
		cases = append(cases, checkCase{name: c.name, input: "5 1 1\n", output: c.output, answer: ans, want: verdict.AC})
	}
	cases = append(cases,
		checkCase{name: "none, empty", input: "5 2 3", output: "", answer: knightAllAnswer(t, 5, 2, 3), want: verdict.AC},
		checkCase{name: "none, blank", input: "4 1 1", output: "\r\n \n", answer: knightAllAnswer(t, 4, 1, 1), want: verdict.AC},
		checkCase{name: "n = 1", input: "1 1 1", output: "1", answer: knightAllAnswer(t, 1, 1, 1), want: verdict.AC},
		checkCase{name: "centre", input: "5 3 3", output: knightAllAnswer(t, 5, 3, 3), answer: knightAllAnswer(t, 5, 3, 3), want: verdict.AC},
	)
	runCases(t, "knight-all", nil, cases)
}

func TestKnightAllRejects(t *testing.T) {
	ans := knightAllAnswer(t, 5, 1, 1)
	tours := splitTours(ans)
	wa := func(name, output, msg string) checkCase {
		return checkCase{name: name, input: "5 1 1\n", output: output, answer: ans, want: verdict.WA, msg: msg}
	}
	pe := func(name, output, msg string) checkCase {
		return checkCase{name: name, input: "5 1 1\n", output: output, answer: ans, want: verdict.PE, msg: msg}
	}
	runCases(t, "knight-all", nil, []checkCase{
		wa("one missing", strings.Join(tours[:303], "\n"), "the output has 303 tours; there are 304"),
		wa("one", tours[0], "the output has 1 tour; there are 304"),
		wa("empty", "", "the output has 0 tours; there are 304"),
		wa("repeated at the end", ans+"\n"+tours[0], "tour 305 repeats tour 1"),
		wa("repeated", tours[0]+"\n"+tours[0], "tour 2 repeats tour 1"),
		wa("bad move", tour5+"\n"+swapSteps(t, tour5, 24, 25), "tour 2, step 23 -> 24: (4, 2) to (3, 3) is not a knight move"),
		wa("twice", tour5+strings.Replace(tour5, "25", "17", 1), "tour 2, row 3, column 3: step 17 appears twice (also at row 3, column 1)"),
		wa("outside", strings.Replace(tour5, "20", "30", 1), "tour 1, row 2, column 5: 30 is outside 1..25"),
		wa("wrong start", tour5+"\n"+mapSteps(t, tour5, func(v int) int { return 26 - v }), "tour 2 starts at (3, 3), not at (1, 1)"),
		wa("-1", "-1\n", "-1, but tours of the 5 x 5 board start at (1, 1)"),
		{name: "-1 where there is none", input: "5 2 3", output: "-1\n", answer: "", want: verdict.WA,
			msg: "no tour starts at (2, 3), and then the output must be empty, not -1"},
		{name: "a tour where there is none", input: "5 2 3", output: tour5, answer: "", want: verdict.WA,
			msg: "tour 1 starts at (1, 1), not at (2, 3)"},

		pe("truncated", firstLines(ans, len(strings.Split(ans, "\n"))-2),
			"line 1823, column 1: the output ends inside tour 304, after row 4 of 5"),
		pe("short row", tour5+"1 2 3\n", "line 6, column 6: tour 2, row 1 has 3 numbers; expected 5"),
		pe("garbage", tour5+"\nthe end\n", `line 7, column 1: expected an integer, found "the"`),

		{name: "reference wrong", input: "5 1 1", output: ans, answer: strings.Join(tours[:303], "\n"), want: verdict.IE,
			msg: "internal error: the output has at least 304 different tours, all valid, but the canonical answer has 303: the reference is wrong"},
		{name: "answer not whole tours", input: "5 1 1", output: ans, answer: "1 2 3 4 5\n", want: verdict.IE,
			msg: "internal error: the canonical answer has 1 lines of numbers, not a whole number of 5-line tours"},
		{name: "board too large", input: "16 1 1", output: "", answer: "", want: verdict.IE,
			msg: "internal error: the test's input has n = 16; this validator takes 1..15"},
	})
}
