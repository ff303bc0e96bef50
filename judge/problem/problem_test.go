package problem

import (
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cham-judge/cham/problems"
)

// TestBuiltinsAreCurrent proves every built-in package sound: each answer is
// what the reference writes today and the checker accepts it.
func TestBuiltinsAreCurrent(t *testing.T) {
	ps, err := Builtins()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 6 {
		t.Fatalf("%d built-in problems, want 6", len(ps))
	}
	for _, p := range ps {
		t.Run(p.ID, func(t *testing.T) {
			t.Parallel()
			for _, f := range Verify(p) {
				t.Error(f)
			}
		})
	}
}

func TestBuiltinSettings(t *testing.T) {
	want := map[string]struct {
		in, out string
		tests   int
	}{
		"queens":        {"QUEENS.INP", "QUEENS.OUT", 12},
		"queens-one":    {"QONE.INP", "QONE.OUT", 18},
		"queens-matrix": {"QMATRIX.INP", "QMATRIX.OUT", 13},
		"queens-count":  {"QCOUNT.INP", "QCOUNT.OUT", 15},
		"knight":        {"KNIGHT.INP", "KNIGHT.OUT", 18},
		"knight-all":    {"KTOURS.INP", "KTOURS.OUT", 10},
	}
	for id, w := range want {
		p, err := Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		if p.InputFile != w.in || p.OutputFile != w.out || p.Stdio || p.Checker != id || p.Solver != id {
			t.Errorf("%s: files %s -> %s stdio %v checker %s solver %s", id, p.InputFile, p.OutputFile, p.Stdio, p.Checker, p.Solver)
		}
		if len(p.Tests) != w.tests {
			t.Errorf("%s: %d tests, want %d", id, len(p.Tests), w.tests)
		}
		if p.TimeLimit != time.Second || p.MemoryLimit != 256<<20 || p.Points != 100 {
			t.Errorf("%s: limits %v %d points %v, want 1s 256 MiB 100", id, p.TimeLimit, p.MemoryLimit, p.Points)
		}
		if !p.Tests[0].Sample || p.Tests[0].Name != "sample/1" {
			t.Errorf("%s: first test %+v, want the sample", id, p.Tests[0])
		}
		if p.Statements["vi"] == "" || p.Statements["en"] == "" {
			t.Errorf("%s: statements %v, want vi and en", id, p.Statements)
		}
		if p.Names["vi"] == "" || p.Names["en"] == "" {
			t.Errorf("%s: names %v, want vi and en", id, p.Names)
		}
	}
}

// TestQueensCoversEveryN: the queens package tests every n from 1 to 12.
func TestQueensCoversEveryN(t *testing.T) {
	p, err := Builtin("queens")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, tc := range p.Tests {
		in, err := p.ReadInput(tc)
		if err != nil {
			t.Fatal(err)
		}
		seen[strings.TrimSpace(string(in))] = true
	}
	for n := 1; n <= 12; n++ {
		if !seen[strconv.Itoa(n)] {
			t.Errorf("no test with n = %d", n)
		}
	}
}

