// Package web is the contest server's web side: the pages students use in
// a browser (log in, read the statements, submit, follow their submissions
// live), the public scoreboard that updates itself, and the teacher's
// pages (every submission, rejudge, accounts, the clock, announcements,
// clarifications, export). It is net/http and html/template with embedded
// CSS and a few lines of plain JavaScript that refresh parts of a page.
//
// Security: session cookies are HttpOnly and SameSite=Lax (and Secure over
// TLS), and only the hash of a session's token is stored; every form
// carries a per-session CSRF token checked on POST (the login form a
// double-submit cookie); logins and submissions are rate limited per user
// and per IP address with token buckets; an upload's size is bounded
// before it is read; no path on disk is ever built from a request (problems
// and submissions are looked up by id in the store and the contest);
// templates escape everything; teacher pages answer 403 to students; a
// student's submission answers 404 to every other student.
package web

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"embed"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/store"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// Cookie names.
const (
	sessionCookie   = "cham_session"
	loginCSRFCookie = "cham_login_csrf"
)

// SessionTTL is how long a login lasts.
const SessionTTL = 12 * time.Hour

// Limits are the rate limits of logins and submissions.
type Limits struct {
	LoginPerIP, LoginPerUser   Rate
	SubmitPerIP, SubmitPerUser Rate
}

// DefaultLimits suit a room of students, each on a machine of their own
// or a few behind one address.
var DefaultLimits = Limits{
	LoginPerIP:    Rate{Burst: 30, Every: time.Second},
	LoginPerUser:  Rate{Burst: 5, Every: 20 * time.Second},
	SubmitPerIP:   Rate{Burst: 60, Every: time.Second},
	SubmitPerUser: Rate{Burst: 5, Every: 6 * time.Second},
}

// Config sets up a Server.
type Config struct {
	Store   *store.Store
	Contest *contest.Contest
	Langs   *lang.Table // default lang.Default()
	Limits  *Limits     // default DefaultLimits
	// Secure marks the cookies Secure: set it when serving over TLS.
	Secure bool
	// Now is the clock; default time.Now.
	Now func() time.Time
	// Queued, when set, is called after a submission is queued (to wake
	// the judge workers of this process).
	Queued func()
	// ScoreboardTTL is how long a computed scoreboard is served before it
	// is computed again (default 1 s); it is computed again at once when
	// a submission is stored or judged further.
	ScoreboardTTL time.Duration
}

// Server serves a contest.
type Server struct {
	cfg   Config
	st    *store.Store
	c     *contest.Contest
	langs *lang.Table
	now   func() time.Time
	pages map[string]map[string]*template.Template // by language, then page
	mux   *http.ServeMux

	loginIP, loginUser, submitIP, submitUser *limiter

	clockMu  sync.RWMutex
	clock    contest.Clock
	extra    time.Duration
	unfrozen bool

	boardMu    sync.Mutex
	boardCache map[bool]*cachedBoard // by "sees the live board"

	dummyHash   string        // compared against when a login names no account
	bcryptSlots chan struct{} // password comparisons under way
}

type cachedBoard struct {
	version int64
	at      time.Time
	board   contest.Board
}

// Keys of the contest's state in the store.
const (
	stateStart    = "start"
	stateExtra    = "extra"
	stateUnfrozen = "unfrozen"
)

