package report

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// parseHTML parses a page as a browser would.
func parseHTML(t *testing.T, page []byte) *html.Node {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatalf("parsing the page: %v", err)
	}
	return doc
}

// findAll returns the elements under n, in document order, for which keep
// is true.
func findAll(n *html.Node, keep func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && keep(n) {
			out = append(out, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return out
}

func tag(name string) func(*html.Node) bool {
	return func(n *html.Node) bool { return n.Data == name }
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// text is the text inside n, as a reader sees it.
func text(n *html.Node) string {
	var sb strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			sb.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return sb.String()
}

func TestHTMLEscapesNamesAndMessages(t *testing.T) {
	page := write(t, "html", testClass())
	if !bytes.Contains(page, []byte("hs03 &lt;script&gt;alert(1)&lt;/script&gt;")) {
		t.Error("the page lacks the escaped name hs03 &lt;script&gt;...")
	}
	if bytes.Contains(page, []byte("<script")) {
		t.Errorf("the page holds a <script: a student's name or message went in unescaped")
	}
	doc := parseHTML(t, page)
	if scripts := findAll(doc, tag("script")); len(scripts) != 0 {
		t.Errorf("%d script elements in the page", len(scripts))
	}
	// What a reader sees is the name and the message as they are.
	var names []string
	for _, h2 := range findAll(doc, tag("h2")) {
		names = append(names, text(h2))
	}
	want := []string{studentAn + " (175 points)", studentBich + " (100 points)", studentScript + " (150 points)"}
	if strings.Join(names, "|") != strings.Join(want, "|") {
		t.Errorf("student headings %q, want %q", names, want)
	}
	found := false
	for _, td := range findAll(doc, tag("td")) {
		if text(td) == scriptMessage {
			found = true
		}
	}
	if !found {
		t.Errorf("no table cell reads %q", scriptMessage)
	}
}

func TestHTMLIsSelfContained(t *testing.T) {
	doc := parseHTML(t, write(t, "html", testClass()))
	metas := findAll(doc, func(n *html.Node) bool { return n.Data == "meta" && strings.EqualFold(attr(n, "charset"), "utf-8") })
	if len(metas) != 1 {
		t.Errorf("%d <meta charset=utf-8>, want 1", len(metas))
	}
	if styles := findAll(doc, tag("style")); len(styles) != 1 || !strings.Contains(text(styles[0]), ".v-wa{background:") {
		t.Errorf("want one inline style sheet with the verdict colours, found %d", len(styles))
	}
	for _, n := range findAll(doc, func(*html.Node) bool { return true }) {
		for _, a := range n.Attr {
			switch {
			case a.Key == "src", a.Key == "href" && !strings.HasPrefix(a.Val, "#"):
				t.Errorf("<%s %s=%q>: the page must not load anything", n.Data, a.Key, a.Val)
			case strings.HasPrefix(a.Key, "on"):
				t.Errorf("<%s %s=%q>: the page needs no script", n.Data, a.Key, a.Val)
			}
		}
		if n.Data == "link" || n.Data == "img" || n.Data == "iframe" {
			t.Errorf("<%s> in the page", n.Data)
		}
	}
	// Every link goes to a student's section.
	ids := map[string]bool{}
	for _, n := range findAll(doc, func(n *html.Node) bool { return attr(n, "id") != "" }) {
		if ids[attr(n, "id")] {
			t.Errorf("id %q used twice", attr(n, "id"))
		}
		ids[attr(n, "id")] = true
	}
	links := findAll(doc, tag("a"))
	if len(links) != 3 {
		t.Errorf("%d links, want one per student", len(links))
	}
	for _, a := range links {
		if !ids[strings.TrimPrefix(attr(a, "href"), "#")] {
			t.Errorf("link %q goes nowhere", attr(a, "href"))
		}
	}
}

func TestHTMLSummaryTable(t *testing.T) {
	doc := parseHTML(t, write(t, "html", testClass()))
	tables := findAll(doc, func(n *html.Node) bool { return n.Data == "table" && attr(n, "class") == "summary" })
	if len(tables) != 1 {
		t.Fatalf("%d summary tables, want 1", len(tables))
	}
	var rows [][]string
	var classes [][]string
	for _, tr := range findAll(tables[0], tag("tr")) {
		var row, class []string
		for _, cell := range findAll(tr, func(n *html.Node) bool { return n.Data == "td" || n.Data == "th" }) {
			row = append(row, text(cell))
			class = append(class, attr(cell, "class"))
		}
		rows = append(rows, row)
		classes = append(classes, class)
	}
	want := [][]string{
		{"student", "queens", "knight", "queens-count", "total"},
		{studentAn, "100", "66.67WA", "8.33WA", "175"},
		{studentBich + " (1 note)", "0CE", "100", "-", "100"},
		{studentScript, "50WA", "0TLE", "100", "150"},
	}
	wantClasses := [][]string{
		{"", "", "", "", ""},
		{"", "num v-ac", "num v-wa", "num v-wa", "num total"},
		{"", "num v-ce", "num v-ac", "num missing", "num total"},
		{"", "num v-wa", "num v-tle", "num v-ac", "num total"},
	}
	for i := range want {
		if i >= len(rows) {
			t.Fatalf("%d rows, want %d", len(rows), len(want))
		}
		if strings.Join(rows[i], "|") != strings.Join(want[i], "|") {
			t.Errorf("row %d = %q, want %q", i, rows[i], want[i])
		}
		if strings.Join(classes[i], "|") != strings.Join(wantClasses[i], "|") {
			t.Errorf("row %d classes = %q, want %q", i, classes[i], wantClasses[i])
		}
	}
}

// sectionOf returns the nodes of the student section that starts at the
// h2 with the given id, up to the next h2.
func sectionOf(t *testing.T, doc *html.Node, id string) []*html.Node {
	t.Helper()
	h2s := findAll(doc, func(n *html.Node) bool { return n.Data == "h2" && attr(n, "id") == id })
	if len(h2s) != 1 {
		t.Fatalf("no section %q", id)
	}
	var out []*html.Node
	for n := h2s[0].NextSibling; n != nil && n.Data != "h2"; n = n.NextSibling {
		out = append(out, n)
	}
	return out
}

func findIn(nodes []*html.Node, keep func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	for _, n := range nodes {
		out = append(out, findAll(n, keep)...)
	}
	return out
}

func TestHTMLStudentDetails(t *testing.T) {
	doc := parseHTML(t, write(t, "html", testClass()))

	// Nguyễn Văn An: the wrong knight move, drawn with its arrow, in the
	// row after the test's; the accepted queens' tests folded away.
	an := sectionOf(t, doc, "student-1")
	svgs := findIn(an, tag("svg"))
	if len(svgs) != 1 {
		t.Fatalf("%d board pictures for %s, want 1", len(svgs), studentAn)
	}
	if len(findAll(svgs[0], tag("polygon"))) != 1 {
		t.Error("the knight's board has no arrow")
	}
	board := svgs[0].Parent.Parent // svg < td < tr
	prev := board.PrevSibling
	for prev != nil && prev.Type != html.ElementNode {
		prev = prev.PrevSibling
	}
	if prev == nil || !strings.Contains(text(prev), knightMessage) {
		t.Errorf("the picture does not follow the row of the wrong test")
	}
	details := findIn(an, tag("details"))
	if len(details) != 3 {
		t.Fatalf("%d <details>, want one per problem", len(details))
	}
	for i, wantOpen := range []bool{false, true, true} {
		if open := hasAttr(details[i], "open"); open != wantOpen {
			t.Errorf("problem %d: tests shown = %v, want %v", i+1, open, wantOpen)
		}
	}
	rows := findAll(details[1], tag("tr"))
	var cells []string
	for _, td := range findAll(rows[3], tag("td")) {
		cells = append(cells, text(td))
	}
	if want := []string{"test 3 (03)", "WA", "30 ms", "3.0 MiB", "0 / 33.33", knightMessage}; strings.Join(cells, "|") != strings.Join(want, "|") {
		t.Errorf("the wrong knight test reads %q, want %q", cells, want)
	}

	// Trần Thị Bích: the compiler's message, the note, the missing problem.
	bich := sectionOf(t, doc, "student-2")
	pres := findIn(bich, tag("pre"))
	if len(pres) != 1 || text(pres[0]) != compileMessage {
		t.Errorf("compile message blocks %d, want one reading %q", len(pres), compileMessage)
	}
	if notes := findIn(bich, tag("li")); len(notes) != 1 || text(notes[0]) != noteBich {
		t.Errorf("notes %d, want one reading %q", len(notes), noteBich)
	}
	var sectionText strings.Builder
	for _, n := range bich {
		sectionText.WriteString(text(n))
	}
	for _, want := range []string{"File queens.cpp (cpp)", "The program does not compile:", "No submission."} {
		if !strings.Contains(sectionText.String(), want) {
			t.Errorf("%s's section lacks %q", studentBich, want)
		}
	}

	// hs03: the attacking queens in red.
	svgs = findIn(sectionOf(t, doc, "student-3"), tag("svg"))
	if len(svgs) != 1 {
		t.Fatalf("%d board pictures for hs03, want 1", len(svgs))
	}
	red := findAll(svgs[0], func(n *html.Node) bool { return n.Data == "path" && attr(n, "fill") == "#d50000" })
	if len(red) != 2 {
		t.Errorf("%d red queens, want the 2 that attack each other", len(red))
	}
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}
