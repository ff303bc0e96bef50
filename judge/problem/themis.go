package problem

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

// Matches says whether a file's base name (without extension, any case)
// names this problem: its id ("queens-one"), the id without dashes or with
// underscores ("queensone", "queens_one"), or the base name of its input or
// output file ("qone" for QONE.INP). This is how students name sources.
func (p *Problem) Matches(base string) bool {
	base = strings.ToLower(base)
	id := strings.ToLower(p.ID)
	names := []string{id, strings.ReplaceAll(id, "-", ""), strings.ReplaceAll(id, "-", "_")}
	for _, f := range []string{p.InputFile, p.OutputFile} {
		if f != "" {
			names = append(names, strings.ToLower(strings.TrimSuffix(f, filepath.Ext(f))))
		}
	}
	for _, n := range names {
		if base == n {
			return true
		}
	}
	return false
}

// Find returns the problem that a file name names (see Matches), or nil.
func Find(ps []*Problem, fileName string) *Problem {
	base := strings.TrimSuffix(filepath.Base(fileName), filepath.Ext(fileName))
	for _, p := range ps {
		if p.Matches(base) {
			return p
		}
	}
	return nil
}

// LoadThemisTasks loads a folder of Themis tasks: one folder per task
// (QUEENS), each holding one folder per test (Test01, Test02, ...) with the
// task's input and output files (QUEENS.INP, QUEENS.OUT). This is how
// teachers keep their tests for Themis, and they load as they are.
//
// A task named like a built-in problem is judged by that problem's
// validator and limits; any other by token comparison (what Themis does),
// 1 second and 256 MiB.
func LoadThemisTasks(dir string) ([]*Problem, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("tasks folder: %w", err)
	}
	builtins, err := Builtins()
	if err != nil {
		return nil, err
	}
	var out []*Problem
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		p, err := LoadThemisTask(filepath.Join(dir, e.Name()), builtins)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no task folders (expected e.g. QUEENS/Test01/QUEENS.INP)", dir)
	}
	return out, nil
}

// LoadThemisTask loads one Themis task folder; like names a built-in
// problem whose validator and limits apply.
func LoadThemisTask(dir string, like []*Problem) (*Problem, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	name := filepath.Base(abs)
	p := &Problem{
		ID: strings.ToLower(name), Names: map[string]string{"en": name}, Dir: dir, FS: os.DirFS(abs),
		Checker: "tokens", TimeLimit: DefaultTimeLimit, MemoryLimit: DefaultMemoryLimit, Points: DefaultPoints,
		InputFile: strings.ToUpper(name) + ".INP", OutputFile: strings.ToUpper(name) + ".OUT",
		Statements: map[string]string{},
	}
	if b := Find(like, name); b != nil {
		p.ID, p.Names, p.Checker, p.CheckerFlags, p.Solver = b.ID, b.Names, b.Checker, b.CheckerFlags, b.Solver
		p.TimeLimit, p.MemoryLimit, p.Points = b.TimeLimit, b.MemoryLimit, b.Points
		p.InputFile, p.OutputFile = b.InputFile, b.OutputFile
	}
	tests, err := os.ReadDir(abs)
	if err != nil {
		return nil, err
	}
	for _, t := range tests {
		if !t.IsDir() {
			continue
		}
		in, ans, err := themisFiles(filepath.Join(abs, t.Name()))
		if err != nil {
			return nil, err
		}
		if in == "" {
			return nil, fmt.Errorf("%s: no .INP file", filepath.Join(dir, t.Name()))
		}
		if ans == "" {
			return nil, fmt.Errorf("%s: no .OUT file (the answer)", filepath.Join(dir, t.Name()))
		}
		p.Tests = append(p.Tests, Test{Name: t.Name(), Input: path.Join(t.Name(), in), Answer: path.Join(t.Name(), ans)})
	}
	if len(p.Tests) == 0 {
		return nil, fmt.Errorf("%s: no test folders (expected e.g. Test01/%s)", dir, p.InputFile)
	}
	sort.SliceStable(p.Tests, func(i, j int) bool { return naturalLess(p.Tests[i].Name, p.Tests[j].Name) })
	if err := p.assignPoints(); err != nil {
		return nil, err
	}
	return p, nil
}

// themisFiles finds the input (.inp) and answer (.out) of a test folder, in
// any case.
func themisFiles(dir string) (in, ans string, err error) {
	files, err := os.ReadDir(dir)
	if err != nil {
		return "", "", err
	}
	for _, f := range files {
		switch strings.ToLower(filepath.Ext(f.Name())) {
		case ".inp":
			if in != "" {
				return "", "", fmt.Errorf("%s: two .INP files, %s and %s", dir, in, f.Name())
			}
			in = f.Name()
		case ".out":
			if ans != "" {
				return "", "", fmt.Errorf("%s: two .OUT files, %s and %s", dir, ans, f.Name())
			}
			ans = f.Name()
		}
	}
	return in, ans, nil
}
