package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"strings"
	"time"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/worker"
	"github.com/cham-judge/cham/web"
	"github.com/urfave/cli/v2"
)

func serveCommand() *cli.Command {
	return &cli.Command{
		Name:      "serve",
		Usage:     "run a contest in a room: a web page for students, a live scoreboard, judge workers",
		UsageText: "cham serve CONTEST [--listen ADDR] [--db FILE] [--workers N] [--cert FILE --key FILE]",
		Description: `CONTEST is a contest file (YAML) or a folder holding contest.yaml:

   title: Kiểm tra đệ quy - lớp 11A
   start: 2025-05-01 08:00     # local time; left out: when the server first starts
   duration: 90m               # or end: 2025-05-01 09:30
   problems: [queens, knight, ./my-problem]   # built-in ids or package folders
   scoring: ioi                # ioi: sum of best scores; icpc: solved, then penalty
   penalty: 20m                # icpc: for each rejected try before the first accepted
   freeze: 15m                 # the scoreboard stops changing 15 minutes before the end
   feedback: full              # full | first (first failing test only) | verdict
   languages: [c, cpp, pascal, python]
   limits: {submissions: 50, interval: 10s, source_kb: 64}

Students log in with the accounts of "cham users import"; the teacher's account
is made on the first start (its password is printed) or by "cham users admin".
Everything is stored in the database (--db, default cham.db beside the contest
file) as it happens: stop the server and start it again, nothing is lost and
the submissions that were queued or being judged are judged.

The server listens on 127.0.0.1:8080: only this machine. Open it to the room
with --listen :8080 and give the students http://THIS-MACHINE'S-ADDRESS:8080.
"cham worker --db FILE" judges in more processes on this machine (SQLite is
one file: several machines would need a shared database server, not built yet).

Examples:
   cham users import lop11a.csv --contest kiemtra --sheet passwords.html
   cham serve kiemtra --listen :8080`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "listen", Usage: "the `ADDRESS` to listen on", Value: "127.0.0.1:8080"},
			&cli.StringFlag{Name: "db", Usage: "the database `FILE` (default cham.db beside the contest file)"},
			&cli.IntFlag{Name: "workers", Usage: "judge workers in this process (0: none, judge with cham worker)", Value: runtime.GOMAXPROCS(0)},
			&cli.StringFlag{Name: "cert", Usage: "a TLS certificate `FILE` (serve https)"},
			&cli.StringFlag{Name: "key", Usage: "the TLS key `FILE` of --cert"},
			&cli.StringFlag{Name: "languages", Usage: "a YAML `FILE` that replaces or adds languages"},
			noSandboxFlag,
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return failf("usage: %s", c.Command.UsageText)
			}
			if (c.String("cert") == "") != (c.String("key") == "") {
				return failf("--cert and --key go together")
			}
			langs, err := languages(c.String("languages"))
			if err != nil {
				return failf("%v", err)
			}
			ct, err := contest.Load(c.Args().First(), langIDs(langs))
			if err != nil {
				return failf("%v", err)
			}
			dbPath := c.String("db")
			if dbPath == "" {
				dbPath = contest.DefaultDB(ct.Path)
			}
			st, err := store.Open(dbPath)
			if err != nil {
				return failf("%v", err)
			}
			defer st.Close()
			if err := registerProblems(st, ct.Problems); err != nil {
				return failf("%v", err)
			}
			if err := ensureAdmin(c, st); err != nil {
				return failf("%v", err)
			}

			ctx, stop := interruptible(c)
			defer stop()
			var pool *worker.Pool
			workerDone := make(chan error, 1)
			if n := c.Int("workers"); n > 0 {
				j, err := newJudge(c, langs)
				if err != nil {
					return failf("%v", err)
				}
				defer j.Runner.Close()
				pool = newPool(st, j, n, ct.Problems)
				go func() { workerDone <- pool.Run(ctx) }()
			} else {
				close(workerDone)
			}
			cfg := web.Config{Store: st, Contest: ct, Langs: langs, Secure: c.String("cert") != ""}
			if pool != nil {
				cfg.Queued = pool.Wake
			}
			srv, err := web.New(cfg)
			if err != nil {
				return failf("%v", err)
			}
			ln, err := net.Listen("tcp", c.String("listen"))
			if err != nil {
				return failf("--listen: %v", err)
			}
			hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: time.Minute,
				WriteTimeout: time.Minute, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 64 << 10}
			scheme := "http"
			if c.String("cert") != "" {
				scheme = "https"
			}
			clk := srv.Clock()
			fmt.Fprintf(c.App.ErrWriter, "cham serve: %s\n  %s to %s (%s, %d problems), database %s\n  %s\n  %d judge workers; stop with Ctrl+C (nothing is lost)\n",
				ct.Title, clk.Start.Local().Format("2006-01-02 15:04"), clk.End.Local().Format("15:04"), ct.Scoring,
				len(ct.Problems), dbPath, addresses(scheme, ln.Addr().String()), c.Int("workers"))
			served := make(chan error, 1)
			go func() {
				if scheme == "https" {
					served <- hs.ServeTLS(ln, c.String("cert"), c.String("key"))
				} else {
					served <- hs.Serve(ln)
				}
			}()
			select {
			case err := <-served:
				stop()
				<-workerDone
				return failf("%v", err)
			case <-ctx.Done():
			}
			fmt.Fprintln(c.App.ErrWriter, "cham serve: stopping; what is being judged goes back to the queue")
			shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = hs.Shutdown(shutdown)
			if err := <-workerDone; err != nil {
				return failf("judge workers: %v", err)
			}
			return nil
		},
	}
}

