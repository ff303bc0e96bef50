package check

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/cham-judge/cham/judge/verdict"
)

// The fuzz tests feed validators arbitrary outputs for a few tests each,
// chosen by the first argument, and check what must hold of every result:
// no panic, a verdict of AC, WA or PE (the input and the answer are right,
// so never IE), a score in [0, 1] that is 1 exactly for AC, a message for
// every other verdict, the same result whatever the reads give at a time,
// and, where an independent check is simple, that an accepted output is
// right.

// fuzzTest is one test: an input and its canonical answer.
type fuzzTest struct{ input, answer string }

// fuzzChecker runs the fuzz target of one validator. accepted, when not
// nil, checks independently that an accepted output is right.
func fuzzChecker(f *testing.F, name string, flags []string, tests []fuzzTest, seeds []string, accepted func(t *testing.T, tc fuzzTest, output []byte)) {
	for i, tc := range tests {
		if len(tc.answer) <= 2048 { // larger seeds slow the fuzzer down
			f.Add(uint8(i), []byte(tc.answer))
		}
	}
	for i, s := range seeds {
		f.Add(uint8(i), []byte(s))
	}
	c, err := Builtin(name, flags)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, which uint8, output []byte) {
		tc := tests[int(which)%len(tests)]
		r := c.Check([]byte(tc.input), bytes.NewReader(output), []byte(tc.answer))
		checkResultInvariants(t, r)
		switch r.Verdict {
		case verdict.AC, verdict.WA, verdict.PE:
		default:
			t.Fatalf("verdict %s %q", r.Verdict, r.Message)
		}
		r2 := c.Check([]byte(tc.input), iotest.OneByteReader(bytes.NewReader(output)), []byte(tc.answer))
		if r2.Verdict != r.Verdict || r2.Message != r.Message || r2.Score != r.Score {
			t.Fatalf("read a byte at a time: %s %q; read whole: %s %q", r2.Verdict, r2.Message, r.Verdict, r.Message)
		}
		if r.Verdict == verdict.AC && accepted != nil {
			accepted(t, tc, output)
		}
	})
}

// fields splits an accepted output into its tokens, the punctuation given
// counting as white space.
func fields(output []byte, punct string) []string {
	s := strings.TrimPrefix(string(output), bom)
	return strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\r' || r == '\n' || strings.ContainsRune(punct, r)
	})
}

// ints reads tokens as integers, failing the test on any other.
func ints(t *testing.T, tokens []string) []int {
	vals := make([]int, len(tokens))
	for i, tok := range tokens {
		v, err := strconv.Atoi(tok)
		if err != nil {
			t.Fatalf("accepted, but %q is not an integer", tok)
		}
		vals[i] = v
	}
	return vals
}

// validPlacement tells whether cols (columns of rows 1..n) is a placement.
func validPlacement(cols []int) bool {
	n := len(cols)
	for i := range n {
		if cols[i] < 1 || cols[i] > n {
			return false
		}
		for j := range i {
			if cols[i] == cols[j] || cols[i]-cols[j] == i-j || cols[i]-cols[j] == j-i {
				return false
			}
		}
	}
	return true
}

// validTour tells whether h (steps of the squares of an n x n board, row by
// row) is a tour from (x0, y0).
func validTour(h []int, n, x0, y0 int) bool {
	if len(h) != n*n {
		return false
	}
	at := make([]int, n*n+1)
	for sq, k := range h {
		if k < 1 || k > n*n || at[k] != 0 {
			return false
		}
		at[k] = sq + 1
	}
	if at[1] != (x0-1)*n+y0 {
		return false
	}
	for k := 1; k < n*n; k++ {
		a, b := at[k]-1, at[k+1]-1
		dr, dc := a/n-b/n, a%n-b%n
		if dr*dr+dc*dc != 5 {
			return false
		}
	}
	return true
}

