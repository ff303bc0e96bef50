package judge

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/sandbox"
	"github.com/cham-judge/cham/judge/verdict"
	"gopkg.in/yaml.v3"
)

func TestMain(m *testing.M) {
	sandbox.Init()
	os.Exit(m.Run())
}

// newJudge makes a judge on the real sandbox: the tests run as root in CI,
// and fail loudly where the sandbox cannot be had.
func newJudge(t *testing.T) *Judge {
	t.Helper()
	if err := os.MkdirAll(lang.GoCacheDir(), 0o755); err != nil {
		t.Fatal(err)
	}
	r, err := sandbox.New(sandbox.Config{ReadOnly: []string{lang.GoCacheDir()}})
	if err != nil {
		t.Fatalf("the sandbox is needed for these tests: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	return &Judge{Runner: r, Langs: lang.Default()}
}

// expectation is what a program of testdata/programs must get.
type expectation struct {
	Verdict verdict.Verdict
	Message string // a part of the first failing test's message
}

func (e *expectation) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		e.Verdict = verdict.Verdict(n.Value)
		return nil
	}
	var v struct {
		Verdict string `yaml:"verdict"`
		Message string `yaml:"message"`
	}
	if err := n.Decode(&v); err != nil {
		return err
	}
	e.Verdict, e.Message = verdict.Verdict(v.Verdict), v.Message
	return nil
}

// judgeFile compiles and runs one source on every test of p, and returns
// the overall verdict with the message of the first failure.
func judgeFile(t *testing.T, j *Judge, p *problem.Problem, file string) (verdict.Verdict, string, []TestResult) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	prog, cr, err := j.Compile(context.Background(), Source{Name: filepath.Base(file), Data: data})
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	if !cr.OK {
		return verdict.CE, cr.Message, nil
	}
	results, err := j.Run(context.Background(), p, prog, nil, nil)
	if err != nil {
		t.Fatalf("run: %v", err)
	}
	if r := FirstFailure(results); r != nil {
		return r.Verdict, r.Message, results
	}
	return verdict.AC, "", results
}

// TestPrograms judges every student program of testdata/programs and
// checks the verdict that testdata/programs/expect.yaml gives it.
func TestPrograms(t *testing.T) {
	raw, err := os.ReadFile("../testdata/programs/expect.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var expect map[string]map[string]expectation
	if err := yaml.Unmarshal(raw, &expect); err != nil {
		t.Fatalf("expect.yaml: %v", err)
	}
	j := newJudge(t)
	ids := make([]string, 0, len(expect))
	for id := range expect {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		p, err := problem.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join("../testdata/programs", id)
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if _, ok := expect[id][e.Name()]; !ok {
				t.Errorf("%s/%s has no expectation in expect.yaml", id, e.Name())
			}
		}
		files := make([]string, 0, len(expect[id]))
		for f := range expect[id] {
			files = append(files, f)
		}
		sort.Strings(files)
		for _, f := range files {
			want := expect[id][f]
			t.Run(id+"/"+f, func(t *testing.T) {
				t.Parallel()
				got, msg, _ := judgeFile(t, j, p, filepath.Join(dir, f))
				if got != want.Verdict {
					t.Errorf("verdict %s (%s), want %s", got, msg, want.Verdict)
				} else if !strings.Contains(msg, want.Message) {
					t.Errorf("message %q does not say %q", msg, want.Message)
				}
			})
		}
	}
}

// TestStdioPackage: a package with standard input and output (a plain
// Kattis one) judges its known-good and known-bad submissions as their
// folders say; a submission in the wrong folder is reported.
func TestStdioPackage(t *testing.T) {
	p, err := problem.LoadDir("../testdata/packages/sum-stdio")
	if err != nil {
		t.Fatal(err)
	}
	j := newJudge(t)
	seen := map[string]verdict.Verdict{}
	findings, err := j.VerifySubmissions(context.Background(), p, func(file string, v verdict.Verdict, _ string) { seen[file] = v })
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range findings {
		t.Error(f)
	}
	want := map[string]verdict.Verdict{
		"submissions/accepted/sum.py": verdict.AC, "submissions/accepted/sum.c": verdict.AC,
		"submissions/wrong_answer/sum-file.c": verdict.WA,
	}
	for f, v := range want {
		if seen[f] != v {
			t.Errorf("%s: %s, want %s", f, seen[f], v)
		}
	}

	// The right program filed as a wrong answer is reported.
	dir := t.TempDir()
	copyTree(t, p.Dir, dir)
	if err := os.Rename(filepath.Join(dir, "submissions/accepted/sum.c"), filepath.Join(dir, "submissions/wrong_answer/sum.c")); err != nil {
		t.Fatal(err)
	}
	q, err := problem.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	findings, err = j.VerifySubmissions(context.Background(), q, nil)
	if err != nil || len(findings) != 1 || !strings.Contains(findings[0].Message, "got AC, but it is in submissions/wrong_answer, which must get WA") {
		t.Errorf("findings %v, %v", findings, err)
	}
}

func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestParallelSameVerdicts: running the tests one at a time or on every
// core gives the same verdicts.
func TestParallelSameVerdicts(t *testing.T) {
	p, err := problem.Builtin("queens")
	if err != nil {
		t.Fatal(err)
	}
	j := newJudge(t)
	for _, f := range []string{"queens.c", "twice.cpp", "slow.cpp"} {
		file := filepath.Join("../testdata/programs/queens", f)
		j.Parallel = 1
		_, _, one := judgeFile(t, j, p, file)
		j.Parallel = 0
		_, _, all := judgeFile(t, j, p, file)
		for i := range one {
			if one[i].Verdict != all[i].Verdict || one[i].Score != all[i].Score {
				t.Errorf("%s test %s: %s alone, %s in parallel", f, one[i].Test.Name, one[i].Verdict, all[i].Verdict)
			}
		}
	}
}

func TestCompileErrors(t *testing.T) {
	j := newJudge(t)
	for _, tc := range []struct {
		name, src, want string
	}{
		{"dev-random.c", "#include \"/dev/random\"\nint main(void){return 0;}\n", "the compiler was stopped"},
		{"bad.py", "def f(:\n  pass\n", "SyntaxError"},
		{"Main.java", "public class Main { void f() { int x = } }", "error"},
		{"huge.c", strings.Repeat("/* padding */\n", 80000), "more than the"},
	} {
		_, cr, err := j.Compile(context.Background(), Source{Name: tc.name, Data: []byte(tc.src)})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if cr.OK || !strings.Contains(cr.Message, tc.want) {
			t.Errorf("%s: ok %v, message %q; want a compile error saying %q", tc.name, cr.OK, cr.Message, tc.want)
		}
		if len(cr.Message) > MaxMessage+100 {
			t.Errorf("%s: message of %d bytes is not trimmed", tc.name, len(cr.Message))
		}
	}
}

func TestUnknownLanguage(t *testing.T) {
	j := &Judge{Langs: lang.Default()}
	if _, _, err := j.Compile(context.Background(), Source{Name: "QUEENS.RS", Data: []byte("fn main(){}")}); err == nil || !strings.Contains(err.Error(), `unknown language ".rs"`) {
		t.Errorf("Compile(.rs) error = %v", err)
	}
}
