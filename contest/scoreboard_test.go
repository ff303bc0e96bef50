package contest

import (
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func min(m int) time.Duration { return time.Duration(m) * time.Minute }

// summary is a board in a form easy to compare: rank id total/solved+penalty.
func summary(b Board) []string {
	var out []string
	for _, r := range b.Rows {
		if b.Scoring == ICPC {
			out = append(out, fmt.Sprintf("%d %s %d/%d", r.Rank, r.ID, r.Solved, r.Penalty))
		} else {
			out = append(out, fmt.Sprintf("%d %s %g", r.Rank, r.ID, r.Points))
		}
	}
	return out
}

var entrants = []Entrant{{"an", "An"}, {"binh", "Bình"}, {"cuong", "Cường"}, {"dung", "Dũng"}}

func TestICPC(t *testing.T) {
	attempts := []Attempt{
		{ID: 1, Student: "an", Problem: "A", At: min(10), Verdict: "WA"},
		{ID: 2, Student: "an", Problem: "A", At: min(15), Verdict: "CE"}, // not a try
		{ID: 3, Student: "an", Problem: "A", At: min(20), Verdict: "AC"},
		{ID: 4, Student: "an", Problem: "A", At: min(30), Verdict: "WA"}, // after AC: ignored
		{ID: 5, Student: "binh", Problem: "A", At: min(40), Verdict: "AC"},
		{ID: 6, Student: "binh", Problem: "B", At: min(5), Verdict: "AC"},
		{ID: 7, Student: "cuong", Problem: "A", At: min(40), Verdict: "AC"},
		{ID: 8, Student: "cuong", Problem: "B", At: min(5), Verdict: "AC"},
		{ID: 9, Student: "dung", Problem: "B", At: min(50), Verdict: ""}, // queued
		{ID: 10, Student: "nobody", Problem: "A", At: min(1), Verdict: "AC"},
	}
	b := Compute(Options{Scoring: ICPC, Penalty: 20 * time.Minute}, []string{"A", "B"}, entrants, attempts)
	want := []string{"1 binh 2/45", "1 cuong 2/45", "3 an 1/40", "4 dung 0/0"}
	if diff := cmp.Diff(want, summary(b)); diff != "" {
		t.Errorf("ranks (-want +got):\n%s", diff)
	}
	an := b.Rows[2]
	if c := an.Cells[0]; c.Tries != 1 || !c.Solved || c.Minute != 20 || !c.First {
		t.Errorf("an's A: %+v", c)
	}
	if c := b.Rows[0].Cells[1]; !c.First { // binh and cuong both at minute 5: the earlier id
		t.Errorf("binh's B is the first solve: %+v", c)
	}
	if c := b.Rows[1].Cells[1]; c.First {
		t.Errorf("cuong's B is not the first solve: %+v", c)
	}
	if c := b.Rows[3].Cells[1]; c.Pending != 1 || c.Solved || !c.Tried {
		t.Errorf("dung's B: %+v", c)
	}
}

func TestFreeze(t *testing.T) {
	attempts := []Attempt{
		{ID: 1, Student: "an", Problem: "A", At: min(10), Verdict: "AC"},
		{ID: 2, Student: "binh", Problem: "A", At: min(50), Verdict: "WA"},
		{ID: 3, Student: "binh", Problem: "A", At: min(55), Verdict: "AC"},
	}
	frozen := Compute(Options{Scoring: ICPC, Penalty: 20 * time.Minute, Frozen: true, FreezeAt: min(45)}, []string{"A"}, entrants[:2], attempts)
	if diff := cmp.Diff([]string{"1 an 1/10", "2 binh 0/0"}, summary(frozen)); diff != "" {
		t.Errorf("frozen (-want +got):\n%s", diff)
	}
	if c := frozen.Rows[1].Cells[0]; c.Pending != 2 || c.Tries != 0 {
		t.Errorf("binh frozen: %+v", c)
	}
	open := Compute(Options{Scoring: ICPC, Penalty: 20 * time.Minute, FreezeAt: min(45)}, []string{"A"}, entrants[:2], attempts)
	if diff := cmp.Diff([]string{"1 an 1/10", "2 binh 1/75"}, summary(open)); diff != "" {
		t.Errorf("unfrozen (-want +got):\n%s", diff)
	}
}

func TestIOI(t *testing.T) {
	attempts := []Attempt{
		{ID: 1, Student: "an", Problem: "A", At: min(3), Verdict: "WA", Points: 40, MaxPoints: 100},
		{ID: 2, Student: "an", Problem: "A", At: min(9), Verdict: "WA", Points: 20, MaxPoints: 100},
		{ID: 3, Student: "an", Problem: "B", At: min(9), Verdict: "AC", Points: 100, MaxPoints: 100},
		{ID: 4, Student: "binh", Problem: "A", At: min(2), Verdict: "AC", Points: 100, MaxPoints: 100},
		{ID: 5, Student: "binh", Problem: "B", At: min(2), Verdict: "TLE", Points: 40, MaxPoints: 100},
		{ID: 6, Student: "cuong", Problem: "A", At: min(1), Verdict: "CE", Points: 0, MaxPoints: 100},
		{ID: 7, Student: "dung", Problem: "A", At: min(1), Verdict: "", MaxPoints: 100},
	}
	b := Compute(Options{Scoring: IOI}, []string{"A", "B"}, entrants, attempts)
	want := []string{"1 an 140", "1 binh 140", "3 cuong 0", "3 dung 0"}
	if diff := cmp.Diff(want, summary(b)); diff != "" {
		t.Errorf("ranks (-want +got):\n%s", diff)
	}
	if c := b.Rows[0].Cells[0]; c.Points != 40 || c.Tries != 2 || c.Solved {
		t.Errorf("an's A keeps the best score: %+v", c)
	}
	if !b.Rows[1].Cells[0].First || !b.Rows[0].Cells[1].First {
		t.Errorf("first full scores not marked: %+v", b.Rows)
	}
	if c := b.Rows[3].Cells[0]; c.Pending != 1 {
		t.Errorf("dung's pending: %+v", c)
	}
}

func TestComputeIsPure(t *testing.T) {
	attempts := []Attempt{{ID: 2, Student: "an", Problem: "A", At: min(2), Verdict: "AC"}, {ID: 1, Student: "an", Problem: "A", At: min(1), Verdict: "WA"}}
	before := fmt.Sprint(attempts)
	a := Compute(Options{Scoring: ICPC, Penalty: 20 * time.Minute}, []string{"A"}, entrants[:1], attempts)
	b := Compute(Options{Scoring: ICPC, Penalty: 20 * time.Minute}, []string{"A"}, entrants[:1], attempts)
	if fmt.Sprint(attempts) != before || !cmp.Equal(summary(a), summary(b)) || a.Rows[0].Penalty != 22 {
		t.Errorf("attempts changed or boards differ: %v %v", summary(a), summary(b))
	}
}

func ExampleCompute() {
	b := Compute(Options{Scoring: ICPC, Penalty: 20 * time.Minute}, []string{"queens"},
		[]Entrant{{"an", "An"}, {"binh", "Bình"}},
		[]Attempt{
			{ID: 1, Student: "an", Problem: "queens", At: 12 * time.Minute, Verdict: "WA"},
			{ID: 2, Student: "an", Problem: "queens", At: 17 * time.Minute, Verdict: "AC"},
			{ID: 3, Student: "binh", Problem: "queens", At: 30 * time.Minute, Verdict: "AC"},
		})
	for _, r := range b.Rows {
		fmt.Println(r.Rank, r.Name, r.Solved, r.Penalty)
	}
	// Output:
	// 1 Bình 1 30
	// 2 An 1 37
}
