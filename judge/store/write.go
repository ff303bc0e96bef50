package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/cham-judge/cham/judge/verdict"
)

// EnsureStudent stores a student, if not stored yet. The id is the name of
// the student's folder, as it is.
func (s *Store) EnsureStudent(id string) error {
	if id == "" {
		return s.errorf("add student", errors.New("empty student id"))
	}
	_, err := s.exec(fmt.Sprintf("add student %q", id),
		`INSERT INTO students (id, added) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`, id, now())
	return err
}

// EnsureProblem stores a problem, or updates its title, points and the hash
// of its package. Submissions judged against another package hash are
// judged again when they are submitted again (see Submit).
func (s *Store) EnsureProblem(p ProblemView, packageHash string) error {
	op := fmt.Sprintf("add problem %q", p.ID)
	if p.ID == "" {
		return s.errorf(op, errors.New("empty problem id"))
	}
	_, err := s.exec(op, `
		INSERT INTO problems (id, title, max_points, package_hash, updated) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET title = excluded.title, max_points = excluded.max_points,
			package_hash = excluded.package_hash, updated = excluded.updated`,
		p.ID, p.Title, p.MaxPoints, packageHash, now())
	return err
}

// NewSubmission is a source handed in by a student for a problem.
type NewSubmission struct {
	Student, Problem string
	File             string // the source's name in the student's folder
	Language         string // lang id
	Source           []byte
	ProblemHash      string    // the problem package's hash; empty: the one EnsureProblem stored
	Submitted        time.Time // when it was handed in (the file's time); zero: now
}

// Submission is a stored submission, as much of it as resuming its grading
// needs.
type Submission struct {
	ID         int64
	Student    string
	Problem    string
	File       string
	Language   string
	SourceHash string
	Status     string              // StatusQueued, StatusCompiling, StatusRunning or StatusDone
	Compile    *CompileView        // nil until compiled
	TestsDone  map[string]TestView // results already stored, by test name
}