// queensAccepted checks an accepted output of queens: every non-blank
// line a placement, as many different ones as the answer has lines.
func queensAccepted(t *testing.T, tc fuzzTest, output []byte) {
	n, _ := strconv.Atoi(tc.input)
	seen := map[string]bool{}
	for _, line := range strings.Split(string(output), "\n") {
		vals := ints(t, fields([]byte(line), "(),;"))
		if len(vals) == 0 {
			continue
		}
		cols := make([]int, n)
		for i := 0; i+1 < len(vals); i += 2 {
			if vals[i] < 1 || vals[i] > n {
				t.Fatalf("accepted, but %q is not a placement", line)
			}
			cols[vals[i]-1] = vals[i+1]
		}
		if len(vals) != 2*n || !validPlacement(cols) {
			t.Fatalf("accepted, but %q is not a placement", line)
		}
		seen[fmt.Sprint(cols)] = true
	}
	if want := countNonBlankLines([]byte(tc.answer)); int64(len(seen)) != want {
		t.Fatalf("accepted %d placements; there are %d", len(seen), want)
	}
}

var queensSeeds = []string{
	seed000, "(1,1)", "", "\n\n", "(1, 1); (2, 3);\n", "(1, 1) (2, 3)", "(1, 99999999999999999999)",
	bom + "(1, 2); (2, 4); (3, 1); (4, 3)\r\n(4, 2); (3, 4); (2, 1); (1, 3)\r\n",
	"(1, 2); (2, 4); (3, 1); (4, 3)\n(1, 2); (2, 4); (3, 1); (4, 3)\n",
}

func FuzzQueens(f *testing.F) {
	tests := []fuzzTest{{"5", queensAnswer(f, 5)}, {"4", queensAnswer(f, 4)}, {"1", queensAnswer(f, 1)}, {"2", ""}, {"6", queensAnswer(f, 6)}}
	fuzzChecker(f, "queens", nil, tests, queensSeeds, queensAccepted)
}

func FuzzQueensLexicographic(f *testing.F) {
	tests := []fuzzTest{{"5", queensAnswer(f, 5)}, {"4", queensAnswer(f, 4)}, {"6", queensAnswer(f, 6)}}
	fuzzChecker(f, "queens", []string{"lexicographic"}, tests, append(queensSeeds, reverseLines(queensAnswer(f, 4))), queensAccepted)
}

func FuzzQueensOne(f *testing.F) {
	var tests []fuzzTest
	for _, n := range []int{8, 1, 2, 3, 4, 5, 6, 14} {
		tests = append(tests, fuzzTest{itoa(n), queensOneAnswer(f, n)})
	}
	seeds := []string{"2 4 6 8 3 1 7 5", "-1", "-1 -1", "1", "", "5 7 1 3 8 6 4 2\n", "3 1 4 2", "1 2 3", "99999999999999999999", "+1", "- 1", "2\r\n4\r\n1\r\n3"}
	fuzzChecker(f, "queens-one", nil, tests, seeds, func(t *testing.T, tc fuzzTest, output []byte) {
		vals := ints(t, fields(output, ""))
		n, _ := strconv.Atoi(tc.input)
		if slices.Equal(vals, []int{-1}) {
			if n != 2 && n != 3 {
				t.Fatalf("accepted -1 for n = %d", n)
			}
			return
		}
		if len(vals) != n || !validPlacement(vals) {
			t.Fatalf("accepted %v for n = %d", vals, n)
		}
	})
}

func FuzzQueensMatrix(f *testing.F) {
	var tests []fuzzTest
	for _, n := range []int{4, 1, 2, 5, 6} {
		tests = append(tests, fuzzTest{itoa(n), queensMatrixAnswer(f, n)})
	}
	seeds := []string{seed004, "-1", "1", "{1}", "0 1\n1 0", "{0,1,0,0},\n{0,0,0,1},\n{1,0,0,0},\n{0,0,1,0}\n", "0100\n", "{0, 1, 0, 0,}", "0, 1, 0, 0}\n", "{ 0 1 0 0"}
	fuzzChecker(f, "queens-matrix", nil, tests, seeds, func(t *testing.T, tc fuzzTest, output []byte) {
		vals := ints(t, fields(output, "{},"))
		n, _ := strconv.Atoi(tc.input)
		if slices.Equal(vals, []int{-1}) {
			if n != 2 && n != 3 {
				t.Fatalf("accepted -1 for n = %d", n)
			}
			return
		}
		if len(vals) != n*n {
			t.Fatalf("accepted %d values for n = %d", len(vals), n)
		}
		cols := make([]int, n)
		for i, v := range vals {
			if v == 1 {
				if cols[i/n] != 0 {
					t.Fatalf("accepted two queens in row %d", i/n+1)
				}
				cols[i/n] = i%n + 1
			} else if v != 0 {
				t.Fatalf("accepted the value %d", v)
			}
		}
		if !validPlacement(cols) {
			t.Fatalf("accepted %v", vals)
		}
	})
}

