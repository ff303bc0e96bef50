package contest

import (
	"math"
	"sort"
	"time"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// Attempt is one submission as the scoreboard sees it.
type Attempt struct {
	ID      int64
	Student string
	Problem string
	At      time.Duration // since the start of the contest
	// Verdict is the submission's verdict (AC, WA, ...); empty while it is
	// not judged yet.
	Verdict   string
	Points    float64
	MaxPoints float64
}

// Entrant is a row of the scoreboard.
type Entrant struct {
	ID, Name string
}

// Options say how to compute a scoreboard.
type Options struct {
	Scoring Scoring
	Penalty time.Duration // ICPC: for each rejected try before the first accepted
	// Frozen hides the verdicts of the attempts made at or after FreezeAt:
	// they count as pending.
	Frozen   bool
	FreezeAt time.Duration
}

// Board is a computed scoreboard.
type Board struct {
	Scoring  Scoring  `json:"scoring"`
	Problems []string `json:"problems"`
	Rows     []Row    `json:"rows"` // best first; rows of equal rank by name
	Frozen   bool     `json:"frozen"`
}

// Row is one entrant's line.
type Row struct {
	Rank    int     `json:"rank"` // competition ranking: 1, 1, 3
	ID      string  `json:"id"`
	Name    string  `json:"name"`
	Cells   []Cell  `json:"cells"`   // in the order of Board.Problems
	Points  float64 `json:"points"`  // IOI: the sum of the best scores
	Solved  int     `json:"solved"`  // ICPC
	Penalty int     `json:"penalty"` // ICPC, minutes
}

// Cell is one entrant's result on one problem.
type Cell struct {
	// Tries counts the attempts that count: ICPC, the rejected ones (before
	// the first accepted, which is not counted); IOI, every judged one.
	Tries   int     `json:"tries"`
	Pending int     `json:"pending"` // not judged yet, or hidden by the freeze
	Solved  bool    `json:"solved"`  // ICPC: accepted; IOI: full points
	Minute  int     `json:"minute"`  // of the first solve
	Points  float64 `json:"points"`  // IOI: the best score
	First   bool    `json:"first"`   // the first solve of the problem in the contest
	Tried   bool    `json:"tried"`   // any attempt at all
	solveAt time.Duration
	solveID int64
}

// notCounted are verdicts that are no one's try: the program did not
// compile, or the judge failed.
var notCounted = map[string]bool{"CE": true, "IE": true}

// Compute builds the scoreboard of entrants from their attempts. Attempts of
// students not among entrants, or of problems not among problems, are left
// out. It is a pure function of its arguments.
func Compute(opt Options, problems []string, entrants []Entrant, attempts []Attempt) Board {
	b := Board{Scoring: opt.Scoring, Problems: append([]string{}, problems...), Frozen: opt.Frozen, Rows: []Row{}}
	if b.Scoring == "" {
		b.Scoring = IOI
	}
	col := map[string]int{}
	for i, p := range problems {
		col[p] = i
	}
	rowOf := map[string]int{}
	for _, e := range entrants {
		if _, dup := rowOf[e.ID]; dup {
			continue
		}
		rowOf[e.ID] = len(b.Rows)
		b.Rows = append(b.Rows, Row{ID: e.ID, Name: e.Name, Cells: make([]Cell, len(problems))})
	}
	sorted := append([]Attempt{}, attempts...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].At != sorted[j].At {
			return sorted[i].At < sorted[j].At
		}
		return sorted[i].ID < sorted[j].ID
	})
	for _, a := range sorted {
		r, okR := rowOf[a.Student]
		c, okC := col[a.Problem]
		if !okR || !okC {
			continue
		}
		cell := &b.Rows[r].Cells[c]
		cell.Tried = true
		hidden := opt.Frozen && a.At >= opt.FreezeAt
		switch b.Scoring {
		case ICPC:
			if cell.Solved {
				continue // what comes after the first accepted does not count
			}
			switch {
			case a.Verdict == "" || hidden:
				cell.Pending++
			case notCounted[a.Verdict]:
			case a.Verdict == "AC":
				cell.Solved = true
				cell.Minute = int(a.At / time.Minute)
				cell.solveAt, cell.solveID = a.At, a.ID
			default:
				cell.Tries++
			}
		default: // IOI
			switch {
			case a.Verdict == "" || hidden:
				cell.Pending++
			default:
				cell.Tries++
				if a.Points > cell.Points {
					cell.Points = a.Points
				}
				if !cell.Solved && a.MaxPoints > 0 && a.Points >= a.MaxPoints-1e-9 {
					cell.Solved = true
					cell.Minute = int(a.At / time.Minute)
					cell.solveAt, cell.solveID = a.At, a.ID
				}
			}
		}
	}
	// First solves, and totals.
	for c := range problems {
		first := -1
		for r := range b.Rows {
			cell := &b.Rows[r].Cells[c]
			if !cell.Solved {
				continue
			}
			if first < 0 || earlier(cell, &b.Rows[first].Cells[c]) {
				first = r
			}
		}
		if first >= 0 {
			b.Rows[first].Cells[c].First = true
		}
	}
	for r := range b.Rows {
		row := &b.Rows[r]
		for _, cell := range row.Cells {
			row.Points += cell.Points
			if b.Scoring == ICPC && cell.Solved {
				row.Solved++
				row.Penalty += cell.Minute + cell.Tries*int(opt.Penalty/time.Minute)
			}
		}
		row.Points = math.Round(row.Points*100) / 100
	}
	rank(&b)
	return b
}

func earlier(a, b *Cell) bool {
	if a.solveAt != b.solveAt {
		return a.solveAt < b.solveAt
	}
	return a.solveID < b.solveID
}

// rank sorts the rows best first and gives equal results the same rank.
func rank(b *Board) {
	better := func(x, y *Row) int { // -1: x before y, 0: tie
		if b.Scoring == ICPC {
			switch {
			case x.Solved != y.Solved:
				return cmpInt(y.Solved, x.Solved)
			case x.Penalty != y.Penalty:
				return cmpInt(x.Penalty, y.Penalty)
			}
			return 0
		}
		switch {
		case x.Points > y.Points:
			return -1
		case x.Points < y.Points:
			return 1
		}
		return 0
	}
	coll := collate.New(language.Vietnamese)
	sort.SliceStable(b.Rows, func(i, j int) bool {
		if c := better(&b.Rows[i], &b.Rows[j]); c != 0 {
			return c < 0
		}
		if c := coll.CompareString(b.Rows[i].Name, b.Rows[j].Name); c != 0 {
			return c < 0
		}
		return b.Rows[i].ID < b.Rows[j].ID
	})
	for i := range b.Rows {
		if i > 0 && better(&b.Rows[i-1], &b.Rows[i]) == 0 {
			b.Rows[i].Rank = b.Rows[i-1].Rank
		} else {
			b.Rows[i].Rank = i + 1
		}
	}
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
