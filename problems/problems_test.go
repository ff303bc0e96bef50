package problems

import (
	"io/fs"
	"testing"
)

// TestIDsCoverFS proves that IDs names every embedded folder and nothing else.
func TestIDsCoverFS(t *testing.T) {
	entries, err := fs.ReadDir(FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, id := range IDs() {
		listed[id] = true
	}
	for _, e := range entries {
		if !listed[e.Name()] {
			t.Errorf("embedded folder %q is missing from IDs()", e.Name())
		}
		delete(listed, e.Name())
	}
	for id := range listed {
		t.Errorf("IDs() names %q, which is not embedded", id)
	}
}
