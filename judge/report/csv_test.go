package report

import (
	"bytes"
	"encoding/csv"
	"testing"

	"github.com/cham-judge/cham/judge/store"
)

func TestCSV(t *testing.T) {
	got := string(write(t, "csv", testClass()))
	const want = "\uFEFF" +
		"student,queens,knight,queens-count,total\n" +
		"Nguyễn Văn An,100,66.67,8.33,175\n" +
		"Trần Thị Bích,0,100,,100\n" +
		"hs03 <script>alert(1)</script>,50,0,100,150\n"
	if got != want {
		t.Errorf("CSV:\n%q\nwant\n%q", got, want)
	}
}

func TestCSVStartsWithBOMThenHeader(t *testing.T) {
	out := write(t, "csv", testClass())
	rest, ok := bytes.CutPrefix(out, []byte{0xEF, 0xBB, 0xBF})
	if !ok {
		t.Fatalf("the CSV starts with % x, want the UTF-8 byte order mark EF BB BF", out[:min(3, len(out))])
	}
	header, _, _ := bytes.Cut(rest, []byte("\n"))
	if want := "student,queens,knight,queens-count,total"; string(header) != want {
		t.Errorf("header %q, want %q", header, want)
	}
}

// Names with commas, quotes or a leading = survive a CSV reader as text.
func TestCSVQuotesAndFormulas(t *testing.T) {
	names := []string{`Lê, Văn "Tí"`, "=HYPERLINK(\"http://x\")", "-1", "@SUM(A1)", "+84 Hà"}
	c := &store.ClassView{Problems: []store.ProblemView{{ID: "p,1", MaxPoints: 100}}}
	for _, n := range names {
		c.Students = append(c.Students, store.StudentView{ID: n})
	}
	out := write(t, "csv", c)
	records, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(out, []byte(utf8BOM)))).ReadAll()
	if err != nil {
		t.Fatalf("reading the CSV back: %v\n%s", err, out)
	}
	if len(records) != len(names)+1 {
		t.Fatalf("%d records, want %d", len(records), len(names)+1)
	}
	if got := records[0][1]; got != "p,1" {
		t.Errorf("problem id read back as %q", got)
	}
	wantNames := []string{`Lê, Văn "Tí"`, "'=HYPERLINK(\"http://x\")", "'-1", "'@SUM(A1)", "'+84 Hà"}
	for i, want := range wantNames {
		r := records[i+1]
		if r[0] != want || r[1] != "" || r[2] != "0" {
			t.Errorf("record %d = %q, want [%q, \"\", \"0\"]", i+1, r, want)
		}
	}
}
