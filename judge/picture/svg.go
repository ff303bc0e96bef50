package picture

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/cham-judge/cham/judge/check"
)

// MaxSVGN is the largest board drawn as SVG. The validators send boards of
// at most 30 x 30; up to MaxSVGN the step numbers of a knight's board stay
// legible at the size SVG gives the picture.
const MaxSVGN = 40

// Geometry of an SVG picture, in user units of its viewBox.
const (
	svgCell   = 40 // a square
	svgMargin = 30 // room for the row and column numbers, left and top
	svgPad    = 4  // room on the right and at the bottom
)

// Colours of an SVG picture.
const (
	svgLight  = "#f0d9b5"
	svgDark   = "#b58863"
	svgRed    = "#d50000"
	svgMark   = "#ff6e6e" // the fill of a marked square, drawn half transparent
	svgQueen  = "#1b1b1b"
	svgLabels = "#444"
)

// SVG draws b as a standalone SVG element: a chess board with row and
// column numbers, the queens as crowns or the knight's step on each
// square, and the marked cells in red. When exactly two cells are marked
// they are joined by a red line: an arrow from step k to step k+1 when
// their steps follow each other (a bad knight move), a dashed line
// otherwise (two attacking queens, a step written twice, a wrong start).
//
// The picture uses no ids, scripts or fonts of its own, so that several can
// be put inline in one HTML page. SVG returns "" when b is nil, empty or
// larger than MaxSVGN.
func SVG(b *check.Board) string {
	if b == nil || b.N < 1 || b.N > MaxSVGN {
		return ""
	}
	n := b.N
	knight := len(b.Steps) == n*n
	onBoard := func(c check.Cell) bool { return c.Row >= 1 && c.Row <= n && c.Col >= 1 && c.Col <= n }
	marked := make(map[check.Cell]bool, len(b.Marked))
	var marks []check.Cell
	for _, c := range b.Marked {
		if onBoard(c) && !marked[c] {
			marked[c] = true
			marks = append(marks, c)
		}
	}

	side := svgMargin + n*svgCell + svgPad
	// Shown size: squares of 48 pixels on small boards, 24 on a 30 x 30 one.
	px := min(48, max(24, 640/n))
	shown := int(math.Round(float64(side) * float64(px) / svgCell))

	var sb strings.Builder
	sb.Grow(4096 + n*n*90)
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img" font-family="DejaVu Sans, Verdana, Arial, sans-serif">`,
		side, side, shown, shown)
	sb.WriteString("<title>")
	sb.WriteString(svgTitle(b, knight, marks))
	sb.WriteString("</title>")

	// The squares: one dark rectangle, then the light squares over it, in
	// one path to keep the picture small.
	fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, svgMargin, svgMargin, n*svgCell, n*svgCell, svgDark)
	fmt.Fprintf(&sb, `<path fill="%s" d="`, svgLight)
	for r := 1; r <= n; r++ {
		for c := 1; c <= n; c++ {
			if (r+c)%2 == 0 {
				x, y := cellOrigin(r, c)
				fmt.Fprintf(&sb, "M%d %dh%dv%dh-%dz", x, y, svgCell, svgCell, svgCell)
			}
		}
	}
	sb.WriteString(`"/>`)
	if len(marks) > 0 {
		fmt.Fprintf(&sb, `<g fill="%s" fill-opacity="0.6" stroke="%s" stroke-width="3">`, svgMark, svgRed)
		for _, c := range marks {
			x, y := cellOrigin(c.Row, c.Col)
			fmt.Fprintf(&sb, `<rect x="%g" y="%g" width="%d" height="%d"/>`, float64(x)+1.5, float64(y)+1.5, svgCell-3, svgCell-3)
		}
		sb.WriteString("</g>")
	}

	// Row numbers on the left, column numbers on top.
	fmt.Fprintf(&sb, `<g font-size="17" fill="%s" text-anchor="middle">`, svgLabels)
	for i := 1; i <= n; i++ {
		x, _ := cellCentre(1, i)
		fmt.Fprintf(&sb, `<text x="%g" y="%d">%d</text>`, x, svgMargin-9, i)
		_, y := cellCentre(i, 1)
		fmt.Fprintf(&sb, `<text x="%d" y="%g">%d</text>`, svgMargin/2, y+6, i)
	}
	sb.WriteString("</g>")

	// The link goes under the pieces and numbers, which stay readable.
	if len(marks) == 2 {
		writeLink(&sb, b, knight, marks[0], marks[1])
	}
	if knight {
		writeSteps(&sb, b, marked)
	} else {
		writeQueens(&sb, b, marked, onBoard)
	}
	sb.WriteString("</svg>")
	return sb.String()
}

// svgTitle says in words what the picture shows, for screen readers and
// for the tooltip.
func svgTitle(b *check.Board, knight bool, marks []check.Cell) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d x %d board", b.N, b.N)
	if knight {
		sb.WriteString(" with the knight's steps")
	} else {
		fmt.Fprintf(&sb, " with %d queens", len(b.Queens))
	}
	for i, c := range marks {
		if i == 0 {
			sb.WriteString("; marked: ")
		} else {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "(%d, %d)", c.Row, c.Col)
	}
	return sb.String()
}

