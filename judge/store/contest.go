package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// contestSchema is migration 2: what the contest server (cham serve) keeps
// besides the submissions: the accounts that log in, their sessions, the
// judging queue's claims and progress, the contest's own state (its start,
// the teacher's extension, the freeze lifted), announcements and
// clarifications.
const contestSchema = `
CREATE TABLE accounts (
	id            TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
	name          TEXT NOT NULL,
	password_hash TEXT NOT NULL, -- bcrypt
	admin         INTEGER NOT NULL DEFAULT 0 CHECK (admin IN (0, 1)),
	disabled      INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
	created       TEXT NOT NULL
);

CREATE TABLE sessions (
	token_hash TEXT PRIMARY KEY NOT NULL, -- sha256 of the cookie's token: a stolen file gives no session
	account    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	csrf       TEXT NOT NULL,
	created    TEXT NOT NULL,
	expires    TEXT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account);

-- A submission taken by a judge worker: who has it, since when, when the
-- worker last said it is alive, and how far it is.
CREATE TABLE judging (
	submission  INTEGER PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
	worker      TEXT NOT NULL,
	claimed     TEXT NOT NULL,
	heartbeat   TEXT NOT NULL,
	tests_done  INTEGER NOT NULL DEFAULT 0,
	tests_total INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX judging_heartbeat ON judging (heartbeat);

CREATE TABLE contest_state (
	key   TEXT PRIMARY KEY NOT NULL,
	value TEXT NOT NULL
);

CREATE TABLE announcements (
	id   INTEGER PRIMARY KEY,
	text TEXT NOT NULL,
	at   TEXT NOT NULL
);

CREATE TABLE clarifications (
	id       INTEGER PRIMARY KEY,
	account  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
	problem  TEXT NOT NULL, -- '' for the contest as a whole
	question TEXT NOT NULL,
	answer   TEXT NOT NULL DEFAULT '',
	public   INTEGER NOT NULL DEFAULT 0 CHECK (public IN (0, 1)), -- the answer is shown to everyone
	asked    TEXT NOT NULL,
	answered TEXT
);
CREATE INDEX clarifications_account ON clarifications (account, id);
`

// ErrNotFound is wrapped by the errors of lookups that find nothing.
var ErrNotFound = errors.New("not found")

// Account is someone who logs in to the contest server: a student, or the
// teacher (Admin).
type Account struct {
	ID           string
	Name         string
	PasswordHash string
	Admin        bool
	Disabled     bool
}

// PutAccount stores an account, or replaces the name, password hash and
// role of the one with its id. A student's account is also a student of
// the class, so that its submissions are in reports.
func (s *Store) PutAccount(a Account) error {
	op := fmt.Sprintf("store the account %q", a.ID)
	if a.ID == "" || a.PasswordHash == "" {
		return s.errorf(op, errors.New("empty id or password hash"))
	}
	return s.write(op, func(tx *sql.Tx) error {
		if _, err := tx.Exec(`
			INSERT INTO accounts (id, name, password_hash, admin, created) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (id) DO UPDATE SET name = excluded.name, password_hash = excluded.password_hash,
				admin = excluded.admin`, a.ID, a.Name, a.PasswordHash, a.Admin, now()); err != nil {
			return err
		}
		if a.Admin {
			return nil
		}
		_, err := tx.Exec(`INSERT INTO students (id, added) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`, a.ID, now())
		return err
	})
}

const accountColumns = `id, name, password_hash, admin, disabled`

func scanAccount(row interface{ Scan(...any) error }) (Account, error) {
	var a Account
	err := row.Scan(&a.ID, &a.Name, &a.PasswordHash, &a.Admin, &a.Disabled)
	return a, err
}

// Account finds an account by id; the error wraps ErrNotFound if there is
// none.
func (s *Store) Account(id string) (Account, error) {
	var a Account
	err := s.read(fmt.Sprintf("read the account %q", id), func(q querier) error {
		var err error
		a, err = scanAccount(q.QueryRowContext(context.Background(), `SELECT `+accountColumns+` FROM accounts WHERE id = ?`, id))
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("no account %q: %w", id, ErrNotFound)
		}
		return err
	})
	return a, err
}

