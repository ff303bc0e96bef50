package report

import (
	"fmt"
	"io"
	"testing"

	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

// bigClass is a class of 40 students and 6 problems of 10 tests each; one
// test in five is a wrong answer with a 20 x 20 board.
func bigClass() *store.ClassView {
	c := testClass()
	c.Problems = nil
	for p := range 6 {
		c.Problems = append(c.Problems, store.ProblemView{ID: fmt.Sprintf("problem-%d", p+1), MaxPoints: 100})
	}
	board := knightBadMove()
	board.N, board.Steps = 20, make([]int32, 400)
	for i := range board.Steps {
		board.Steps[i] = int32(i + 1)
	}
	c.Students = nil
	for s := range 40 {
		st := store.StudentView{ID: fmt.Sprintf("Nguyễn Văn Học Sinh %02d", s+1), Results: map[string]*store.SubmissionView{}}
		for _, p := range c.Problems {
			var specs []testSpec
			for k := range 10 {
				if (s+k)%5 == 0 {
					specs = append(specs, testSpec{v: verdict.WA, message: knightMessage, board: board})
				} else {
					specs = append(specs, ac)
				}
			}
			sub := judged(p.ID, "SOURCE.CPP", "cpp", 100, specs...)
			st.Results[p.ID] = sub
			st.Total += sub.Points
		}
		c.Students = append(c.Students, st)
	}
	return c
}

func BenchmarkWrite(b *testing.B) {
	c := bigClass()
	for _, format := range Formats() {
		b.Run(format, func(b *testing.B) {
			n := 0
			for b.Loop() {
				cw := &countingWriter{}
				if err := Write(cw, format, c); err != nil {
					b.Fatal(err)
				}
				n = cw.n
			}
			b.ReportMetric(float64(n)/1024, "KiB/report")
		})
	}
}

type countingWriter struct{ n int }

func (w *countingWriter) Write(p []byte) (int, error) {
	w.n += len(p)
	return len(p), nil
}

var _ io.Writer = (*countingWriter)(nil)
