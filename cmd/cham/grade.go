package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/cham-judge/cham/judge/grade"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/report"
	"github.com/cham-judge/cham/judge/store"
	"github.com/urfave/cli/v2"
)

func gradeCommand() *cli.Command {
	return &cli.Command{
		Name:      "grade",
		Usage:     "grade a class folder: every student, every problem, in the sandbox",
		UsageText: "cham grade CLASS_DIR [--problems DIR] [--tasks DIR] [--db FILE] [--rejudge] [--json]",
		Description: `CLASS_DIR holds one folder per student, named by the student's id (spaces and
Vietnamese letters are fine), each holding sources named after the problems:
QUEENS.CPP, queens.pas, Knight.py, Queens.java ... (the Themis layout).

Every source is compiled and run on every test of its problem in the sandbox,
each output is validated, and every result is stored in a SQLite database
(--db, default CLASS_DIR/cham.db) as soon as it is known. Run the same command
again after an interruption and it finishes the work without running again what
is stored; an unchanged source is not graded again unless --rejudge; a changed
one is graded again and its history kept. Then the class table is printed; see
"cham report" for CSV, Excel and HTML.

Problems are the built-in ones, plus the packages in --problems DIR (one folder
per package), plus Themis task folders in --tasks DIR (TASK/Test01/TASK.INP and
TASK.OUT).

A folder with no recognisable source, two sources for one problem (the newest is
taken), a file in an unknown language or that is not text: each is said on
screen and in the report, and the rest of the class is graded.

Exit status: 0 when the class is graded, 2 on a usage or judge error.

Examples:
   cham grade lop10a
   cham grade lop10a --tasks "D:/Themis/Tasks" --db lop10a.db
   cham grade lop10a --rejudge && cham report --db lop10a/cham.db --format html -o lop10a.html`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "problems", Usage: "a `DIR` of problem packages, one folder each, added to the built-in ones"},
			&cli.StringFlag{Name: "tasks", Usage: "a `DIR` of Themis task folders (TASK/Test01/TASK.INP, TASK.OUT)"},
			&cli.StringFlag{Name: "db", Usage: "the database `FILE` (default CLASS_DIR/cham.db)"},
			&cli.BoolFlag{Name: "rejudge", Usage: "grade again the sources that are already graded"},
			languagesFlag,
			noSandboxFlag,
			jsonFlag,
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return failf("usage: %s", c.Command.UsageText)
			}
			classDir := c.Args().First()
			if st, err := os.Stat(classDir); err != nil || !st.IsDir() {
				return failf("class folder %s: not a folder", classDir)
			}
			problems, err := loadProblems(c.String("problems"), c.String("tasks"))
			if err != nil {
				return failf("%v", err)
			}
			langs, err := languages(c.String("languages"))
			if err != nil {
				return failf("%v", err)
			}
			works, err := grade.Scan(classDir, problems, langs)
			if err != nil {
				return failf("%v", err)
			}
			dbPath := c.String("db")
			if dbPath == "" {
				dbPath = filepath.Join(classDir, "cham.db")
			}
			st, err := store.Open(dbPath)
			if err != nil {
				return failf("%v", err)
			}
			defer st.Close()
			j, err := newJudge(c, langs)
			if err != nil {
				return failf("%v", err)
			}
			defer j.Runner.Close()
			ctx, stop := interruptible(c)
			defer stop()
			bar := newBar(c.App.ErrWriter, !c.Bool("json"))
			g := &grade.Grader{Judge: j, Store: st, Rejudge: c.Bool("rejudge"), Progress: bar.update}
			for _, w := range works {
				for _, n := range w.Notes {
					bar.println(fmt.Sprintf("%s: %s", w.Student, n))
				}
			}
			err = g.Grade(ctx, works, problems)
			bar.finish()
			if err != nil {
				return failf("grading stopped: %v (what is graded is stored in %s; run the same command again to finish)", err, dbPath)
			}
			view, err := st.Class(filepath.Base(absPath(classDir)), problemViews(problems))
			if err != nil {
				return failf("%v", err)
			}
			format := "table"
			if c.Bool("json") {
				format = "json"
			}
			return report.Write(c.App.Writer, format, view)
		},
	}
}

// loadProblems gives the built-in problems, plus packages and Themis tasks.
func loadProblems(packagesDir, tasksDir string) ([]*problem.Problem, error) {
	ps, err := problem.Builtins()
	if err != nil {
		return nil, err
	}
	add := func(p *problem.Problem) {
		for i, q := range ps {
			if q.ID == p.ID { // a teacher's package replaces the built-in one of that name
				ps[i] = p
				return
			}
		}
		ps = append(ps, p)
	}
	if packagesDir != "" {
		entries, err := os.ReadDir(packagesDir)
		if err != nil {
			return nil, fmt.Errorf("--problems: %w", err)
		}
		for _, e := range entries {
			if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
				continue
			}
			p, err := problem.LoadDir(filepath.Join(packagesDir, e.Name()))
			if err != nil {
				return nil, err
			}
			add(p)
		}
	}
	if tasksDir != "" {
		tasks, err := problem.LoadThemisTasks(tasksDir)
		if err != nil {
			return nil, err
		}
		for _, p := range tasks {
			add(p)
		}
	}
	return ps, nil
}

func problemViews(ps []*problem.Problem) []store.ProblemView {
	out := make([]store.ProblemView, len(ps))
	for i, p := range ps {
		out[i] = store.ProblemView{ID: p.ID, Title: p.Title("vi"), MaxPoints: p.Points}
	}
	return out
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

// bar is the progress of grading: a bar rewritten in place on a terminal,
// one plain line per student otherwise.
type bar struct {
	*progress
	plain   bool
	started time.Time
}

func newBar(w interface{ Write([]byte) (int, error) }, enabled bool) *bar {
	p := newProgress(w, enabled)
	return &bar{progress: p, plain: enabled && !p.on, started: time.Now()}
}

func (b *bar) update(p grade.Progress) {
	if b.plain {
		if p.Finished {
			fmt.Fprintf(b.w, "[%d/%d] %s:%s\n", p.Done, p.Total, p.Student, p.Line)
		}
		return
	}
	const width = 24
	filled := 0
	if p.Total > 0 {
		filled = width * p.Done / p.Total
	}
	eta := "?"
	if p.Done > 0 {
		left := time.Duration(float64(p.Elapsed) / float64(p.Done) * float64(p.Total-p.Done))
		eta = left.Round(time.Second).String()
	}
	b.say("[%s%s] %d/%d students  %s  %s left", strings.Repeat("=", filled), strings.Repeat(" ", width-filled),
		p.Done, p.Total, shortName(p.Student, 24), eta)
}

// println writes a line above the bar.
func (b *bar) println(s string) {
	if b.on {
		fmt.Fprint(b.w, "\r\033[K")
	}
	if b.on || b.plain {
		fmt.Fprintln(b.w, s)
	}
}

func (b *bar) finish() {
	b.done()
	if b.on || b.plain {
		fmt.Fprintf(b.w, "graded in %s\n", time.Since(b.started).Round(100*time.Millisecond))
	}
}

func shortName(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
