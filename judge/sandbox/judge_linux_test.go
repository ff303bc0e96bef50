package sandbox

import (
	"os"
	"runtime"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

func TestJudge(t *testing.T) {
	l := Limits{CPU: time.Second, Memory: 64 * MiB, Output: MiB, Procs: 10}.WithDefaults()
	tests := []struct {
		name       string
		o          observation
		want       Status
		wantMsg    string
		wantSignal string
		wantCode   int
	}{
		{"clean exit", observation{exited: true, cpu: 10 * time.Millisecond}, StatusOK, "exit status 0", "", 0},
		{"non-zero exit", observation{exited: true, exitCode: 3}, StatusExit, "exit status 3", "", 3},
		{"segfault", observation{signal: syscall.SIGSEGV}, StatusSignal, "killed by SIGSEGV (segmentation fault)", "SIGSEGV", -1},
		{"signal without a meaning", observation{signal: syscall.Signal(40)}, StatusSignal, "killed by signal 40", "signal 40", -1},
		{"watcher, CPU", observation{killed: killedForCPU, signal: syscall.SIGKILL, cpu: 1001 * time.Millisecond}, StatusTime,
			"CPU time 1.000 s exceeded (1.001 s used)", "SIGKILL", -1},
		{"ended just past the CPU limit", observation{exited: true, cpu: 1001 * time.Millisecond}, StatusTime,
			"CPU time 1.000 s exceeded (1.001 s used)", "", 0},
		{"RLIMIT_CPU", observation{signal: syscall.SIGXCPU, cpu: 999 * time.Millisecond}, StatusTime,
			"CPU time 1.000 s exceeded (0.999 s used)", "SIGXCPU", -1},
		{"watcher, wall", observation{killed: killedForWall, signal: syscall.SIGKILL, cpu: 12 * time.Millisecond, wall: 3 * time.Second}, StatusIdle,
			"idle: wall time 3.0 s exceeded with 0.01 s of CPU", "SIGKILL", -1},
		{"stalled at the memory limit", observation{killed: killedForWall, signal: syscall.SIGKILL, memoryHits: 9, memory: 64 * MiB}, StatusMemory,
			"memory 64.0 MiB exceeded (peak 64.0 MiB); stalled at the limit until the wall time ran out", "SIGKILL", -1},
		{"SIGXFSZ", observation{signal: syscall.SIGXFSZ}, StatusOutput, "output 1.0 MiB exceeded on a file", "SIGXFSZ", -1},
		{"stdout too long", observation{exited: true, outputOver: "standard output"}, StatusOutput, "output 1.0 MiB exceeded on standard output", "", 0},
		{"OOM kill", observation{signal: syscall.SIGKILL, oomKills: 1, memory: 64 * MiB}, StatusMemory,
			"memory 64.0 MiB exceeded (peak 64.0 MiB); killed by the kernel's out-of-memory killer", "SIGKILL", -1},
		{"gave up at the limit", observation{exited: true, exitCode: 3, memoryHits: 2, memory: 63 * MiB}, StatusMemory,
			"memory 64.0 MiB exceeded (peak 63.0 MiB)", "", 3},
		{"hit the limit once, then fine", observation{exited: true, memoryHits: 1, memory: 64 * MiB}, StatusOK, "exit status 0", "", 0},
		{"output before time", observation{killed: killedForCPU, signal: syscall.SIGKILL, cpu: time.Second, outputOver: "standard output"}, StatusOutput,
			"output 1.0 MiB exceeded on standard output", "SIGKILL", -1},
		{"watcher, output", observation{killed: killedForOutput, signal: syscall.SIGKILL, outputOver: "standard error"}, StatusOutput,
			"output 1.0 MiB exceeded on standard error", "SIGKILL", -1},
		{"CPU before memory", observation{killed: killedForCPU, oomKills: 1, cpu: time.Second}, StatusTime,
			"CPU time 1.000 s exceeded (1.000 s used)", "signal 0", -1},
		{"output before memory", observation{signal: syscall.SIGXFSZ, memoryHits: 1}, StatusOutput,
			"output 1.0 MiB exceeded on a file", "SIGXFSZ", -1},
		{"fork failed", observation{exited: true, exitCode: 1, procsHits: 5}, StatusExit,
			"exit status 1; the process limit (10) stopped a fork or a new thread", "", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var res Result
			tc.o.fill(&res)
			st, msg := judge(l, tc.o)
			if st != tc.want || msg != tc.wantMsg {
				t.Errorf("judge = %q, %q; want %q, %q", st, msg, tc.want, tc.wantMsg)
			}
			if res.Signal != tc.wantSignal || res.ExitCode != tc.wantCode {
				t.Errorf("Signal, ExitCode = %q, %d; want %q, %d", res.Signal, res.ExitCode, tc.wantSignal, tc.wantCode)
			}
		})
	}
}

