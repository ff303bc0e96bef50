package main

import (
	"bufio"
	"io"
	"os"

	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/solver"
	"github.com/urfave/cli/v2"
)

func solveCommand() *cli.Command {
	return &cli.Command{
		Name:      "solve",
		Usage:     "write the canonical answer of an input, from the reference solver",
		UsageText: "cham solve PROBLEM [INPUT]",
		Description: `Reads the input file (standard input without one) and writes the reference
solver's answer to standard output: the answer cham compares outputs with.

Examples:
   echo 5 | cham solve queens          the ten placements of seed 000, in its order
   echo "8 1 1" | cham solve knight    one knight's tour of 8 x 8 from (1, 1)
   cham solve queens-count QCOUNT.INP  "92 12" for n = 8`,
		Action: func(c *cli.Context) error {
			if c.NArg() < 1 || c.NArg() > 2 {
				return failf("usage: %s", c.Command.UsageText)
			}
			p, err := problem.Open(c.Args().Get(0))
			if err != nil {
				return failf("%v", err)
			}
			if p.Solver == "" {
				return failf("%s has no reference solver (cham.solver in problem.yaml)", p.Location())
			}
			s, err := solver.Lookup(p.Solver)
			if err != nil {
				return failf("%s: %v", p.Location(), err)
			}
			name, input, err := readInputArg(c.App.Reader, c.Args().Get(1))
			if err != nil {
				return failf("%v", err)
			}
			w := bufio.NewWriterSize(c.App.Writer, 1<<16)
			if err := s.Solve(input, w); err != nil {
				return failf("%s: %v", name, err)
			}
			return w.Flush()
		},
	}
}

// readInputArg reads a named file, or standard input when name is empty.
// It returns a name for messages.
func readInputArg(stdin io.Reader, name string) (string, []byte, error) {
	if name == "" || name == "-" {
		b, err := io.ReadAll(stdin)
		return "standard input", b, err
	}
	b, err := os.ReadFile(name)
	return name, b, err
}
