package store_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

// A grading run stores each result as soon as it is known; a run that is
// interrupted resumes from what is stored.
func Example() {
	dir, _ := os.MkdirTemp("", "cham-store-example")
	defer os.RemoveAll(dir)
	s, err := store.Open(filepath.Join(dir, "cham.db"))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()

	queens := store.ProblemView{ID: "queens", Title: "Tám quân hậu", MaxPoints: 2}
	s.EnsureProblem(queens, "package hash")
	work := store.NewSubmission{Student: "Nguyễn Văn An", Problem: "queens", File: "QUEENS.CPP",
		Language: "cpp", Source: []byte("int main() { ... }")}
	sub, fresh, _ := s.Submit(work, false)
	fmt.Println("fresh:", fresh, sub.Status)
	s.SaveCompile(sub.ID, store.CompileView{OK: true}, 0)
	s.SaveTest(sub.ID, store.TestView{Name: "1", Index: 0, Verdict: verdict.AC, Score: 1, Points: 1, MaxPoints: 1})

	// The run is killed here. The next run submits the same source again:
	sub, fresh, _ = s.Submit(work, false)
	fmt.Println("fresh:", fresh, sub.Status, len(sub.TestsDone), "test done")
	s.SaveTest(sub.ID, store.TestView{Name: "2", Index: 1, Verdict: verdict.WA, Score: 0, Points: 0, MaxPoints: 1,
		Message: "line 3: row 3 has no queen"})
	s.Finish(sub.ID, verdict.WA, 1, 2)

	class, _ := s.Class("10A", []store.ProblemView{queens})
	for _, st := range class.Students {
		r := st.Results["queens"]
		fmt.Printf("%s: %s %v/%v, total %v\n", st.ID, r.Verdict, r.Points, r.MaxPoints, st.Total)
	}
	// Output:
	// fresh: true queued
	// fresh: false running 1 test done
	// Nguyễn Văn An: WA 1/2, total 1
}
