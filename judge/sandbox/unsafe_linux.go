package sandbox

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/criyle/go-sandbox/pkg/forkexec"
	"github.com/criyle/go-sandbox/pkg/memfd"
	"github.com/criyle/go-sandbox/pkg/rlimit"
	"golang.org/x/sys/unix"
)

// unsafeRunner runs programs as plain processes of the judge's own user.
type unsafeRunner struct{}

// NewUnsafe returns a Runner that does NOT isolate programs: each runs as a
// plain process of the judge's own user, with the judge's view of the file
// system and the network, in a fresh temporary working directory. It is
// for a student trying their own program on their own machine, where
// neither root nor a cgroup is at hand; never for programs of others.
//
// What it does limit: CPU time of the program's main process (a watcher on
// its CPU clock, and RLIMIT_CPU), wall time (less the time it waited for a
// CPU, as in the sandbox), memory by RLIMIT_DATA, output
// by RLIMIT_FSIZE, stack, open files, no core files. Not limited: processes,
// and the CPU time and memory of any child processes. Peak memory is the
// largest resident size getrusage gives when it is above the judge's own
// (which the kernel counts in it); below, the largest of the program's peak
// resident sizes read every 5 ms, which may miss a short peak. A program
// that fails to allocate at its limit ends by its own doing; it is called
// memory when it ended abnormally with a peak within a tenth of the limit.
// Every Result says Isolated: false.
func NewUnsafe() Runner { return unsafeRunner{} }

func (unsafeRunner) Close() error { return nil }

