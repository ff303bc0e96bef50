package store_test

import (
	"bufio"
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	_ "github.com/mattn/go-sqlite3"

	"github.com/cham-judge/cham/judge/check"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

var (
	queens = store.ProblemView{ID: "queens", Title: "Tám quân hậu", MaxPoints: 10}
	knight = store.ProblemView{ID: "knight", Title: "Mã đi tuần", MaxPoints: 20}
)

// open opens a new database in a folder whose name has spaces and
// Vietnamese letters, with the two problems stored.
func open(t testing.TB) (*store.Store, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "lớp 10A ?#")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "chấm.db")
	s, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	for _, p := range []store.ProblemView{queens, knight} {
		if err := s.EnsureProblem(p, "pkg-"+p.ID+"-1"); err != nil {
			t.Fatal(err)
		}
	}
	return s, path
}

func submit(t testing.TB, s *store.Store, student, problem, source string, rejudge bool) (*store.Submission, bool) {
	t.Helper()
	sub, fresh, err := s.Submit(store.NewSubmission{
		Student: student, Problem: problem, File: strings.ToUpper(problem) + ".CPP", Language: "cpp",
		Source: []byte(source),
	}, rejudge)
	if err != nil {
		t.Fatal(err)
	}
	return sub, fresh
}

// testView is the result of test i as the tests here store it.
func testView(i int) store.TestView {
	t := store.TestView{
		Name: fmt.Sprintf("t%02d", i), Index: i, Verdict: verdict.AC, Score: 1, Points: 1, MaxPoints: 1,
		TimeMS: int64(10 + i), WallMS: int64(20 + i), MemoryKB: int64(1024 * i), Message: "",
	}
	if i%3 == 2 {
		t.Verdict, t.Score, t.Points = verdict.WA, 0, 0
		t.Message = fmt.Sprintf("line %d: the queens at (2, 4) and (5, 1) share the diagonal i+j = 6", i)
		t.Board = &check.Board{N: 5, Queens: []check.Cell{{Row: 2, Col: 4}, {Row: 5, Col: 1}},
			Marked: []check.Cell{{Row: 2, Col: 4}}}
	}
	return t
}

func saveTests(t testing.TB, s *store.Store, subID int64, from, to int) {
	t.Helper()
	for i := from; i < to; i++ {
		if err := s.SaveTest(subID, testView(i)); err != nil {
			t.Fatal(err)
		}
	}
}

// uri is path as an SQLite URI, for opening it without the store.
func uri(path string) string {
	return (&url.URL{Scheme: "file", Path: path}).String()
}

func rawQuery(t *testing.T, path, query string) string {
	t.Helper()
	db, err := sql.Open("sqlite3", uri(path)+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var out string
	if err := db.QueryRow(query).Scan(&out); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return out
}

func TestOpenCreatesTheSchema(t *testing.T) {
	s, path := open(t)
	if s.SchemaVersion() < 1 {
		t.Fatalf("SchemaVersion() = %d, want at least 1", s.SchemaVersion())
	}
	for query, want := range map[string]string{
		"PRAGMA user_version":   fmt.Sprint(s.SchemaVersion()),
		"PRAGMA journal_mode":   "wal",
		"PRAGMA application_id": fmt.Sprint(0x6368616d),
		"SELECT group_concat(name, ' ') FROM (SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name)": "accounts announcements clarifications compilations contest_state judging notes problems scores sessions students submissions test_results",
	} {
		if got := rawQuery(t, path, query); got != want {
			t.Errorf("%s = %q, want %q", query, got, want)
		}
	}
}

func TestReopenKeepsData(t *testing.T) {
	s, path := open(t)
	sub, _ := submit(t, s, "Nguyễn Văn An", "queens", "int main() {}", false)
	saveTests(t, s, sub.ID, 0, 4)
	if err := s.ReplaceNotes("Nguyễn Văn An", []string{"two sources"}); err != nil {
		t.Fatal(err)
	}
	before, err := s.Class("10A", nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		t.Errorf("%s-wal is left after Close", path)
	}

	s, err = store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	after, err := s.Class("10A", nil)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(before, after, cmpopts.IgnoreFields(store.ClassView{}, "Generated")); diff != "" {
		t.Errorf("class after reopening (-before +after):\n%s", diff)
	}
	again, fresh := submit(t, s, "Nguyễn Văn An", "queens", "int main() {}", false)
	if fresh || again.ID != sub.ID || len(again.TestsDone) != 4 {
		t.Errorf("Submit after reopening = id %d fresh %v with %d tests, want id %d, not fresh, 4 tests",
			again.ID, fresh, len(again.TestsDone), sub.ID)
	}
}

func TestNewerSchemaIsRefusedAndLeftAlone(t *testing.T) {
	s, path := open(t)
	known := s.SchemaVersion()
	submit(t, s, "An", "queens", "x", false)
	s.Close()
	newer := known + 5
	db, err := sql.Open("sqlite3", uri(path))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(fmt.Sprintf("PRAGMA user_version = %d", newer)); err != nil {
		t.Fatal(err)
	}
	db.Close()
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}

	_, err = store.Open(path)
	t.Log(err)
	if !errors.Is(err, store.ErrNewerSchema) {
		t.Fatalf("Open of a version %d database: %v, want ErrNewerSchema", newer, err)
	}
	for _, want := range []string{path, fmt.Sprintf("version %d", newer), fmt.Sprintf("up to %d", known)} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Errorf("Open changed the bytes of a newer database")
	}
	if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
		t.Errorf("Open wrote %d bytes of WAL to a newer database", wal.Size())
	}
}

