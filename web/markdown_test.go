package web

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestMarkdown(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"# Title", "<h2>Title</h2>\n"},
		{"## Input\n\nThe file `QUEENS.INP` holds **one** *integer*.", "<h3>Input</h3>\n<p>The file <code>QUEENS.INP</code> holds <strong>one</strong> <em>integer</em>.</p>\n"},
		{"- a\n- b\n  continued\n\nafter", "<ul>\n<li>a</li>\n<li>b\ncontinued</li>\n</ul>\n<p>after</p>\n"},
		{"1. first\n2. second", "<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n"},
		{"```\n<b>5</b> & 6\n```", "<pre><code>&lt;b&gt;5&lt;/b&gt; &amp; 6</code></pre>\n"},
		{"| n | count |\n|---|---:|\n| 8 | 92 |", "<table>\n<thead><tr><th>n</th><th>count</th></tr></thead>\n<tbody>\n<tr><td>8</td><td>92</td></tr>\n</tbody></table>\n"},
		{"|y − v| = 2, or |x − u| = 1", "<p>|y − v| = 2, or |x − u| = 1</p>\n"},
		{"<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n"},
		{"<img src=x onerror=alert(1)> `<i>`", "<p>&lt;img src=x onerror=alert(1)&gt; <code>&lt;i&gt;</code></p>\n"},
		{"[link](javascript:alert(1))", "<p>[link](javascript:alert(1))</p>\n"},
		{"2 * 3 * 4 and a*b", "<p>2 * 3 * 4 and a*b</p>\n"},
		{"#no heading", "<p>#no heading</p>\n"},
	} {
		if got := string(Markdown(tt.in)); got != tt.want {
			t.Errorf("Markdown(%q) =\n%q\nwant\n%q", tt.in, got, tt.want)
		}
	}
}

func TestMarkdownNeverEmitsForeignTags(t *testing.T) {
	allowed := map[string]bool{"h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "p": true, "ul": true, "ol": true,
		"li": true, "pre": true, "code": true, "strong": true, "em": true, "table": true, "thead": true, "tbody": true,
		"tr": true, "th": true, "td": true}
	inputs := []string{"<div onclick=x>", "**<b>**", "*<i>*", "`</code><script>`", "| <a> |\n|---|\n| <b> |", "- <li>\n1. <ol>", "# <h1>"}
	for _, in := range inputs {
		out := string(Markdown(in))
		for i := 0; i < len(out); i++ {
			if out[i] != '<' {
				continue
			}
			j := strings.IndexAny(out[i:], " >")
			tag := strings.TrimPrefix(out[i+1:i+j], "/")
			if !allowed[tag] {
				t.Errorf("Markdown(%q) = %q: tag %q", in, out, tag)
			}
		}
	}
}

func ExampleMarkdown() {
	fmt.Print(Markdown("## Output\n\nOne line a placement: `(i, j);` **n** times.\n"))
	// Output:
	// <h3>Output</h3>
	// <p>One line a placement: <code>(i, j);</code> <strong>n</strong> times.</p>
}

func TestLimiter(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	l := newLimiter(Rate{Burst: 2, Every: 10 * time.Second}, func() time.Time { return now })
	for i, want := range []bool{true, true, false} {
		if ok, _ := l.allow("a"); ok != want {
			t.Errorf("take %d: %v", i, ok)
		}
	}
	if ok, wait := l.allow("a"); ok || wait != 10*time.Second {
		t.Errorf("empty bucket: %v, wait %v", ok, wait)
	}
	if ok, _ := l.allow("b"); !ok {
		t.Errorf("another key shares the bucket")
	}
	now = now.Add(5 * time.Second)
	if ok, wait := l.allow("a"); ok || wait != 5*time.Second {
		t.Errorf("half refilled: %v %v", ok, wait)
	}
	now = now.Add(5 * time.Second)
	if ok, _ := l.allow("a"); !ok {
		t.Errorf("refilled: refused")
	}
	now = now.Add(time.Hour)
	for i := range 2 {
		if ok, _ := l.allow("a"); !ok {
			t.Errorf("after an hour, take %d refused: the bucket holds at most its burst, and at least that", i)
		}
	}
	if ok, _ := l.allow("a"); ok {
		t.Errorf("the bucket holds more than its burst")
	}
	var none *limiter
	if ok, _ := none.allow("x"); !ok {
		t.Errorf("no limiter refuses")
	}
}
