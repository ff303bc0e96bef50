package sandbox

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/criyle/go-sandbox/container"
	"github.com/criyle/go-sandbox/pkg/forkexec"
	"github.com/criyle/go-sandbox/pkg/memfd"
	"github.com/criyle/go-sandbox/pkg/rlimit"
	"github.com/criyle/go-sandbox/pkg/seccomp"
	"github.com/criyle/go-sandbox/runner"
	"golang.org/x/sys/unix"
)

// containerUID is the user and group id of programs inside a container.
const containerUID = 1000

// pool is the sandboxed Runner: a pool of pre-started containers (go-sandbox's
// container package), one cgroup per run, a watcher per run.
type pool struct {
	cfg     Config
	builder *container.Builder
	cgroups *cgroupHome
	filter  seccomp.Filter
	ncpu    int
	devNull *os.File

	slots chan *slot

	mu     sync.RWMutex // held for reading by every Run, for writing by Close
	closed bool
}

// slot is one container of the pool.
type slot struct {
	env     container.Environment // nil when it must be (re)built
	wd, tmp *os.File              // the container's working directory and /tmp
	initPid int                   // host pid of the container's init
	next    *runGroup             // the cgroup of its next run, made in advance
}

// New starts a sandboxed Runner: cfg.Pool containers, each ready to run one
// program at a time. It fails, saying what is missing, when this machine
// cannot isolate programs (no root or delegated cgroup, no user namespaces).
func New(cfg Config) (Runner, error) {
	cfg = cfg.withDefaults()
	filter, err := newFilter()
	if err != nil {
		return nil, err
	}
	mounts, err := containerMounts(cfg)
	if err != nil {
		return nil, err
	}
	cg, err := newCgroupHome(cfg.CgroupPrefix)
	if err != nil {
		return nil, err
	}
	devNull, err := os.Open(os.DevNull)
	if err != nil {
		cg.remove()
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	p := &pool{
		cfg:     cfg,
		cgroups: cg,
		filter:  filter,
		ncpu:    runtime.NumCPU(),
		devNull: devNull,
		slots:   make(chan *slot, cfg.Pool),
	}
	p.builder = &container.Builder{
		TmpRoot:                 fmt.Sprintf("cham-root-%d-", os.Getpid()),
		Mounts:                  mounts,
		CloneFlags:              forkexec.UnshareFlags,
		HostName:                "cham",
		DomainName:              "cham",
		WorkDir:                 workDir,
		ContainerUID:            containerUID,
		ContainerGID:            containerUID,
		UnshareCgroupBeforeExec: true,
	}
	if os.Geteuid() == 0 {
		p.builder.CredGenerator = &credGen{base: uint32(cfg.UIDBase)}
	}
	// Start the containers side by side.
	errs := make(chan error, cfg.Pool)
	for i := 0; i < cfg.Pool; i++ {
		go func() {
			s := &slot{}
			err := p.build(s)
			p.slots <- s
			errs <- err
		}()
	}
	for i := 0; i < cfg.Pool; i++ {
		if e := <-errs; e != nil && err == nil {
			err = e
		}
	}
	if err != nil {
		p.Close()
		return nil, err
	}
	return p, nil
}

// credGen gives each container its own host user id, base and up: one of
// uidRange, taken in turn.
type credGen struct{ base, n uint32 }

const uidRange = 65536

func (c *credGen) Get() syscall.Credential {
	id := c.base + (atomic.AddUint32(&c.n, 1)-1)%uidRange
	return syscall.Credential{Uid: id, Gid: id}
}

// errContainerGone says a container was found dead before the program started.
var errContainerGone = errors.New("sandbox: container gone")

// errProbeDone stops the probe that finds a container's working directory.
var errProbeDone = errors.New("probe done")

// build starts the container of s and opens its working directory and
// /tmp: a program is forked there and stopped before it runs anything, long
// enough to open /proc/<pid>/cwd and /proc/<pid>/root/tmp, and to read the
// host pid of its parent, the container's init.
func (p *pool) build(s *slot) error {
	env, err := p.builder.Build()
	if err != nil {
		return fmt.Errorf("sandbox: cannot start a container: %w (user namespaces must be allowed: see /proc/sys/user/max_user_namespaces)", err)
	}
	var wd, tmp *os.File
	var initPid int
	var probeErr error
	env.Execve(context.Background(), container.ExecveParam{
		Args:  []string{"/probe"},
		Files: []uintptr{p.devNull.Fd(), p.devNull.Fd(), p.devNull.Fd()},
		SyncFunc: func(pid int) error {
			const dir = unix.O_PATH | unix.O_DIRECTORY | unix.O_CLOEXEC
			proc := fmt.Sprintf("/proc/%d/", pid)
			if wd, probeErr = os.OpenFile(proc+"cwd", dir, 0); probeErr != nil {
				return probeErr
			}
			if tmp, probeErr = os.OpenFile(proc+"root/tmp", dir, 0); probeErr != nil {
				return probeErr
			}
			initPid, probeErr = parentPid(pid)
			if probeErr != nil {
				return probeErr
			}
			return errProbeDone
		},
	})
	if probeErr == nil && (wd == nil || tmp == nil) {
		probeErr = errors.New("the probe did not run")
	}
	if probeErr == nil {
		probeErr = env.Ping()
	}
	if probeErr != nil {
		for _, f := range []*os.File{wd, tmp} {
			if f != nil {
				f.Close()
			}
		}
		env.Destroy()
		return fmt.Errorf("sandbox: new container: cannot open its directories: %v", probeErr)
	}
	s.env, s.wd, s.tmp, s.initPid = env, wd, tmp, initPid
	return nil
}

// parentPid reads the parent of a process from /proc/<pid>/status.
func parentPid(pid int) (int, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "PPid:"); ok {
			return strconv.Atoi(strings.TrimSpace(v))
		}
	}
	return 0, fmt.Errorf("no PPid in /proc/%d/status", pid)
}

