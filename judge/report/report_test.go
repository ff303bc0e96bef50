package report

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/cham-judge/cham/judge/check"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

// Names of the students of the test class. The third is a folder name a
// student made up to break the HTML page.
const (
	studentAn     = "Nguyễn Văn An"
	studentBich   = "Trần Thị Bích"
	studentScript = "hs03 <script>alert(1)</script>"
)

// Messages of the test class that the reports must carry.
const (
	knightMessage  = "step 13 -> 14: (3, 3) to (4, 4) is not a knight move"
	queensMessage  = "line 7: the queens at (2, 4) and (5, 1) share the diagonal i+j = 6"
	scriptMessage  = `line 1, column 1: expected "(", found "<script>"`
	compileMessage = "queens.cpp: In function 'int main()':\nqueens.cpp:3:10: error: expected ';' before '<' token\n    3 |   cin >> n <\n      |          ^"
	noteBich       = "two sources for knight: KNIGHT.CPP and knight.py; graded KNIGHT.CPP"
)

// knightBadMove is the board of knightMessage: a 5 x 5 board whose steps
// 13 and 14 stand on (3, 3) and (4, 4).
func knightBadMove() *check.Board {
	b := &check.Board{N: 5, Steps: make([]int32, 25), Marked: []check.Cell{{Row: 3, Col: 3}, {Row: 4, Col: 4}}}
	for i := range b.Steps {
		b.Steps[i] = int32(i + 1)
	}
	b.Steps[12], b.Steps[18], b.Steps[13] = 13, 14, 19 // (3, 3), (4, 4) and the 14 moved off (3, 4)
	return b
}

// queensClash is the board of queensMessage.
func queensClash() *check.Board {
	return &check.Board{
		N: 8,
		Queens: []check.Cell{{Row: 1, Col: 1}, {Row: 2, Col: 4}, {Row: 3, Col: 6}, {Row: 4, Col: 8},
			{Row: 5, Col: 1}, {Row: 6, Col: 7}, {Row: 7, Col: 5}, {Row: 8, Col: 3}},
		Marked: []check.Cell{{Row: 2, Col: 4}, {Row: 5, Col: 1}},
	}
}

// testSpec is a test of a submission: its verdict, the fraction of its
// points it got, its message and its board.
type testSpec struct {
	v       verdict.Verdict
	score   float64
	message string
	board   *check.Board
}

// judged makes a judged submission whose tests share maxPoints equally.
func judged(problem, file, lang string, maxPoints float64, specs ...testSpec) *store.SubmissionView {
	sub := &store.SubmissionView{
		Problem: problem, File: file, Language: lang, MaxPoints: maxPoints,
		Submitted: time.Date(2025, 3, 1, 9, 30, 0, 0, time.UTC),
		Verdict:   verdict.AC, Compile: store.CompileView{OK: true}, Done: true,
	}
	each := maxPoints / float64(len(specs))
	for i, s := range specs {
		sub.Tests = append(sub.Tests, store.TestView{
			Name: "0" + string(rune('1'+i)), Index: i, Verdict: s.v,
			Points: s.score * each, MaxPoints: each,
			TimeMS: int64(10 * (i + 1)), WallMS: int64(12 * (i + 1)), MemoryKB: int64(1000 + 1024*i),
			Message: s.message, Board: s.board,
		})
		sub.Points += s.score * each
		if sub.Verdict == verdict.AC && s.v != verdict.AC {
			sub.Verdict = s.v
		}
	}
	return sub
}

var ac = testSpec{v: verdict.AC, score: 1}

