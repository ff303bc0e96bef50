package lang

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestForFile(t *testing.T) {
	tab := Default()
	for name, want := range map[string]string{
		"QUEENS.CPP": "cpp", "queens.cpp": "cpp", "a.cc": "cpp", "Queens.C": "c", "bai1.c": "c",
		"QUEENS.PAS": "pascal", "knight.pp": "pascal", "Knight.py": "python", "Queens.java": "java",
		"QUEENS.JAVA": "java", "main.go": "go", "dir.v2/x.Go": "go",
	} {
		l, err := tab.ForFile(name)
		if err != nil || l.ID != want {
			t.Errorf("ForFile(%q) = %v, %v; want %s", name, l, err, want)
		}
	}
	for name, want := range map[string]string{
		"QUEENS.RS": `QUEENS.RS: unknown language ".rs" (known: .c .c++ .cc .cpp .cxx .dpr .go .java .pas .pp .py)`,
		"README":    "README: no extension to tell its language",
	} {
		_, err := tab.ForFile(name)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("ForFile(%q) error = %v, want %q", name, err, want)
		}
	}
}

func TestJavaClass(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"public class Main { public static void main(String[] a) {} }", "Main"},
		{"import java.util.*;\nclass Helper {}\nclass Solution {\n  static public void main(String[] a) {}\n}", "Solution"},
		{"class Helper {}\npublic final class Queens {\n public static void main(String[] args) {}\n}", "Queens"},
		{"class Only { }", "Only"},
	} {
		got, err := JavaClass([]byte(tc.src))
		if err != nil || got != tc.want {
			t.Errorf("JavaClass(%q) = %q, %v; want %q", tc.src, got, err, tc.want)
		}
	}
	if _, err := JavaClass([]byte("int main() {}")); err == nil {
		t.Error("JavaClass of C code found a class")
	}
}

func TestPlanFor(t *testing.T) {
	tab := Default()
	java, _ := tab.ByID("java")
	p, err := java.PlanFor([]byte("public class Knight { public static void main(String[] a) {} }"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Source != "Knight.java" || p.Compile[len(p.Compile)-1] != "Knight.java" {
		t.Errorf("java plan: source %s compile %v", p.Source, p.Compile)
	}
	run := strings.Join(p.RunArgs(256<<20), " ")
	if !strings.Contains(run, "-Xmx256m") || !strings.HasSuffix(run, " Knight") {
		t.Errorf("java run = %s", run)
	}
	py, _ := tab.ByID("python")
	p, err = py.PlanFor([]byte("print(1)"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(p.Keep, ",") != "main.py" || strings.Join(p.RunArgs(1<<20), " ") != "python3 -S main.py" {
		t.Errorf("python plan: keep %v run %v", p.Keep, p.RunArgs(1<<20))
	}
}

func TestLoad(t *testing.T) {
	file := filepath.Join(t.TempDir(), "langs.yaml")
	os.WriteFile(file, []byte(`
- id: cpp
  name: C++17
  extensions: [.cpp, .cc]
  source: a.cpp
  compile: [g++, -O2, -std=c++17, -o, a, "{source}"]
  run: [./a]
  keep: [a]
  tool: g++
  package: g++
- id: rust
  name: Rust
  extensions: [.rs]
  source: main.rs
  compile: [rustc, -O, "{source}"]
  run: [./main]
  keep: [main]
  tool: rustc-that-is-not-installed
  package: rustc
`), 0o644)
	tab, err := Load(file)
	if err != nil {
		t.Fatal(err)
	}
	cpp, _ := tab.ForFile("x.CPP")
	if cpp.Name != "C++17" || cpp.Source != "a.cpp" {
		t.Errorf("cpp not replaced: %+v", cpp)
	}
	if _, err := tab.ForFile("x.cxx"); err == nil {
		t.Error(".cxx still known after cpp was replaced without it")
	}
	rust, err := tab.ForFile("main.rs")
	if err != nil {
		t.Fatal(err)
	}
	if err := rust.Available(); err == nil || !strings.Contains(err.Error(), "apt-get install rustc") {
		t.Errorf("Available() = %v, want the package to install", err)
	}
	if c, _ := tab.ByID("c"); c == nil {
		t.Error("the built-in C was lost")
	}

	bad := filepath.Join(t.TempDir(), "bad.yaml")
	os.WriteFile(bad, []byte("- id: x\n  extensions: [.x]\n  source: a\n  run: [a]\n  runn: [b]\n"), 0o644)
	if _, err := Load(bad); err == nil || !strings.Contains(err.Error(), "line 5: field runn not found") {
		t.Errorf("Load(unknown key) error = %v", err)
	}
	clash := filepath.Join(t.TempDir(), "clash.yaml")
	os.WriteFile(clash, []byte("- id: x\n  extensions: [.c]\n  source: a\n  run: [a]\n"), 0o644)
	if _, err := Load(clash); err == nil || !strings.Contains(err.Error(), "extension .c belongs to both c and x") {
		t.Errorf("Load(clash) error = %v", err)
	}
}

// TestDefaultToolsInstalled: every compiler of the default table is
// installed where the tests run (scripts/test installs them).
func TestDefaultToolsInstalled(t *testing.T) {
	for _, l := range Default().All() {
		if err := l.Available(); err != nil {
			t.Error(err)
		}
	}
}

// TestPrepareGo warms a fresh cache from several goroutines at once: one
// warming, and a cache that go build then uses without writing to it.
func TestPrepareGo(t *testing.T) {
	if testing.Short() {
		t.Log("-short: warming a fresh Go cache takes a minute; using the shared one")
	} else {
		t.Setenv("CHAM_GOCACHE", filepath.Join(t.TempDir(), "go-build"))
	}
	errs := make(chan error, 3)
	for range 3 {
		go func() { errs <- PrepareGo(nil) }()
	}
	for range 3 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	entries, err := filepath.Glob(filepath.Join(GoCacheDir(), "cham-warm-*"))
	if err != nil || len(entries) != 1 {
		t.Fatalf("warm markers %v, %v; want one", entries, err)
	}
}
