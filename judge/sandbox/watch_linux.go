package sandbox

import (
	"context"
	"time"
)

// Poll bounds of the watcher.
const (
	// minPoll is the shortest sleep between two readings of the CPU time:
	// a program using n CPUs runs at most n x minPoll past its limit (plus
	// the time to wake up and kill it).
	minPoll = time.Millisecond
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

	done   chan struct{}    // closed when the program has ended
	result chan watchResult // one value when the watcher has ended
}

type watchResult struct {
	reason killReason
	err    error // the cgroup could not be read; the program was killed
}

func newWatcher(caller context.Context, l Limits, ncpu int, g *runGroup, kill func(), outputOver func() string) *watcher {
	return &watcher{
		cpuLimit: l.CPU, wallLimit: l.Wall, ncpu: max(ncpu, 1),
		group: g, kill: kill, caller: caller, outputOver: outputOver,
		done: make(chan struct{}), result: make(chan watchResult, 1),
	}
}

// run watches from the start of the program until done is closed.
func (w *watcher) run(start time.Time) {
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for {
		used, err := w.group.cpuUsage()
		if err != nil {
			w.kill()
			w.result <- watchResult{err: err}
			return
		}
		w.group.sampleMemory()
		if w.outputOver() != "" {
			w.kill()
			w.result <- watchResult{reason: killedForOutput}
			return
		}
		if used >= w.cpuLimit {
			w.kill()
			w.result <- watchResult{reason: killedForCPU}
			return
		}
		elapsed := time.Since(start)
		wallLeft := w.wallLimit - elapsed
		if wallLeft <= 0 {
			if elapsed >= wallCap*w.wallLimit {
				w.kill()
				w.result <- watchResult{reason: killedForWall}
				return
			}
			// Time spent waiting for a CPU that the machine gave to
			// others is not the program's, and a program that can run
			// now is not idle.
			tids := w.group.threads()
			wallLeft = w.wallLimit - (elapsed - longestRunDelay(tids))
			if wallLeft <= 0 && !anyRunnable(tids) {
				w.kill()
				w.result <- watchResult{reason: killedForWall}
				return
			}
			if wallLeft <= 0 {
				wallLeft = starvedPoll
			}
		}
		timer.Reset(nextPoll(w.cpuLimit-used, wallLeft, w.ncpu, w.group.sampling()))
		select {
		case <-w.done:
			w.result <- watchResult{}
			return
		case <-w.caller.Done():
			w.kill()
			w.result <- watchResult{reason: killedForCaller}
			return
		case <-timer.C:
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
