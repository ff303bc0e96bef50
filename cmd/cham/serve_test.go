package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/store"
)

func contestDir(t *testing.T, yaml string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "contest.yaml"), []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestUsersImportAndAdmin(t *testing.T) {
	dir := contestDir(t, "duration: 1h\nproblems: [queens]\n")
	csv := filepath.Join(dir, "lop.csv")
	os.WriteFile(csv, []byte("id,name,password\nan,Nguyễn An,secret12\nbinh,Trần Bình\n"), 0o644)
	code, out, errOut := cham(t, "", "users", "import", csv, "--contest", dir, "--url", "http://10.0.0.1:8080")
	if code != 0 || !strings.Contains(out, "2 students imported, 1 passwords generated") {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	sheet := filepath.Join(dir, "lop-passwords.html")
	b, err := os.ReadFile(sheet)
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(sheet); st.Mode().Perm() != 0o600 {
		t.Errorf("the sheet is readable by others: %v", st.Mode())
	}
	if !strings.Contains(string(b), "Trần Bình") || strings.Contains(string(b), "secret12") || !strings.Contains(string(b), "http://10.0.0.1:8080") {
		t.Errorf("sheet:\n%s", b)
	}
	if code, out, _ := cham(t, "", "users", "admin", "--db", filepath.Join(dir, "cham.db"), "--password", "teacher123"); code != 0 || !strings.Contains(out, "new password") {
		t.Errorf("admin: %d %s", code, out)
	}
	code, out, _ = cham(t, "", "users", "list", "--contest", dir)
	if code != 0 || !strings.Contains(out, "admin") || !strings.Contains(out, "teacher") || !strings.Contains(out, "Nguyễn An") {
		t.Errorf("list: %d\n%s", code, out)
	}
	st, err := store.Open(filepath.Join(dir, "cham.db"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := st.Account("an")
	st.Close()
	if err != nil || !contest.PasswordMatches(a.PasswordHash, "secret12") {
		t.Errorf("an's password: %v", err)
	}
	// The teacher's account is not a student's.
	os.WriteFile(csv, []byte("admin,Not the teacher\n"), 0o644)
	if code, _, errOut := cham(t, "", "users", "import", csv, "--contest", dir); code != exitUsage || !strings.Contains(errOut, "the teacher's account") {
		t.Errorf("importing the admin: %d %s", code, errOut)
	}
	os.WriteFile(csv, []byte("an,An\nan,Again\n"), 0o644)
	if code, _, errOut := cham(t, "", "users", "import", csv, "--contest", dir); code != exitUsage || !strings.Contains(errOut, "line 2") {
		t.Errorf("a duplicate: %d %s", code, errOut)
	}
	if code, _, errOut := cham(t, "", "users", "list"); code != exitUsage || !strings.Contains(errOut, "--db") {
		t.Errorf("no database: %d %s", code, errOut)
	}
}

func TestServeRefusesABadContest(t *testing.T) {
	dir := contestDir(t, "duration: 1h\nproblems:\n  - queens\n  - quens\n")
	code, _, errOut := cham(t, "", "serve", dir, "--listen", "127.0.0.1:0")
	if code != exitUsage || !strings.Contains(errOut, "contest.yaml:4: problem \"quens\"") {
		t.Errorf("exit %d: %s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "cham.db")); err == nil {
		t.Errorf("a database was made for a bad contest")
	}
	code, _, errOut = cham(t, "", "serve", dir, "--cert", "x.pem")
	if code != exitUsage || !strings.Contains(errOut, "--cert and --key") {
		t.Errorf("cert without key: %d %s", code, errOut)
	}
}

func TestWorkerFindsTheContestsProblems(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "cham.db")
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := storedProblems(st); err == nil || !strings.Contains(err.Error(), "cham serve CONTEST") {
		t.Errorf("no contest yet: %v", err)
	}
	if code, _, errOut := cham(t, "", "worker", "--db", db); code != exitUsage || !strings.Contains(errOut, "cham serve CONTEST") {
		t.Errorf("worker on a database without a contest: %d %s", code, errOut)
	}
	q, _ := problem.Builtin("queens")
	pkg, err := problem.LoadDir("../../testdata/packages/" + firstPackage(t))
	if err != nil {
		t.Fatal(err)
	}
	if err := registerProblems(st, []*problem.Problem{q, pkg}); err != nil {
		t.Fatal(err)
	}
	ps, err := storedProblems(st)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0].ID != "queens" || ps[0].Dir != "" || ps[1].ID != pkg.ID || !filepath.IsAbs(ps[1].Dir) {
		t.Errorf("stored problems: %+v", ps)
	}
	if code, _, errOut := cham(t, "", "worker"); code != exitUsage || !strings.Contains(errOut, "--db") {
		t.Errorf("worker without a database: %d %s", code, errOut)
	}
}

// firstPackage names a problem package folder of testdata/packages.
func firstPackage(t *testing.T) string {
	entries, err := os.ReadDir("../../testdata/packages")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join("../../testdata/packages", e.Name(), "problem.yaml")); e.IsDir() && err == nil {
			return e.Name()
		}
	}
	t.Fatal("no package in testdata/packages")
	return ""
}
