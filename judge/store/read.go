package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/cham-judge/cham/judge/check"
	"github.com/cham-judge/cham/judge/verdict"
)

// Problems lists the stored problems in the order they were first stored:
// the order of the course, as cham grade gives them.
func (s *Store) Problems() ([]ProblemView, error) {
	var out []ProblemView
	err := s.read("list the problems", func(q querier) error {
		var err error
		out, err = storedProblems(q)
		return err
	})
	return out, err
}

func storedProblems(q querier) ([]ProblemView, error) {
	rows, err := q.QueryContext(context.Background(), `SELECT id, title, max_points FROM problems ORDER BY rowid`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ProblemView{}
	for rows.Next() {
		var p ProblemView
		if err := rows.Scan(&p.ID, &p.Title, &p.MaxPoints); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Class is the class table: every stored student, sorted by id in
// Vietnamese alphabetical order, with the current submission of each
// problem in problems (the columns; problems not in the list are left out;
// nil means every stored problem) and the total of their points.
//
// A submission not done yet (grading was interrupted) has no verdict, is
// not Done, and counts the points of the tests judged so far.
func (s *Store) Class(title string, problems []ProblemView) (*ClassView, error) {
	view := &ClassView{Title: title, Generated: time.Now(), Students: []StudentView{}}
	err := s.read("read the class", func(q querier) error {
		ctx := context.Background()
		if problems == nil {
			var err error
			if problems, err = storedProblems(q); err != nil {
				return err
			}
		}
		view.Problems = append([]ProblemView{}, problems...)
		column := map[string]bool{}
		for _, p := range problems {
			column[p.ID] = true
		}

		byID := map[string]*StudentView{}
		rows, err := q.QueryContext(ctx, `SELECT id FROM students`)
		if err != nil {
			return err
		}
		var ids []string
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return err
			}
			ids = append(ids, id)
		}
		if err := closeRows(rows); err != nil {
			return err
		}
		SortIDs(ids)
		view.Students = make([]StudentView, len(ids))
		for i, id := range ids {
			view.Students[i] = StudentView{ID: id, Results: map[string]*SubmissionView{}, Notes: []string{}}
			byID[id] = &view.Students[i]
		}

		rows, err = q.QueryContext(ctx, `SELECT student, note FROM notes ORDER BY student, seq`)
		if err != nil {
			return err
		}
		for rows.Next() {
			var student, note string
			if err := rows.Scan(&student, &note); err != nil {
				rows.Close()
				return err
			}
			if st := byID[student]; st != nil {
				st.Notes = append(st.Notes, note)
			}
		}
		if err := closeRows(rows); err != nil {
			return err
		}

		subs, err := submissions(q, `s.current = 1`)
		if err != nil {
			return err
		}
		for _, sv := range subs {
			st := byID[sv.student]
			if st == nil || !column[sv.Problem] {
				continue
			}
			st.Results[sv.Problem] = &sv.SubmissionView
			st.Total += sv.Points
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return view, nil
}

// History lists every submission of a problem by a student, newest first,
// with its tests.
func (s *Store) History(student, problem string) ([]SubmissionView, error) {
	var out []SubmissionView
	err := s.read(fmt.Sprintf("read the history of %q for %q", student, problem), func(q querier) error {
		subs, err := submissions(q, `s.student = ? AND s.problem = ?`, student, problem)
		if err != nil {
			return err
		}
		out = make([]SubmissionView, len(subs))
		for i, sv := range subs {
			out[i] = sv.SubmissionView
		}
		return nil
	})
	return out, err
}

// storedSubmission is a SubmissionView and whose it is.
type storedSubmission struct {
	SubmissionView
	student string
}

// submissions reads the submissions that where selects, newest first, with
// their compilations, scores and tests.
func submissions(q querier, where string, args ...any) ([]*storedSubmission, error) {
	ctx := context.Background()
	rows, err := q.QueryContext(ctx, `
		SELECT s.id, s.student, s.problem, s.file, s.language, s.submitted, s.status,
			c.ok, c.message, sc.verdict, sc.points, coalesce(sc.max_points, p.max_points)
		FROM submissions s
		JOIN problems p ON p.id = s.problem
		LEFT JOIN compilations c ON c.submission = s.id
		LEFT JOIN scores sc ON sc.submission = s.id
		WHERE `+where+` ORDER BY s.id DESC`, args...)
	if err != nil {
		return nil, err
	}
	var out []*storedSubmission
	byID := map[int64]*storedSubmission{}
	for rows.Next() {
		var (
			sv             storedSubmission
			submitted      string
			status         string
			compileOK      sql.NullBool
			compileMessage sql.NullString
			scoreVerdict   sql.NullString
			scorePoints    sql.NullFloat64
			maxPoints      float64
		)
		if err := rows.Scan(&sv.ID, &sv.student, &sv.Problem, &sv.File, &sv.Language, &submitted, &status,
			&compileOK, &compileMessage, &scoreVerdict, &scorePoints, &maxPoints); err != nil {
			rows.Close()
			return nil, err
		}
		sv.Submitted = parseTime(submitted)
		sv.Done = status == StatusDone
		sv.Compile = CompileView{OK: compileOK.Bool, Message: compileMessage.String}
		sv.MaxPoints = maxPoints
		if sv.Done && scoreVerdict.Valid {
			sv.Verdict = verdict.Verdict(scoreVerdict.String)
			sv.Points = scorePoints.Float64
		}
		sv.Tests = []TestView{}
		out = append(out, &sv)
		byID[sv.ID] = &sv
	}
	if err := closeRows(rows); err != nil {
		return nil, err
	}

	rows, err = q.QueryContext(ctx, `
		SELECT `+testColumns+` FROM test_results t JOIN submissions s ON s.id = t.submission
		WHERE `+where+` ORDER BY t.submission, t.idx, t.name`, args...)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var subID int64
		t, err := scanTest(rows, &subID)
		if err != nil {
			rows.Close()
			return nil, err
		}
		if sv := byID[subID]; sv != nil {
			sv.Tests = append(sv.Tests, t)
			if !sv.Done {
				sv.Points += t.Points
			}
		}
	}
	if err := closeRows(rows); err != nil {
		return nil, err
	}
	return out, nil
}

// testColumns are the columns scanTest reads, of test_results as t.
const testColumns = `t.submission, t.name, t.idx, t.verdict, t.score, t.points, t.max_points,
	t.cpu_ms, t.wall_ms, t.memory_kb, t.message, t.board`

func scanTest(rows *sql.Rows, subID *int64) (TestView, error) {
	var (
		t     TestView
		v     string
		board sql.NullString
	)
	if err := rows.Scan(subID, &t.Name, &t.Index, &v, &t.Score, &t.Points, &t.MaxPoints,
		&t.TimeMS, &t.WallMS, &t.MemoryKB, &t.Message, &board); err != nil {
		return t, err
	}
	t.Verdict = verdict.Verdict(v)
	if board.Valid {
		t.Board = new(check.Board)
		if err := json.Unmarshal([]byte(board.String), t.Board); err != nil {
			return t, fmt.Errorf("test %q of submission %d: board: %w", t.Name, *subID, err)
		}
	}
	return t, nil
}

func closeRows(rows *sql.Rows) error {
	err := rows.Err()
	if cerr := rows.Close(); err == nil {
		err = cerr
	}
	return err
}

// SortIDs sorts student ids in Vietnamese alphabetical order (a ă â b c d
// đ e ê ..., tones after letters, case ignored first), ties broken by bytes
// so that the order is total.
func SortIDs(ids []string) {
	c := collate.New(language.Vietnamese)
	sort.SliceStable(ids, func(i, j int) bool {
		if r := c.CompareString(ids[i], ids[j]); r != 0 {
			return r < 0
		}
		return strings.Compare(ids[i], ids[j]) < 0
	})
}
