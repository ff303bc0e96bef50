package reference

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
)

// MaxCountN is the largest n that CountPlacements accepts. The number of
// placements grows about elevenfold from one n to the next: it is 2.3e17
// for n = 27 and would overflow int64 from n = 29 on. (The search takes
// minutes for n = 18 and grows by the same factor, so n above 20 or so is
// out of reach anyway.)
const MaxCountN = 28

// CountPlacements returns the number of placements of n non-attacking queens
// on an n x n board (OEIS A000170: 92 for n = 8), and the number of them that
// are distinct under the eight rotations and reflections of the board (OEIS
// A002562: 12 for n = 8). It returns an error naming n when n is outside
// 1..MaxCountN.
//
// The search is the bitboard backtracking of Kenjiro Takahashi ("Takaken").
// It puts the queen of the first row in the corner or in the first half of
// the row only, and prunes every branch that a rotation or reflection maps
// onto a smaller placement, so that it finds each class of symmetric
// placements through one representative. Comparing the representative with
// its rotations by 90, 180 and 270 degrees gives the size of its class (2, 4
// or 8): the sizes add up to the first number, the representatives to the
// second. The search is cut into independent tasks by the queens of the
// first rows, which runtime.GOMAXPROCS(0) goroutines take from a shared
// queue.
func CountPlacements(n int) (all, distinct int64, err error) {
	if n < 1 || n > MaxCountN {
		return 0, 0, fmt.Errorf("reference: cannot count the placements of n = %d queens: n must be in 1..%d", n, MaxCountN)
	}
	if n < queensSymmetricMinN {
		return countPlacementsByOrbits(n)
	}
	tasks := queensTasks(n)
	workers := min(runtime.GOMAXPROCS(0), len(tasks))
	var next atomic.Int64
	counts := make([]queensCounter, workers)
	var wg sync.WaitGroup
	for w := range counts {
		c := &counts[w]
		c.init(n)
		wg.Go(func() {
			for {
				i := next.Add(1) - 1
				if i >= int64(len(tasks)) {
					return
				}
				c.run(&tasks[i])
			}
		})
	}
	wg.Wait()
	var count2, count4, count8 int64
	for i := range counts {
		count2 += counts[i].count2
		count4 += counts[i].count4
		count8 += counts[i].count8
	}
	return 2*count2 + 4*count4 + 8*count8, count2 + count4 + count8, nil
}

// queensSymmetricMinN is the smallest n for which CountPlacements uses the
// symmetric search: it needs a first row with a corner and two inner
// columns. Smaller boards are counted by listing every placement.
const queensSymmetricMinN = 5

// countPlacementsByOrbits counts by listing every placement and counting
// those that are the least of their symmetry class. It is meant for the
// smallest boards.
func countPlacementsByOrbits(n int) (all, distinct int64, err error) {
	Placements(n, func(cols []int) bool {
		all++
		if queensIsLeastOfClass(cols) {
			distinct++
		}
		return true
	})
	return all, distinct, nil
}

// queensIsLeastOfClass tells whether the placement cols (1-based columns of
// rows 1..n) comes first, in lexicographic order of the column sequence,
// among its images under the rotations and reflections of the board.
func queensIsLeastOfClass(cols []int) bool {
	n := len(cols)
	image := make([]int, n)
	for t := 1; t < 8; t++ {
		for r, c := range cols {
			// (r, c) 0-based; transposing when t&4, then mirroring rows
			// when t&1 and columns when t&2.
			r2, c2 := r, c-1
			if t&4 != 0 {
				r2, c2 = c2, r2
			}
			if t&1 != 0 {
				r2 = n - 1 - r2
			}
			if t&2 != 0 {
				c2 = n - 1 - c2
			}
			image[r2] = c2 + 1
		}
		for i := range n {
			if image[i] != cols[i] {
				if image[i] < cols[i] {
					return false
				}
				break
			}
		}
	}
	return true
}

// queensSplitRow is the row at which the search is cut into tasks: each task
// is one way to place the queens of rows 0..queensSplitRow-1 (0-based).
const queensSplitRow = 3

// queensTask is one piece of the search: the queens of the first rows are
// placed; the task's search places the rest.
type queensTask struct {
	corner           bool // the queen of row 0 is in the corner (search1), else search2
	bound1, bound2   int
	lastMask, endBit uint64
	row              int                    // the first row still to place
	left, down       uint64                 // attacked squares of row `row`: diagonals and columns
	right            uint64                 // the other diagonal
	board            [queensSplitRow]uint64 // board[0:row], the queens already placed, as bits
}

