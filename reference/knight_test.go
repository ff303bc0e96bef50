package reference

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// checkTour says what is wrong with h as an open knight's tour of the n x n
// board from (x0, y0), or nil when it is one.
func checkTour(n, x0, y0 int, h []int32) error {
	if len(h) != n*n {
		return fmt.Errorf("board has %d squares, want %d", len(h), n*n)
	}
	where := make([]int, n*n+1) // square of each step, 0 = not seen
	for i, step := range h {
		if step < 1 || int(step) > n*n {
			return fmt.Errorf("(%d, %d) holds step %d, outside 1..%d", i/n+1, i%n+1, step, n*n)
		}
		if where[step] != 0 {
			j := where[step] - 1
			return fmt.Errorf("step %d is on both (%d, %d) and (%d, %d)", step, j/n+1, j%n+1, i/n+1, i%n+1)
		}
		where[step] = i + 1
	}
	if got := h[(x0-1)*n+y0-1]; got != 1 {
		return fmt.Errorf("the start (%d, %d) holds step %d, want 1", x0, y0, got)
	}
	for step := 1; step < n*n; step++ {
		a, b := where[step]-1, where[step+1]-1
		dr, dc := b/n-a/n, b%n-a%n
		if dr*dr+dc*dc != 5 {
			return fmt.Errorf("step %d -> %d: (%d, %d) to (%d, %d) is not a knight move", step, step+1, a/n+1, a%n+1, b/n+1, b%n+1)
		}
	}
	return nil
}

// TestCheckTour makes sure the tests' judge of a tour rejects what it should.
func TestCheckTour(t *testing.T) {
	good := Tour(5, 1, 1)
	if err := checkTour(5, 1, 1, good); err != nil {
		t.Fatalf("checkTour rejects Tour(5, 1, 1): %v", err)
	}
	swapped := slices.Clone(good) // steps 2 and 3 exchanged: 1 -> 3 is no knight move
	i, j := slices.Index(swapped, 2), slices.Index(swapped, 3)
	swapped[i], swapped[j] = 3, 2
	twice := slices.Clone(good)
	twice[slices.Index(twice, 25)] = 24
	tests := []struct {
		name   string
		x0, y0 int
		h      []int32
		want   string
	}{
		{"short board", 1, 1, good[:24], "24 squares"},
		{"wrong start", 3, 3, good, "holds step"},
		{"not a knight move", 1, 1, swapped, "not a knight move"},
		{"step twice", 1, 1, twice, "step 24 is on both"},
		{"step out of range", 1, 1, append(slices.Clone(good[:24]), 26), "outside 1..25"},
	}
	for _, tt := range tests {
		if err := checkTour(5, tt.x0, tt.y0, tt.h); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: checkTour = %v, want an error with %q", tt.name, err, tt.want)
		}
	}
}

// checkTourResult checks Tour's answer against TourExists.
func checkTourResult(t *testing.T, n, x0, y0 int) {
	t.Helper()
	h := Tour(n, x0, y0)
	switch exists := TourExists(n, x0, y0); {
	case exists && h == nil:
		t.Errorf("Tour(%d, %d, %d) = nil, but a tour exists", n, x0, y0)
	case !exists && h != nil:
		t.Errorf("Tour(%d, %d, %d) returned a board, but no tour exists", n, x0, y0)
	case exists:
		if err := checkTour(n, x0, y0, h); err != nil {
			t.Errorf("Tour(%d, %d, %d): %v", n, x0, y0, err)
		}
	}
}

