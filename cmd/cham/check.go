package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/cham-judge/cham/judge/check"
	"github.com/cham-judge/cham/judge/picture"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/solver"
	"github.com/cham-judge/cham/judge/verdict"
	"github.com/urfave/cli/v2"
)

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "judge one output file",
		UsageText: "cham check PROBLEM INPUT OUTPUT [--answer ANS] [--json]",
		Description: `Judges OUTPUT, a program's output for the test INPUT, with the problem's
validator, and prints the verdict, the points and why. The canonical answer
is computed by the reference solver unless --answer gives it.

Verdicts: AC accepted, WA wrong answer, PE presentation error (the output
cannot be read as an answer; the line and column are said).

Exit status: 0 for AC, 1 for WA or PE, 2 for a usage or judge error (a missing
file, an unknown problem, an unreadable input), with the reason on stderr.

Examples:
   cham check queens QUEENS.INP QUEENS.OUT
   cham check knight KNIGHT.INP KNIGHT.OUT --json
   cham check ./my-problem 01.in out.txt --answer 01.ans`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "answer", Usage: "the canonical answer `FILE` (default: computed by the reference)"},
			jsonFlag,
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 3 {
				return failf("usage: %s", c.Command.UsageText)
			}
			p, err := problem.Open(c.Args().Get(0))
			if err != nil {
				return failf("%v", err)
			}
			inName, outName := c.Args().Get(1), c.Args().Get(2)
			input, err := os.ReadFile(inName)
			if err != nil {
				return failf("%v", err)
			}
			answer, err := canonicalAnswer(p, inName, input, c.String("answer"))
			if err != nil {
				return failf("%v", err)
			}
			checker, err := p.NewChecker()
			if err != nil {
				return failf("%v", err)
			}
			out, err := os.Open(outName)
			if err != nil {
				return failf("%v", err)
			}
			defer out.Close()
			r := checker.Check(input, out, answer)
			if r.Verdict == verdict.IE {
				return failf("%s: the judge could not check this output: %s", inName, r.Message)
			}
			if c.Bool("json") {
				if err := writeJSON(c.App.Writer, checkJSON(p, r)); err != nil {
					return err
				}
			} else {
				printCheck(c, r)
			}
			if r.Verdict != verdict.AC {
				return exitWith(exitWrong)
			}
			return nil
		},
	}
}

// canonicalAnswer reads the answer file, or has the reference write it.
func canonicalAnswer(p *problem.Problem, inName string, input []byte, ansName string) ([]byte, error) {
	if ansName != "" {
		return os.ReadFile(ansName)
	}
	if p.Solver == "" {
		return nil, fmt.Errorf("%s has no reference solver: give the answer with --answer FILE", p.Location())
	}
	s, err := solver.Lookup(p.Solver)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.Location(), err)
	}
	var buf bytes.Buffer
	if err := s.Solve(input, &buf); err != nil {
		return nil, fmt.Errorf("%s: not an input of %s: %w", inName, p.ID, err)
	}
	return buf.Bytes(), nil
}

type checkResultJSON struct {
	Problem string       `json:"problem"`
	Verdict string       `json:"verdict"`
	Score   float64      `json:"score"`
	Message string       `json:"message"`
	Board   *check.Board `json:"board,omitempty"`
}

func checkJSON(p *problem.Problem, r check.Result) checkResultJSON {
	return checkResultJSON{Problem: p.ID, Verdict: string(r.Verdict), Score: r.Score, Message: r.Message, Board: r.Board}
}

func printCheck(c *cli.Context, r check.Result) {
	w := c.App.Writer
	fmt.Fprintf(w, "%s  %s  score %s\n", r.Verdict, r.Verdict.Describe(), formatScore(r.Score))
	if r.Message != "" {
		fmt.Fprintln(w, r.Message)
	}
	if r.Board != nil {
		fmt.Fprintln(w)
		fmt.Fprint(w, picture.Text(r.Board))
	}
}

func formatScore(s float64) string {
	return fmt.Sprintf("%.2f", s)
}
