package main

import (
	"fmt"
	"log"
	"os"
	"runtime"

	"github.com/cham-judge/cham/judge"
	"github.com/cham-judge/cham/judge/grade"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/worker"
	"github.com/urfave/cli/v2"
)

func workerCommand() *cli.Command {
	return &cli.Command{
		Name:      "worker",
		Usage:     "judge a contest's queued submissions in another process, on the same database",
		UsageText: "cham worker --db FILE [--workers N]",
		Description: `Runs judge workers, the same as "cham serve" runs, on the database of a
contest that "cham serve" started: they take the queued submissions in order,
judge them in the sandbox and store the results, which the server's pages show.
Several processes may judge one database: each submission is judged once.
Stop it with Ctrl+C: what it was judging goes back to the queue.

Example:
   cham worker --db kiemtra/cham.db --workers 2`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "db", Usage: "the contest's database `FILE`"},
			&cli.StringFlag{Name: "contest", Usage: "the `CONTEST` file or folder, to find its database"},
			&cli.IntFlag{Name: "workers", Usage: "judge workers", Value: runtime.GOMAXPROCS(0)},
			&cli.StringFlag{Name: "languages", Usage: "a YAML `FILE` that replaces or adds languages"},
			noSandboxFlag,
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 0 {
				return failf("usage: %s", c.Command.UsageText)
			}
			dbPath, err := dbFor(c)
			if err != nil {
				return failf("%v", err)
			}
			if _, err := os.Stat(dbPath); err != nil {
				return failf("database %s: %v", dbPath, err)
			}
			st, err := store.Open(dbPath)
			if err != nil {
				return failf("%v", err)
			}
			defer st.Close()
			problems, err := storedProblems(st)
			if err != nil {
				return failf("%s: %v", dbPath, err)
			}
			langs, err := languages(c.String("languages"))
			if err != nil {
				return failf("%v", err)
			}
			j, err := newJudge(c, langs)
			if err != nil {
				return failf("%v", err)
			}
			defer j.Runner.Close()
			ctx, stop := interruptible(c)
			defer stop()
			pool := newPool(st, j, c.Int("workers"), problems)
			fmt.Fprintf(c.App.ErrWriter, "cham worker: %d judge workers on %s; stop with Ctrl+C\n", c.Int("workers"), dbPath)
			if err := pool.Run(ctx); err != nil {
				return failf("%v", err)
			}
			return nil
		},
	}
}

// newPool is the contest's judge workers, for cham serve and cham worker.
func newPool(st *store.Store, j *judge.Judge, workers int, problems []*problem.Problem) *worker.Pool {
	return &worker.Pool{Store: st, Workers: workers, Problems: problems,
		Grader: &grade.Grader{Judge: j, Store: st},
		Log:    func(s string) { log.Print(s) }}
}