// queensCounter holds the state of Takaken's search. Squares are bits: bit 0
// is one edge column, bit n-1 (topBit) the other. Going one row down, the
// attacks along the diagonals move one column up (left << 1) and one down
// (right >> 1).
type queensCounter struct {
	last     int    // the last row, n-1
	mask     uint64 // the n bits of a row
	topBit   uint64
	sideMask uint64 // the two edge columns

	// The parameters of the current first-row queen.
	bound1, bound2 int
	lastMask       uint64 // columns the last row may not use
	endBit         uint64

	board  [MaxCountN]uint64 // board[y] is the queen of row y, as a bit
	count2 int64             // classes of 2 placements (symmetric under 90-degree rotation)
	count4 int64             // classes of 4 (symmetric under 180-degree rotation only)
	count8 int64             // classes of 8 (no symmetry)

	// While cutting the search into tasks: the kind of the current search,
	// and the tasks found so far.
	corner bool
	tasks  []queensTask
}

func (c *queensCounter) init(n int) {
	c.last = n - 1
	c.mask = queensMask(n)
	c.topBit = 1 << uint(n-1)
	c.sideMask = c.topBit | 1
}

// queensTasks cuts the search for n >= queensSymmetricMinN into tasks.
func queensTasks(n int) []queensTask {
	var c queensCounter
	c.init(n)
	splitRow := min(queensSplitRow, c.last)

	// The queen of row 0 in the corner (bit 0). The queen of row 1 is then
	// at bound1 >= 2; the search keeps bit 1 free in rows 1..bound1-1, so
	// that the placement is the least of its class.
	c.corner = true
	c.board[0] = 1
	for c.bound1 = 2; c.bound1 < c.last; c.bound1++ {
		bit := uint64(1) << uint(c.bound1)
		c.board[1] = bit
		c.split(splitRow, 2, (2|bit)<<1, 1|bit, bit>>1)
	}

	// The queen of row 0 at bound1, in the first half and not in the
	// corner. No queen on an edge of the board may stand nearer a corner
	// than this one, else a rotation or reflection gives a smaller
	// placement: rows 1..bound1-1 keep off the edge columns, both edge
	// columns are taken by row bound2 = last-bound1, and the queen of the
	// last row keeps bound1 columns away from the corners (lastMask). Ties
	// are settled by classify.
	c.corner = false
	c.lastMask = c.sideMask
	c.endBit = c.topBit >> 1
	for c.bound1, c.bound2 = 1, n-2; c.bound1 < c.bound2; c.bound1, c.bound2 = c.bound1+1, c.bound2-1 {
		bit := uint64(1) << uint(c.bound1)
		c.board[0] = bit
		c.split(splitRow, 1, bit<<1, bit, bit>>1)
		c.lastMask |= c.lastMask>>1 | c.lastMask<<1
		c.endBit >>= 1
	}
	return c.tasks
}

// split places the queens of rows y..splitRow-1 in every way the search
// would, and adds a task for each.
func (c *queensCounter) split(splitRow, y int, left, down, right uint64) {
	if y == splitRow {
		t := queensTask{
			corner: c.corner, bound1: c.bound1, bound2: c.bound2,
			lastMask: c.lastMask, endBit: c.endBit,
			row: y, left: left, down: down, right: right,
		}
		copy(t.board[:y], c.board[:y])
		c.tasks = append(c.tasks, t)
		return
	}
	free := c.free2(y, left, down, right)
	if c.corner {
		free = c.free1(y, left, down, right)
	}
	for free != 0 {
		bit := free & -free
		free ^= bit
		c.board[y] = bit
		c.split(splitRow, y+1, (left|bit)<<1, down|bit, (right|bit)>>1)
	}
}

// run searches the task t, adding to c's counts.
func (c *queensCounter) run(t *queensTask) {
	c.bound1, c.bound2 = t.bound1, t.bound2
	c.lastMask, c.endBit = t.lastMask, t.endBit
	copy(c.board[:t.row], t.board[:t.row])
	if t.corner {
		c.search1(t.row, t.left, t.down, t.right)
	} else {
		c.search2(t.row, t.left, t.down, t.right)
	}
}

// free1 returns the squares of row y where the corner search may put a
// queen, given the squares attacked by the queens above.
func (c *queensCounter) free1(y int, left, down, right uint64) uint64 {
	free := c.mask &^ (left | down | right)
	if y < c.bound1 {
		free &^= 2
	}
	return free
}

// free2 returns the squares of row y where the search with an inner first
// queen may put a queen, given the squares attacked by the queens above.
func (c *queensCounter) free2(y int, left, down, right uint64) uint64 {
	free := c.mask &^ (left | down | right)
	if y < c.bound1 {
		free &^= c.sideMask
	} else if y == c.bound2 {
		if down&c.sideMask == 0 {
			return 0
		}
		if down&c.sideMask != c.sideMask {
			free &= c.sideMask
		}
	}
	return free
}

// queensFrame is what the searches keep of a row when they go down to the
// next one.
type queensFrame struct{ free, left, down, right uint64 }

