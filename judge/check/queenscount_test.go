package check

import (
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/verdict"
)

func TestQueensCount(t *testing.T) {
	ans8 := queensCountAnswer(t, 8)
	if ans8 != "92 12\n" {
		t.Fatalf("reference for n = 8: %q", ans8)
	}
	c := func(name, output string, v verdict.Verdict, score float64, msg string) checkCase {
		return checkCase{name: name, input: "8\n", output: output, answer: ans8, want: v, score: score, msg: msg}
	}
	const (
		all      = "the number of placements"
		distinct = "the number of placements distinct under symmetry"
	)
	runCases(t, "queens-count", nil, []checkCase{
		c("reference", ans8, verdict.AC, 1, ""),
		c("no newline", "92 12", verdict.AC, 1, ""),
		c("blanks, CRLF", "\t92  12 \r\n\r\n", verdict.AC, 1, ""),
		c("BOM", withBOM(ans8), verdict.AC, 1, ""),
		c("two lines", "92\n12\n", verdict.AC, 1, ""),
		c("plus signs", "+92 +12", verdict.AC, 1, ""),
		{name: "n = 2", input: "2", output: "0 0\n", answer: queensCountAnswer(t, 2), want: verdict.AC},
		{name: "n = 12", input: "12", output: "14200 1787\n", answer: queensCountAnswer(t, 12), want: verdict.AC},

		c("second wrong", "92 13", verdict.WA, 0.5, all+" is right, but "+distinct+" is wrong (read 13)"),
		c("first wrong", "93 12", verdict.WA, 0.5, all+" is wrong (read 93), but "+distinct+" is right"),
		c("both wrong", "12 92", verdict.WA, 0, "both numbers are wrong (read 12 and 92) for n = 8"),
		c("negative", "-92 12", verdict.WA, 0.5, all+" is wrong (read -92), but "+distinct+" is right"),
		c("empty", "", verdict.WA, 0, "the output is empty; expected two integers: "+all+" and "+distinct),
		c("blank", " \n\r\n", verdict.WA, 0, "the output is empty; expected two integers: "+all+" and "+distinct),

		c("one number", "92\n", verdict.PE, 0, "line 2, column 1: expected a second integer, "+distinct+", found the end of the output"),
		c("three numbers", "92 12 5\n", verdict.PE, 0, `line 1, column 7: expected the end of the output after two integers, found "5"`),
		c("comma", "92, 12\n", verdict.PE, 0, `line 1, column 3: expected an integer, found ","`),
		c("words", "ninety-two\n", verdict.PE, 0, `line 1, column 1: expected an integer, found "ninety"`),
		c("decimal", "92.0 12\n", verdict.PE, 0, `line 1, column 1: expected an integer, found "92.0"`),
		c("no blank", "92+12\n", verdict.PE, 0, `line 1, column 1: expected an integer, found "92+12"`),
		c("too large", "92 99999999999999999999\n", verdict.PE, 0, `line 1, column 4: the number 99999999999999999999 does not fit in 64 bits`),

		{name: "unreadable answer", input: "8", output: ans8, answer: "92", want: verdict.IE,
			msg: "internal error: the canonical answer is unreadable: line 1, column 3: expected an integer, found the end of the answer"},
	})
}

// TestQueensCountKeepsTheAnswer checks that no message of a wrong output
// gives away a right number.
func TestQueensCountKeepsTheAnswer(t *testing.T) {
	c, err := Builtin("queens-count", nil)
	if err != nil {
		t.Fatal(err)
	}
	ans := queensCountAnswer(t, 10) // 724 92
	for _, out := range []string{"1 1", "724 1", "1 92", "", "724", "7 2 4", "x"} {
		r := c.Check([]byte("10"), strings.NewReader(out), []byte(ans))
		if r.Verdict == verdict.AC {
			t.Fatalf("%q accepted", out)
		}
		for _, secret := range []string{"724", "92"} {
			if strings.Contains(r.Message, secret) && !strings.Contains(out, secret) {
				t.Errorf("output %q: the message %q gives away %s", out, r.Message, secret)
			}
		}
	}
}