// cellOrigin is the top left corner of square (r, c).
func cellOrigin(r, c int) (x, y int) {
	return svgMargin + (c-1)*svgCell, svgMargin + (r-1)*svgCell
}

// cellCentre is the centre of square (r, c).
func cellCentre(r, c int) (x, y float64) {
	x0, y0 := cellOrigin(r, c)
	return float64(x0) + svgCell/2, float64(y0) + svgCell/2
}

// writeSteps draws the step on each visited square, in a font sized so
// that the largest step fits its square.
func writeSteps(sb *strings.Builder, b *check.Board, marked map[check.Cell]bool) {
	n := b.N
	digits := len(strconv.Itoa(n * n))
	size := math.Min(svgCell*0.5, svgCell*0.86/(0.62*float64(digits)))
	size = math.Round(size*10) / 10
	fmt.Fprintf(sb, `<g font-size="%g" text-anchor="middle" fill="#111">`, size)
	for i, s := range b.Steps {
		if s <= 0 {
			continue
		}
		r, c := i/n+1, i%n+1
		x, y := cellCentre(r, c)
		y += size * 0.36 // from the centre to the baseline
		bold := ""
		if marked[check.Cell{Row: r, Col: c}] {
			bold = ` font-weight="bold" stroke="#fff" stroke-width="3" paint-order="stroke"`
		}
		fmt.Fprintf(sb, `<text x="%g" y="%.1f"%s>%d</text>`, x, y, bold, s)
	}
	sb.WriteString("</g>")
}

// queenPath is a crown in a 40 x 40 square: five points with balls on
// three of them, over a base.
const queenPath = "M9 31L6.5 15L14 23L20 11L26 23L33.5 15L31 31Z" +
	"M9 33.5h22v3.5H9Z" +
	"M4 14a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0Z" +
	"M17.5 9.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0Z" +
	"M31 14a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0Z"

// writeQueens draws the queens as crowns, the marked ones red.
func writeQueens(sb *strings.Builder, b *check.Board, marked map[check.Cell]bool, onBoard func(check.Cell) bool) {
	fmt.Fprintf(sb, `<g stroke="#fff" stroke-width="1.2" stroke-linejoin="round">`)
	for _, q := range b.Queens {
		if !onBoard(q) {
			continue
		}
		fill := svgQueen
		if marked[q] {
			fill = svgRed
		}
		x, y := cellOrigin(q.Row, q.Col)
		fmt.Fprintf(sb, `<path transform="translate(%d %d)" fill="%s" d="%s"/>`, x, y, fill, queenPath)
	}
	sb.WriteString("</g>")
}

// writeLink joins the two marked cells a and b: an arrow when the knight's
// steps on them follow each other, a dashed line otherwise.
func writeLink(sb *strings.Builder, board *check.Board, knight bool, a, b check.Cell) {
	arrow := false
	if knight {
		n := board.N
		sa, sbStep := board.Steps[(a.Row-1)*n+a.Col-1], board.Steps[(b.Row-1)*n+b.Col-1]
		switch {
		case sa > 0 && sbStep == sa+1:
			arrow = true
		case sbStep > 0 && sa == sbStep+1:
			arrow, a, b = true, b, a
		}
	}
	x1, y1 := cellCentre(a.Row, a.Col)
	x2, y2 := cellCentre(b.Row, b.Col)
	dx, dy := x2-x1, y2-y1
	dist := math.Hypot(dx, dy)
	ux, uy := dx/dist, dy/dist
	// Start off the centre of a and stop short of the centre of b, so that
	// the arrowhead shows.
	from, to := math.Min(svgCell*0.2, dist/5), math.Min(svgCell*0.25, dist/5)
	x1, y1 = x1+ux*from, y1+uy*from
	x2, y2 = x2-ux*to, y2-uy*to
	if !arrow {
		fmt.Fprintf(sb, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="3" stroke-dasharray="7 5" stroke-linecap="round" opacity="0.9"/>`,
			x1, y1, x2, y2, svgRed)
		return
	}
	const head, halfWidth = 13.0, 7.0
	bx, by := x2-ux*head, y2-uy*head // the middle of the arrowhead's base
	fmt.Fprintf(sb, `<g stroke="%s" fill="%s" opacity="0.9">`, svgRed, svgRed)
	fmt.Fprintf(sb, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke-width="3.5" stroke-linecap="round"/>`, x1, y1, bx, by)
	fmt.Fprintf(sb, `<polygon stroke-width="1" points="%.1f,%.1f %.1f,%.1f %.1f,%.1f"/>`,
		x2, y2, bx-uy*halfWidth, by+ux*halfWidth, bx+uy*halfWidth, by-ux*halfWidth)
	sb.WriteString("</g>")
}
