package grade

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/problem"
)

func builtins(t *testing.T) []*problem.Problem {
	t.Helper()
	ps, err := problem.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

func write(t *testing.T, path, body string, mtime time.Time) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	if !mtime.IsZero() {
		os.Chtimes(path, mtime, mtime)
	}
}

func TestScan(t *testing.T) {
	class := t.TempDir()
	day := time.Date(2026, 11, 20, 10, 0, 0, 0, time.Local)
	an := filepath.Join(class, "Nguyễn Văn An")
	write(t, filepath.Join(an, "QUEENS.CPP"), "int main(){}", day.Add(time.Hour))
	write(t, filepath.Join(an, "queens.py"), "print()", day)
	write(t, filepath.Join(an, "Knight.java"), "class K{}", day)
	write(t, filepath.Join(an, "QONE.pas"), "begin end.", day)
	write(t, filepath.Join(an, "QUEENS.INP"), "5", day)
	write(t, filepath.Join(an, "QUEENS.EXE"), "MZ\x00", day)
	os.MkdirAll(filepath.Join(class, "empty"), 0o755)
	odd := filepath.Join(class, "odd")
	write(t, filepath.Join(odd, "QUEENS.rs"), "fn main(){}", day)
	write(t, filepath.Join(odd, "bai1.cpp"), "int main(){}", day)
	write(t, filepath.Join(odd, "KNIGHT.cpp"), "MZ\x90\x00\x03", day)
	write(t, filepath.Join(odd, "qcount.c"), "", day)
	write(t, filepath.Join(odd, "old", "x.c"), "int main(){}", day)
	os.MkdirAll(filepath.Join(odd, "ktours.c"), 0o755)
	os.Symlink("/nonexistent/file", filepath.Join(odd, "QMATRIX.cpp"))
	syscall.Mkfifo(filepath.Join(odd, "queens.go"), 0o644)
	write(t, filepath.Join(odd, "knight.py"), strings.Repeat("#", lang.MaxSourceBytes+1), day)
	other := filepath.Join(class, "other")
	write(t, filepath.Join(other, "readme.txt"), "hi", day)
	write(t, filepath.Join(other, "hello.rb"), "puts 1", day)
	write(t, filepath.Join(class, "cham.db"), "not a folder", day)

	works, err := Scan(class, builtins(t), lang.Default())
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, w := range works {
		names = append(names, w.Student)
	}
	if got := strings.Join(names, "|"); got != "Nguyễn Văn An|empty|odd|other" {
		t.Fatalf("students %s", got)
	}
	a := works[0]
	var took []string
	for _, s := range a.Sources {
		took = append(took, s.Problem.ID+"="+s.Name+"/"+s.Lang.ID)
	}
	if got := strings.Join(took, " "); got != "queens=QUEENS.CPP/cpp queens-one=QONE.pas/pascal knight=Knight.java/java" {
		t.Errorf("An's sources: %s", got)
	}
	if len(a.Notes) != 1 || a.Notes[0] != "2 sources for queens: took QUEENS.CPP (the newest, 2026-11-20 11:00:00); ignored queens.py (2026-11-20 10:00:00)" {
		t.Errorf("An's notes: %q", a.Notes)
	}
	if n := works[1].Notes; len(n) != 1 || n[0] != "empty folder: nothing handed in" {
		t.Errorf("empty's notes: %q", n)
	}
	want := []string{
		`KNIGHT.cpp: not text (it holds binary data, e.g. a compiled program): not graded`,
		`QMATRIX.cpp: cannot read: no such file or directory`,
		`QUEENS.rs: unknown language ".rs": not graded`,
		`bai1.cpp: no problem is named "bai1"`,
		`knight.py: 1048577 bytes, more than the 1048576 a source may have: not graded`,
		`ktours.c is a folder, not a source file`,
		`sub-folder old/ passed over: put the sources directly in the student's folder`,
		`qcount.c: empty file: not graded`,
		`queens.go: not a regular file (p---------): not graded`,
	}
	notes := strings.Join(works[2].Notes, "\n")
	for _, w := range want {
		if !strings.Contains(notes, w) {
			t.Errorf("odd's notes lack %q:\n%s", w, notes)
		}
	}
	if len(works[2].Sources) != 0 {
		t.Errorf("odd has sources %v", works[2].Sources)
	}
	if n := works[3].Notes; len(n) != 1 || !strings.HasPrefix(n[0], "no source of any problem found (files: hello.rb)") {
		t.Errorf("other's notes: %q", n)
	}
}

// TestScanNFD: a folder named in decomposed Unicode (a macOS zip) is the
// same student as the composed name.
func TestScanNFD(t *testing.T) {
	class := t.TempDir()
	write(t, filepath.Join(class, "Tra\u0302\u0300n Bi\u0300nh", "queens.c"), "int main(){}", time.Time{})
	works, err := Scan(class, builtins(t), lang.Default())
	if err != nil {
		t.Fatal(err)
	}
	if len(works) != 1 || works[0].Student != "Tr\u1ea7n B\u00ecnh" {
		t.Errorf("students %q, want the composed Trần Bình", works[0].Student)
	}
}

func TestScanMissingClass(t *testing.T) {
	if _, err := Scan(filepath.Join(t.TempDir(), "none"), builtins(t), lang.Default()); err == nil || !strings.Contains(err.Error(), "no such file or directory") {
		t.Errorf("Scan(missing) = %v", err)
	}
}

func TestIsText(t *testing.T) {
	for _, tc := range []struct {
		b    string
		text bool
	}{
		{"int main() {}\n", true},
		{"// Tiếng Việt\r\n", true},
		{"program x; { \xe2\xe7 TCVN3 } begin end.", true},
		{"MZ\x90\x00", false},
		{strings.Repeat("\x01\x02\x03", 10) + "abc", false},
	} {
		if got := isText([]byte(tc.b)); got != tc.text {
			t.Errorf("isText(%q) = %v", tc.b, got)
		}
	}
}
