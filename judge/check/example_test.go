package check_test

import (
	"fmt"
	"strings"

	"github.com/cham-judge/cham/judge/check"
)

// A student's output for queens with n = 4: the second line is not a
// placement. The validator says where and why, and draws the board.
func ExampleBuiltin() {
	c, err := check.Builtin("queens", nil)
	if err != nil {
		panic(err)
	}
	input := []byte("4\n")
	answer := []byte("(1, 2); (2, 4); (3, 1); (4, 3);\n(1, 3); (2, 1); (3, 4); (4, 2);\n")
	output := "(1, 2); (2, 4); (3, 1); (4, 3);\r\n(1,3); (2,1); (3,2); (4,4);\r\n"
	r := c.Check(input, strings.NewReader(output), answer)
	fmt.Println(r.Verdict, r.Score)
	fmt.Println(r.Message)
	fmt.Println(r.Board.Marked)
	// Output:
	// WA 0
	// line 2: the queens at (2, 1) and (3, 2) share the diagonal i-j = 1
	// [{2 1} {3 2}]
}

// Any correct placement is accepted, not only the reference's.
func ExampleBuiltin_queensOne() {
	c, _ := check.Builtin("queens-one", nil)
	answer := []byte("2 4 6 8 3 1 7 5\n") // what the reference prints for n = 8
	for _, output := range []string{"2 4 6 8 3 1 7 5\n", "4 2 7 3 6 8 5 1", "1 2 3 4 5 6 7 8", "2 4 6 8 3 1 7"} {
		r := c.Check([]byte("8"), strings.NewReader(output), answer)
		fmt.Println(strings.TrimSpace(string(r.Verdict) + " " + r.Message))
	}
	// Output:
	// AC
	// AC
	// WA rows 1 and 2: the queens at (1, 1) and (2, 2) share the diagonal i-j = 0
	// WA the output has 7 numbers; expected 8, the column of each row
}

// Output that cannot be read as an answer is a presentation error that says
// where, and what was expected there.
func ExampleBuiltin_presentationError() {
	c, _ := check.Builtin("knight", nil)
	output := "1 16 21 10 7\n22 11 8 15 20\n17 2 25 6 9\n12 23 4 19 14\n3 18 13 24 5.\n"
	r := c.Check([]byte("5 1 1"), strings.NewReader(output), []byte(output))
	fmt.Println(r.Verdict, r.Message)
	// Output:
	// PE line 5, column 12: expected an integer, found "5."
}

// The generic comparison of Kattis, here with a tolerance on numbers.
func ExampleBuiltin_floats() {
	c, _ := check.Builtin("tokens", []string{"float_tolerance", "1e-4"})
	answer := []byte("area 3.14159\n")
	for _, output := range []string{"AREA 3.1416", "area 3.15"} {
		r := c.Check(nil, strings.NewReader(output), answer)
		fmt.Println(strings.TrimSpace(string(r.Verdict) + " " + r.Message))
	}
	// Output:
	// AC
	// WA line 1, column 6: expected 3.14159, found 3.15: the difference 0.00841 is past the tolerance (absolute 0.0001, relative 0.0001)
}