// Accounts lists every account, the teachers first, then the students in
// Vietnamese alphabetical order of their ids.
func (s *Store) Accounts() ([]Account, error) {
	var out []Account
	err := s.read("list the accounts", func(q querier) error {
		rows, err := q.QueryContext(context.Background(), `SELECT `+accountColumns+` FROM accounts`)
		if err != nil {
			return err
		}
		for rows.Next() {
			a, err := scanAccount(rows)
			if err != nil {
				rows.Close()
				return err
			}
			out = append(out, a)
		}
		return closeRows(rows)
	})
	if err != nil {
		return nil, err
	}
	ids := make([]string, len(out))
	byID := map[string]Account{}
	for i, a := range out {
		ids[i] = a.ID
		byID[a.ID] = a
	}
	SortIDs(ids)
	sorted := make([]Account, 0, len(out))
	for _, admin := range []bool{true, false} {
		for _, id := range ids {
			if byID[id].Admin == admin {
				sorted = append(sorted, byID[id])
			}
		}
	}
	return sorted, nil
}

// SetDisabled disables an account (it cannot log in, and its sessions end)
// or enables it again.
func (s *Store) SetDisabled(id string, disabled bool) error {
	return s.write(fmt.Sprintf("disable the account %q", id), func(tx *sql.Tx) error {
		res, err := tx.Exec(`UPDATE accounts SET disabled = ? WHERE id = ?`, disabled, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("no account %q: %w", id, ErrNotFound)
		}
		if disabled {
			_, err = tx.Exec(`DELETE FROM sessions WHERE account = ?`, id)
		}
		return err
	})
}

// Session is a logged-in browser.
type Session struct {
	Account Account
	CSRF    string // the token every form of this session carries
	Expires time.Time
}

// CreateSession stores a session of account, found again by the hash of
// its cookie's token.
func (s *Store) CreateSession(tokenHash, account, csrf string, expires time.Time) error {
	_, err := s.exec(fmt.Sprintf("create a session of %q", account), `
		INSERT INTO sessions (token_hash, account, csrf, created, expires) VALUES (?, ?, ?, ?, ?)`,
		tokenHash, account, csrf, now(), expires.UTC().Format(timeLayout))
	return err
}

// Session finds a session that has not expired, of an account that is not
// disabled; the error wraps ErrNotFound if there is none.
func (s *Store) Session(tokenHash string) (*Session, error) {
	var out *Session
	err := s.read("read a session", func(q querier) error {
		row := q.QueryRowContext(context.Background(), `
			SELECT a.id, a.name, a.password_hash, a.admin, a.disabled, s.csrf, s.expires
			FROM sessions s JOIN accounts a ON a.id = s.account
			WHERE s.token_hash = ? AND s.expires > ? AND a.disabled = 0`, tokenHash, now())
		var sess Session
		var expires string
		err := row.Scan(&sess.Account.ID, &sess.Account.Name, &sess.Account.PasswordHash, &sess.Account.Admin,
			&sess.Account.Disabled, &sess.CSRF, &expires)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("no such session: %w", ErrNotFound)
		} else if err != nil {
			return err
		}
		sess.Expires = parseTime(expires)
		out = &sess
		return nil
	})
	return out, err
}

// DeleteSession ends a session (logging out), and every expired one.
func (s *Store) DeleteSession(tokenHash string) error {
	_, err := s.exec("delete a session", `DELETE FROM sessions WHERE token_hash = ? OR expires <= ?`, tokenHash, now())
	return err
}

// ContestValue reads a value of the contest's state; ok is false when it
// was never set.
func (s *Store) ContestValue(key string) (value string, ok bool, err error) {
	err = s.read(fmt.Sprintf("read the contest's %s", key), func(q querier) error {
		err := q.QueryRowContext(context.Background(), `SELECT value FROM contest_state WHERE key = ?`, key).Scan(&value)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		ok = err == nil
		return err
	})
	return value, ok, err
}

