// Package lang knows the languages students write in: how to compile and
// run each, found by the source file's extension in any case (QUEENS.CPP,
// queens.cpp). The table is data: a teacher can replace or extend it with a
// YAML file of the same shape (see Load).
//
// Commands are argument lists, run inside the sandbox's working directory,
// with these placeholders:
//
//	{source}   the file name the source is saved under, e.g. main.cpp
//	{class}    Java: the class that holds main
//	{memory}   the memory limit of a run, in MiB (for the JVM's -Xmx)
package lang

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// Language is how to build and run programs of one language.
type Language struct {
	ID         string   `yaml:"id"`         // c, cpp, pascal, python, java, go
	Name       string   `yaml:"name"`       // for people: "C++ (g++ -O2 -std=c++20)"
	Extensions []string `yaml:"extensions"` // lower case, with the dot
	Source     string   `yaml:"source"`     // the name the source is saved under, e.g. main.cpp or {class}.java
	Compile    []string `yaml:"compile"`    // empty: nothing to compile, the source is run as it is
	Run        []string `yaml:"run"`
	Keep       []string `yaml:"keep"`    // what the compiler leaves that the run needs (names or patterns); default: the source
	Env        []string `yaml:"env"`     // added to the sandbox's environment for compile and run
	Tool       string   `yaml:"tool"`    // the program that must exist on the host, e.g. g++
	Package    string   `yaml:"package"` // the Debian package that provides Tool

	// ExtraMemoryMiB is added to the memory limit of a run to cover a
	// runtime's own needs (the JVM), so that the program itself gets the
	// limit the problem states.
	ExtraMemoryMiB int64 `yaml:"extra_memory_mib"`
	// ExtraCPUMS is added to the CPU limit of a run to cover a runtime's own
	// work that is not the program's: the JVM's start and its compiler and
	// collector threads, whose CPU time counts with the program's.
	ExtraCPUMS int64 `yaml:"extra_cpu_ms"`
	// Procs raises the process and thread limit of a run for runtimes that
	// start threads of their own (the JVM, Go).
	Procs int `yaml:"procs"`
}

// Limits of a compilation: generous for a real program, small enough that
// `#include "/dev/random"` or a template explosion ends as a compile error
// within seconds.
const (
	CompileCPU     = 10 * time.Second
	CompileWall    = 20 * time.Second
	CompileMemory  = 1 << 30
	CompileOutput  = 64 << 20
	CompileProcs   = 64
	MaxSourceBytes = 1 << 20 // a larger "source" is refused before compiling
)

// Table is a set of languages.
type Table struct {
	langs []*Language
	byExt map[string]*Language
}

// Default is the built-in table.
func Default() *Table {
	t, err := build(defaults())
	if err != nil {
		panic(err) // the built-in table is checked by the tests
	}
	return t
}

func defaults() []*Language {
	return []*Language{
		{
			ID: "c", Name: "C (gcc -O2)", Extensions: []string{".c"}, Source: "main.c",
			Compile: []string{"gcc", "-O2", "-std=gnu17", "-pipe", "-o", "main", "{source}", "-lm"},
			Run:     []string{"./main"}, Keep: []string{"main"},
			Tool: "gcc", Package: "gcc",
		},
		{
			ID: "cpp", Name: "C++ (g++ -O2 -std=c++20)", Extensions: []string{".cpp", ".cc", ".cxx", ".c++"}, Source: "main.cpp",
			Compile: []string{"g++", "-O2", "-std=c++20", "-pipe", "-o", "main", "{source}"},
			Run:     []string{"./main"}, Keep: []string{"main"},
			Tool: "g++", Package: "g++",
		},
		{
			ID: "pascal", Name: "Pascal (Free Pascal fpc -O2)", Extensions: []string{".pas", ".pp", ".dpr"}, Source: "main.pas",
			Compile: []string{"fpc", "-O2", "-v0", "-l-", "-omain", "{source}"},
			Run:     []string{"./main"}, Keep: []string{"main"},
			Tool: "fpc", Package: "fp-compiler",
		},
		{
			ID: "python", Name: "Python 3", Extensions: []string{".py"}, Source: "main.py",
			// Compiling catches syntax errors before any test runs.
			Compile: []string{"python3", "-S", "-c", "import py_compile, sys; py_compile.compile(sys.argv[1], cfile='/tmp/c.pyc', doraise=True)", "{source}"},
			Run:     []string{"python3", "-S", "{source}"},
			Tool:    "python3", Package: "python3",
		},
		{
			ID: "java", Name: "Java (javac)", Extensions: []string{".java"}, Source: "{class}.java",
			Compile: []string{"javac", "-J-Xss64m", "-J-XX:+UseSerialGC", "-J-Xshare:auto", "-encoding", "UTF-8", "-d", ".", "{source}"},
			Run:     []string{"java", "-XX:+UseSerialGC", "-Xshare:auto", "-Xss64m", "-Xmx{memory}m", "-cp", ".", "{class}"},
			Keep:    []string{"*.class"},
			Tool:    "javac", Package: "default-jdk-headless",
			ExtraMemoryMiB: 192, ExtraCPUMS: 400, Procs: 64,
		},
		{
			ID: "go", Name: "Go", Extensions: []string{".go"}, Source: "main.go",
			Compile: []string{"go", "build", "-o", "main", "{source}"},
			Run:     []string{"./main"}, Keep: []string{"main"},
			Env:  []string{"PATH=/usr/local/go/bin:/usr/local/bin:/usr/bin:/bin", "GOCACHE=" + GoCacheInSandbox, "GOPATH=/tmp/gopath", "GOTOOLCHAIN=local", "CGO_ENABLED=0", "GO111MODULE=off", "GOFLAGS=-trimpath"},
			Tool: "go", Package: "golang-go (or Go from go.dev in /usr/local/go)",
		},
	}
}