func TestUnreadableFilesAreNamed(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "bảng điểm.xlsx")
	if err := os.WriteFile(garbage, bytes.Repeat([]byte("PK\x03\x04 not a database "), 500), 0o644); err != nil {
		t.Fatal(err)
	}

	damaged := filepath.Join(dir, "damaged.db")
	s, err := store.Open(damaged)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	data, err := os.ReadFile(damaged)
	if err != nil {
		t.Fatal(err)
	}
	copy(data, "SQLite format 2\x00") // the header's magic string
	if err := os.WriteFile(damaged, data, 0o644); err != nil {
		t.Fatal(err)
	}

	foreign := filepath.Join(dir, "places.sqlite")
	db, err := sql.Open("sqlite3", "file:"+foreign)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("CREATE TABLE bookmarks (url TEXT)"); err != nil {
		t.Fatal(err)
	}
	db.Close()

	for _, tc := range []struct {
		name, path, want string
	}{
		{"not sqlite", garbage, "not a database"},
		{"damaged header", damaged, "not a database"},
		{"another program's database", foreign, "not a cham database"},
		{"a directory", dir, "is a directory"},
		{"no such folder", filepath.Join(dir, "missing", "cham.db"), "does not exist"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var before []byte
			if info, err := os.Stat(tc.path); err == nil && !info.IsDir() {
				before, _ = os.ReadFile(tc.path)
			}
			s, err := store.Open(tc.path)
			if err == nil {
				s.Close()
				t.Fatalf("Open(%s) succeeded", tc.path)
			}
			t.Log(err)
			if !strings.Contains(err.Error(), tc.path) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Open(%s) = %q, want the file named and %q", tc.path, err, tc.want)
			}
			if before != nil {
				if after, _ := os.ReadFile(tc.path); !bytes.Equal(before, after) {
					t.Errorf("Open changed %s", tc.path)
				}
			}
		})
	}
}

