package sandbox

import (
	"context"
	"fmt"
	"os"
	"path"
	"runtime"
	"strings"
	"syscall"
	"time"
)

// Units of memory, for Limits.
const (
	KiB int64 = 1 << 10
	MiB int64 = 1 << 20
	GiB int64 = 1 << 30
)

// Defaults taken by a Limits field left at zero.
const (
	DefaultCPU       = time.Second
	DefaultMemory    = 256 * MiB
	DefaultOutput    = 64 * MiB
	DefaultProcs     = 128
	DefaultOpenFiles = 256
)

// Limits bound one run. A zero field takes its default.
type Limits struct {
	CPU       time.Duration // CPU time of all processes and threads together (default 1 s)
	Wall      time.Duration // wall-clock time; 0 means 3 x CPU
	Memory    int64         // bytes of memory of all processes together (default 256 MiB)
	Output    int64         // bytes, per file written and for stdout and stderr each (default 64 MiB)
	Procs     int           // processes and threads alive at once (default 128)
	Stack     int64         // bytes of stack per process; 0 means Memory
	OpenFiles int           // open file descriptors per process (default 256)
}

// WithDefaults returns l with every zero field replaced by its default.
func (l Limits) WithDefaults() Limits {
	if l.CPU <= 0 {
		l.CPU = DefaultCPU
	}
	if l.Wall <= 0 {
		l.Wall = 3 * l.CPU
	}
	if l.Memory <= 0 {
		l.Memory = DefaultMemory
	}
	if l.Output <= 0 {
		l.Output = DefaultOutput
	}
	if l.Procs <= 0 {
		l.Procs = DefaultProcs
	}
	if l.Stack <= 0 || l.Stack > l.Memory {
		l.Stack = l.Memory
	}
	if l.OpenFiles <= 0 {
		l.OpenFiles = DefaultOpenFiles
	}
	return l
}

// File is placed in the program's fresh working directory before it starts:
// its input file, a compiled binary, a source file.
type File struct {
	Name string      // relative to the working directory, e.g. "QUEENS.INP" or "pkg/Main.class"
	Data []byte      // contents
	Mode os.FileMode // permission bits; 0 means 0644 (use 0755 for an executable)
}

// Request is one program to run.
type Request struct {
	Args []string // Args[0] is a path inside the sandbox, or a name looked up in the working directory, then PATH
	Env  []string // "KEY=value"; PATH and HOME are added when missing

	Files []File // placed in the working directory before the start
	Stdin []byte // standard input; empty means end of file at once

	// Collect names files of the working directory to read back after the
	// run: plain names or path.Match patterns such as "*.class", matched one
	// path element at a time ("pkg/*.class" looks in pkg).
	Collect []string

	Limits Limits
}

// Status is the outcome of a run, in one word.
type Status string

// The outcomes of a run. See the package documentation for when each applies.
const (
	StatusOK       Status = "ok"       // exited with status 0 within every limit
	StatusTime     Status = "time"     // CPU time limit exceeded
	StatusIdle     Status = "idle"     // wall time limit exceeded while within the CPU limit
	StatusMemory   Status = "memory"   // memory limit reached
	StatusOutput   Status = "output"   // output limit exceeded
	StatusSignal   Status = "signal"   // killed by a signal of its own doing (SIGSEGV, SIGABRT ...)
	StatusExit     Status = "exit"     // exited with a non-zero status
	StatusInternal Status = "internal" // the program could not be started as asked
)

// Result is what a run did.
type Result struct {
	Status   Status
	ExitCode int    // exit status when the program exited, else -1
	Signal   string // "SIGSEGV" ... when a signal ended it, else ""

	CPU    time.Duration // CPU time of all its processes and threads, user and system
	Wall   time.Duration // wall-clock time from its start to its end
	Memory int64         // peak memory of all its processes together, bytes

	Stdout, Stderr []byte            // each at most Limits.Output bytes
	Files          map[string][]byte // the collected files that exist, by path in the working directory

	Message string // the outcome in words, e.g. "killed by SIGSEGV (segmentation fault)"

	// Isolated is true when the program ran in the sandbox (New), false when
	// it ran as a plain process of the judge's user (NewUnsafe).
	Isolated bool
}

// Runner runs programs. Run is safe for concurrent use; runs beyond the
// pool size wait for a free slot.
type Runner interface {
	// Run runs one program and says what it did. The error is only for
	// failures of the judge itself, for a request no program could be run
	// from (no Args, a file name that leaves the working directory) and for
	// ctx ending; whatever the program does is told by Result.Status.
	Run(ctx context.Context, r *Request) (*Result, error)
	// Close ends the runner; it waits for runs under way.
	Close() error
}

// Config sets up a Runner.
type Config struct {
	// Pool is the number of programs that can run at once, each in its own
	// pre-started container (default GOMAXPROCS).
	Pool int

	// ReadOnly lists extra host paths made visible read-only at the same
	// path inside the sandbox, e.g. "/root/.pyenv" or "/opt/fpc". Shell
	// patterns ("/usr/lib/python3*") are expanded; missing paths are skipped.
	// Paths under /tmp, /w, /proc and /dev are refused: the sandbox has its own.
	ReadOnly []string

	// CgroupPrefix names the cgroup directory of this process,
	// "<prefix>-<pid>" (default "cham"). Stale ones of dead processes with
	// the same prefix are removed by New.
	CgroupPrefix string

	// WorkDirSize bounds the working directory and /tmp of each container
	// (default 1 GiB). What the program writes there also counts against its
	// memory limit.
	WorkDirSize int64

	// UIDBase is the first host user and group id given to the sandboxed
	// programs, one per container, taken in turn from the 65536 ids from
	// there (default 700000, chosen to be nobody's). Used only as root;
	// otherwise programs run as the judge's own user.
	UIDBase int
}

