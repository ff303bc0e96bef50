// Command cham judges and grades student programs for the classic
// backtracking problems (N-queens, the knight's tour) and any problem
// package in the Kattis layout.
//
// Run `cham --help` for the commands, `cham COMMAND --help` for one.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/cham-judge/cham/judge/sandbox"
	"github.com/urfave/cli/v2"
)

// version is cham's version, printed by --version.
const version = "0.1.0"

// Exit statuses that scripts can trust.
const (
	exitOK    = 0 // accepted, or the command did its work
	exitWrong = 1 // a judged output or a package is wrong
	exitUsage = 2 // a usage error or a judge error: the reason is on stderr
)

// exitError ends the command with a status; an empty message prints nothing.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// failf is a usage or judge error: exit status 2 with the reason on stderr.
func failf(format string, args ...any) error {
	return &exitError{exitUsage, fmt.Sprintf(format, args...)}
}

// exitWith ends with a status and no message (the verdict was printed).
func exitWith(code int) error { return &exitError{code: code} }

func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	return &cli.App{
		Name:    "cham",
		Version: version,
		Usage:   "judge and grade student programs: N-queens, the knight's tour, any Kattis package",
		Description: `cham (Vietnamese "chấm bài": to grade) knows six built-in problems from the
classic lecture notes: every N-queens placement (queens), one placement for a
large board (queens-one), a placement as a 0/1 board (queens-matrix), the number
of placements (queens-count), one knight's tour (knight) and every knight's tour
(knight-all). Each is judged by a validator that understands the problem: any
correct answer is accepted, and a wrong one is explained.

A PROBLEM argument is a built-in id or a problem package folder.

Examples:
   cham problems                                   list the built-in problems
   echo 5 | cham solve queens                      the ten placements of 5 queens
   cham check queens QUEENS.INP QUEENS.OUT         judge one output file
   cham test QUEENS.CPP                            compile, run and judge a solution
   cham grade lop10a                               grade a class folder
   cham report --db lop10a/cham.db -f html -o r.html   the class report
   cham problem verify ./my-problem                check a package you wrote`,
		Reader:                 stdin,
		Writer:                 stdout,
		ErrWriter:              stderr,
		HideHelpCommand:        true,
		UseShortOptionHandling: true,
		ExitErrHandler:         func(*cli.Context, error) {}, // main decides the status
		Commands: []*cli.Command{
			problemsCommand(),
			solveCommand(),
			checkCommand(),
			testCommand(),
			gradeCommand(),
			reportCommand(),
			problemCommand(),
			serveCommand(),
			workerCommand(),
			usersCommand(),
		},
	}
}

func main() {
	// A sandbox container starts as this very program: Init takes over
	// then, and returns at once otherwise.
	sandbox.Init()
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run runs cham with args and returns its exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	app := newApp(stdin, stdout, stderr)
	err := app.Run(interspersed(app, args))
	if err == nil {
		return exitOK
	}
	var e *exitError
	if errors.As(err, &e) {
		if e.msg != "" {
			fmt.Fprintln(stderr, "cham:", e.msg)
		}
		return e.code
	}
	// Errors of urfave/cli itself: unknown flags, missing values.
	fmt.Fprintln(stderr, "cham:", err)
	return exitUsage
}
