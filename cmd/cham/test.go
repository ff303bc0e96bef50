package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"

	"github.com/cham-judge/cham/judge"
	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/picture"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/sandbox"
	"github.com/cham-judge/cham/judge/verdict"
	"github.com/urfave/cli/v2"
)

func testCommand() *cli.Command {
	return &cli.Command{
		Name:      "test",
		Usage:     "test your solution on a problem's tests before handing it in",
		UsageText: "cham test SOURCE [--problem ID|DIR] [--tests LIST] [--json]",
		Description: `Compiles SOURCE in the sandbox, runs it on the problem's tests, checks every
output and prints, test by test, the verdict, the CPU time, the memory and the
points; under the table, why the first failing test failed, with a picture of
the board where one helps.

The problem is found from the file name (QUEENS.cpp -> queens, QONE.pas ->
queens-one) unless --problem names it. The language is found from the extension,
in any case: .c .cpp .pas .py .java .go.

Verdicts: AC accepted, WA wrong answer, PE presentation error, TLE time limit
(CPU time, or wall time while idle), MLE memory limit, OLE output limit, RE
runtime error, CE compile error, IE internal error (the judge's fault).

Exit status: 0 when every test is accepted, 1 otherwise, 2 on a usage error.

Examples:
   cham test QUEENS.CPP
   cham test bai1.py --problem queens --tests 1,3-5
   cham test Knight.java --json`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "problem", Aliases: []string{"p"}, Usage: "the problem: a built-in `ID` or a package folder (default: from the file name)"},
			&cli.StringFlag{Name: "tests", Aliases: []string{"t"}, Usage: "run only these tests, by 1-based position: `LIST` like 1,3-5"},
			languagesFlag,
			noSandboxFlag,
			jsonFlag,
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return failf("usage: %s", c.Command.UsageText)
			}
			srcName := c.Args().First()
			data, err := os.ReadFile(srcName)
			if err != nil {
				return failf("%v", err)
			}
			p, err := findProblem(srcName, c.String("problem"))
			if err != nil {
				return failf("%v", err)
			}
			indexes, err := parseTestList(c.String("tests"), len(p.Tests))
			if err != nil {
				return failf("--tests: %v", err)
			}
			langs, err := languages(c.String("languages"))
			if err != nil {
				return failf("%v", err)
			}
			if _, err := langs.ForFile(srcName); err != nil {
				return failf("%v", err)
			}
			j, err := newJudge(c, langs)
			if err != nil {
				return failf("%v", err)
			}
			defer j.Runner.Close()
			ctx, stop := interruptible(c)
			defer stop()
			rep, err := testSource(ctx, c, j, p, judge.Source{Name: filepath.Base(srcName), Data: data}, indexes)
			if err != nil {
				return failf("%v", err)
			}
			if c.Bool("json") {
				if err := writeJSON(c.App.Writer, rep); err != nil {
					return err
				}
			} else {
				printReport(c, p, rep)
			}
			if rep.Verdict != string(verdict.AC) {
				return exitWith(exitWrong)
			}
			return nil
		},
	}
}

var noSandboxFlag = &cli.BoolFlag{
	Name:  "no-sandbox",
	Usage: "DANGEROUS: run programs as plain processes of your user, without isolation (only your own code on your own machine)",
}

var languagesFlag = &cli.StringFlag{Name: "languages", Usage: "a YAML `FILE` that replaces or adds languages (see the README)"}

// newJudge makes a judge on the sandbox (or, with --no-sandbox, on none,
// said loudly); the caller closes its Runner.
func newJudge(c *cli.Context, langs *lang.Table) (*judge.Judge, error) {
	runner, err := newRunner(c)
	if err != nil {
		return nil, err
	}
	return &judge.Judge{Runner: runner, Langs: langs}, nil
}

// interruptible is the command's context, ended by Ctrl+C or SIGTERM.
func interruptible(c *cli.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
}

// newRunner makes the sandbox, or with --no-sandbox, says loudly that there
// is none.
func newRunner(c *cli.Context) (sandbox.Runner, error) {
	if c.Bool("no-sandbox") {
		fmt.Fprintln(c.App.ErrWriter, "cham: WARNING: --no-sandbox: programs run WITHOUT isolation, as your own user, with only time and size limits. Never use this on code you did not write.")
		return sandbox.NewUnsafe(), nil
	}
	_ = os.MkdirAll(lang.GoCacheDir(), 0o755)
	r, err := sandbox.New(sandbox.Config{ReadOnly: []string{lang.GoCacheDir()}})
	if err != nil {
		return nil, fmt.Errorf("%v\n(to test your own program on your own machine without isolation, add --no-sandbox)", err)
	}
	return r, nil
}

func languages(file string) (*lang.Table, error) {
	if file == "" {
		return lang.Default(), nil
	}
	return lang.Load(file)
}

// findProblem takes --problem, else the problem whose id or file names
// match the source's base name: QUEENS.cpp -> queens, QONE.pas -> queens-one.
func findProblem(src, flag string) (*problem.Problem, error) {
	if flag != "" {
		return problem.Open(flag)
	}
	ps, err := problem.Builtins()
	if err != nil {
		return nil, err
	}
	if p := problem.Find(ps, src); p != nil {
		return p, nil
	}
	base := strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))
	return nil, fmt.Errorf("%s: cannot tell the problem from the file name %q; name it with --problem (one of %s, or a package folder)",
		src, base, strings.Join(builtinIDs(ps), ", "))
}

func builtinIDs(ps []*problem.Problem) []string {
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	return ids
}