func TestLimitsDefaults(t *testing.T) {
	tests := []struct{ in, want Limits }{
		{Limits{}, Limits{CPU: time.Second, Wall: 3 * time.Second, Memory: 256 * MiB, Output: 64 * MiB, Procs: 128, Stack: 256 * MiB, OpenFiles: 256}},
		{Limits{CPU: 2 * time.Second, Memory: 32 * MiB, Stack: 8 * MiB}, Limits{CPU: 2 * time.Second, Wall: 6 * time.Second, Memory: 32 * MiB, Output: 64 * MiB, Procs: 128, Stack: 8 * MiB, OpenFiles: 256}},
		{Limits{Memory: 32 * MiB, Stack: GiB, Wall: time.Second}, Limits{CPU: time.Second, Wall: time.Second, Memory: 32 * MiB, Output: 64 * MiB, Procs: 128, Stack: 32 * MiB, OpenFiles: 256}},
	}
	for _, tc := range tests {
		if got := tc.in.WithDefaults(); got != tc.want {
			t.Errorf("%+v.WithDefaults() = %+v, want %+v", tc.in, got, tc.want)
		}
	}
}

func TestNextPoll(t *testing.T) {
	tests := []struct {
		cpuLeft, wallLeft time.Duration
		ncpu              int
		sampling          bool
		want              time.Duration
	}{
		{time.Second, 3 * time.Second, 2, false, maxPoll},
		{60 * time.Millisecond, 3 * time.Second, 2, false, 30 * time.Millisecond},
		{time.Second, 20 * time.Millisecond, 2, false, 20 * time.Millisecond},
		{10 * time.Millisecond, time.Second, 1, false, 10 * time.Millisecond},
		{time.Millisecond, time.Second, 4, false, minPoll},
		{-time.Millisecond, time.Second, 4, false, minPoll},
		{time.Second, time.Second, 1, true, samplePoll},
	}
	for _, tc := range tests {
		if got := nextPoll(tc.cpuLeft, tc.wallLeft, tc.ncpu, tc.sampling); got != tc.want {
			t.Errorf("nextPoll(%v, %v, %d, %v) = %v, want %v", tc.cpuLeft, tc.wallLeft, tc.ncpu, tc.sampling, got, tc.want)
		}
	}
}

func TestParseCgroupFiles(t *testing.T) {
	self := parseSelfCgroup("12:pids:/user.slice\n4:cpu,cpuacct:/a/b\n3:memory:/process_api/x\n1:name=systemd:/\n0::/init.scope\n")
	for c, want := range map[string]string{"pids": "/user.slice", "cpu": "/a/b", "cpuacct": "/a/b", "memory": "/process_api/x"} {
		if self.v1[c] != want {
			t.Errorf("v1[%q] = %q, want %q", c, self.v1[c], want)
		}
	}
	if self.v2 != "/init.scope" {
		t.Errorf("v2 = %q, want /init.scope", self.v2)
	}

	mounts := parseCgroupMounts(`22 27 0:21 / /proc rw,relatime - proc proc rw
33 31 0:30 / /sys/fs/cgroup/cpu,cpuacct rw,nosuid - cgroup cgroup rw,cpu,cpuacct
34 31 0:31 /docker/abc /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory,clone_children
35 31 0:32 / /sys/fs/cgroup/unified rw - cgroup2 cgroup2 rw,nsdelegate
36 27 0:33 / /mnt/with\040space rw - cgroup2 cgroup2 rw
`)
	if len(mounts) != 4 {
		t.Fatalf("parsed %d cgroup mounts, want 4: %+v", len(mounts), mounts)
	}
	if got := mounts[0].controllers; len(got) != 2 || got[0] != "cpu" || got[1] != "cpuacct" {
		t.Errorf("controllers of the first mount = %v, want [cpu cpuacct]", got)
	}
	if got := mounts[1].dirOf("/docker/abc/x"); got != "/sys/fs/cgroup/memory/x" {
		t.Errorf("dirOf below a mounted sub-tree = %q, want /sys/fs/cgroup/memory/x", got)
	}
	if !mounts[2].v2 || mounts[2].dirOf("/a") != "/sys/fs/cgroup/unified/a" {
		t.Errorf("v2 mount = %+v", mounts[2])
	}
	if mounts[3].point != "/mnt/with space" {
		t.Errorf("escaped mount point = %q, want %q", mounts[3].point, "/mnt/with space")
	}
	if n, ok := keyedValue([]byte("oom_kill_disable 0\nunder_oom 0\noom_kill 7\n"), "oom_kill"); !ok || n != 7 {
		t.Errorf("keyedValue oom_kill = %d, %v; want 7, true", n, ok)
	}
	if !staleName("cham").MatchString("cham-123") || !staleName("cham").MatchString("cham-123-self") || staleName("cham").MatchString("chamx-123") {
		t.Error("staleName matches the wrong names")
	}
}

