// Command serve measures the contest server under a room's load: simulated
// students on loopback (127.0.0.1 only) log in, submit small fast programs
// (a right solution of queens in C, each a different source, so each is
// compiled), follow their submissions as the page does and read the
// scoreboard as its page does, while the server's judge workers (as many
// as cores, the real sandbox) judge the queue. It prints:
//
//   - the scoreboard's latency (p50, p99) under that load, as the students'
//     pages fetch it;
//   - submissions judged per minute, from the first submission to the queue
//     drained;
//   - login and submit latency, for context.
//
// It stops by itself: the load lasts -duration, then it waits for the queue
// to drain (at most -drain). Run it as root from the repository's root:
//
//	go run ./bench/serve [-students 200] [-submissions 2] [-duration 60s]
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge"
	"github.com/cham-judge/cham/judge/grade"
	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/sandbox"
	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/worker"
	"github.com/cham-judge/cham/web"
	"golang.org/x/crypto/bcrypt"
)

func main() {
	sandbox.Init()
	students := flag.Int("students", 200, "simulated students")
	perStudent := flag.Int("submissions", 2, "submissions of each student")
	duration := flag.Duration("duration", 60*time.Second, "how long the students keep reading the scoreboard")
	flag.DurationVar(&arrival, "arrival", 20*time.Second, "the students log in over this time")
	drain := flag.Duration("drain", 5*time.Minute, "the longest wait for the queue to drain after the load")
	program := flag.String("program", "testdata/programs/queens/queens.c", "the program every student submits (with a comment of their own)")
	flag.Parse()
	log.SetFlags(0)
	if *students < 1 || *students > 2000 || *perStudent < 0 || *perStudent > 20 {
		log.Fatal("-students 1..2000, -submissions 0..20")
	}
	source, err := os.ReadFile(*program)
	if err != nil {
		log.Fatal(err)
	}

	dir, err := os.MkdirTemp("", "cham-bench-serve-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	c, err := contest.Parse(filepath.Join(dir, "contest.yaml"),
		[]byte("title: bench\nduration: 3h\nproblems: [queens]\nlimits: {interval: 5s, submissions: 50}\n"), nil)
	if err != nil {
		log.Fatal(err)
	}
	st, err := store.Open(filepath.Join(dir, "cham.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer st.Close()
	q := c.Problems[0]
	h, _ := q.Hash()
	if err := st.EnsureProblem(store.ProblemView{ID: q.ID, Title: q.Title("vi"), MaxPoints: q.Points}, h); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("cham serve bench: %d students x %d submissions of %s, %d CPUs, %d judge workers\n",
		*students, *perStudent, filepath.Base(*program), runtime.NumCPU(), runtime.GOMAXPROCS(0))
	t0 := time.Now()
	if err := makeAccounts(st, *students); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("setup: %d accounts (bcrypt cost %d) in %s\n", *students, bcrypt.DefaultCost, time.Since(t0).Round(time.Millisecond))

	runner, err := sandbox.New(sandbox.Config{CgroupPrefix: "cham-bench-serve"})
	if err != nil {
		log.Fatal(err)
	}
	defer runner.Close()
	pool := &worker.Pool{Store: st, Problems: c.Problems,
		Grader: &grade.Grader{Judge: &judge.Judge{Runner: runner, Langs: lang.Default()}, Store: st}}
	ctx, stopWorkers := context.WithCancel(context.Background())
	workersDone := make(chan struct{})
	go func() { pool.Run(ctx); close(workersDone) }()

	// Every student comes from 127.0.0.1: the per-address limits are a
	// room's worth, times the students; the per-student ones are the
	// server's own.
	limits := web.DefaultLimits
	limits.LoginPerIP = web.Rate{Burst: *students * 2, Every: time.Millisecond}
	limits.SubmitPerIP = web.Rate{Burst: *students * 2, Every: time.Millisecond}
	srv, err := web.New(web.Config{Store: st, Contest: c, Limits: &limits, Queued: pool.Wake})
	if err != nil {
		log.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}
	go hs.Serve(ln)
	base := "http://" + ln.Addr().String()

	transport := &http.Transport{MaxIdleConnsPerHost: *students, MaxConnsPerHost: *students}
	var rec recorder
	start := time.Now()
	deadline := start.Add(*duration)
	var wg sync.WaitGroup
	for i := range *students {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := &student{id: fmt.Sprintf("hs%03d", i), base: base, rec: &rec, rng: rand.New(rand.NewSource(int64(i)))}
			jar, _ := cookiejar.New(nil)
			s.http = &http.Client{Transport: transport, Jar: jar, Timeout: 2 * time.Minute,
				CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
			if err := s.run(source, *perStudent, deadline); err != nil {
				rec.fail(err)
			}
		}()
	}
	wg.Wait()
	loadEnd := time.Now()

	// Drain the queue.
	for {
		n, err := st.Pending()
		if err != nil {
			log.Fatal(err)
		}
		if n == 0 || time.Since(loadEnd) > *drain {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	stopWorkers()
	<-workersDone
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	hs.Shutdown(shutdown)
	cancel()

	entries, err := st.Entries(store.Filter{})
	if err != nil {
		log.Fatal(err)
	}
	var first time.Time
	done, ac := 0, 0
	for _, e := range entries {
		if first.IsZero() || e.Submitted.Before(first) {
			first = e.Submitted
		}
		if e.Status == store.StatusDone {
			done++
			if e.Verdict == "AC" {
				ac++
			}
		}
	}
	fmt.Printf("load: %s of students reading the scoreboard every 3 s and their submissions every 1.5 s\n", loadEnd.Sub(start).Round(time.Second))
	rec.print()
	span := time.Since(first)
	if !rec.lastDone.IsZero() && rec.lastDone.After(first) {
		span = rec.lastDone.Sub(first)
	}
	fmt.Printf("judged: %d of %d submissions (%d AC) in %s from the first submission: %.0f judged per minute\n",
		done, len(entries), ac, span.Round(100*time.Millisecond), float64(done)/span.Minutes())
	if rec.failures > 0 {
		fmt.Printf("errors: %d (first: %v)\n", rec.failures, rec.firstErr)
		os.Exit(1)
	}
}

func makeAccounts(st *store.Store, n int) error {
	var wg sync.WaitGroup
	errs := make(chan error, n)
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			id := fmt.Sprintf("hs%03d", i)
			h, err := contest.HashPassword("pw-"+id, 0)
			if err == nil {
				err = st.PutAccount(store.Account{ID: id, Name: "Học sinh " + id, PasswordHash: h})
			}
			if err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	return <-errs
}

// recorder collects the latencies of all students.
type recorder struct {
	mu                   sync.Mutex
	board, login, submit []time.Duration
	failures             int
	firstErr             error
	lastDone             time.Time
}

func (r *recorder) add(kind *[]time.Duration, d time.Duration) {
	r.mu.Lock()
	*kind = append(*kind, d)
	r.mu.Unlock()
}

func (r *recorder) fail(err error) {
	r.mu.Lock()
	r.failures++
	if r.firstErr == nil {
		r.firstErr = err
	}
	r.mu.Unlock()
}

func (r *recorder) done(t time.Time) {
	r.mu.Lock()
	if t.After(r.lastDone) {
		r.lastDone = t
	}
	r.mu.Unlock()
}

func (r *recorder) print() {
	for _, k := range []struct {
		name string
		ds   []time.Duration
	}{{"scoreboard", r.board}, {"login", r.login}, {"submit", r.submit}} {
		if len(k.ds) == 0 {
			continue
		}
		slices.Sort(k.ds)
		fmt.Printf("%-10s %6d requests  p50 %8s  p99 %8s  max %8s\n", k.name, len(k.ds),
			pct(k.ds, 50), pct(k.ds, 99), k.ds[len(k.ds)-1].Round(10*time.Microsecond))
	}
}

func pct(ds []time.Duration, p int) time.Duration {
	i := (len(ds)*p + 99) / 100
	return ds[min(max(i-1, 0), len(ds)-1)].Round(10 * time.Microsecond)
}

// student is one simulated browser.
type student struct {
	id, base string
	http     *http.Client
	rec      *recorder
	rng      *rand.Rand
}

// arrival is how long the room takes to log in.
var arrival time.Duration

var csrfField = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

func (s *student) get(path string) (int, []byte, error) {
	resp, err := s.http.Get(s.base + path)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}

func (s *student) token(path string) (string, error) {
	_, b, err := s.get(path)
	if err != nil {
		return "", err
	}
	m := csrfField.FindSubmatch(b)
	if m == nil {
		return "", fmt.Errorf("%s: no form token on %s", s.id, path)
	}
	return string(m[1]), nil
}

func (s *student) run(source []byte, submissions int, deadline time.Time) error {
	// The room arrives and logs in over the first -arrival.
	time.Sleep(time.Duration(s.rng.Int63n(int64(arrival))))
	tok, err := s.token("/login")
	if err != nil {
		return err
	}
	t := time.Now()
	resp, err := s.http.PostForm(s.base+"/login", url.Values{"csrf": {tok}, "id": {s.id}, "password": {"pw-" + s.id}})
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther {
		return fmt.Errorf("%s: login: status %d", s.id, resp.StatusCode)
	}
	s.rec.add(&s.rec.login, time.Since(t))

	// Submissions at random moments of the first two thirds.
	span := time.Until(deadline) * 2 / 3
	var at []time.Time
	for range submissions {
		at = append(at, time.Now().Add(time.Duration(s.rng.Int63n(int64(span)))))
	}
	slices.SortFunc(at, func(a, b time.Time) int { return a.Compare(b) })
	var mine []string
	nextBoard := time.Now().Add(time.Duration(s.rng.Intn(3000)) * time.Millisecond)
	nextPoll := time.Now()
	for n := 0; time.Now().Before(deadline); n++ {
		now := time.Now()
		if len(at) > 0 && !now.Before(at[0]) {
			at = at[1:]
			loc, err := s.submit(source, len(mine))
			if err != nil {
				return err
			}
			mine = append(mine, loc)
		}
		if !now.Before(nextBoard) {
			t := time.Now()
			code, _, err := s.get("/scoreboard/table")
			if err != nil {
				return err
			}
			if code != 200 {
				return fmt.Errorf("%s: scoreboard: status %d", s.id, code)
			}
			s.rec.add(&s.rec.board, time.Since(t))
			nextBoard = now.Add(3 * time.Second) // as the scoreboard page does
		}
		if len(mine) > 0 && !now.Before(nextPoll) {
			var still []string
			for _, loc := range mine {
				_, b, err := s.get(loc + "/live")
				if err != nil {
					return err
				}
				if bytes.Contains(b, []byte("data-final")) {
					s.rec.done(time.Now())
				} else {
					still = append(still, loc)
				}
			}
			mine = still
			nextPoll = now.Add(1500 * time.Millisecond) // as the submission page does
		}
		time.Sleep(100 * time.Millisecond)
	}
	return nil
}

func (s *student) submit(source []byte, k int) (string, error) {
	tok, err := s.token("/problems/queens")
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.WriteField("csrf", tok)
	mw.WriteField("problem", "queens")
	fw, _ := mw.CreateFormFile("file", "queens.c")
	fw.Write(source)
	fmt.Fprintf(fw, "\n/* %s, try %d */\n", s.id, k) // every source its own: every one compiled
	mw.Close()
	for try := 0; ; try++ {
		req, _ := http.NewRequest("POST", s.base+"/submit", bytes.NewReader(buf.Bytes()))
		req.Header.Set("Content-Type", mw.FormDataContentType())
		t := time.Now()
		resp, err := s.http.Do(req)
		if err != nil {
			return "", err
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		switch {
		case resp.StatusCode == http.StatusSeeOther:
			s.rec.add(&s.rec.submit, time.Since(t))
			return resp.Header.Get("Location"), nil
		case resp.StatusCode == http.StatusTooManyRequests && try < 5:
			time.Sleep(6 * time.Second) // the contest's interval: wait as a student would
		default:
			return "", errors.New(s.id + ": submit: status " + resp.Status)
		}
	}
}
