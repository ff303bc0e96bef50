package report

import (
	"fmt"
	"io"

	"github.com/xuri/excelize/v2"

	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

// Sheet names of the workbook.
const (
	classSheet   = "Class"
	detailsSheet = "Details"
)

// detailsHeader is the first row of the Details sheet.
var detailsHeader = []string{"student", "problem", "file", "language", "test", "verdict", "points", "time ms", "memory KiB", "message"}

// writeXLSX writes an Excel workbook.
//
// Sheet "Class" is the class table: student, the points of each problem
// (empty without a submission), total; points are numbers, rounded to two
// decimals, on the colour of the submission's verdict. The header row and
// the student column are frozen.
//
// Sheet "Details" has one row per student, problem and test: student,
// problem, file, language, test, verdict, points, time ms, memory KiB,
// message. A submission that did not compile has one row with the
// compiler's message; a problem without a submission one row saying so; each
// note on a student's folder one row with the note as its message.
func writeXLSX(w io.Writer, c *store.ClassView) error {
	f := excelize.NewFile()
	defer f.Close()
	x := &xlsxWriter{f: f}
	if err := f.SetSheetName("Sheet1", classSheet); err != nil {
		return err
	}
	if _, err := f.NewSheet(detailsSheet); err != nil {
		return err
	}
	x.styles()
	x.classSheet(c)
	x.detailsSheet(c)
	x.do(func() error {
		return f.SetDocProps(&excelize.DocProperties{Title: c.Title, Creator: "cham", Description: heading(c)})
	})
	if x.err != nil {
		return x.err
	}
	return f.Write(w)
}

// xlsxWriter fills a workbook and keeps the first error.
type xlsxWriter struct {
	f        *excelize.File
	err      error
	bold     int
	header   int
	verdicts map[string]int // verdict class -> style with its colour
}

func (x *xlsxWriter) do(step func() error) {
	if x.err == nil {
		x.err = step()
	}
}

func (x *xlsxWriter) style(s *excelize.Style) int {
	id := 0
	x.do(func() (err error) {
		id, err = x.f.NewStyle(s)
		return err
	})
	return id
}

func (x *xlsxWriter) styles() {
	x.bold = x.style(&excelize.Style{Font: &excelize.Font{Bold: true}})
	x.header = x.style(&excelize.Style{
		Font:   &excelize.Font{Bold: true},
		Border: []excelize.Border{{Type: "bottom", Color: "#000000", Style: 1}},
	})
	x.verdicts = map[string]int{}
	for _, v := range verdictColours {
		x.verdicts[v.class] = x.style(&excelize.Style{Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{v.colour}}})
	}
}

func (x *xlsxWriter) set(sheet string, col, row int, value any) {
	x.do(func() error {
		cell, err := excelize.CoordinatesToCellName(col, row)
		if err != nil {
			return err
		}
		return x.f.SetCellValue(sheet, cell, value)
	})
}

func (x *xlsxWriter) setStyle(sheet string, col1, row1, col2, row2, style int) {
	x.do(func() error {
		from, err := excelize.CoordinatesToCellName(col1, row1)
		if err != nil {
			return err
		}
		to, err := excelize.CoordinatesToCellName(col2, row2)
		if err != nil {
			return err
		}
		return x.f.SetCellStyle(sheet, from, to, style)
	})
}

func (x *xlsxWriter) setWidth(sheet string, col int, width float64) {
	x.do(func() error {
		name, err := excelize.ColumnNumberToName(col)
		if err != nil {
			return err
		}
		return x.f.SetColWidth(sheet, name, name, width)
	})
}

// freeze keeps the first row, and the first column if cols is 1, in view.
func (x *xlsxWriter) freeze(sheet string, cols int) {
	topLeft, _ := excelize.CoordinatesToCellName(cols+1, 2)
	pane := "bottomLeft"
	if cols > 0 {
		pane = "bottomRight"
	}
	x.do(func() error {
		return x.f.SetPanes(sheet, &excelize.Panes{
			Freeze: true, XSplit: cols, YSplit: 1, TopLeftCell: topLeft, ActivePane: pane,
			Selection: []excelize.Selection{{SQRef: topLeft, ActiveCell: topLeft, Pane: pane}},
		})
	})
}