// Submit stores a submission, unless the student's current submission of
// the problem has the same source, language and problem package and rejudge
// is false: then it returns that one with fresh false, and the caller
// resumes it, running only the tests not in TestsDone, or nothing if its
// Status is StatusDone. Otherwise it stores a new submission, queued, keeps
// the older ones as history (not current), and returns fresh true.
//
// The student is stored if need be; the problem must have been stored by
// EnsureProblem.
func (s *Store) Submit(n NewSubmission, rejudge bool) (sub *Submission, fresh bool, err error) {
	op := fmt.Sprintf("submit %q of %q for %q", n.File, n.Student, n.Problem)
	switch {
	case n.Student == "":
		return nil, false, s.errorf(op, errors.New("empty student id"))
	case n.Problem == "":
		return nil, false, s.errorf(op, errors.New("empty problem id"))
	case n.File == "":
		return nil, false, s.errorf(op, errors.New("empty file name"))
	}
	hash := Hash(n.Source)
	source := n.Source
	if source == nil {
		source = []byte{} // an empty file is a source too; nil would be NULL
	}
	submitted := n.Submitted
	if submitted.IsZero() {
		submitted = time.Now()
	}
	err = s.write(op, func(tx *sql.Tx) error {
		var storedHash string
		err := tx.QueryRow(`SELECT package_hash FROM problems WHERE id = ?`, n.Problem).Scan(&storedHash)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("problem %q is not stored (EnsureProblem first)", n.Problem)
		} else if err != nil {
			return err
		}
		problemHash := n.ProblemHash
		if problemHash == "" {
			problemHash = storedHash
		}
		if _, err := tx.Exec(`INSERT INTO students (id, added) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`,
			n.Student, now()); err != nil {
			return err
		}

		cur := &Submission{Student: n.Student, Problem: n.Problem}
		var curProblemHash string
		err = tx.QueryRow(`
			SELECT id, file, language, source_hash, problem_hash, status FROM submissions
			WHERE student = ? AND problem = ? AND current = 1`, n.Student, n.Problem).
			Scan(&cur.ID, &cur.File, &cur.Language, &cur.SourceHash, &curProblemHash, &cur.Status)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		unchanged := err == nil && !rejudge && cur.SourceHash == hash && cur.Language == n.Language &&
			curProblemHash == problemHash
		if unchanged {
			if cur.File != n.File { // renamed, same content: say the name the folder has now
				if _, err := tx.Exec(`UPDATE submissions SET file = ? WHERE id = ?`, n.File, cur.ID); err != nil {
					return err
				}
				cur.File = n.File
			}
			if err := loadProgress(tx, cur); err != nil {
				return err
			}
			sub = cur
			return nil
		}

		if _, err := tx.Exec(`UPDATE submissions SET current = 0 WHERE student = ? AND problem = ? AND current = 1`,
			n.Student, n.Problem); err != nil {
			return err
		}
		res, err := tx.Exec(`
			INSERT INTO submissions (student, problem, file, language, source, source_hash, problem_hash,
				submitted, status, current)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
			n.Student, n.Problem, n.File, n.Language, source, hash, problemHash,
			submitted.UTC().Format(timeLayout), StatusQueued)
		if err != nil {
			return err
		}
		id, err := res.LastInsertId()
		if err != nil {
			return err
		}
		sub = &Submission{ID: id, Student: n.Student, Problem: n.Problem, File: n.File, Language: n.Language,
			SourceHash: hash, Status: StatusQueued, TestsDone: map[string]TestView{}}
		fresh = true
		return nil
	})
	if err != nil {
		return nil, false, err
	}
	return sub, fresh, nil
}

// loadProgress fills in the compilation and the tests stored for sub.
func loadProgress(tx *sql.Tx, sub *Submission) error {
	var c CompileView
	err := tx.QueryRow(`SELECT ok, message FROM compilations WHERE submission = ?`, sub.ID).Scan(&c.OK, &c.Message)
	switch {
	case err == nil:
		sub.Compile = &c
	case !errors.Is(err, sql.ErrNoRows):
		return err
	}
	rows, err := tx.Query(`SELECT `+testColumns+` FROM test_results t WHERE submission = ?`, sub.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	sub.TestsDone = map[string]TestView{}
	for rows.Next() {
		var subID int64
		t, err := scanTest(rows, &subID)
		if err != nil {
			return err
		}
		sub.TestsDone[t.Name] = t
	}
	return rows.Err()
}

// SaveCompile stores how the submission compiled, replacing what was
// stored, and marks it running.
func (s *Store) SaveCompile(subID int64, c CompileView, took time.Duration) error {
	return s.write(fmt.Sprintf("save the compilation of submission %d", subID), func(tx *sql.Tx) error {
		_, err := tx.Exec(`
			INSERT INTO compilations (submission, ok, message, took_ms, at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (submission) DO UPDATE SET ok = excluded.ok, message = excluded.message,
				took_ms = excluded.took_ms, at = excluded.at`,
			subID, c.OK, c.Message, took.Milliseconds(), now())
		if isForeignKey(err) {
			return fmt.Errorf("no submission %d", subID)
		} else if err != nil {
			return err
		}
		_, err = tx.Exec(`UPDATE submissions SET status = ? WHERE id = ? AND status IN (?, ?)`,
			StatusRunning, subID, StatusQueued, StatusCompiling)
		return err
	})
}

// SaveTest stores the judgement of one test of a submission. Saving the
// same test (by name) again replaces it.
func (s *Store) SaveTest(subID int64, t TestView) error {
	op := fmt.Sprintf("save test %q of submission %d", t.Name, subID)
	if t.Name == "" {
		return s.errorf(op, errors.New("empty test name"))
	}
	if !t.Verdict.Valid() {
		return s.errorf(op, fmt.Errorf("unknown verdict %q", t.Verdict))
	}
	var board []byte // NULL without a picture
	if t.Board != nil {
		var err error
		if board, err = json.Marshal(t.Board); err != nil {
			return s.errorf(op, err)
		}
	}
	_, err := s.exec(op, `
		INSERT INTO test_results (submission, name, idx, verdict, score, points, max_points,
			cpu_ms, wall_ms, memory_kb, message, board, at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (submission, name) DO UPDATE SET idx = excluded.idx, verdict = excluded.verdict,
			score = excluded.score, points = excluded.points, max_points = excluded.max_points,
			cpu_ms = excluded.cpu_ms, wall_ms = excluded.wall_ms, memory_kb = excluded.memory_kb,
			message = excluded.message, board = excluded.board, at = excluded.at`,
		subID, t.Name, t.Index, string(t.Verdict), t.Score, t.Points, t.MaxPoints,
		t.TimeMS, t.WallMS, t.MemoryKB, t.Message, nullText(board), now())
	if isForeignKey(err) {
		return s.errorf(op, fmt.Errorf("no submission %d", subID))
	}
	return err
}

func nullText(b []byte) any {
	if b == nil {
		return nil
	}
	return string(b)
}

// Finish stores the score of a submission, its verdict and points out of
// maxPoints, and marks it done.
func (s *Store) Finish(subID int64, v verdict.Verdict, points, maxPoints float64) error {
	op := fmt.Sprintf("finish submission %d", subID)
	if !v.Valid() {
		return s.errorf(op, fmt.Errorf("unknown verdict %q", v))
	}
	return s.write(op, func(tx *sql.Tx) error {
		res, err := tx.Exec(`UPDATE submissions SET status = ? WHERE id = ?`, StatusDone, subID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return fmt.Errorf("no submission %d", subID)
		}
		_, err = tx.Exec(`
			INSERT INTO scores (submission, verdict, points, max_points, at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (submission) DO UPDATE SET verdict = excluded.verdict, points = excluded.points,
				max_points = excluded.max_points, at = excluded.at`,
			subID, string(v), points, maxPoints, now())
		return err
	})
}

// ReplaceNotes replaces the notes on a student's folder with those of the
// latest grading run (none clears them). The student is stored if need be.
func (s *Store) ReplaceNotes(student string, notes []string) error {
	op := fmt.Sprintf("replace the notes of %q", student)
	if student == "" {
		return s.errorf(op, errors.New("empty student id"))
	}
	return s.write(op, func(tx *sql.Tx) error {
		if _, err := tx.Exec(`INSERT INTO students (id, added) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`,
			student, now()); err != nil {
			return err
		}
		if _, err := tx.Exec(`DELETE FROM notes WHERE student = ?`, student); err != nil {
			return err
		}
		for i, note := range notes {
			if _, err := tx.Exec(`INSERT INTO notes (student, seq, note) VALUES (?, ?, ?)`, student, i, note); err != nil {
				return err
			}
		}
		return nil
	})
}
