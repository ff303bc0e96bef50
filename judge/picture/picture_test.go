package picture

import (
	"testing"

	"github.com/cham-judge/cham/judge/check"
)

func TestTextQueens(t *testing.T) {
	b := &check.Board{
		N:      4,
		Queens: []check.Cell{{Row: 1, Col: 2}, {Row: 2, Col: 4}, {Row: 3, Col: 1}, {Row: 4, Col: 4}},
		Marked: []check.Cell{{Row: 2, Col: 4}, {Row: 4, Col: 4}},
	}
	want := "" +
		"   1 2 3 4\n" +
		"1  . Q . .\n" +
		"2  . . . X\n" +
		"3  Q . . .\n" +
		"4  . . . X\n"
	if got := Text(b); got != want {
		t.Errorf("Text =\n%s\nwant\n%s", got, want)
	}
}

func TestTextKnight(t *testing.T) {
	b := &check.Board{
		N:      3,
		Steps:  []int32{1, 0, 3, 0, 0, 0, 0, 2, 0},
		Marked: []check.Cell{{Row: 1, Col: 1}, {Row: 3, Col: 2}},
	}
	want := "" +
		"     1   2   3\n" +
		"1  [1]   .   3\n" +
		"2    .   .   .\n" +
		"3    . [2]   .\n"
	if got := Text(b); got != want {
		t.Errorf("Text =\n%s\nwant\n%s", got, want)
	}
}

func TestTextTooLargeOrNil(t *testing.T) {
	if got := Text(nil); got != "" {
		t.Errorf("Text(nil) = %q, want empty", got)
	}
	if got := Text(&check.Board{N: MaxTextN + 1}); got != "" {
		t.Errorf("Text of a %d board = %q, want empty", MaxTextN+1, got)
	}
}