func TestTourExists(t *testing.T) {
	tests := []struct {
		n, x0, y0 int
		want      bool
	}{
		{1, 1, 1, true},
		{2, 1, 1, false}, {3, 2, 2, false}, {4, 1, 1, false}, {4, 2, 3, false},
		{5, 1, 1, true}, {5, 3, 3, true}, {5, 2, 2, true}, {5, 2, 3, false}, {5, 3, 2, false}, {5, 1, 2, false},
		{6, 1, 1, true}, {6, 1, 2, true}, {8, 4, 5, true},
		{7, 1, 1, true}, {7, 1, 2, false}, {999, 500, 500, true}, {999, 500, 501, false},
		{1000, 1, 2, true}, {MaxTourN, MaxTourN, 1, true},
		// Out of range.
		{0, 1, 1, false}, {-5, 1, 1, false}, {5, 0, 1, false}, {5, 1, 0, false}, {5, 6, 1, false}, {5, 1, 6, false},
		{MaxTourN + 1, 1, 1, false},
	}
	for _, tt := range tests {
		if got := TourExists(tt.n, tt.x0, tt.y0); got != tt.want {
			t.Errorf("TourExists(%d, %d, %d) = %v, want %v", tt.n, tt.x0, tt.y0, got, tt.want)
		}
	}
}

// TestTourEveryStart runs Tour from every square of every board up to 40.
func TestTourEveryStart(t *testing.T) {
	for n := 1; n <= 40; n++ {
		for x0 := 1; x0 <= n; x0++ {
			for y0 := 1; y0 <= n; y0++ {
				checkTourResult(t, n, x0, y0)
			}
		}
	}
}

// knightSampleStarts returns corners, near-corner squares, edge middles and the
// centre of an n x n board (n >= 4), without repeats.
func knightSampleStarts(n int) [][2]int {
	m := (n + 1) / 2
	var starts [][2]int
	for _, s := range [][2]int{
		{1, 1}, {1, n}, {n, 1}, {n, n}, // corners
		{1, 2}, {2, 1}, {2, 2}, {1, 3}, {3, 1}, {2, 3}, {3, 2}, {3, 3}, {n, n - 1}, {n - 1, n}, {n - 1, n - 1}, {n - 2, n - 1}, // near a corner
		{1, m}, {m, 1}, {n, m}, {m, n}, {2, m}, {m, 2}, {1, m + 1}, // edges
		{m, m}, {m, m + 1}, {m + 1, m + 1}, {m - 3, m + 4}, // centre
	} {
		if !slices.Contains(starts, s) {
			starts = append(starts, s)
		}
	}
	return starts
}

func TestTourLargeBoards(t *testing.T) {
	for n := 41; n <= 100; n++ {
		for _, s := range knightSampleStarts(n) {
			checkTourResult(t, n, s[0], s[1])
		}
	}
	for _, s := range [][2]int{{1, 1}, {500, 500}, {500, 501}, {2, 1}, {1, 2}, {999, 1000}, {1000, 999}, {1000, 1000}, {998, 3}} {
		checkTourResult(t, 1000, s[0], s[1])
	}
	for _, s := range [][2]int{{1, 1}, {999, 999}, {500, 500}, {500, 501}, {8, 8}, {2, 3}} {
		checkTourResult(t, 999, s[0], s[1])
	}
}

func TestTourOutOfRange(t *testing.T) {
	for _, a := range [][3]int{{0, 1, 1}, {-1, 1, 1}, {8, 0, 1}, {8, 9, 1}, {8, 1, 9}, {MaxTourN + 1, 1, 1}} {
		if h := Tour(a[0], a[1], a[2]); h != nil {
			t.Errorf("Tour(%d, %d, %d) = a board of %d squares, want nil", a[0], a[1], a[2], len(h))
		}
	}
}

func TestTourIsDeterministic(t *testing.T) {
	for _, a := range [][3]int{{5, 1, 1}, {7, 2, 2}, {8, 1, 1}, {37, 19, 19}, {100, 1, 1}, {101, 50, 52}} {
		first := Tour(a[0], a[1], a[2])
		if second := Tour(a[0], a[1], a[2]); !slices.Equal(first, second) {
			t.Errorf("Tour(%d, %d, %d) gave two different tours", a[0], a[1], a[2])
		}
	}
}