// New makes a server. The contest's start, when its file gives none, is
// the first time a server starts on this database.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil || cfg.Contest == nil {
		return nil, errors.New("web: a server needs a store and a contest")
	}
	s := &Server{cfg: cfg, st: cfg.Store, c: cfg.Contest, langs: cfg.Langs, now: cfg.Now, boardCache: map[bool]*cachedBoard{}}
	if s.langs == nil {
		s.langs = lang.Default()
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.cfg.ScoreboardTTL <= 0 {
		s.cfg.ScoreboardTTL = time.Second
	}
	limits := DefaultLimits
	if cfg.Limits != nil {
		limits = *cfg.Limits
	}
	s.loginIP, s.loginUser = newLimiter(limits.LoginPerIP, s.now), newLimiter(limits.LoginPerUser, s.now)
	s.submitIP, s.submitUser = newLimiter(limits.SubmitPerIP, s.now), newLimiter(limits.SubmitPerUser, s.now)
	h, err := contest.HashPassword(randomToken(), 4)
	if err != nil {
		return nil, err
	}
	s.dummyHash = h
	s.bcryptSlots = make(chan struct{}, max(1, runtime.GOMAXPROCS(0)/2))
	if err := s.loadClock(); err != nil {
		return nil, err
	}
	if err := s.parseTemplates(); err != nil {
		return nil, err
	}
	s.routes()
	return s, nil
}

// loadClock reads the start, the extension and the freeze from the store.
func (s *Server) loadClock() error {
	start := s.c.Start
	if start.IsZero() {
		v, err := s.st.InitContestValue(stateStart, s.now().UTC().Format(time.RFC3339))
		if err != nil {
			return err
		}
		if start, err = time.Parse(time.RFC3339, v); err != nil {
			return fmt.Errorf("web: the stored start %q: %v", v, err)
		}
	}
	var extra time.Duration
	if v, ok, err := s.st.ContestValue(stateExtra); err != nil {
		return err
	} else if ok {
		if extra, err = time.ParseDuration(v); err != nil {
			return fmt.Errorf("web: the stored extension %q: %v", v, err)
		}
	}
	v, _, err := s.st.ContestValue(stateUnfrozen)
	if err != nil {
		return err
	}
	s.clockMu.Lock()
	s.clock = s.c.ClockFrom(start, extra)
	s.extra = extra
	s.unfrozen = v == "1"
	s.clockMu.Unlock()
	return nil
}

// Clock is the contest's times, as extended by the teacher.
func (s *Server) Clock() contest.Clock {
	s.clockMu.RLock()
	defer s.clockMu.RUnlock()
	return s.clock
}

func (s *Server) isUnfrozen() bool {
	s.clockMu.RLock()
	defer s.clockMu.RUnlock()
	return s.unfrozen
}

// ServeHTTP serves the pages.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; form-action 'self'; frame-ancestors 'none'")
	s.mux.ServeHTTP(w, r)
}

func (s *Server) routes() {
	m := http.NewServeMux()
	static, _ := fs.Sub(staticFS, "static")
	fileServer := http.StripPrefix("/static/", http.FileServer(http.FS(static)))
	m.Handle("GET /static/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=300")
		fileServer.ServeHTTP(w, r)
	}))
	m.HandleFunc("GET /{$}", s.home)
	m.HandleFunc("GET /login", s.loginPage)
	m.HandleFunc("POST /login", s.login)
	m.HandleFunc("POST /logout", s.student(s.logout))
	m.HandleFunc("GET /scoreboard", s.scoreboardPage)
	m.HandleFunc("GET /scoreboard/table", s.scoreboardTable)
	m.HandleFunc("GET /scoreboard.json", s.scoreboardJSON)

	m.HandleFunc("GET /problems", s.student(s.problemsPage))
	m.HandleFunc("GET /problems/{id}", s.student(s.problemPage))
	m.HandleFunc("POST /submit", s.student(s.submit))
	m.HandleFunc("GET /submissions", s.student(s.submissionsPage))
	m.HandleFunc("GET /submissions/table", s.student(s.submissionsTable))
	m.HandleFunc("GET /submissions/{id}", s.student(s.submissionPage))
	m.HandleFunc("GET /submissions/{id}/live", s.student(s.submissionLive))
	m.HandleFunc("GET /clarifications", s.student(s.clarificationsPage))
	m.HandleFunc("POST /clarifications", s.student(s.ask))
	m.HandleFunc("GET /news", s.student(s.news))

	m.HandleFunc("GET /admin", s.admin(s.adminPage))
	m.HandleFunc("GET /admin/submissions", s.admin(s.adminSubmissions))
	m.HandleFunc("POST /admin/rejudge", s.admin(s.rejudge))
	m.HandleFunc("GET /admin/users", s.admin(s.adminUsers))
	m.HandleFunc("POST /admin/users/disable", s.admin(s.disableUser))
	m.HandleFunc("GET /admin/clarifications", s.admin(s.adminClarifications))
	m.HandleFunc("POST /admin/answer", s.admin(s.answer))
	m.HandleFunc("POST /admin/announce", s.admin(s.announce))
	m.HandleFunc("POST /admin/extend", s.admin(s.extend))
	m.HandleFunc("POST /admin/freeze", s.admin(s.setFreeze))
	m.HandleFunc("GET /admin/export", s.admin(s.export))
	s.mux = m
}

