package store

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestMigrationSteps applies a schema in steps, as successive versions of
// cham would, and checks that a failing step leaves no trace.
func TestMigrationSteps(t *testing.T) {
	path := filepath.Join(t.TempDir(), "steps.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	steps := append(append([]string{}, migrations...),
		`CREATE TABLE extra_a (x INTEGER)`,
		`CREATE TABLE extra_b (y INTEGER); INSERT INTO extra_b VALUES (1)`,
		`CREATE TABLE extra_c (z INTEGER); INSERT INTO no_such_table VALUES (1)`, // fails half way
	)
	version := func() (v int) {
		if err := s.db.QueryRow("PRAGMA user_version").Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	tables := func() (n int) {
		if err := s.db.QueryRow("SELECT count(*) FROM sqlite_schema WHERE name LIKE 'extra_%'").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	for _, tc := range []struct {
		steps       []string
		wantVersion int
		wantTables  int
		wantErr     string
	}{
		{steps[:len(migrations)], len(migrations), 0, ""},
		{steps[:len(migrations)+1], len(migrations) + 1, 1, ""},
		{steps[:len(migrations)+2], len(migrations) + 2, 2, ""},
		{steps[:len(migrations)+2], len(migrations) + 2, 2, ""}, // again: nothing to do
		{steps, len(migrations) + 2, 2, fmt.Sprintf("migration %d -> %d", len(migrations)+2, len(migrations)+3)},
		{steps[:1], len(migrations) + 2, 2, "newer cham"},
	} {
		err := s.migrate(tc.steps)
		if (err == nil) != (tc.wantErr == "") || err != nil && !strings.Contains(err.Error(), tc.wantErr) {
			t.Errorf("migrate(%d steps) = %v, want error %q", len(tc.steps), err, tc.wantErr)
		}
		if v, n := version(), tables(); v != tc.wantVersion || n != tc.wantTables {
			t.Errorf("after migrate(%d steps): version %d with %d tables, want %d with %d",
				len(tc.steps), v, n, tc.wantVersion, tc.wantTables)
		}
	}
}
