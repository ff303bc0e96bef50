package check

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// readers returns the ways a test feeds text to a scanner: all at once, a
// byte at a time, and half of what is asked each time, so that tokens
// straddle the ends of reads.
func readers(s string) map[string]func() io.Reader {
	return map[string]func() io.Reader{
		"whole":    func() io.Reader { return strings.NewReader(s) },
		"one byte": func() io.Reader { return iotest.OneByteReader(strings.NewReader(s)) },
		"half":     func() io.Reader { return iotest.HalfReader(strings.NewReader(s)) },
		"data+EOF": func() io.Reader { return iotest.DataErrReader(strings.NewReader(s)) },
	}
}

// readAllInts reads integers separated by blanks and line ends until the end
// of the text or the first error.
func readAllInts(s *scanner, max uint64) ([]int64, error) {
	var vals []int64
	for s.skipSpace() != -1 {
		var v int64
		var err error
		if max == 0 {
			v, err = s.readInt()
		} else {
			v, err = s.readIntMax(max)
		}
		if err != nil {
			return vals, err
		}
		vals = append(vals, v)
	}
	return vals, s.failure()
}

func TestScannerInts(t *testing.T) {
	for _, tc := range []struct {
		text string
		max  uint64
		want []int64
		err  string
	}{
		{text: "", want: nil},
		{text: "0 -0 +0 007", want: []int64{0, 0, 0, 7}},
		{text: "1\n-2\r\n\t+3  ", want: []int64{1, -2, 3}},
		{text: "9223372036854775807 -9223372036854775808", want: []int64{1<<63 - 1, -1 << 63}},
		{text: "9223372036854775808", err: "line 1, column 1: the number 9223372036854775808 does not fit in 64 bits"},
		{text: "1 -9223372036854775809", want: []int64{1}, err: "line 1, column 3: the number -9223372036854775809 does not fit in 64 bits"},
		{text: "\n\n  99999999999999999999999999999999", err: "line 3, column 3: the number 999999999999999999999999… does not fit in 64 bits"},
		{text: "1000000 1000001", max: 1000000, want: []int64{1000000}, err: "line 1, column 9: the number 1000001 is past 1000000"},
		{text: "-1000001", max: 1000000, err: "line 1, column 1: the number -1000001 is past 1000000"},
		{text: "12x", err: `line 1, column 1: expected an integer, found "12x"`},
		{text: "6+1", err: `line 1, column 1: expected an integer, found "6+1"`},
		{text: "1 2-3", want: []int64{1}, err: `line 1, column 3: expected an integer, found "2-3"`},
		{text: "\n -007e5", err: `line 2, column 2: expected an integer, found "-007e5"`},
		{text: "1_000", err: `line 1, column 1: expected an integer, found "1_000"`},
		{text: "123456789012345.678901234", err: `line 1, column 1: expected an integer, found "123456789012345."…`},
		{text: "12,", want: []int64{12}, err: `line 1, column 3: expected an integer, found ","`},
		{text: "- 1", err: `line 1, column 1: expected an integer, found "-"`},
		{text: "+", err: `line 1, column 1: expected an integer, found "+"`},
		{text: "--1", err: `line 1, column 1: expected an integer, found "-"`},
		{text: "1.5", err: `line 1, column 1: expected an integer, found "1.5"`},
		{text: bom + "5 x", want: []int64{5}, err: `line 1, column 3: expected an integer, found "x"`},
		{text: "5 " + bom, want: []int64{5}, err: `line 1, column 3: expected an integer, found "\ufeff"`},
		{text: "\xff\xfe", err: `line 1, column 1: expected an integer, found "\xff\xfe"`},
		{text: "abcdefghijklmnopqrstuvwxyz", err: `line 1, column 1: expected an integer, found "abcdefghijklmnop"…`},
		{text: "ααααααααα", err: `line 1, column 1: expected an integer, found "αααααααα"…`},
		{text: "aaaaaaaaaaaaaaaα", err: `line 1, column 1: expected an integer, found "aaaaaaaaaaaaaaa"…`},
		{text: "\x00", err: `line 1, column 1: expected an integer, found "\x00"`},
	} {
		for how, r := range readers(tc.text) {
			vals, err := readAllInts(newScanner(r(), "output"), tc.max)
			msg := ""
			if err != nil {
				msg = err.Error()
			}
			if msg != tc.err || !equalInts(vals, tc.want) {
				t.Errorf("%q (%s): %v, %q\nwant %v, %q", tc.text, how, vals, msg, tc.want, tc.err)
			}
		}
	}
}

func equalInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestScannerPunctuation(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string // what expect('(') says
	}{
		{"(", ""},
		{" \t(", ""},
		{"", `line 1, column 1: expected "(", found the end of the output`},
		{"  \n(", `line 1, column 3: expected "(", found the end of the line`},
		{"\r\n", `line 1, column 2: expected "(", found the end of the line`},
		{"[", `line 1, column 1: expected "(", found "["`},
		{"x(", `line 1, column 1: expected "(", found "x"`},
		{"\"", `line 1, column 1: expected "(", found "\""`},
	} {
		for how, r := range readers(tc.text) {
			err := newScanner(r(), "output").expect('(')
			msg := ""
			if err != nil {
				msg = err.Error()
			}
			if msg != tc.want {
				t.Errorf("%q (%s): %q, want %q", tc.text, how, msg, tc.want)
			}
		}
	}
}

// TestScannerLongLines reads numbers past the ends of the buffer: lines and
// runs of blanks longer than it, and a number cut by its end.
func TestScannerLongLines(t *testing.T) {
	pad := strings.Repeat(" ", scanBufSize-3)
	text := pad + "12345 " + strings.Repeat("\t", 3*scanBufSize) + "67\n" + strings.Repeat("\r\n", scanBufSize) + "89 x"
	for how, r := range readers(text) {
		if how == "one byte" {
			continue // a million reads: the other readers cut the text enough
		}
		s := newScanner(r(), "output")
		vals, err := readAllInts(s, 0)
		want := `line 65538, column 4: expected an integer, found "x"`
		if !equalInts(vals, []int64{12345, 67, 89}) || err == nil || err.Error() != want {
			t.Errorf("%s: %v, %v; want [12345 67 89], %s", how, vals, err, want)
		}
	}
}

// failingReader gives some bytes, then an error.
type failingReader struct {
	data string
	err  error
}

func (f *failingReader) Read(p []byte) (int, error) {
	if f.data == "" {
		return 0, f.err
	}
	n := copy(p, f.data)
	f.data = f.data[n:]
	return n, nil
}

// stuckReader never gives anything, and never says why.
type stuckReader struct{}

func (stuckReader) Read([]byte) (int, error) { return 0, nil }

func TestScannerReadErrors(t *testing.T) {
	boom := errors.New("disk on fire")
	for _, tc := range []struct {
		name string
		r    io.Reader
		want error
	}{
		{"error at once", iotest.ErrReader(boom), boom},
		{"error after data", &failingReader{"1 2 3", boom}, boom},
		{"error inside a number", &failingReader{"1 2 34", boom}, boom},
		{"timeout", iotest.TimeoutReader(strings.NewReader("1 2 3")), iotest.ErrTimeout},
		{"no progress", stuckReader{}, io.ErrNoProgress},
	} {
		s := newScanner(tc.r, "output")
		_, err := readAllInts(s, 0)
		var re *readError
		if !errors.As(err, &re) || !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want a read error wrapping %v", tc.name, err, tc.want)
		}
	}
}

// TestCheckersReadErrors checks that every validator blames itself, not the
// program, when the output cannot be read.
func TestCheckersReadErrors(t *testing.T) {
	boom := errors.New("disk on fire")
	tests := map[string][2]string{ // input, answer
		"queens":        {"5", queensAnswer(t, 5)},
		"queens-one":    {"8", queensOneAnswer(t, 8)},
		"queens-matrix": {"4", queensMatrixAnswer(t, 4)},
		"queens-count":  {"8", queensCountAnswer(t, 8)},
		"knight":        {"5 1 1", knightAnswer(t, 5, 1, 1)},
		"knight-all":    {"5 1 1", knightAllAnswer(t, 5, 1, 1)},
		"tokens":        {"", "a b c"},
		"lines":         {"", "a b c"},
		"floats":        {"", "1 2 3"},
	}
	for _, name := range Names() {
		c, err := Builtin(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		test := tests[name]
		in, ans := test[0], test[1]
		for _, cut := range []int{0, len(ans) / 2, len(ans)} {
			r := c.Check([]byte(in), &failingReader{ans[:cut], boom}, []byte(ans))
			want := "internal error: cannot read the program's output: disk on fire"
			if r.Verdict != "IE" || r.Message != want {
				t.Errorf("%s, error after %d bytes: %s %q, want IE %q", name, cut, r.Verdict, r.Message, want)
			}
		}
	}
}
