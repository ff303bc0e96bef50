// Package solver turns the input of a test into its canonical answer, by
// calling the reference solvers of package reference. Each built-in problem
// names its solver in problem.yaml; `cham solve` and `cham problem gen` use
// this package.
package solver

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/cham-judge/cham/reference"
)

// Param is one integer of a test's input, with the range the solver handles.
type Param struct {
	Name     string
	Min, Max int64 // Max may be "n", the first parameter: see Solver.bound
}

// Solver writes the canonical answer of one kind of problem.
type Solver struct {
	Name   string
	Params []Param // the integers of the input, in order
	// OnBoard says that every parameter after the first is a square's
	// coordinate and so lies in 1..n, n being the first.
	OnBoard bool
	write   func(w io.Writer, args []int) error
}

var solvers = map[string]*Solver{
	"queens": {
		Name: "queens", Params: []Param{{"n", 1, 14}},
		write: func(w io.Writer, a []int) error { _, err := reference.WritePlacements(w, a[0]); return err },
	},
	"queens-one": {
		Name: "queens-one", Params: []Param{{"n", 1, 10_000_000}},
		write: func(w io.Writer, a []int) error { return reference.WriteOnePlacement(w, a[0]) },
	},
	"queens-matrix": {
		Name: "queens-matrix", Params: []Param{{"n", 1, 2000}},
		write: func(w io.Writer, a []int) error { return reference.WriteMatrix(w, a[0]) },
	},
	"queens-count": {
		Name: "queens-count", Params: []Param{{"n", 1, 20}},
		write: func(w io.Writer, a []int) error {
			all, distinct, err := reference.CountPlacements(a[0])
			if err != nil {
				return err
			}
			_, err = fmt.Fprintf(w, "%d %d\n", all, distinct)
			return err
		},
	},
	"knight": {
		Name: "knight", Params: []Param{{"n", 1, 2000}, {"x0", 1, 2000}, {"y0", 1, 2000}}, OnBoard: true,
		write: func(w io.Writer, a []int) error {
			h := reference.Tour(a[0], a[1], a[2])
			if h == nil {
				_, err := io.WriteString(w, "-1\n")
				return err
			}
			return reference.WriteBoard(w, a[0], h)
		},
	},
	"knight-all": {
		Name: "knight-all", Params: []Param{{"n", 1, 5}, {"x0", 1, 5}, {"y0", 1, 5}}, OnBoard: true,
		write: func(w io.Writer, a []int) error { _, err := reference.WriteTours(w, a[0], a[1], a[2]); return err },
	},
}

// Lookup finds a solver by name.
func Lookup(name string) (*Solver, error) {
	if s, ok := solvers[name]; ok {
		return s, nil
	}
	return nil, fmt.Errorf("unknown solver %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Names lists the solvers, sorted.
func Names() []string {
	names := make([]string, 0, len(solvers))
	for n := range solvers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ParseInput reads the solver's parameters from a test input: whitespace
// separated integers, a UTF-8 byte order mark and \r\n line ends allowed,
// nothing else after them.
func (s *Solver) ParseInput(input []byte) ([]int, error) {
	input = bytes.TrimPrefix(input, []byte("\xef\xbb\xbf"))
	fields := strings.Fields(string(input))
	if len(fields) != len(s.Params) {
		return nil, fmt.Errorf("expected %s, found %d value(s)", s.describeParams(), len(fields))
	}
	args := make([]int, len(fields))
	for i, f := range fields {
		p := s.Params[i]
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s: %q is not an integer", p.Name, shorten(f))
		}
		lo, hi := p.Min, p.Max
		if s.OnBoard && i > 0 {
			hi = int64(args[0])
		}
		if v < lo || v > hi {
			return nil, fmt.Errorf("%s = %d is outside %d..%d", p.Name, v, lo, hi)
		}
		args[i] = int(v)
	}
	return args, nil
}

// Solve writes the canonical answer of input to w.
func (s *Solver) Solve(input []byte, w io.Writer) error {
	args, err := s.ParseInput(input)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if err := s.write(bw, args); err != nil {
		return err
	}
	return bw.Flush()
}

func (s *Solver) describeParams() string {
	names := make([]string, len(s.Params))
	for i, p := range s.Params {
		names[i] = p.Name
	}
	if len(names) == 1 {
		return "one integer " + names[0]
	}
	return fmt.Sprintf("%d integers %s", len(names), strings.Join(names, " "))
}

func shorten(s string) string {
	if len(s) > 24 {
		return s[:20] + "..."
	}
	return s
}
