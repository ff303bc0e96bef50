package reference

import (
	"fmt"
	"sync"
)

// The construction behind Tour for n >= 6 (even) and n >= knightComposeMinOdd
// (odd). It is divide and conquer in the manner of Parberry ("An efficient
// algorithm for the knight's tour problem", 1997), on a grid of blocks instead of
// quadrants:
//
//  1. The rows are cut into bands of 6, 8 or 10 rows, and so are the columns.
//     For odd n exactly one band of rows has an odd size o (7 or 9) and covers
//     the start's row; likewise one band of columns covers the start's column.
//     Their crossing is the start block A; every other block has an even number
//     of squares.
//  2. Every block but A gets a closed tour of its size, found once by search and
//     kept (knightBlocks). Each of these tours contains, in block coordinates
//     counted from 0, the edges (3,0)-(1,1) and (1,1)-(0,3) (the search starts
//     with them), and, like every closed tour, both edges at each corner.
//  3. Neighbouring blocks are joined along a spanning tree of the blocks: drop
//     one edge of each cycle near the common side and add two knight moves across
//     it, which makes one cycle of two. Joining to the right drops the left
//     block's corner edge (0,W-1)-(2,W-2) and the right block's (1,1)-(3,0), and
//     adds (0,W-1)-(1,W+1) and (2,W-2)-(3,W); joining downwards is the same turned
//     about the diagonal. A block joins each neighbour at most once and the four
//     edges it may give up are distinct, so each join finds its two edges still
//     on the cycles: by induction the blocks become one closed tour of all but A.
//  4. Even n: there is no A, and the tour is that cycle read from the start.
//     Odd n: the start's colour is the majority colour of A (A's corner has
//     x+y even), the colour a path through all of A starts and ends on. A search
//     finds such a path from the start that ends one knight move across an open
//     side of A, that is, next to a square of the big cycle; the tour goes on
//     to that square and once round the cycle.
//
// Why it never fails: steps 1-3 use only the block sizes in knightBlocks, and
// step 4 searches only blocks of o x o' squares (o, o' in 7, 9) with at least
// one open side of rows and one of columns. The tests build every block, run
// every block search for every start and every set of open sides, and check the
// band cutting for every odd n up to thousands and every start row; the rest is
// the induction above. The work is linear in n*n: copying block tours, one join
// per block, one walk round the cycle.

// knightComposeMinOdd is the smallest odd board that is composed; smaller odd
// boards (5 to 11) are searched whole.
const knightComposeMinOdd = 13

var (
	knightEvenBands = [...]int{6, 8, 10} // sizes of the other bands
	knightOddBands  = [...]int{7, 9}     // sizes of the start's band on odd boards, smallest tried first
)

// knightBlock is a closed tour of a rows x cols block: links[2*c] and
// links[2*c+1] are the moves (indices into knightDR/knightDC) from cell c to its
// two neighbours on the tour.
type knightBlock struct {
	rows, cols int
	links      []uint8
}

// knightBlocks holds a closed tour for every block size the construction uses,
// indexed by rows and columns: both sizes in knightEvenBands, or one of them in
// knightOddBands.
var knightBlocks = sync.OnceValue(func() *[11][11]*knightBlock {
	var t [11][11]*knightBlock
	for _, r := range knightEvenBands {
		for _, c := range knightEvenBands {
			t[r][c] = newKnightBlock(r, c)
		}
		for _, o := range knightOddBands {
			t[r][o] = newKnightBlock(r, o)
			t[o][r] = newKnightBlock(o, r)
		}
	}
	return &t
})

// newKnightBlock searches a closed tour of a rows x cols block that contains the
// edges (3,0)-(1,1)-(0,3).
func newKnightBlock(rows, cols int) *knightBlock {
	g := newKnightGraph(rows, cols)
	first := int32(3 * cols)
	prefix := []int32{first, int32(cols + 1), 3}
	isEnd := make([]bool, rows*cols)
	for _, c := range g.nbrs[first] {
		isEnd[c] = true
	}
	path := g.hamiltonPath(prefix, isEnd)
	if path == nil {
		panic(fmt.Sprintf("reference: no closed knight's tour of a %dx%d block through (3,0)-(1,1)-(0,3)", rows, cols))
	}
	b := &knightBlock{rows: rows, cols: cols, links: make([]uint8, 2*rows*cols)}
	for i, a := range path {
		next := path[(i+1)%len(path)]
		b.links[2*a+1] = knightMove(cols, a, next)
		b.links[2*next] = knightMove(cols, next, a)
	}
	return b
}

