package picture

import (
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/check"
)

// node is an element of a parsed SVG, with its attributes inherited from
// the groups around it.
type node struct {
	name  string
	attrs map[string]string
	text  string
}

// parseSVG parses s as XML, failing the test when it is not well formed,
// and returns the root's attributes and every element inside it.
func parseSVG(t *testing.T, s string) (root node, nodes []node) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(s))
	var stack []map[string]string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the SVG is not valid XML: %v\n%s", err, s)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			attrs := map[string]string{}
			if len(stack) > 0 {
				for k, v := range stack[len(stack)-1] {
					attrs[k] = v
				}
			}
			for _, a := range tok.Attr {
				attrs[a.Name.Local] = a.Value
			}
			if len(stack) == 0 {
				if tok.Name.Local != "svg" || tok.Name.Space != "http://www.w3.org/2000/svg" {
					t.Fatalf("root element is %v, want svg in the SVG namespace", tok.Name)
				}
				root = node{name: "svg", attrs: attrs}
			} else {
				nodes = append(nodes, node{name: tok.Name.Local, attrs: attrs})
			}
			stack = append(stack, attrs)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(nodes) > 0 && len(stack) > 1 {
				nodes[len(nodes)-1].text += string(tok)
			}
		}
	}
	if root.name == "" {
		t.Fatalf("no svg element in %q", s)
	}
	return root, nodes
}

func only(nodes []node, keep func(node) bool) []node {
	var out []node
	for _, n := range nodes {
		if keep(n) {
			out = append(out, n)
		}
	}
	return out
}

func named(name string) func(node) bool { return func(n node) bool { return n.name == name } }

// centre is the centre of square (r, c) in the picture's units.
func centre(r, c int) (float64, float64) {
	return svgMargin + (float64(c)-0.5)*svgCell, svgMargin + (float64(r)-0.5)*svgCell
}

func attrFloat(t *testing.T, n node, name string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(n.attrs[name], 64)
	if err != nil {
		t.Fatalf("<%s %s=%q>: %v", n.name, name, n.attrs[name], err)
	}
	return v
}

// cells makes cells of row, column pairs.
func cells(rowCol ...int) []check.Cell {
	var out []check.Cell
	for i := 0; i+1 < len(rowCol); i += 2 {
		out = append(out, check.Cell{Row: rowCol[i], Col: rowCol[i+1]})
	}
	return out
}

func knightBoard(n int, marked ...check.Cell) *check.Board {
	b := &check.Board{N: n, Steps: make([]int32, n*n), Marked: marked}
	for i := range b.Steps {
		b.Steps[i] = int32(i + 1)
	}
	return b
}

func TestSVGIsValidXMLAndSized(t *testing.T) {
	tests := []struct {
		name string
		b    *check.Board
	}{
		{"one square", &check.Board{N: 1}},
		{"queens", &check.Board{N: 4, Queens: cells(1, 2, 2, 4, 3, 1, 4, 4), Marked: cells(2, 4, 4, 4)}},
		{"knight", knightBoard(5, check.Cell{Row: 1, Col: 1}, check.Cell{Row: 1, Col: 2})},
		{"knight 30", knightBoard(30)},
		{"largest", knightBoard(MaxSVGN, check.Cell{Row: MaxSVGN, Col: MaxSVGN})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, nodes := parseSVG(t, SVG(tt.b))
			side := svgMargin + tt.b.N*svgCell + svgPad
			if want := fmt.Sprintf("0 0 %d %d", side, side); root.attrs["viewBox"] != want {
				t.Errorf("viewBox = %q, want %q", root.attrs["viewBox"], want)
			}
			if root.attrs["width"] == "" || root.attrs["width"] != root.attrs["height"] {
				t.Errorf("width %q, height %q: want a square of a set size", root.attrs["width"], root.attrs["height"])
			}
			// Every light square is drawn over the dark board.
			light := only(nodes, func(n node) bool { return n.name == "path" && n.attrs["fill"] == svgLight })
			if len(light) != 1 {
				t.Fatalf("%d paths of light squares, want 1", len(light))
			}
			squares := strings.Split(light[0].attrs["d"], "M")[1:]
			if want := (tt.b.N*tt.b.N + 1) / 2; len(squares) != want {
				t.Errorf("%d light squares, want %d", len(squares), want)
			}
			// Square (1, 1) is light, and so are those of its colour.
			for _, sq := range squares {
				var x, y int
				if _, err := fmt.Sscanf(sq, "%d %dh40v40h-40z", &x, &y); err != nil {
					t.Fatalf("light square %q: %v", sq, err)
				}
				r, c := (y-svgMargin)/svgCell+1, (x-svgMargin)/svgCell+1
				if (x-svgMargin)%svgCell != 0 || (y-svgMargin)%svgCell != 0 || r < 1 || r > tt.b.N || c < 1 || c > tt.b.N || (r+c)%2 != 0 {
					t.Errorf("light square at (%d, %d) is not a light square of the board", x, y)
				}
			}
			for _, n := range nodes {
				if n.attrs["id"] != "" {
					t.Errorf("<%s id=%q>: ids clash when several pictures share a page", n.name, n.attrs["id"])
				}
			}
		})
	}
}

