package sandbox

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sys/unix"
)

// Poll bounds of the watcher.
const (
	// minPoll is the shortest sleep between two readings of the CPU time:
	// a program using n CPUs runs at most n x minPoll past its limit (plus
	// the time to wake up and kill it).
	minPoll = 250 * time.Microsecond
	// maxPoll is the longest sleep: a program that ignores SIGXFSZ and
	// writes on past its output limit is stopped within it.
	maxPoll = 50 * time.Millisecond
	// samplePoll bounds the sleep when peak memory must be sampled.
	samplePoll = 5 * time.Millisecond
	// starvedPoll is the sleep of the watcher of a program past its wall
	// time that is still computing.
	starvedPoll = 10 * time.Millisecond
	// wallCap bounds the wall time of a program starved of CPU by others,
	// as a multiple of its wall time limit.
	wallCap = 10
)

// watcher ends a program at its CPU or wall time limit. It reads the CPU
// time of the program's cgroup, then sleeps for the least time in which the
// program could use up what is left of its CPU time (what is left divided by
// the CPUs it may use, at most maxPoll), so it reads more often as the
// limit nears. RLIMIT_CPU, set a second or two higher, backs it up. It also
// stops a program whose stdout or stderr went past the output limit.
//
// It sleeps on a timerfd in an OS thread of its own, with a real-time
// priority when the judge may set one (root): on a loaded machine it wakes
// on time all the same, before the program and everything else.
//
// The wall time limit catches programs that wait instead of computing. On a
// busy machine a program also waits for a CPU: past the limit, the watcher
// takes that wait (the longest run delay of its tasks) off its wall time,
// and does not end a program one of whose tasks is running or runnable,
// so that a starved program is not called idle, up to wallCap times the
// limit.
type watcher struct {
	cpuLimit, wallLimit time.Duration
	ncpu                int
	group               *runGroup
	kill                func()
	caller              context.Context // the caller's context: killed when it ends
	// outputOver names the output stream past its limit, if any: a
	// program that ignores SIGXFSZ is stopped all the same.
	outputOver func() string

	alarm    *alarm
	stopping atomic.Bool
	result   chan watchResult // one value when the watcher has ended
}

type watchResult struct {
	reason killReason
	err    error // the cgroup could not be read; the program was killed
}

func newWatcher(caller context.Context, l Limits, ncpu int, g *runGroup, kill func(), outputOver func() string) (*watcher, error) {
	a, err := newAlarm()
	if err != nil {
		return nil, err
	}
	return &watcher{
		cpuLimit: l.CPU, wallLimit: l.Wall, ncpu: max(ncpu, 1),
		group: g, kill: kill, caller: caller, outputOver: outputOver,
		alarm: a, result: make(chan watchResult, 1),
	}, nil
}

// stop ends the watcher of a program that has ended, and says what it did.
func (w *watcher) stop() watchResult {
	w.stopping.Store(true)
	w.alarm.poke()
	return <-w.result
}

// close frees the watcher; it must have ended, or never started.
func (w *watcher) close() { w.alarm.close() }

// run watches from the start of the program until stop.
func (w *watcher) run(start time.Time) {
	runtime.LockOSThread()
	realtime := enterRealtime()
	defer func() {
		if realtime && !leaveRealtime() {
			return // the thread ends with the goroutine, never to run Go code as real-time
		}
		runtime.UnlockOSThread()
	}()
	stopCaller := context.AfterFunc(w.caller, w.alarm.poke)
	defer stopCaller()
	w.result <- w.watch(start)
}

