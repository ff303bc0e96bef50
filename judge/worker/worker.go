// Package worker runs judge workers: goroutines that take the queued
// submissions of a contest from the store, oldest first, and judge each with
// grade.Grader.JudgeSubmission (the sandbox and code path of `cham grade`),
// storing every result as it is known and the progress (test k of n) for
// the live pages.
//
// Claims are atomic in SQLite, so that workers of several processes (the
// server's own, and `cham worker` on the same database file) never judge
// one submission twice. A worker says it is alive every few seconds; the
// submissions of a worker that stopped (its process killed, the machine
// restarted) are judged again once its heartbeat is stale, or at once when
// Pool.Run finds that the worker was a process of this machine that no
// longer runs. Judging resumes from the tests already stored.
package worker

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/cham-judge/cham/judge"
	"github.com/cham-judge/cham/judge/grade"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/store"
)

// Defaults of a Pool.
const (
	DefaultPoll      = 250 * time.Millisecond // how often an idle worker looks at the queue
	DefaultHeartbeat = 3 * time.Second        // how often a worker says it is alive
	DefaultStale     = 30 * time.Second       // a claim without heartbeat for this long is taken again
)

// Pool is a set of workers judging one store's queue.
type Pool struct {
	Store    *store.Store
	Grader   *grade.Grader
	Problems []*problem.Problem // the problems this pool judges; other submissions are left to others
	Workers  int                // default GOMAXPROCS

	Poll      time.Duration
	Heartbeat time.Duration
	Stale     time.Duration

	// Log, when set, is told what the workers do, one line at a time.
	Log func(string)

	wake chan struct{}
	once sync.Once
}

func (p *Pool) init() {
	p.once.Do(func() {
		p.wake = make(chan struct{}, 1)
		if p.Poll <= 0 {
			p.Poll = DefaultPoll
		}
		if p.Heartbeat <= 0 {
			p.Heartbeat = DefaultHeartbeat
		}
		if p.Stale <= 0 {
			p.Stale = DefaultStale
		}
		if p.Workers <= 0 {
			p.Workers = runtime.GOMAXPROCS(0)
		}
	})
}

// Wake tells an idle worker that a submission was queued, so that it need
// not wait for its next look at the queue.
func (p *Pool) Wake() {
	p.init()
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

func (p *Pool) logf(format string, args ...any) {
	if p.Log != nil {
		p.Log(fmt.Sprintf(format, args...))
	}
}

// Name is the name of worker i of this process: host:pid:i. ProcessGone
// reads it back.
func Name(i int) string {
	host, _ := os.Hostname()
	return fmt.Sprintf("%s:%d:%d", host, os.Getpid(), i)
}

// ProcessGone reports whether a worker named by Name was a process of this
// machine that no longer runs.
func ProcessGone(worker string) bool {
	parts := strings.Split(worker, ":")
	if len(parts) != 3 {
		return false
	}
	host, _ := os.Hostname()
	pid, err := strconv.Atoi(parts[1])
	if parts[0] != host || err != nil || pid <= 0 {
		return false
	}
	if pid == os.Getpid() {
		return false
	}
	err = syscall.Kill(pid, 0)
	return errors.Is(err, syscall.ESRCH)
}

// Run runs the workers until ctx ends. It first frees the claims of dead
// workers of this machine, then each worker takes the oldest submission it
// can judge, judges it and takes the next. A submission being judged when
// ctx ends is given back to the queue, with what is stored kept.
func (p *Pool) Run(ctx context.Context) error {
	p.init()
	if p.Store == nil || p.Grader == nil {
		return errors.New("worker: a pool needs a store and a grader")
	}
	if n, err := p.Store.ReleaseClaims(ProcessGone); err != nil {
		return err
	} else if n > 0 {
		p.logf("resuming %d submissions left by stopped workers", n)
	}
	byID := map[string]*problem.Problem{}
	ids := []string{}
	for _, pr := range p.Problems {
		byID[pr.ID] = pr
		ids = append(ids, pr.ID)
	}
	var wg sync.WaitGroup
	errs := make(chan error, p.Workers)
	for i := range p.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := p.work(ctx, Name(i), ids, byID); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	return <-errs // nil when none
}

// work is one worker's loop.
func (p *Pool) work(ctx context.Context, name string, ids []string, byID map[string]*problem.Problem) error {
	failures := 0
	for ctx.Err() == nil {
		sub, err := p.Store.Claim(name, ids, time.Now().Add(-p.Stale))
		if err != nil {
			// A locked database (another process writing for long) is not
			// the end of the contest: wait and try again.
			failures++
			p.logf("%s: %v", name, err)
			if failures > 20 {
				return err
			}
			sleep(ctx, time.Second)
			continue
		}
		failures = 0
		if sub == nil {
			select {
			case <-ctx.Done():
			case <-p.wake:
			case <-time.After(p.Poll):
			}
			continue
		}
		if err := p.judge(ctx, name, sub, byID[sub.Problem]); err != nil {
			if ctx.Err() != nil {
				_ = p.Store.Release(sub.ID) // back to the queue; stored tests are kept
				return nil
			}
			p.logf("%s: submission %d: %v", name, sub.ID, err)
			_ = p.Store.Release(sub.ID)
			sleep(ctx, time.Second)
		}
	}
	return nil
}

// judge judges one claimed submission, keeping its claim alive meanwhile.
func (p *Pool) judge(ctx context.Context, name string, sub *store.Submission, pr *problem.Problem) error {
	if pr == nil {
		return fmt.Errorf("problem %q is not one of this pool's", sub.Problem)
	}
	file, data, err := p.Store.Source(sub.ID)
	if err != nil {
		return err
	}
	beat, stop := context.WithCancel(ctx)
	defer stop()
	go func() {
		t := time.NewTicker(p.Heartbeat)
		defer t.Stop()
		for {
			select {
			case <-beat.Done():
				return
			case <-t.C:
				_ = p.Store.Heartbeat(name)
			}
		}
	}()
	start := time.Now()
	var progressMu sync.Mutex
	v, points, err := p.Grader.JudgeSubmission(ctx, sub, pr, judge.Source{Name: file, Data: data}, func(done, total int) {
		progressMu.Lock()
		defer progressMu.Unlock()
		_ = p.Store.SetProgress(sub.ID, done, total)
	})
	if err != nil {
		return err
	}
	p.logf("%s: submission %d (%s, %s): %s %g in %s", name, sub.ID, sub.Student, sub.Problem, v, points,
		time.Since(start).Round(time.Millisecond))
	return p.Store.Release(sub.ID)
}

func sleep(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}
