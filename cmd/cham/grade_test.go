package main

import (
	"database/sql"
	"encoding/csv"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	_ "github.com/mattn/go-sqlite3"
)

var (
	buildOnce sync.Once
	chamBin   string
	buildErr  error
)

// binary builds cham once for the tests that run it as a process.
func binary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "cham-bin")
		if err != nil {
			buildErr = err
			return
		}
		chamBin = filepath.Join(dir, "cham")
		if out, err := exec.Command("go", "build", "-o", chamBin, ".").CombinedOutput(); err != nil {
			buildErr = err
			t.Logf("%s", out)
		}
	})
	if buildErr != nil {
		t.Fatalf("go build: %v", buildErr)
	}
	return chamBin
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Dir(to), 0o755)
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

type testRow struct {
	submission int64
	name, at   string
}

func storedTests(t *testing.T, db string) []testRow {
	t.Helper()
	conn, err := sql.Open("sqlite3", "file:"+db+"?mode=ro&_busy_timeout=5000")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	rows, err := conn.Query(`SELECT submission, name, at FROM test_results ORDER BY submission, name`)
	if err != nil {
		return nil // not created yet
	}
	defer rows.Close()
	var out []testRow
	for rows.Next() {
		var r testRow
		if err := rows.Scan(&r.submission, &r.name, &r.at); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func countRows(t *testing.T, db, query string) int {
	t.Helper()
	conn, err := sql.Open("sqlite3", "file:"+db+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var n int
	if err := conn.QueryRow(query).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestGradeKilledAndResumed: cham grade killed with SIGKILL in the middle,
// then run again, finishes the work without running again what was stored
// and without duplicating anything.
func TestGradeKilledAndResumed(t *testing.T) {
	bin := binary(t)
	class := t.TempDir()
	copyFile(t, programs+"queens/slow.cpp", filepath.Join(class, "Chậm", "QUEENS.CPP"))
	copyFile(t, programs+"queens/queens.c", filepath.Join(class, "Nhanh", "queens.c"))
	db := filepath.Join(t.TempDir(), "class.db")

	cmd := exec.Command(bin, "grade", class, "--db", db)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for len(storedTests(t, db)) < 14 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	before := storedTests(t, db)
	if len(before) < 14 || len(before) >= 24 {
		t.Fatalf("%d tests stored when killed; the test wants the kill in the middle of the 24", len(before))
	}

	out, err := exec.Command(bin, "grade", class, "--db", db).CombinedOutput()
	if err != nil {
		t.Fatalf("second run: %v\n%s", err, out)
	}
	after := storedTests(t, db)
	if len(after) != 24 {
		t.Errorf("%d tests stored after the second run, want 24 (2 students x 12)", len(after))
	}
	at := map[testRow]bool{}
	for _, r := range after {
		at[r] = true
	}
	for _, r := range before {
		if !at[r] { // same submission, name and time: not run again
			t.Errorf("test %s of submission %d was judged again (stored at %s before the kill)", r.name, r.submission, r.at)
		}
	}
	if n := countRows(t, db, `SELECT COUNT(*) FROM submissions`); n != 2 {
		t.Errorf("%d submissions, want 2", n)
	}
	if n := countRows(t, db, `SELECT COUNT(*) FROM submissions WHERE status <> 'done'`); n != 0 {
		t.Errorf("%d submissions not done", n)
	}
}

func TestGradeAndReport(t *testing.T) {
	class := t.TempDir()
	copyFile(t, programs+"queens/queens.c", filepath.Join(class, "Nguyễn Văn An", "QUEENS.C"))
	copyFile(t, programs+"queens/ce.cpp", filepath.Join(class, "Bình", "QUEENS.CPP"))
	os.MkdirAll(filepath.Join(class, "Trống"), 0o755)
	db := filepath.Join(class, "cham.db")

	code, out, errOut := cham(t, "", "grade", class)
	if code != 0 {
		t.Fatalf("grade: exit %d\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(out, "Nguyễn Văn An") || !strings.Contains(errOut, "Trống: empty folder: nothing handed in") {
		t.Errorf("grade output:\n%s\nstderr:\n%s", out, errOut)
	}

	code, out, _ = cham(t, "", "report", "--db", db, "--format", "csv")
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, "\ufeff"))).ReadAll()
	if code != 0 || err != nil {
		t.Fatalf("report csv: exit %d, %v\n%s", code, err, out)
	}
	want := [][]string{
		{"student", "queens", "queens-one", "queens-matrix", "queens-count", "knight", "knight-all", "total"},
		{"Bình", "0", "", "", "", "", "", "0"},
		{"Nguyễn Văn An", "100", "", "", "", "", "", "100"},
		{"Trống", "", "", "", "", "", "", "0"},
	}
	if len(rows) != len(want) {
		t.Fatalf("csv rows:\n%v", rows)
	}
	for i := range want {
		if strings.Join(rows[i], ",") != strings.Join(want[i], ",") {
			t.Errorf("csv row %d = %v, want %v", i, rows[i], want[i])
		}
	}

	code, out, _ = cham(t, "", "report", "--db", db, "--format", "json")
	var view struct {
		Students []struct {
			ID    string  `json:"id"`
			Total float64 `json:"total"`
		} `json:"students"`
	}
	if err := json.Unmarshal([]byte(out), &view); err != nil || code != 0 || len(view.Students) != 3 {
		t.Errorf("report json: exit %d, %v, %+v", code, err, view)
	}

	html := filepath.Join(t.TempDir(), "r.html")
	code, _, errOut = cham(t, "", "report", "--db", db, "-f", "html", "-o", html)
	b, _ := os.ReadFile(html)
	if code != 0 || !strings.Contains(string(b), "Nguyễn Văn An") || !strings.Contains(string(b), "iostream.h") {
		t.Errorf("report html: exit %d %s, %d bytes", code, errOut, len(b))
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"report", "--db", filepath.Join(class, "none.db")}, "none.db: no such file or directory (grade a class first"},
		{[]string{"report", "--db", db, "--format", "pdf"}, `--format "pdf": unknown format (known: table, csv, xlsx, html, json)`},
		{[]string{"grade", filepath.Join(class, "none")}, "not a folder"},
	} {
		code, _, errOut := cham(t, "", tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("cham %v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// TestNewerDatabaseRefused: a database written by a newer cham is refused,
// and not changed.
func TestNewerDatabaseRefused(t *testing.T) {
	db := filepath.Join(t.TempDir(), "cham.db")
	conn, err := sql.Open("sqlite3", db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(`PRAGMA application_id = 1667785069; PRAGMA user_version = 999; CREATE TABLE future (x)`); err != nil {
		t.Fatal(err)
	}
	conn.Close()
	before, _ := os.ReadFile(db)
	code, _, errOut := cham(t, "", "report", "--db", db)
	after, _ := os.ReadFile(db)
	if code != 2 || !strings.Contains(errOut, "newer") {
		t.Errorf("report on a newer database: exit %d, %q", code, errOut)
	}
	if string(before) != string(after) {
		t.Error("the newer database was changed")
	}
}

// TestVerifySubmissions: cham problem verify judges a package's known
// submissions.
func TestVerifySubmissions(t *testing.T) {
	code, out, errOut := cham(t, "", "problem", "verify", "../../testdata/packages/sum-stdio", "--json")
	var v struct {
		OK       bool  `json:"ok"`
		Tests    int   `json:"tests"`
		Findings []any `json:"findings"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil || code != 0 || !v.OK || v.Tests != 3 || len(v.Findings) != 0 {
		t.Errorf("verify sum-stdio: exit %d, %+v, %v, %s", code, v, err, errOut)
	}
}

// TestExampleClass grades the bundled example class, as the README's first
// command does, and checks what each student gets.
func TestExampleClass(t *testing.T) {
	db := filepath.Join(t.TempDir(), "class.db")
	code, out, errOut := cham(t, "", "grade", "../../testdata/class", "--db", db, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var view struct {
		Students []struct {
			ID      string   `json:"id"`
			Total   float64  `json:"total"`
			Notes   []string `json:"notes"`
			Results map[string]struct {
				Verdict string `json:"verdict"`
			} `json:"results"`
		} `json:"students"`
	}
	if err := json.Unmarshal([]byte(out), &view); err != nil {
		t.Fatal(err)
	}
	type want struct {
		total    float64
		notes    int
		verdicts string
	}
	wants := map[string]want{
		"Đỗ Ngọc Lan":    {284.44, 0, "knight=WA queens=AC queens-count=WA queens-matrix=AC"},
		"Hoàng Thu Hà":   {0, 1, ""},
		"Lê Hoàng Cường": {189.1, 1, "knight=AC queens=WA queens-matrix=WA"},
		"Nguyễn Văn An":  {400, 0, "knight=AC queens=AC queens-count=AC queens-one=AC"},
		"Phạm Minh Đức":  {133.33, 0, "knight=WA knight-all=AC queens=CE"},
		"Trần Thị Bình":  {300, 0, "knight-all=AC queens=AC queens-one=AC"},
		"Vũ Quốc Huy":    {0, 3, ""},
	}
	if len(view.Students) != len(wants) {
		t.Fatalf("%d students, want %d", len(view.Students), len(wants))
	}
	for _, s := range view.Students {
		w, ok := wants[s.ID]
		if !ok {
			t.Errorf("unexpected student %q", s.ID)
			continue
		}
		var ids, vs []string
		for p := range s.Results {
			ids = append(ids, p)
		}
		sort.Strings(ids)
		for _, p := range ids {
			vs = append(vs, p+"="+s.Results[p].Verdict)
		}
		if got := strings.Join(vs, " "); got != w.verdicts || math.Abs(s.Total-w.total) > 0.01 || len(s.Notes) != w.notes {
			t.Errorf("%s: total %v, %d notes, verdicts %q; want %v, %d, %q", s.ID, s.Total, len(s.Notes), got, w.total, w.notes, w.verdicts)
		}
	}
}
