package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// The judging queue. Submissions wait in the database, queued; a judge
// worker (in the server's process or in another, `cham worker`) claims the
// oldest one in one write transaction, so that two workers never take the
// same submission, and keeps a row in the judging table: who has it, its
// heartbeat, and how far it is (test k of n). A worker that dies leaves
// its claim behind: once the heartbeat is older than the stale time, or
// once ReleaseClaims finds the worker's process gone, the submission is
// claimed again, and judging resumes from the tests already stored.

// Claim takes the oldest submission of one of problems (nil: any) that is
// queued, or that is being judged by a worker gone quiet since
// staleBefore, for worker. It returns nil when there is none. The
// submission comes with the compilation and the tests already stored.
func (s *Store) Claim(worker string, problems []string, staleBefore time.Time) (*Submission, error) {
	var sub *Submission
	err := s.write(fmt.Sprintf("claim a submission for %s", worker), func(tx *sql.Tx) error {
		cond := `(s.status = 'queued' OR (s.status IN ('compiling', 'running') AND
			(j.submission IS NULL OR j.heartbeat < ?)))`
		args := []any{staleBefore.UTC().Format(timeLayout)}
		if problems != nil {
			if len(problems) == 0 {
				return nil
			}
			cond += ` AND s.problem IN (?` + strings.Repeat(", ?", len(problems)-1) + `)`
			for _, p := range problems {
				args = append(args, p)
			}
		}
		c := &Submission{}
		err := tx.QueryRow(`
			SELECT s.id, s.student, s.problem, s.file, s.language, s.source_hash, s.status
			FROM submissions s LEFT JOIN judging j ON j.submission = s.id
			WHERE `+cond+` ORDER BY s.id LIMIT 1`, args...).
			Scan(&c.ID, &c.Student, &c.Problem, &c.File, &c.Language, &c.SourceHash, &c.Status)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		} else if err != nil {
			return err
		}
		if err := loadProgress(tx, c); err != nil {
			return err
		}
		c.Status = StatusCompiling
		if c.Compile != nil {
			c.Status = StatusRunning
		}
		if _, err := tx.Exec(`UPDATE submissions SET status = ? WHERE id = ?`, c.Status, c.ID); err != nil {
			return err
		}
		t := now()
		if _, err := tx.Exec(`
			INSERT INTO judging (submission, worker, claimed, heartbeat, tests_done, tests_total)
			VALUES (?, ?, ?, ?, ?, 0)
			ON CONFLICT (submission) DO UPDATE SET worker = excluded.worker, claimed = excluded.claimed,
				heartbeat = excluded.heartbeat, tests_done = excluded.tests_done`,
			c.ID, worker, t, t, len(c.TestsDone)); err != nil {
			return err
		}
		sub = c
		return nil
	})
	return sub, err
}

// SetProgress says how many tests of a submission are judged, of how many,
// and that its worker is alive.
func (s *Store) SetProgress(subID int64, done, total int) error {
	_, err := s.exec(fmt.Sprintf("save the progress of submission %d", subID), `
		UPDATE judging SET tests_done = ?, tests_total = ?, heartbeat = ? WHERE submission = ?`,
		done, total, now(), subID)
	return err
}

// Heartbeat says that worker is alive: its claims are not stale.
func (s *Store) Heartbeat(worker string) error {
	_, err := s.exec(fmt.Sprintf("heartbeat of %s", worker), `UPDATE judging SET heartbeat = ? WHERE worker = ?`, now(), worker)
	return err
}

// Release drops the claim on a submission: after it is done, or to give it
// back to the queue (when the worker stops).
func (s *Store) Release(subID int64) error {
	_, err := s.exec(fmt.Sprintf("release submission %d", subID), `DELETE FROM judging WHERE submission = ?`, subID)
	return err
}

// ReleaseClaims drops the claims of the workers that dead says are gone
// (e.g. processes of this machine that no longer run), so that their
// submissions are claimed again at once. It returns how many it dropped.
func (s *Store) ReleaseClaims(dead func(worker string) bool) (int, error) {
	var workers []string
	err := s.read("list the workers", func(q querier) error {
		rows, err := q.QueryContext(context.Background(), `SELECT DISTINCT worker FROM judging`)
		if err != nil {
			return err
		}
		for rows.Next() {
			var w string
			if err := rows.Scan(&w); err != nil {
				rows.Close()
				return err
			}
			workers = append(workers, w)
		}
		return closeRows(rows)
	})
	if err != nil {
		return 0, err
	}
	n := 0
	for _, w := range workers {
		if !dead(w) {
			continue
		}
		res, err := s.exec(fmt.Sprintf("release the claims of %s", w), `DELETE FROM judging WHERE worker = ?`, w)
		if err != nil {
			return n, err
		}
		k, _ := res.RowsAffected()
		n += int(k)
	}
	return n, nil
}

// Pending counts the submissions not done yet.
func (s *Store) Pending() (int, error) {
	var n int
	err := s.read("count the pending submissions", func(q querier) error {
		return q.QueryRowContext(context.Background(), `SELECT count(*) FROM submissions WHERE status <> 'done'`).Scan(&n)
	})
	return n, err
}

// Requeue puts done submissions back in the queue to be judged again from
// scratch, against the problem package of hash problemHash (empty: the
// one stored with the problem): their compilation, tests and score are
// deleted. Submissions not done are left alone: they are being judged
// already. The submission keeps its id and time, so a rejudge changes no
// one's tries. It returns the ids requeued.
func (s *Store) Requeue(ids []int64, problemHash string) ([]int64, error) {
	var out []int64
	err := s.write(fmt.Sprintf("requeue %d submissions", len(ids)), func(tx *sql.Tx) error {
		for _, id := range ids {
			var status, problem string
			err := tx.QueryRow(`SELECT status, problem FROM submissions WHERE id = ?`, id).Scan(&status, &problem)
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("no submission %d: %w", id, ErrNotFound)
			} else if err != nil {
				return err
			}
			if status != StatusDone {
				continue
			}
			hash := problemHash
			if hash == "" {
				if err := tx.QueryRow(`SELECT package_hash FROM problems WHERE id = ?`, problem).Scan(&hash); err != nil {
					return err
				}
			}
			for _, q := range []string{
				`DELETE FROM compilations WHERE submission = ?`,
				`DELETE FROM test_results WHERE submission = ?`,
				`DELETE FROM scores WHERE submission = ?`,
				`DELETE FROM judging WHERE submission = ?`,
			} {
				if _, err := tx.Exec(q, id); err != nil {
					return err
				}
			}
			if _, err := tx.Exec(`UPDATE submissions SET status = ?, problem_hash = ? WHERE id = ?`, StatusQueued, hash, id); err != nil {
				return err
			}
			out = append(out, id)
		}
		return nil
	})
	return out, err
}

// ProblemSubmissions lists the ids of every submission of a problem.
func (s *Store) ProblemSubmissions(problem string) ([]int64, error) {
	var ids []int64
	err := s.read(fmt.Sprintf("list the submissions of %q", problem), func(q querier) error {
		rows, err := q.QueryContext(context.Background(), `SELECT id FROM submissions WHERE problem = ? ORDER BY id`, problem)
		if err != nil {
			return err
		}
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return err
			}
			ids = append(ids, id)
		}
		return closeRows(rows)
	})
	return ids, err
}
