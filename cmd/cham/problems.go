package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/cham-judge/cham/judge/problem"
	"github.com/urfave/cli/v2"
)

func problemsCommand() *cli.Command {
	return &cli.Command{
		Name:      "problems",
		Usage:     "list the built-in problems",
		UsageText: "cham problems [--lang vi] [--json]",
		Description: `Lists each built-in problem: its id (what other commands take as PROBLEM),
its title, its time and memory limits per test and its number of tests.`,
		Flags: []cli.Flag{jsonFlag, langFlag},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return failf("problems takes no arguments, got %q", c.Args().First())
			}
			ps, err := problem.Builtins()
			if err != nil {
				return failf("%v", err)
			}
			lang := c.String("lang")
			if c.Bool("json") {
				type row struct {
					ID          string  `json:"id"`
					Title       string  `json:"title"`
					TimeLimitMS int64   `json:"time_limit_ms"`
					MemoryMiB   int64   `json:"memory_limit_mib"`
					Tests       int     `json:"tests"`
					Points      float64 `json:"points"`
					InputFile   string  `json:"input_file"`
					OutputFile  string  `json:"output_file"`
				}
				rows := []row{}
				for _, p := range ps {
					rows = append(rows, row{p.ID, p.Title(lang), p.TimeLimit.Milliseconds(), p.MemoryLimit >> 20,
						len(p.Tests), p.Points, p.InputFile, p.OutputFile})
				}
				return writeJSON(c.App.Writer, rows)
			}
			tw := tabwriter.NewWriter(c.App.Writer, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tTITLE\tFILES\tTIME\tMEMORY\tTESTS")
			for _, p := range ps {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d MiB\t%d\n", p.ID, p.Title(lang), ioFiles(p),
					formatSeconds(p.TimeLimit), p.MemoryLimit>>20, len(p.Tests))
			}
			return tw.Flush()
		},
	}
}

func ioFiles(p *problem.Problem) string {
	switch {
	case p.InputFile != "" && p.OutputFile != "":
		return p.InputFile + " -> " + p.OutputFile
	case p.InputFile != "":
		return p.InputFile + " -> stdout"
	case p.OutputFile != "":
		return "stdin -> " + p.OutputFile
	}
	return "stdin -> stdout"
}
