package worker

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/cham-judge/cham/judge"
	"github.com/cham-judge/cham/judge/grade"
	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/sandbox"
	"github.com/cham-judge/cham/judge/store"
)

func TestMain(m *testing.M) {
	sandbox.Init()
	os.Exit(m.Run())
}

func program(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("../../testdata/programs", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func newPool(t *testing.T) (*Pool, *store.Store) {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "cham.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	r, err := sandbox.New(sandbox.Config{})
	if err != nil {
		t.Fatalf("the sandbox is needed for these tests: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	q, err := problem.Builtin("queens")
	if err != nil {
		t.Fatal(err)
	}
	h, _ := q.Hash()
	if err := st.EnsureProblem(store.ProblemView{ID: q.ID, Title: q.Title("vi"), MaxPoints: q.Points}, h); err != nil {
		t.Fatal(err)
	}
	g := &grade.Grader{Judge: &judge.Judge{Runner: r, Langs: lang.Default()}, Store: st}
	return &Pool{Store: st, Grader: g, Problems: []*problem.Problem{q}, Workers: 2, Poll: 20 * time.Millisecond, Log: func(s string) { t.Log(s) }}, st
}

func submit(t *testing.T, st *store.Store, student, file string) int64 {
	t.Helper()
	sub, _, err := st.Submit(store.NewSubmission{Student: student, Problem: "queens", File: filepath.Base(file), Language: langOf(t, file), Source: program(t, file)}, true)
	if err != nil {
		t.Fatal(err)
	}
	return sub.ID
}

func langOf(t *testing.T, file string) string {
	l, err := lang.Default().ForFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return l.ID
}

// waitDone waits for the submissions to be done, for at most a minute
// (a bound for a stuck test, not a measure of speed).
func waitDone(t *testing.T, st *store.Store, ids ...int64) map[int64]store.Entry {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		out := map[int64]store.Entry{}
		for _, id := range ids {
			e, err := st.Entry(id)
			if err != nil {
				t.Fatal(err)
			}
			if e.Status == store.StatusDone {
				out[id] = e
			}
		}
		if len(out) == len(ids) {
			return out
		}
		if time.Now().After(deadline) {
			t.Fatalf("not judged within a minute: %v of %v", out, ids)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestPoolJudgesTheQueue(t *testing.T) {
	pool, st := newPool(t)
	right := submit(t, st, "an", "queens/queens.c")
	wrong := submit(t, st, "binh", "queens/twice.cpp")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- pool.Run(ctx) }()
	pool.Wake()
	got := waitDone(t, st, right, wrong)
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if e := got[right]; e.Verdict != "AC" || e.Points < 99.999 {
		t.Errorf("queens.c: %+v", e)
	}
	if e := got[wrong]; e.Verdict != "WA" || e.Points >= 100 {
		t.Errorf("twice.cpp: %+v", e)
	}
	d, err := st.Detail(wrong)
	if err != nil {
		t.Fatal(err)
	}
	q, _ := problem.Builtin("queens")
	if len(d.Tests) != len(q.Tests) {
		t.Errorf("%d tests stored, the problem has %d", len(d.Tests), len(q.Tests))
	}
	if n, _ := st.Pending(); n != 0 {
		t.Errorf("%d pending", n)
	}
}

// TestPoolResumesADeadWorker leaves a claim of a process that no longer
// runs, with a test stored: a new pool judges the rest at once.
func TestPoolResumesADeadWorker(t *testing.T) {
	pool, st := newPool(t)
	id := submit(t, st, "an", "queens/queens.c")
	host, _ := os.Hostname()
	dead := fmt.Sprintf("%s:%d:0", host, 1<<22+12345) // above pid_max's default: never running
	if !ProcessGone(dead) || ProcessGone(Name(0)) || ProcessGone("elsewhere:1:0") {
		t.Fatalf("ProcessGone is wrong")
	}
	if _, err := st.Claim(dead, nil, time.Now()); err != nil {
		t.Fatal(err)
	}
	pool.Stale = time.Hour // only ReleaseClaims can free it
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go pool.Run(ctx)
	e := waitDone(t, st, id)[id]
	if e.Verdict != "AC" {
		t.Errorf("resumed: %+v", e)
	}
}