// GoCacheInSandbox is where the Go build cache is seen inside the sandbox.
// It is a host folder warmed with the standard library (see PrepareGo) and
// mounted read-only: go build reads it and needs no write.
var GoCacheInSandbox = GoCacheDir()

// GoCacheDir is the host folder of cham's warm Go build cache.
func GoCacheDir() string {
	if d := os.Getenv("CHAM_GOCACHE"); d != "" {
		return d
	}
	base, err := os.UserCacheDir()
	if err != nil || strings.HasPrefix(base, "/tmp/") {
		// Not under /tmp: the sandbox mounts its own /tmp over it.
		base = "/var/tmp"
	}
	return filepath.Join(base, "cham", "go-build")
}

func build(langs []*Language) (*Table, error) {
	t := &Table{byExt: map[string]*Language{}}
	seen := map[string]bool{}
	for _, l := range langs {
		if err := l.check(); err != nil {
			return nil, err
		}
		if seen[l.ID] {
			return nil, fmt.Errorf("language %q is defined twice", l.ID)
		}
		seen[l.ID] = true
		for _, e := range l.Extensions {
			e = strings.ToLower(e)
			if other, ok := t.byExt[e]; ok {
				return nil, fmt.Errorf("extension %s belongs to both %s and %s", e, other.ID, l.ID)
			}
			t.byExt[e] = l
		}
		t.langs = append(t.langs, l)
	}
	return t, nil
}

func (l *Language) check() error {
	switch {
	case l.ID == "":
		return fmt.Errorf("a language has no id")
	case len(l.Extensions) == 0:
		return fmt.Errorf("language %s: no extensions", l.ID)
	case l.Source == "" || strings.ContainsAny(l.Source, "/\\"):
		return fmt.Errorf("language %s: source %q is not a plain file name", l.ID, l.Source)
	case len(l.Run) == 0:
		return fmt.Errorf("language %s: no run command", l.ID)
	}
	for _, e := range l.Extensions {
		if !strings.HasPrefix(e, ".") {
			return fmt.Errorf("language %s: extension %q does not start with a dot", l.ID, e)
		}
	}
	return nil
}

