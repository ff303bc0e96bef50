package web_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"golang.org/x/crypto/bcrypt"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge"
	"github.com/cham-judge/cham/judge/grade"
	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/sandbox"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/worker"
	"github.com/cham-judge/cham/web"

	"net/http/httptest"
)

func TestMain(m *testing.M) {
	sandbox.Init()
	os.Exit(m.Run())
}

// room is a contest server on loopback with its judge workers and the
// real sandbox: what `cham serve` runs.
type room struct {
	url string
	st  *store.Store
}

func newRoom(t *testing.T) *room {
	t.Helper()
	c, err := contest.Parse("contest.yaml", []byte("title: Phòng thi\nduration: 60m\nproblems: [queens]\nlimits: {interval: 0s}\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "cham.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	q := c.Problems[0]
	h, _ := q.Hash()
	if err := st.EnsureProblem(store.ProblemView{ID: q.ID, Title: q.Title("vi"), MaxPoints: q.Points}, h); err != nil {
		t.Fatal(err)
	}
	for _, a := range []store.Account{{ID: "thay", Name: "Thầy Tâm", Admin: true}, {ID: "an", Name: "Nguyễn An"}, {ID: "binh", Name: "Trần Bình"}} {
		a.PasswordHash, _ = contest.HashPassword("pw-"+a.ID, bcrypt.MinCost)
		if err := st.PutAccount(a); err != nil {
			t.Fatal(err)
		}
	}
	runner, err := sandbox.New(sandbox.Config{})
	if err != nil {
		t.Fatalf("the sandbox is needed for this test: %v", err)
	}
	t.Cleanup(func() { runner.Close() })
	pool := &worker.Pool{Store: st, Problems: c.Problems, Poll: 50 * time.Millisecond,
		Grader: &grade.Grader{Judge: &judge.Judge{Runner: runner, Langs: lang.Default()}, Store: st}}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { pool.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	srv, err := web.New(web.Config{Store: st, Contest: c, Queued: pool.Wake})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv) // 127.0.0.1
	t.Cleanup(ts.Close)
	return &room{url: ts.URL, st: st}
}

// browser starts Debian's chromium, headless, without network.
func browser(t *testing.T) context.Context {
	t.Helper()
	path, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("the browser tests need chromium (scripts/deps installs it: apt-get install chromium): %v", err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox, // as root
		chromedp.DisableGPU,
		chromedp.Flag("headless", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(1200, 900),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute) // a bound for a stuck browser, not a measure
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	if err := chromedp.Run(ctx); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	return ctx
}

func login(url, id string) chromedp.Tasks {
	return chromedp.Tasks{
		chromedp.Navigate(url + "/login"),
		chromedp.WaitVisible("#id", chromedp.ByID),
		chromedp.SendKeys("#id", id, chromedp.ByID),
		chromedp.SendKeys("#password", "pw-"+id, chromedp.ByID),
		chromedp.Click("#login", chromedp.ByID),
		// The logout button: only a logged-in page has it (the login page
		// has the header's nav too, and waiting for that raced the redirect).
		chromedp.WaitVisible(`header form[action="/logout"] button`, chromedp.ByQuery),
	}
}

func logout() chromedp.Tasks {
	return chromedp.Tasks{
		chromedp.Click(`header form button`, chromedp.ByQuery),
		chromedp.WaitVisible("#id", chromedp.ByID),
	}
}

// submitFile submits a program of testdata/programs and waits on the
// submission's page, without reloading it, for the verdict.
func submitFile(t *testing.T, ctx context.Context, url, program, wantVerdict string) (id int64) {
	t.Helper()
	file, err := filepath.Abs(filepath.Join("../testdata/programs", program))
	if err != nil {
		t.Fatal(err)
	}
	var loc string
	var marker bool
	if err := chromedp.Run(ctx,
		chromedp.Navigate(url+"/problems/queens"),
		chromedp.WaitVisible("#submit-form", chromedp.ByID),
		chromedp.SetUploadFiles("#file", []string{file}, chromedp.ByID),
		chromedp.Click("#submit", chromedp.ByID),
		chromedp.WaitVisible("#live", chromedp.ByID),
		chromedp.Location(&loc),
		// A mark on this page's window: a reload would wipe it.
		chromedp.Evaluate(`window.chamMark = true`, nil),
		chromedp.WaitVisible("#status.v-"+wantVerdict, chromedp.ByQuery),
		chromedp.Evaluate(`window.chamMark === true`, &marker),
	); err != nil {
		shot(t, ctx, "failed")
		t.Fatalf("%s: %v (at %s)", program, err, loc)
	}
	if !marker {
		t.Errorf("%s: the page was reloaded to show the verdict", program)
	}
	if _, err := fmt.Sscanf(loc[strings.LastIndex(loc, "/submissions/"):], "/submissions/%d", &id); err != nil {
		t.Fatalf("submission page %q", loc)
	}
	return id
}

func shot(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("CHAM_SCREENSHOTS") // during development: look at the pages
	if dir == "" {
		return
	}
	var png []byte
	if err := chromedp.Run(ctx, chromedp.FullScreenshot(&png, 100)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestBrowser is a contest in a real browser: a student submits a right
// and a wrong solution and sees both verdicts arrive; the scoreboard ranks
// the students; a second student cannot open the first one's submission,
// even by its URL; the teacher rejudges.
func TestBrowser(t *testing.T) {
	r := newRoom(t)
	ctx := browser(t)

	if err := chromedp.Run(ctx, login(r.url, "an")); err != nil {
		t.Fatal(err)
	}
	right := submitFile(t, ctx, r.url, "queens/queens.c", "AC")
	wrong := submitFile(t, ctx, r.url, "queens/twice.cpp", "WA")
	var tests int
	var points string
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`document.querySelectorAll("table.tests tbody tr").length`, &tests),
		chromedp.Text("#points", &points, chromedp.ByID),
	); err != nil {
		t.Fatal(err)
	}
	if tests == 0 || points == "100" || points == "" {
		t.Errorf("the wrong solution's page: %d tests, %q points", tests, points)
	}
	shot(t, ctx, "student")
	var listed string
	if err := chromedp.Run(ctx,
		chromedp.Navigate(r.url+"/submissions"),
		chromedp.WaitVisible("table.submissions", chromedp.ByQuery),
		chromedp.Text("table.submissions", &listed, chromedp.ByQuery),
		logout(),
	); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(listed, "AC") || !strings.Contains(listed, "WA") {
		t.Errorf("an's submissions: %q", listed)
	}

	// Binh: a wrong answer, and no way into An's submission.
	if err := chromedp.Run(ctx, login(r.url, "binh")); err != nil {
		t.Fatal(err)
	}
	submitFile(t, ctx, r.url, "queens/missing-one.cpp", "WA")
	for _, u := range []string{fmt.Sprintf("/submissions/%d", right), fmt.Sprintf("/submissions/%d/live", right)} {
		var body string
		var sources int
		if err := chromedp.Run(ctx,
			chromedp.Navigate(r.url+u),
			chromedp.Text("body", &body, chromedp.ByQuery),
			chromedp.Evaluate(`document.querySelectorAll("#source, table.tests").length`, &sources),
		); err != nil {
			t.Fatal(err)
		}
		if sources != 0 || strings.Contains(body, "int main") || strings.Contains(body, "AC") {
			t.Errorf("binh opens %s: %q", u, body)
		}
	}

	// The scoreboard, public, ranks them: An 100, Binh less.
	var ranks []string
	if err := chromedp.Run(ctx,
		chromedp.Navigate(r.url+"/scoreboard"),
		chromedp.WaitVisible("#board", chromedp.ByID),
		chromedp.Evaluate(`[...document.querySelectorAll("#board tbody tr")].map(tr => tr.querySelector(".rank").textContent + " " + tr.dataset.id + " " + tr.querySelector(".total").textContent)`, &ranks),
	); err != nil {
		t.Fatal(err)
	}
	if len(ranks) != 2 || ranks[0] != "1 an 100" || !strings.HasPrefix(ranks[1], "2 binh ") || ranks[1] == "2 binh 0" {
		t.Errorf("scoreboard rows %q", ranks)
	}
	shot(t, ctx, "scoreboard")
	if err := chromedp.Run(ctx, logout()); err != nil {
		t.Fatal(err)
	}

	// The teacher rejudges An's wrong submission; its verdict comes back.
	var loc string
	if err := chromedp.Run(ctx,
		login(r.url, "thay"),
		chromedp.Navigate(fmt.Sprintf("%s/submissions/%d", r.url, wrong)),
		chromedp.WaitVisible("#source", chromedp.ByID),
		chromedp.Click("#rejudge", chromedp.ByID),
		chromedp.WaitVisible("#notice", chromedp.ByID),
		chromedp.WaitVisible("#live", chromedp.ByID),
		chromedp.Location(&loc),
		chromedp.WaitVisible("#status.v-WA", chromedp.ByQuery),
	); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(loc, fmt.Sprintf("/submissions/%d?rejudged=1", wrong)) {
		t.Errorf("after rejudge: %s", loc)
	}
	shot(t, ctx, "teacher")
	e, err := r.st.Entry(wrong)
	if err != nil || e.Status != store.StatusDone || e.Verdict != "WA" {
		t.Errorf("rejudged: %+v %v", e, err)
	}
}
