// Package store keeps cham's results in one SQLite file: the students and
// problems of a class, every submission with its source, its compilation,
// the judgement of each test, its score, and the notes on each student's
// folder. Package grade writes it as results come; reports read it back as
// a ClassView.
//
// Every result is written as soon as it is known, each in its own short
// transaction, so that a run killed in the middle (even by SIGKILL) loses
// nothing it stored: running it again resumes the work (Submit returns the
// unfinished submission with the tests already judged) without duplicating
// anything, because every write is an INSERT ... ON CONFLICT on a UNIQUE key.
//
// A submission is graded once. Submitting the same source, in the same
// language, for the same version of the problem package returns the stored
// submission; a new source, a new language, a changed problem package or a
// rejudge stores a new submission and keeps the older ones as history, marked
// not current. A submission has a status (queued, compiling, running, done)
// so that the same database can later queue submissions from a web page.
//
// The file is opened in WAL mode with synchronous=NORMAL, foreign keys on and
// a busy timeout, so that readers never block the writer and a commit costs
// a few hundred microseconds. The schema is a numbered list of migrations,
// each applied in one transaction; its version is the file's
// PRAGMA user_version. A file written by a newer cham (a version above the
// newest migration this code knows) is refused before anything is written to
// it, and so is a file that is not a cham database.
//
// A Store is safe for concurrent use by several goroutines. Writes from one
// Store are serialized in Go (SQLite has one writer at a time, and waiting in
// Go is far cheaper than SQLite's busy back-off); writes from other processes
// wait for the busy timeout.
package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"database/sql/driver"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/mattn/go-sqlite3"
)

// The statuses of a submission, in the order it goes through them.
const (
	StatusQueued    = "queued"    // stored, not yet compiled
	StatusCompiling = "compiling" // taken by a worker (the contest server's queue)
	StatusRunning   = "running"   // compiled; tests are being judged
	StatusDone      = "done"      // finished: its score is stored
)

// ErrNewerSchema is wrapped by the error of Open for a database written by a
// newer version of cham.
var ErrNewerSchema = errors.New("database written by a newer cham")

// ErrNotCham is wrapped by the error of Open for an SQLite file that some
// other program made.
var ErrNotCham = errors.New("not a cham database")

// applicationID marks the file as cham's (PRAGMA application_id): "cham".
const applicationID = 0x6368616d

// busyTimeout is how long a write waits for another process's transaction.
const busyTimeout = 10 * time.Second

// timeLayout is how times are stored: UTC, fixed width, so that they sort
// as text and SQLite's date functions read them.
const timeLayout = "2006-01-02T15:04:05.000000Z"

// migrations are the schema, one step per version: migrations[i] takes a
// database from version i to version i+1. Append; never edit a step that has
// been released.
var migrations = []string{
	// 1: the first schema.
	`
PRAGMA application_id = ` + fmt.Sprint(applicationID) + `;

CREATE TABLE students (
	id    TEXT PRIMARY KEY NOT NULL CHECK (id <> ''), -- the folder's name
	added TEXT NOT NULL
);

CREATE TABLE problems (
	id           TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
	title        TEXT NOT NULL,
	max_points   REAL NOT NULL,
	package_hash TEXT NOT NULL, -- of the problem package the latest run used
	updated      TEXT NOT NULL
);

CREATE TABLE submissions (
	id           INTEGER PRIMARY KEY,
	student      TEXT NOT NULL REFERENCES students (id),
	problem      TEXT NOT NULL REFERENCES problems (id),
	file         TEXT NOT NULL, -- the source's name in the student's folder
	language     TEXT NOT NULL,
	source       BLOB NOT NULL,
	source_hash  TEXT NOT NULL, -- sha256 of source, hex
	problem_hash TEXT NOT NULL, -- the package it is judged against
	submitted    TEXT NOT NULL,
	status       TEXT NOT NULL CHECK (status IN ('queued', 'compiling', 'running', 'done')),
	current      INTEGER NOT NULL CHECK (current IN (0, 1)) -- the one that counts
);
-- At most one current submission per student and problem.
CREATE UNIQUE INDEX submissions_current ON submissions (student, problem) WHERE current = 1;
CREATE INDEX submissions_history ON submissions (student, problem, id);
CREATE INDEX submissions_unfinished ON submissions (status) WHERE status <> 'done';

CREATE TABLE compilations (
	submission INTEGER PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
	ok         INTEGER NOT NULL CHECK (ok IN (0, 1)),
	message    TEXT NOT NULL,
	took_ms    INTEGER NOT NULL,
	at         TEXT NOT NULL
);

CREATE TABLE test_results (
	submission INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
	name       TEXT NOT NULL CHECK (name <> ''),
	idx        INTEGER NOT NULL, -- 0-based position in the problem's tests
	verdict    TEXT NOT NULL,
	score      REAL NOT NULL, -- fraction of the test's points, 0 to 1
	points     REAL NOT NULL,
	max_points REAL NOT NULL,
	cpu_ms     INTEGER NOT NULL,
	wall_ms    INTEGER NOT NULL,
	memory_kb  INTEGER NOT NULL, -- peak
	message    TEXT NOT NULL,
	board      TEXT, -- JSON of check.Board; NULL without a picture
	at         TEXT NOT NULL,
	PRIMARY KEY (submission, name)
);

CREATE TABLE scores (
	submission INTEGER PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
	verdict    TEXT NOT NULL,
	points     REAL NOT NULL,
	max_points REAL NOT NULL,
	at         TEXT NOT NULL
);

CREATE TABLE notes (
	student TEXT NOT NULL REFERENCES students (id),
	seq     INTEGER NOT NULL, -- order of the notes
	note    TEXT NOT NULL,
	PRIMARY KEY (student, seq)
);
`,
	// 2: the contest server: accounts, sessions, the judging queue, the
	// contest's state, announcements and clarifications (contest.go).
	contestSchema,
}