func TestSubmitGradesOnlyWhatChanged(t *testing.T) {
	s, _ := open(t)
	const student = "Trần Thị Bích Ngọc"
	first, fresh := submit(t, s, student, "queens", "v1", false)
	if !fresh || first.Status != store.StatusQueued || first.Compile != nil || len(first.TestsDone) != 0 {
		t.Fatalf("first Submit = %+v fresh %v, want a fresh queued submission", first, fresh)
	}
	if first.SourceHash != store.Hash([]byte("v1")) {
		t.Errorf("SourceHash = %s, want Hash(source)", first.SourceHash)
	}

	type step struct {
		name      string
		do        func() (*store.Submission, bool)
		wantFresh bool
	}
	steps := []step{
		{"unchanged", func() (*store.Submission, bool) { return submit(t, s, student, "queens", "v1", false) }, false},
		{"changed source", func() (*store.Submission, bool) { return submit(t, s, student, "queens", "v2", false) }, true},
		{"unchanged again", func() (*store.Submission, bool) { return submit(t, s, student, "queens", "v2", false) }, false},
		{"changed problem package", func() (*store.Submission, bool) {
			if err := s.EnsureProblem(queens, "pkg-queens-2"); err != nil {
				t.Fatal(err)
			}
			return submit(t, s, student, "queens", "v2", false)
		}, true},
		{"rejudge", func() (*store.Submission, bool) { return submit(t, s, student, "queens", "v2", true) }, true},
		{"changed language", func() (*store.Submission, bool) {
			sub, fresh, err := s.Submit(store.NewSubmission{Student: student, Problem: "queens", File: "queens.c",
				Language: "c", Source: []byte("v2")}, false)
			if err != nil {
				t.Fatal(err)
			}
			return sub, fresh
		}, true},
		{"renamed, same content", func() (*store.Submission, bool) {
			sub, fresh, err := s.Submit(store.NewSubmission{Student: student, Problem: "queens", File: "QUEENS.C",
				Language: "c", Source: []byte("v2")}, false)
			if err != nil {
				t.Fatal(err)
			}
			if sub.File != "QUEENS.C" {
				t.Errorf("renamed: File = %q, want the new name", sub.File)
			}
			return sub, fresh
		}, false},
	}
	ids := []int64{first.ID}
	prev := first
	for _, st := range steps {
		sub, fresh := st.do()
		if fresh != st.wantFresh {
			t.Errorf("%s: fresh = %v, want %v", st.name, fresh, st.wantFresh)
		}
		if fresh == (sub.ID == prev.ID) {
			t.Errorf("%s: id %d after id %d, fresh %v", st.name, sub.ID, prev.ID, fresh)
		}
		if fresh {
			ids = append([]int64{sub.ID}, ids...)
		}
		prev = sub
	}

	history, err := s.History(student, "queens")
	if err != nil {
		t.Fatal(err)
	}
	var got []int64
	for _, h := range history {
		got = append(got, h.ID)
	}
	if diff := cmp.Diff(ids, got); diff != "" {
		t.Errorf("History ids, newest first (-want +got):\n%s", diff)
	}
	class, err := s.Class("10A", []store.ProblemView{queens})
	if err != nil {
		t.Fatal(err)
	}
	if cur := class.Students[0].Results["queens"]; cur == nil || cur.ID != ids[0] || cur.File != "QUEENS.C" {
		t.Errorf("current submission = %+v, want id %d named QUEENS.C", cur, ids[0])
	}
	if n, err := s.History(student, "knight"); err != nil || len(n) != 0 {
		t.Errorf("History of an unsubmitted problem = %v, %v; want none", n, err)
	}
}

func TestSaveTestTwiceKeepsTheLater(t *testing.T) {
	s, _ := open(t)
	sub, _ := submit(t, s, "An", "queens", "x", false)
	first, later := testView(2), testView(2)
	later.Verdict, later.Points, later.Message, later.Board = verdict.AC, 0.5, "", nil
	for _, tv := range []store.TestView{first, later} {
		if err := s.SaveTest(sub.ID, tv); err != nil {
			t.Fatal(err)
		}
	}
	history, err := s.History("An", "queens")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]store.TestView{later}, history[0].Tests); diff != "" {
		t.Errorf("tests after saving t02 twice (-want +got):\n%s", diff)
	}
}

