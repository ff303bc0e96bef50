// Package problem loads problem packages: a folder in the Kattis problem
// package layout (problem.yaml, data/sample and data/secret with .in and .ans
// files, statement/problem.<lang>.md), with cham's own settings under the
// `cham` key of problem.yaml so that a plain Kattis package loads too.
//
// A problem.yaml of a built-in problem:
//
//	name:
//	  en: "N-queens: every placement"
//	  vi: "Xếp hậu: mọi cách xếp"
//	source: Seed 000
//	limits:
//	  time_limit: 1       # seconds of CPU time per test (Kattis key)
//	  memory: 256         # MiB (Kattis key)
//	cham:
//	  input_file: QUEENS.INP    # the program reads this file ...
//	  output_file: QUEENS.OUT   # ... and writes this one
//	  stdio: false              # true: standard input and output are accepted too
//	  checker: queens           # a validator of package check
//	  checker_flags: []         # e.g. [lexicographic]
//	  solver: queens            # the reference that writes the .ans files
//	  points: 100               # the problem's worth, shared equally by its tests ...
//	  test_points:              # ... but for tests given their own points
//	    "sample/*": 0
//	  groups:                   # ... and subtasks, scored together
//	    - name: small boards
//	      tests: ["secret/0*"]  # patterns on test names (path.Match)
//	      points: 40
//	      scoring: all          # all: all or nothing; min: points x the smallest test score
//
// Without `cham`, a package is judged like a Kattis one: standard input and
// output, the `tokens` checker with the package's validator_flags.
package problem

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/cham-judge/cham/judge/check"
	"github.com/cham-judge/cham/problems"
)

// Problem is a loaded problem package.
type Problem struct {
	ID     string            // the folder's name
	Names  map[string]string // title by language code ("en", "vi")
	Source string
	Dir    string // the folder on disk; empty for a built-in problem

	InputFile  string // e.g. QUEENS.INP; empty: standard input only
	OutputFile string // e.g. QUEENS.OUT; empty: standard output only
	Stdio      bool   // standard input and output are accepted

	Checker      string   // name of a check.Builtin validator
	CheckerFlags []string // its flags
	Solver       string   // name of a solver.Lookup reference; empty if none

	TimeLimit   time.Duration // CPU time per test
	MemoryLimit int64         // bytes per test
	Points      float64       // the problem's worth

	Tests      []Test
	Groups     []Group           // subtasks; a test in no group counts on its own
	Statements map[string]string // language code -> path of the Markdown statement in FS

	testPoints []rawTestPoints
	rawGroups  []rawGroup

	FS fs.FS // the package's files
}

// Test is one test of a problem.
type Test struct {
	Name   string  // path below data/ without the extension, e.g. "secret/03"
	Input  string  // path of the .in file in the problem's FS
	Answer string  // path of the .ans file
	Sample bool    // a sample shown in the statement
	Points float64 // the test's share of the problem's points
}

// Defaults used when problem.yaml does not say.
const (
	DefaultTimeLimit   = time.Second
	DefaultMemoryLimit = 256 << 20
	DefaultPoints      = 100
)

// Title is the problem's name in the language asked for, else in English,
// else in any language, else its id.
func (p *Problem) Title(lang string) string {
	for _, l := range []string{lang, "en", "vi"} {
		if t := p.Names[l]; t != "" {
			return t
		}
	}
	for _, t := range p.Names {
		return t
	}
	return p.ID
}

// Location says where the problem comes from, for messages: its folder, or
// "built-in problem X".
func (p *Problem) Location() string {
	if p.Dir != "" {
		return p.Dir
	}
	return "built-in problem " + p.ID
}

// ReadInput returns the input of test t.
func (p *Problem) ReadInput(t Test) ([]byte, error) { return p.read(t.Input) }

// ReadAnswer returns the canonical answer of test t.
func (p *Problem) ReadAnswer(t Test) ([]byte, error) { return p.read(t.Answer) }

func (p *Problem) read(name string) ([]byte, error) {
	b, err := fs.ReadFile(p.FS, name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.path(name), unwrapPath(err))
	}
	return b, nil
}

// path names a file of the package for a message: a host path for a package
// on disk, "<id>/<name>" for a built-in one.
func (p *Problem) path(name string) string {
	if p.Dir != "" {
		return filepath.Join(p.Dir, filepath.FromSlash(name))
	}
	return p.ID + "/" + name
}