// request is what a handler knows of the request beyond net/http.
type request struct {
	lang    string
	session *store.Session // nil: not logged in
	tokHash string
}

func (q *request) account() *store.Account {
	if q.session == nil {
		return nil
	}
	return &q.session.Account
}

func (q *request) isAdmin() bool { return q.session != nil && q.session.Account.Admin }

// begin reads the language and the session of a request.
func (s *Server) begin(w http.ResponseWriter, r *http.Request) *request {
	q := &request{lang: pickLanguage(r)}
	if l := r.URL.Query().Get("lang"); isUILanguage(l) {
		http.SetCookie(w, &http.Cookie{Name: langCookie, Value: l, Path: "/", MaxAge: 365 * 24 * 3600,
			HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.cfg.Secure})
	}
	if c, err := r.Cookie(sessionCookie); err == nil && c.Value != "" {
		h := hashToken(c.Value)
		if sess, err := s.st.Session(h); err == nil {
			q.session, q.tokHash = sess, h
		}
	}
	return q
}

type handler func(w http.ResponseWriter, r *http.Request, q *request)

// student wraps a handler for a logged-in user (a student or the
// teacher), checking the CSRF token of a POST.
func (s *Server) student(h handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := s.begin(w, r)
		if q.session == nil {
			if r.Method == http.MethodGet && r.Header.Get("X-Live") == "" {
				http.Redirect(w, r, "/login", http.StatusSeeOther)
			} else {
				s.fail(w, q, http.StatusUnauthorized, "forbidden")
			}
			return
		}
		if r.Method == http.MethodPost && !s.checkCSRF(w, r, q) {
			return
		}
		h(w, r, q)
	}
}

// admin wraps a handler for the teacher: 403 to everyone else.
func (s *Server) admin(h handler) http.HandlerFunc {
	return s.student(func(w http.ResponseWriter, r *http.Request, q *request) {
		if !q.isAdmin() {
			s.fail(w, q, http.StatusForbidden, "forbidden")
			return
		}
		h(w, r, q)
	})
}

// maxFormBytes bounds the body of an ordinary form (not a submission).
const maxFormBytes = 64 << 10

// checkCSRF bounds and parses the body of a POST, then compares the form's
// token with the session's. A multipart body (a submission with its file)
// may be as large as the contest's largest source, twice, plus the form;
// any other form is small.
func (s *Server) checkCSRF(w http.ResponseWriter, r *http.Request, q *request) bool {
	var err error
	if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/") {
		limit := s.c.MaxSourceBytes*2 + maxFormBytes
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		err = r.ParseMultipartForm(limit)
	} else {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
		err = r.ParseForm()
	}
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		s.render(w, q, http.StatusRequestEntityTooLarge, "error", "", nil,
			fmt.Sprintf(translate(q.lang, "too_large"), s.c.MaxSourceBytes>>10))
		return false
	}
	token := r.PostFormValue("csrf")
	if err != nil || token == "" || subtle.ConstantTimeCompare([]byte(token), []byte(q.session.CSRF)) != 1 {
		s.fail(w, q, http.StatusForbidden, "bad_form")
		return false
	}
	return true
}

func randomToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func hashToken(t string) string {
	sum := sha256.Sum256([]byte(t))
	return hex.EncodeToString(sum[:])
}

// clientIP is the address the request came from (a proxy's headers are not
// trusted: the server faces the room directly).
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	q := s.begin(w, r)
	switch {
	case q.session == nil:
		http.Redirect(w, r, "/login", http.StatusSeeOther)
	case q.isAdmin():
		http.Redirect(w, r, "/admin", http.StatusSeeOther)
	default:
		http.Redirect(w, r, "/problems", http.StatusSeeOther)
	}
}

func (s *Server) loginPage(w http.ResponseWriter, r *http.Request) {
	q := s.begin(w, r)
	s.renderLogin(w, r, q, http.StatusOK, "")
}

func (s *Server) renderLogin(w http.ResponseWriter, r *http.Request, q *request, status int, flash string) {
	token := randomToken()
	http.SetCookie(w, &http.Cookie{Name: loginCSRFCookie, Value: token, Path: "/login", HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: s.cfg.Secure, MaxAge: 3600})
	s.render(w, q, status, "login", "login", map[string]any{"Token": token, "ID": r.FormValue("id")}, flash)
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	q := s.begin(w, r)
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	c, err := r.Cookie(loginCSRFCookie)
	form := r.FormValue("csrf")
	if err != nil || form == "" || subtle.ConstantTimeCompare([]byte(c.Value), []byte(form)) != 1 {
		s.renderLogin(w, r, q, http.StatusForbidden, translate(q.lang, "bad_form"))
		return
	}
	id, pw := r.FormValue("id"), r.FormValue("password")
	if ok, wait := s.loginIP.allow(clientIP(r)); !ok {
		s.tooMany(w, r, q, wait)
		return
	}
	if ok, wait := s.loginUser.allow(id); !ok {
		s.tooMany(w, r, q, wait)
		return
	}
	acc, err := s.st.Account(id)
	if err != nil {
		s.passwordMatches(s.dummyHash, pw) // the same time whether the account exists or not
		s.renderLogin(w, r, q, http.StatusUnauthorized, translate(q.lang, "bad_login"))
		return
	}
	if !s.passwordMatches(acc.PasswordHash, pw) {
		s.renderLogin(w, r, q, http.StatusUnauthorized, translate(q.lang, "bad_login"))
		return
	}
	if acc.Disabled {
		s.renderLogin(w, r, q, http.StatusForbidden, translate(q.lang, "disabled"))
		return
	}
	token := randomToken()
	if err := s.st.CreateSession(hashToken(token), acc.ID, randomToken(), time.Now().Add(SessionTTL)); err != nil {
		s.internal(w, q, err)
		return
	}
	if q.tokHash != "" {
		_ = s.st.DeleteSession(q.tokHash)
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: token, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: s.cfg.Secure, MaxAge: int(SessionTTL.Seconds())})
	http.SetCookie(w, &http.Cookie{Name: loginCSRFCookie, Value: "", Path: "/login", MaxAge: -1})
	if acc.Admin {
		http.Redirect(w, r, "/admin", http.StatusSeeOther)
	} else {
		http.Redirect(w, r, "/problems", http.StatusSeeOther)
	}
}

// passwordMatches compares a password with its bcrypt hash, a few at a
// time: when a whole room logs in at once, the first to come are served
// first and the pages of those already in keep their share of the CPU.
func (s *Server) passwordMatches(hash, pw string) bool {
	s.bcryptSlots <- struct{}{}
	defer func() { <-s.bcryptSlots }()
	return contest.PasswordMatches(hash, pw)
}

func (s *Server) tooMany(w http.ResponseWriter, r *http.Request, q *request, wait time.Duration) {
	secs := waitSeconds(wait)
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	s.renderLogin(w, r, q, http.StatusTooManyRequests, fmt.Sprintf(translate(q.lang, "too_many"), secs))
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request, q *request) {
	_ = s.st.DeleteSession(q.tokHash)
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: s.cfg.Secure})
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}
