package reference

// knightGraph is the knight's graph of a rows x cols rectangle; cell r*cols+c is
// row r, column c, counted from 0.
type knightGraph struct {
	rows, cols int
	nbrs       [][]int32 // neighbours of each cell, in the seed's move order
	// away ranks cells by squared distance from the centre: Warnsdorff ties go
	// to the cell farthest from it (Arnd Roth's tie-break).
	away []int32
}

func newKnightGraph(rows, cols int) *knightGraph {
	g := &knightGraph{rows: rows, cols: cols, nbrs: make([][]int32, rows*cols), away: make([]int32, rows*cols)}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			cell := r*cols + c
			for m := range knightDR {
				u, v := r+knightDR[m], c+knightDC[m]
				if u >= 0 && u < rows && v >= 0 && v < cols {
					g.nbrs[cell] = append(g.nbrs[cell], int32(u*cols+v))
				}
			}
			dr, dc := 2*r-(rows-1), 2*c-(cols-1)
			g.away[cell] = int32(dr*dr + dc*dc)
		}
	}
	return g
}

// hamiltonPath returns a path through every cell of g, each once, that begins
// with prefix (a path already) and ends on a cell c with isEnd[c] (any cell when
// isEnd is nil), or nil when there is none. The search is exhaustive
// backtracking, Warnsdorff's rule ordering the moves (fewest onward moves first,
// ties to the cell farthest from the centre, then the seed's move order), so it
// is deterministic. It counts an extra way out for every allowed end square
// (a virtual square after the last), which makes Warnsdorff's rule keep the end
// squares for last, and it prunes a branch as soon as a square is cut off or no
// allowed end square is left.
//
// Exhaustive backtracking takes exponential time in the worst case: it is only
// used on the bounded set of boards and starts that the tests run in full.
func (g *knightGraph) hamiltonPath(prefix []int32, isEnd []bool) []int32 {
	total := g.rows * g.cols
	if isEnd == nil {
		isEnd = make([]bool, total)
		for i := range isEnd {
			isEnd[i] = true
		}
	}
	s := &knightPathSearch{g: g, isEnd: isEnd, total: total,
		visited: make([]bool, total), free: make([]int8, total), path: make([]int32, 0, total)}
	for c := range s.free {
		s.free[c] = int8(len(g.nbrs[c]))
		if isEnd[c] {
			s.free[c]++ // the way out of an end square
			s.endsLeft++
		}
	}
	for _, c := range prefix {
		s.visit(c)
	}
	if !s.extend() {
		return nil
	}
	return s.path
}

type knightPathSearch struct {
	g        *knightGraph
	isEnd    []bool
	total    int
	visited  []bool
	free     []int8 // unvisited neighbours of each cell, plus one for an end cell
	endsLeft int    // unvisited cells allowed to end the path
	path     []int32
}

func (s *knightPathSearch) visit(c int32) {
	s.visited[c] = true
	s.path = append(s.path, c)
	if s.isEnd[c] {
		s.endsLeft--
	}
	for _, w := range s.g.nbrs[c] {
		s.free[w]--
	}
}

func (s *knightPathSearch) unvisit(c int32) {
	s.visited[c] = false
	s.path = s.path[:len(s.path)-1]
	if s.isEnd[c] {
		s.endsLeft++
	}
	for _, w := range s.g.nbrs[c] {
		s.free[w]++
	}
}

// extend completes the path from its last cell, or reports that it cannot.
func (s *knightPathSearch) extend() bool {
	cur := s.path[len(s.path)-1]
	if len(s.path) == s.total {
		return s.isEnd[cur]
	}
	if s.endsLeft == 0 {
		return false
	}
	var cand [8]int32
	k := 0
	for _, w := range s.g.nbrs[cur] {
		if s.visited[w] {
			continue
		}
		// A neighbour with no way out (an end square has one) is a dead end.
		if s.free[w] == 0 {
			return false
		}
		// Insertion sort: fewest onward moves first, then farthest from the centre.
		i := k
		for i > 0 && s.before(w, cand[i-1]) {
			cand[i] = cand[i-1]
			i--
		}
		cand[i] = w
		k++
	}
	for _, w := range cand[:k] {
		s.visit(w)
		if !s.strands(cur, w, cand[:k]) && s.extend() {
			return true
		}
		s.unvisit(w)
	}
	return false
}

// before orders Warnsdorff's candidates.
func (s *knightPathSearch) before(a, b int32) bool {
	if s.free[a] != s.free[b] {
		return s.free[a] < s.free[b]
	}
	return s.g.away[a] > s.g.away[b]
}

// strands reports whether moving from cur to next cuts off another neighbour w
// of cur: w is not next to next, so the path must enter and leave it through
// unvisited squares (or leave through the way out, if w may end the path), and
// free[w] counts fewer than two of those.
func (s *knightPathSearch) strands(cur, next int32, cand []int32) bool {
	for _, w := range cand {
		if w == next || s.free[w] > 1 {
			continue
		}
		adjacent := false
		for _, u := range s.g.nbrs[next] {
			if u == w {
				adjacent = true
				break
			}
		}
		if !adjacent {
			return true
		}
	}
	return false
}