func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "pkg")
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestLoadErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		yaml  string
		want  string // the error, after the package folder's path
		noYML bool
	}{
		{name: "missing problem.yaml", noYML: true, want: "problem.yaml: no such file or directory"},
		{name: "bad yaml", yaml: "name: [unclosed\n", want: "problem.yaml: line 1: did not find expected ',' or ']'"},
		{name: "not a mapping", yaml: "- a\n- b\n", want: "problem.yaml:1: expected a mapping of keys to values"},
		{name: "unknown cham key", yaml: "name: X\ncham:\n  checker: queens\n  input_fil: A.INP\n", want: "problem.yaml:4: cham.input_fil: unknown setting (known: input_file, output_file, stdio, checker, checker_flags, solver, points, test_points, groups)"},
		{name: "bad time limit", yaml: "limits:\n  time_limit: fast\n", want: `problem.yaml:2: limits.time_limit: "fast" is not a positive number of seconds`},
		{name: "negative memory", yaml: "limits:\n  memory: -5\n", want: `problem.yaml:2: limits.memory: "-5" is not a positive number of MiB`},
		{name: "path as input file", yaml: "cham:\n  input_file: ../../etc/passwd\n", want: `problem.yaml:2: cham.input_file: "../../etc/passwd" is not a plain file name`},
		{name: "bad stdio", yaml: "cham:\n  stdio: maybe\n", want: `problem.yaml:2: cham.stdio: "maybe" is neither true nor false`},
		{name: "nothing to read", yaml: "cham:\n  stdio: false\n", want: "problem.yaml:2: cham: stdio is false but neither input_file nor output_file is set: the program could read nothing"},
		{name: "name list", yaml: "name: [a, b]\n", want: "problem.yaml:1: name: expected a title or a map of language codes to titles"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := map[string]string{"data/secret/1.in": "5\n"}
			if !tc.noYML {
				files["problem.yaml"] = tc.yaml
			}
			dir := writeFiles(t, files)
			_, err := LoadDir(dir)
			want := filepath.Join(dir, tc.want)
			if strings.HasPrefix(tc.want, "problem.yaml:") {
				want = dir + string(filepath.Separator) + tc.want
			}
			if err == nil || err.Error() != want {
				t.Errorf("LoadDir error = %v\nwant %s", err, want)
			}
		})
	}
}

func TestLoadDirNotAFolder(t *testing.T) {
	dir := writeFiles(t, map[string]string{"f": "x"})
	if _, err := LoadDir(filepath.Join(dir, "f")); err == nil || !strings.Contains(err.Error(), "not a folder") {
		t.Errorf("LoadDir(file) error = %v, want 'not a folder'", err)
	}
	if _, err := LoadDir(filepath.Join(dir, "none")); err == nil || !strings.Contains(err.Error(), "no such file or directory") {
		t.Errorf("LoadDir(missing) error = %v, want 'no such file or directory'", err)
	}
}

// TestPlainKattisPackage: without `cham`, a package is judged as Kattis
// judges it, and its tests come samples first, in natural order.
func TestPlainKattisPackage(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"problem.yaml":      "name: Hello\nsource: NWERC\nvalidation: default\nvalidator_flags: float_tolerance 1e-6\nlimits:\n  time_multiplier: 5\n",
		"data/secret/10.in": "10", "data/secret/10.ans": "x",
		"data/secret/2.in": "2", "data/secret/2.ans": "x",
		"data/secret/g1/a.in": "a", "data/secret/g1/a.ans": "x",
		"data/sample/1.in": "1", "data/sample/1.ans": "x",
		"statement/problem.md":    "# not a language file: ignored",
		"statement/problem.en.md": "# Hello",
	})
	p, err := LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tc := range p.Tests {
		names = append(names, tc.Name)
	}
	if got := strings.Join(names, " "); got != "sample/1 secret/2 secret/10 secret/g1/a" {
		t.Errorf("tests %s, want sample/1 secret/2 secret/10 secret/g1/a", got)
	}
	if p.Checker != "tokens" || strings.Join(p.CheckerFlags, " ") != "float_tolerance 1e-6" || !p.Stdio || p.InputFile != "" {
		t.Errorf("checker %s %v stdio %v input %q", p.Checker, p.CheckerFlags, p.Stdio, p.InputFile)
	}
	if p.Title("vi") != "Hello" || p.Tests[1].Points != 25 {
		t.Errorf("title %q points %v", p.Title("vi"), p.Tests[1].Points)
	}
	if len(p.Statements) != 1 || p.Statements["en"] != "statement/problem.en.md" {
		t.Errorf("statements %v", p.Statements)
	}
}