// TestKnightBlocks checks every block tour of the construction: a closed tour
// that holds the edges the joins use.
func TestKnightBlocks(t *testing.T) {
	blocks := knightBlocks()
	var sizes []int
	sizes = append(append(sizes, knightEvenBands[:]...), knightOddBands[:]...)
	for _, rows := range sizes {
		for _, cols := range sizes {
			b := blocks[rows][cols]
			if rows%2 == 1 && cols%2 == 1 {
				if b != nil {
					t.Errorf("block %dx%d: odd x odd blocks have no closed tour, yet one is kept", rows, cols)
				}
				continue
			}
			if b == nil {
				t.Errorf("block %dx%d is missing", rows, cols)
				continue
			}
			if err := checkKnightBlock(b); err != nil {
				t.Errorf("block %dx%d: %v", rows, cols, err)
			}
		}
	}
}

func checkKnightBlock(b *knightBlock) error {
	cols, total := b.cols, b.rows*b.cols
	if len(b.links) != 2*total {
		return fmt.Errorf("%d links, want %d", len(b.links), 2*total)
	}
	next := func(c, k int) int { m := b.links[2*c+k]; return c + knightDR[m]*cols + knightDC[m] }
	linked := func(a, c int) bool { return next(a, 0) == c || next(a, 1) == c }
	for c := 0; c < total; c++ {
		for k := 0; k < 2; k++ {
			r, col := c/cols+knightDR[b.links[2*c+k]], c%cols+knightDC[b.links[2*c+k]]
			if r < 0 || r >= b.rows || col < 0 || col >= cols {
				return fmt.Errorf("cell (%d,%d) links off the block", c/cols, c%cols)
			}
			if !linked(next(c, k), c) {
				return fmt.Errorf("cell (%d,%d) links to (%d,%d), which does not link back", c/cols, c%cols, r, col)
			}
		}
	}
	// One cycle through every cell.
	prev, cur, seen := -1, 0, 0
	for {
		seen++
		n := next(cur, 0)
		if n == prev {
			n = next(cur, 1)
		}
		prev, cur = cur, n
		if cur == 0 {
			break
		}
		if seen > total {
			return errors.New("the links do not close into a cycle through (0,0)")
		}
	}
	if seen != total {
		return fmt.Errorf("the cycle through (0,0) has %d cells, want %d", seen, total)
	}
	for _, e := range [][2][2]int{
		{{3, 0}, {1, 1}}, {{1, 1}, {0, 3}}, // the right-hand block's edges
		{{0, cols - 1}, {2, cols - 2}}, {{b.rows - 1, 0}, {b.rows - 2, 2}}, // the corner edges
	} {
		if !linked(e[0][0]*cols+e[0][1], e[1][0]*cols+e[1][1]) {
			return fmt.Errorf("the tour lacks the edge %v-%v", e[0], e[1])
		}
	}
	return nil
}

// TestKnightBlockPathEveryCase runs the start block's search for every block
// size, every start of the majority colour and every set of open sides a start
// block can have (at least one of top and bottom, one of left and right).
func TestKnightBlockPathEveryCase(t *testing.T) {
	for _, rows := range knightOddBands {
		for _, cols := range knightOddBands {
			for sides := 0; sides < 16; sides++ {
				top, bottom, left, right := sides&1 != 0, sides&2 != 0, sides&4 != 0, sides&8 != 0
				if !top && !bottom || !left && !right {
					continue
				}
				for start := 0; start < rows*cols; start += 2 { // odd x odd: even cells are the majority colour
					path := knightBlockPath(rows, cols, int32(start), top, bottom, left, right)
					if err := checkBlockPath(rows, cols, start, path, top, bottom, left, right); err != nil {
						t.Errorf("block %dx%d from (%d,%d), open top %v bottom %v left %v right %v: %v",
							rows, cols, start/cols, start%cols, top, bottom, left, right, err)
					}
				}
			}
		}
	}
}

