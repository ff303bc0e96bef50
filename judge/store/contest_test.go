package store_test

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

func TestAccountsAndSessions(t *testing.T) {
	s, _ := open(t)
	for _, a := range []store.Account{
		{ID: "thay", Name: "Thầy Tâm", PasswordHash: "h0", Admin: true},
		{ID: "binh", Name: "Bình", PasswordHash: "h1"},
		{ID: "an", Name: "An", PasswordHash: "h2"},
	} {
		if err := s.PutAccount(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.PutAccount(store.Account{ID: "an", Name: "Nguyễn An", PasswordHash: "h3"}); err != nil {
		t.Fatal(err)
	}
	all, err := s.Accounts()
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprintln(all[0].ID, all[1].ID, all[2].ID, all[1].Name, all[1].PasswordHash); got != "thay an binh Nguyễn An h3\n" {
		t.Errorf("accounts: %s", got)
	}
	// A student account is a student of the class; the teacher is not.
	view, err := s.Class("c", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(view.Students) != 2 {
		t.Errorf("class students %+v", view.Students)
	}
	if _, err := s.Account("nobody"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("missing account: %v", err)
	}

	if err := s.CreateSession("tok-an", "an", "csrf-an", time.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateSession("tok-old", "an", "csrf", time.Now().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	sess, err := s.Session("tok-an")
	if err != nil || sess.Account.ID != "an" || sess.CSRF != "csrf-an" || sess.Account.Admin {
		t.Errorf("session %+v %v", sess, err)
	}
	if _, err := s.Session("tok-old"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("an expired session is found: %v", err)
	}
	if err := s.SetDisabled("an", true); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Session("tok-an"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a disabled account's session is found: %v", err)
	}
	if a, _ := s.Account("an"); !a.Disabled {
		t.Errorf("not disabled: %+v", a)
	}
	if err := s.SetDisabled("nobody", true); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("disable a missing account: %v", err)
	}
}

func TestContestStateAnnouncementsClarifications(t *testing.T) {
	s, _ := open(t)
	if v, ok, err := s.ContestValue("start"); ok || err != nil || v != "" {
		t.Errorf("unset value: %q %v %v", v, ok, err)
	}
	if v, err := s.InitContestValue("start", "one"); err != nil || v != "one" {
		t.Errorf("init: %q %v", v, err)
	}
	if v, err := s.InitContestValue("start", "two"); err != nil || v != "one" {
		t.Errorf("second init must keep the first: %q %v", v, err)
	}
	if err := s.SetContestValue("extra", "15m"); err != nil {
		t.Fatal(err)
	}
	if v, ok, _ := s.ContestValue("extra"); !ok || v != "15m" {
		t.Errorf("extra %q", v)
	}

	s.Announce("first")
	s.Announce("second")
	ann, err := s.Announcements()
	if err != nil || len(ann) != 2 || ann[0].Text != "second" {
		t.Errorf("announcements %+v %v", ann, err)
	}

	for _, a := range []string{"an", "binh"} {
		if err := s.PutAccount(store.Account{ID: a, Name: a, PasswordHash: "h"}); err != nil {
			t.Fatal(err)
		}
	}
	q1, _ := s.Ask("an", "queens", "Is n = 0 possible?")
	q2, _ := s.Ask("binh", "", "Can I use Python?")
	if err := s.Answer(q1, "No: 1 <= n.", true); err != nil {
		t.Fatal(err)
	}
	if err := s.Answer(q2, "Yes.", false); err != nil {
		t.Fatal(err)
	}
	if err := s.Answer(999, "?", false); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("answer a missing question: %v", err)
	}
	mine, _ := s.Clarifications("an")
	if len(mine) != 1 || mine[0].ID != q1 || mine[0].Answer != "No: 1 <= n." || !mine[0].Public {
		t.Errorf("an sees %+v", mine)
	}
	hers, _ := s.Clarifications("binh")
	if len(hers) != 2 {
		t.Errorf("binh sees her own question and the public answer: %+v", hers)
	}
	all, _ := s.Clarifications("")
	if len(all) != 2 || all[0].ID != q2 {
		t.Errorf("the teacher sees %+v", all)
	}
}

// judgeFully stores a compilation, one test and the score of a claimed
// submission, as a worker does.
func judgeFully(t *testing.T, s *store.Store, id int64, v verdict.Verdict, points float64) {
	t.Helper()
	if err := s.SaveCompile(id, store.CompileView{OK: true}, time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveTest(id, store.TestView{Name: "secret/1", Verdict: v, Points: points, MaxPoints: 10}); err != nil {
		t.Fatal(err)
	}
	if err := s.Finish(id, v, points, 10); err != nil {
		t.Fatal(err)
	}
	if err := s.Release(id); err != nil {
		t.Fatal(err)
	}
}

func contestSubmit(t *testing.T, s *store.Store, student, problem, src string) int64 {
	t.Helper()
	sub, fresh, err := s.Submit(store.NewSubmission{Student: student, Problem: problem, File: "a.cpp", Language: "cpp", Source: []byte(src)}, true)
	if err != nil || !fresh {
		t.Fatalf("submit: %v %v", err, fresh)
	}
	return sub.ID
}

func TestQueueClaimsInOrder(t *testing.T) {
	s, _ := open(t)
	a := contestSubmit(t, s, "an", "queens", "1")
	b := contestSubmit(t, s, "binh", "knight", "2")
	c := contestSubmit(t, s, "an", "queens", "3")

	if sub, err := s.Claim("w1", []string{"knight"}, time.Now().Add(-time.Minute)); err != nil || sub.ID != b {
		t.Fatalf("claim knight: %+v %v", sub, err)
	}
	sub, err := s.Claim("w1", nil, time.Now().Add(-time.Minute))
	if err != nil || sub.ID != a || sub.Status != store.StatusCompiling {
		t.Fatalf("claim: %+v %v", sub, err)
	}
	if err := s.SetProgress(a, 3, 10); err != nil {
		t.Fatal(err)
	}
	e, err := s.Entry(a)
	if err != nil || e.Status != store.StatusCompiling || e.TestsDone != 3 || e.TestsTotal != 10 {
		t.Errorf("entry %+v %v", e, err)
	}
	judgeFully(t, s, a, verdict.AC, 10)
	e, _ = s.Entry(a)
	if e.Status != store.StatusDone || e.Verdict != "AC" || e.Points != 10 {
		t.Errorf("done entry %+v", e)
	}
	if sub, _ := s.Claim("w1", nil, time.Now().Add(-time.Minute)); sub == nil || sub.ID != c {
		t.Errorf("third claim: %+v", sub)
	}
	if sub, _ := s.Claim("w1", nil, time.Now().Add(-time.Minute)); sub != nil {
		t.Errorf("nothing left, got %+v", sub)
	}
	if n, _ := s.Pending(); n != 2 {
		t.Errorf("pending %d, want 2", n)
	}
	if list, _ := s.Entries(store.Filter{Student: "an"}); len(list) != 2 || list[0].ID != c {
		t.Errorf("an's entries %+v", list)
	}
	if list, _ := s.Entries(store.Filter{Verdict: "AC"}); len(list) != 1 || list[0].ID != a {
		t.Errorf("AC entries %+v", list)
	}
	if list, _ := s.Entries(store.Filter{Verdict: "pending", Problem: "knight"}); len(list) != 1 || list[0].ID != b {
		t.Errorf("pending knight entries %+v", list)
	}
}

func TestQueueResumesStaleAndDeadClaims(t *testing.T) {
	s, _ := open(t)
	a := contestSubmit(t, s, "an", "queens", "1")
	if _, err := s.Claim("host:1", nil, time.Now().Add(-time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveCompile(a, store.CompileView{OK: true}, 0); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveTest(a, store.TestView{Name: "secret/1", Verdict: verdict.AC, Points: 5, MaxPoints: 5}); err != nil {
		t.Fatal(err)
	}
	// The worker is alive: nobody else takes it.
	if sub, _ := s.Claim("host:2", nil, time.Now().Add(-time.Minute)); sub != nil {
		t.Fatalf("a live claim was taken: %+v", sub)
	}
	// Its heartbeat is old: it is taken, with what is stored.
	sub, err := s.Claim("host:2", nil, time.Now().Add(time.Second))
	if err != nil || sub == nil || sub.ID != a || sub.Status != store.StatusRunning || sub.Compile == nil || len(sub.TestsDone) != 1 {
		t.Fatalf("stale claim: %+v %v", sub, err)
	}
	// host:2 dies: ReleaseClaims frees it at once.
	n, err := s.ReleaseClaims(func(w string) bool { return w == "host:2" })
	if err != nil || n != 1 {
		t.Fatalf("released %d, %v", n, err)
	}
	if sub, _ := s.Claim("host:3", nil, time.Now().Add(-time.Minute)); sub == nil || sub.ID != a {
		t.Errorf("released claim not taken again: %+v", sub)
	}
}

func TestRequeue(t *testing.T) {
	s, _ := open(t)
	a := contestSubmit(t, s, "an", "queens", "1")
	b := contestSubmit(t, s, "binh", "queens", "2")
	s.Claim("w", nil, time.Now())
	judgeFully(t, s, a, verdict.WA, 0)
	ids, err := s.ProblemSubmissions("queens")
	if err != nil || len(ids) != 2 {
		t.Fatalf("ids %v %v", ids, err)
	}
	got, err := s.Requeue(ids, "pkg-2")
	if err != nil || len(got) != 1 || got[0] != a { // b is not done: left alone
		t.Fatalf("requeued %v %v", got, err)
	}
	d, err := s.Detail(a)
	if err != nil || d.Done || len(d.Tests) != 0 || d.Verdict != "" {
		t.Errorf("requeued detail %+v %v", d, err)
	}
	if sub, _ := s.Claim("w", nil, time.Now().Add(-time.Minute)); sub == nil || sub.ID != a || len(sub.TestsDone) != 0 {
		t.Errorf("requeued not claimed first: %+v", sub)
	}
	_ = b
	if _, err := s.Requeue([]int64{999}, ""); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("requeue a missing one: %v", err)
	}
}

func TestAttemptsAndBestClass(t *testing.T) {
	s, _ := open(t)
	a := contestSubmit(t, s, "an", "queens", "1")
	b := contestSubmit(t, s, "an", "queens", "2")
	c := contestSubmit(t, s, "an", "queens", "3")
	for range []int64{a, b, c} {
		s.Claim("w", nil, time.Now())
	}
	judgeFully(t, s, a, verdict.WA, 4)
	judgeFully(t, s, b, verdict.AC, 10)
	judgeFully(t, s, c, verdict.WA, 2)
	att, err := s.Attempts()
	if err != nil || len(att) != 3 || att[1].Verdict != "AC" || att[1].Points != 10 || att[0].Student != "an" {
		t.Errorf("attempts %+v %v", att, err)
	}
	ioi, err := s.BestClass("c", []store.ProblemView{queens}, false)
	if err != nil {
		t.Fatal(err)
	}
	if r := ioi.Students[0].Results["queens"]; r.ID != b || ioi.Students[0].Total != 10 {
		t.Errorf("IOI best %+v", r)
	}
	icpc, _ := s.BestClass("c", []store.ProblemView{queens}, true)
	if r := icpc.Students[0].Results["queens"]; r.ID != b {
		t.Errorf("ICPC first AC %+v", r)
	}
	v1, _ := s.Version()
	contestSubmit(t, s, "binh", "queens", "4")
	if v2, _ := s.Version(); v2 == v1 {
		t.Errorf("version did not change: %d", v1)
	}
	if file, src, err := s.Source(a); err != nil || file != "a.cpp" || string(src) != "1" {
		t.Errorf("source %q %q %v", file, src, err)
	}
	if n, last, err := s.SubmissionCount("an", "queens"); err != nil || n != 3 || last.IsZero() {
		t.Errorf("count %d %v %v", n, last, err)
	}
}

// TestClaimFromTwoStores claims from two Stores on one file at once, as
// `cham serve` and `cham worker` do: every submission is taken exactly once.
func TestClaimFromTwoStores(t *testing.T) {
	s1, path := open(t)
	s2, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	const n = 40
	for i := range n {
		contestSubmit(t, s1, fmt.Sprintf("s%d", i), "queens", "x")
	}
	var mu sync.Mutex
	taken := map[int64]string{}
	var wg sync.WaitGroup
	for w, st := range []*store.Store{s1, s2, s1, s2} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := fmt.Sprintf("w%d", w)
			for {
				sub, err := st.Claim(name, nil, time.Now().Add(-time.Hour))
				if err != nil {
					t.Error(err)
					return
				}
				if sub == nil {
					return
				}
				mu.Lock()
				if prev, dup := taken[sub.ID]; dup {
					t.Errorf("submission %d taken by %s and %s", sub.ID, prev, name)
				}
				taken[sub.ID] = name
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if len(taken) != n {
		t.Errorf("%d taken of %d", len(taken), n)
	}
}
