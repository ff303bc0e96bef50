package problem

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/cham-judge/cham/judge/check"
	"github.com/cham-judge/cham/judge/solver"
	"github.com/cham-judge/cham/judge/verdict"
)

// Finding is one thing that Verify found wrong with a package.
type Finding struct {
	File    string // the file concerned, as a path a user can open
	Message string
	Warning bool // true: worth fixing, but the package can be used
}

func (f Finding) String() string {
	kind := "error"
	if f.Warning {
		kind = "warning"
	}
	return fmt.Sprintf("%s: %s: %s", f.File, kind, f.Message)
}

// Verify checks that a package is complete and consistent: every test has
// its input and answer, its checker and solver exist, every input is one
// the solver reads, every answer is what the reference writes today, and
// the checker accepts every answer as an output. It returns what is wrong,
// or nothing.
func Verify(p *Problem) []Finding {
	var out []Finding
	add := func(file string, warning bool, format string, args ...any) {
		out = append(out, Finding{File: file, Message: fmt.Sprintf(format, args...), Warning: warning})
	}
	yaml := p.path("problem.yaml")
	if len(p.Names) == 0 {
		add(yaml, true, "no name: add `name: {en: ..., vi: ...}`")
	}
	if len(p.Statements) == 0 {
		add(p.path("statement"), true, "no statement: add statement/problem.en.md or statement/problem.vi.md")
	}
	if len(p.Tests) == 0 {
		add(p.path("data"), false, "no tests: add data/sample/*.in and data/secret/*.in with their .ans files")
	}
	checker, err := check.Builtin(p.Checker, p.CheckerFlags)
	if err != nil {
		add(yaml, false, "checker: %v", err)
	}
	var solve *solver.Solver
	if p.Solver != "" {
		if solve, err = solver.Lookup(p.Solver); err != nil {
			add(yaml, false, "solver: %v", err)
		}
	}
	out = append(out, orphanAnswers(p)...)
	for _, t := range p.Tests {
		in, err := p.ReadInput(t)
		if err != nil {
			add(p.path(t.Input), false, "%v", unwrapPath(err))
			continue
		}
		ans, err := p.ReadAnswer(t)
		if err != nil {
			add(p.path(t.Answer), false, "missing answer: %s", p.genHint())
			continue
		}
		if solve != nil {
			var want bytes.Buffer
			if err := solve.Solve(in, &want); err != nil {
				add(p.path(t.Input), false, "the %s solver cannot read this input: %v", p.Solver, err)
				continue
			}
			if !bytes.Equal(want.Bytes(), ans) {
				add(p.path(t.Answer), false, "differs from what the reference writes today: %s", p.genHint())
				continue
			}
		}
		if checker != nil {
			r := checker.Check(in, bytes.NewReader(ans), ans)
			if r.Verdict != verdict.AC || r.Score != 1 {
				add(p.path(t.Answer), false, "the %s checker does not accept the answer as an output: %s %s", p.Checker, r.Verdict, r.Message)
			}
		}
	}
	return out
}

// genHint says how to write the answers again.
func (p *Problem) genHint() string {
	if p.Dir == "" {
		return "run `cham problem gen problems/" + p.ID + "` in cham's source tree and rebuild"
	}
	return "run `cham problem gen " + p.Dir + "`"
}

// orphanAnswers finds .ans files without their .in.
func orphanAnswers(p *Problem) []Finding {
	inputs := map[string]bool{}
	for _, t := range p.Tests {
		inputs[t.Answer] = true
	}
	var out []Finding
	_ = fs.WalkDir(p.FS, "data", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(name, ".ans") && !inputs[name] {
			out = append(out, Finding{File: p.path(name), Message: "an answer without its .in file", Warning: true})
		}
		return nil
	})
	return out
}

// GenResult says what Gen did to one test's answer file.
type GenResult struct {
	Test    Test
	Changed bool // the file was missing or different, and was rewritten
}

// Gen rewrites the .ans file of every test of a package on disk from its
// reference solver. Files that are already current are left untouched.
func Gen(p *Problem, progress func(done, total int)) ([]GenResult, error) {
	if p.Dir == "" {
		return nil, fmt.Errorf("%s is built into cham and cannot be rewritten: copy it to a folder first", p.ID)
	}
	if p.Solver == "" {
		return nil, fmt.Errorf("%s: cham.solver is not set: there is no reference to write the answers", p.path("problem.yaml"))
	}
	solve, err := solver.Lookup(p.Solver)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.path("problem.yaml"), err)
	}
	var res []GenResult
	for i, t := range p.Tests {
		in, err := p.ReadInput(t)
		if err != nil {
			return res, err
		}
		var buf bytes.Buffer
		if err := solve.Solve(in, &buf); err != nil {
			return res, fmt.Errorf("%s: %w", p.path(t.Input), err)
		}
		old, err := p.ReadAnswer(t)
		changed := err != nil || !bytes.Equal(old, buf.Bytes())
		if changed {
			if err := writeFileAtomic(p.path(t.Answer), buf.Bytes()); err != nil {
				return res, err
			}
		}
		res = append(res, GenResult{Test: t, Changed: changed})
		if progress != nil {
			progress(i+1, len(p.Tests))
		}
	}
	return res, nil
}

// writeFileAtomic writes through a temporary file in the same folder, so
// that an interrupted run never leaves half an answer.
func writeFileAtomic(name string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(name), ".cham-gen-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), name)
}