// SetContestValue sets a value of the contest's state.
func (s *Store) SetContestValue(key, value string) error {
	_, err := s.exec(fmt.Sprintf("set the contest's %s", key), `
		INSERT INTO contest_state (key, value) VALUES (?, ?)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value)
	return err
}

// InitContestValue sets a value of the contest's state unless it is set
// already, and returns the value stored: the first process to set it wins.
func (s *Store) InitContestValue(key, value string) (string, error) {
	var stored string
	err := s.write(fmt.Sprintf("set the contest's %s", key), func(tx *sql.Tx) error {
		if _, err := tx.Exec(`INSERT INTO contest_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING`,
			key, value); err != nil {
			return err
		}
		return tx.QueryRow(`SELECT value FROM contest_state WHERE key = ?`, key).Scan(&stored)
	})
	return stored, err
}

// Announcement is a message from the teacher to every student.
type Announcement struct {
	ID   int64
	Text string
	At   time.Time
}

// Announce stores an announcement.
func (s *Store) Announce(text string) (int64, error) {
	res, err := s.exec("store an announcement", `INSERT INTO announcements (text, at) VALUES (?, ?)`, text, now())
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// Announcements lists the announcements, newest first.
func (s *Store) Announcements() ([]Announcement, error) {
	var out []Announcement
	err := s.read("list the announcements", func(q querier) error {
		rows, err := q.QueryContext(context.Background(), `SELECT id, text, at FROM announcements ORDER BY id DESC`)
		if err != nil {
			return err
		}
		for rows.Next() {
			var a Announcement
			var at string
			if err := rows.Scan(&a.ID, &a.Text, &at); err != nil {
				rows.Close()
				return err
			}
			a.At = parseTime(at)
			out = append(out, a)
		}
		return closeRows(rows)
	})
	return out, err
}

// Clarification is a student's question and the teacher's answer.
type Clarification struct {
	ID       int64
	Account  string
	Problem  string // empty: about the contest as a whole
	Question string
	Answer   string // empty: not answered yet
	Public   bool   // the answer is shown to every student
	Asked    time.Time
	Answered time.Time
}

// Ask stores a student's question.
func (s *Store) Ask(account, problem, question string) (int64, error) {
	res, err := s.exec(fmt.Sprintf("store a question of %q", account), `
		INSERT INTO clarifications (account, problem, question, asked) VALUES (?, ?, ?, ?)`,
		account, problem, question, now())
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// Answer stores the teacher's answer to a question, for the student who
// asked or, public, for everyone.
func (s *Store) Answer(id int64, answer string, public bool) error {
	return s.write(fmt.Sprintf("answer question %d", id), func(tx *sql.Tx) error {
		res, err := tx.Exec(`UPDATE clarifications SET answer = ?, public = ?, answered = ? WHERE id = ?`,
			answer, public, now(), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("no question %d: %w", id, ErrNotFound)
		}
		return nil
	})
}

// Clarifications lists, newest first, the questions an account may read:
// its own and the public ones; every question when account is empty (the
// teacher).
func (s *Store) Clarifications(account string) ([]Clarification, error) {
	var out []Clarification
	err := s.read("list the clarifications", func(q querier) error {
		where, args := "1 = 1", []any{}
		if account != "" {
			where, args = "account = ? OR public = 1", []any{account}
		}
		rows, err := q.QueryContext(context.Background(), `
			SELECT id, account, problem, question, answer, public, asked, coalesce(answered, '')
			FROM clarifications WHERE `+where+` ORDER BY id DESC`, args...)
		if err != nil {
			return err
		}
		for rows.Next() {
			var c Clarification
			var asked, answered string
			if err := rows.Scan(&c.ID, &c.Account, &c.Problem, &c.Question, &c.Answer, &c.Public, &asked, &answered); err != nil {
				rows.Close()
				return err
			}
			c.Asked = parseTime(asked)
			if answered != "" {
				c.Answered = parseTime(answered)
			}
			out = append(out, c)
		}
		return closeRows(rows)
	})
	return out, err
}

// Entry is one submission in a list of the contest's submissions: no
// source and no tests, but its state in the judging queue.
type Entry struct {
	ID         int64
	Student    string
	Problem    string
	File       string
	Language   string
	Submitted  time.Time
	Status     string // StatusQueued ... StatusDone
	Verdict    string // when done
	Points     float64
	MaxPoints  float64
	TestsDone  int // while running: tests judged so far ...
	TestsTotal int // ... of this many
}

// Filter selects submissions; empty fields select all.
type Filter struct {
	Student, Problem, Verdict string
	Limit                     int // newest first; 0: all
}

// Entries lists the submissions a filter selects, newest first.
func (s *Store) Entries(f Filter) ([]Entry, error) {
	var where []string
	var args []any
	if f.Student != "" {
		where, args = append(where, "s.student = ?"), append(args, f.Student)
	}
	if f.Problem != "" {
		where, args = append(where, "s.problem = ?"), append(args, f.Problem)
	}
	switch f.Verdict {
	case "":
	case "pending":
		where = append(where, "s.status <> 'done'")
	default:
		where, args = append(where, "sc.verdict = ?"), append(args, f.Verdict)
	}
	cond := "1 = 1"
	if len(where) > 0 {
		cond = strings.Join(where, " AND ")
	}
	limit := ""
	if f.Limit > 0 {
		limit = fmt.Sprintf(" LIMIT %d", f.Limit)
	}
	var out []Entry
	err := s.read("list the submissions", func(q querier) error {
		var err error
		out, err = entries(q, cond+" ORDER BY s.id DESC"+limit, args...)
		return err
	})
	return out, err
}

// Entry reads one submission; the error wraps ErrNotFound if there is none.
func (s *Store) Entry(id int64) (Entry, error) {
	var out []Entry
	err := s.read(fmt.Sprintf("read submission %d", id), func(q querier) error {
		var err error
		out, err = entries(q, "s.id = ?", id)
		return err
	})
	if err == nil && len(out) == 0 {
		err = s.errorf(fmt.Sprintf("read submission %d", id), fmt.Errorf("no submission %d: %w", id, ErrNotFound))
	}
	if err != nil {
		return Entry{}, err
	}
	return out[0], nil
}

func entries(q querier, where string, args ...any) ([]Entry, error) {
	rows, err := q.QueryContext(context.Background(), `
		SELECT s.id, s.student, s.problem, s.file, s.language, s.submitted, s.status,
			coalesce(sc.verdict, ''), coalesce(sc.points, 0), coalesce(sc.max_points, p.max_points),
			coalesce(j.tests_done, 0), coalesce(j.tests_total, 0)
		FROM submissions s
		JOIN problems p ON p.id = s.problem
		LEFT JOIN scores sc ON sc.submission = s.id
		LEFT JOIN judging j ON j.submission = s.id
		WHERE `+where, args...)
	if err != nil {
		return nil, err
	}
	out := []Entry{}
	for rows.Next() {
		var e Entry
		var submitted string
		if err := rows.Scan(&e.ID, &e.Student, &e.Problem, &e.File, &e.Language, &submitted, &e.Status,
			&e.Verdict, &e.Points, &e.MaxPoints, &e.TestsDone, &e.TestsTotal); err != nil {
			rows.Close()
			return nil, err
		}
		e.Submitted = parseTime(submitted)
		if e.Status != StatusDone {
			e.Verdict = ""
		}
		out = append(out, e)
	}
	return out, closeRows(rows)
}

// Detail reads one submission with its compilation and tests; the error
// wraps ErrNotFound if there is none.
func (s *Store) Detail(id int64) (*SubmissionView, error) {
	var out *SubmissionView
	err := s.read(fmt.Sprintf("read submission %d", id), func(q querier) error {
		subs, err := submissions(q, "s.id = ?", id)
		if err != nil {
			return err
		}
		if len(subs) == 0 {
			return fmt.Errorf("no submission %d: %w", id, ErrNotFound)
		}
		out = &subs[0].SubmissionView
		return nil
	})
	return out, err
}

// Source reads the source of a submission: its file name and content.
func (s *Store) Source(id int64) (file string, data []byte, err error) {
	err = s.read(fmt.Sprintf("read the source of submission %d", id), func(q querier) error {
		err := q.QueryRowContext(context.Background(), `SELECT file, source FROM submissions WHERE id = ?`, id).Scan(&file, &data)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("no submission %d: %w", id, ErrNotFound)
		}
		return err
	})
	return file, data, err
}

// SubmissionCount says how many submissions a student made of a problem,
// and when the student last submitted anything.
func (s *Store) SubmissionCount(student, problem string) (n int, last time.Time, err error) {
	err = s.read(fmt.Sprintf("count the submissions of %q", student), func(q querier) error {
		ctx := context.Background()
		if err := q.QueryRowContext(ctx, `SELECT count(*) FROM submissions WHERE student = ? AND problem = ?`,
			student, problem).Scan(&n); err != nil {
			return err
		}
		var at sql.NullString
		if err := q.QueryRowContext(ctx, `SELECT max(submitted) FROM submissions WHERE student = ?`, student).Scan(&at); err != nil {
			return err
		}
		if at.Valid {
			last = parseTime(at.String)
		}
		return nil
	})
	return n, last, err
}

// Attempt is a submission as a scoreboard counts it.
type Attempt struct {
	ID                int64
	Student, Problem  string
	Submitted         time.Time
	Verdict           string // empty until done
	Points, MaxPoints float64
}

// Attempts lists every submission, done or not, oldest first.
func (s *Store) Attempts() ([]Attempt, error) {
	var out []Attempt
	err := s.read("read the attempts", func(q querier) error {
		rows, err := q.QueryContext(context.Background(), `
			SELECT s.id, s.student, s.problem, s.submitted, s.status,
				coalesce(sc.verdict, ''), coalesce(sc.points, 0), coalesce(sc.max_points, p.max_points)
			FROM submissions s JOIN problems p ON p.id = s.problem
			LEFT JOIN scores sc ON sc.submission = s.id ORDER BY s.id`)
		if err != nil {
			return err
		}
		for rows.Next() {
			var a Attempt
			var submitted, status string
			if err := rows.Scan(&a.ID, &a.Student, &a.Problem, &submitted, &status, &a.Verdict, &a.Points, &a.MaxPoints); err != nil {
				rows.Close()
				return err
			}
			a.Submitted = parseTime(submitted)
			if status != StatusDone {
				a.Verdict, a.Points = "", 0
			}
			out = append(out, a)
		}
		return closeRows(rows)
	})
	return out, err
}

// Version is a number that changes whenever a submission is stored,
// finished or put back in the queue: the scoreboard's cache key.
func (s *Store) Version() (int64, error) {
	var v int64
	err := s.read("read the version", func(q querier) error {
		return q.QueryRowContext(context.Background(), `
			SELECT coalesce((SELECT max(id) FROM submissions), 0) * 1000003
				+ (SELECT count(*) FROM scores) * 1009
				+ (SELECT count(*) FROM submissions WHERE status <> 'done')`).Scan(&v)
	})
	return v, err
}

// BestClass is the class table of a contest: like Class, but each cell is
// the submission that counts on the scoreboard rather than the latest: with
// icpc, the first accepted one, else the latest judged one; otherwise
// (IOI) the one with the most points, the earliest of equals.
func (s *Store) BestClass(title string, problems []ProblemView, icpc bool) (*ClassView, error) {
	view, err := s.Class(title, problems)
	if err != nil {
		return nil, err
	}
	err = s.read("read the best submissions", func(q querier) error {
		subs, err := submissions(q, "s.status = 'done'")
		if err != nil {
			return err
		}
		byStudent := map[string]*StudentView{}
		for i := range view.Students {
			view.Students[i].Results = map[string]*SubmissionView{}
			byStudent[view.Students[i].ID] = &view.Students[i]
		}
		// subs are newest first: walk them oldest first.
		for i := len(subs) - 1; i >= 0; i-- {
			sv := subs[i]
			st := byStudent[sv.student]
			if st == nil || !hasProblem(view.Problems, sv.Problem) {
				continue
			}
			cur := st.Results[sv.Problem]
			var better bool
			switch {
			case cur == nil:
				better = true
			case icpc:
				better = cur.Verdict != "AC" // the first AC stays; until then, the latest
			default:
				better = sv.Points > cur.Points
			}
			if better {
				v := sv.SubmissionView
				st.Results[sv.Problem] = &v
			}
		}
		for i := range view.Students {
			st := &view.Students[i]
			st.Total = 0
			for _, r := range st.Results {
				st.Total += r.Points
			}
		}
		return nil
	})
	return view, err
}

func hasProblem(ps []ProblemView, id string) bool {
	for _, p := range ps {
		if p.ID == id {
			return true
		}
	}
	return false
}
