package report

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/cham-judge/cham/judge/picture"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

//go:embed html.tmpl
var htmlSource string

// htmlTemplate is the page. html/template escapes every name, file name
// and message by its context; only the board pictures, which SVG builds
// from numbers alone, go in as they are.
var htmlTemplate = template.Must(template.New("class").Parse(htmlSource))

// htmlPage is what the template shows.
type htmlPage struct {
	Title    string
	Heading  string
	Colours  template.CSS // the verdict colour rules
	Problems []store.ProblemView
	Rows     []htmlRow
	Legend   []htmlLegend
	Students []htmlStudent
}

// htmlRow is a row of the class table.
type htmlRow struct {
	Anchor string // the id of the student's section
	Name   string
	Cells  []htmlCell
	Total  string
	Notes  int
}

// htmlCell is a problem's cell in the class table.
type htmlCell struct {
	Class   string // the verdict's colour class, "missing" without a submission
	Points  string
	Verdict string // shown after the points, empty for AC
	Title   string // the tooltip
}

type htmlLegend struct{ Class, Verdict, Description string }

// htmlStudent is a student's section.
type htmlStudent struct {
	Anchor   string
	Name     string
	Total    string
	Notes    []string
	Problems []htmlProblem
}

// htmlProblem is a problem in a student's section.
type htmlProblem struct {
	ID, Title string
	Max       string
	Sub       *store.SubmissionView // nil without a submission
	Class     string
	Verdict   string
	Points    string
	Tests     []htmlTest
	Open      bool // show the tests: the submission is not accepted
}

// htmlTest is a row of a submission's table of tests.
type htmlTest struct {
	Label   string
	Class   string
	Verdict string
	Time    string
	Memory  string
	Points  string
	Message string
	Picture template.HTML // an SVG of the board, or empty
}

// writeHTML writes one self-contained HTML page: no scripts, no external
// style sheets, fonts or images, so that it can be mailed.
func writeHTML(w io.Writer, c *store.ClassView) error {
	return htmlTemplate.Execute(w, newHTMLPage(c))
}

func newHTMLPage(c *store.ClassView) *htmlPage {
	page := &htmlPage{Title: c.Title, Heading: heading(c), Problems: c.Problems}
	if page.Title == "" {
		page.Title = "(untitled)"
	}
	var css strings.Builder
	for _, v := range verdictColours {
		fmt.Fprintf(&css, ".v-%s{background:%s}\n", v.class, v.colour)
	}
	page.Colours = template.CSS(css.String())

	seen := map[string]bool{}
	for i := range c.Students {
		s := &c.Students[i]
		anchor := fmt.Sprintf("student-%d", i+1)
		row := htmlRow{Anchor: anchor, Name: s.ID, Total: formatPoints(s.Total), Notes: len(s.Notes)}
		student := htmlStudent{Anchor: anchor, Name: s.ID, Total: row.Total, Notes: s.Notes}
		for j := range c.Problems {
			p := &c.Problems[j]
			sub := submission(s, p)
			hp := htmlProblem{ID: p.ID, Title: p.Title, Max: formatPoints(p.MaxPoints), Sub: sub}
			if sub == nil {
				row.Cells = append(row.Cells, htmlCell{Class: "missing", Points: "-", Title: p.ID + ": no submission"})
				student.Problems = append(student.Problems, hp)
				continue
			}
			class := "v-" + verdictClass(sub.Verdict)
			cell := htmlCell{Class: class, Points: formatPoints(sub.Points), Verdict: shortVerdict(sub),
				Title: p.ID + ": " + submissionSummary(sub)}
			if cell.Verdict == "..." {
				cell.Class = "pending"
			}
			if sub.Verdict != "" {
				seen[string(sub.Verdict)] = true
			}
			row.Cells = append(row.Cells, cell)
			hp.Class, hp.Points = cell.Class, cell.Points
			hp.Verdict = sub.Verdict.Describe()
			hp.Open = sub.Verdict != verdict.AC || !sub.Done
			switch {
			case sub.Verdict == "":
				hp.Verdict = "being judged"
			case !sub.Done && sub.Verdict != verdict.CE:
				hp.Verdict += " (judging not finished)"
			}
			for k := range sub.Tests {
				t := &sub.Tests[k]
				seen[string(t.Verdict)] = true
				hp.Tests = append(hp.Tests, htmlTest{
					Label:   testLabel(t),
					Class:   "v-" + verdictClass(t.Verdict),
					Verdict: string(t.Verdict),
					Time:    fmt.Sprintf("%d ms", t.TimeMS),
					Memory:  formatMemory(t.MemoryKB),
					Points:  formatPoints(t.Points) + " / " + formatPoints(t.MaxPoints),
					Message: t.Message,
					Picture: template.HTML(picture.SVG(t.Board)),
				})
			}
			student.Problems = append(student.Problems, hp)
		}
		page.Rows = append(page.Rows, row)
		page.Students = append(page.Students, student)
	}
	for _, v := range verdict.All {
		if seen[string(v)] {
			page.Legend = append(page.Legend, htmlLegend{Class: "v-" + verdictClass(v), Verdict: string(v), Description: v.Describe()})
		}
	}
	return page
}

// formatMemory writes a size given in KiB: "812 KiB", "3.4 MiB".
func formatMemory(kib int64) string {
	if kib < 1024 {
		return fmt.Sprintf("%d KiB", kib)
	}
	return fmt.Sprintf("%.1f MiB", float64(kib)/1024)
}