func checkBlockPath(rows, cols, start int, path []int32, top, bottom, left, right bool) error {
	h := make([]int32, rows*cols)
	if len(path) != rows*cols {
		return fmt.Errorf("path of %d cells, want %d", len(path), rows*cols)
	}
	for i, c := range path {
		if c < 0 || int(c) >= rows*cols || h[c] != 0 {
			return fmt.Errorf("cell %d is off the block or visited twice", c)
		}
		h[c] = int32(i + 1)
		if i > 0 {
			a := int(path[i-1])
			dr, dc := int(c)/cols-a/cols, int(c)%cols-a%cols
			if dr*dr+dc*dc != 5 {
				return fmt.Errorf("cells %d and %d are not a knight move apart", a, c)
			}
		}
	}
	if int(path[0]) != start {
		return fmt.Errorf("path starts at cell %d, want %d", path[0], start)
	}
	r, c := int(path[len(path)-1])/cols, int(path[len(path)-1])%cols
	for m := range knightDR {
		u, v := r+knightDR[m], c+knightDC[m]
		if u < 0 && top && v >= 0 && v < cols || u >= rows && bottom && v >= 0 && v < cols ||
			v < 0 && left && u >= 0 && u < rows || v >= cols && right && u >= 0 && u < rows {
			return nil
		}
	}
	return fmt.Errorf("the path ends at (%d,%d), not a knight move from an open side", r, c)
}

func TestKnightOddWindow(t *testing.T) {
	for n := knightComposeMinOdd; n <= 3001; n += 2 {
		for row := 0; row < n; row++ {
			a, o, ok := knightOddWindow(n, row)
			if !ok {
				t.Fatalf("knightOddWindow(%d, %d): no band", n, row)
			}
			if a%2 != 0 || !knightEvenOK(a) || !knightEvenOK(n-a-o) || a > row || row >= a+o || !slices.Contains(knightOddBands[:], o) {
				t.Fatalf("knightOddWindow(%d, %d) = %d rows from %d: not a valid band covering the row", n, row, o, a)
			}
		}
	}
}

func TestKnightBands(t *testing.T) {
	for n := 6; n <= 300; n++ {
		if n%2 == 1 && n < knightComposeMinOdd {
			continue
		}
		for row := 0; row < n; row++ {
			bands, odd := knightBands(n, row)
			sum, covered := 0, false
			for i, b := range bands {
				switch {
				case i == odd:
					covered = sum <= row && row < sum+b
					if !slices.Contains(knightOddBands[:], b) {
						t.Errorf("knightBands(%d, %d) = %v: odd band %d is not one of %v", n, row, bands, b, knightOddBands)
					}
				case !slices.Contains(knightEvenBands[:], b):
					t.Errorf("knightBands(%d, %d) = %v: band %d is not one of %v", n, row, bands, b, knightEvenBands)
				}
				sum += b
			}
			if sum != n {
				t.Errorf("knightBands(%d, %d) = %v: they add up to %d", n, row, bands, sum)
			}
			if n%2 == 0 && odd != -1 || n%2 == 1 && !covered {
				t.Errorf("knightBands(%d, %d) = %v, odd band %d: wrong or not covering the row", n, row, bands, odd)
			}
			if n%2 == 0 {
				break // the same cut for every row
			}
		}
	}
}