func (unsafeRunner) Run(ctx context.Context, req *Request) (*Result, error) {
	if err := checkRequest(req); err != nil {
		return nil, err
	}
	lim := req.Limits.WithDefaults()
	dir, err := os.MkdirTemp("", "cham-unsafe-")
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	defer os.RemoveAll(dir)
	wd, err := os.OpenFile(dir, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	defer wd.Close()
	if err := placeFiles(wd, req.Files); err != nil {
		return nil, err
	}
	env := withDefaultEnv(req.Env, dir)
	argv0, err := unsafeLookPath(req.Args[0], dir, env)
	if err != nil {
		return &Result{Status: StatusInternal, ExitCode: -1, Message: "cannot start " + req.Args[0] + ": " + err.Error()}, nil
	}

	stdin, err := memfd.New("stdin")
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	defer stdin.Close()
	if _, err := stdin.Write(req.Stdin); err != nil {
		return nil, fmt.Errorf("sandbox: writing stdin: %w", err)
	}
	if _, err := stdin.Seek(0, 0); err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	stdout, err := memfd.New("stdout")
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	defer stdout.Close()
	stderr, err := memfd.New("stderr")
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	defer stderr.Close()

	limits := append(programRLimits(lim), rlimit.RLimit{
		Res: syscall.RLIMIT_DATA, Rlim: syscall.Rlimit{Cur: uint64(lim.Memory), Max: uint64(lim.Memory)},
	})
	fr := forkexec.Runner{
		Args:       append([]string{argv0}, req.Args[1:]...),
		Env:        env,
		RLimits:    limits,
		Files:      []uintptr{stdin.Fd(), stdout.Fd(), stderr.Fd()},
		WorkDir:    dir,
		NoNewPrivs: true,
	}
	// The kernel counts the judge's peak resident size in the program's
	// (it was the judge's memory that execve replaced): a figure above it
	// is the program's own, one below is replaced by samples.
	judgePeak := vmHWM("self")
	start := time.Now()
	pid, err := fr.Start() // in a session of its own: its process group is pid
	if err != nil {
		return &Result{Status: StatusInternal, ExitCode: -1, Message: "cannot start " + req.Args[0] + ": " + trimRunnerError(err.Error())}, nil
	}

	type waited struct {
		status unix.WaitStatus
		usage  unix.Rusage
		err    error
	}
	exited := make(chan waited, 1)
	go func() {
		var w waited
		for {
			_, w.err = unix.Wait4(pid, &w.status, 0, &w.usage)
			if !errors.Is(w.err, unix.EINTR) {
				break
			}
		}
		exited <- w
	}()

	// The watcher: the same schedule as in the sandbox, on the CPU clock
	// of the main process.
	clock := int32(^pid<<3 | 2) // CPUCLOCK_SCHED of the whole process
	cpuOf := func() (time.Duration, bool) {
		var ts unix.Timespec
		if unix.ClockGettime(clock, &ts) != nil {
			return 0, false
		}
		return time.Duration(ts.Nano()), true
	}
	killed := notKilled
	var w waited
	timer := time.NewTimer(0)
	defer timer.Stop()
	lastCPU := time.Duration(0)
	var sampledPeak int64
	procName := strconv.Itoa(pid)
wait:
	for {
		select {
		case w = <-exited:
			break wait
		case <-ctx.Done():
			killed = killedForCaller
		case <-timer.C:
			used, ok := cpuOf()
			if ok {
				lastCPU = used
			}
			sampledPeak = max(sampledPeak, vmHWM(procName))
			elapsed := time.Since(start)
			wallLeft := lim.Wall - elapsed
			if wallLeft <= 0 { // as in the sandbox's watcher
				tids := threadsOf(pid)
				wallLeft = lim.Wall - (elapsed - longestRunDelay(tids))
				if wallLeft <= 0 && anyRunnable(tids) && elapsed < wallCap*lim.Wall {
					wallLeft = starvedPoll
				}
			}
			switch {
			case used >= lim.CPU:
				killed = killedForCPU
			case wallLeft <= 0:
				killed = killedForWall
			default:
				timer.Reset(nextPoll(lim.CPU-used, wallLeft, 1, true))
				continue
			}
		}
		syscall.Kill(-pid, syscall.SIGKILL)
		w = <-exited
		break
	}
	end := time.Now()
	syscall.Kill(-pid, syscall.SIGKILL) // what it left in its process group
	if w.err != nil {
		return nil, fmt.Errorf("sandbox: wait4: %w", w.err)
	}
	if killed == killedForCaller {
		return nil, ctx.Err()
	}

	cpu := time.Duration(w.usage.Utime.Nano() + w.usage.Stime.Nano())
	peak := w.usage.Maxrss * KiB
	if peak <= judgePeak+MiB {
		peak = sampledPeak
	}
	o := observation{
		cpu: max(cpu, lastCPU), wall: end.Sub(start), memory: peak,
		killed: killed, exited: w.status.Exited(),
	}
	if o.exited {
		o.exitCode = w.status.ExitStatus()
	} else {
		o.signal = w.status.Signal()
	}
	if (!o.exited || o.exitCode != 0) && o.memory >= lim.Memory-lim.Memory/10 {
		o.memoryHits = 1
	}
	res := &Result{}
	if res.Stdout, err = readOutput(stdout, lim.Output, "standard output", &o); err != nil {
		return nil, err
	}
	if res.Stderr, err = readOutput(stderr, lim.Output, "standard error", &o); err != nil {
		return nil, err
	}
	files, over, err := collectFiles(wd, req.Collect, lim.Output)
	if err != nil {
		return nil, err
	}
	res.Files = files
	if o.outputOver == "" {
		o.outputOver = over
	}
	o.fill(res)
	res.Status, res.Message = judge(lim, o)
	return res, nil
}

// vmHWM is the peak resident size of /proc/<proc>, in bytes (0 if gone).
func vmHWM(proc string) int64 {
	b, err := os.ReadFile("/proc/" + proc + "/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb * KiB
		}
	}
	return 0
}

// threadsOf lists the threads of a process.
func threadsOf(pid int) []int {
	entries, _ := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	var tids []int
	for _, e := range entries {
		if tid, err := strconv.Atoi(e.Name()); err == nil {
			tids = append(tids, tid)
		}
	}
	return tids
}

// unsafeLookPath finds the program: a path with a slash is taken relative to
// the working directory, a bare name is looked for there, then in PATH.
func unsafeLookPath(name, dir string, env []string) (string, error) {
	if strings.Contains(name, "/") {
		if !filepath.IsAbs(name) {
			name = filepath.Join(dir, name)
		}
		return name, nil
	}
	if p := filepath.Join(dir, name); exists(p) {
		return p, nil
	}
	for _, e := range env {
		if v, ok := strings.CutPrefix(e, "PATH="); ok {
			for _, d := range filepath.SplitList(v) {
				p := filepath.Join(d, name)
				if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
					return p, nil
				}
			}
		}
	}
	return "", exec.ErrNotFound
}
