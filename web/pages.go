package web

import (
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"math"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

// problemRow is a line of the problem list.
type problemRow struct {
	ID, Title string
	Points    float64
	Tried     bool
	Best      float64
	Solved    bool
}

func (s *Server) problemsPage(w http.ResponseWriter, r *http.Request, q *request) {
	var rows []problemRow
	if s.canSeeProblems(q) {
		mine, err := s.st.Entries(store.Filter{Student: q.account().ID})
		if err != nil {
			s.internal(w, q, err)
			return
		}
		for _, p := range s.c.Problems {
			row := problemRow{ID: p.ID, Title: p.Title(q.lang), Points: p.Points}
			for _, e := range mine {
				if e.Problem != p.ID {
					continue
				}
				row.Tried = true
				if e.Status == store.StatusDone && e.Points > row.Best {
					row.Best = e.Points
				}
				if e.Verdict == string(verdict.AC) {
					row.Solved = true
				}
			}
			rows = append(rows, row)
		}
	}
	s.render(w, q, http.StatusOK, "problems", "", rows, "")
}

// canSeeProblems: the teacher always, students once the contest started.
func (s *Server) canSeeProblems(q *request) bool {
	return q.isAdmin() || s.Clock().Phase(s.now()) != contest.Before
}

// statement renders a problem's statement in lang, else in the other
// language. The path comes from the problem package, never the request.
func (s *Server) statement(p *problem.Problem, lang string) template.HTML {
	for _, l := range []string{lang, "vi", "en"} {
		if name, ok := p.Statements[l]; ok {
			b, err := fs.ReadFile(p.FS, name)
			if err == nil {
				return Markdown(string(b))
			}
		}
	}
	return ""
}

type problemPageData struct {
	Problem   *problem.Problem
	Title     string
	Statement template.HTML
	Languages []langOption
	Entries   []store.Entry
	CanSubmit bool
	MaxKB     int64
}

type langOption struct{ ID, Name string }

func (s *Server) languageOptions() []langOption {
	var out []langOption
	for _, l := range s.langs.All() {
		if s.c.LanguageAllowed(l.ID) {
			out = append(out, langOption{l.ID, l.Name})
		}
	}
	return out
}

func (s *Server) problemPage(w http.ResponseWriter, r *http.Request, q *request) {
	s.renderProblem(w, r, q, http.StatusOK, "")
}

func (s *Server) renderProblem(w http.ResponseWriter, r *http.Request, q *request, status int, flash string) {
	id := r.PathValue("id")
	if id == "" {
		id = r.FormValue("problem")
	}
	p := s.c.Problem(id)
	if p == nil || !s.canSeeProblems(q) {
		s.fail(w, q, http.StatusNotFound, "no_problem")
		return
	}
	entries, err := s.st.Entries(store.Filter{Student: q.account().ID, Problem: p.ID})
	if err != nil {
		s.internal(w, q, err)
		return
	}
	d := problemPageData{Problem: p, Title: p.Title(q.lang), Statement: s.statement(p, q.lang),
		Languages: s.languageOptions(), Entries: entries, MaxKB: s.c.MaxSourceBytes >> 10,
		CanSubmit: !q.isAdmin() && s.Clock().Phase(s.now()) == contest.Running}
	s.render(w, q, status, "problem", "", d, flash)
}

// maxFileName bounds the name kept of an uploaded file.
const maxFileName = 64

// cleanFileName keeps the last element of an uploaded file's name, without
// characters that mean anything to a shell or a file system. The name is
// only stored and shown, and tells the language; it never names a file on
// disk.
func cleanFileName(name string) string {
	name = path.Base(strings.ReplaceAll(name, `\`, "/"))
	var sb strings.Builder
	for _, r := range name {
		if r == '.' || r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			sb.WriteRune(r)
		}
	}
	out := strings.TrimLeft(sb.String(), ".")
	if len(out) > maxFileName {
		out = out[len(out)-maxFileName:]
	}
	return out
}

// submit stores a submission: an uploaded file or pasted code. Its body
// was bounded and parsed by checkCSRF.
func (s *Server) submit(w http.ResponseWriter, r *http.Request, q *request) {
	fail := func(status int, key string, args ...any) {
		s.renderProblem(w, r, q, status, fmt.Sprintf(translate(q.lang, key), args...))
	}
	p := s.c.Problem(r.FormValue("problem"))
	switch {
	case q.isAdmin():
		s.fail(w, q, http.StatusForbidden, "forbidden")
		return
	case p == nil:
		s.fail(w, q, http.StatusNotFound, "no_problem")
		return
	case s.Clock().Phase(s.now()) != contest.Running:
		fail(http.StatusForbidden, "not_running")
		return
	}
	student := q.account().ID
	if ok, wait := s.submitUser.allow(student); !ok {
		w.Header().Set("Retry-After", strconv.Itoa(waitSeconds(wait)))
		fail(http.StatusTooManyRequests, "wait", waitSeconds(wait))
		return
	}
	if ok, wait := s.submitIP.allow(clientIP(r)); !ok {
		w.Header().Set("Retry-After", strconv.Itoa(waitSeconds(wait)))
		fail(http.StatusTooManyRequests, "wait", waitSeconds(wait))
		return
	}

	var name string
	var src []byte
	if file, header, err := r.FormFile("file"); err == nil {
		defer file.Close()
		name = cleanFileName(header.Filename)
		src, err = io.ReadAll(io.LimitReader(file, s.c.MaxSourceBytes+1))
		if err != nil {
			fail(http.StatusBadRequest, "empty_source")
			return
		}
	} else if !errors.Is(err, http.ErrMissingFile) && !errors.Is(err, http.ErrNotMultipart) {
		fail(http.StatusBadRequest, "empty_source")
		return
	}
	if len(src) == 0 {
		src = []byte(strings.ReplaceAll(r.FormValue("code"), "\r\n", "\n"))
		name = "main"
	}
	switch {
	case len(strings.TrimSpace(string(src))) == 0:
		fail(http.StatusBadRequest, "empty_source")
		return
	case int64(len(src)) > s.c.MaxSourceBytes:
		fail(http.StatusRequestEntityTooLarge, "too_large", s.c.MaxSourceBytes>>10)
		return
	case !utf8.Valid(src) && strings.IndexByte(string(src), 0) >= 0:
		fail(http.StatusBadRequest, "empty_source")
		return
	}
	// The language: chosen in the form, else guessed from the file name.
	l, err := s.langs.ForFile(name)
	if choice := r.FormValue("language"); choice != "" && choice != "auto" {
		chosen, ok := s.langs.ByID(choice)
		if !ok {
			fail(http.StatusBadRequest, "bad_language", choice)
			return
		}
		if err != nil || l.ID != chosen.ID {
			name = strings.TrimSuffix(name, path.Ext(name)) + chosen.Extensions[0]
		}
		l, err = chosen, nil
	}
	if err != nil {
		fail(http.StatusBadRequest, "bad_language", name)
		return
	}
	if !s.c.LanguageAllowed(l.ID) {
		fail(http.StatusBadRequest, "lang_not_allowed", l.Name)
		return
	}
	n, last, err := s.st.SubmissionCount(student, p.ID)
	if err != nil {
		s.internal(w, q, err)
		return
	}
	if s.c.MaxSubmissions > 0 && n >= s.c.MaxSubmissions {
		fail(http.StatusForbidden, "limit_reached", s.c.MaxSubmissions)
		return
	}
	if wait := last.Add(s.c.Interval).Sub(s.now()); !last.IsZero() && wait > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(waitSeconds(wait)))
		fail(http.StatusTooManyRequests, "wait", waitSeconds(wait))
		return
	}
	sub, _, err := s.st.Submit(store.NewSubmission{Student: student, Problem: p.ID, File: name, Language: l.ID,
		Source: src, Submitted: s.now()}, true)
	if err != nil {
		s.internal(w, q, err)
		return
	}
	if s.cfg.Queued != nil {
		s.cfg.Queued()
	}
	http.Redirect(w, r, fmt.Sprintf("/submissions/%d", sub.ID), http.StatusSeeOther)
}

func (s *Server) submissionsPage(w http.ResponseWriter, r *http.Request, q *request) {
	if q.isAdmin() {
		http.Redirect(w, r, "/admin/submissions", http.StatusSeeOther)
		return
	}
	entries, err := s.st.Entries(store.Filter{Student: q.account().ID})
	if err != nil {
		s.internal(w, q, err)
		return
	}
	s.render(w, q, http.StatusOK, "submissions", "", entries, "")
}

// submissionsTable is the live part of the submissions page.
func (s *Server) submissionsTable(w http.ResponseWriter, r *http.Request, q *request) {
	f := store.Filter{Student: q.account().ID, Problem: r.URL.Query().Get("problem")}
	if s.c.Problem(f.Problem) == nil {
		f.Problem = ""
	}
	entries, err := s.st.Entries(f)
	if err != nil {
		s.internal(w, q, err)
		return
	}
	s.fragment(w, q, "subtable", s.data(q, "submissions", entries))
}

// submissionData is what a submission's page shows.
type submissionData struct {
	Entry    store.Entry
	Detail   *store.SubmissionView
	Tests    []store.TestView
	Total    int // tests of the problem
	Source   string
	Note     string // what the feedback level hides
	Done     bool
	Compile  store.CompileView
	Admin    bool
	ShowCode bool
}

// ownSubmission finds a submission the request may see: the teacher any,
// a student only their own. Any other answers 404, as if it did not exist.
func (s *Server) ownSubmission(w http.ResponseWriter, r *http.Request, q *request) (store.Entry, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		s.fail(w, q, http.StatusNotFound, "not_found")
		return store.Entry{}, false
	}
	e, err := s.st.Entry(id)
	if errors.Is(err, store.ErrNotFound) || err == nil && !q.isAdmin() && e.Student != q.account().ID {
		s.fail(w, q, http.StatusNotFound, "not_found")
		return store.Entry{}, false
	} else if err != nil {
		s.internal(w, q, err)
		return store.Entry{}, false
	}
	return e, true
}

func (s *Server) loadSubmission(w http.ResponseWriter, q *request, e store.Entry, withSource bool) (*submissionData, bool) {
	d, err := s.st.Detail(e.ID)
	if err != nil {
		s.internal(w, q, err)
		return nil, false
	}
	sd := &submissionData{Entry: e, Detail: d, Done: e.Status == store.StatusDone, Compile: d.Compile,
		Admin: q.isAdmin(), ShowCode: withSource}
	if p := s.c.Problem(e.Problem); p != nil {
		sd.Total = len(p.Tests)
	}
	sd.Tests = d.Tests
	if !q.isAdmin() {
		switch s.c.Feedback {
		case contest.FeedbackVerdict:
			sd.Tests, sd.Note = nil, translate(q.lang, "feedback_verdict")
		case contest.FeedbackFirst:
			sd.Tests, sd.Note = firstFailing(d.Tests), translate(q.lang, "feedback_first")
		}
	}
	if withSource {
		_, src, err := s.st.Source(e.ID)
		if err != nil {
			s.internal(w, q, err)
			return nil, false
		}
		sd.Source = string(src)
	}
	return sd, true
}

// firstFailing keeps the tests up to the first that is not accepted, and
// the message and board of that one only.
func firstFailing(tests []store.TestView) []store.TestView {
	var out []store.TestView
	for _, t := range tests {
		if t.Verdict == verdict.AC {
			t.Message, t.Board = "", nil
			out = append(out, t)
			continue
		}
		out = append(out, t)
		break
	}
	return out
}

func (s *Server) submissionPage(w http.ResponseWriter, r *http.Request, q *request) {
	e, ok := s.ownSubmission(w, r, q)
	if !ok {
		return
	}
	sd, ok := s.loadSubmission(w, q, e, true)
	if !ok {
		return
	}
	pd := s.data(q, "submission", sd)
	if n, err := strconv.Atoi(r.URL.Query().Get("rejudged")); err == nil && q.isAdmin() {
		pd.Notice = fmt.Sprintf(translate(q.lang, "rejudged"), n)
	}
	s.renderData(w, q, http.StatusOK, "submission", pd)
}

func (s *Server) submissionLive(w http.ResponseWriter, r *http.Request, q *request) {
	e, ok := s.ownSubmission(w, r, q)
	if !ok {
		return
	}
	sd, ok := s.loadSubmission(w, q, e, false)
	if !ok {
		return
	}
	s.fragment(w, q, "live", s.data(q, "submission", sd))
}

type clarData struct {
	Items    []store.Clarification
	Problems []problemRow
}

func (s *Server) clarificationsPage(w http.ResponseWriter, r *http.Request, q *request) {
	s.renderClarifications(w, q, http.StatusOK, "", "")
}

func (s *Server) renderClarifications(w http.ResponseWriter, q *request, status int, flash, notice string) {
	account := q.account().ID
	if q.isAdmin() {
		account = ""
	}
	items, err := s.st.Clarifications(account)
	if err != nil {
		s.internal(w, q, err)
		return
	}
	var ps []problemRow
	if s.canSeeProblems(q) {
		for _, p := range s.c.Problems {
			ps = append(ps, problemRow{ID: p.ID, Title: p.Title(q.lang)})
		}
	}
	pd := s.data(q, "clarifications", clarData{Items: items, Problems: ps})
	pd.Flash, pd.Notice = flash, notice
	s.renderData(w, q, status, "clarifications", pd)
}

// maxText bounds a question, an answer or an announcement.
const maxText = 4000

func (s *Server) ask(w http.ResponseWriter, r *http.Request, q *request) {
	question := strings.TrimSpace(r.FormValue("question"))
	prob := r.FormValue("problem")
	if s.c.Problem(prob) == nil {
		prob = ""
	}
	if question == "" || utf8.RuneCountInString(question) > maxText {
		s.renderClarifications(w, q, http.StatusBadRequest, translate(q.lang, "bad_form"), "")
		return
	}
	if ok, wait := s.submitUser.allow("ask:" + q.account().ID); !ok {
		s.renderClarifications(w, q, http.StatusTooManyRequests, fmt.Sprintf(translate(q.lang, "wait"), waitSeconds(wait)), "")
		return
	}
	if _, err := s.st.Ask(q.account().ID, prob, question); err != nil {
		s.internal(w, q, err)
		return
	}
	http.Redirect(w, r, "/clarifications", http.StatusSeeOther)
}

type newsData struct {
	Announcements []store.Announcement
}

// news is the live banner of announcements on every page.
func (s *Server) news(w http.ResponseWriter, r *http.Request, q *request) {
	ann, err := s.st.Announcements()
	if err != nil {
		s.internal(w, q, err)
		return
	}
	if len(ann) > 5 {
		ann = ann[:5]
	}
	s.fragment(w, q, "news", s.data(q, "", newsData{Announcements: ann}))
}

// waitSeconds rounds a wait up to whole seconds, at least 1.
func waitSeconds(d time.Duration) int {
	return max(1, int(math.Ceil(d.Seconds())))
}
