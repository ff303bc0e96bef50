package report

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

// maxCompileLines is how many lines of a compiler's message the table
// shows; the HTML and Excel reports keep all of it.
const maxCompileLines = 3

// writeTable writes the class table for a terminal, then what went wrong
// for each student.
func writeTable(w io.Writer, c *store.ClassView) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, heading(c))
	fmt.Fprintln(bw)
	writeClassTable(bw, c)
	if legend := verdictLegend(c); legend != "" {
		fmt.Fprintln(bw)
		fmt.Fprintln(bw, legend)
	}
	for i := range c.Students {
		writeStudentTrouble(bw, c, &c.Students[i])
	}
	return bw.Flush()
}

// heading is the first line of the table: the class, its size, the date.
func heading(c *store.ClassView) string {
	title := c.Title
	if title == "" {
		title = "(untitled)"
	}
	s := fmt.Sprintf("Class %s: %s, %s", title, plural(len(c.Students), "student"), plural(len(c.Problems), "problem"))
	if !c.Generated.IsZero() {
		s += ", " + c.Generated.Format("2006-01-02 15:04")
	}
	return s
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// shortVerdict is the verdict written after the points in the table: none
// for AC, "..." while the submission is being judged.
func shortVerdict(sub *store.SubmissionView) string {
	switch {
	case sub.Verdict == "" || sub.Verdict == verdict.AC && !sub.Done:
		return "..."
	case sub.Verdict == verdict.AC:
		return ""
	default:
		return string(sub.Verdict)
	}
}

// writeClassTable writes the table: student, the points of each problem
// followed by the verdict when it is not AC, the total. Names are padded
// by their width on a terminal, not their length in bytes.
func writeClassTable(w io.Writer, c *store.ClassView) {
	rows := make([][]string, 0, len(c.Students)+1)
	header := []string{"student"}
	for _, p := range c.Problems {
		header = append(header, p.ID)
	}
	rows = append(rows, append(header, "total"))

	// A problem's cell is its points, right-aligned, then its verdict,
	// left-aligned, so that the points of a column line up.
	points := make([]int, len(c.Problems))
	verdicts := make([]int, len(c.Problems))
	for i := range c.Students {
		for j := range c.Problems {
			if sub := submission(&c.Students[i], &c.Problems[j]); sub != nil {
				points[j] = max(points[j], len(formatPoints(sub.Points)))
				verdicts[j] = max(verdicts[j], len(shortVerdict(sub)))
			}
		}
	}
	for i := range c.Students {
		s := &c.Students[i]
		row := []string{s.ID}
		for j := range c.Problems {
			p, v := "-", ""
			if sub := submission(s, &c.Problems[j]); sub != nil {
				p, v = formatPoints(sub.Points), shortVerdict(sub)
			}
			cell := padLeft(p, max(points[j], 1))
			if verdicts[j] > 0 {
				cell += " " + padRight(v, verdicts[j])
			}
			row = append(row, cell)
		}
		rows = append(rows, append(row, formatPoints(s.Total)))
	}

	widths := make([]int, len(header)+1)
	for _, row := range rows {
		for k, cell := range row {
			widths[k] = max(widths[k], textWidth(cell))
		}
	}
	for _, row := range rows {
		var line strings.Builder
		for k, cell := range row {
			if k == 0 {
				line.WriteString(padRight(cell, widths[k]))
			} else {
				line.WriteString("  ")
				line.WriteString(padLeft(cell, widths[k]))
			}
		}
		fmt.Fprintln(w, strings.TrimRight(line.String(), " "))
	}
}

// verdictLegend says in words the verdicts the table shows, or "" when
// every submission is accepted.
func verdictLegend(c *store.ClassView) string {
	seen := map[verdict.Verdict]bool{}
	for i := range c.Students {
		for j := range c.Problems {
			if sub := submission(&c.Students[i], &c.Problems[j]); sub != nil && sub.Verdict != verdict.AC && sub.Verdict != "" {
				seen[sub.Verdict] = true
			}
		}
	}
	if len(seen) == 0 {
		return ""
	}
	var parts []string
	for _, v := range verdict.All {
		if seen[v] {
			parts = append(parts, string(v)+" "+v.Describe())
			delete(seen, v)
		}
	}
	var unknown []string
	for v := range seen {
		unknown = append(unknown, string(v))
	}
	sort.Strings(unknown)
	parts = append(parts, unknown...)
	return strings.Join(parts, ", ") + "; - no submission"
}

// writeStudentTrouble writes, for one student, every problem that is not
// accepted with the first failing test and its message, the problems not
// handed in, then the notes on the student's folder. It writes nothing for a student with nothing wrong.
func writeStudentTrouble(w io.Writer, c *store.ClassView, s *store.StudentView) {
	var lines, missing []string
	for j := range c.Problems {
		p := &c.Problems[j]
		sub := submission(s, p)
		if sub == nil {
			missing = append(missing, p.ID)
			continue
		}
		if sub.Verdict == verdict.AC && sub.Done {
			continue
		}
		lines = append(lines, "  "+p.ID+": "+submissionSummary(sub))
		if sub.Verdict == verdict.CE || !sub.Compile.OK && sub.Compile.Message != "" {
			lines = append(lines, indentLines(sub.Compile.Message, "    ", maxCompileLines)...)
		}
		if t := firstFailure(sub); t != nil {
			line := "    " + testLabel(t) + ": "
			if msg := firstLine(t.Message); msg != "" {
				line += msg
			} else {
				line += t.Verdict.Describe()
			}
			lines = append(lines, line)
		}
	}
	switch {
	case len(missing) == len(c.Problems):
		lines = append(lines, "  nothing handed in")
	case len(missing) > 0:
		lines = append(lines, "  not handed in: "+strings.Join(missing, ", "))
	}
	for _, note := range s.Notes {
		lines = append(lines, "  note: "+firstLine(note))
	}
	if len(lines) == 0 {
		return
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, s.ID)
	for _, line := range lines {
		fmt.Fprintln(w, line)
	}
}

// submissionSummary says how a submission went: "wrong answer, 66.67 of
// 100 points (KNIGHT.CPP, cpp)".
func submissionSummary(sub *store.SubmissionView) string {
	var sb strings.Builder
	switch {
	case sub.Verdict == "":
		sb.WriteString("being judged")
	default:
		sb.WriteString(sub.Verdict.Describe())
		if !sub.Done && sub.Verdict != verdict.CE {
			sb.WriteString(" so far")
		}
	}
	fmt.Fprintf(&sb, ", %s of %s points", formatPoints(sub.Points), formatPoints(sub.MaxPoints))
	if sub.File != "" {
		sb.WriteString(" (" + sub.File)
		if sub.Language != "" {
			sb.WriteString(", " + sub.Language)
		}
		sb.WriteString(")")
	}
	return sb.String()
}

// indentLines returns the first max non-blank lines of s, each indented,
// and a line saying how many more there are.
func indentLines(s, indent string, max int) []string {
	var out []string
	more := 0
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		line = strings.TrimRight(line, " \t\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		if len(out) == max {
			more++
			continue
		}
		out = append(out, indent+line)
	}
	if more > 0 {
		out = append(out, fmt.Sprintf("%s(%s)", indent, plural(more, "more line")))
	}
	return out
}

// padLeft right-aligns s in width terminal columns.
func padLeft(s string, width int) string {
	if n := width - textWidth(s); n > 0 {
		return strings.Repeat(" ", n) + s
	}
	return s
}

// padRight left-aligns s in width terminal columns.
func padRight(s string, width int) string {
	if n := width - textWidth(s); n > 0 {
		return s + strings.Repeat(" ", n)
	}
	return s
}
