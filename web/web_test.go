package web

import (
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge/check"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
	"golang.org/x/crypto/bcrypt"
)

// fixture is a server on a fresh database, with a teacher and three
// students, and no judge workers: tests store results themselves.
type fixture struct {
	t   *testing.T
	st  *store.Store
	srv *Server
	ts  *httptest.Server
	c   *contest.Contest
	now time.Time
}

const contestYAML = "title: Thử\nstart: 2025-05-01 08:00\nduration: 60m\nproblems: [queens, knight]\nfreeze: 10m\n" +
	"limits: {interval: 0s, source_kb: 4}\n"

func newFixture(t *testing.T, yaml string, limits *Limits) *fixture {
	t.Helper()
	c, err := contest.Parse("contest.yaml", []byte(yaml), nil)
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "cham.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	for _, p := range c.Problems {
		if err := st.EnsureProblem(store.ProblemView{ID: p.ID, Title: p.Title("vi"), MaxPoints: p.Points}, "h"); err != nil {
			t.Fatal(err)
		}
	}
	for _, a := range []struct {
		id, name string
		admin    bool
	}{{"thay", "Thầy", true}, {"an", "An", false}, {"binh", "Bình", false}, {"x", "<script>alert(1)</script>", false}} {
		h, _ := contest.HashPassword("pw-"+a.id, bcrypt.MinCost)
		if err := st.PutAccount(store.Account{ID: a.id, Name: a.name, PasswordHash: h, Admin: a.admin}); err != nil {
			t.Fatal(err)
		}
	}
	f := &fixture{t: t, st: st, c: c, now: c.Start.Add(5 * time.Minute)}
	if limits == nil {
		limits = &Limits{} // none, unless a test sets them
	}
	f.srv, err = New(Config{Store: st, Contest: c, Limits: limits, Now: func() time.Time { return f.now }})
	if err != nil {
		t.Fatal(err)
	}
	f.ts = httptest.NewServer(f.srv)
	t.Cleanup(f.ts.Close)
	return f
}

// client is a browser: a cookie jar, no redirects followed.
type client struct {
	f    *fixture
	http *http.Client
}

func (f *fixture) client() *client {
	jar, _ := cookiejar.New(nil)
	return &client{f: f, http: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}}
}

func (c *client) do(req *http.Request) (int, string, http.Header) {
	c.f.t.Helper()
	resp, err := c.http.Do(req)
	if err != nil {
		c.f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), resp.Header
}

func (c *client) get(path string) (int, string) {
	req, _ := http.NewRequest("GET", c.f.ts.URL+path, nil)
	code, body, _ := c.do(req)
	return code, body
}

