package report_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/cham-judge/cham/judge/report"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

func ExampleWrite() {
	class := &store.ClassView{
		Title:    "10A1",
		Problems: []store.ProblemView{{ID: "queens", MaxPoints: 100}, {ID: "knight", MaxPoints: 100}},
		Students: []store.StudentView{
			{ID: "Nguyễn Văn An", Total: 150, Results: map[string]*store.SubmissionView{
				"queens": {File: "QUEENS.CPP", Language: "cpp", Verdict: verdict.AC, Points: 100, MaxPoints: 100, Done: true},
				"knight": {File: "knight.py", Language: "python", Verdict: verdict.WA, Points: 50, MaxPoints: 100, Done: true,
					Tests: []store.TestView{
						{Name: "1", Index: 0, Verdict: verdict.AC, Points: 50, MaxPoints: 50},
						{Name: "2", Index: 1, Verdict: verdict.WA, MaxPoints: 50,
							Message: "step 13 -> 14: (3, 3) to (4, 4) is not a knight move"},
					}},
			}},
			{ID: "Lê Bình", Total: 100, Notes: []string{"no source for knight"}, Results: map[string]*store.SubmissionView{
				"queens": {File: "queens.pas", Language: "pascal", Verdict: verdict.AC, Points: 100, MaxPoints: 100, Done: true},
			}},
		},
	}
	if err := report.Write(os.Stdout, "table", class); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Class 10A1: 2 students, 2 problems
	//
	// student        queens  knight  total
	// Nguyễn Văn An     100   50 WA    150
	// Lê Bình           100    -       100
	//
	// WA wrong answer; - no submission
	//
	// Nguyễn Văn An
	//   knight: wrong answer, 50 of 100 points (knight.py, python)
	//     test 2: step 13 -> 14: (3, 3) to (4, 4) is not a knight move
	//
	// Lê Bình
	//   not handed in: knight
	//   note: no source for knight
}

func ExampleFormats() {
	fmt.Println(strings.Join(report.Formats(), ", "))
	err := report.Write(os.Stdout, "pdf", &store.ClassView{})
	fmt.Println(err)
	// Output:
	// table, csv, xlsx, html, json
	// report: unknown format "pdf" (want one of table, csv, xlsx, html, json)
}
