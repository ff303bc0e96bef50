package reference_test

import (
	"fmt"
	"os"

	"github.com/cham-judge/cham/reference"
)

// The tour of problem knight for KNIGHT.INP "5 1 1", as KNIGHT.OUT holds it.
func ExampleTour() {
	h := reference.Tour(5, 1, 1)
	if err := reference.WriteBoard(os.Stdout, 5, h); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 1 16 21 10 7
	// 22 11 8 15 20
	// 17 2 25 6 9
	// 12 23 4 19 14
	// 3 18 13 24 5
}

// No tour starts on a square with x+y odd of an odd board: KNIGHT.OUT is -1.
func ExampleTourExists() {
	fmt.Println(reference.TourExists(5, 2, 3), reference.Tour(5, 2, 3) == nil)
	fmt.Println(reference.TourExists(8, 2, 3))
	// Output:
	// false true
	// true
}

// The answer of problem knight-all counts the tours from a square.
func ExampleCountTours() {
	fmt.Println(reference.CountTours(5, 1, 1), reference.CountTours(5, 3, 3), reference.CountTours(5, 2, 3))
	// Output: 304 64 0
}