func (c *client) post(path string, form url.Values) (int, string, http.Header) {
	req, _ := http.NewRequest("POST", c.f.ts.URL+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return c.do(req)
}

var csrfField = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// token reads the CSRF token of a page's forms.
func (c *client) token(path string) string {
	c.f.t.Helper()
	_, body := c.get(path)
	m := csrfField.FindStringSubmatch(body)
	if m == nil {
		c.f.t.Fatalf("no csrf token on %s", path)
	}
	return m[1]
}

func (c *client) login(id, pw string) int {
	tok := c.token("/login")
	code, _, _ := c.post("/login", url.Values{"csrf": {tok}, "id": {id}, "password": {pw}})
	return code
}

func (f *fixture) loggedIn(id string) *client {
	c := f.client()
	if code := c.login(id, "pw-"+id); code != http.StatusSeeOther {
		f.t.Fatalf("login %s: status %d", id, code)
	}
	return c
}

// submit posts a source as an uploaded file.
func (c *client) submit(problem, file, src, csrf string) (int, string, http.Header) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.WriteField("csrf", csrf)
	mw.WriteField("problem", problem)
	fw, _ := mw.CreateFormFile("file", file)
	fw.Write([]byte(src))
	mw.Close()
	req, _ := http.NewRequest("POST", c.f.ts.URL+"/submit", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	return c.do(req)
}

func (c *client) submitOK(problem, file, src string) int64 {
	c.f.t.Helper()
	code, body, h := c.submit(problem, file, src, c.token("/problems/"+problem))
	if code != http.StatusSeeOther {
		c.f.t.Fatalf("submit: status %d: %s", code, flashOf(body))
	}
	var id int64
	fmt.Sscanf(h.Get("Location"), "/submissions/%d", &id)
	return id
}

func flashOf(body string) string {
	if i := strings.Index(body, `class="flash"`); i >= 0 {
		return body[i:min(len(body), i+200)]
	}
	return ""
}

// judge stores a judgement of a submission, as a worker would.
func (f *fixture) judge(id int64, v verdict.Verdict, points float64, tests ...store.TestView) {
	f.t.Helper()
	if _, err := f.st.Claim("test", nil, time.Now()); err != nil {
		f.t.Fatal(err)
	}
	if err := f.st.SaveCompile(id, store.CompileView{OK: true}, 0); err != nil {
		f.t.Fatal(err)
	}
	for _, tv := range tests {
		if err := f.st.SaveTest(id, tv); err != nil {
			f.t.Fatal(err)
		}
	}
	if err := f.st.Finish(id, v, points, 100); err != nil {
		f.t.Fatal(err)
	}
	f.st.Release(id)
}

func TestSessionCookieFlags(t *testing.T) {
	for _, secure := range []bool{false, true} {
		f := newFixture(t, contestYAML, nil)
		f.srv.cfg.Secure = secure
		c := f.client()
		tok := c.token("/login")
		req, _ := http.NewRequest("POST", f.ts.URL+"/login", strings.NewReader(url.Values{"csrf": {tok}, "id": {"an"}, "password": {"pw-an"}}.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		resp, err := c.http.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		var session *http.Cookie
		for _, ck := range resp.Cookies() {
			if ck.Name == sessionCookie {
				session = ck
			}
		}
		if session == nil || !session.HttpOnly || session.SameSite != http.SameSiteLaxMode || session.Secure != secure {
			t.Fatalf("secure=%v: session cookie %+v", secure, session)
		}
		// The store keeps the token's hash, never the token.
		if _, err := f.st.Session(session.Value); err == nil {
			t.Errorf("the raw token finds a session")
		}
		if _, err := f.st.Session(hashToken(session.Value)); err != nil {
			t.Errorf("the token's hash finds no session: %v", err)
		}
	}
}

func TestLogin(t *testing.T) {
	f := newFixture(t, contestYAML, nil)
	c := f.client()
	if code := c.login("an", "wrong"); code != http.StatusUnauthorized {
		t.Errorf("wrong password: %d", code)
	}
	if code := c.login("nobody", "pw-nobody"); code != http.StatusUnauthorized {
		t.Errorf("unknown account: %d", code)
	}
	if code, _ := c.get("/problems"); code != http.StatusSeeOther {
		t.Errorf("not logged in: /problems answers %d, want a redirect to /login", code)
	}
	if code := c.login("an", "pw-an"); code != http.StatusSeeOther {
		t.Errorf("right password: %d", code)
	}
	if code, body := c.get("/problems"); code != 200 || !strings.Contains(body, "/problems/queens") {
		t.Errorf("logged in: %d", code)
	}
	// Logging out ends the session.
	tok := c.token("/problems")
	if code, _, _ := c.post("/logout", url.Values{"csrf": {tok}}); code != http.StatusSeeOther {
		t.Errorf("logout: %d", code)
	}
	if code, _ := c.get("/problems"); code != http.StatusSeeOther {
		t.Errorf("after logout: %d", code)
	}
	// A disabled account cannot log in, and its sessions end.
	b := f.loggedIn("binh")
	f.st.SetDisabled("binh", true)
	if code, _ := b.get("/problems"); code != http.StatusSeeOther {
		t.Errorf("disabled account's session still works: %d", code)
	}
	if code := f.client().login("binh", "pw-binh"); code != http.StatusForbidden {
		t.Errorf("disabled account logs in: %d", code)
	}
}

func TestCSRF(t *testing.T) {
	f := newFixture(t, contestYAML, nil)
	c := f.loggedIn("an")
	good := c.token("/problems/queens")
	for _, tok := range []string{"", "forged", good + "x"} {
		if code, _, _ := c.submit("queens", "a.c", "int main(){}", tok); code != http.StatusForbidden {
			t.Errorf("submit with token %q: %d, want 403", tok, code)
		}
		if code, _, _ := c.post("/clarifications", url.Values{"csrf": {tok}, "question": {"?"}}); code != http.StatusForbidden {
			t.Errorf("ask with token %q: %d", tok, code)
		}
		if code, _, _ := c.post("/logout", url.Values{"csrf": {tok}}); code != http.StatusForbidden {
			t.Errorf("logout with token %q: %d", tok, code)
		}
	}
	if n, _, _ := f.st.SubmissionCount("an", "queens"); n != 0 {
		t.Errorf("%d submissions stored by forged forms", n)
	}
	// Another session's token is not this session's.
	other := f.loggedIn("binh").token("/problems/queens")
	if code, _, _ := c.submit("queens", "a.c", "int main(){}", other); code != http.StatusForbidden {
		t.Errorf("submit with another session's token: %d", code)
	}
	// The login form: its token must match its cookie.
	fresh := f.client()
	if code, _, _ := fresh.post("/login", url.Values{"csrf": {"x"}, "id": {"an"}, "password": {"pw-an"}}); code != http.StatusForbidden {
		t.Errorf("login without the login cookie: %d", code)
	}
	// Teacher's forms too.
	admin := f.loggedIn("thay")
	if code, _, _ := admin.post("/admin/announce", url.Values{"csrf": {"x"}, "text": {"hi"}}); code != http.StatusForbidden {
		t.Errorf("announce with a forged token: %d", code)
	}
	if code, _, _ := c.submit("queens", "a.c", "int main(){}", good); code != http.StatusSeeOther {
		t.Errorf("submit with the right token: %d", code)
	}
}

func TestLoginRateLimit(t *testing.T) {
	f := newFixture(t, contestYAML, &Limits{LoginPerUser: Rate{Burst: 3, Every: time.Minute}, LoginPerIP: Rate{Burst: 6, Every: time.Minute}})
	c := f.client()
	for i := range 3 {
		if code := c.login("an", "wrong"); code != http.StatusUnauthorized {
			t.Fatalf("try %d: %d", i, code)
		}
	}
	// Even the right password waits now: guessing is slowed, not helped.
	if code := c.login("an", "pw-an"); code != http.StatusTooManyRequests {
		t.Errorf("4th try of one account: %d, want 429", code)
	}
	// The address: 6 tries whatever the account.
	for _, id := range []string{"binh", "x"} {
		if code := c.login(id, "wrong"); code != http.StatusUnauthorized {
			t.Errorf("%s: %d", id, code)
		}
	}
	if code := c.login("thay", "pw-thay"); code != http.StatusTooManyRequests {
		t.Errorf("7th try from one address: %d, want 429", code)
	}
	// Time refills the buckets.
	f.now = f.now.Add(10 * time.Minute)
	if code := c.login("an", "pw-an"); code != http.StatusSeeOther {
		t.Errorf("after waiting: %d", code)
	}
}

func TestSubmitRateLimitAndInterval(t *testing.T) {
	f := newFixture(t, contestYAML, &Limits{SubmitPerUser: Rate{Burst: 2, Every: time.Minute}})
	c := f.loggedIn("an")
	tok := c.token("/problems/queens")
	for i := range 2 {
		if code, _, _ := c.submit("queens", "a.c", fmt.Sprint("int main(){return ", i, ";}"), tok); code != http.StatusSeeOther {
			t.Fatalf("submission %d: %d", i, code)
		}
	}
	code, _, h := c.submit("queens", "a.c", "int main(){return 9;}", tok)
	if code != http.StatusTooManyRequests || h.Get("Retry-After") == "" {
		t.Errorf("3rd submission at once: %d, Retry-After %q", code, h.Get("Retry-After"))
	}
	// Another student is not limited by An.
	if id := f.loggedIn("binh").submitOK("queens", "b.c", "int main(){}"); id == 0 {
		t.Errorf("binh's submission")
	}

	// The contest's own interval between two submissions.
	g := newFixture(t, strings.Replace(contestYAML, "interval: 0s", "interval: 30s", 1), nil)
	a := g.loggedIn("an")
	a.submitOK("queens", "a.c", "int main(){}")
	if code, body, _ := a.submit("queens", "a.c", "int main(){ }", a.token("/problems/queens")); code != http.StatusTooManyRequests || !strings.Contains(body, "30") {
		t.Errorf("within the interval: %d %s", code, flashOf(body))
	}
	g.now = g.now.Add(31 * time.Second)
	a.submitOK("queens", "a.c", "int main(){ }")
}

func TestSubmissionLimitPerProblem(t *testing.T) {
	f := newFixture(t, strings.Replace(contestYAML, "limits: {", "limits: {submissions: 1, ", 1), nil)
	c := f.loggedIn("an")
	c.submitOK("queens", "a.c", "int main(){}")
	if code, _, _ := c.submit("queens", "a.c", "int main(){ }", c.token("/problems/queens")); code != http.StatusForbidden {
		t.Errorf("2nd submission past the limit of 1: %d", code)
	}
	c.submitOK("knight", "k.c", "int main(){}") // another problem
}

func TestUploadSizeLimit(t *testing.T) {
	f := newFixture(t, contestYAML, nil) // source_kb: 4
	c := f.loggedIn("an")
	tok := c.token("/problems/queens")
	for _, tt := range []struct {
		size int
		want int
	}{
		{4 << 10, http.StatusSeeOther},
		{4<<10 + 1, http.StatusRequestEntityTooLarge}, // over the source limit
		{1 << 20, http.StatusRequestEntityTooLarge},   // over the body limit: not read
		{0, http.StatusBadRequest},                    // empty
	} {
		src := strings.Repeat("/", tt.size)
		if tt.size > 0 {
			src = "int main(){}" + src[12:]
		}
		if code, body, _ := c.submit("queens", "a.c", src, tok); code != tt.want {
			t.Errorf("%d bytes: %d, want %d (%s)", tt.size, code, tt.want, flashOf(body))
		}
	}
	if n, _, _ := f.st.SubmissionCount("an", "queens"); n != 1 {
		t.Errorf("%d stored, want 1", n)
	}
}

func TestNoPathFromRequest(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"../../etc/passwd.c", "passwd.c"},
		{`C:\Users\An\QUEENS.CPP`, "QUEENS.CPP"},
		{"..", ""},
		{".bashrc", "bashrc"},
		{"bài 1.cpp", "bi1.cpp"},
		{"a;rm -rf $HOME.py", "arm-rfHOME.py"},
	} {
		if got := cleanFileName(tt.in); got != tt.want {
			t.Errorf("cleanFileName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	f := newFixture(t, contestYAML, nil)
	c := f.loggedIn("an")
	id := c.submitOK("queens", "../../../etc/passwd.c", "int main(){}")
	e, _ := f.st.Entry(id)
	if e.File != "passwd.c" || e.Language != "c" {
		t.Errorf("stored file %q (%s)", e.File, e.Language)
	}
	for _, p := range []string{"/problems/..%2f..%2fetc%2fpasswd", "/problems/%2e%2e", "/static/../web.go",
		"/static/..%2fweb.go", "/problems/queens%2f..%2f..%2fproblem.yaml"} {
		code, body := c.get(p)
		if code == 200 && (strings.Contains(body, "package web") || strings.Contains(body, "root:")) {
			t.Errorf("%s serves a file: %d", p, code)
		}
		if code != http.StatusNotFound && code != http.StatusTemporaryRedirect && code != http.StatusMovedPermanently && code != http.StatusBadRequest {
			t.Errorf("%s: %d", p, code)
		}
	}
}

func TestAdminPagesRefusedToStudents(t *testing.T) {
	f := newFixture(t, contestYAML, nil)
	c := f.loggedIn("an")
	tok := c.token("/problems")
	for _, p := range []string{"/admin", "/admin/submissions", "/admin/users", "/admin/clarifications", "/admin/export?format=csv"} {
		if code, _ := c.get(p); code != http.StatusForbidden {
			t.Errorf("GET %s as a student: %d, want 403", p, code)
		}
	}
	for _, p := range []string{"/admin/rejudge", "/admin/users/disable", "/admin/answer", "/admin/announce", "/admin/extend", "/admin/freeze"} {
		if code, _, _ := c.post(p, url.Values{"csrf": {tok}, "id": {"binh"}, "disabled": {"1"}, "minutes": {"60"}, "text": {"x"}, "problem": {"queens"}}); code != http.StatusForbidden {
			t.Errorf("POST %s as a student: %d, want 403", p, code)
		}
	}
	if a, _ := f.st.Account("binh"); a.Disabled {
		t.Errorf("a student disabled another")
	}
	if code, _ := f.client().get("/admin"); code != http.StatusSeeOther {
		t.Errorf("/admin not logged in: %d", code)
	}
	admin := f.loggedIn("thay")
	for _, p := range []string{"/admin", "/admin/submissions", "/admin/users", "/admin/clarifications"} {
		if code, _ := admin.get(p); code != 200 {
			t.Errorf("GET %s as the teacher: %d", p, code)
		}
	}
}

func TestStudentSeesOnlyOwnSubmissions(t *testing.T) {
	f := newFixture(t, contestYAML, nil)
	an, binh := f.loggedIn("an"), f.loggedIn("binh")
	secret := "int main(){ /* An's secret method */ }"
	id := an.submitOK("queens", "a.c", secret)
	f.judge(id, verdict.WA, 25, store.TestView{Name: "secret/1", Verdict: verdict.WA, Message: "An's message"})
	for _, p := range []string{fmt.Sprintf("/submissions/%d", id), fmt.Sprintf("/submissions/%d/live", id)} {
		code, body := binh.get(p)
		if code != http.StatusNotFound || strings.Contains(body, "secret method") || strings.Contains(body, "An&#39;s message") {
			t.Errorf("binh GET %s: %d", p, code)
		}
		if code, body := an.get(p); code != 200 || !strings.Contains(body, "WA") {
			t.Errorf("an GET %s: %d", p, code)
		}
	}
	if _, body := an.get(fmt.Sprintf("/submissions/%d", id)); !strings.Contains(body, "secret method") {
		t.Errorf("an does not see her own code")
	}
	if _, body := binh.get("/submissions/table"); strings.Contains(body, fmt.Sprintf("/submissions/%d\"", id)) {
		t.Errorf("binh's list shows an's submission")
	}
	if code, _ := binh.get("/submissions/999"); code != http.StatusNotFound {
		t.Errorf("missing submission: %d", code)
	}
	if code, body := f.loggedIn("thay").get(fmt.Sprintf("/submissions/%d", id)); code != 200 || !strings.Contains(body, "secret method") {
		t.Errorf("the teacher cannot see it: %d", code)
	}
}

func TestTemplatesEscape(t *testing.T) {
	f := newFixture(t, contestYAML, nil)
	x := f.loggedIn("x")
	x.submitOK("queens", "a.c", "int main(){}</script><script>alert(2)</script>")
	admin := f.loggedIn("thay")
	admin.post("/admin/announce", url.Values{"csrf": {admin.token("/admin")}, "text": {"<img src=x onerror=alert(3)>"}})
	x.post("/clarifications", url.Values{"csrf": {x.token("/clarifications")}, "question": {"<b>bold?</b>"}})
	pages := map[string]*client{"/scoreboard": f.client(), "/scoreboard/table": f.client(), "/news": x,
		"/submissions/1": x, "/admin/users": admin, "/admin/clarifications": admin, "/admin": admin}
	for p, c := range pages {
		_, body := c.get(p)
		for _, bad := range []string{"<script>alert", "<img src=x", "<b>bold"} {
			if strings.Contains(body, bad) {
				t.Errorf("%s holds %q unescaped", p, bad)
			}
		}
	}
	if _, body := f.client().get("/scoreboard"); !strings.Contains(body, "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Errorf("the name is not on the scoreboard, escaped")
	}
}

func TestFeedbackLevels(t *testing.T) {
	tests := []store.TestView{
		{Name: "sample/1", Index: 0, Verdict: verdict.AC, Message: "ok note"},
		{Name: "secret/1", Index: 1, Verdict: verdict.WA, Message: "line 3: queens share a row",
			Board: &check.Board{N: 4, Queens: []check.Cell{{Row: 1, Col: 1}, {Row: 1, Col: 3}}}},
		{Name: "secret/2", Index: 2, Verdict: verdict.TLE, Message: "too slow"},
	}
	for _, tt := range []struct {
		level         string
		want, notWant []string
	}{
		{"full", []string{"secret/2", "line 3: queens share a row", "<svg"}, nil},
		{"first", []string{"secret/1", "line 3: queens share a row", "<svg"}, []string{"secret/2", "too slow", "ok note"}},
		{"verdict", []string{"WA"}, []string{"secret/1", "line 3", "<svg"}},
	} {
		f := newFixture(t, contestYAML+"feedback: "+tt.level+"\n", nil)
		c := f.loggedIn("an")
		id := c.submitOK("queens", "a.c", "int main(){}")
		f.judge(id, verdict.WA, 33, tests...)
		_, body := c.get(fmt.Sprintf("/submissions/%d/live", id))
		for _, w := range tt.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s: %q missing", tt.level, w)
			}
		}
		for _, w := range tt.notWant {
			if strings.Contains(body, w) {
				t.Errorf("%s: %q shown", tt.level, w)
			}
		}
		if _, body := f.loggedIn("thay").get(fmt.Sprintf("/submissions/%d", id)); !strings.Contains(body, "too slow") {
			t.Errorf("%s: the teacher does not see every test", tt.level)
		}
	}
}

func TestLiveStatus(t *testing.T) {
	f := newFixture(t, contestYAML, nil)
	c := f.loggedIn("an")
	id := c.submitOK("queens", "a.c", "int main(){}")
	live := fmt.Sprintf("/submissions/%d/live", id)
	if _, body := c.get(live); !strings.Contains(body, "đang chờ") || strings.Contains(body, "data-final") {
		t.Errorf("queued: %s", body)
	}
	f.st.Claim("w", nil, time.Now())
	f.st.SaveCompile(id, store.CompileView{OK: true}, 0)
	f.st.SetProgress(id, 3, 12)
	if _, body := c.get(live + "?lang=en"); !strings.Contains(body, "running test 4 of 12") {
		t.Errorf("running: %s", body)
	}
	f.st.Finish(id, verdict.AC, 100, 100)
	if _, body := c.get(live); !strings.Contains(body, "data-final") || !strings.Contains(body, ">AC<") {
		t.Errorf("done: %s", body)
	}
}

func TestScoreboardFreezeAndTeacherActions(t *testing.T) {
	f := newFixture(t, contestYAML+"scoring: icpc\n", nil)
	an, binh := f.loggedIn("an"), f.loggedIn("binh")
	a1 := an.submitOK("queens", "a.c", "int main(){}")
	f.judge(a1, verdict.AC, 100)
	f.now = f.clockEnd().Add(-5 * time.Minute) // frozen
	b1 := binh.submitOK("queens", "b.c", "int main(){}")
	f.judge(b1, verdict.AC, 100)
	b2 := binh.submitOK("knight", "k.c", "int main(){}")
	f.judge(b2, verdict.AC, 100)

	rows := func(c *client) string {
		_, body := c.get("/scoreboard.json")
		return body
	}
	public := rows(f.client())
	if !strings.Contains(public, `"frozen":true`) || !strings.Contains(public, `"id":"an","name":"An","cells":[{"tries":0,"pending":0,"solved":true`) {
		t.Errorf("frozen board: %s", public)
	}
	if !regexp.MustCompile(`"rank":1,"id":"an"`).MatchString(public) {
		t.Errorf("an is not first on the frozen board: %s", public)
	}
	admin := f.loggedIn("thay")
	if live := rows(admin); !regexp.MustCompile(`"rank":1,"id":"binh"`).MatchString(live) {
		t.Errorf("the teacher's board is not live: %s", live)
	}
	tok := admin.token("/admin")
	if code, _, _ := admin.post("/admin/freeze", url.Values{"csrf": {tok}, "unfrozen": {"1"}}); code != http.StatusSeeOther {
		t.Fatalf("unfreeze: %d", code)
	}
	if public := rows(f.client()); !regexp.MustCompile(`"rank":1,"id":"binh"`).MatchString(public) || strings.Contains(public, `"frozen":true`) {
		t.Errorf("unfrozen board: %s", public)
	}

	// Extend: the contest runs 30 minutes longer, and a student can submit
	// after the old end.
	f.now = f.clockEnd().Add(time.Minute)
	if code, _, _ := an.submit("knight", "k.c", "int main(){}", an.token("/problems/knight")); code != http.StatusForbidden {
		t.Errorf("submit after the end: %d", code)
	}
	if code, _, _ := admin.post("/admin/extend", url.Values{"csrf": {tok}, "minutes": {"30"}}); code != http.StatusSeeOther {
		t.Fatalf("extend: %d", code)
	}
	an.submitOK("knight", "k.c", "int main(){}")
	if v, _, _ := f.st.ContestValue(stateExtra); v != "30m0s" {
		t.Errorf("extension stored as %q", v)
	}

	// Rejudge one submission and a whole problem.
	code, _, h := admin.post("/admin/rejudge", url.Values{"csrf": {tok}, "id": {fmt.Sprint(a1)}})
	if code != http.StatusSeeOther || !strings.Contains(h.Get("Location"), "rejudged=1") {
		t.Errorf("rejudge: %d %s", code, h.Get("Location"))
	}
	if e, _ := f.st.Entry(a1); e.Status != store.StatusQueued {
		t.Errorf("rejudged submission is %s", e.Status)
	}
	if _, _, h := admin.post("/admin/rejudge", url.Values{"csrf": {tok}, "problem": {"knight"}}); !strings.Contains(h.Get("Location"), "rejudged=1") {
		t.Errorf("rejudge knight: %s", h.Get("Location"))
	}

	// Disable a student: off the scoreboard, logged out.
	admin.post("/admin/users/disable", url.Values{"csrf": {tok}, "id": {"binh"}, "disabled": {"1"}})
	if code, _ := binh.get("/problems"); code != http.StatusSeeOther {
		t.Errorf("disabled student still in: %d", code)
	}
	if strings.Contains(rows(f.client()), `"id":"binh"`) {
		t.Errorf("a disabled student is on the scoreboard")
	}

	// Export.
	req, _ := http.NewRequest("GET", f.ts.URL+"/admin/export?format=csv", nil)
	code, body, hdr := admin.do(req)
	if code != 200 || !strings.Contains(hdr.Get("Content-Type"), "text/csv") || !strings.Contains(body, "an") {
		t.Errorf("export: %d %q", code, body)
	}
}

func (f *fixture) clockEnd() time.Time { return f.srv.Clock().End }

func TestAnnouncementsAndClarifications(t *testing.T) {
	f := newFixture(t, contestYAML, nil)
	an, binh, admin := f.loggedIn("an"), f.loggedIn("binh"), f.loggedIn("thay")
	tok := admin.token("/admin")
	admin.post("/admin/announce", url.Values{"csrf": {tok}, "text": {"Test 3 has been fixed"}})
	if _, body := binh.get("/news"); !strings.Contains(body, "Test 3 has been fixed") {
		t.Errorf("news: %s", body)
	}
	an.post("/clarifications", url.Values{"csrf": {an.token("/clarifications")}, "problem": {"queens"}, "question": {"Is n = 0 possible?"}})
	an.post("/clarifications", url.Values{"csrf": {an.token("/clarifications")}, "question": {"Private matter"}})
	items, _ := f.st.Clarifications("")
	if len(items) != 2 {
		t.Fatalf("%d questions", len(items))
	}
	admin.post("/admin/answer", url.Values{"csrf": {tok}, "id": {fmt.Sprint(items[1].ID)}, "answer": {"No, 1 <= n."}, "public": {"1"}})
	admin.post("/admin/answer", url.Values{"csrf": {tok}, "id": {fmt.Sprint(items[0].ID)}, "answer": {"Only for you."}, "public": {"0"}})
	if _, body := binh.get("/clarifications"); !strings.Contains(body, "No, 1 &lt;= n.") || strings.Contains(body, "Only for you") || strings.Contains(body, "Private matter") {
		t.Errorf("binh sees: %s", body)
	}
	if _, body := an.get("/clarifications"); !strings.Contains(body, "Only for you") {
		t.Errorf("an does not see her private answer")
	}
}

func TestBeforeTheStart(t *testing.T) {
	f := newFixture(t, contestYAML, nil)
	f.now = f.c.Start.Add(-10 * time.Minute)
	c := f.loggedIn("an")
	if _, body := c.get("/problems"); strings.Contains(body, "/problems/queens") || !strings.Contains(body, "chưa bắt đầu") {
		t.Errorf("problems before the start: %s", body)
	}
	if code, _ := c.get("/problems/queens"); code != http.StatusNotFound {
		t.Errorf("a statement before the start: %d", code)
	}
	if code, _ := f.loggedIn("thay").get("/problems/queens"); code != 200 {
		t.Errorf("the teacher cannot read the statement before the start: %d", code)
	}
}

func TestStatementAndLanguages(t *testing.T) {
	f := newFixture(t, contestYAML, nil)
	c := f.loggedIn("an")
	_, vi := c.get("/problems/queens")
	_, en := c.get("/problems/queens?lang=en")
	if !strings.Contains(vi, "<h2>") || !strings.Contains(vi, "QUEENS.INP") || !strings.Contains(vi, "Nộp bài") {
		t.Errorf("Vietnamese statement page")
	}
	if !strings.Contains(en, "every placement") || !strings.Contains(en, ">Submit<") || !strings.Contains(en, "<pre><code>(1, 1); (2, 3)") {
		t.Errorf("English statement page")
	}
	// The choice is remembered.
	if _, body := c.get("/problems"); !strings.Contains(body, "Problems") {
		t.Errorf("language not remembered")
	}
	// Pasted code with a chosen language.
	tok := c.token("/problems/queens")
	code, _, h := c.post("/submit", url.Values{"csrf": {tok}, "problem": {"queens"}, "language": {"python"}, "code": {"print(1)"}})
	if code != http.StatusSeeOther {
		t.Fatalf("paste: %d", code)
	}
	var id int64
	fmt.Sscanf(h.Get("Location"), "/submissions/%d", &id)
	if e, _ := f.st.Entry(id); e.Language != "python" || e.File != "main.py" {
		t.Errorf("pasted: %+v", e)
	}
	if code, _, _ := c.post("/submit", url.Values{"csrf": {tok}, "problem": {"queens"}, "code": {"print(1)"}}); code != http.StatusBadRequest {
		t.Errorf("paste without a language: %d", code)
	}
	if code, _, _ := c.submit("queens", "a.rs", "fn main(){}", tok); code != http.StatusBadRequest {
		t.Errorf("unknown language: %d", code)
	}
	g := newFixture(t, contestYAML+"languages: [c]\n", nil)
	gc := g.loggedIn("an")
	if code, _, _ := gc.submit("queens", "a.py", "print(1)", gc.token("/problems/queens")); code != http.StatusBadRequest {
		t.Errorf("language not allowed: %d", code)
	}
}