func TestSVGShownSizeKeepsSquaresLegible(t *testing.T) {
	for _, n := range []int{1, 8, 20, 30, MaxSVGN} {
		root, _ := parseSVG(t, SVG(&check.Board{N: n}))
		width, err := strconv.Atoi(root.attrs["width"])
		if err != nil {
			t.Fatalf("n = %d: width %q: %v", n, root.attrs["width"], err)
		}
		square := float64(width) * svgCell / float64(svgMargin+n*svgCell+svgPad)
		if square < 23.5 || square > 48.5 {
			t.Errorf("n = %d: a square is shown %.1f pixels wide, want 24 to 48", n, square)
		}
	}
}

func TestSVGRowAndColumnNumbers(t *testing.T) {
	const n = 12
	_, nodes := parseSVG(t, SVG(&check.Board{N: n}))
	count := map[string]int{}
	for _, t := range only(nodes, named("text")) {
		count[t.text]++
	}
	for i := 1; i <= n; i++ {
		if got := count[strconv.Itoa(i)]; got != 2 {
			t.Errorf("number %d is written %d times, want 2 (its row and its column)", i, got)
		}
	}
}

func TestSVGQueens(t *testing.T) {
	b := &check.Board{
		N:      5,
		Queens: cells(1, 1, 2, 3, 3, 5, 4, 2, 5, 5, 7, 7), // (7, 7) is off the board
		Marked: cells(3, 5, 5, 5),
	}
	_, nodes := parseSVG(t, SVG(b))
	queens := only(nodes, func(n node) bool { return n.name == "path" && n.attrs["fill"] != svgLight })
	if len(queens) != 5 {
		t.Fatalf("%d queens drawn, want the 5 on the board", len(queens))
	}
	var red []string
	for _, q := range queens {
		if q.attrs["fill"] == svgRed {
			red = append(red, q.attrs["transform"])
		}
	}
	if want := []string{"translate(190 110)", "translate(190 190)"}; fmt.Sprint(red) != fmt.Sprint(want) {
		t.Errorf("red queens at %v, want %v (the marked (3, 5) and (5, 5))", red, want)
	}
	marks := only(nodes, func(n node) bool { return n.name == "rect" && n.attrs["stroke"] == svgRed })
	if len(marks) != 2 {
		t.Errorf("%d squares highlighted, want 2", len(marks))
	}
	lines := only(nodes, named("line"))
	if len(lines) != 1 || lines[0].attrs["stroke-dasharray"] == "" {
		t.Fatalf("lines %v, want one dashed line between the attacking queens", lines)
	}
	if len(only(nodes, named("polygon"))) != 0 {
		t.Errorf("an arrow between two queens: they make no move")
	}
	// The line lies on the column of both queens, 5.
	x, _ := centre(1, 5)
	if x1, x2 := attrFloat(t, lines[0], "x1"), attrFloat(t, lines[0], "x2"); x1 != x || x2 != x {
		t.Errorf("the line runs from x = %g to %g, want along column 5, x = %g", x1, x2, x)
	}
}

func TestSVGKnightSteps(t *testing.T) {
	b := &check.Board{N: 3, Steps: []int32{1, 0, 3, 0, 0, 0, 0, 2, 0}, Marked: cells(1, 1, 3, 2)}
	_, nodes := parseSVG(t, SVG(b))
	steps := map[string]node{}
	for _, n := range only(nodes, named("text")) {
		if n.attrs["font-size"] != "17" { // not a row or column number
			steps[n.text] = n
		}
	}
	if len(steps) != 3 {
		t.Fatalf("steps written: %v, want 1, 2 and 3 (unvisited squares stay empty)", steps)
	}
	for _, tt := range []struct {
		step   string
		row    int
		col    int
		marked bool
	}{{"1", 1, 1, true}, {"2", 3, 2, true}, {"3", 1, 3, false}} {
		n := steps[tt.step]
		x, y := centre(tt.row, tt.col)
		if gx, gy := attrFloat(t, n, "x"), attrFloat(t, n, "y"); gx != x || math.Abs(gy-y) > svgCell/4 {
			t.Errorf("step %s written at (%g, %g), want in square (%d, %d) around (%g, %g)", tt.step, gx, gy, tt.row, tt.col, x, y)
		}
		if bold := n.attrs["font-weight"] == "bold"; bold != tt.marked {
			t.Errorf("step %s bold = %v, want %v", tt.step, bold, tt.marked)
		}
	}
}

func TestSVGKnightFontFitsTheSquare(t *testing.T) {
	var last float64
	for _, n := range []int{3, 5, 10, 30, MaxSVGN} {
		_, nodes := parseSVG(t, SVG(knightBoard(n)))
		var size float64
		for _, t := range only(nodes, named("text")) {
			if t.text == strconv.Itoa(n*n) {
				size, _ = strconv.ParseFloat(t.attrs["font-size"], 64)
			}
		}
		digits := float64(len(strconv.Itoa(n * n)))
		if size <= 0 || size*0.62*digits > svgCell*0.9 {
			t.Errorf("n = %d: step %d in a font of %g, too wide for a square of %d", n, n*n, size, svgCell)
		}
		if size < 12 {
			t.Errorf("n = %d: a font of %g is not legible", n, size)
		}
		if last != 0 && size > last {
			t.Errorf("n = %d: font %g, larger than %g on a smaller board", n, size, last)
		}
		last = size
	}
}