func TestResultsRoundTrip(t *testing.T) {
	s, _ := open(t)
	sub, _ := submit(t, s, "An", "queens", "x", false)
	if err := s.SaveCompile(sub.ID, store.CompileView{OK: true, Message: "warning: unused x"}, 1500*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	saveTests(t, s, sub.ID, 0, 6)
	if err := s.Finish(sub.ID, verdict.WA, 4, 10); err != nil {
		t.Fatal(err)
	}
	resumed, fresh := submit(t, s, "An", "queens", "x", false)
	want := &store.Submission{ID: sub.ID, Student: "An", Problem: "queens", File: "QUEENS.CPP", Language: "cpp",
		SourceHash: store.Hash([]byte("x")), Status: store.StatusDone,
		Compile: &store.CompileView{OK: true, Message: "warning: unused x"}, TestsDone: map[string]store.TestView{}}
	for i := 0; i < 6; i++ {
		want.TestsDone[testView(i).Name] = testView(i)
	}
	if diff := cmp.Diff(want, resumed); fresh || diff != "" {
		t.Errorf("Submit of a finished submission: fresh %v (-want +got):\n%s", fresh, diff)
	}
	empty, _, err := s.Submit(store.NewSubmission{Student: "An", Problem: "knight", File: "KNIGHT.PAS",
		Language: "pascal", Source: nil}, false)
	if err != nil || empty.SourceHash != store.Hash(nil) {
		t.Errorf("Submit of an empty source = %+v, %v", empty, err)
	}
	history, err := s.History("An", "queens")
	if err != nil {
		t.Fatal(err)
	}
	h := history[0]
	if h.Verdict != verdict.WA || h.Points != 4 || h.MaxPoints != 10 || !h.Done || len(h.Tests) != 6 ||
		h.Tests[2].Board == nil || time.Since(h.Submitted) > time.Hour || h.Submitted.After(time.Now()) {
		t.Errorf("History()[0] = %+v", h)
	}
}

func TestErrorsSayWhat(t *testing.T) {
	s, path := open(t)
	sub, _ := submit(t, s, "An", "queens", "x", false)
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"unknown submission", s.SaveTest(9999, testView(0)), "no submission 9999"},
		{"unknown submission compiled", s.SaveCompile(9999, store.CompileView{}, 0), "no submission 9999"},
		{"unknown submission finished", s.Finish(9999, verdict.AC, 1, 1), "no submission 9999"},
		{"bad verdict", s.SaveTest(sub.ID, store.TestView{Name: "t1", Verdict: "OK"}), `unknown verdict "OK"`},
		{"no test name", s.SaveTest(sub.ID, store.TestView{Verdict: verdict.AC}), "empty test name"},
		{"unknown problem", func() error {
			_, _, err := s.Submit(store.NewSubmission{Student: "An", Problem: "sudoku", File: "a.c", Source: nil}, false)
			return err
		}(), `problem "sudoku" is not stored`},
		{"no student", s.EnsureStudent(""), "empty student id"},
	} {
		if tc.err == nil || !strings.Contains(tc.err.Error(), tc.want) || !strings.Contains(tc.err.Error(), path) {
			t.Errorf("%s: error %v, want one naming %s and saying %q", tc.name, tc.err, path, tc.want)
		}
	}
}

