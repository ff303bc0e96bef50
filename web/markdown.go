package web

import (
	"html"
	"html/template"
	"regexp"
	"strings"
)

// Markdown renders the Markdown of a problem statement as HTML: headings,
// paragraphs, lists (- * + and 1.), fenced code blocks, tables with a
// separator line, and inline code, **bold** and *italic*. Everything else,
// HTML included, is escaped and shown as text: a statement cannot put
// markup or scripts in the page.
func Markdown(src string) template.HTML {
	var out strings.Builder
	lines := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
	var para []string
	flush := func() {
		if len(para) > 0 {
			out.WriteString("<p>" + inline(strings.Join(para, "\n")) + "</p>\n")
			para = nil
		}
	}
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			flush()
		case strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~"):
			flush()
			fence := trimmed[:3]
			var code []string
			for i++; i < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[i]), fence); i++ {
				code = append(code, lines[i])
			}
			out.WriteString("<pre><code>" + html.EscapeString(strings.Join(code, "\n")) + "</code></pre>\n")
		case headingLevel(trimmed) > 0:
			flush()
			n := headingLevel(trimmed)
			level := min(n+1, 6) // the page's own title is the h1
			text := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(trimmed[n:]), "#"))
			out.WriteString("<h" + string(rune('0'+level)) + ">" + inline(text) + "</h" + string(rune('0'+level)) + ">\n")
		case listMarker(trimmed) != "":
			flush()
			ordered := listMarker(trimmed) == "ol"
			tag := "ul"
			if ordered {
				tag = "ol"
			}
			out.WriteString("<" + tag + ">\n")
			var item []string
			emit := func() {
				if item != nil {
					out.WriteString("<li>" + inline(strings.Join(item, "\n")) + "</li>\n")
				}
				item = nil
			}
			for ; i < len(lines); i++ {
				t := strings.TrimSpace(lines[i])
				if m := listMarker(t); m != "" && (m == "ol") == ordered && !isIndented(lines[i]) {
					emit()
					item = []string{stripMarker(t)}
				} else if t != "" && isIndented(lines[i]) && item != nil {
					item = append(item, t)
				} else {
					i--
					break
				}
			}
			emit()
			out.WriteString("</" + tag + ">\n")
		case strings.HasPrefix(trimmed, "|") && i+1 < len(lines) && isTableSeparator(lines[i+1]):
			flush()
			out.WriteString("<table>\n<thead><tr>")
			for _, c := range tableCells(trimmed) {
				out.WriteString("<th>" + inline(c) + "</th>")
			}
			out.WriteString("</tr></thead>\n<tbody>\n")
			for i += 2; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "|"); i++ {
				out.WriteString("<tr>")
				for _, c := range tableCells(strings.TrimSpace(lines[i])) {
					out.WriteString("<td>" + inline(c) + "</td>")
				}
				out.WriteString("</tr>\n")
			}
			i--
			out.WriteString("</tbody></table>\n")
		default:
			para = append(para, trimmed)
		}
	}
	flush()
	return template.HTML(out.String())
}

func headingLevel(s string) int {
	n := 0
	for n < len(s) && s[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || n == len(s) || s[n] != ' ' {
		return 0
	}
	return n
}

var orderedMarker = regexp.MustCompile(`^[0-9]{1,9}[.)] `)

// listMarker says whether a trimmed line starts a list item: "ul", "ol" or "".
func listMarker(s string) string {
	if len(s) >= 2 && strings.ContainsRune("-*+", rune(s[0])) && s[1] == ' ' {
		return "ul"
	}
	if orderedMarker.MatchString(s) {
		return "ol"
	}
	return ""
}

func stripMarker(s string) string {
	if listMarker(s) == "ul" {
		return strings.TrimSpace(s[2:])
	}
	return strings.TrimSpace(orderedMarker.ReplaceAllString(s, ""))
}

func isIndented(line string) bool {
	return strings.HasPrefix(line, "  ") || strings.HasPrefix(line, "\t")
}

var tableSeparator = regexp.MustCompile(`^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$`)

func isTableSeparator(line string) bool { return tableSeparator.MatchString(line) }

func tableCells(row string) []string {
	row = strings.TrimSuffix(strings.TrimPrefix(row, "|"), "|")
	cells := strings.Split(row, "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

var (
	boldPattern   = regexp.MustCompile(`\*\*([^*\n]+?)\*\*`)
	italicPattern = regexp.MustCompile(`(^|[\s(])\*([^*\s][^*\n]*?)\*`)
)

// inline renders code spans, bold and italic; the rest is escaped text.
func inline(s string) string {
	var out strings.Builder
	for {
		start := strings.IndexByte(s, '`')
		if start < 0 {
			break
		}
		end := strings.IndexByte(s[start+1:], '`')
		if end < 0 {
			break
		}
		out.WriteString(emphasis(s[:start]))
		out.WriteString("<code>" + html.EscapeString(s[start+1:start+1+end]) + "</code>")
		s = s[start+1+end+1:]
	}
	out.WriteString(emphasis(s))
	return out.String()
}

func emphasis(s string) string {
	e := html.EscapeString(s)
	e = boldPattern.ReplaceAllString(e, "<strong>$1</strong>")
	e = italicPattern.ReplaceAllString(e, "$1<em>$2</em>")
	return e
}