func (c Config) withDefaults() Config {
	if c.Pool <= 0 {
		c.Pool = runtime.GOMAXPROCS(0)
	}
	if c.CgroupPrefix == "" {
		c.CgroupPrefix = "cham"
	}
	if c.WorkDirSize <= 0 {
		c.WorkDirSize = 1 * GiB
	}
	if c.UIDBase <= 0 {
		c.UIDBase = 700000
	}
	return c
}

// checkRequest rejects requests no program could be run from.
func checkRequest(r *Request) error {
	if r == nil || len(r.Args) == 0 || r.Args[0] == "" {
		return fmt.Errorf("sandbox: request without a program (Args is empty)")
	}
	for _, f := range r.Files {
		if err := checkRelPath(f.Name); err != nil {
			return fmt.Errorf("sandbox: file %q: %w", f.Name, err)
		}
	}
	for _, p := range r.Collect {
		if err := checkRelPath(p); err != nil {
			return fmt.Errorf("sandbox: collect %q: %w", p, err)
		}
		if _, err := path.Match(p, ""); err != nil {
			return fmt.Errorf("sandbox: collect %q: %w", p, err)
		}
	}
	return nil
}

// checkRelPath accepts "a", "a/b" and nothing that leaves the directory.
func checkRelPath(p string) error {
	if p == "" {
		return fmt.Errorf("empty name")
	}
	if strings.HasPrefix(p, "/") {
		return fmt.Errorf("absolute path, want a name relative to the working directory")
	}
	for _, e := range strings.Split(p, "/") {
		if e == "" || e == "." || e == ".." {
			return fmt.Errorf("bad path element %q", e)
		}
	}
	return nil
}

// withDefaultEnv adds PATH and HOME when env lacks them.
func withDefaultEnv(env []string, home string) []string {
	out := append([]string(nil), env...)
	has := func(k string) bool {
		for _, e := range env {
			if strings.HasPrefix(e, k+"=") {
				return true
			}
		}
		return false
	}
	if !has("PATH") {
		out = append(out, "PATH=/usr/local/bin:/usr/bin:/bin")
	}
	if !has("HOME") {
		out = append(out, "HOME="+home)
	}
	return out
}

// killReason says why the watcher killed a program.
type killReason int

const (
	notKilled killReason = iota
	killedForCPU
	killedForWall
	killedForOutput // stdout or stderr past the output limit (SIGXFSZ ignored)
	killedForCaller // the caller's context ended
)

// observation is what a run measured, before it is judged.
type observation struct {
	exited   bool
	exitCode int
	signal   syscall.Signal

	cpu, wall time.Duration
	memory    int64

	killed     killReason
	oomKills   uint64 // processes the kernel's OOM killer ended
	memoryHits uint64 // times the memory usage hit the limit
	procsHits  uint64 // times a fork or thread failed at the process limit

	outputOver string // the stream or file that went past the output limit
}

// judge turns an observation into a Status and a message. Its order is the
// order documented in the package comment.
func judge(l Limits, o observation) (Status, string) {
	var st Status
	var msg string
	abnormal := !o.exited || o.exitCode != 0
	switch {
	case o.outputOver != "" || (!o.exited && o.signal == sigXFSZ):
		what := o.outputOver
		if what == "" {
			what = "a file"
		}
		st, msg = StatusOutput, fmt.Sprintf("output %s exceeded on %s", mebibytes(l.Output), what)
	case o.killed == killedForCPU || o.cpu > l.CPU || (!o.exited && o.signal == sigXCPU):
		st, msg = StatusTime, fmt.Sprintf("CPU time %s exceeded (%s used)", seconds(l.CPU, 3), seconds(o.cpu, 3))
	case o.killed == killedForWall && o.memoryHits == 0:
		st, msg = StatusIdle, fmt.Sprintf("idle: wall time %s exceeded with %s of CPU", seconds(l.Wall, 1), seconds(o.cpu, 2))
	case o.oomKills > 0 || (abnormal && (o.memoryHits > 0 || o.memory >= l.Memory)):
		st, msg = StatusMemory, fmt.Sprintf("memory %s exceeded (peak %s)", mebibytes(l.Memory), mebibytes(o.memory))
		switch {
		case o.oomKills > 0:
			msg += "; killed by the kernel's out-of-memory killer"
		case o.killed == killedForWall:
			msg += "; stalled at the limit until the wall time ran out"
		}
	case !o.exited:
		st, msg = StatusSignal, "killed by "+describeSignal(o.signal)
	case o.exitCode != 0:
		st, msg = StatusExit, fmt.Sprintf("exit status %d", o.exitCode)
	default:
		st, msg = StatusOK, "exit status 0"
	}
	if o.procsHits > 0 {
		msg += fmt.Sprintf("; the process limit (%d) stopped a fork or a new thread", l.Procs)
	}
	return st, msg
}

// seconds formats d as "1.000 s" with the given decimals.
func seconds(d time.Duration, decimals int) string {
	return fmt.Sprintf("%.*f s", decimals, d.Seconds())
}

// mebibytes formats n bytes as "256.0 MiB".
func mebibytes(n int64) string {
	return fmt.Sprintf("%.1f MiB", float64(n)/float64(MiB))
}

// fill sets the exit fields of res from o.
func (o observation) fill(res *Result) {
	res.ExitCode = -1
	if o.exited {
		res.ExitCode = o.exitCode
	} else {
		res.Signal = signalName(o.signal)
	}
	res.CPU, res.Wall, res.Memory = o.cpu, o.wall, o.memory
}
