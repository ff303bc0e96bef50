// Package picture draws the board of a check.Board, the position that
// explains a verdict: as text for a terminal (Text) and as SVG for reports
// and web pages (SVG).
//
// Queens are drawn Q, marked queens (the ones that attack each other) X.
// A knight's board shows the step on each square; the marked squares (the
// two ends of a bad move, a repeated step) are put in brackets.
package picture

import (
	"strconv"
	"strings"

	"github.com/cham-judge/cham/judge/check"
)

// MaxTextN is the largest board drawn as text: a larger one helps nobody on
// a terminal.
const MaxTextN = 30

// Text draws b with row and column numbers, or returns "" when b is nil or
// larger than MaxTextN.
func Text(b *check.Board) string {
	if b == nil || b.N < 1 || b.N > MaxTextN {
		return ""
	}
	n := b.N
	marked := make(map[check.Cell]bool, len(b.Marked))
	for _, c := range b.Marked {
		marked[c] = true
	}
	cells := make([]string, n*n)
	width := 1
	if len(b.Steps) == n*n {
		for i, s := range b.Steps {
			if s > 0 {
				cells[i] = strconv.Itoa(int(s))
			} else {
				cells[i] = "."
			}
		}
	} else {
		for i := range cells {
			cells[i] = "."
		}
		for _, q := range b.Queens {
			if q.Row >= 1 && q.Row <= n && q.Col >= 1 && q.Col <= n {
				cells[(q.Row-1)*n+q.Col-1] = "Q"
			}
		}
	}
	for i := range cells {
		if marked[check.Cell{Row: i/n + 1, Col: i%n + 1}] {
			if cells[i] == "Q" {
				cells[i] = "X"
			} else {
				cells[i] = "[" + cells[i] + "]"
			}
		}
		width = max(width, len(cells[i]))
	}
	width = max(width, len(strconv.Itoa(n)))
	rowWidth := len(strconv.Itoa(n))

	var sb strings.Builder
	sb.WriteString(strings.Repeat(" ", rowWidth+1))
	for c := 1; c <= n; c++ {
		sb.WriteString(" ")
		sb.WriteString(pad(strconv.Itoa(c), width))
	}
	sb.WriteByte('\n')
	for r := 1; r <= n; r++ {
		sb.WriteString(pad(strconv.Itoa(r), rowWidth))
		sb.WriteByte(' ')
		for c := 1; c <= n; c++ {
			sb.WriteString(" ")
			sb.WriteString(pad(cells[(r-1)*n+c-1], width))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// pad right-aligns s in width columns.
func pad(s string, width int) string {
	if len(s) >= width {
		return s
	}
	return strings.Repeat(" ", width-len(s)) + s
}