// TestCrashResume kills a grading process with SIGKILL while it writes
// results, then checks that what it stored is there and resumable.
func TestCrashResume(t *testing.T) {
	if path := os.Getenv("CHAM_STORE_CRASH_DB"); path != "" {
		crashChild(path)
		return
	}
	path := filepath.Join(t.TempDir(), "cham.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashResume$")
	cmd.Env = append(os.Environ(), "CHAM_STORE_CRASH_DB="+path)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(out) // kill it while it writes test 11
	for lines.Scan() && lines.Text() != "saved t10" {
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if st, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || st.Signal() != syscall.SIGKILL {
		t.Fatalf("child ended with %v, want killed by SIGKILL", cmd.ProcessState)
	}

	s, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	sub, fresh := submit(t, s, "Nguyễn Văn An", "queens", "crash", false)
	if fresh || sub.Status != store.StatusRunning || sub.Compile == nil || !sub.Compile.OK {
		t.Fatalf("Submit after the crash = %+v fresh %v, want the running submission, compiled", sub, fresh)
	}
	t.Logf("%d tests were stored when the child was killed", len(sub.TestsDone))
	if len(sub.TestsDone) < 11 {
		t.Errorf("%d tests stored before the crash, want at least the 11 it said it saved", len(sub.TestsDone))
	}
	for i := 0; i < len(sub.TestsDone); i++ { // stored in order: no gap, every row whole
		if diff := cmp.Diff(testView(i), sub.TestsDone[testView(i).Name]); diff != "" {
			t.Errorf("test %d after the crash (-want +got):\n%s", i, diff)
		}
	}
	saveTests(t, s, sub.ID, len(sub.TestsDone), crashTests)
	if err := s.Finish(sub.ID, verdict.WA, 14, 10); err != nil {
		t.Fatal(err)
	}
	history, err := s.History("Nguyễn Văn An", "queens")
	if err != nil {
		t.Fatal(err)
	}
	if len(history) != 1 || len(history[0].Tests) != crashTests || !history[0].Done {
		t.Errorf("after resuming: %d submissions, %d tests; want 1 done with %d",
			len(history), len(history[0].Tests), crashTests)
	}
}

// crashTests is how many tests the crashing submission has.
const crashTests = 200

// crashChild grades until it is killed, saying which test it has saved.
func crashChild(path string) {
	s, err := store.Open(path)
	if err == nil {
		err = s.EnsureProblem(queens, "pkg")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	sub, _, err := s.Submit(store.NewSubmission{Student: "Nguyễn Văn An", Problem: "queens", File: "QUEENS.CPP",
		Language: "cpp", Source: []byte("crash")}, false)
	if err == nil {
		err = s.SaveCompile(sub.ID, store.CompileView{OK: true}, time.Second)
	}
	for i := 0; i < crashTests && err == nil; i++ {
		if err = s.SaveTest(sub.ID, testView(i)); err == nil {
			fmt.Println("saved", testView(i).Name)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	time.Sleep(time.Hour) // the kill lands before this, unless the machine is very slow
}

func TestClass(t *testing.T) {
	s, _ := open(t)
	if err := s.EnsureProblem(store.ProblemView{ID: "sudoku", Title: "Sudoku", MaxPoints: 5}, "p"); err != nil {
		t.Fatal(err)
	}
	// Vietnamese order: a á b d đ ... l n ... z; bytes would put Á and Đ after Z.
	students := []string{"Zung", "Đặng Thị Bình", "Nguyễn Văn An", "Ánh Tuyết", "Dũng", "An Khang", "Lê Văn Tám"}
	want := []string{"An Khang", "Ánh Tuyết", "Dũng", "Đặng Thị Bình", "Lê Văn Tám", "Nguyễn Văn An", "Zung"}
	for _, id := range students {
		if err := s.EnsureStudent(id); err != nil {
			t.Fatal(err)
		}
	}
	finish := func(student, problem, source string, v verdict.Verdict, points float64) int64 {
		sub, _ := submit(t, s, student, problem, source, false)
		if err := s.Finish(sub.ID, v, points, 99); err != nil {
			t.Fatal(err)
		}
		return sub.ID
	}
	finish("Nguyễn Văn An", "queens", "old", verdict.AC, 10)
	anQueens := finish("Nguyễn Văn An", "queens", "new", verdict.WA, 7.5) // replaces the older one
	finish("Nguyễn Văn An", "knight", "k", verdict.AC, 20)
	finish("Nguyễn Văn An", "sudoku", "s", verdict.AC, 5) // not a column: left out
	finish("Zung", "knight", "k", verdict.CE, 0)
	unfinished, _ := submit(t, s, "Đặng Thị Bình", "queens", "q", false)
	saveTests(t, s, unfinished.ID, 0, 5) // points 1, 1, 0, 1, 1
	if err := s.ReplaceNotes("Dũng", []string{"no source for queens", "no source for knight"}); err != nil {
		t.Fatal(err)
	}

	class, err := s.Class("Lớp 10A", []store.ProblemView{queens, knight})
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	totals := map[string]float64{}
	for _, st := range class.Students {
		order = append(order, st.ID)
		totals[st.ID] = st.Total
	}
	if diff := cmp.Diff(want, order); diff != "" {
		t.Errorf("student order (-want +got):\n%s", diff)
	}
	wantTotals := map[string]float64{"Nguyễn Văn An": 27.5, "Zung": 0, "Đặng Thị Bình": 4,
		"Ánh Tuyết": 0, "Dũng": 0, "An Khang": 0, "Lê Văn Tám": 0}
	if diff := cmp.Diff(wantTotals, totals); diff != "" {
		t.Errorf("totals (-want +got):\n%s", diff)
	}
	if class.Title != "Lớp 10A" || len(class.Problems) != 2 {
		t.Errorf("class %q with %d problems, want Lớp 10A with 2", class.Title, len(class.Problems))
	}
	rows := map[string]store.StudentView{}
	for _, st := range class.Students {
		rows[st.ID] = st
	}
	an := rows["Nguyễn Văn An"]
	if len(an.Results) != 2 || an.Results["sudoku"] != nil || an.Results["queens"].ID != anQueens ||
		an.Results["queens"].Verdict != verdict.WA || !an.Results["queens"].Done {
		t.Errorf("Nguyễn Văn An's results = %v", an.Results)
	}
	binh := rows["Đặng Thị Bình"].Results["queens"]
	if binh == nil || binh.Done || binh.Verdict != "" || len(binh.Tests) != 5 || binh.MaxPoints != queens.MaxPoints {
		t.Errorf("an unfinished submission = %+v, want not done, no verdict, 5 tests, max %v", binh, queens.MaxPoints)
	}
	if diff := cmp.Diff([]string{"no source for queens", "no source for knight"}, rows["Dũng"].Notes); diff != "" {
		t.Errorf("notes (-want +got):\n%s", diff)
	}
	if len(rows["Zung"].Notes) != 0 || rows["Zung"].Results["knight"].Verdict != verdict.CE {
		t.Errorf("Zung = %+v", rows["Zung"])
	}

	all, err := s.Class("all", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(all.Problems) != 3 || all.Students[5].Total != 32.5 {
		t.Errorf("Class with every problem: %d problems, An's total %v; want 3 and 32.5",
			len(all.Problems), all.Students[5].Total)
	}
}

func TestReplaceNotes(t *testing.T) {
	s, _ := open(t)
	for _, tc := range []struct {
		notes []string
		want  []string
	}{
		{[]string{"two sources for queens: took QUEENS.CPP, the newest; ignored queens.py", "empty file knight.pas"},
			[]string{"two sources for queens: took QUEENS.CPP, the newest; ignored queens.py", "empty file knight.pas"}},
		{[]string{"no source for knight"}, []string{"no source for knight"}},
		{nil, []string{}},
	} {
		if err := s.ReplaceNotes("Phạm Thu Hà", tc.notes); err != nil {
			t.Fatal(err)
		}
		class, err := s.Class("", nil)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tc.want, class.Students[0].Notes); diff != "" {
			t.Errorf("after ReplaceNotes(%q) (-want +got):\n%s", tc.notes, diff)
		}
	}
}

// TestConcurrentSaveTest saves tests from 8 goroutines through two Stores
// on the same file, as two processes would.
func TestConcurrentSaveTest(t *testing.T) {
	a, path := open(t)
	b, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	const goroutines, perGoroutine = 8, 40
	subs := make([]int64, goroutines)
	for g := range subs {
		sub, _ := submit(t, a, fmt.Sprintf("Học sinh %d", g), "queens", "x", false)
		subs[g] = sub.ID
	}
	var wg sync.WaitGroup
	errs := make(chan error, goroutines*perGoroutine)
	for g := 0; g < goroutines; g++ {
		s := a
		if g%2 == 1 {
			s = b
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < perGoroutine; i++ {
				// half the goroutines share submission 0, the others have their own
				subID := subs[g]
				tv := testView(i)
				if g%2 == 0 {
					subID = subs[0]
					tv.Name = fmt.Sprintf("g%d-%s", g, tv.Name)
				}
				if err := s.SaveTest(subID, tv); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	class, err := b.Class("", nil)
	if err != nil {
		t.Fatal(err)
	}
	rows := 0
	for _, st := range class.Students {
		for _, r := range st.Results {
			rows += len(r.Tests)
		}
	}
	if rows != goroutines*perGoroutine {
		t.Errorf("%d test rows, want %d", rows, goroutines*perGoroutine)
	}
}

func BenchmarkSaveTest(b *testing.B) {
	s, _ := open(b)
	sub, _ := submit(b, s, "Nguyễn Văn An", "queens", "x", false)
	tv := testView(2) // with a message and a board
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tv.Name = fmt.Sprintf("t%d", i%15)
		if err := s.SaveTest(sub.ID, tv); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSaveTestParallel(b *testing.B) {
	s, _ := open(b)
	sub, _ := submit(b, s, "Nguyễn Văn An", "queens", "x", false)
	var mu sync.Mutex
	n := 0
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		mu.Lock()
		n++
		g := n
		mu.Unlock()
		tv := testView(2)
		for i := 0; pb.Next(); i++ {
			tv.Name = fmt.Sprintf("g%d-t%d", g, i%15)
			if err := s.SaveTest(sub.ID, tv); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkClass(b *testing.B) {
	s, _ := open(b)
	for st := 0; st < 40; st++ {
		for _, p := range []string{"queens", "knight"} {
			sub, _ := submit(b, s, fmt.Sprintf("Học sinh %02d", st), p, "x", false)
			saveTests(b, s, sub.ID, 0, 15)
			if err := s.Finish(sub.ID, verdict.WA, 5, 10); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.Class("10A", nil); err != nil {
			b.Fatal(err)
		}
	}
}
