// Package judge ties the parts of cham together: it compiles a source with
// package lang inside the sandbox, runs the program on a problem's tests in
// the sandbox, validates each output with the problem's checker, and says
// what happened, test by test.
//
// Data flows one way: a problem package and a source come in; lang knows
// how to build it; sandbox runs it; check judges the output; the results go
// to the caller, which prints or stores them.
package judge

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/cham-judge/cham/judge/check"
	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/sandbox"
	"github.com/cham-judge/cham/judge/verdict"
)

// Judge compiles and runs submissions.
type Judge struct {
	Runner   sandbox.Runner
	Langs    *lang.Table
	Parallel int // tests run at once; default GOMAXPROCS
}

// Source is a student's source file.
type Source struct {
	Name string // the file name, which tells the language
	Data []byte
}

// CompileResult says how a compilation went.
type CompileResult struct {
	OK      bool          `json:"ok"`
	Message string        `json:"message"` // the compiler's words, trimmed
	Time    time.Duration `json:"-"`
}

// Program is a compiled source, ready to run.
type Program struct {
	Lang   *lang.Language
	plan   *lang.Plan
	files  []sandbox.File
	Source Source
}

// TestResult is the judgement of one test.
type TestResult struct {
	Test    problem.Test
	Index   int // position in the problem's tests, from 0
	Verdict verdict.Verdict
	Score   float64 // fraction of the test's points, 0 to 1
	Points  float64 // the points it earns: set by Tally, which knows the groups
	CPU     time.Duration
	Wall    time.Duration
	Memory  int64 // peak, bytes
	Message string
	Board   *check.Board
}

// MaxMessage bounds a compiler's message as it is kept and shown.
const MaxMessage = 4000

// Compile builds src inside the sandbox. A source that does not compile is
// not an error: CompileResult says why. The error is for the judge's own
// failures and for sources it cannot take (unknown language, a missing
// compiler).
func (j *Judge) Compile(ctx context.Context, src Source) (*Program, CompileResult, error) {
	l, err := j.Langs.ForFile(src.Name)
	if err != nil {
		return nil, CompileResult{}, err
	}
	if err := l.Available(); err != nil {
		return nil, CompileResult{}, err
	}
	if len(src.Data) > lang.MaxSourceBytes {
		return nil, CompileResult{Message: fmt.Sprintf("the source is %d bytes, more than the %d a source may have", len(src.Data), lang.MaxSourceBytes)}, nil
	}
	plan, err := l.PlanFor(src.Data)
	if err != nil {
		return nil, CompileResult{Message: err.Error()}, nil
	}
	if l.ID == "go" {
		if err := lang.PrepareGo(nil); err != nil {
			return nil, CompileResult{}, err
		}
	}
	prog := &Program{Lang: l, plan: plan, Source: src}
	srcFile := sandbox.File{Name: plan.Source, Data: src.Data}
	if plan.Compile == nil {
		prog.files = []sandbox.File{srcFile}
		return prog, CompileResult{OK: true}, nil
	}
	res, err := j.Runner.Run(ctx, &sandbox.Request{
		Args:    plan.Compile,
		Env:     l.Env,
		Files:   []sandbox.File{srcFile},
		Collect: plan.Keep,
		Limits: sandbox.Limits{
			CPU: lang.CompileCPU, Wall: lang.CompileWall, Memory: lang.CompileMemory,
			Output: lang.CompileOutput, Procs: lang.CompileProcs,
		},
	})
	if err != nil {
		return nil, CompileResult{}, fmt.Errorf("compiling %s: %w", src.Name, err)
	}
	cr := CompileResult{Time: res.Wall, Message: compilerMessage(res)}
	if plan.Source != src.Name { // speak of the student's file, not of the sandbox's copy
		cr.Message = strings.ReplaceAll(cr.Message, plan.Source, src.Name)
	}
	if res.Status != sandbox.StatusOK {
		switch res.Status {
		case sandbox.StatusTime, sandbox.StatusIdle:
			cr.Message = fmt.Sprintf("the compiler was stopped after %s: %s\n%s", formatDuration(res.Wall), res.Message, cr.Message)
		case sandbox.StatusMemory, sandbox.StatusOutput:
			cr.Message = fmt.Sprintf("the compiler was stopped: %s\n%s", res.Message, cr.Message)
		}
		cr.Message = trimMessage(strings.TrimSpace(cr.Message))
		return nil, cr, nil
	}
	for name, data := range res.Files {
		mode := os.FileMode(0o644)
		if name == "main" || strings.HasSuffix(name, "/main") {
			mode = 0o755
		}
		prog.files = append(prog.files, sandbox.File{Name: name, Data: data, Mode: mode})
	}
	if len(prog.files) == 0 {
		cr.Message = trimMessage(strings.TrimSpace("the compiler wrote no program (" + strings.Join(plan.Keep, ", ") + ")\n" + cr.Message))
		return nil, cr, nil
	}
	sort.Slice(prog.files, func(a, b int) bool { return prog.files[a].Name < prog.files[b].Name })
	cr.OK = true
	return prog, cr, nil
}