// Load reads a table from a YAML file: a list of languages, each a mapping
// with the keys of Language. An entry whose id is a built-in language
// replaces it; a new id adds a language.
func Load(path string) (*Table, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var entries []*Language
	dec := yaml.NewDecoder(strings.NewReader(string(raw)))
	dec.KnownFields(true)
	if err := dec.Decode(&entries); err != nil {
		return nil, fmt.Errorf("%s: %s", path, strings.TrimPrefix(err.Error(), "yaml: "))
	}
	langs := defaults()
	for _, e := range entries {
		replaced := false
		for i, l := range langs {
			if l.ID == e.ID {
				langs[i], replaced = e, true
			}
		}
		if !replaced {
			langs = append(langs, e)
		}
	}
	t, err := build(langs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// All lists the languages of the table.
func (t *Table) All() []*Language { return t.langs }

// ByID finds a language by its id.
func (t *Table) ByID(id string) (*Language, bool) {
	for _, l := range t.langs {
		if l.ID == id {
			return l, true
		}
	}
	return nil, false
}

// ForFile finds the language of a source file by its extension, in any case.
func (t *Table) ForFile(name string) (*Language, error) {
	ext := strings.ToLower(filepath.Ext(name))
	if l, ok := t.byExt[ext]; ok {
		return l, nil
	}
	exts := make([]string, 0, len(t.byExt))
	for e := range t.byExt {
		exts = append(exts, e)
	}
	sort.Strings(exts)
	if ext == "" {
		return nil, fmt.Errorf("%s: no extension to tell its language (known: %s)", name, strings.Join(exts, " "))
	}
	return nil, fmt.Errorf("%s: unknown language %q (known: %s)", name, ext, strings.Join(exts, " "))
}

// Available says whether the language's tool is installed, and if not,
// what to install.
func (l *Language) Available() error {
	if l.Tool == "" {
		return nil
	}
	if _, err := exec.LookPath(l.Tool); err != nil {
		if _, err2 := os.Stat(filepath.Join("/usr/local/go/bin", l.Tool)); l.ID == "go" && err2 == nil {
			return nil
		}
		return fmt.Errorf("%s: the compiler %s is not installed; install the Debian package %s (apt-get install %s)",
			l.Name, l.Tool, l.Package, strings.Fields(l.Package)[0])
	}
	return nil
}

var (
	publicClass = regexp.MustCompile(`(?m)^\s*public\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][A-Za-z0-9_$]*)`)
	anyClass    = regexp.MustCompile(`(?m)\bclass\s+([A-Za-z_$][A-Za-z0-9_$]*)`)
	mainMethod  = regexp.MustCompile(`\bstatic\s+(?:public\s+)?void\s+main\s*\(`)
)

// JavaClass finds the class to run in a Java source: the public class, else
// the class whose body holds `static void main`, else the first class.
func JavaClass(src []byte) (string, error) {
	if m := publicClass.FindSubmatch(src); m != nil {
		return string(m[1]), nil
	}
	classes := anyClass.FindAllSubmatchIndex(src, -1)
	if len(classes) == 0 {
		return "", fmt.Errorf("no class found in the Java source")
	}
	for i, c := range classes {
		end := len(src)
		if i+1 < len(classes) {
			end = classes[i+1][0]
		}
		if mainMethod.Match(src[c[1]:end]) {
			return string(src[c[2]:c[3]]), nil
		}
	}
	return string(src[classes[0][2]:classes[0][3]]), nil
}

// Plan is a language applied to one source: the file names and the
// commands with their placeholders filled.
type Plan struct {
	Lang    *Language
	Source  string   // the file name of the source in the sandbox
	Compile []string // nil when nothing is compiled
	Keep    []string // what the run needs of what the compilation leaves
	vars    map[string]string
}

// PlanFor prepares the compilation of src.
func (l *Language) PlanFor(src []byte) (*Plan, error) {
	vars := map[string]string{}
	if strings.Contains(l.Source, "{class}") || strings.Contains(strings.Join(l.Run, " "), "{class}") {
		class, err := JavaClass(src)
		if err != nil {
			return nil, err
		}
		vars["{class}"] = class
	}
	source := expand(l.Source, vars)
	vars["{source}"] = source
	p := &Plan{Lang: l, Source: source, Keep: l.Keep, vars: vars}
	if len(l.Compile) > 0 {
		p.Compile = expandAll(l.Compile, vars)
	}
	if len(p.Keep) == 0 {
		p.Keep = []string{source}
	}
	return p, nil
}

// RunArgs is the command that runs the program under a memory limit.
func (p *Plan) RunArgs(memoryBytes int64) []string {
	vars := map[string]string{"{memory}": strconv.FormatInt(memoryBytes>>20, 10)}
	for k, v := range p.vars {
		vars[k] = v
	}
	return expandAll(p.Lang.Run, vars)
}

func expand(s string, vars map[string]string) string {
	for k, v := range vars {
		s = strings.ReplaceAll(s, k, v)
	}
	return s
}

func expandAll(args []string, vars map[string]string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = expand(a, vars)
	}
	return out
}
