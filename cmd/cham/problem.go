package main

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/verdict"
	"github.com/urfave/cli/v2"
)

func problemCommand() *cli.Command {
	return &cli.Command{
		Name:      "problem",
		Usage:     "write and verify problem packages",
		UsageText: "cham problem gen DIR | cham problem verify PROBLEM",
		Description: `A problem package is a folder in the Kattis layout: problem.yaml, data/sample
and data/secret holding NAME.in and NAME.ans, statement/problem.LANG.md. cham's
own settings (input and output file names, checker, reference solver, points)
are under the key "cham" of problem.yaml; see the README.`,
		Subcommands: []*cli.Command{
			{
				Name:      "gen",
				Usage:     "rewrite a package's .ans files from its reference solver",
				UsageText: "cham problem gen DIR",
				Description: `Runs the reference solver named by cham.solver on every data/**/*.in and
writes the .ans beside it. Files already current are left untouched.

Example:
   cp -r problems/queens my-queens && echo 13 > my-queens/data/secret/13.in
   cham problem gen my-queens`,
				Action: func(c *cli.Context) error {
					if c.NArg() != 1 {
						return failf("usage: %s", c.Command.UsageText)
					}
					p, err := problem.LoadDir(c.Args().First())
					if err != nil {
						return failf("%v", err)
					}
					res, err := problem.Gen(p, nil)
					if err != nil {
						return failf("%v", err)
					}
					changed := 0
					for _, r := range res {
						if r.Changed {
							changed++
							fmt.Fprintf(c.App.Writer, "wrote %s\n", r.Test.Answer)
						}
					}
					fmt.Fprintf(c.App.Writer, "%s: %d answers, %d rewritten, %d already current\n",
						p.ID, len(res), changed, len(res)-changed)
					return nil
				},
			},
			{
				Name:      "verify",
				Usage:     "check that a package is complete and consistent",
				UsageText: "cham problem verify PROBLEM [--json]",
				Description: `Checks that problem.yaml reads, that every test has its .in and .ans, that the
checker and the solver exist, that every answer is what the reference writes
today, and that the checker accepts every answer. Then, as Kattis' verifyproblem
does, it judges the package's known submissions in the sandbox: each file of
submissions/accepted must get AC, of submissions/wrong_answer WA, and so on for
time_limit_exceeded, run_time_error, memory_limit_exceeded, compile_error.
Says what is wrong and where.

Exit status: 0 when the package is sound (warnings allowed), 1 when it has
errors, 2 when it cannot be read at all.`,
				Flags: []cli.Flag{jsonFlag, noSandboxFlag},
				Action: func(c *cli.Context) error {
					if c.NArg() != 1 {
						return failf("usage: %s", c.Command.UsageText)
					}
					p, err := problem.Open(c.Args().First())
					if err != nil {
						return failf("%v", err)
					}
					findings := problem.Verify(p)
					if _, err := fs.Stat(p.FS, "submissions"); err == nil {
						more, err := verifySubmissions(c, p)
						if err != nil {
							return failf("%v", err)
						}
						findings = append(findings, more...)
					}
					errs := 0
					for _, f := range findings {
						if !f.Warning {
							errs++
						}
					}
					if c.Bool("json") {
						type item struct {
							File    string `json:"file"`
							Level   string `json:"level"`
							Message string `json:"message"`
						}
						items := []item{}
						for _, f := range findings {
							level := "error"
							if f.Warning {
								level = "warning"
							}
							items = append(items, item{f.File, level, f.Message})
						}
						if err := writeJSON(c.App.Writer, map[string]any{
							"problem": p.ID, "ok": errs == 0, "tests": len(p.Tests), "findings": items,
						}); err != nil {
							return err
						}
					} else {
						for _, f := range findings {
							fmt.Fprintln(c.App.Writer, f)
						}
						status := "ok"
						if errs > 0 {
							status = fmt.Sprintf("%d error(s)", errs)
						}
						fmt.Fprintf(c.App.Writer, "%s: %d tests, %s, %d warning(s)\n", p.Location(), len(p.Tests), status, len(findings)-errs)
					}
					if errs > 0 {
						return exitWith(exitWrong)
					}
					return nil
				},
			},
		},
	}
}

// verifySubmissions judges the package's known submissions in the sandbox.
func verifySubmissions(c *cli.Context, p *problem.Problem) ([]problem.Finding, error) {
	j, err := newJudge(c, lang.Default())
	if err != nil {
		return nil, err
	}
	defer j.Runner.Close()
	progress := newProgress(c.App.ErrWriter, !c.Bool("json"))
	defer progress.done()
	return j.VerifySubmissions(context.Background(), p, func(file string, v verdict.Verdict, _ string) {
		progress.say("%s: %s", file, v)
	})
}
