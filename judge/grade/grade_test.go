package grade

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/cham-judge/cham/judge"
	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/sandbox"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

func TestMain(m *testing.M) {
	sandbox.Init()
	os.Exit(m.Run())
}

func copyProgram(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("../../testdata/programs", from))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

type fixture struct {
	class    string
	problems []*problem.Problem
	store    *store.Store
	grader   *Grader
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	class := t.TempDir()
	copyProgram(t, "queens/queens.c", filepath.Join(class, "An", "queens.c"))
	copyProgram(t, "queens-count/wrong-distinct.c", filepath.Join(class, "An", "QCOUNT.C"))
	copyProgram(t, "queens/ce.cpp", filepath.Join(class, "Bình", "QUEENS.CPP"))
	copyProgram(t, "queens/queens.c", filepath.Join(class, "Cường", "QUEENS.C"))
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
	ps, err := problem.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{class: class, problems: ps, store: st,
		grader: &Grader{Judge: &judge.Judge{Runner: r, Langs: lang.Default()}, Store: st}}
}

func (f *fixture) grade(t *testing.T) *store.ClassView {
	t.Helper()
	works, err := Scan(f.class, f.problems, lang.Default())
	if err != nil {
		t.Fatal(err)
	}
	if err := f.grader.Grade(context.Background(), works, f.problems); err != nil {
		t.Fatal(err)
	}
	v, err := f.store.Class("class", nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func (f *fixture) history(t *testing.T, student, problem string) []store.SubmissionView {
	t.Helper()
	h, err := f.store.History(student, problem)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func near(a, b float64) bool { return math.Abs(a-b) < 0.01 }

func TestGrade(t *testing.T) {
	f := newFixture(t)
	v := f.grade(t)
	totals := map[string]float64{}
	for _, s := range v.Students {
		totals[s.ID] = s.Total
	}
	if !near(totals["Bình"], 0) || !near(totals["Cường"], 100) {
		t.Errorf("totals %v, want Bình 0, Cường 100", totals)
	}
	for _, s := range v.Students {
		if s.ID == "Bình" {
			r := s.Results["queens"]
			if r == nil || r.Verdict != verdict.CE || r.Compile.OK || r.Compile.Message == "" {
				t.Errorf("Bình's queens: %+v, want CE with the compiler's message", r)
			}
		}
		if s.ID == "An" {
			r := s.Results["queens-count"]
			if r == nil || r.Verdict != verdict.WA || len(r.Tests) != 15 || !r.Done {
				t.Fatalf("An's queens-count: %+v", r)
			}
			// wrong-distinct gets the second number right only for n = 2
			// and 3 (0 and 0), and half of the other tests.
			sum := 0.0
			for i, tv := range r.Tests {
				sum += tv.Points
				want := 0.5
				if tv.Name == "secret/02-n2" || tv.Name == "secret/03-n3" {
					want = 1
				}
				if tv.Verdict != verdict.TLE && tv.Score != want {
					t.Errorf("An's queens-count test %d (%s): score %v, want %v", i+1, tv.Name, tv.Score, want)
				}
			}
			if !near(r.Points, sum) || !near(totals["An"], 100+sum) || r.Points < 40 || r.Points > 60 {
				t.Errorf("An: queens-count %v points (tests %v), total %v", r.Points, sum, totals["An"])
			}
		}
	}
	// An and Cường handed in the same queens.c: it was compiled once.
	if n := len(f.grader.compiled); n != 3 {
		t.Errorf("%d compilations for 3 distinct sources", n)
	}

	// Again: nothing new.
	f.grade(t)
	for _, who := range [][2]string{{"An", "queens"}, {"An", "queens-count"}, {"Bình", "queens"}, {"Cường", "queens"}} {
		if h := f.history(t, who[0], who[1]); len(h) != 1 {
			t.Errorf("%s %s: %d submissions after grading twice, want 1", who[0], who[1], len(h))
		}
	}

	// A changed source is graded again, its history kept.
	src := filepath.Join(f.class, "An", "queens.c")
	b, _ := os.ReadFile(src)
	os.WriteFile(src, append(b, "\n/* checked again */\n"...), 0o644)
	f.grade(t)
	if h := f.history(t, "An", "queens"); len(h) != 2 || h[0].Verdict != verdict.AC || !h[0].Done {
		t.Errorf("An queens after a change: %d submissions, newest %+v", len(h), h[0])
	}
	if h := f.history(t, "An", "queens-count"); len(h) != 1 {
		t.Errorf("An queens-count: %d submissions, want 1 (unchanged)", len(h))
	}

	// --rejudge grades everything again.
	f.grader.Rejudge = true
	f.grade(t)
	if h := f.history(t, "Cường", "queens"); len(h) != 2 {
		t.Errorf("Cường queens after rejudge: %d submissions, want 2", len(h))
	}
}

// TestResumeWithEveryTestStored: a submission whose every test was stored
// before an interruption, but which was not finished, is finished without
// running any test again.
func TestResumeWithEveryTestStored(t *testing.T) {
	f := newFixture(t)
	p, err := problem.Builtin("queens")
	if err != nil {
		t.Fatal(err)
	}
	h, _ := p.Hash()
	if err := f.store.EnsureProblem(store.ProblemView{ID: p.ID, Title: p.ID, MaxPoints: p.Points}, h); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("../../testdata/programs/queens/queens.c")
	if err != nil {
		t.Fatal(err)
	}
	n := store.NewSubmission{Student: "An", Problem: p.ID, File: "queens.c", Language: "c", Source: src, ProblemHash: h}
	sub, _, err := f.store.Submit(n, false)
	if err != nil {
		t.Fatal(err)
	}
	// The interrupted run: compiled, every test judged and stored, not finished.
	j := f.grader.Judge
	prog, cr, err := j.Compile(context.Background(), judge.Source{Name: "queens.c", Data: src})
	if err != nil || !cr.OK {
		t.Fatalf("compile: %v %+v", err, cr)
	}
	if err := f.store.SaveCompile(sub.ID, store.CompileView{OK: true}, cr.Time); err != nil {
		t.Fatal(err)
	}
	results, err := j.Run(context.Background(), p, prog, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range results {
		r.Points = r.Score * r.Test.Points
		if err := f.store.SaveTest(sub.ID, toView(r)); err != nil {
			t.Fatal(err)
		}
	}

	sub, fresh, err := f.store.Submit(n, false)
	if err != nil || fresh || len(sub.TestsDone) != len(p.Tests) || sub.Status == store.StatusDone {
		t.Fatalf("resumed submission: fresh %v, %d tests done, status %s, %v", fresh, len(sub.TestsDone), sub.Status, err)
	}
	var calls [][2]int
	v, points, err := f.grader.JudgeSubmission(context.Background(), sub, p, judge.Source{Name: "queens.c", Data: src},
		func(done, total int) { calls = append(calls, [2]int{done, total}) })
	if err != nil || v != verdict.AC || points != 100 {
		t.Fatalf("JudgeSubmission = %s, %v, %v", v, points, err)
	}
	if len(calls) != 1 || calls[0] != [2]int{12, 12} {
		t.Errorf("progress %v: tests were run again", calls)
	}
	if h := f.history(t, "An", p.ID); len(h) != 1 || !h[0].Done || h[0].Points != 100 {
		t.Errorf("history %+v", h)
	}
}
