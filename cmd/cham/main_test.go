package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/sandbox"
)

// cham runs the command in-process and returns its exit status and outputs.
func cham(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(append([]string{"cham"}, args...), strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

const example = "../../testdata/example/"

func TestProblems(t *testing.T) {
	code, out, _ := cham(t, "", "problems", "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 7 || !strings.HasPrefix(lines[0], "ID") {
		t.Fatalf("want a header and 6 rows, got\n%s", out)
	}
	for i, id := range []string{"queens ", "queens-one ", "queens-matrix ", "queens-count ", "knight ", "knight-all "} {
		if !strings.HasPrefix(lines[i+1], id) {
			t.Errorf("row %d = %q, want problem %s", i+1, lines[i+1], id)
		}
	}
	if !strings.Contains(lines[1], "QUEENS.INP -> QUEENS.OUT") || !strings.Contains(lines[1], "1 s") || !strings.Contains(lines[1], "256 MiB") {
		t.Errorf("queens row = %q", lines[1])
	}

	code, out, _ = cham(t, "", "problems", "--json", "--lang", "vi")
	var rows []struct {
		ID    string `json:"id"`
		Title string `json:"title"`
		Tests int    `json:"tests"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil || code != 0 {
		t.Fatalf("exit %d, %v in %s", code, err, out)
	}
	if len(rows) != 6 || rows[0].ID != "queens" || rows[0].Tests != 12 || !strings.Contains(rows[0].Title, "hậu") {
		t.Errorf("rows = %+v", rows)
	}
}

func TestSolve(t *testing.T) {
	code, out, errOut := cham(t, "5\n", "solve", "queens")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 10 || lines[0] != "(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);" || lines[9] != "(1, 5); (2, 3); (3, 1); (4, 4); (5, 2);" {
		t.Errorf("solve queens 5 =\n%s", out)
	}
	code, out, _ = cham(t, "", "solve", "knight", filepath.Join(example, "KNIGHT.INP"))
	if rows := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); code != 0 || len(rows) != 8 || !strings.HasPrefix(rows[0], "1 ") {
		t.Errorf("solve knight KNIGHT.INP (8 1 1): exit %d, out\n%s", code, out)
	}
}

func TestSolveErrors(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"solve", "rooks"}, "5", `cham: unknown problem "rooks"`},
		{[]string{"solve", "queens", "no-such.inp"}, "", "cham: open no-such.inp: no such file or directory"},
		{[]string{"solve", "queens"}, "abc", `cham: standard input: n: "abc" is not an integer`},
		{[]string{"solve", "knight"}, "8 9 1", "cham: standard input: x0 = 9 is outside 1..8"},
		{[]string{"solve"}, "", "cham: usage: cham solve PROBLEM [INPUT]"},
		{[]string{"nosuch"}, "", "cham: No help topic for 'nosuch'"},
	} {
		code, _, errOut := cham(t, tc.stdin, tc.args...)
		if code != 2 || !strings.HasPrefix(errOut, tc.want) {
			t.Errorf("cham %v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

func TestCheck(t *testing.T) {
	code, out, errOut := cham(t, "", "check", "queens", example+"QUEENS.INP", example+"QUEENS.OUT")
	if code != 0 || !strings.HasPrefix(out, "AC  accepted  score 1.00") {
		t.Errorf("check right output: exit %d, out %q, err %q", code, out, errOut)
	}

	code, out, _ = cham(t, "", "check", "queens", example+"QUEENS.INP", example+"QUEENS-WRONG.OUT")
	if code != 1 || !strings.HasPrefix(out, "WA  wrong answer  score 0.00\nline 10: ") || !strings.Contains(out, "X") {
		t.Errorf("check wrong output: exit %d, out\n%s", code, out)
	}

	code, out, _ = cham(t, "", "check", "queens", example+"QUEENS.INP", example+"QUEENS-WRONG.OUT", "--json")
	var r struct {
		Verdict string   `json:"verdict"`
		Score   *float64 `json:"score"`
		Message string   `json:"message"`
		Board   *struct {
			N int `json:"n"`
		} `json:"board"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("--json: %v in %s", err, out)
	}
	if code != 1 || r.Verdict != "WA" || r.Score == nil || *r.Score != 0 || !strings.HasPrefix(r.Message, "line 10: ") || r.Board == nil || r.Board.N != 5 {
		t.Errorf("--json: exit %d, %+v", code, r)
	}

	// The answer given by --answer is used: an empty answer (no placement)
	// is disproved by the ten valid placements, which is the judge's fault.
	empty := filepath.Join(t.TempDir(), "empty.ans")
	os.WriteFile(empty, nil, 0o644)
	code, _, errOut = cham(t, "", "check", "queens", example+"QUEENS.INP", example+"QUEENS.OUT", "--answer", empty)
	if code != 2 || !strings.Contains(errOut, "the judge could not check this output") {
		t.Errorf("check --answer empty: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = cham(t, "", "check", "queens", example+"QUEENS.INP", example+"QUEENS.OUT", "--answer", "nope.ans")
	if code != 2 || !strings.Contains(errOut, "open nope.ans: no such file or directory") {
		t.Errorf("check --answer missing: exit %d, stderr %q", code, errOut)
	}
}

func TestCheckErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"check", "queens", example + "QUEENS.INP"}, "cham: usage: cham check PROBLEM INPUT OUTPUT"},
		{[]string{"check", "rooks", example + "QUEENS.INP", example + "QUEENS.OUT"}, `cham: unknown problem "rooks"`},
		{[]string{"check", "queens", "nope.inp", example + "QUEENS.OUT"}, "cham: open nope.inp: no such file or directory"},
		{[]string{"check", "queens", example + "QUEENS.INP", "nope.out"}, "cham: open nope.out: no such file or directory"},
		{[]string{"check", "queens", example + "KNIGHT.INP", example + "QUEENS.OUT"}, "cham: " + example + "KNIGHT.INP: not an input of queens: expected one integer n, found 3 value(s)"},
		{[]string{"check", "queens", example + "QUEENS.INP", example + "QUEENS.OUT", "--bogus"}, "cham: flag provided but not defined: -bogus"},
	} {
		code, _, errOut := cham(t, "", tc.args...)
		if code != 2 || !strings.HasPrefix(errOut, tc.want) {
			t.Errorf("cham %v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

func TestProblemVerifyAndGen(t *testing.T) {
	code, out, _ := cham(t, "", "problem", "verify", "knight-all")
	if code != 0 || out != "built-in problem knight-all: 10 tests, ok, 0 warning(s)\n" {
		t.Errorf("verify knight-all: exit %d, out %q", code, out)
	}
	dir := filepath.Join(t.TempDir(), "mine")
	os.MkdirAll(filepath.Join(dir, "data", "secret"), 0o755)
	os.WriteFile(filepath.Join(dir, "problem.yaml"), []byte("name: Mine\ncham:\n  checker: queens-count\n  solver: queens-count\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "data", "secret", "1.in"), []byte("8\n"), 0o644)
	code, out, _ = cham(t, "", "problem", "verify", dir)
	if code != 1 || !strings.Contains(out, "1.ans: error: missing answer") {
		t.Errorf("verify without answers: exit %d, out %q", code, out)
	}
	code, out, _ = cham(t, "", "problem", "gen", dir)
	if code != 0 || !strings.Contains(out, "1 answers, 1 rewritten, 0 already current") {
		t.Errorf("gen: exit %d, out %q", code, out)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "data", "secret", "1.ans")); string(b) != "92 12\n" {
		t.Errorf("1.ans = %q", b)
	}
	code, out, _ = cham(t, "", "problem", "verify", dir, "--json")
	var v struct {
		OK       bool  `json:"ok"`
		Findings []any `json:"findings"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil || code != 0 || !v.OK || len(v.Findings) != 1 { // the missing statement
		t.Errorf("verify --json after gen: exit %d, %+v, %v", code, v, err)
	}
}

// TestBinary builds the real command and runs it as a user would.
func TestBinary(t *testing.T) {
	bin := binary(t)
	cmd := exec.Command(bin, "solve", "queens-count")
	cmd.Stdin = strings.NewReader("8\n")
	out, err := cmd.Output()
	if err != nil || string(out) != "92 12\n" {
		t.Errorf("echo 8 | cham solve queens-count = %q, %v", out, err)
	}
	err = exec.Command(bin, "check", "queens", example+"QUEENS.INP", example+"QUEENS-WRONG.OUT").Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Errorf("check of a wrong output: %v, want exit status 1", err)
	}
	help, _ := exec.Command(bin, "check", "--help").Output()
	if !strings.Contains(string(help), "Exit status: 0 for AC") {
		t.Errorf("check --help does not explain the exit status:\n%s", help)
	}
}

func TestMain(m *testing.M) {
	sandbox.Init()
	os.Exit(m.Run())
}

const programs = "../../testdata/programs/"

func TestTestCommand(t *testing.T) {
	code, out, errOut := cham(t, "", "test", programs+"queens/queens.c", "--tests", "1,11-12")
	if code != 0 || !strings.Contains(out, "AC: 3 of 3 tests accepted, 25 / 25 points") {
		t.Errorf("cham test queens.c: exit %d\n%s\n%s", code, out, errOut)
	}

	code, out, _ = cham(t, "", "test", programs+"queens/zero-based.c", "-p", "queens", "--json", "--tests", "1")
	var rep struct {
		Problem  string  `json:"problem"`
		Language string  `json:"language"`
		Verdict  string  `json:"verdict"`
		Score    float64 `json:"score"`
		MaxScore float64 `json:"max_score"`
		Compile  struct {
			OK bool `json:"ok"`
		} `json:"compile"`
		Tests []struct {
			Name     string `json:"name"`
			Verdict  string `json:"verdict"`
			TimeMS   *int64 `json:"time_ms"`
			WallMS   *int64 `json:"wall_ms"`
			MemoryKB *int64 `json:"memory_kb"`
			Message  string `json:"message"`
		} `json:"tests"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("--json: %v\n%s", err, out)
	}
	if code != 1 || rep.Problem != "queens" || rep.Language != "c" || rep.Verdict != "WA" || !rep.Compile.OK ||
		rep.MaxScore != 8.33 || rep.Score != 0 || len(rep.Tests) != 1 || rep.Tests[0].Name != "sample/1" ||
		rep.Tests[0].Verdict != "WA" || rep.Tests[0].Message == "" || rep.Tests[0].TimeMS == nil || rep.Tests[0].MemoryKB == nil {
		t.Errorf("cham test zero-based.c --json: exit %d, %+v", code, rep)
	}

	code, out, _ = cham(t, "", "test", programs+"queens/ce.cpp", "-p", "queens")
	if code != 1 || !strings.Contains(out, "CE  compile error") || !strings.Contains(out, "iostream.h") {
		t.Errorf("cham test ce.cpp: exit %d\n%s", code, out)
	}
}

func TestTestCommandErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"test"}, "cham: usage: cham test SOURCE"},
		{[]string{"test", "nope.cpp"}, "cham: open nope.cpp: no such file or directory"},
		{[]string{"test", programs + "queens/twice.cpp"}, `twice.cpp: cannot tell the problem from the file name "twice"`},
		{[]string{"test", programs + "queens/queens.c", "--tests", "0"}, "cham: --tests: test 0 is out of range: the problem has tests 1 to 12"},
		{[]string{"test", programs + "queens/queens.c", "--tests", "3-x"}, `cham: --tests: "3-x" is not a range like 3-5`},
		{[]string{"test", example + "QUEENS.INP", "-p", "queens"}, `QUEENS.INP: unknown language ".inp"`},
	} {
		code, _, errOut := cham(t, "", tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("cham %v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

func TestFindProblem(t *testing.T) {
	for file, want := range map[string]string{
		"QUEENS.CPP": "queens", "qone.pas": "queens-one", "Knight.py": "knight", "KTOURS.c": "knight-all",
		"queens_count.go": "queens-count", "QMATRIX.java": "queens-matrix", "knightall.cpp": "knight-all",
	} {
		p, err := findProblem(file, "")
		if err != nil || p.ID != want {
			t.Errorf("findProblem(%s) = %v, %v; want %s", file, p, err, want)
		}
	}
}

func TestInterspersedFlags(t *testing.T) {
	app := newApp(nil, nil, nil)
	got := strings.Join(interspersed(app, []string{"cham", "test", "a.cpp", "-p", "queens", "--json", "--tests=1"}), " ")
	if got != "cham test -p queens --json --tests=1 a.cpp" {
		t.Errorf("interspersed = %s", got)
	}
	got = strings.Join(interspersed(app, []string{"cham", "problem", "verify", "dir", "--json", "--", "-x"}), " ")
	if got != "cham problem verify --json dir -- -x" {
		t.Errorf("interspersed = %s", got)
	}
}