func FuzzQueensCount(f *testing.F) {
	var tests []fuzzTest
	for _, n := range []int{8, 1, 2, 6, 10} {
		tests = append(tests, fuzzTest{itoa(n), queensCountAnswer(f, n)})
	}
	seeds := []string{"92 12", "92\n12", "92 13", "93 12", "92", "", "92 12 0", "-92 -12", "1 1", "0 0\n", "4 1", "724 92", "92, 12"}
	fuzzChecker(f, "queens-count", nil, tests, seeds, func(t *testing.T, tc fuzzTest, output []byte) {
		if got, want := ints(t, fields(output, "")), ints(t, strings.Fields(tc.answer)); !slices.Equal(got, want) {
			t.Fatalf("accepted %v; the answer is %v", got, want)
		}
	})
}

// knightAccepted checks an accepted output of knight or knight-all: n*n
// numbers a tour, each a valid tour, as many different ones as the answer
// has.
func knightAccepted(t *testing.T, tc fuzzTest, output []byte) {
	in := ints(t, strings.Fields(tc.input))
	n, x0, y0 := in[0], in[1], in[2]
	vals := ints(t, fields(output, ""))
	want := len(ints(t, strings.Fields(tc.answer)))
	if slices.Equal(vals, []int{-1}) {
		if strings.TrimSpace(tc.answer) != "-1" {
			t.Fatalf("accepted -1; the answer is a tour")
		}
		return
	}
	if strings.TrimSpace(tc.answer) == "-1" {
		want = 0
	}
	if len(vals) != want {
		t.Fatalf("accepted %d numbers; the answer has %d", len(vals), want)
	}
	seen := map[string]bool{}
	for i := 0; i < len(vals); i += n * n {
		h := vals[i : i+n*n]
		if !validTour(h, n, x0, y0) {
			t.Fatalf("accepted %v", h)
		}
		seen[fmt.Sprint(h)] = true
	}
	if len(seen)*n*n != len(vals) {
		t.Fatalf("accepted a tour twice")
	}
}

func FuzzKnight(f *testing.F) {
	var tests []fuzzTest
	for _, in := range [][3]int{{5, 1, 1}, {1, 1, 1}, {4, 2, 2}, {5, 2, 3}, {5, 3, 3}, {6, 2, 5}} {
		tests = append(tests, fuzzTest{fmt.Sprintf("%d %d %d", in[0], in[1], in[2]), knightAnswer(f, in[0], in[1], in[2])})
	}
	seeds := []string{tour5, transpose(tour5), "-1", "1", "", "1 2\n3 4", swapSteps(f, tour5, 24, 25), strings.Replace(tour5, "25", "17", 1), "-1 -1", "1 16 21 10 7 22"}
	fuzzChecker(f, "knight", nil, tests, seeds, knightAccepted)
}

func FuzzKnightAll(f *testing.F) {
	var tests []fuzzTest
	for _, in := range [][3]int{{3, 1, 1}, {1, 1, 1}, {4, 1, 1}, {5, 2, 3}, {5, 3, 3}, {5, 1, 1}} {
		tests = append(tests, fuzzTest{fmt.Sprintf("%d %d %d", in[0], in[1], in[2]), knightAllAnswer(f, in[0], in[1], in[2])})
	}
	seeds := []string{"", "", "", "", tour5, tour5, tour5 + "\n" + tour5, "-1", "1", "\n\n", tour5 + "1 2 3", firstLines(knightAllAnswer(f, 5, 3, 3), 30)}
	fuzzChecker(f, "knight-all", nil, tests, seeds, knightAccepted)
}