// Store is an open result database.
type Store struct {
	db      *sql.DB
	path    string     // as given to Open, for messages
	writeMu sync.Mutex // one writer at a time in this process
}

// Open opens the database file at path, creating it if it does not exist,
// and brings its schema up to date. It refuses a file written by a newer
// cham (ErrNewerSchema) or by another program (ErrNotCham) without writing
// to it, and names the file when it cannot be read.
func Open(path string) (*Store, error) {
	if path == "" {
		return nil, errors.New("store: no database file named")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("store %s: %w", path, err)
	}
	info, err := os.Stat(abs)
	switch {
	case err == nil && info.IsDir():
		return nil, fmt.Errorf("store %s: is a directory, not a database file", path)
	case err == nil:
		// Look before writing anything: even setting WAL mode writes.
		if err := inspect(path, abs); err != nil {
			return nil, err
		}
	case errors.Is(err, fs.ErrNotExist):
		if dir := filepath.Dir(abs); !isDir(dir) {
			return nil, fmt.Errorf("store %s: cannot create the database: folder %s does not exist", path, dir)
		}
	default:
		return nil, fmt.Errorf("store %s: %w", path, err)
	}

	db, err := sql.Open("sqlite3", fileURI(abs)+"?_journal_mode=WAL&_synchronous=NORMAL&_foreign_keys=on"+
		fmt.Sprintf("&_busy_timeout=%d", busyTimeout.Milliseconds())+"&_txlock=immediate")
	if err != nil {
		return nil, fmt.Errorf("store %s: %w", path, err)
	}
	db.SetMaxIdleConns(4)
	s := &Store{db: db, path: path}
	if err := s.migrate(migrations); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// Close closes the database. The last connection to close folds the WAL
// back into the file.
func (s *Store) Close() error {
	if err := s.db.Close(); err != nil {
		return fmt.Errorf("store %s: close: %w", s.path, err)
	}
	return nil
}

// SchemaVersion is the version of the schema this code writes: the number
// of migrations it knows, which Open brings every database up to.
func (s *Store) SchemaVersion() int { return len(migrations) }

// Hash is the content hash the store keeps of a source: sha256, in hex.
func Hash(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// inspect reads an existing file read-only and says whether it may be
// opened for writing: an SQLite file whose schema this code knows, made by
// cham or empty.
func inspect(path, abs string) error {
	ro, err := sql.Open("sqlite3", fileURI(abs)+fmt.Sprintf("?mode=ro&_busy_timeout=%d", busyTimeout.Milliseconds()))
	if err != nil {
		return fmt.Errorf("store %s: %w", path, err)
	}
	defer ro.Close()
	var version, appID, tables int
	if err := ro.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return fmt.Errorf("store %s: cannot read the file as an SQLite database: %w", path, err)
	}
	if err := ro.QueryRow("PRAGMA application_id").Scan(&appID); err != nil {
		return fmt.Errorf("store %s: cannot read the file as an SQLite database: %w", path, err)
	}
	if err := ro.QueryRow("SELECT count(*) FROM sqlite_schema").Scan(&tables); err != nil {
		return fmt.Errorf("store %s: cannot read the file as an SQLite database: %w", path, err)
	}
	if appID != applicationID && (appID != 0 || tables > 0) {
		return fmt.Errorf("store %s: %w: it is an SQLite database that holds another program's tables (application id %#x)",
			path, ErrNotCham, appID)
	}
	if version > len(migrations) {
		return newerError(path, version)
	}
	return nil
}

func newerError(path string, version int) error {
	return fmt.Errorf("store %s: %w: its schema is version %d, this cham knows versions up to %d; "+
		"use a newer cham (the file was not changed)", path, ErrNewerSchema, version, len(migrations))
}

// migrate applies the steps the database lacks, each in one transaction
// that also sets the version, so that a step is either wholly done or not
// at all. It checks the version again inside each transaction, in case
// another process migrated meanwhile.
func (s *Store) migrate(steps []string) error {
	for {
		done, err := s.migrateStep(steps)
		if err != nil || done {
			return err
		}
	}
}

// migrateStep applies the next missing step; done means none was missing.
func (s *Store) migrateStep(steps []string) (done bool, err error) {
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	tx, err := s.db.Begin()
	if err != nil {
		return false, s.openError(err)
	}
	defer tx.Rollback()
	var version int
	if err := tx.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return false, s.openError(err)
	}
	switch {
	case version > len(steps):
		return false, newerError(s.path, version)
	case version == len(steps):
		return true, nil
	}
	if _, err := tx.Exec(steps[version]); err != nil {
		return false, fmt.Errorf("store %s: migration %d -> %d: %w", s.path, version, version+1, err)
	}
	if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", version+1)); err != nil {
		return false, fmt.Errorf("store %s: migration %d -> %d: %w", s.path, version, version+1, err)
	}
	if err := tx.Commit(); err != nil {
		return false, fmt.Errorf("store %s: migration %d -> %d: %w", s.path, version, version+1, err)
	}
	return false, nil
}

