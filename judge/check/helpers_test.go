package check

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/verdict"
	"github.com/cham-judge/cham/reference"
)

// checkCase is one output judged against one test.
type checkCase struct {
	name    string
	input   string
	output  string
	answer  string
	want    verdict.Verdict
	score   float64 // checked when want is WA and score is not 0
	msg     string  // the exact message; "" for AC
	board   *Board  // the exact board, when not nil
	noBoard bool    // there must be no board
}

// runCases judges each case with the validator name and flags and checks
// the verdict, the message and, where given, the board.
func runCases(t *testing.T, name string, flags []string, cases []checkCase) {
	t.Helper()
	c, err := Builtin(name, flags)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := c.Check([]byte(tc.input), strings.NewReader(tc.output), []byte(tc.answer))
			checkResultInvariants(t, r)
			if len(tc.output) < 1<<16 {
				// The same verdict whatever the reads give at a time.
				for how, read := range readers(tc.output) {
					r2 := c.Check([]byte(tc.input), read(), []byte(tc.answer))
					if r2.Verdict != r.Verdict || r2.Message != r.Message || r2.Score != r.Score {
						t.Errorf("read %s: %s %q, but %s %q read whole", how, r2.Verdict, r2.Message, r.Verdict, r.Message)
					}
				}
			}
			if r.Verdict != tc.want || r.Message != tc.msg {
				t.Fatalf("got %s %q\nwant %s %q", r.Verdict, r.Message, tc.want, tc.msg)
			}
			if tc.want == verdict.WA && tc.score != 0 && r.Score != tc.score {
				t.Errorf("score %v, want %v", r.Score, tc.score)
			}
			if tc.noBoard && r.Board != nil {
				t.Errorf("board %+v, want none", r.Board)
			}
			if tc.board != nil {
				if fmt.Sprint(r.Board) != fmt.Sprint(tc.board) {
					t.Errorf("board %+v\nwant  %+v", r.Board, tc.board)
				}
			}
		})
	}
}

// checkResultInvariants checks what holds for every result: a score in
// [0, 1] that is 1 exactly for AC, and a message for every other verdict.
func checkResultInvariants(t testing.TB, r Result) {
	t.Helper()
	if !r.Verdict.Valid() {
		t.Errorf("verdict %q is not a verdict", r.Verdict)
	}
	if r.Score < 0 || r.Score > 1 {
		t.Errorf("score %v is outside [0, 1]", r.Score)
	}
	if (r.Score == 1) != (r.Verdict == verdict.AC) {
		t.Errorf("verdict %s with score %v", r.Verdict, r.Score)
	}
	if r.Verdict != verdict.AC && r.Message == "" {
		t.Errorf("verdict %s without a message", r.Verdict)
	}
}

// The canonical answers, as the reference solvers write them.

func queensAnswer(t testing.TB, n int) string {
	var b bytes.Buffer
	if _, err := reference.WritePlacements(&b, n); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func queensOneAnswer(t testing.TB, n int) string {
	var b bytes.Buffer
	if err := reference.WriteOnePlacement(&b, n); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func queensMatrixAnswer(t testing.TB, n int) string {
	var b bytes.Buffer
	if err := reference.WriteMatrix(&b, n); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func queensCountAnswer(t testing.TB, n int) string {
	all, distinct, err := reference.CountPlacements(n)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%d %d\n", all, distinct)
}

func knightAnswer(t testing.TB, n, x0, y0 int) string {
	h := reference.Tour(n, x0, y0)
	if h == nil {
		return "-1\n"
	}
	var b bytes.Buffer
	if err := reference.WriteBoard(&b, n, h); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func knightAllAnswer(t testing.TB, n, x0, y0 int) string {
	var b bytes.Buffer
	if _, err := reference.WriteTours(&b, n, x0, y0); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Rewritings of a text that a tolerant reader accepts.

func crlf(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }

func withBOM(s string) string { return bom + s }

func noFinalNewline(s string) string { return strings.TrimSuffix(s, "\n") }

// trailingBlanks adds blanks at the end of every line.
func trailingBlanks(s string) string { return strings.ReplaceAll(s, "\n", " \t \n") }

// tabs replaces every space with a tab.
func tabs(s string) string { return strings.ReplaceAll(s, " ", "\t") }

// reverseLines reverses the order of the non-empty lines of s.
func reverseLines(s string) string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	for i, j := 0, len(lines)-1; i < j; i, j = i+1, j-1 {
		lines[i], lines[j] = lines[j], lines[i]
	}
	return strings.Join(lines, "\n") + "\n"
}

// firstLines keeps the first k lines of s.
func firstLines(s string, k int) string {
	lines := strings.SplitAfter(s, "\n")
	return strings.Join(lines[:k], "")
}

// replaceLine replaces line k (1-based) of s.
func replaceLine(s string, k int, line string) string {
	lines := strings.Split(s, "\n")
	lines[k-1] = line
	return strings.Join(lines, "\n")
}

// pickLines writes the lines of s numbered ks (1-based), in that order.
func pickLines(s string, ks ...int) string {
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	for _, k := range ks {
		b.WriteString(lines[k-1])
	}
	return b.String()
}

func itoa(i int) string { return strconv.Itoa(i) }

func atoi(t testing.TB, s string) int {
	t.Helper()
	v, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
