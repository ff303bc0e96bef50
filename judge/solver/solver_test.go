package solver

import (
	"bytes"
	"strings"
	"testing"
)

// The ten placements of seed 000 for n = 5, in its order (with a space after
// every comma, as the reference writes them).
const seed5 = `(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);
(1, 1); (2, 4); (3, 2); (4, 5); (5, 3);
(1, 2); (2, 4); (3, 1); (4, 3); (5, 5);
(1, 2); (2, 5); (3, 3); (4, 1); (5, 4);
(1, 3); (2, 1); (3, 4); (4, 2); (5, 5);
(1, 3); (2, 5); (3, 2); (4, 4); (5, 1);
(1, 4); (2, 1); (3, 3); (4, 5); (5, 2);
(1, 4); (2, 2); (3, 5); (4, 3); (5, 1);
(1, 5); (2, 2); (3, 4); (4, 1); (5, 3);
(1, 5); (2, 3); (3, 1); (4, 4); (5, 2);
`

func TestSolve(t *testing.T) {
	for _, tc := range []struct {
		solver, input, want string
	}{
		{"queens", "5\n", seed5},
		{"queens", "\xef\xbb\xbf 5 \r\n", seed5},
		{"queens", "3", ""},
		{"queens-one", "3", "-1\n"},
		{"queens-count", "8", "92 12\n"},
		{"queens-count", "6\r\n", "4 1\n"},
		{"knight", "5 2 3", "-1\n"},
		{"knight", "1 1 1", "1\n"},
		{"knight-all", "3 1 1", ""},
	} {
		s, err := Lookup(tc.solver)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := s.Solve([]byte(tc.input), &buf); err != nil {
			t.Errorf("%s(%q): %v", tc.solver, tc.input, err)
			continue
		}
		if buf.String() != tc.want {
			t.Errorf("%s(%q) =\n%s\nwant\n%s", tc.solver, tc.input, buf.String(), tc.want)
		}
	}
}

func TestParseInputErrors(t *testing.T) {
	for _, tc := range []struct {
		solver, input, want string
	}{
		{"queens", "", "expected one integer n, found 0 value(s)"},
		{"queens", "5 6", "expected one integer n, found 2 value(s)"},
		{"queens", "five", `n: "five" is not an integer`},
		{"queens", "0", "n = 0 is outside 1..14"},
		{"queens", "999999999999999999999999999999", `n: "99999999999999999999..." is not an integer`},
		{"knight", "5 1", "expected 3 integers n x0 y0, found 2 value(s)"},
		{"knight", "5 6 1", "x0 = 6 is outside 1..5"},
		{"knight", "5 1 0", "y0 = 0 is outside 1..5"},
		{"knight-all", "6 1 1", "n = 6 is outside 1..5"},
	} {
		s, err := Lookup(tc.solver)
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.ParseInput([]byte(tc.input))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s.ParseInput(%q) error = %v, want %q", tc.solver, tc.input, err, tc.want)
		}
	}
}

func TestLookupUnknown(t *testing.T) {
	_, err := Lookup("rooks")
	if err == nil || !strings.Contains(err.Error(), `unknown solver "rooks"`) || !strings.Contains(err.Error(), "knight-all") {
		t.Errorf("Lookup(rooks) error = %v, want one naming the value and the known solvers", err)
	}
}
