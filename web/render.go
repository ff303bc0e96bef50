package web

import (
	"bytes"
	"fmt"
	"html/template"
	"log"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge/check"
	"github.com/cham-judge/cham/judge/picture"
	"github.com/cham-judge/cham/judge/store"
)

// pageNames are the pages, each templates/<name>.html.
var pageNames = []string{"login", "problems", "problem", "submissions", "submission", "scoreboard",
	"clarifications", "admin", "admin_submissions", "admin_users", "error"}

func (s *Server) parseTemplates() error {
	s.pages = map[string]map[string]*template.Template{}
	for _, l := range uiLanguages {
		base, err := template.New("").Funcs(s.funcs(l)).ParseFS(templateFS, "templates/layout.html", "templates/fragments.html")
		if err != nil {
			return fmt.Errorf("web: templates: %w", err)
		}
		s.pages[l] = map[string]*template.Template{}
		for _, name := range pageNames {
			t, err := template.Must(base.Clone()).ParseFS(templateFS, "templates/"+name+".html")
			if err != nil {
				return fmt.Errorf("web: templates: %w", err)
			}
			s.pages[l][name] = t
		}
	}
	return nil
}

func (s *Server) funcs(l string) template.FuncMap {
	return template.FuncMap{
		"T":  func(key string) string { return translate(l, key) },
		"Tf": func(key string, args ...any) string { return fmt.Sprintf(translate(l, key), args...) },
		"points": func(p float64) string {
			return strconv.FormatFloat(math.Round(p*100)/100, 'f', -1, 64)
		},
		"svg": func(b *check.Board) template.HTML {
			return template.HTML(picture.SVG(b)) // drawn by cham from numbers: no text of the student's
		},
		"status": func(e store.Entry) string { return statusText(l, e) },
		"clock": func(t time.Time) string {
			if t.IsZero() {
				return ""
			}
			return t.Local().Format("15:04:05")
		},
		"datetime": func(t time.Time) string {
			if t.IsZero() {
				return ""
			}
			return t.Local().Format("2006-01-02 15:04")
		},
		"title": func(id string) string {
			if p := s.c.Problem(id); p != nil {
				return p.Title(l)
			}
			return id
		},
		"add": func(a, b int) int { return a + b },
		"wrap": func(pd *pageData, d any) *pageData {
			c := *pd
			c.Data = d
			return &c
		},
		"lower": strings.ToLower,
	}
}

// statusText says where a submission is: queued, compiling, running test
// k of n, or its verdict.
func statusText(l string, e store.Entry) string {
	switch e.Status {
	case store.StatusQueued:
		return translate(l, "queued")
	case store.StatusCompiling:
		return translate(l, "compiling")
	case store.StatusRunning:
		if e.TestsTotal > 0 {
			return fmt.Sprintf(translate(l, "running_test"), min(e.TestsDone+1, e.TestsTotal), e.TestsTotal)
		}
		return translate(l, "running")
	}
	return e.Verdict
}

// pageData is what the layout and every page get.
type pageData struct {
	Lang     string
	Page     string
	Contest  *contest.Contest
	User     *store.Account
	CSRF     string
	Flash    string // an error to show
	Notice   string // a confirmation to show
	Phase    string
	Clock    contest.Clock
	Deadline int64 // Unix milliseconds the countdown counts to: the start, or the end
	Path     string
	Data     any
}

func (s *Server) data(q *request, page string, d any) *pageData {
	clk := s.Clock()
	now := s.now()
	p := &pageData{Lang: q.lang, Page: page, Contest: s.c, User: q.account(), Clock: clk, Data: d,
		Phase: clk.Phase(now).String()}
	if q.session != nil {
		p.CSRF = q.session.CSRF
	}
	switch clk.Phase(now) {
	case contest.Before:
		p.Deadline = clk.Start.UnixMilli()
	case contest.Running:
		p.Deadline = clk.End.UnixMilli()
	}
	return p
}

// render writes a whole page.
func (s *Server) render(w http.ResponseWriter, q *request, status int, page, _ string, d any, flash string) {
	pd := s.data(q, page, d)
	pd.Flash = flash
	s.renderData(w, q, status, page, pd)
}

func (s *Server) renderData(w http.ResponseWriter, q *request, status int, page string, pd *pageData) {
	var buf bytes.Buffer
	if err := s.pages[q.lang][page].ExecuteTemplate(&buf, "layout", pd); err != nil {
		log.Printf("web: page %s: %v", page, err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// fragment writes a part of a page that the page's script refreshes.
func (s *Server) fragment(w http.ResponseWriter, q *request, name string, pd *pageData) {
	var buf bytes.Buffer
	if err := s.pages[q.lang]["error"].ExecuteTemplate(&buf, name, pd); err != nil {
		log.Printf("web: fragment %s: %v", name, err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(buf.Bytes())
}

// fail writes an error page with a translated message.
func (s *Server) fail(w http.ResponseWriter, q *request, status int, key string) {
	s.render(w, q, status, "error", "", nil, translate(q.lang, key))
}

func (s *Server) internal(w http.ResponseWriter, q *request, err error) {
	log.Printf("web: %v", err)
	s.render(w, q, http.StatusInternalServerError, "error", "", nil, "internal error: "+err.Error())
}