func TestCountTours5(t *testing.T) {
	// The squares of each kind on 5 x 5 (x+y even); the twelve squares with x+y
	// odd have none.
	want := map[[2]int]int64{
		{1, 1}: 304, {1, 5}: 304, {5, 1}: 304, {5, 5}: 304,
		{1, 3}: 56, {3, 1}: 56, {3, 5}: 56, {5, 3}: 56,
		{2, 2}: 56, {2, 4}: 56, {4, 2}: 56, {4, 4}: 56,
		{3, 3}: 64,
	}
	var total int64
	for x0 := 1; x0 <= 5; x0++ {
		for y0 := 1; y0 <= 5; y0++ {
			got := CountTours(5, x0, y0)
			if got != want[[2]int{x0, y0}] {
				t.Errorf("CountTours(5, %d, %d) = %d, want %d", x0, y0, got, want[[2]int{x0, y0}])
			}
			total += got
		}
	}
	if total != 1728 {
		t.Errorf("CountTours over the 25 squares of 5 x 5 adds up to %d, want 1728", total)
	}
}

func TestCountToursSmallBoards(t *testing.T) {
	if got := CountTours(1, 1, 1); got != 1 {
		t.Errorf("CountTours(1, 1, 1) = %d, want 1", got)
	}
	for n := 2; n <= 4; n++ {
		for x0 := 1; x0 <= n; x0++ {
			for y0 := 1; y0 <= n; y0++ {
				if got := CountTours(n, x0, y0); got != 0 {
					t.Errorf("CountTours(%d, %d, %d) = %d, want 0", n, x0, y0, got)
				}
			}
		}
	}
	for _, a := range [][3]int{{0, 1, 1}, {5, 0, 1}, {5, 6, 6}} {
		if got := CountTours(a[0], a[1], a[2]); got != 0 {
			t.Errorf("CountTours(%d, %d, %d) = %d, want 0 (out of range)", a[0], a[1], a[2], got)
		}
	}
}

func TestToursAreDistinctAndValid(t *testing.T) {
	for _, s := range [][2]int{{1, 1}, {1, 3}, {2, 2}, {3, 3}, {2, 4}} {
		seen := map[string]bool{}
		Tours(5, s[0], s[1], func(h []int32) bool {
			if err := checkTour(5, s[0], s[1], h); err != nil {
				t.Errorf("Tours(5, %d, %d): %v", s[0], s[1], err)
			}
			key := fmt.Sprint(h)
			if seen[key] {
				t.Errorf("Tours(5, %d, %d) yielded %v twice", s[0], s[1], h)
			}
			seen[key] = true
			return true
		})
		if want := CountTours(5, s[0], s[1]); int64(len(seen)) != want || want == 0 {
			t.Errorf("Tours(5, %d, %d) yielded %d distinct tours, CountTours says %d", s[0], s[1], len(seen), want)
		}
	}
	var one [][]int32
	Tours(1, 1, 1, func(h []int32) bool { one = append(one, slices.Clone(h)); return true })
	if len(one) != 1 || !slices.Equal(one[0], []int32{1}) {
		t.Errorf("Tours(1, 1, 1) yielded %v, want the one tour [1]", one)
	}
}

func TestToursStopsEarly(t *testing.T) {
	// 6 x 6 has astronomically many tours: the caller stops after three.
	calls := 0
	Tours(6, 1, 1, func(h []int32) bool {
		calls++
		if err := checkTour(6, 1, 1, h); err != nil {
			t.Errorf("Tours(6, 1, 1): %v", err)
		}
		return calls < 3
	})
	if calls != 3 {
		t.Errorf("Tours(6, 1, 1) called yield %d times after it returned false at the third, want 3", calls)
	}
}

func TestWriteBoard(t *testing.T) {
	tests := []struct {
		n    int
		h    []int32
		want string
	}{
		{1, []int32{1}, "1\n"},
		{3, []int32{1, 2, 3, 4, 5, 6, 7, 8, 9}, "1 2 3\n4 5 6\n7 8 9\n"},
		{2, []int32{10, 200, 3000, 40000}, "10 200\n3000 40000\n"},
		{0, nil, ""},
	}
	for _, tt := range tests {
		var buf bytes.Buffer
		if err := WriteBoard(&buf, tt.n, tt.h); err != nil {
			t.Errorf("WriteBoard(n = %d): %v", tt.n, err)
		}
		if buf.String() != tt.want {
			t.Errorf("WriteBoard(n = %d) wrote %q, want %q", tt.n, buf.String(), tt.want)
		}
	}
	if err := WriteBoard(&bytes.Buffer{}, 3, []int32{1, 2}); err == nil || !strings.Contains(err.Error(), "2 squares") {
		t.Errorf("WriteBoard of 2 squares as n = 3: error %v, want one that names the 2 squares", err)
	}
	if err := WriteBoard(failingWriter{}, 8, Tour(8, 1, 1)); err == nil {
		t.Error("WriteBoard to a failing writer returned no error")
	}
}

