package problem

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLoadThemisTasks(t *testing.T) {
	ps, err := LoadThemisTasks("../../testdata/themis")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 {
		t.Fatalf("%d tasks, want 2", len(ps))
	}
	q, tong := ps[0], ps[1]
	if q.ID != "queens" || q.Checker != "queens" || q.InputFile != "QUEENS.INP" || q.Stdio {
		t.Errorf("QUEENS: id %s checker %s input %s stdio %v; want the built-in queens settings", q.ID, q.Checker, q.InputFile, q.Stdio)
	}
	var names []string
	for _, tc := range q.Tests {
		names = append(names, tc.Name+"="+tc.Input)
	}
	if got := strings.Join(names, " "); got != "Test01=Test01/QUEENS.INP Test02=Test02/QUEENS.INP Test10=Test10/QUEENS.INP" {
		t.Errorf("QUEENS tests: %s", got)
	}
	if tong.ID != "tong" || tong.Checker != "tokens" || tong.InputFile != "TONG.INP" || tong.OutputFile != "TONG.OUT" || len(tong.Tests) != 2 {
		t.Errorf("TONG: %+v", tong)
	}
	if tong.Tests[0].Answer != "test1/tong.out" || tong.Tests[0].Points != 50 {
		t.Errorf("TONG test 1: %+v", tong.Tests[0])
	}
	// The answers verify against the built-in checker.
	for _, f := range Verify(q) {
		if !f.Warning {
			t.Error(f)
		}
	}
}

func TestLoadThemisErrors(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "BAI1", "Test01"), 0o755)
	os.WriteFile(filepath.Join(dir, "BAI1", "Test01", "BAI1.INP"), []byte("1"), 0o644)
	if _, err := LoadThemisTasks(dir); err == nil || !strings.Contains(err.Error(), "Test01: no .OUT file (the answer)") {
		t.Errorf("missing answer: %v", err)
	}
	if _, err := LoadThemisTasks(t.TempDir()); err == nil || !strings.Contains(err.Error(), "no task folders") {
		t.Errorf("empty tasks folder: %v", err)
	}
	if _, err := LoadThemisTasks(filepath.Join(dir, "none")); err == nil || !strings.Contains(err.Error(), "no such file or directory") {
		t.Errorf("missing tasks folder: %v", err)
	}
}

func TestHash(t *testing.T) {
	dir := copyBuiltin(t, "queens-count")
	p, err := LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	h1, err := p.Hash()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Builtin("queens-count")
	if hb, _ := b.Hash(); hb != h1 {
		t.Errorf("the copy hashes to %s, the built-in to %s", h1, hb)
	}
	os.WriteFile(filepath.Join(dir, "data", "secret", "01-n1.ans"), []byte("2 1\n"), 0o644)
	if h2, _ := p.Hash(); h2 == h1 {
		t.Error("changing an answer did not change the hash")
	}
}
