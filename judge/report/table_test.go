package report

import (
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

func TestTable(t *testing.T) {
	got := string(write(t, "table", testClass()))
	const want = `Class Lớp 10A1 & co: 3 students, 3 problems, 2025-03-01 14:05

student                         queens     knight  queens-count  total
Nguyễn Văn An                   100     66.67 WA        8.33 WA    175
Trần Thị Bích                     0 CE    100              -       100
hs03 <script>alert(1)</script>   50 WA      0 TLE        100       150

WA wrong answer, TLE time limit exceeded, CE compile error; - no submission

Nguyễn Văn An
  knight: wrong answer, 66.67 of 100 points (knight.py, python)
    test 3 (03): step 13 -> 14: (3, 3) to (4, 4) is not a knight move
  queens-count: wrong answer, 8.33 of 100 points (QCOUNT.PAS, pascal)
    test 1 (01): the number of distinct placements is 11, not 12

Trần Thị Bích
  queens: compile error, 0 of 100 points (queens.cpp, cpp)
    queens.cpp: In function 'int main()':
    queens.cpp:3:10: error: expected ';' before '<' token
        3 |   cin >> n <
    (1 more line)
  not handed in: queens-count
  note: two sources for knight: KNIGHT.CPP and knight.py; graded KNIGHT.CPP

hs03 <script>alert(1)</script>
  queens: wrong answer, 50 of 100 points (queens.go, go)
    test 3 (03): line 7: the queens at (2, 4) and (5, 1) share the diagonal i+j = 6
  knight: time limit exceeded, 0 of 100 points (knight.c, c)
    test 1 (01): time limit exceeded
`
	if got != want {
		t.Errorf("table:\n%s\nwant:\n%s", got, want)
	}
}

// classTableLines returns the header and rows of the class table in a
// table report.
func classTableLines(t *testing.T, c *store.ClassView) []string {
	t.Helper()
	lines := strings.Split(string(write(t, "table", c)), "\n")
	if len(lines) < 3+len(c.Students) {
		t.Fatalf("the table report has %d lines", len(lines))
	}
	return lines[2 : 3+len(c.Students)]
}

// The last column is right-aligned: every line of the class table takes
// the same width on a terminal, though Vietnamese names take more bytes
// than letters, and a name in decomposed form (as macOS names folders)
// more still.
func TestTableAlignsVietnameseNames(t *testing.T) {
	c := testClass()
	c.Students = append(c.Students, store.StudentView{ID: "Nguye\u0302\u0303n Thi\u0323 Ca\u0302\u0300m", Total: 0})
	lines := classTableLines(t, c)
	want := textWidth(lines[0])
	bytesDiffer := false
	for _, line := range lines[1:] {
		if w := textWidth(line); w != want {
			t.Errorf("line %q is %d columns wide, the header %d", line, w, want)
		}
		if len(line) != len(lines[0]) {
			bytesDiffer = true
		}
	}
	if !bytesDiffer {
		t.Errorf("every line has as many bytes as the header: the names do not test alignment by width")
	}
	// The names are left-aligned, padded by their width to that of the
	// widest name, then two blanks part the columns.
	names := []string{"student"}
	for _, st := range c.Students {
		names = append(names, st.ID)
	}
	column := 0
	for _, name := range names {
		column = max(column, textWidth(name))
	}
	for k, line := range lines {
		if prefix := names[k] + strings.Repeat(" ", column-textWidth(names[k])+2); !strings.HasPrefix(line, prefix) {
			t.Errorf("line %q does not start with %q", line, prefix)
		}
	}
}

func TestTableNothingWrong(t *testing.T) {
	c := &store.ClassView{
		Title:    "10A2",
		Problems: []store.ProblemView{{ID: "queens", MaxPoints: 100}},
		Students: []store.StudentView{{ID: "Phạm Minh", Total: 100, Results: map[string]*store.SubmissionView{
			"queens": judged("queens", "q.cpp", "cpp", 100, ac, ac),
		}}},
	}
	got := string(write(t, "table", c))
	const want = "Class 10A2: 1 student, 1 problem\n" +
		"\n" +
		"student    queens  total\n" +
		"Phạm Minh     100    100\n"
	if got != want {
		t.Errorf("table:\n%q\nwant\n%q", got, want)
	}
}

func TestTableSubmissionBeingJudged(t *testing.T) {
	c := &store.ClassView{
		Title:    "10A3",
		Problems: []store.ProblemView{{ID: "knight", MaxPoints: 100}},
		Students: []store.StudentView{{ID: "Vũ Lan", Total: 50, Results: map[string]*store.SubmissionView{
			"knight": {Problem: "knight", File: "k.c", Language: "c", Verdict: verdict.AC, Points: 50, MaxPoints: 100,
				Tests: []store.TestView{{Name: "1", Verdict: verdict.AC, Points: 50, MaxPoints: 50}}},
		}}},
	}
	got := string(write(t, "table", c))
	for _, want := range []string{
		"Vũ Lan   50 ...     50\n",
		"  knight: accepted so far, 50 of 100 points (k.c, c)\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("table lacks %q:\n%s", want, got)
		}
	}
}

func TestIndentLines(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"one", []string{"> one"}},
		{"a\n\n b \r\nc", []string{"> a", ">  b", "> c"}},
		{"1\n2\n3\n4\n5", []string{"> 1", "> 2", "> 3", "> (2 more lines)"}},
	}
	for _, tt := range tests {
		got := indentLines(tt.in, "> ", 3)
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("indentLines(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