func (s *Store) openError(err error) error {
	return fmt.Errorf("store %s: cannot open the file as an SQLite database: %w", s.path, err)
}

// fileURI is path as an SQLite URI, escaped so that spaces, Vietnamese
// letters, '?' and '#' in folder names survive.
func fileURI(abs string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String()
}

func isDir(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.IsDir()
}

// errorf says which file and which operation an error is about.
func (s *Store) errorf(op string, err error) error {
	return fmt.Errorf("store %s: %s: %w", s.path, op, err)
}

// write runs fn in one write transaction, after the writes of this Store's
// other goroutines.
func (s *Store) write(op string, fn func(tx *sql.Tx) error) error {
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	tx, err := s.db.Begin() // BEGIN IMMEDIATE: waits for other processes here, not at the first write
	if err != nil {
		return s.errorf(op, err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return s.errorf(op, err)
	}
	if err := tx.Commit(); err != nil {
		return s.errorf(op, err)
	}
	return nil
}

// exec runs one statement in its own (implicit) transaction.
func (s *Store) exec(op string, query string, args ...any) (sql.Result, error) {
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	res, err := s.db.Exec(query, args...)
	if err != nil {
		return nil, s.errorf(op, err)
	}
	return res, nil
}

// querier is what reads need of a connection or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// read runs fn on one snapshot of the database: a deferred read transaction
// that does not hold up writers. (BeginTx would start an IMMEDIATE one.)
func (s *Store) read(op string, fn func(q querier) error) error {
	ctx := context.Background()
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return s.errorf(op, err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN DEFERRED"); err != nil {
		return s.errorf(op, err)
	}
	err = fn(conn)
	if _, rbErr := conn.ExecContext(ctx, "ROLLBACK"); rbErr != nil {
		// Never give a connection inside a transaction back to the pool.
		conn.Raw(func(any) error { return driver.ErrBadConn })
		if err == nil {
			err = rbErr
		}
	}
	if err != nil {
		return s.errorf(op, err)
	}
	return nil
}

// isForeignKey reports whether err is a foreign key constraint failure.
func isForeignKey(err error) bool {
	var se sqlite3.Error
	return errors.As(err, &se) && se.ExtendedCode == sqlite3.ErrConstraintForeignKey
}

func now() string { return time.Now().UTC().Format(timeLayout) }

func parseTime(s string) time.Time {
	t, err := time.Parse(timeLayout, s)
	if err != nil {
		t, _ = time.Parse(time.RFC3339Nano, s)
	}
	return t
}