// NewChecker returns the validator that judges this problem's outputs.
func (p *Problem) NewChecker() (check.Checker, error) {
	c, err := check.Builtin(p.Checker, p.CheckerFlags)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.path("problem.yaml"), err)
	}
	return c, nil
}

// FindTest finds a test by its name ("secret/03") or its 1-based position.
func (p *Problem) FindTest(name string) (Test, bool) {
	for _, t := range p.Tests {
		if t.Name == name || strings.TrimSuffix(t.Name, ".in") == name {
			return t, true
		}
	}
	return Test{}, false
}

// Builtins lists the built-in problems, sorted by id.
func Builtins() ([]*Problem, error) {
	var ps []*Problem
	for _, id := range problems.IDs() {
		p, err := Builtin(id)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	return ps, nil
}

// Builtin loads a built-in problem by id.
func Builtin(id string) (*Problem, error) {
	sub, err := fs.Sub(problems.FS, id)
	if err != nil || !fs.ValidPath(id) || strings.Contains(id, "/") {
		return nil, unknownProblem(id)
	}
	if _, err := fs.Stat(sub, "problem.yaml"); err != nil {
		return nil, unknownProblem(id)
	}
	return load(sub, id, "")
}

func unknownProblem(id string) error {
	return fmt.Errorf("unknown problem %q: not a built-in problem (%s) nor a package folder", id, strings.Join(problems.IDs(), ", "))
}

// LoadDir loads a problem package from a folder on disk.
func LoadDir(dir string) (*Problem, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("problem package %s: %w", dir, unwrapPath(err))
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("problem package %s: not a folder", dir)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	return load(os.DirFS(abs), filepath.Base(abs), dir)
}

// Open loads a problem given as a built-in id or as a package folder. A
// folder wins when both exist, so that a teacher's copy of a built-in
// package can be tried out under its own name.
func Open(idOrDir string) (*Problem, error) {
	if st, err := os.Stat(idOrDir); err == nil && st.IsDir() {
		return LoadDir(idOrDir)
	}
	if strings.ContainsAny(idOrDir, `/\`) {
		return LoadDir(idOrDir)
	}
	return Builtin(idOrDir)
}

func load(fsys fs.FS, id, dir string) (*Problem, error) {
	p := &Problem{ID: id, Dir: dir, FS: fsys}
	raw, err := fs.ReadFile(fsys, "problem.yaml")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.path("problem.yaml"), unwrapPath(err))
	}
	if err := parseConfig(p, raw); err != nil {
		return nil, err
	}
	if err := findTests(p); err != nil {
		return nil, err
	}
	findStatements(p)
	return p, nil
}

// findTests collects data/**/*.in, samples first, each folder in natural
// order of the file names, and shares the points equally.
func findTests(p *Problem) error {
	err := fs.WalkDir(p.FS, "data", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(name, ".in") {
			return nil
		}
		base := strings.TrimSuffix(name, ".in")
		rel := strings.TrimPrefix(base, "data/")
		p.Tests = append(p.Tests, Test{
			Name:   rel,
			Input:  name,
			Answer: base + ".ans",
			Sample: strings.HasPrefix(rel, "sample/"),
		})
		return nil
	})
	if err != nil && !isNotExist(err) {
		return fmt.Errorf("%s: %w", p.path("data"), unwrapPath(err))
	}
	sort.SliceStable(p.Tests, func(i, j int) bool {
		a, b := p.Tests[i], p.Tests[j]
		if a.Sample != b.Sample {
			return a.Sample
		}
		return naturalLess(a.Name, b.Name)
	})
	return p.assignPoints()
}

func findStatements(p *Problem) {
	p.Statements = map[string]string{}
	entries, err := fs.ReadDir(p.FS, "statement")
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if lang, ok := strings.CutPrefix(name, "problem."); ok {
			if lang, ok := strings.CutSuffix(lang, ".md"); ok && lang != "" {
				p.Statements[lang] = path.Join("statement", name)
			}
		}
	}
}

// naturalLess orders names with embedded numbers by value: "2" before "10".
func naturalLess(a, b string) bool {
	for a != "" && b != "" {
		da, db := digitRun(a), digitRun(b)
		if da > 0 && db > 0 {
			na, nb := strings.TrimLeft(a[:da], "0"), strings.TrimLeft(b[:db], "0")
			if len(na) != len(nb) {
				return len(na) < len(nb)
			}
			if na != nb {
				return na < nb
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return a[0] < b[0]
		}
		a, b = a[1:], b[1:]
	}
	return len(a) < len(b)
}

func digitRun(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

func isNotExist(err error) bool { return err != nil && errorsIsNotExist(err) }