// knightMove is the index of the knight move from cell a to cell b of a board
// with the given number of columns; it panics when there is none.
func knightMove[C int32 | int](cols int, a, b C) uint8 {
	dr, dc := int(b)/cols-int(a)/cols, int(b)%cols-int(a)%cols
	if dr < -2 || dr > 2 || dc < -2 || dc > 2 || knightMoveIndex[dr+2][dc+2] < 0 {
		panic(fmt.Sprintf("reference: cells %d and %d of a board %d wide are not a knight move apart", a, b, cols))
	}
	return uint8(knightMoveIndex[dr+2][dc+2])
}

// knightEvenOK says whether a stretch of length l (even) can be cut into bands.
func knightEvenOK(l int) bool { return l == 0 || l >= 6 }

// knightSplitEven cuts an even length l (0 or at least 6) into bands of 6, 8 and 10.
func knightSplitEven(l int) []int {
	if l == 0 {
		return nil
	}
	if l <= 10 {
		return []int{l}
	}
	var bands []int
	switch l % 8 {
	case 2: // 10 + 8k
		bands, l = append(bands, 10), l-10
	case 4: // 6 + 6 + 8k
		bands, l = append(bands, 6, 6), l-12
	case 6: // 6 + 8k
		bands, l = append(bands, 6), l-6
	}
	for ; l > 0; l -= 8 {
		bands = append(bands, 8)
	}
	return bands
}

// knightOddWindow places the odd band of an odd n that covers row (or column) t,
// counted from 0: it starts at a, has o rows, and the a rows before it and the
// n-a-o after it can be cut into bands. ok is false when there is no such band
// (n < knightComposeMinOdd).
//
// With o = 7 the windows [a, a+7) for a = 0, 6, 8, ..., n-13 and a = n-7 cover
// every t once n >= 19 (n = 13 too: a = 0 and 6); n = 15 and 17 need o = 9 for
// their middle rows (a = 0, and a = 8 on 17). The tests check every odd n up to
// thousands. Blocks with a side of 5 are not used: for some of them (5 x 10,
// 8 x 5) the search found no closed tour through (3,0)-(1,1)-(0,3) within 50
// million steps.
func knightOddWindow(n, t int) (a, o int, ok bool) {
	for _, o := range knightOddBands {
		for a := max(0, t-o+1); a <= t && a+o <= n; a++ {
			if a%2 == 0 && knightEvenOK(a) && knightEvenOK(n-a-o) {
				return a, o, true
			}
		}
	}
	return 0, 0, false
}

// knightBands cuts n rows into bands; for odd n, odd is the index of the odd band,
// the one that covers row t; for even n it is -1.
func knightBands(n, t int) (bands []int, odd int) {
	if n%2 == 0 {
		return knightSplitEven(n), -1
	}
	a, o, ok := knightOddWindow(n, t)
	if !ok {
		panic(fmt.Sprintf("reference: no odd band of a board of %d covers row %d", n, t+1))
	}
	bands = knightSplitEven(a)
	odd = len(bands)
	bands = append(bands, o)
	return append(bands, knightSplitEven(n-a-o)...), odd
}

// knightComposedTour builds the tour of the n x n board from (x, y), counted
// from 0, as the comment at the top of this file says.
func knightComposedTour(n, x, y int) []int32 {
	rowBands, ia := knightBands(n, x)
	colBands, ja := knightBands(n, y)
	rowStart, colStart := knightStarts(rowBands), knightStarts(colBands)
	p, q := len(rowBands), len(colBands)
	isA := func(i, j int) bool { return i == ia && j == ja }

	// Every block but A gets its closed tour.
	blocks := knightBlocks()
	links := make([]uint8, 2*n*n)
	for i, rows := range rowBands {
		for j, cols := range colBands {
			if isA(i, j) {
				continue
			}
			b := blocks[rows][cols]
			for r := 0; r < rows; r++ {
				at := 2 * ((rowStart[i]+r)*n + colStart[j])
				copy(links[at:at+2*cols], b.links[2*r*cols:2*(r+1)*cols])
			}
		}
	}

	// Join them along a spanning tree: rows of blocks first, then columns.
	parent := make([]int32, p*q)
	for i := range parent {
		parent[i] = int32(i)
	}
	find := func(b int32) int32 {
		for parent[b] != b {
			parent[b] = parent[parent[b]]
			b = parent[b]
		}
		return b
	}
	union := func(a, b int) bool {
		ra, rb := find(int32(a)), find(int32(b))
		parent[ra] = rb
		return ra != rb
	}
	cell := func(r, c int) int { return r*n + c }
	for i := 0; i < p; i++ {
		for j := 0; j+1 < q; j++ {
			if !isA(i, j) && !isA(i, j+1) && union(i*q+j, i*q+j+1) {
				r0, c := rowStart[i], colStart[j+1] // c: first column of the right block
				knightJoin(links, n, cell(r0, c-1), cell(r0+2, c-2), cell(r0+1, c+1), cell(r0+3, c))
			}
		}
	}
	for i := 0; i+1 < p; i++ {
		for j := 0; j < q; j++ {
			if !isA(i, j) && !isA(i+1, j) && union(i*q+j, (i+1)*q+j) {
				r, c0 := rowStart[i+1], colStart[j] // r: first row of the lower block
				knightJoin(links, n, cell(r-1, c0), cell(r-2, c0+2), cell(r+1, c0+1), cell(r, c0+3))
			}
		}
	}

	h := make([]int32, n*n)
	step, start := int32(1), cell(x, y)
	if ia >= 0 {
		// Odd n: first through A, then onto the cycle next to where A's path ends.
		r0, c0, rows, cols := rowStart[ia], colStart[ja], rowBands[ia], colBands[ja]
		path := knightBlockPath(rows, cols, int32((x-r0)*cols+(y-c0)), ia > 0, ia < p-1, ja > 0, ja < q-1)
		for _, c := range path {
			h[cell(r0+int(c)/cols, c0+int(c)%cols)] = step
			step++
		}
		last := path[len(path)-1]
		start = knightStepOut(n, r0+int(last)/cols, c0+int(last)%cols, r0, c0, rows, cols)
	}
	var off [8]int
	for m := range off {
		off[m] = knightDR[m]*n + knightDC[m]
	}
	prev, cur := -1, start
	for ; int(step) <= n*n; step++ {
		h[cur] = step
		next := cur + off[links[2*cur]]
		if next == prev {
			next = cur + off[links[2*cur+1]]
		}
		prev, cur = cur, next
	}
	return h
}

