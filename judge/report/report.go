// Package report renders the results of a class, a store.ClassView: one row
// per student, one column per problem, and each student's feedback.
//
// The formats, by name:
//
//   - table: plain text for a terminal: the class table, then for each
//     student the problems not accepted, with the first failing test and why,
//     and what was wrong with the student's folder.
//   - csv: the class table for a spreadsheet, in UTF-8 with a byte order mark
//     so that Excel on Windows reads the Vietnamese letters right.
//   - xlsx: an Excel workbook: the class table on sheet "Class", every test
//     of every student on sheet "Details".
//   - html: one self-contained page a teacher can open or mail: the class
//     table in verdict colours, then each student's feedback test by test,
//     with a picture of the board where an answer is wrong.
//   - json: the ClassView itself, indented.
//
// Points are shown rounded to two decimals (8.33, 100); a problem without a
// submission is left empty.
package report

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

// format is one way of writing a class.
type format struct {
	name  string
	write func(io.Writer, *store.ClassView) error
}

// formats lists the formats in the order Formats gives them.
var formats = []format{
	{"table", writeTable},
	{"csv", writeCSV},
	{"xlsx", writeXLSX},
	{"html", writeHTML},
	{"json", writeJSON},
}

// Formats returns the names of the formats Write knows, in a fixed order:
// table, csv, xlsx, html, json.
func Formats() []string {
	names := make([]string, len(formats))
	for i, f := range formats {
		names[i] = f.name
	}
	return names
}

// Write writes the class c to w in the named format, one of Formats.
func Write(w io.Writer, format string, c *store.ClassView) error {
	if c == nil {
		return errors.New("report: no class to write (nil ClassView)")
	}
	for _, f := range formats {
		if f.name == format {
			if err := f.write(w, c); err != nil {
				return fmt.Errorf("report: writing %s: %w", format, err)
			}
			return nil
		}
	}
	return fmt.Errorf("report: unknown format %q (want one of %s)", format, strings.Join(Formats(), ", "))
}

// submission returns the submission of student s for problem p, or nil
// when there is none.
func submission(s *store.StudentView, p *store.ProblemView) *store.SubmissionView {
	return s.Results[p.ID]
}

// firstFailure returns the first test of sub that is not accepted, or nil.
func firstFailure(sub *store.SubmissionView) *store.TestView {
	for i := range sub.Tests {
		if sub.Tests[i].Verdict != verdict.AC {
			return &sub.Tests[i]
		}
	}
	return nil
}

// roundPoints rounds p to two decimals, the precision every format shows.
func roundPoints(p float64) float64 {
	r := math.Round(p*100) / 100
	if r == 0 {
		return 0 // not -0
	}
	return r
}

// formatPoints writes p with at most two decimals and no trailing zeros:
// 8.33, 100, 0.5.
func formatPoints(p float64) string {
	return strconv.FormatFloat(roundPoints(p), 'f', -1, 64)
}

// testLabel names a test for people: "test 3", or "test 3 (secret/03)"
// when the test's name says more than its number.
func testLabel(t *store.TestView) string {
	number := strconv.Itoa(t.Index + 1)
	if t.Name == "" || t.Name == number {
		return "test " + number
	}
	return "test " + number + " (" + t.Name + ")"
}

// firstLine returns the first non-empty line of s, trimmed, followed by
// " ..." when more lines follow.
func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if line, rest, found := strings.Cut(s, "\n"); found {
		line = strings.TrimSpace(line)
		if strings.TrimSpace(rest) != "" {
			return line + " ..."
		}
		return line
	}
	return s
}

// textWidth is the number of terminal columns s takes: one per character,
// none for combining marks (a name in decomposed form, as macOS writes
// file names, takes the same width as the precomposed one) and two for
// the wide characters of East Asian scripts.
func textWidth(s string) int {
	w := 0
	for _, r := range s {
		switch {
		case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		case r >= 0x1100 && (unicode.In(r, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana) ||
			r >= 0xff01 && r <= 0xff60 || r >= 0xffe0 && r <= 0xffe6):
			w += 2
		default:
			w++
		}
	}
	return w
}

// verdictClass is the name of the colour of v in the HTML and Excel
// reports: its lower-case name, or "unknown".
func verdictClass(v verdict.Verdict) string {
	if !v.Valid() {
		return "unknown"
	}
	return strings.ToLower(string(v))
}

// verdictColours are the background colours of verdicts in the HTML page
// and the workbook, by verdict class.
var verdictColours = []struct{ class, colour string }{
	{"ac", "#c8e6c9"},
	{"wa", "#ffcdd2"},
	{"pe", "#ffe0b2"},
	{"tle", "#fff59d"},
	{"mle", "#fff59d"},
	{"ole", "#fff59d"},
	{"re", "#e1bee7"},
	{"ce", "#cfd8dc"},
	{"ie", "#eeeeee"},
	{"unknown", "#eeeeee"},
}
