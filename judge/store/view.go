package store

import (
	"time"

	"github.com/cham-judge/cham/judge/check"
	"github.com/cham-judge/cham/judge/verdict"
)

// ClassView is what a report shows of a class: one row per student, one
// column per problem, and each student's latest graded submission of each
// problem with its test-by-test results. The store builds it (Store.Class);
// package report renders it.
type ClassView struct {
	Title     string        `json:"title"` // the class folder's name
	Generated time.Time     `json:"generated"`
	Problems  []ProblemView `json:"problems"` // the columns, in order
	Students  []StudentView `json:"students"` // the rows, sorted by student id
}

// ProblemView is a column of the class table.
type ProblemView struct {
	ID        string  `json:"id"`
	Title     string  `json:"title"`
	MaxPoints float64 `json:"max_points"`
}

// StudentView is a row of the class table.
type StudentView struct {
	ID      string                     `json:"id"` // the folder's name: spaces and Vietnamese letters allowed
	Total   float64                    `json:"total"`
	Results map[string]*SubmissionView `json:"results"` // by problem id; a problem without a submission is absent
	Notes   []string                   `json:"notes"`   // what was wrong with the folder: no source, two sources, ...
}

// SubmissionView is one graded (or failed) submission.
type SubmissionView struct {
	ID        int64           `json:"id"`
	Problem   string          `json:"problem"`
	File      string          `json:"file"`     // the source's file name in the student's folder
	Language  string          `json:"language"` // lang id: c, cpp, pascal, python, java, go
	Submitted time.Time       `json:"submitted"`
	Verdict   verdict.Verdict `json:"verdict"` // overall: the first test not accepted; CE; IE
	Points    float64         `json:"points"`
	MaxPoints float64         `json:"max_points"`
	Compile   CompileView     `json:"compile"`
	Tests     []TestView      `json:"tests"`
	Done      bool            `json:"done"` // every test is judged
}

// CompileView is how the compilation went.
type CompileView struct {
	OK      bool   `json:"ok"`
	Message string `json:"message"`
}

// TestView is the judgement of one test.
type TestView struct {
	Name      string          `json:"name"`
	Index     int             `json:"index"` // 0-based position in the problem's tests
	Verdict   verdict.Verdict `json:"verdict"`
	Score     float64         `json:"score"` // the checker's fraction, 0 to 1, before groups
	Points    float64         `json:"points"`
	MaxPoints float64         `json:"max_points"`
	TimeMS    int64           `json:"time_ms"` // CPU time
	WallMS    int64           `json:"wall_ms"`
	MemoryKB  int64           `json:"memory_kb"` // peak
	Message   string          `json:"message"`
	Board     *check.Board    `json:"board,omitempty"`
}