// parseTestList reads "1,3-5" into 0-based indexes; empty means all (nil).
func parseTestList(s string, n int) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out []int
	seen := map[int]bool{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := strconv.Atoi(strings.TrimSpace(lo))
		if err != nil {
			return nil, fmt.Errorf("%q is not a test number or a range like 3-5", part)
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(strings.TrimSpace(hi)); err != nil || b < a {
				return nil, fmt.Errorf("%q is not a range like 3-5", part)
			}
		}
		if a < 1 || b > n {
			return nil, fmt.Errorf("test %s is out of range: the problem has tests 1 to %d", part, n)
		}
		for i := a; i <= b; i++ {
			if !seen[i] {
				seen[i] = true
				out = append(out, i-1)
			}
		}
	}
	return out, nil
}

// testReport is what `cham test --json` prints.
type testReport struct {
	Problem  string         `json:"problem"`
	Language string         `json:"language"`
	Verdict  string         `json:"verdict"`
	Score    float64        `json:"score"`
	MaxScore float64        `json:"max_score"`
	Compile  compileJSON    `json:"compile"`
	Tests    []testLineJSON `json:"tests"`
	Isolated bool           `json:"isolated"`

	results []judge.TestResult
}

type compileJSON struct {
	OK      bool   `json:"ok"`
	Message string `json:"message"`
}

type testLineJSON struct {
	Name     string  `json:"name"`
	Verdict  string  `json:"verdict"`
	Score    float64 `json:"score"`
	MaxScore float64 `json:"max_score"`
	TimeMS   int64   `json:"time_ms"`
	WallMS   int64   `json:"wall_ms"`
	MemoryKB int64   `json:"memory_kb"`
	Message  string  `json:"message"`
}

func testSource(ctx context.Context, c *cli.Context, j *judge.Judge, p *problem.Problem, src judge.Source, indexes []int) (*testReport, error) {
	l, _ := j.Langs.ForFile(src.Name)
	rep := &testReport{Problem: p.ID, Language: l.ID, Tests: []testLineJSON{}, Isolated: !c.Bool("no-sandbox")}
	total := len(indexes)
	if indexes == nil {
		total = len(p.Tests)
	}
	for _, i := range indexes {
		rep.MaxScore += p.Tests[i].Points
	}
	if indexes == nil {
		rep.MaxScore = p.Points
	}
	progress := newProgress(c.App.ErrWriter, !c.Bool("json"))
	progress.say("compiling %s (%s)", src.Name, l.Name)
	prog, cr, err := j.Compile(ctx, src)
	if err != nil {
		progress.done()
		return nil, err
	}
	rep.Compile = compileJSON{OK: cr.OK, Message: cr.Message}
	if !cr.OK {
		progress.done()
		rep.Verdict = string(verdict.CE)
		return rep, nil
	}
	finished := 0
	results, err := j.Run(ctx, p, prog, indexes, func(judge.TestResult) {
		finished++
		progress.say("running tests: %d of %d done", finished, total)
	})
	progress.done()
	if err != nil {
		return nil, err
	}
	rep.results = results
	rep.Score = judge.Tally(p, results)
	for _, r := range results {
		rep.Tests = append(rep.Tests, testLineJSON{
			Name: r.Test.Name, Verdict: string(r.Verdict), Score: round2(r.Points), MaxScore: round2(r.Test.Points),
			TimeMS: r.CPU.Milliseconds(), WallMS: r.Wall.Milliseconds(), MemoryKB: r.Memory >> 10, Message: r.Message,
		})
	}
	rep.Score = round2(rep.Score)
	rep.MaxScore = round2(rep.MaxScore)
	rep.Verdict = string(judge.Summary(results))
	return rep, nil
}

func round2(f float64) float64 { return float64(int64(f*100+0.5)) / 100 }

func printReport(c *cli.Context, p *problem.Problem, rep *testReport) {
	w := c.App.Writer
	l, _ := lang.Default().ByID(rep.Language)
	langName := rep.Language
	if l != nil {
		langName = l.Name
	}
	fmt.Fprintf(w, "problem %s (%s), %s\n", p.ID, p.Title(c.String("lang")), langName)
	if !rep.Compile.OK {
		fmt.Fprintf(w, "\nCE  compile error\n%s\n", rep.Compile.Message)
		return
	}
	if rep.Compile.Message != "" {
		fmt.Fprintf(w, "compiler warnings:\n%s\n", rep.Compile.Message)
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "#\tTEST\tVERDICT\tTIME\tMEMORY\tPOINTS")
	var first *judge.TestResult
	accepted := 0
	for i := range rep.results {
		r := &rep.results[i]
		if r.Verdict == verdict.AC {
			accepted++
		} else if first == nil {
			first = r
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%.3f s\t%.1f MiB\t%s / %s\n", r.Index+1, r.Test.Name, r.Verdict,
			r.CPU.Seconds(), float64(r.Memory)/(1<<20), trimFloat(r.Points), trimFloat(r.Test.Points))
	}
	tw.Flush()
	if first != nil {
		fmt.Fprintf(w, "\ntest %d (%s): %s %s\n", first.Index+1, first.Test.Name, first.Verdict, first.Verdict.Describe())
		if first.Message != "" {
			fmt.Fprintln(w, first.Message)
		}
		if pic := picture.Text(first.Board); pic != "" {
			fmt.Fprintln(w)
			fmt.Fprint(w, pic)
		}
	}
	fmt.Fprintf(w, "\n%s: %d of %d tests accepted, %s / %s points\n", rep.Verdict, accepted, len(rep.results), trimFloat(rep.Score), trimFloat(rep.MaxScore))
}

// trimFloat writes 8.333 as "8.33" and 100 as "100".
func trimFloat(f float64) string {
	return strings.TrimSuffix(strings.TrimRight(strconv.FormatFloat(f, 'f', 2, 64), "0"), ".")
}
