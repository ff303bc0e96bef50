package report

import (
	"encoding/csv"
	"io"
	"strings"

	"github.com/cham-judge/cham/judge/store"
)

// utf8BOM starts the CSV file: without it Excel on Windows reads the file
// in the machine's ANSI code page and garbles "Nguyễn".
const utf8BOM = "\uFEFF"

// writeCSV writes the class table as CSV (RFC 4180, comma-separated, LF
// line ends): a UTF-8 byte order mark, the header
// student,<problem ids...>,total, then one row per student with the points
// of each problem (8.33, 100; empty when the student submitted nothing for
// it) and the total.
//
// Where the system's list separator is not a comma (Vietnamese, French,
// German Windows), Excel puts each line in one column: open the xlsx
// report there, or import the CSV with Data > From Text.
//
// A name that starts with =, +, -, @ or a tab would be taken for a formula
// by a spreadsheet; it is written after a ' so that it stays text.
func writeCSV(w io.Writer, c *store.ClassView) error {
	if _, err := io.WriteString(w, utf8BOM); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	record := make([]string, 0, len(c.Problems)+2)
	record = append(record, "student")
	for _, p := range c.Problems {
		record = append(record, p.ID)
	}
	if err := cw.Write(append(record, "total")); err != nil {
		return err
	}
	for i := range c.Students {
		s := &c.Students[i]
		record = append(record[:0], spreadsheetText(s.ID))
		for j := range c.Problems {
			points := ""
			if sub := submission(s, &c.Problems[j]); sub != nil {
				points = formatPoints(sub.Points)
			}
			record = append(record, points)
		}
		if err := cw.Write(append(record, formatPoints(s.Total))); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// spreadsheetText keeps s from being read as a formula by a spreadsheet.
func spreadsheetText(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
