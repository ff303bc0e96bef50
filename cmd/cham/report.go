package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/cham-judge/cham/judge/report"
	"github.com/cham-judge/cham/judge/store"
	"github.com/urfave/cli/v2"
)

func reportCommand() *cli.Command {
	return &cli.Command{
		Name:      "report",
		Usage:     "print or write the class report from the database",
		UsageText: "cham report [--db FILE] [--format table|csv|xlsx|html|json] [-o FILE]",
		Description: `Reads the results that "cham grade" stored and writes the class table (one row
per student, one column per problem with its points, and the total) and each
student's test-by-test verdicts with their messages.

Formats: table (the terminal), csv (UTF-8, Excel opens it), xlsx (Excel and
LibreOffice), html (one self-contained file to open or mail, with a picture of
the board for every wrong board answer), json (for tools).

Examples:
   cham report --db lop10a/cham.db
   cham report --db lop10a/cham.db --format xlsx -o lop10a.xlsx
   cham report --db lop10a/cham.db --format html -o lop10a.html`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "db", Usage: "the database `FILE`", Value: "cham.db"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "table, csv, xlsx, html or json", Value: "table"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` instead of standard output"},
			&cli.StringFlag{Name: "title", Usage: "the report's title (default: the database's folder)"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 0 {
				return failf("report takes no arguments (the database is --db FILE), got %q", c.Args().First())
			}
			format := c.String("format")
			if !contains(report.Formats(), format) {
				return failf("--format %q: unknown format (known: %s)", format, strings.Join(report.Formats(), ", "))
			}
			dbPath := c.String("db")
			if _, err := os.Stat(dbPath); err != nil {
				return failf("database %s: %v (grade a class first: cham grade CLASS_DIR)", dbPath, unwrapErr(err))
			}
			st, err := store.Open(dbPath)
			if err != nil {
				return failf("%v", err)
			}
			defer st.Close()
			problems, err := st.Problems()
			if err != nil {
				return failf("%v", err)
			}
			title := c.String("title")
			if title == "" {
				title = filepath.Base(filepath.Dir(absPath(dbPath)))
			}
			view, err := st.Class(title, problems)
			if err != nil {
				return failf("%v", err)
			}
			var w io.Writer = c.App.Writer
			if out := c.String("output"); out != "" {
				f, err := os.Create(out)
				if err != nil {
					return failf("%v", err)
				}
				defer f.Close()
				w = f
			} else if format == "xlsx" && isTerminal(c.App.Writer) {
				return failf("xlsx is a binary file: give it a name with -o FILE")
			}
			if err := report.Write(w, format, view); err != nil {
				return failf("%v", err)
			}
			if out := c.String("output"); out != "" {
				fmt.Fprintf(c.App.ErrWriter, "wrote %s\n", out)
			}
			return nil
		},
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func unwrapErr(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