// arrow returns the tip of the arrow in nodes, failing the test unless
// there is exactly one.
func arrowTip(t *testing.T, nodes []node) (float64, float64) {
	t.Helper()
	polygons := only(nodes, named("polygon"))
	if len(polygons) != 1 {
		t.Fatalf("%d arrowheads, want 1", len(polygons))
	}
	var x, y float64
	if _, err := fmt.Sscanf(polygons[0].attrs["points"], "%g,%g", &x, &y); err != nil {
		t.Fatalf("points %q: %v", polygons[0].attrs["points"], err)
	}
	return x, y
}

func TestSVGKnightBadMoveArrow(t *testing.T) {
	// Step 7 on (2, 2) and step 8 on (3, 3): not a knight move. The arrow
	// points at step 8, whichever order the cells are marked in.
	for _, marked := range [][]check.Cell{cells(2, 2, 3, 3), cells(3, 3, 2, 2)} {
		b := knightBoard(4, marked...)
		b.Steps[(2-1)*4+2-1], b.Steps[(3-1)*4+3-1] = 7, 8
		_, nodes := parseSVG(t, SVG(b))
		x, y := arrowTip(t, nodes)
		fx, fy := centre(2, 2)
		tx, ty := centre(3, 3)
		if dTo, dFrom := math.Hypot(x-tx, y-ty), math.Hypot(x-fx, y-fy); dTo >= svgCell/2 || dTo >= dFrom {
			t.Errorf("marked %v: the arrow points at (%g, %g), %g from step 8's square, %g from step 7's", marked, x, y, dTo, dFrom)
		}
		if stroke := only(nodes, named("polygon"))[0].attrs["stroke"]; stroke != svgRed {
			t.Errorf("arrow colour %q, want red", stroke)
		}
	}
}

func TestSVGKnightOtherMarks(t *testing.T) {
	tests := []struct {
		name   string
		marked []check.Cell
		lines  int
	}{
		{"a step written twice", cells(1, 1, 4, 4), 1}, // steps 1 and 16 do not follow each other
		{"one bad square", cells(2, 3), 0},
		{"three squares", cells(1, 1, 1, 2, 1, 3), 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, nodes := parseSVG(t, SVG(knightBoard(4, tt.marked...)))
			if n := len(only(nodes, named("polygon"))); n != 0 {
				t.Errorf("%d arrows, want none", n)
			}
			lines := only(nodes, named("line"))
			if len(lines) != tt.lines {
				t.Fatalf("%d lines, want %d", len(lines), tt.lines)
			}
			for _, l := range lines {
				if l.attrs["stroke-dasharray"] == "" {
					t.Errorf("line %v is not dashed", l.attrs)
				}
			}
			marks := only(nodes, func(n node) bool { return n.name == "rect" && n.attrs["stroke"] == svgRed })
			if len(marks) != len(tt.marked) {
				t.Errorf("%d squares highlighted, want %d", len(marks), len(tt.marked))
			}
		})
	}
}

func TestSVGNothingToDraw(t *testing.T) {
	for _, b := range []*check.Board{nil, {N: 0}, {N: -3}, {N: MaxSVGN + 1}, knightBoard(MaxSVGN + 1)} {
		if got := SVG(b); got != "" {
			t.Errorf("SVG(%v) = %.60q..., want empty", b, got)
		}
	}
}

func TestSVGTitleSaysWhatIsMarked(t *testing.T) {
	got := SVG(&check.Board{N: 4, Queens: cells(1, 2, 2, 4), Marked: cells(1, 2, 2, 4)})
	const want = "<title>4 x 4 board with 2 queens; marked: (1, 2), (2, 4)</title>"
	if !strings.Contains(got, want) {
		t.Errorf("SVG lacks %q:\n%s", want, got)
	}
}

func ExampleSVG() {
	b := &check.Board{
		N:      4,
		Queens: cells(1, 2, 2, 4, 3, 1, 4, 4),
		Marked: cells(2, 4, 4, 4),
	}
	svg := SVG(b)
	fmt.Println(svg[:strings.Index(svg, ">")+1])
	fmt.Println(strings.Count(svg, "<path transform"), "queens,", strings.Count(svg, `fill="`+svgRed+`" d=`), "of them red")
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 194 194" width="233" height="233" role="img" font-family="DejaVu Sans, Verdana, Arial, sans-serif">
	// 4 queens, 2 of them red
}

func BenchmarkSVGKnight30(b *testing.B) {
	board := knightBoard(30, check.Cell{Row: 10, Col: 10}, check.Cell{Row: 10, Col: 11})
	for b.Loop() {
		if SVG(board) == "" {
			b.Fatal("no picture")
		}
	}
}