func (w *watcher) watch(start time.Time) watchResult {
	for {
		if w.stopping.Load() {
			return watchResult{}
		}
		if w.caller.Err() != nil {
			w.kill()
			return watchResult{reason: killedForCaller}
		}
		used, err := w.group.cpuUsage()
		if err != nil {
			w.kill()
			return watchResult{err: err}
		}
		w.group.sampleMemory()
		if w.outputOver() != "" {
			w.kill()
			return watchResult{reason: killedForOutput}
		}
		if used >= w.cpuLimit {
			w.kill()
			return watchResult{reason: killedForCPU}
		}
		elapsed := time.Since(start)
		wallLeft := w.wallLimit - elapsed
		if wallLeft <= 0 {
			if elapsed >= wallCap*w.wallLimit {
				w.kill()
				return watchResult{reason: killedForWall}
			}
			// Time spent waiting for a CPU that the machine gave to
			// others is not the program's, and a program that can run
			// now is not idle.
			tids := w.group.threads()
			wallLeft = w.wallLimit - (elapsed - longestRunDelay(tids))
			if wallLeft <= 0 && !anyRunnable(tids) {
				w.kill()
				return watchResult{reason: killedForWall}
			}
			if wallLeft <= 0 {
				wallLeft = starvedPoll
			}
		}
		if err := w.alarm.wait(nextPoll(w.cpuLimit-used, wallLeft, w.ncpu, w.group.sampling())); err != nil {
			w.kill()
			return watchResult{err: err}
		}
	}
}

// nextPoll is how long the watcher may sleep: no longer than the program
// needs to use up its CPU time on every CPU, or its wall time, and no
// longer than maxPoll.
func nextPoll(cpuLeft, wallLeft time.Duration, ncpu int, sampling bool) time.Duration {
	d := min(cpuLeft/time.Duration(ncpu), wallLeft, maxPoll)
	if sampling {
		d = min(d, samplePoll)
	}
	return max(d, minPoll)
}

// enterRealtime gives the calling OS thread the lowest real-time priority
// (SCHED_FIFO 1), if the judge may.
func enterRealtime() bool {
	return unix.SchedSetAttr(0, &unix.SchedAttr{Policy: unix.SCHED_FIFO, Priority: 1}, 0) == nil
}

// leaveRealtime gives the calling OS thread back its normal scheduling.
func leaveRealtime() bool {
	const schedOther = 0 // SCHED_OTHER, the normal policy
	return unix.SchedSetAttr(0, &unix.SchedAttr{Policy: schedOther}, 0) == nil
}

// alarm is a sleep that ends at a time or when poked: a timerfd and an
// eventfd, waited on together with poll(2).
type alarm struct {
	timer, event int
	mu           sync.Mutex // guards closed against a late poke
	closed       bool
}

func newAlarm() (*alarm, error) {
	t, err := unix.TimerfdCreate(unix.CLOCK_MONOTONIC, unix.TFD_CLOEXEC|unix.TFD_NONBLOCK)
	if err != nil {
		return nil, fmt.Errorf("sandbox: timerfd_create: %w", err)
	}
	e, err := unix.Eventfd(0, unix.EFD_CLOEXEC|unix.EFD_NONBLOCK)
	if err != nil {
		unix.Close(t)
		return nil, fmt.Errorf("sandbox: eventfd: %w", err)
	}
	return &alarm{timer: t, event: e}, nil
}

// wait sleeps for d, or until poked.
func (a *alarm) wait(d time.Duration) error {
	spec := unix.ItimerSpec{Value: unix.NsecToTimespec(d.Nanoseconds())}
	if err := unix.TimerfdSettime(a.timer, 0, &spec, nil); err != nil {
		return fmt.Errorf("sandbox: timerfd_settime: %w", err)
	}
	fds := []unix.PollFd{{Fd: int32(a.timer), Events: unix.POLLIN}, {Fd: int32(a.event), Events: unix.POLLIN}}
	for {
		_, err := unix.Poll(fds, -1)
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil {
			return fmt.Errorf("sandbox: poll: %w", err)
		}
		break
	}
	var buf [8]byte
	unix.Read(a.timer, buf[:])
	unix.Read(a.event, buf[:])
	return nil
}

// poke ends the current or next wait at once.
func (a *alarm) poke() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.closed {
		one := [8]byte{1}
		unix.Write(a.event, one[:])
	}
}

func (a *alarm) close() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.closed {
		a.closed = true
		unix.Close(a.timer)
		unix.Close(a.event)
	}
}