// waitReaped waits until the container's init has reaped every process of
// the run (it does so just after it has reported the end of the program).
func (s *slot) waitReaped() error {
	deadline := time.Now().Add(5 * time.Second)
	for wait := 20 * time.Microsecond; ; wait *= 2 {
		n, err := childrenOf(s.initPid)
		if err != nil || n == 0 {
			return err
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("sandbox: %d processes of the container %d not reaped after 5 s", n, s.initPid)
		}
		time.Sleep(min(wait, 5*time.Millisecond))
	}
}

// childrenOf counts the children, zombies too, of every thread of a process.
func childrenOf(pid int) (int, error) {
	tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil {
		return 0, fmt.Errorf("sandbox: the container's init: %w", err)
	}
	n := 0
	for _, t := range tasks {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/children", pid, t.Name()))
		if err == nil {
			n += len(strings.Fields(string(b)))
		}
	}
	return n, nil
}

func (s *slot) destroy() {
	if s.next != nil {
		s.next.destroy()
		s.next = nil
	}
	if s.env != nil {
		s.env.Destroy()
		s.env = nil
	}
	for _, f := range []**os.File{&s.wd, &s.tmp} {
		if *f != nil {
			(*f).Close()
			*f = nil
		}
	}
}

// Close destroys the containers and removes the cgroups, after the runs under way.
func (p *pool) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil
	}
	p.closed = true
	for i := 0; i < p.cfg.Pool; i++ {
		s := <-p.slots
		s.destroy()
	}
	p.devNull.Close()
	return p.cgroups.remove()
}