// TestSeccompFilter runs the filter, in a small BPF interpreter, on every
// system call number and on the cases that matter.
func TestSeccompFilter(t *testing.T) {
	f, err := newFilter()
	if err != nil {
		t.Fatal(err)
	}
	const (
		allow  = unix.SECCOMP_RET_ALLOW
		eperm  = unix.SECCOMP_RET_ERRNO | uint32(syscall.EPERM)
		enosys = unix.SECCOMP_RET_ERRNO | uint32(syscall.ENOSYS)
		kill   = unix.SECCOMP_RET_KILL_PROCESS
	)
	want := map[uint32]uint32{}
	for _, nr := range deniedEPERM {
		want[uint32(nr)] = eperm
	}
	for _, nr := range deniedENOSYS {
		want[uint32(nr)] = enosys
	}
	longest := 0
	for nr := uint32(0); nr < 1024; nr++ {
		exp, ok := want[nr]
		if !ok {
			exp = allow
		}
		got, steps := runFilter(t, f, nr, auditArch, 0)
		if got != exp {
			t.Errorf("system call %d: %#x, want %#x", nr, got, exp)
		}
		longest = max(longest, steps)
	}
	t.Logf("%d instructions; a call runs at most %d", len(f), longest)
	if longest > 20 {
		t.Errorf("a call takes %d instructions to judge, want a short binary search", longest)
	}
	type call struct {
		name     string
		nr, arch uint32
		arg0     uint64
		want     uint32
	}
	calls := []call{
		{"clone of a thread", unix.SYS_CLONE, auditArch, unix.CLONE_VM | unix.CLONE_THREAD | unix.CLONE_SIGHAND, allow},
		{"clone of a process", unix.SYS_CLONE, auditArch, uint64(syscall.SIGCHLD), allow},
		{"clone into a user namespace", unix.SYS_CLONE, auditArch, unix.CLONE_NEWUSER | uint64(syscall.SIGCHLD), eperm},
		{"clone into a network namespace", unix.SYS_CLONE, auditArch, unix.CLONE_NEWNET, eperm},
		{"another architecture", unix.SYS_GETPID, 0x40000003, 0, kill},
	}
	if x32Bit != 0 {
		calls = append(calls, call{"x32 call", x32Bit + 39, auditArch, 0, kill})
	}
	for _, tc := range calls {
		if got, _ := runFilter(t, f, tc.nr, tc.arch, tc.arg0); got != tc.want {
			t.Errorf("%s: %#x, want %#x", tc.name, got, tc.want)
		}
	}
	if _, err := assemble([]bpfInsn{{code: bpfJeq, jt: "nowhere"}}); err == nil {
		t.Error("assemble accepted a jump to a missing label")
	}
	far := make([]bpfInsn, 300)
	far[0] = bpfInsn{code: bpfJeq, jt: "end"}
	far[299].label = "end"
	if _, err := assemble(far); err == nil {
		t.Error("assemble accepted a jump past 255 instructions")
	}
}

// runFilter interprets the filter's instructions on one call; it says what
// the filter returns and how many instructions it ran.
func runFilter(t *testing.T, f []syscall.SockFilter, nr, arch uint32, arg0 uint64) (uint32, int) {
	t.Helper()
	data := map[uint32]uint32{offNr: nr, offArch: arch, offArg0: uint32(arg0), offArg0 + 4: uint32(arg0 >> 32)}
	var acc uint32
	for pc, steps := 0, 1; pc < len(f); pc, steps = pc+1, steps+1 {
		in := f[pc]
		switch in.Code {
		case bpfLd:
			v, ok := data[in.K]
			if !ok {
				t.Fatalf("load of offset %d", in.K)
			}
			acc = v
		case bpfJeq, bpfJge, bpfJset:
			cond := (in.Code == bpfJeq && acc == in.K) || (in.Code == bpfJge && acc >= in.K) || (in.Code == bpfJset && acc&in.K != 0)
			if cond {
				pc += int(in.Jt)
			} else {
				pc += int(in.Jf)
			}
		case bpfJa:
			pc += int(in.K)
		case bpfRet:
			return in.K, steps
		default:
			t.Fatalf("instruction %#x at %d", in.Code, pc)
		}
	}
	t.Fatal("the filter ran off its end")
	return 0, 0
}

// TestRealtime checks that the watcher's thread gets a real-time priority
// as root, and gives it back.
func TestRealtime(t *testing.T) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		runtime.LockOSThread() // left locked: the thread ends with the goroutine
		entered := enterRealtime()
		if entered != (os.Geteuid() == 0) {
			t.Errorf("enterRealtime() = %v as uid %d", entered, os.Geteuid())
		}
		attr, err := unix.SchedGetAttr(0, 0)
		if err != nil {
			t.Error(err)
			return
		}
		if entered && (attr.Policy != unix.SCHED_FIFO || attr.Priority != 1) {
			t.Errorf("policy %d priority %d, want SCHED_FIFO 1", attr.Policy, attr.Priority)
		}
		if !leaveRealtime() {
			t.Error("leaveRealtime failed")
		}
		if attr, err = unix.SchedGetAttr(0, 0); err != nil || attr.Policy != 0 {
			t.Errorf("after leaveRealtime: policy %d (%v), want SCHED_OTHER", attr.Policy, err)
		}
	}()
	<-done
}