// compilerMessage is what the compiler said, as text a terminal can show.
func compilerMessage(res *sandbox.Result) string {
	msg := string(bytes.TrimSpace(res.Stderr))
	if out := string(bytes.TrimSpace(res.Stdout)); out != "" {
		msg = strings.TrimSpace(out + "\n" + msg)
	}
	if !utf8.ValidString(msg) {
		msg = strings.ToValidUTF8(msg, "?")
	}
	return trimMessage(msg)
}

func trimMessage(s string) string {
	if len(s) <= MaxMessage {
		return s
	}
	cut := s[:MaxMessage]
	if i := strings.LastIndexByte(cut, '\n'); i > MaxMessage/2 {
		cut = cut[:i]
	}
	return strings.ToValidUTF8(cut, "") + fmt.Sprintf("\n... (%d more bytes)", len(s)-len(cut))
}

// Run runs the program on the tests of p given by their indexes (all when
// nil), in parallel, and calls done with each result as it is known (from
// several goroutines, one at a time). It returns the results in test order.
func (j *Judge) Run(ctx context.Context, p *problem.Problem, prog *Program, indexes []int, done func(TestResult)) ([]TestResult, error) {
	checker, err := p.NewChecker()
	if err != nil {
		return nil, err
	}
	if indexes == nil {
		for i := range p.Tests {
			indexes = append(indexes, i)
		}
	}
	parallel := j.Parallel
	if parallel <= 0 {
		parallel = runtime.GOMAXPROCS(0)
	}
	results := make([]TestResult, len(indexes))
	var (
		mu       sync.Mutex
		firstErr error
		wg       sync.WaitGroup
		sem      = make(chan struct{}, parallel)
	)
	for k, idx := range indexes {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			r, err := j.runTest(ctx, p, prog, checker, idx)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				if firstErr == nil {
					firstErr = err
				}
				return
			}
			results[k] = r
			if done != nil {
				done(r)
			}
		}()
	}
	wg.Wait()
	return results, firstErr
}