// knightStarts returns where each band begins.
func knightStarts(bands []int) []int {
	starts := make([]int, len(bands))
	for i := 1; i < len(bands); i++ {
		starts[i] = starts[i-1] + bands[i-1]
	}
	return starts
}

// knightJoin merges the cycles through edges a1-a2 and b1-b2 (cells of the n x n
// board, the two edges on different cycles) into one: it drops both edges and
// adds a1-b1 and a2-b2.
func knightJoin(links []uint8, n, a1, a2, b1, b2 int) {
	knightRelink(links, n, a1, a2, b1)
	knightRelink(links, n, a2, a1, b2)
	knightRelink(links, n, b1, b2, a1)
	knightRelink(links, n, b2, b1, a2)
}

// knightRelink replaces c's link to old by a link to new.
func knightRelink(links []uint8, n, c, old, new int) {
	m := knightMove(n, c, old)
	switch {
	case links[2*c] == m:
		links[2*c] = knightMove(n, c, new)
	case links[2*c+1] == m:
		links[2*c+1] = knightMove(n, c, new)
	default:
		panic(fmt.Sprintf("reference: knight's join: cell %d is not linked to cell %d (board %d)", c, old, n))
	}
}

// knightStepOut returns the first square, in the seed's move order, one knight
// move from (r, c) that is on the n x n board but outside the block of rows x
// cols squares at (r0, c0).
func knightStepOut(n, r, c, r0, c0, rows, cols int) int {
	for m := range knightDR {
		u, v := r+knightDR[m], c+knightDC[m]
		inBoard := u >= 0 && u < n && v >= 0 && v < n
		inBlock := u >= r0 && u < r0+rows && v >= c0 && v < c0+cols
		if inBoard && !inBlock {
			return u*n + v
		}
	}
	panic(fmt.Sprintf("reference: no knight move leaves the block at (%d, %d) from (%d, %d)", r0+1, c0+1, r+1, c+1))
}

// knightBlockPath finds a path through every square of the start block, a rows x
// cols block, from start, that ends one knight move away from a square beyond an
// open side of the block (top, bottom, left, right: the sides where the board goes
// on). Only moves that cross one side, not a corner, count: the board surely goes
// on there. It panics if there is none; the tests show that never happens.
func knightBlockPath(rows, cols int, start int32, top, bottom, left, right bool) []int32 {
	g := newKnightGraph(rows, cols)
	isEnd := make([]bool, rows*cols)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			for m := range knightDR {
				u, v := r+knightDR[m], c+knightDC[m]
				inRows, inCols := u >= 0 && u < rows, v >= 0 && v < cols
				if inCols && (u < 0 && top || u >= rows && bottom) || inRows && (v < 0 && left || v >= cols && right) {
					isEnd[r*cols+c] = true
				}
			}
		}
	}
	path := g.hamiltonPath([]int32{start}, isEnd)
	if path == nil {
		panic(fmt.Sprintf("reference: no knight's path through a %dx%d block from (%d, %d) to an open side (top %v, bottom %v, left %v, right %v)",
			rows, cols, start/int32(cols)+1, start%int32(cols)+1, top, bottom, left, right))
	}
	return path
}