// Run runs one program in a container of the pool.
func (p *pool) Run(ctx context.Context, req *Request) (*Result, error) {
	if err := checkRequest(req); err != nil {
		return nil, err
	}
	p.mu.RLock()
	defer p.mu.RUnlock()
	if p.closed {
		return nil, errors.New("sandbox: Run after Close")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var s *slot
	select {
	case s = <-p.slots:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if s.env == nil {
		if err := p.build(s); err != nil {
			p.slots <- s
			return nil, err
		}
	}
	group := s.next
	s.next = nil
	if group == nil {
		var err error
		if group, err = p.cgroups.newGroup(); err != nil {
			p.slots <- s
			return nil, err
		}
	}
	res, broken, err := p.runIn(ctx, s, group, req)
	if errors.Is(err, errContainerGone) {
		// The container died while it waited for work (killed from
		// outside, or with the thread that started it): the program never
		// started, so it is run again, once, in a new container.
		s.destroy()
		if err = p.build(s); err == nil {
			res, broken, err = p.runIn(ctx, s, group, req)
		}
	}
	// When Run returns, not even a zombie of the run is left.
	if !broken && s.env != nil && s.waitReaped() != nil {
		broken = true
	}
	// The rest is done while the caller goes on.
	go p.recycle(s, group, broken)
	return res, err
}

// recycle removes the cgroup of a run, empties the container's working
// directory and /tmp (or destroys the container if it broke: the next run
// that takes the slot builds a new one), makes the cgroup of the next run,
// and gives the slot back to the pool.
func (p *pool) recycle(s *slot, used *runGroup, broken bool) {
	defer func() { p.slots <- s }()
	used.destroy() // empty, or emptied by destroy
	if !broken && (removeContentsAt(int(s.wd.Fd())) != nil || removeContentsAt(int(s.tmp.Fd())) != nil) {
		broken = true
	}
	if broken {
		s.destroy()
	}
	if next, err := p.cgroups.newGroup(); err == nil {
		next.setLimits(used.memoryLimit, used.procsLimit) // most runs are alike
		s.next = next
	}
}

// runIn runs req in the container of s. broken says the container must not
// be used again.
func (p *pool) runIn(ctx context.Context, s *slot, group *runGroup, req *Request) (res *Result, broken bool, err error) {
	lim := req.Limits.WithDefaults()
	if err := placeFiles(s.wd, req.Files); err != nil {
		return nil, false, err
	}
	stdin := p.devNull
	if len(req.Stdin) > 0 {
		f, err := memfd.New("stdin")
		if err != nil {
			return nil, false, fmt.Errorf("sandbox: %w", err)
		}
		defer f.Close()
		if _, err := f.Write(req.Stdin); err != nil {
			return nil, false, fmt.Errorf("sandbox: writing stdin: %w", err)
		}
		if _, err := f.Seek(0, 0); err != nil {
			return nil, false, fmt.Errorf("sandbox: %w", err)
		}
		stdin = f
	}
	stdout, err := memfd.New("stdout")
	if err != nil {
		return nil, false, fmt.Errorf("sandbox: %w", err)
	}
	defer stdout.Close()
	stderr, err := memfd.New("stderr")
	if err != nil {
		return nil, false, fmt.Errorf("sandbox: %w", err)
	}
	defer stderr.Close()

	if err := group.setLimits(lim.Memory, lim.Procs); err != nil {
		return nil, true, err
	}

	execCtx, cancelExec := context.WithCancel(context.Background())
	defer cancelExec()
	var pidfd = -1
	defer func() {
		if pidfd >= 0 {
			unix.Close(pidfd)
		}
	}()
	kill := func() {
		if pidfd >= 0 {
			unix.PidfdSendSignal(pidfd, unix.SIGKILL, nil, 0)
		}
		group.killAll()
		cancelExec()
	}
	outputOver := func() string {
		for _, f := range []struct {
			file *os.File
			name string
		}{{stdout, "standard output"}, {stderr, "standard error"}} {
			var st unix.Stat_t
			if unix.Fstat(int(f.file.Fd()), &st) == nil && st.Size > lim.Output {
				return f.name
			}
		}
		return ""
	}
	w, err := newWatcher(ctx, lim, p.ncpu, group, kill, outputOver)
	if err != nil {
		return nil, false, err
	}
	defer w.close()
	var start time.Time
	started := false

	param := container.ExecveParam{
		Args:    req.Args,
		Env:     withDefaultEnv(req.Env, workDir),
		Files:   []uintptr{stdin.Fd(), stdout.Fd(), stderr.Fd()},
		RLimits: programRLimits(lim),
		Seccomp: p.filter,
		SyncFunc: func(pid int) error {
			if !p.cgroups.v2 {
				if err := group.addProc(pid); err != nil {
					return err
				}
			}
			if fd, err := unix.PidfdOpen(pid, 0); err == nil {
				pidfd = fd
			}
			start = time.Now()
			started = true
			go w.run(start)
			return nil
		},
	}
	if p.cgroups.v2 {
		dir, err := group.openDir()
		if err != nil {
			return nil, false, err
		}
		defer dir.Close()
		param.CgroupFD = dir.Fd()
	}
	rr := s.env.Execve(execCtx, param)
	end := time.Now()
	var watched watchResult
	if started {
		watched = w.stop()
	}
	runtime.KeepAlive(stdin)

	// Every process of the run must be gone before it is measured.
	if err := group.waitEmpty(); err != nil {
		return nil, true, err
	}
	cpu, err := group.cpuUsage()
	if err != nil {
		return nil, true, err
	}
	st, err := group.stats()
	if err != nil {
		return nil, true, err
	}
	if watched.err != nil {
		return nil, true, watched.err
	}
	if watched.reason == killedForCaller {
		return nil, false, ctx.Err()
	}

	res = &Result{Isolated: true}
	if rr.Status == runner.StatusRunnerError {
		// Either the program could not be started (a missing file, a bad
		// executable), which the container reports, or the container
		// failed: the judge's fault. A container may also end after
		// reporting a failed execve (go-sandbox then sends it a kill it no
		// longer expects): it is built again for the next run.
		reported := strings.HasPrefix(rr.Error, "start: ") || strings.HasPrefix(rr.Error, "handle: ")
		alive := s.env.Ping() == nil
		if !reported {
			if !started && !alive {
				return nil, true, fmt.Errorf("%w: %s", errContainerGone, rr.Error)
			}
			return nil, true, fmt.Errorf("sandbox: container failed: %s", rr.Error)
		}
		if watched.reason == notKilled {
			res.Status, res.ExitCode = StatusInternal, -1
			res.Message = "cannot start " + req.Args[0] + ": " + trimRunnerError(rr.Error)
			return res, !alive, nil
		}
		broken = !alive
	}

	o := observation{
		cpu: cpu, wall: end.Sub(start), memory: st.peak,
		killed: watched.reason, oomKills: st.oomKills, memoryHits: st.memoryHits, procsHits: st.procsHits,
	}
	switch rr.Status {
	case runner.StatusNormal, runner.StatusNonzeroExitStatus:
		o.exited, o.exitCode = true, rr.ExitStatus
	case runner.StatusRunnerError:
		o.signal = syscall.SIGKILL // killed by the watcher before the container could say how it ended
	default:
		o.signal = syscall.Signal(rr.ExitStatus)
	}
	if res.Stdout, err = readOutput(stdout, lim.Output, "standard output", &o); err != nil {
		return nil, false, err
	}
	if res.Stderr, err = readOutput(stderr, lim.Output, "standard error", &o); err != nil {
		return nil, false, err
	}
	files, over, err := collectFiles(s.wd, req.Collect, lim.Output)
	if err != nil {
		return nil, false, err
	}
	res.Files = files
	if o.outputOver == "" {
		o.outputOver = over
	}
	o.fill(res)
	res.Status, res.Message = judge(lim, o)
	return res, broken, nil
}

// programRLimits are the per-process limits of a program: RLIMIT_CPU a
// second or two past the CPU limit (a backstop to the watcher; it counts
// each process alone), RLIMIT_FSIZE one byte past the output limit (so that
// exactly Output bytes pass, and writing past stops the program with
// SIGXFSZ), the stack, open files, and no core files.
func programRLimits(l Limits) []rlimit.RLimit {
	cpuSeconds := uint64((l.CPU+time.Second-1)/time.Second) + 1
	r := rlimit.RLimits{
		CPU:         cpuSeconds,
		CPUHard:     cpuSeconds + 1,
		FileSize:    uint64(l.Output) + 1,
		Stack:       uint64(l.Stack),
		OpenFile:    uint64(l.OpenFiles),
		DisableCore: true,
	}
	return r.PrepareRLimit()
}

// readOutput reads what a program wrote to one of its output streams.
func readOutput(f *os.File, limit int64, name string, o *observation) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("sandbox: %s: %w", name, err)
	}
	if fi.Size() > limit && o.outputOver == "" {
		o.outputOver = name
	}
	data, err := readUpTo(f, fi.Size(), limit)
	if err != nil {
		return nil, fmt.Errorf("sandbox: reading %s: %w", name, err)
	}
	return data, nil
}

// trimRunnerError shortens go-sandbox's "execve: start: /w/a: execve: no
// such file or directory" to its cause.
func trimRunnerError(s string) string {
	if i := strings.LastIndex(s, ": "); i >= 0 {
		return s[i+2:]
	}
	return s
}