// TestWriteBoardReadsBack writes a 1000 x 1000 tour and reads it back.
func TestWriteBoardReadsBack(t *testing.T) {
	const n = 1000
	h := Tour(n, 1, 2)
	var buf bytes.Buffer
	if err := WriteBoard(&buf, n, h); err != nil {
		t.Fatal(err)
	}
	if got := parseBoards(t, buf.String(), n); len(got) != 1 || !slices.Equal(got[0], h) {
		t.Errorf("the board read back differs from the one written")
	}
}

// parseBoards reads boards of n lines of n integers separated by blank lines.
func parseBoards(t *testing.T, s string, n int) [][]int32 {
	t.Helper()
	var boards [][]int32
	if s == "" {
		return nil
	}
	if !strings.HasSuffix(s, "\n") {
		t.Fatalf("output does not end in a newline")
	}
	for i, block := range strings.Split(strings.TrimSuffix(s, "\n"), "\n\n") {
		lines := strings.Split(block, "\n")
		if len(lines) != n {
			t.Fatalf("board %d has %d lines, want %d", i+1, len(lines), n)
		}
		h := make([]int32, 0, n*n)
		for _, line := range lines {
			fields := strings.Split(line, " ")
			if len(fields) != n {
				t.Fatalf("board %d: line %q has %d fields (single spaces), want %d", i+1, line, len(fields), n)
			}
			for _, f := range fields {
				v, err := strconv.ParseInt(f, 10, 32)
				if err != nil {
					t.Fatalf("board %d: %v", i+1, err)
				}
				h = append(h, int32(v))
			}
		}
		boards = append(boards, h)
	}
	return boards
}

func TestWriteTours(t *testing.T) {
	for _, s := range [][2]int{{1, 1}, {3, 3}, {1, 2}} {
		var buf bytes.Buffer
		count, err := WriteTours(&buf, 5, s[0], s[1])
		if err != nil {
			t.Fatal(err)
		}
		var want [][]int32
		Tours(5, s[0], s[1], func(h []int32) bool { want = append(want, slices.Clone(h)); return true })
		if count != int64(len(want)) {
			t.Errorf("WriteTours(5, %d, %d) = %d, want %d", s[0], s[1], count, len(want))
		}
		if got := parseBoards(t, buf.String(), 5); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("WriteTours(5, %d, %d) wrote %d boards, not the %d tours of Tours in order", s[0], s[1], len(got), len(want))
		}
	}
	var buf bytes.Buffer
	if count, err := WriteTours(&buf, 4, 1, 1); count != 0 || err != nil || buf.Len() != 0 {
		t.Errorf("WriteTours(4, 1, 1) = %d, %v, %d bytes; want 0, nil, nothing written", count, err, buf.Len())
	}
	if _, err := WriteTours(failingWriter{}, 5, 1, 1); err == nil {
		t.Error("WriteTours to a failing writer returned no error")
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func BenchmarkTour(b *testing.B) {
	for _, n := range []int{8, 100, 1000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if Tour(n, 1, 1) == nil {
					b.Fatal("no tour")
				}
			}
		})
	}
}

func BenchmarkCountTours5(b *testing.B) {
	for b.Loop() {
		if CountTours(5, 1, 1) != 304 {
			b.Fatal("wrong count")
		}
	}
}
