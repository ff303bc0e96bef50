package reference_test

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cham-judge/cham/reference"
)

// queensA000170[n-1] is the number of placements of n queens (OEIS A000170).
var queensA000170 = []int64{1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
	14772512, 95815104, 666090624, 4968057848, 39029188884}

// queensA002562[n-1] is the number of them distinct under rotations and
// reflections (OEIS A002562).
var queensA002562 = []int64{1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053,
	1846955, 11977939, 83263591, 621012754, 4878666808}

// queensSeed000 is the answer for n = 5 printed in seed 000, as it is there:
// some lines lack the space after a comma.
const queensSeed000 = `(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);
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

// queensCheckPlacement says what is wrong with cols as a placement of
// len(cols) queens (cols[i] the 1-based column of row i+1), or returns nil.
func queensCheckPlacement[C int | int32](cols []C) error {
	n := len(cols)
	column := make([]bool, n+1)
	sum := make([]bool, 2*n+1)
	diff := make([]bool, 2*n+1)
	for i, c := range cols {
		row, col := i+1, int(c)
		if col < 1 || col > n {
			return fmt.Errorf("row %d: column %d is off the board", row, col)
		}
		if column[col] {
			return fmt.Errorf("row %d: column %d is used twice", row, col)
		}
		if sum[row+col] {
			return fmt.Errorf("row %d: diagonal i+j = %d is used twice", row, row+col)
		}
		if diff[row-col+n] {
			return fmt.Errorf("row %d: diagonal i-j = %d is used twice", row, row-col)
		}
		column[col], sum[row+col], diff[row-col+n] = true, true, true
	}
	return nil
}

// queensOrbits counts the placements of n queens and their classes under
// the eight symmetries of the board, the slow way: every placement is kept,
// and each class is struck out as a whole when its first member is met.
func queensOrbits(n int) (all, distinct int64) {
	var placements [][]int
	reference.Placements(n, func(cols []int) bool {
		placements = append(placements, slices.Clone(cols))
		return true
	})
	seen := make(map[string]bool)
	key := func(cols []int) string { return fmt.Sprint(cols) }
	for _, p := range placements {
		if seen[key(p)] {
			continue
		}
		distinct++
		// The images of p: transpose (the inverse permutation) and mirror
		// the columns, combined in every way, give the whole group.
		image := slices.Clone(p)
		for range 4 {
			for _, flip := range []bool{false, true} {
				q := slices.Clone(image)
				if flip {
					for i := range q {
						q[i] = n + 1 - q[i]
					}
				}
				seen[key(q)] = true
			}
			// Rotate by 90 degrees: the queen at (r, c) goes to (c, n+1-r).
			rotated := make([]int, n)
			for r, c := range image {
				rotated[c-1] = n - r
			}
			image = rotated
		}
	}
	return int64(len(placements)), distinct
}

func TestCountPlacementsMatchesOEIS(t *testing.T) {
	// n = 15 takes well under a second on two cores; n = 16 to 20 are in
	// BenchmarkCountPlacements.
	for n := 1; n <= 15; n++ {
		all, distinct, err := reference.CountPlacements(n)
		if err != nil {
			t.Fatalf("CountPlacements(%d): %v", n, err)
		}
		if all != queensA000170[n-1] || distinct != queensA002562[n-1] {
			t.Errorf("CountPlacements(%d) = %d, %d; OEIS A000170 and A002562 say %d, %d",
				n, all, distinct, queensA000170[n-1], queensA002562[n-1])
		}
	}
}

func TestCountPlacementsMatchesListing(t *testing.T) {
	for n := 1; n <= 10; n++ {
		all, distinct, err := reference.CountPlacements(n)
		if err != nil {
			t.Fatalf("CountPlacements(%d): %v", n, err)
		}
		wantAll, wantDistinct := queensOrbits(n)
		if all != wantAll || distinct != wantDistinct {
			t.Errorf("CountPlacements(%d) = %d, %d; listing the placements gives %d, %d",
				n, all, distinct, wantAll, wantDistinct)
		}
	}
}

func TestCountPlacementsRejectsBadN(t *testing.T) {
	for _, n := range []int{-5, 0, reference.MaxCountN + 1, 100} {
		all, distinct, err := reference.CountPlacements(n)
		if err == nil {
			t.Errorf("CountPlacements(%d) = %d, %d, nil; want an error", n, all, distinct)
			continue
		}
		if want := fmt.Sprintf("n = %d", n); !strings.Contains(err.Error(), want) {
			t.Errorf("CountPlacements(%d) error %q does not name %q", n, err, want)
		}
	}
}

func TestPlacementsAreValidDistinctAndOrdered(t *testing.T) {
	for n := 1; n <= 10; n++ {
		var count int64
		var previous []int
		reference.Placements(n, func(cols []int) bool {
			count++
			if len(cols) != n {
				t.Fatalf("n = %d: placement %v has %d columns", n, cols, len(cols))
			}
			if err := queensCheckPlacement(cols); err != nil {
				t.Fatalf("n = %d: placement %v: %v", n, cols, err)
			}
			if previous != nil && slices.Compare(previous, cols) >= 0 {
				t.Fatalf("n = %d: placement %v comes after %v, not in strictly increasing order", n, cols, previous)
			}
			previous = slices.Clone(cols)
			return true
		})
		all, _, err := reference.CountPlacements(n)
		if err != nil {
			t.Fatal(err)
		}
		if count != all {
			t.Errorf("Placements(%d) gave %d placements; CountPlacements says %d", n, count, all)
		}
	}
}

func TestPlacementsStopsWhenYieldReturnsFalse(t *testing.T) {
	for _, stopAfter := range []int{1, 2, 50} {
		calls := 0
		reference.Placements(8, func([]int) bool {
			calls++
			return calls < stopAfter
		})
		if calls != stopAfter {
			t.Errorf("Placements(8) with yield false at call %d: yield was called %d times", stopAfter, calls)
		}
	}
}

func TestPlacementsOfNoBoard(t *testing.T) {
	for _, n := range []int{-1, 0, 2, 3} {
		reference.Placements(n, func(cols []int) bool {
			t.Errorf("Placements(%d) yielded %v; want nothing", n, cols)
			return true
		})
	}
}

func TestWritePlacementsReproducesSeed(t *testing.T) {
	// The seed's lines, with the space after every comma that the format asks for.
	want := strings.ReplaceAll(strings.ReplaceAll(queensSeed000, ", ", ","), ",", ", ")
	var out bytes.Buffer
	count, err := reference.WritePlacements(&out, 5)
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != want {
		t.Errorf("WritePlacements(5) wrote\n%s\nwant\n%s", out.String(), want)
	}
	if count != 10 {
		t.Errorf("WritePlacements(5) = %d; want 10", count)
	}
}

func TestWritePlacementsWritesEveryPlacement(t *testing.T) {
	for n := 1; n <= 10; n++ {
		var want strings.Builder
		var wantCount int64
		reference.Placements(n, func(cols []int) bool {
			for i, c := range cols {
				if i > 0 {
					want.WriteString(" ")
				}
				fmt.Fprintf(&want, "(%d, %d);", i+1, c)
			}
			want.WriteString("\n")
			wantCount++
			return true
		})
		var out bytes.Buffer
		count, err := reference.WritePlacements(&out, n)
		if err != nil {
			t.Fatalf("WritePlacements(%d): %v", n, err)
		}
		if count != wantCount || out.String() != want.String() {
			t.Errorf("WritePlacements(%d) = %d and %d bytes; want %d placements in %d bytes as Placements lists them",
				n, count, out.Len(), wantCount, want.Len())
		}
	}
}

func TestWritePlacementsRejectsBadN(t *testing.T) {
	for _, n := range []int{-1, 0, reference.MaxPlacementsN + 1} {
		var out bytes.Buffer
		count, err := reference.WritePlacements(&out, n)
		if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("n = %d", n)) {
			t.Errorf("WritePlacements(%d) error = %v; want one naming n = %d", n, err, n)
		}
		if count != 0 || out.Len() != 0 {
			t.Errorf("WritePlacements(%d) = %d and wrote %q; want nothing", n, count, out.String())
		}
	}
}

// queensFailingWriter accepts the first ok bytes and fails from then on.
type queensFailingWriter struct {
	ok       int
	accepted bytes.Buffer
}

var errQueensWriter = errors.New("disk full")

func (w *queensFailingWriter) Write(p []byte) (int, error) {
	if w.accepted.Len()+len(p) > w.ok {
		return 0, errQueensWriter
	}
	return w.accepted.Write(p)
}

func TestWritePlacementsReportsWriterError(t *testing.T) {
	w := &queensFailingWriter{ok: 200_000} // n = 11 writes about 240 kB
	count, err := reference.WritePlacements(w, 11)
	if !errors.Is(err, errQueensWriter) {
		t.Fatalf("WritePlacements to a failing writer: error %v; want %v", err, errQueensWriter)
	}
	lines := int64(bytes.Count(w.accepted.Bytes(), []byte("\n")))
	if count != lines || count == 0 || count >= queensA000170[10] {
		t.Errorf("WritePlacements to a failing writer = %d; the writer took %d whole lines out of %d",
			count, lines, queensA000170[10])
	}
}

func TestOnePlacementIsValid(t *testing.T) {
	sizes := []int{100_000}
	for r := range 12 {
		sizes = append(sizes, 1_000_000+r)
	}
	for n := 1; n <= 2000; n++ {
		sizes = append(sizes, n)
	}
	for _, n := range sizes {
		cols := reference.OnePlacement(n)
		if n == 2 || n == 3 {
			if cols != nil {
				t.Errorf("OnePlacement(%d) = %v; want nil, there is no placement", n, cols)
			}
			continue
		}
		if len(cols) != n {
			t.Fatalf("OnePlacement(%d) has %d columns", n, len(cols))
		}
		if err := queensCheckPlacement(cols); err != nil {
			t.Errorf("OnePlacement(%d) (n mod 12 = %d): %v", n, n%12, err)
		}
	}
}

func TestOnePlacementOfNoBoard(t *testing.T) {
	for _, n := range []int{-1, 0} {
		if cols := reference.OnePlacement(n); cols != nil {
			t.Errorf("OnePlacement(%d) = %v; want nil", n, cols)
		}
	}
}

func TestOnePlacementReproducesSeed(t *testing.T) {
	// The examples of seed 003, "Xây dựng một lời giải".
	tests := []struct {
		n    int
		want string
	}{
		{14, "2, 4, 6, 8, 10, 12, 14, 3, 1, 7, 9, 11, 13, 5"},
		{15, "4, 6, 8, 10, 12, 14, 2, 5, 7, 9, 11, 13, 15, 1, 3"},
		{20, "2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 3, 1, 7, 5, 11, 9, 15, 13, 19, 17"},
		{8, "2, 4, 6, 8, 3, 1, 7, 5"}, // r = 8 for the eight queens, as the seed says
	}
	for _, tt := range tests {
		var got []string
		for _, c := range reference.OnePlacement(tt.n) {
			got = append(got, strconv.Itoa(int(c)))
		}
		if strings.Join(got, ", ") != tt.want {
			t.Errorf("OnePlacement(%d) = %s; seed 003 gives %s", tt.n, strings.Join(got, ", "), tt.want)
		}
	}
}

func TestWriteOnePlacementWritesOnePlacement(t *testing.T) {
	sizes := []int{1_000_001, 1_000_008}
	for n := 1; n <= 1200; n++ { // the columns cross 9, 99 and 999
		sizes = append(sizes, n)
	}
	for _, n := range sizes {
		var out bytes.Buffer
		if err := reference.WriteOnePlacement(&out, n); err != nil {
			t.Fatalf("WriteOnePlacement(%d): %v", n, err)
		}
		want := "-1\n"
		if cols := reference.OnePlacement(n); cols != nil {
			text := make([]byte, 0, 8*n)
			for i, c := range cols {
				if i > 0 {
					text = append(text, ' ')
				}
				text = strconv.AppendInt(text, int64(c), 10)
			}
			want = string(text) + "\n"
		}
		if got := out.String(); got != want {
			t.Errorf("WriteOnePlacement(%d) wrote %.80q...; want %.80q...", n, got, want)
		}
	}
}

func TestWriteOnePlacementAndMatrixRejectBadN(t *testing.T) {
	for _, n := range []int{-1, 0} {
		for name, write := range map[string]func(io.Writer, int) error{
			"WriteOnePlacement": reference.WriteOnePlacement,
			"WriteMatrix":       reference.WriteMatrix,
		} {
			var out bytes.Buffer
			err := write(&out, n)
			if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("n = %d", n)) {
				t.Errorf("%s(%d) error = %v; want one naming n = %d", name, n, err, n)
			}
			if out.Len() != 0 {
				t.Errorf("%s(%d) wrote %q; want nothing", name, n, out.String())
			}
		}
	}
}

// queensReadMatrix reads a 0/1 board of n rows and returns the column of the
// queen of each row.
func queensReadMatrix(text string, n int) ([]int, error) {
	var cols []int
	scanner := bufio.NewScanner(strings.NewReader(text))
	for scanner.Scan() {
		row := len(cols) + 1
		fields := strings.Split(scanner.Text(), " ")
		if len(fields) != n {
			return nil, fmt.Errorf("row %d has %d values, want %d", row, len(fields), n)
		}
		col := 0
		for j, f := range fields {
			switch {
			case f == "1" && col == 0:
				col = j + 1
			case f == "1":
				return nil, fmt.Errorf("row %d has two queens", row)
			case f != "0":
				return nil, fmt.Errorf("row %d, column %d: %q is neither 0 nor 1", row, j+1, f)
			}
		}
		if col == 0 {
			return nil, fmt.Errorf("row %d has no queen", row)
		}
		cols = append(cols, col)
	}
	if len(cols) != n {
		return nil, fmt.Errorf("%d rows, want %d", len(cols), n)
	}
	return cols, nil
}

func TestWriteMatrixWritesValidBoard(t *testing.T) {
	var out bytes.Buffer
	if err := reference.WriteMatrix(&out, 4); err != nil {
		t.Fatal(err)
	}
	// Seed 004's board for n = 4, without its braces and commas.
	if want := "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n"; out.String() != want {
		t.Errorf("WriteMatrix(4) wrote\n%s\nwant\n%s", out.String(), want)
	}
	for n := 1; n <= 100; n++ {
		out.Reset()
		if err := reference.WriteMatrix(&out, n); err != nil {
			t.Fatalf("WriteMatrix(%d): %v", n, err)
		}
		if n == 2 || n == 3 {
			if out.String() != "-1\n" {
				t.Errorf("WriteMatrix(%d) wrote %q; want \"-1\\n\"", n, out.String())
			}
			continue
		}
		cols, err := queensReadMatrix(out.String(), n)
		if err != nil {
			t.Fatalf("WriteMatrix(%d): %v", n, err)
		}
		if err := queensCheckPlacement(cols); err != nil {
			t.Errorf("WriteMatrix(%d): %v", n, err)
		}
	}
}

func ExampleWritePlacements() {
	var out strings.Builder
	count, err := reference.WritePlacements(&out, 4)
	if err != nil {
		panic(err)
	}
	fmt.Print(out.String())
	fmt.Println(count, "placements")
	// Output:
	// (1, 2); (2, 4); (3, 1); (4, 3);
	// (1, 3); (2, 1); (3, 4); (4, 2);
	// 2 placements
}

func ExampleCountPlacements() {
	all, distinct, err := reference.CountPlacements(8)
	if err != nil {
		panic(err)
	}
	fmt.Println(all, distinct)
	// Output: 92 12
}

func ExampleOnePlacement() {
	fmt.Println(reference.OnePlacement(14))
	fmt.Println(reference.OnePlacement(3))
	// Output:
	// [2 4 6 8 10 12 14 3 1 7 9 11 13 5]
	// []
}

func ExampleWriteMatrix() {
	if err := reference.WriteMatrix(os.Stdout, 5); err != nil {
		panic(err)
	}
	// Output:
	// 0 1 0 0 0
	// 0 0 0 1 0
	// 1 0 0 0 0
	// 0 0 1 0 0
	// 0 0 0 0 1
}

func ExamplePlacements() {
	// The first three placements of 6 queens: cols is reused, so copy it to keep it.
	var first [][]int
	reference.Placements(6, func(cols []int) bool {
		first = append(first, slices.Clone(cols))
		return len(first) < 3
	})
	fmt.Println(first)
	// Output: [[2 4 6 1 3 5] [3 6 2 5 1 4] [4 1 5 2 6 3]]
}