// copyBuiltin copies a built-in package to a folder on disk.
func copyBuiltin(t *testing.T, id string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), id)
	err := fs.WalkDir(problems.FS, id, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, strings.TrimPrefix(name, id))
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		b, err := fs.ReadFile(problems.FS, name)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestGenAndVerify(t *testing.T) {
	dir := copyBuiltin(t, "queens-count")
	secret := filepath.Join(dir, "data", "secret")
	if err := os.Remove(filepath.Join(secret, "03-n3.ans")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(secret, "06-n6.ans"), []byte("4 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(secret, "99-n16.ans"), []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range Verify(p) {
		got = append(got, strings.TrimPrefix(f.String(), dir+"/"))
	}
	want := []string{
		"data/secret/99-n16.ans: warning: an answer without its .in file",
		"data/secret/03-n3.ans: error: missing answer: run `cham problem gen " + dir + "`",
		"data/secret/06-n6.ans: error: differs from what the reference writes today: run `cham problem gen " + dir + "`",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Verify found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	res, err := Gen(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	var changed []string
	for _, r := range res {
		if r.Changed {
			changed = append(changed, r.Test.Name)
		}
	}
	if strings.Join(changed, " ") != "secret/03-n3 secret/06-n6" {
		t.Errorf("Gen rewrote %v, want secret/03-n3 secret/06-n6", changed)
	}
	if b, _ := os.ReadFile(filepath.Join(secret, "06-n6.ans")); string(b) != "4 1\n" {
		t.Errorf("06-n6.ans = %q after gen, want %q", b, "4 1\n")
	}
	for _, f := range Verify(p) {
		if !f.Warning {
			t.Errorf("after gen: %v", f)
		}
	}
}

func TestVerifyBadInputAndChecker(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"problem.yaml":      "name: {en: Q}\ncham:\n  checker: rooks\n  solver: queens\n",
		"data/secret/1.in":  "0\n",
		"data/secret/1.ans": "",
	})
	p, err := LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := ""
	for _, f := range Verify(p) {
		got += strings.TrimPrefix(f.String(), dir+"/") + "\n"
	}
	for _, want := range []string{
		"statement: warning: no statement",
		`problem.yaml: error: checker: unknown checker "rooks"`,
		"data/secret/1.in: error: the queens solver cannot read this input: n = 0 is outside 1..14",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Verify found\n%swant a line containing %q", got, want)
		}
	}
}

func TestGenRefusesBuiltin(t *testing.T) {
	p, err := Builtin("queens")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Gen(p, nil); err == nil || !strings.Contains(err.Error(), "built into cham") {
		t.Errorf("Gen(built-in) error = %v", err)
	}
}

func TestOpen(t *testing.T) {
	if _, err := Open("rooks"); err == nil || !strings.Contains(err.Error(), `unknown problem "rooks"`) || !strings.Contains(err.Error(), "queens, queens-one") {
		t.Errorf("Open(rooks) error = %v", err)
	}
	if _, err := Open("../queens"); err == nil {
		t.Error("Open(../queens) loaded something")
	}
	dir := copyBuiltin(t, "knight")
	p, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if p.Dir != dir || p.ID != "knight" || p.Location() != dir {
		t.Errorf("Open(folder) = id %s dir %s", p.ID, p.Dir)
	}
	if q, _ := Open("knight"); q.Dir != "" || q.Location() != "built-in problem knight" {
		t.Errorf("Open(knight) = dir %q location %q", q.Dir, q.Location())
	}
}

func TestNaturalLess(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		less bool
	}{
		{"2", "10", true}, {"10", "2", false}, {"a2", "a10", true}, {"02", "2", false},
		{"secret/01-n1", "secret/02-n2", true}, {"a", "b", true}, {"a", "a1", true},
	} {
		if got := naturalLess(tc.a, tc.b); got != tc.less {
			t.Errorf("naturalLess(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.less)
		}
	}
}
