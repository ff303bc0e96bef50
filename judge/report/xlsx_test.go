package report

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// openXLSX reads a workbook written by Write back with excelize.
func openXLSX(t *testing.T) *excelize.File {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(write(t, "xlsx", testClass())))
	if err != nil {
		t.Fatalf("reading the workbook back: %v", err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// cellKind is what a cell holds: "number", "text" or "empty".
func cellKind(t *testing.T, f *excelize.File, sheet, cell string) string {
	t.Helper()
	v, err := f.GetCellValue(sheet, cell, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatalf("%s!%s: %v", sheet, cell, err)
	}
	typ, err := f.GetCellType(sheet, cell)
	if err != nil {
		t.Fatalf("%s!%s: %v", sheet, cell, err)
	}
	switch {
	case v == "":
		return "empty"
	case typ == excelize.CellTypeSharedString || typ == excelize.CellTypeInlineString:
		return "text"
	case typ == excelize.CellTypeNumber || typ == excelize.CellTypeUnset:
		if _, err := strconv.ParseFloat(v, 64); err != nil {
			t.Fatalf("%s!%s: a number cell holds %q", sheet, cell, v)
		}
		return "number"
	}
	t.Fatalf("%s!%s: cell type %v", sheet, cell, typ)
	return ""
}

func TestXLSXSheets(t *testing.T) {
	f := openXLSX(t)
	if got := f.GetSheetList(); strings.Join(got, ",") != "Class,Details" {
		t.Errorf("sheets %q, want Class, Details", got)
	}
	props, err := f.GetDocProps()
	if err != nil || props.Title != "Lớp 10A1 & co" {
		t.Errorf("document title %q (%v), want the class's", props.Title, err)
	}
}

func TestXLSXClassSheet(t *testing.T) {
	f := openXLSX(t)
	want := [][]string{
		{"student", "queens", "knight", "queens-count", "total"},
		{studentAn, "100", "66.67", "8.33", "175"},
		{studentBich, "0", "100", "", "100"},
		{studentScript, "50", "0", "100", "150"},
	}
	// Each cell: text for names and headers, a number for points, empty
	// for the problem Trần Thị Bích did not submit.
	kinds := [][]string{
		{"text", "text", "text", "text", "text"},
		{"text", "number", "number", "number", "number"},
		{"text", "number", "number", "empty", "number"},
		{"text", "number", "number", "number", "number"},
	}
	for r := range want {
		for c := range want[r] {
			cell, _ := excelize.CoordinatesToCellName(c+1, r+1)
			got, err := f.GetCellValue("Class", cell)
			if err != nil {
				t.Fatal(err)
			}
			if got != want[r][c] {
				t.Errorf("Class!%s = %q, want %q", cell, got, want[r][c])
			}
			if kind := cellKind(t, f, "Class", cell); kind != kinds[r][c] {
				t.Errorf("Class!%s holds %s, want %s", cell, kind, kinds[r][c])
			}
		}
	}
	// Numbers add up as numbers: text would not.
	if err := f.SetCellFormula("Class", "H1", "SUM(B2:E4)"); err != nil {
		t.Fatal(err)
	}
	if sum, err := f.CalcCellValue("Class", "H1"); err != nil || sum != "850" {
		t.Errorf("SUM of the points and totals = %q (%v), want 850", sum, err)
	}
}

func TestXLSXClassSheetLooks(t *testing.T) {
	f := openXLSX(t)
	panes, err := f.GetPanes("Class")
	if err != nil {
		t.Fatal(err)
	}
	if !panes.Freeze || panes.XSplit != 1 || panes.YSplit != 1 || panes.TopLeftCell != "B2" {
		t.Errorf("panes %+v, want the first row and column frozen", panes)
	}
	style := func(cell string) *excelize.Style {
		t.Helper()
		id, err := f.GetCellStyle("Class", cell)
		if err != nil {
			t.Fatal(err)
		}
		s, err := f.GetStyle(id)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	for _, cell := range []string{"A1", "C1", "E1"} {
		if s := style(cell); s.Font == nil || !s.Font.Bold {
			t.Errorf("header %s is not bold", cell)
		}
	}
	if s := style("A2"); s.Font != nil && s.Font.Bold {
		t.Errorf("a student's name is bold")
	}
	fills := map[string]string{"B2": "C8E6C9", "C2": "FFCDD2", "B3": "CFD8DC", "C4": "FFF59D"}
	for cell, want := range fills {
		s := style(cell)
		if len(s.Fill.Color) != 1 || !strings.EqualFold(strings.TrimPrefix(s.Fill.Color[0], "#"), want) {
			t.Errorf("%s filled %v, want #%s", cell, s.Fill.Color, want)
		}
	}
}

func TestXLSXDetailsSheet(t *testing.T) {
	f := openXLSX(t)
	rows, err := f.GetRows("Details")
	if err != nil {
		t.Fatal(err)
	}
	// One row per test, one for the compile error, one for the problem
	// without a submission, one for the note.
	tests := 4 + 3 + 6 + 3 + 4 + 3 + 6
	if len(rows) != 1+tests+3 {
		t.Fatalf("%d rows, want %d", len(rows), 1+tests+3)
	}
	if got := strings.Join(rows[0], "|"); got != strings.Join(detailsHeader, "|") {
		t.Errorf("header %q", got)
	}
	find := func(student, problem, test string) (int, []string) {
		for i, r := range rows {
			r = append(r, make([]string, 10-len(r))...)
			if r[0] == student && r[1] == problem && r[4] == test {
				return i + 1, r
			}
		}
		t.Fatalf("no row for %s, %s, test %q", student, problem, test)
		return 0, nil
	}
	checks := []struct {
		student, problem, test string
		want                   []string
		numbers                []string // the columns that hold numbers
	}{
		{studentAn, "knight", "03",
			[]string{studentAn, "knight", "knight.py", "python", "03", "WA", "0", "30", "3048", knightMessage}, []string{"G", "H", "I"}},
		{studentAn, "queens-count", "01",
			[]string{studentAn, "queens-count", "QCOUNT.PAS", "pascal", "01", "WA", "8.33", "10", "1000", "the number of distinct placements is 11, not 12"}, []string{"G", "H", "I"}},
		{studentBich, "queens", "",
			[]string{studentBich, "queens", "queens.cpp", "cpp", "", "CE", "0", "", "", compileMessage}, []string{"G"}},
		{studentBich, "queens-count", "",
			[]string{studentBich, "queens-count", "", "", "", "", "", "", "", "no submission"}, nil},
		{studentBich, "", "",
			[]string{studentBich, "", "", "", "", "", "", "", "", noteBich}, nil},
		{studentScript, "queens", "04",
			[]string{studentScript, "queens", "queens.go", "go", "04", "PE", "0", "40", "4072", scriptMessage}, []string{"G", "H", "I"}},
	}
	for _, c := range checks {
		row, got := find(c.student, c.problem, c.test)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("row %d = %q\nwant %q", row, got, c.want)
		}
		for _, col := range c.numbers {
			if kind := cellKind(t, f, "Details", col+strconv.Itoa(row)); kind != "number" {
				t.Errorf("Details!%s%d holds %s, want a number", col, row, kind)
			}
		}
		if kind := cellKind(t, f, "Details", "E"+strconv.Itoa(row)); c.test != "" && kind != "text" {
			t.Errorf("Details!E%d, the test's name %q, holds %s, want text", row, c.test, kind)
		}
	}
	panes, err := f.GetPanes("Details")
	if err != nil || !panes.Freeze || panes.YSplit != 1 || panes.XSplit != 0 {
		t.Errorf("Details panes %+v (%v), want the header row frozen", panes, err)
	}
}
