package grade

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/cham-judge/cham/judge"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

// Grader grades the works of a class into a store.
type Grader struct {
	Judge   *judge.Judge
	Store   *store.Store
	Rejudge bool // grade again what is already graded
	Workers int  // submissions graded at once; default GOMAXPROCS

	// Progress, when set, is told about the work as it goes, from one
	// goroutine at a time.
	Progress func(Progress)

	mu       sync.Mutex
	compiled map[string]*compileOnce // by language and source hash
	hashes   map[*problem.Problem]string
}

// Progress says how far grading is.
type Progress struct {
	Done, Total int    // students
	Student     string // the student just started or finished
	Finished    bool   // Student is done
	Line        string // what to say about it, when finished: each problem's points
	Elapsed     time.Duration
}

// maxCompiled bounds the compiled programs a Grader keeps: a class of 40
// students x 6 problems fits, a contest server's memory stays bounded.
const maxCompiled = 512

type compileOnce struct {
	once sync.Once
	prog *judge.Program
	res  judge.CompileResult
	err  error
}

// Grade grades every work, each source once per content (an unchanged
// source that is already graded is left as it is), and writes every result
// to the store as soon as it is known. It stops early only when ctx ends;
// a failure of one student's submission is stored as IE and the rest of
// the class is graded.
func (g *Grader) Grade(ctx context.Context, works []Work, problems []*problem.Problem) error {
	g.compiled = map[string]*compileOnce{}
	g.hashes = map[*problem.Problem]string{}
	for _, p := range problems {
		h, err := p.Hash()
		if err != nil {
			return fmt.Errorf("%s: %w", p.Location(), err)
		}
		g.hashes[p] = h
		if err := g.Store.EnsureProblem(store.ProblemView{ID: p.ID, Title: p.Title("vi"), MaxPoints: p.Points}, h); err != nil {
			return err
		}
	}
	workers := g.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	start := time.Now()
	var (
		mu       sync.Mutex
		done     int
		firstErr error
	)
	report := func(p Progress) {
		if g.Progress != nil {
			mu.Lock()
			p.Total, p.Elapsed = len(works), time.Since(start)
			if p.Finished {
				done++
			}
			p.Done = done
			g.Progress(p)
			mu.Unlock()
		}
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				w := works[i]
				report(Progress{Student: w.Student})
				line, err := g.gradeStudent(ctx, w)
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
				}
				report(Progress{Student: w.Student, Finished: true, Line: line})
			}
		}()
	}
	for i := range works {
		if ctx.Err() != nil {
			break
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	return firstErr
}

// gradeStudent grades one student's sources; the error is only for a store
// that cannot be written (the results would be lost) or ctx ending.
func (g *Grader) gradeStudent(ctx context.Context, w Work) (string, error) {
	if err := g.Store.EnsureStudent(w.Student); err != nil {
		return "", err
	}
	if err := g.Store.ReplaceNotes(w.Student, w.Notes); err != nil {
		return "", err
	}
	line := ""
	for _, src := range w.Sources {
		v, points, err := g.gradeSource(ctx, w.Student, src)
		if err != nil {
			return line, err
		}
		line += fmt.Sprintf(" %s %s %s", src.Problem.ID, v, trimFloat(points))
	}
	if len(w.Sources) == 0 {
		line = " nothing to grade"
	}
	return line, nil
}

// gradeSource grades one source, resuming what the store already has.
func (g *Grader) gradeSource(ctx context.Context, student string, src Source) (verdict.Verdict, float64, error) {
	p := src.Problem
	sub, _, err := g.Store.Submit(store.NewSubmission{
		Student: student, Problem: p.ID, File: src.Name, Language: src.Lang.ID,
		Source: src.Data, ProblemHash: g.hashes[p],
	}, g.Rejudge)
	if err != nil {
		return "", 0, err
	}
	if sub.Status == store.StatusDone {
		v, pts := doneScore(p, sub)
		return v, pts, nil
	}
	return g.JudgeSubmission(ctx, sub, p, judge.Source{Name: src.Name, Data: src.Data}, nil)
}

// JudgeSubmission compiles and runs a stored submission that is not done,
// running only the tests the store does not have yet, saves every result as
// soon as it is known, and finishes the submission with its verdict and
// points. progress, when set, is told how many tests are judged of how many.
// A failure of the judge itself (a missing compiler, the sandbox) is stored
// as IE; the error is only for a store that cannot be written or ctx ending.
func (g *Grader) JudgeSubmission(ctx context.Context, sub *store.Submission, p *problem.Problem, src judge.Source, progress func(done, total int)) (verdict.Verdict, float64, error) {
	co := g.compile(ctx, src)
	if co.err != nil {
		// The judge's own failure (a missing compiler, the sandbox): the
		// student is not to blame, and the rest of the class goes on.
		msg := co.err.Error()
		if err := g.Store.SaveCompile(sub.ID, store.CompileView{OK: false, Message: msg}, 0); err != nil {
			return "", 0, err
		}
		return verdict.IE, 0, g.Store.Finish(sub.ID, verdict.IE, 0, p.Points)
	}
	if sub.Compile == nil {
		if err := g.Store.SaveCompile(sub.ID, store.CompileView{OK: co.res.OK, Message: co.res.Message}, co.res.Time); err != nil {
			return "", 0, err
		}
	}
	if !co.res.OK {
		return verdict.CE, 0, g.Store.Finish(sub.ID, verdict.CE, 0, p.Points)
	}

	// Tests already stored are not run again.
	results := make([]judge.TestResult, 0, len(p.Tests))
	var todo []int
	for i, t := range p.Tests {
		if tv, ok := sub.TestsDone[t.Name]; ok {
			results = append(results, fromView(p, i, tv))
		} else {
			todo = append(todo, i)
		}
	}
	var saveErr error
	var saveMu sync.Mutex
	judged := len(results)
	if progress != nil {
		progress(judged, len(p.Tests))
	}
	save := func(r judge.TestResult) {
		r.Points = r.Score * r.Test.Points // provisional: groups are settled below
		err := g.Store.SaveTest(sub.ID, toView(r))
		saveMu.Lock()
		defer saveMu.Unlock()
		if err != nil && saveErr == nil {
			saveErr = err
		}
		judged++
		if progress != nil {
			progress(judged, len(p.Tests))
		}
	}
	var fresh []judge.TestResult
	var runErr error
	if len(todo) > 0 { // none when every test was stored before an interruption
		fresh, runErr = g.Judge.Run(ctx, p, co.prog, todo, save)
	}
	if saveErr != nil {
		return "", 0, saveErr
	}
	if runErr != nil {
		if ctx.Err() != nil {
			return "", 0, ctx.Err()
		}
		if err := g.Store.SaveCompile(sub.ID, store.CompileView{OK: true, Message: "internal error: " + runErr.Error()}, 0); err != nil {
			return "", 0, err
		}
		return verdict.IE, 0, g.Store.Finish(sub.ID, verdict.IE, 0, p.Points)
	}
	results = append(results, fresh...)
	sortByIndex(results)
	provisional := make([]float64, len(results))
	for i, r := range results {
		provisional[i] = r.Score * r.Test.Points
	}
	total := judge.Tally(p, results)
	for i, r := range results { // groups moved points: store what each test earns
		if math.Abs(r.Points-provisional[i]) > 1e-6 {
			if err := g.Store.SaveTest(sub.ID, toView(r)); err != nil {
				return "", 0, err
			}
		}
	}
	v := judge.Summary(results)
	return v, total, g.Store.Finish(sub.ID, v, total, p.Points)
}

// compile compiles a source once per language and content, whoever hands
// it in.
func (g *Grader) compile(ctx context.Context, src judge.Source) *compileOnce {
	key := store.Hash(src.Data)
	if l, err := g.Judge.Langs.ForFile(src.Name); err == nil {
		key = l.ID + ":" + key
	}
	g.mu.Lock()
	if g.compiled == nil || len(g.compiled) >= maxCompiled {
		g.compiled = map[string]*compileOnce{} // a long-lived grader forgets
	}
	co, ok := g.compiled[key]
	if !ok {
		co = &compileOnce{}
		g.compiled[key] = co
	}
	g.mu.Unlock()
	co.once.Do(func() {
		co.prog, co.res, co.err = g.Judge.Compile(ctx, src)
	})
	return co
}

func doneScore(p *problem.Problem, sub *store.Submission) (verdict.Verdict, float64) {
	if sub.Compile != nil && !sub.Compile.OK {
		return verdict.CE, 0
	}
	results := make([]judge.TestResult, 0, len(sub.TestsDone))
	for i, t := range p.Tests {
		if tv, ok := sub.TestsDone[t.Name]; ok {
			results = append(results, fromView(p, i, tv))
		}
	}
	total := judge.Tally(p, results)
	return judge.Summary(results), total
}

func toView(r judge.TestResult) store.TestView {
	return store.TestView{
		Name: r.Test.Name, Index: r.Index, Verdict: r.Verdict, Score: r.Score, Points: r.Points, MaxPoints: r.Test.Points,
		TimeMS: r.CPU.Milliseconds(), WallMS: r.Wall.Milliseconds(), MemoryKB: r.Memory >> 10,
		Message: r.Message, Board: r.Board,
	}
}

// fromView turns a stored result back into a TestResult.
func fromView(p *problem.Problem, i int, tv store.TestView) judge.TestResult {
	return judge.TestResult{
		Test: p.Tests[i], Index: i, Verdict: tv.Verdict, Score: tv.Score, Points: tv.Points,
		CPU: time.Duration(tv.TimeMS) * time.Millisecond, Wall: time.Duration(tv.WallMS) * time.Millisecond,
		Memory: tv.MemoryKB << 10, Message: tv.Message, Board: tv.Board,
	}
}

func sortByIndex(rs []judge.TestResult) {
	sort.Slice(rs, func(i, j int) bool { return rs[i].Index < rs[j].Index })
}

func trimFloat(f float64) string {
	s := fmt.Sprintf("%.2f", f)
	for len(s) > 0 && s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	if len(s) > 0 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	return s
}