// search1 places the queens of rows y..last when the queen of row 0 is in
// the corner. Every such placement is the least of a class of 8.
//
// search1 and search2 walk the tree with a stack of their own, and place
// the queens of the last two rows without going down: this runs markedly
// faster than recursion in Go.
func (c *queensCounter) search1(y int, left, down, right uint64) {
	last := c.last
	if y >= last-1 {
		c.tail1(y, left, down, right)
		return
	}
	mask := c.mask
	var stack [MaxCountN]queensFrame
	var count int64
	first := y
	free := c.free1(y, left, down, right)
	for {
		for free != 0 {
			bit := free & -free
			free ^= bit
			l, d, r := (left|bit)<<1, down|bit, (right|bit)>>1
			if y+2 == last {
				for f := c.free1(y+1, l, d, r); f != 0; f &= f - 1 {
					b := f & -f
					if mask&^((l|b)<<1|d|b|(r|b)>>1) != 0 {
						count++
					}
				}
				continue
			}
			stack[y] = queensFrame{free, left, down, right}
			y++
			left, down, right = l, d, r
			free = c.free1(y, left, down, right)
		}
		if y == first {
			break
		}
		y--
		f := &stack[y]
		free, left, down, right = f.free, f.left, f.down, f.right
	}
	c.count8 += count
}

// tail1 is search1 for the last two rows, for the smallest boards.
func (c *queensCounter) tail1(y int, left, down, right uint64) {
	free := c.free1(y, left, down, right)
	if y == c.last {
		if free != 0 {
			c.count8++
		}
		return
	}
	for ; free != 0; free &= free - 1 {
		bit := free & -free
		c.tail1(y+1, (left|bit)<<1, down|bit, (right|bit)>>1)
	}
}

// search2 places the queens of rows y..last when the queen of row 0 is at
// bound1, away from the corner, and classifies the placements found.
func (c *queensCounter) search2(y int, left, down, right uint64) {
	last := c.last
	if y >= last-1 {
		c.tail2(y, left, down, right)
		return
	}
	mask, lastMask := c.mask, c.lastMask
	board := &c.board
	var stack [MaxCountN]queensFrame
	first := y
	free := c.free2(y, left, down, right)
	for {
		for free != 0 {
			bit := free & -free
			free ^= bit
			board[y] = bit
			l, d, r := (left|bit)<<1, down|bit, (right|bit)>>1
			if y+2 == last {
				for f := c.free2(y+1, l, d, r); f != 0; f &= f - 1 {
					b := f & -f
					if g := mask &^ ((l|b)<<1 | d | b | (r|b)>>1); g != 0 && g&lastMask == 0 {
						board[last-1] = b
						board[last] = g
						c.classify()
					}
				}
				continue
			}
			stack[y] = queensFrame{free, left, down, right}
			y++
			left, down, right = l, d, r
			free = c.free2(y, left, down, right)
		}
		if y == first {
			break
		}
		y--
		f := &stack[y]
		free, left, down, right = f.free, f.left, f.down, f.right
	}
}

// tail2 is search2 for the last two rows, for the smallest boards.
func (c *queensCounter) tail2(y int, left, down, right uint64) {
	free := c.free2(y, left, down, right)
	if y == c.last {
		if free != 0 && free&c.lastMask == 0 {
			c.board[y] = free
			c.classify()
		}
		return
	}
	for ; free != 0; free &= free - 1 {
		bit := free & -free
		c.board[y] = bit
		c.tail2(y+1, (left|bit)<<1, down|bit, (right|bit)>>1)
	}
}

// classify compares the complete placement on c.board with its images under
// the rotations by 90, 180 and 270 degrees, and counts it in the size of its
// class, unless one of those images is smaller (then the placement is not
// the representative of its class, which is found elsewhere in the search).
func (c *queensCounter) classify() {
	board := c.board[:c.last+1]
	last := c.last

	// Rotation by 90 degrees: possible only when the queen of row bound2 is
	// in column 0.
	if board[c.bound2] == 1 {
		own := 1
		for ptn := uint64(2); own <= last; own, ptn = own+1, ptn<<1 {
			bit := uint64(1)
			for you := last; board[you] != ptn && board[own] >= bit; you-- {
				bit <<= 1
			}
			if board[own] > bit {
				return
			}
			if board[own] < bit {
				break
			}
		}
		if own > last {
			c.count2++
			return
		}
	}

	// Rotation by 180 degrees: possible only when the last queen is at
	// endBit.
	if board[last] == c.endBit {
		own := 1
		for you := last - 1; own <= last; own, you = own+1, you-1 {
			bit := uint64(1)
			for ptn := c.topBit; ptn != board[you] && board[own] >= bit; ptn >>= 1 {
				bit <<= 1
			}
			if board[own] > bit {
				return
			}
			if board[own] < bit {
				break
			}
		}
		if own > last {
			c.count4++
			return
		}
	}

	// Rotation by 270 degrees: possible only when the queen of row bound1
	// is in the top column.
	if board[c.bound1] == c.topBit {
		own := 1
		for ptn := c.topBit >> 1; own <= last; own, ptn = own+1, ptn>>1 {
			bit := uint64(1)
			for you := 0; board[you] != ptn && board[own] >= bit; you++ {
				bit <<= 1
			}
			if board[own] > bit {
				return
			}
			if board[own] < bit {
				break
			}
		}
	}
	c.count8++
}