// testClass is a class of three students and three problems:
//
//	student        queens  knight  queens-count  total
//	Nguyễn Văn An  100     66.67   8.33          175
//	Trần Thị Bích  0 (CE)  100     -             100    (and a note)
//	hs03 <script>  50      0 (TLE) 100           150
func testClass() *store.ClassView {
	c := &store.ClassView{
		Title:     "Lớp 10A1 & co",
		Generated: time.Date(2025, 3, 1, 14, 5, 0, 0, time.UTC),
		Problems: []store.ProblemView{
			{ID: "queens", Title: "Xếp hậu", MaxPoints: 100},
			{ID: "knight", Title: "Mã đi tuần", MaxPoints: 100},
			{ID: "queens-count", Title: "Đếm cách xếp hậu", MaxPoints: 100},
		},
	}
	an := store.StudentView{ID: studentAn, Results: map[string]*store.SubmissionView{
		"queens": judged("queens", "QUEENS.CPP", "cpp", 100, ac, ac, ac, ac),
		"knight": judged("knight", "knight.py", "python", 100, ac, ac,
			testSpec{v: verdict.WA, message: knightMessage, board: knightBadMove()}),
		"queens-count": judged("queens-count", "QCOUNT.PAS", "pascal", 100,
			testSpec{v: verdict.WA, score: 0.5, message: "the number of distinct placements is 11, not 12"},
			testSpec{v: verdict.TLE, message: "1.00 s of CPU time"},
			testSpec{v: verdict.TLE}, testSpec{v: verdict.TLE}, testSpec{v: verdict.TLE}, testSpec{v: verdict.TLE}),
	}}
	ce := &store.SubmissionView{
		Problem: "queens", File: "queens.cpp", Language: "cpp", MaxPoints: 100, Verdict: verdict.CE,
		Compile: store.CompileView{OK: false, Message: compileMessage}, Done: true,
	}
	bich := store.StudentView{ID: studentBich, Notes: []string{noteBich}, Results: map[string]*store.SubmissionView{
		"queens": ce,
		"knight": judged("knight", "KNIGHT.CPP", "cpp", 100, ac, ac, ac),
	}}
	script := store.StudentView{ID: studentScript, Results: map[string]*store.SubmissionView{
		"queens": judged("queens", "queens.go", "go", 100, ac, ac,
			testSpec{v: verdict.WA, message: queensMessage, board: queensClash()},
			testSpec{v: verdict.PE, message: scriptMessage}),
		"knight":       judged("knight", "knight.c", "c", 100, testSpec{v: verdict.TLE}, testSpec{v: verdict.TLE}, testSpec{v: verdict.TLE}),
		"queens-count": judged("queens-count", "qcount.java", "java", 100, ac, ac, ac, ac, ac, ac),
	}}
	for _, s := range []*store.StudentView{&an, &bich, &script} {
		for _, sub := range s.Results {
			s.Total += sub.Points
		}
		c.Students = append(c.Students, *s)
	}
	return c
}

func write(t *testing.T, format string, c *store.ClassView) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, format, c); err != nil {
		t.Fatalf("Write(%s): %v", format, err)
	}
	if buf.Len() == 0 {
		t.Fatalf("Write(%s) wrote nothing", format)
	}
	return buf.Bytes()
}

func TestFormats(t *testing.T) {
	want := []string{"table", "csv", "xlsx", "html", "json"}
	got := Formats()
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("Formats() = %v, want %v", got, want)
	}
	got[0] = "changed"
	if Formats()[0] != "table" {
		t.Error("Formats returns its own slice: a caller changed it")
	}
}

func TestEveryFormatWritesTheClass(t *testing.T) {
	c := testClass()
	for _, format := range Formats() {
		t.Run(format, func(t *testing.T) {
			out := write(t, format, c)
			if format == "xlsx" {
				return // a zip file: read back in xlsx_test.go
			}
			for _, name := range []string{studentAn, studentBich} {
				if !bytes.Contains(out, []byte(name)) {
					t.Errorf("the %s report lacks the name %q", format, name)
				}
			}
		})
	}
}

func TestWriteErrors(t *testing.T) {
	var buf bytes.Buffer
	err := Write(&buf, "pdf", testClass())
	if err == nil {
		t.Fatal("Write(pdf) succeeded")
	}
	for _, want := range append([]string{`"pdf"`}, Formats()...) {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %s", err, want)
		}
	}
	if buf.Len() != 0 {
		t.Errorf("Write(pdf) wrote %q", buf.String())
	}
	if err := Write(&buf, "table", nil); err == nil || !strings.Contains(err.Error(), "nil") {
		t.Errorf("Write of a nil class: error %v, want one saying nil", err)
	}
}

// failingWriter fails every write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errDiskFull }

var errDiskFull = &diskFullError{}

type diskFullError struct{}

func (*diskFullError) Error() string { return "disk full" }

func TestWriteReportsWriterErrors(t *testing.T) {
	for _, format := range Formats() {
		err := Write(failingWriter{}, format, testClass())
		if err == nil || !strings.Contains(err.Error(), "disk full") || !strings.Contains(err.Error(), format) {
			t.Errorf("Write(%s) to a full disk: error %v, want one naming the format and saying disk full", format, err)
		}
	}
}

func TestFormatPoints(t *testing.T) {
	tests := []struct {
		points float64
		want   string
	}{
		{100, "100"},
		{0, "0"},
		{-0.001, "0"},
		{8.333333333333334, "8.33"},
		{66.66666666666667, "66.67"},
		{0.5, "0.5"},
		{175.00000000000003, "175"},
		{12.345, "12.35"},
	}
	for _, tt := range tests {
		if got := formatPoints(tt.points); got != tt.want {
			t.Errorf("formatPoints(%v) = %q, want %q", tt.points, got, tt.want)
		}
	}
}

func TestTextWidth(t *testing.T) {
	tests := []struct {
		s    string
		want int
	}{
		{"An", 2},
		{"Nguyễn Văn An", 13},                   // precomposed: one character a letter
		{"Nguye\u0302\u0303n Va\u0306n An", 13}, // decomposed, as macOS names files
		{"Đặng Thị Ánh", 12},
		{"王小明", 6},
		{"", 0},
	}
	for _, tt := range tests {
		if got := textWidth(tt.s); got != tt.want {
			t.Errorf("textWidth(%q) = %d, want %d", tt.s, got, tt.want)
		}
	}
}