func (j *Judge) runTest(ctx context.Context, p *problem.Problem, prog *Program, checker check.Checker, idx int) (TestResult, error) {
	t := p.Tests[idx]
	r := TestResult{Test: t, Index: idx}
	input, err := p.ReadInput(t)
	if err != nil {
		return r, err
	}
	answer, err := p.ReadAnswer(t)
	if err != nil {
		return r, err
	}
	files := append([]sandbox.File(nil), prog.files...)
	req := &sandbox.Request{
		Env: prog.Lang.Env,
		Limits: sandbox.Limits{
			CPU:    p.TimeLimit + time.Duration(prog.Lang.ExtraCPUMS)*time.Millisecond,
			Memory: p.MemoryLimit + prog.Lang.ExtraMemoryMiB<<20,
			Procs:  max(prog.Lang.Procs, 0),
		},
	}
	req.Args = prog.plan.RunArgs(p.MemoryLimit)
	if p.InputFile != "" {
		files = append(files, sandbox.File{Name: p.InputFile, Data: input})
	}
	if p.Stdio || p.InputFile == "" {
		req.Stdin = input
	}
	if p.OutputFile != "" {
		req.Collect = []string{p.OutputFile}
	}
	req.Files = files
	res, err := j.Runner.Run(ctx, req)
	if err != nil {
		return r, fmt.Errorf("test %s: %w", t.Name, err)
	}
	r.CPU, r.Wall, r.Memory = res.CPU, res.Wall, res.Memory
	if v, msg, ok := runVerdict(res, p); !ok {
		r.Verdict, r.Message = v, msg
		return r, nil
	}
	output, msg := pickOutput(res, p)
	if output == nil {
		r.Verdict, r.Message = verdict.WA, msg
		return r, nil
	}
	c := checker.Check(input, bytes.NewReader(output), answer)
	r.Verdict, r.Score, r.Message, r.Board = c.Verdict, c.Score, c.Message, c.Board
	return r, nil
}

// runVerdict maps how the run ended to a verdict; ok means the program
// ended well and its output is to be checked.
func runVerdict(res *sandbox.Result, p *problem.Problem) (verdict.Verdict, string, bool) {
	switch res.Status {
	case sandbox.StatusOK:
		return "", "", true
	case sandbox.StatusTime:
		return verdict.TLE, res.Message, false
	case sandbox.StatusIdle:
		return verdict.TLE, res.Message, false
	case sandbox.StatusMemory:
		return verdict.MLE, res.Message, false
	case sandbox.StatusOutput:
		return verdict.OLE, res.Message, false
	case sandbox.StatusSignal, sandbox.StatusExit:
		msg := res.Message
		if tail := lastLine(res.Stderr); tail != "" {
			msg += ": " + tail
		}
		return verdict.RE, msg, false
	}
	return verdict.IE, res.Message, false
}

// pickOutput finds the program's output: the output file, else standard
// output where the problem accepts it. nil with a message when there is none.
func pickOutput(res *sandbox.Result, p *problem.Problem) ([]byte, string) {
	if p.OutputFile != "" {
		if out, ok := res.Files[p.OutputFile]; ok {
			return out, ""
		}
		if !p.Stdio {
			msg := p.OutputFile + " was not written"
			if len(res.Stdout) > 0 {
				msg += fmt.Sprintf(" (the program wrote %d bytes to standard output instead: write the answer to the file %s)", len(res.Stdout), p.OutputFile)
			}
			return nil, msg
		}
	}
	if res.Stdout == nil {
		return []byte{}, ""
	}
	return res.Stdout, ""
}

func lastLine(b []byte) string {
	s := strings.TrimSpace(strings.ToValidUTF8(string(b), "?"))
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}

// Tally scores results with the problem's points, test by test and by
// groups (subtasks), sets each result's Points, and returns the total.
// Results may be a subset of the tests: the others count as 0.
func Tally(p *problem.Problem, results []TestResult) float64 {
	scores := make([]float64, len(p.Tests))
	for _, r := range results {
		scores[r.Index] = r.Score
	}
	total, perTest := p.Score(scores)
	for i := range results {
		results[i].Points = perTest[results[i].Index]
	}
	return total
}

// Summary is the overall verdict of results: the verdict of the first test
// that is not accepted, in test order; AC when all are.
func Summary(results []TestResult) verdict.Verdict {
	if r := FirstFailure(results); r != nil {
		return r.Verdict
	}
	return verdict.AC
}

// FirstFailure is the first result, in test order, that is not accepted;
// nil when all are.
func FirstFailure(results []TestResult) *TestResult {
	for i := range results {
		if results[i].Verdict != verdict.AC {
			return &results[i]
		}
	}
	return nil
}

func formatDuration(d time.Duration) string { return fmt.Sprintf("%.1f s", d.Seconds()) }