// addresses says where students reach the server.
func addresses(scheme, addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return scheme + "://" + addr
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsUnspecified() {
		return fmt.Sprintf("%s://%s (only this machine unless it is a room address)", scheme, net.JoinHostPort(host, port))
	}
	var urls []string
	ifaces, _ := net.InterfaceAddrs()
	for _, a := range ifaces {
		if ipn, ok := a.(*net.IPNet); ok && ipn.IP.To4() != nil && !ipn.IP.IsLoopback() {
			urls = append(urls, fmt.Sprintf("%s://%s", scheme, net.JoinHostPort(ipn.IP.String(), port)))
		}
	}
	if len(urls) == 0 {
		return fmt.Sprintf("%s://localhost:%s", scheme, port)
	}
	return "students open " + strings.Join(urls, " or ")
}

func langIDs(t *lang.Table) []string {
	var ids []string
	for _, l := range t.All() {
		ids = append(ids, l.ID)
	}
	return ids
}

// stateProblems is where the contest's problems are recorded for
// `cham worker`: a JSON list of {id, dir} (dir empty for a built-in one).
const stateProblems = "problems"

type problemLocation struct {
	ID  string `json:"id"`
	Dir string `json:"dir,omitempty"`
}

// registerProblems stores the contest's problems, with the hash of their
// packages, and where they are, so that `cham worker --db` finds them.
func registerProblems(st *store.Store, ps []*problem.Problem) error {
	var locs []problemLocation
	for _, p := range ps {
		h, err := p.Hash()
		if err != nil {
			return fmt.Errorf("%s: %w", p.Location(), err)
		}
		if err := st.EnsureProblem(store.ProblemView{ID: p.ID, Title: p.Title("vi"), MaxPoints: p.Points}, h); err != nil {
			return err
		}
		loc := problemLocation{ID: p.ID}
		if p.Dir != "" {
			loc.Dir = absPath(p.Dir)
		}
		locs = append(locs, loc)
	}
	b, err := json.Marshal(locs)
	if err != nil {
		return err
	}
	return st.SetContestValue(stateProblems, string(b))
}

// storedProblems loads the problems registerProblems recorded.
func storedProblems(st *store.Store) ([]*problem.Problem, error) {
	v, ok, err := st.ContestValue(stateProblems)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errors.New("the database has no contest: start `cham serve CONTEST` on it first")
	}
	var locs []problemLocation
	if err := json.Unmarshal([]byte(v), &locs); err != nil {
		return nil, fmt.Errorf("the contest's problems in the database: %w", err)
	}
	var ps []*problem.Problem
	for _, l := range locs {
		var p *problem.Problem
		if l.Dir != "" {
			p, err = problem.LoadDir(l.Dir)
		} else {
			p, err = problem.Builtin(l.ID)
		}
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	return ps, nil
}

// ensureAdmin makes the teacher's account on the first start, and says its
// password once.
func ensureAdmin(c *cli.Context, st *store.Store) error {
	accounts, err := st.Accounts()
	if err != nil {
		return err
	}
	for _, a := range accounts {
		if a.Admin {
			return nil
		}
	}
	pw := contest.GeneratePassword()
	h, err := contest.HashPassword(pw, 0)
	if err != nil {
		return err
	}
	if err := st.PutAccount(store.Account{ID: "admin", Name: "Giáo viên", PasswordHash: h, Admin: true}); err != nil {
		return err
	}
	fmt.Fprintf(c.App.ErrWriter, "cham serve: the teacher's account: login admin, password %s (write it down; change it with cham users admin)\n", pw)
	return nil
}

// dbFor is the database of --db, else of --contest.
func dbFor(c *cli.Context) (string, error) {
	if db := c.String("db"); db != "" {
		return db, nil
	}
	if ct := c.String("contest"); ct != "" {
		f, err := contest.Find(ct)
		if err != nil {
			return "", err
		}
		return contest.DefaultDB(f), nil
	}
	return "", errors.New("name the database with --db FILE or --contest CONTEST")
}