func (x *xlsxWriter) classSheet(c *store.ClassView) {
	const sheet = classSheet
	last := len(c.Problems) + 2 // the total's column
	x.set(sheet, 1, 1, "student")
	for j, p := range c.Problems {
		x.set(sheet, j+2, 1, p.ID)
	}
	x.set(sheet, last, 1, "total")
	x.setStyle(sheet, 1, 1, last, 1, x.header)

	nameWidth := textWidth("student")
	for i := range c.Students {
		s := &c.Students[i]
		row := i + 2
		x.set(sheet, 1, row, s.ID)
		nameWidth = max(nameWidth, textWidth(s.ID))
		for j := range c.Problems {
			if sub := submission(s, &c.Problems[j]); sub != nil {
				x.set(sheet, j+2, row, roundPoints(sub.Points))
				if sub.Done || sub.Verdict != verdict.AC {
					x.setStyle(sheet, j+2, row, j+2, row, x.verdicts[verdictClass(sub.Verdict)])
				}
			}
		}
		x.set(sheet, last, row, roundPoints(s.Total))
		x.setStyle(sheet, last, row, last, row, x.bold)
	}
	x.setWidth(sheet, 1, float64(min(nameWidth, 50)+2))
	for j, p := range c.Problems {
		x.setWidth(sheet, j+2, float64(max(8, textWidth(p.ID)+2)))
	}
	x.freeze(sheet, 1)
}

func (x *xlsxWriter) detailsSheet(c *store.ClassView) {
	const sheet = detailsSheet
	for k, h := range detailsHeader {
		x.set(sheet, k+1, 1, h)
	}
	x.setStyle(sheet, 1, 1, len(detailsHeader), 1, x.header)
	row := 1
	// add writes a row: strings stay text, numbers numbers, nil an empty cell.
	add := func(values ...any) {
		row++
		for k, v := range values {
			if v != nil {
				x.set(sheet, k+1, row, v)
			}
		}
	}
	for i := range c.Students {
		s := &c.Students[i]
		for j := range c.Problems {
			p := &c.Problems[j]
			sub := submission(s, p)
			switch {
			case sub == nil:
				add(s.ID, p.ID, nil, nil, nil, nil, nil, nil, nil, "no submission")
			case len(sub.Tests) == 0:
				msg := sub.Compile.Message
				if msg == "" && !sub.Done {
					msg = "not judged yet"
				}
				add(s.ID, p.ID, sub.File, sub.Language, nil, string(sub.Verdict), roundPoints(sub.Points), nil, nil, msg)
				x.setStyle(sheet, 6, row, 6, row, x.verdicts[verdictClass(sub.Verdict)])
			default:
				for k := range sub.Tests {
					t := &sub.Tests[k]
					add(s.ID, p.ID, sub.File, sub.Language, t.Name, string(t.Verdict), roundPoints(t.Points), t.TimeMS, t.MemoryKB, t.Message)
					x.setStyle(sheet, 6, row, 6, row, x.verdicts[verdictClass(t.Verdict)])
				}
			}
		}
		for _, note := range s.Notes {
			add(s.ID, nil, nil, nil, nil, nil, nil, nil, nil, note)
		}
	}
	for k, width := range []float64{24, 14, 16, 10, 12, 8, 8, 9, 12, 80} {
		x.setWidth(sheet, k+1, width)
	}
	x.freeze(sheet, 0)
	x.do(func() error {
		last, err := excelize.CoordinatesToCellName(len(detailsHeader), max(row, 2))
		if err != nil {
			return err
		}
		return x.f.AutoFilter(sheet, "A1:"+last, nil)
	})
	if x.err != nil {
		x.err = fmt.Errorf("sheet %s: %w", sheet, x.err)
	}
}