// tokensAccepted checks an accepted output of tokens without a tolerance:
// the same tokens as the answer, but for ASCII case.
func tokensAccepted(t *testing.T, tc fuzzTest, output []byte) {
	split := func(b []byte) [][]byte {
		return bytes.FieldsFunc(bytes.TrimPrefix(b, []byte(bom)), func(r rune) bool { return r < 0x80 && isWhite(byte(r)) })
	}
	got, want := split(output), split([]byte(tc.answer))
	if len(got) != len(want) {
		t.Fatalf("accepted %d tokens; the answer has %d", len(got), len(want))
	}
	for i := range got {
		if !asciiEqualFold(got[i], want[i]) {
			t.Fatalf("accepted %q for %q", got[i], want[i])
		}
	}
}

var tokensTests = []fuzzTest{{"", "A B\n"}, {"", ""}, {"", "1.5 2\n-3e2 x\n"}, {"", "Xin chào\r\n"}, {"", "0.000001 1000000\n"}}

var tokensSeeds = []string{"a b", "A  B\n", "1.5000001 2.0 -300 X", "", "\n", "xin CHÀO", "1e-6 1e6", "nan inf", "0x1p-20 +1000000"}

func FuzzTokens(f *testing.F) {
	fuzzChecker(f, "tokens", nil, tokensTests, tokensSeeds, tokensAccepted)
}

func FuzzTokensSpaceChange(f *testing.F) {
	fuzzChecker(f, "tokens", []string{"space_change_sensitive", "case_sensitive"}, tokensTests, tokensSeeds, func(t *testing.T, tc fuzzTest, output []byte) {
		if !bytes.Equal(bytes.TrimPrefix(output, []byte(bom)), bytes.TrimPrefix([]byte(tc.answer), []byte(bom))) {
			t.Fatalf("accepted %q for %q", output, tc.answer)
		}
	})
}

func FuzzFloats(f *testing.F) {
	fuzzChecker(f, "floats", nil, tokensTests, tokensSeeds, nil)
}

func FuzzLines(f *testing.F) {
	tests := []fuzzTest{{"", "a b\nc\n"}, {"", ""}, {"", "x\n\n y \n\n"}, {"", "Xin chào\r\n"}}
	seeds := []string{"a b\nc", "a b \r\nc\r\n\r\n", "", "x\n\n y", " a b", "a  b"}
	fuzzChecker(f, "lines", nil, tests, seeds, func(t *testing.T, tc fuzzTest, output []byte) {
		lines := func(b []byte) []string {
			var out []string
			for _, l := range strings.Split(strings.TrimPrefix(string(b), bom), "\n") {
				out = append(out, strings.TrimRight(l, " \t\r"))
			}
			for len(out) > 0 && out[len(out)-1] == "" {
				out = out[:len(out)-1]
			}
			return out
		}
		if got, want := lines(output), lines([]byte(tc.answer)); !slices.Equal(got, want) {
			t.Fatalf("accepted %q for %q", got, want)
		}
	})
}

// FuzzScannerInts compares the scanner's integers with strconv's on text
// split at blanks and line ends.
func FuzzScannerInts(f *testing.F) {
	for _, s := range []string{"1 2 3", "-9223372036854775808 9223372036854775807", "9223372036854775808", "+5\r\n-0", bom + "7", "1x", "--1", "00000000000000000000000000001"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		s := newScanner(bytes.NewReader(text), "output")
		got, err := readAllInts(s, 0)
		var want []int64
		wantErr := false
		for _, tok := range strings.FieldsFunc(strings.TrimPrefix(string(text), bom), func(r rune) bool { return r == ' ' || r == '\t' || r == '\r' || r == '\n' }) {
			v, err := strconv.ParseInt(tok, 10, 64)
			if err != nil {
				wantErr = true
				break
			}
			want = append(want, v)
		}
		if (err != nil) != wantErr {
			t.Fatalf("error %v; strconv says %v after %v", err, wantErr, want)
		}
		if !wantErr && !slices.Equal(got, want) {
			t.Fatalf("read %v; strconv reads %v", got, want)
		}
	})
}
