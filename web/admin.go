package web

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge/report"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

type adminData struct {
	Pending       int
	Extra         time.Duration
	Unfrozen      bool
	Freezes       bool
	Announcements []store.Announcement
	Formats       []string
	Unanswered    int
}

func (s *Server) adminPage(w http.ResponseWriter, r *http.Request, q *request) {
	s.renderAdmin(w, r, q, "")
}

func (s *Server) renderAdmin(w http.ResponseWriter, r *http.Request, q *request, notice string) {
	pending, err := s.st.Pending()
	if err != nil {
		s.internal(w, q, err)
		return
	}
	ann, err := s.st.Announcements()
	if err != nil {
		s.internal(w, q, err)
		return
	}
	clar, err := s.st.Clarifications("")
	if err != nil {
		s.internal(w, q, err)
		return
	}
	d := adminData{Pending: pending, Announcements: ann, Formats: []string{"csv", "xlsx", "html", "json"},
		Freezes: s.c.Freeze > 0}
	for _, c := range clar {
		if c.Answer == "" {
			d.Unanswered++
		}
	}
	s.clockMu.RLock()
	d.Extra, d.Unfrozen = s.extra, s.unfrozen
	s.clockMu.RUnlock()
	pd := s.data(q, "admin", d)
	if notice == "" {
		notice = r.URL.Query().Get("done")
		if notice != "" {
			notice = translate(q.lang, "saved")
		}
	}
	pd.Notice = notice
	s.renderData(w, q, http.StatusOK, "admin", pd)
}

type adminSubmissionsData struct {
	Entries                   []store.Entry
	Student, Problem, Verdict string
	Students                  []store.Account
	Problems                  []problemRow
	Verdicts                  []string
}

func (s *Server) adminSubmissions(w http.ResponseWriter, r *http.Request, q *request) {
	v := r.URL.Query()
	f := store.Filter{Student: v.Get("student"), Problem: v.Get("problem"), Verdict: v.Get("verdict"), Limit: 500}
	entries, err := s.st.Entries(f)
	if err != nil {
		s.internal(w, q, err)
		return
	}
	accounts, err := s.st.Accounts()
	if err != nil {
		s.internal(w, q, err)
		return
	}
	d := adminSubmissionsData{Entries: entries, Student: f.Student, Problem: f.Problem, Verdict: f.Verdict}
	for _, a := range accounts {
		if !a.Admin {
			d.Students = append(d.Students, a)
		}
	}
	for _, p := range s.c.Problems {
		d.Problems = append(d.Problems, problemRow{ID: p.ID, Title: p.Title(q.lang)})
	}
	for _, vv := range verdict.All {
		d.Verdicts = append(d.Verdicts, string(vv))
	}
	d.Verdicts = append(d.Verdicts, "pending")
	pd := s.data(q, "admin_submissions", d)
	if n := v.Get("rejudged"); n != "" {
		if k, err := strconv.Atoi(n); err == nil {
			pd.Notice = fmt.Sprintf(translate(q.lang, "rejudged"), k)
		}
	}
	s.renderData(w, q, http.StatusOK, "admin_submissions", pd)
}

// rejudge puts one submission (id) or every submission of a problem back
// in the queue.
func (s *Server) rejudge(w http.ResponseWriter, r *http.Request, q *request) {
	var ids []int64
	back := "/admin/submissions"
	if id, err := strconv.ParseInt(r.FormValue("id"), 10, 64); err == nil {
		ids = []int64{id}
		back = fmt.Sprintf("/submissions/%d", id)
	} else if p := s.c.Problem(r.FormValue("problem")); p != nil {
		var err error
		if ids, err = s.st.ProblemSubmissions(p.ID); err != nil {
			s.internal(w, q, err)
			return
		}
		back = "/admin/submissions?problem=" + p.ID
	} else {
		s.fail(w, q, http.StatusBadRequest, "not_found")
		return
	}
	done, err := s.st.Requeue(ids, "")
	if errors.Is(err, store.ErrNotFound) {
		s.fail(w, q, http.StatusNotFound, "not_found")
		return
	} else if err != nil {
		s.internal(w, q, err)
		return
	}
	if s.cfg.Queued != nil && len(done) > 0 {
		s.cfg.Queued()
	}
	sep := "?"
	if strings.Contains(back, "?") {
		sep = "&"
	}
	http.Redirect(w, r, fmt.Sprintf("%s%srejudged=%d", back, sep, len(done)), http.StatusSeeOther)
}

func (s *Server) adminUsers(w http.ResponseWriter, r *http.Request, q *request) {
	accounts, err := s.st.Accounts()
	if err != nil {
		s.internal(w, q, err)
		return
	}
	s.render(w, q, http.StatusOK, "admin_users", "", accounts, "")
}

func (s *Server) disableUser(w http.ResponseWriter, r *http.Request, q *request) {
	id := r.FormValue("id")
	if id == q.account().ID {
		s.fail(w, q, http.StatusBadRequest, "forbidden") // the teacher does not lock themselves out
		return
	}
	if err := s.st.SetDisabled(id, r.FormValue("disabled") == "1"); errors.Is(err, store.ErrNotFound) {
		s.fail(w, q, http.StatusNotFound, "not_found")
		return
	} else if err != nil {
		s.internal(w, q, err)
		return
	}
	http.Redirect(w, r, "/admin/users", http.StatusSeeOther)
}

func (s *Server) adminClarifications(w http.ResponseWriter, r *http.Request, q *request) {
	s.renderClarifications(w, q, http.StatusOK, "", "")
}

func (s *Server) answer(w http.ResponseWriter, r *http.Request, q *request) {
	id, err := strconv.ParseInt(r.FormValue("id"), 10, 64)
	text := strings.TrimSpace(r.FormValue("answer"))
	if err != nil || text == "" || utf8.RuneCountInString(text) > maxText {
		s.fail(w, q, http.StatusBadRequest, "bad_form")
		return
	}
	if err := s.st.Answer(id, text, r.FormValue("public") == "1"); errors.Is(err, store.ErrNotFound) {
		s.fail(w, q, http.StatusNotFound, "not_found")
		return
	} else if err != nil {
		s.internal(w, q, err)
		return
	}
	http.Redirect(w, r, "/admin/clarifications", http.StatusSeeOther)
}

func (s *Server) announce(w http.ResponseWriter, r *http.Request, q *request) {
	text := strings.TrimSpace(r.FormValue("text"))
	if text == "" || utf8.RuneCountInString(text) > maxText {
		s.fail(w, q, http.StatusBadRequest, "bad_form")
		return
	}
	if _, err := s.st.Announce(text); err != nil {
		s.internal(w, q, err)
		return
	}
	http.Redirect(w, r, "/admin?done=1", http.StatusSeeOther)
}

// extend adds minutes to the contest (a negative number takes them back,
// down to no extension).
func (s *Server) extend(w http.ResponseWriter, r *http.Request, q *request) {
	m, err := strconv.Atoi(strings.TrimSpace(r.FormValue("minutes")))
	if err != nil || m < -24*60 || m > 24*60 {
		s.fail(w, q, http.StatusBadRequest, "bad_form")
		return
	}
	s.clockMu.Lock()
	extra := max(s.extra+time.Duration(m)*time.Minute, 0)
	s.clockMu.Unlock()
	if err := s.st.SetContestValue(stateExtra, extra.String()); err != nil {
		s.internal(w, q, err)
		return
	}
	if err := s.loadClock(); err != nil {
		s.internal(w, q, err)
		return
	}
	http.Redirect(w, r, "/admin?done=1", http.StatusSeeOther)
}

// setFreeze lifts the scoreboard's freeze (unfrozen=1), at the end of the
// contest, or puts it back.
func (s *Server) setFreeze(w http.ResponseWriter, r *http.Request, q *request) {
	v := "0"
	if r.FormValue("unfrozen") == "1" {
		v = "1"
	}
	if err := s.st.SetContestValue(stateUnfrozen, v); err != nil {
		s.internal(w, q, err)
		return
	}
	if err := s.loadClock(); err != nil {
		s.internal(w, q, err)
		return
	}
	http.Redirect(w, r, "/admin?done=1", http.StatusSeeOther)
}

// export writes the results in a report format: for each student and
// problem, the submission that counts on the scoreboard.
func (s *Server) export(w http.ResponseWriter, r *http.Request, q *request) {
	format := r.URL.Query().Get("format")
	types := map[string]string{"csv": "text/csv; charset=utf-8", "html": "text/html; charset=utf-8",
		"json": "application/json", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}
	ctype, ok := types[format]
	if !ok {
		s.fail(w, q, http.StatusBadRequest, "not_found")
		return
	}
	views := make([]store.ProblemView, len(s.c.Problems))
	for i, p := range s.c.Problems {
		views[i] = store.ProblemView{ID: p.ID, Title: p.Title(q.lang), MaxPoints: p.Points}
	}
	view, err := s.st.BestClass(s.c.Title, views, s.c.Scoring == contest.ICPC)
	if err != nil {
		s.internal(w, q, err)
		return
	}
	var buf bytes.Buffer
	if err := report.Write(&buf, format, view); err != nil {
		s.internal(w, q, err)
		return
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="results.%s"`, format))
	w.Write(buf.Bytes())
}
