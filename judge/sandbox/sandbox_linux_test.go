package sandbox

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

var (
	sharedOnce   sync.Once
	sharedRunner Runner
	sharedErr    error
)

// sharedTestRunner is the Runner the tests share (two containers).
func sharedTestRunner(t *testing.T) Runner {
	t.Helper()
	sharedOnce.Do(func() { sharedRunner, sharedErr = New(Config{Pool: 2}) })
	if sharedErr != nil {
		t.Fatalf("New: %v", sharedErr)
	}
	return sharedRunner
}

// program is a request to run one of the hostile programs as ./prog.
func program(name string, args ...string) *Request {
	bin, ok := binaries[name]
	if !ok {
		panic("no compiled program " + name)
	}
	return &Request{
		Args:  append([]string{"./prog"}, args...),
		Files: []File{{Name: "prog", Data: bin, Mode: 0o755}},
	}
}

// run runs req and checks that no program process is left on the host.
func run(t *testing.T, r Runner, req *Request) *Result {
	t.Helper()
	res, err := r.Run(context.Background(), req)
	if err != nil {
		t.Fatalf("Run %v: %v", req.Args, err)
	}
	if left := sandboxProcesses(t); len(left) > 0 {
		t.Errorf("Run %v left processes on the host: %v", req.Args, left)
	}
	t.Logf("%v: %s (%s) cpu=%v wall=%v memory=%.2f MiB", req.Args, res.Status, res.Message, res.CPU, res.Wall, float64(res.Memory)/float64(MiB))
	return res
}

// sandboxProcesses lists the host processes running as a sandbox user
// that descend from this test process (other judges may run beside it).
func sandboxProcesses(t *testing.T) []string {
	t.Helper()
	base := Config{}.withDefaults().UIDBase
	var out []string
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		var st syscall.Stat_t
		if syscall.Stat("/proc/"+e.Name(), &st) != nil {
			continue
		}
		if int(st.Uid) >= base && int(st.Uid) < base+1_000_000 && descendsFromMe(e.Name()) {
			comm, _ := os.ReadFile("/proc/" + e.Name() + "/comm")
			out = append(out, e.Name()+":"+strings.TrimSpace(string(comm)))
		}
	}
	return out
}

// descendsFromMe reports whether the process descends from this one.
func descendsFromMe(pid string) bool {
	me := strconv.Itoa(os.Getpid())
	for i := 0; i < 64 && pid != "0" && pid != "1"; i++ {
		if pid == me {
			return true
		}
		pid = parentOf(pid)
	}
	return false
}

// parentOf is the parent pid of a process ("0" when gone).
func parentOf(pid string) string {
	stat, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return "0"
	}
	s := string(stat)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(f) < 2 {
		return "0"
	}
	return f[1]
}

// processesNamed lists the host processes whose comm is name.
func processesNamed(t *testing.T, name string) []string {
	t.Helper()
	var out []string
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		comm, err := os.ReadFile("/proc/" + e.Name() + "/comm")
		if err == nil && strings.TrimSpace(string(comm)) == name {
			out = append(out, e.Name())
		}
	}
	return out
}

func TestOutcomes(t *testing.T) {
	r := sharedTestRunner(t)
	small := Limits{CPU: 300 * time.Millisecond, Memory: 64 * MiB, Output: 1 * MiB, Procs: 32}
	tests := []struct {
		name   string
		req    *Request
		limits Limits
		want   Status
		check  func(t *testing.T, res *Result)
	}{
		{"segfault", program("crash", "segv"), small, StatusSignal, func(t *testing.T, res *Result) {
			wantEqual(t, "Signal", res.Signal, "SIGSEGV")
			wantEqual(t, "Message", res.Message, "killed by SIGSEGV (segmentation fault)")
			wantEqual(t, "ExitCode", res.ExitCode, -1)
		}},
		{"abort", program("crash", "abort"), small, StatusSignal, func(t *testing.T, res *Result) {
			wantEqual(t, "Signal", res.Signal, "SIGABRT")
		}},
		{"division by zero", program("crash", "fpe"), small, StatusSignal, func(t *testing.T, res *Result) {
			wantEqual(t, "Signal", res.Signal, "SIGFPE")
		}},
		{"stack overflow", program("crash", "recurse"), Limits{CPU: time.Second, Memory: 64 * MiB, Stack: 8 * MiB}, StatusSignal, func(t *testing.T, res *Result) {
			wantEqual(t, "Signal", res.Signal, "SIGSEGV")
		}},
		{"recursion up to the memory limit", program("crash", "recurse"), Limits{CPU: time.Second, Memory: 64 * MiB}, StatusMemory, nil},
		{"open files", program("crash", "files"), Limits{OpenFiles: 20}, StatusOK, func(t *testing.T, res *Result) {
			wantEqual(t, "Stdout", string(res.Stdout), "opened 17\n")
		}},
		{"exit status", program("crash", "exit", "3"), small, StatusExit, func(t *testing.T, res *Result) {
			wantEqual(t, "ExitCode", res.ExitCode, 3)
			wantEqual(t, "Message", res.Message, "exit status 3")
		}},
		{"endless loop", program("loop"), small, StatusTime, func(t *testing.T, res *Result) {
			if res.CPU < small.CPU {
				t.Errorf("CPU %v, want at least the limit %v", res.CPU, small.CPU)
			}
			// RLIMIT_CPU (2 s here) ends it even if the watcher did not.
			if res.CPU > 2*time.Second {
				t.Errorf("CPU %v, past the RLIMIT_CPU backstop", res.CPU)
			}
			wantPrefix(t, res.Message, "CPU time 0.300 s exceeded")
		}},
		{"sleep", program("sleep"), Limits{CPU: 100 * time.Millisecond, Wall: 300 * time.Millisecond}, StatusIdle, func(t *testing.T, res *Result) {
			if res.Wall < 300*time.Millisecond {
				t.Errorf("Wall %v, want at least the limit", res.Wall)
			}
			if res.CPU >= 100*time.Millisecond {
				t.Errorf("CPU %v, want far below the limit for a sleeping program", res.CPU)
			}
			wantPrefix(t, res.Message, "idle: wall time 0.3 s exceeded with 0.00 s of CPU")
		}},
		{"memory bomb", program("membomb"), small, StatusMemory, func(t *testing.T, res *Result) {
			if res.Memory < small.Memory-4*MiB {
				t.Errorf("peak memory %d, want about the limit %d", res.Memory, small.Memory)
			}
			wantContains(t, res.Message, "out-of-memory killer")
		}},
		{"allocation failure", program("allocfail"), small, StatusMemory, nil},
		{"fork bomb", program("forkbomb"), small, StatusTime, func(t *testing.T, res *Result) {
			wantContains(t, res.Message, "the process limit (32) stopped a fork")
		}},
		{"flood stdout", program("flood", "stdout"), small, StatusOutput, func(t *testing.T, res *Result) {
			wantEqual(t, "Signal", res.Signal, "SIGXFSZ")
			wantEqual(t, "len(Stdout)", int64(len(res.Stdout)), small.Output)
			wantNotContains(t, string(res.Stderr), "finished")
			wantEqual(t, "Message", res.Message, "output 1.0 MiB exceeded on standard output")
		}},
		{"flood file", withCollect(program("flood", "file"), "FLOOD.OUT"), small, StatusOutput, func(t *testing.T, res *Result) {
			wantEqual(t, "Signal", res.Signal, "SIGXFSZ")
			wantEqual(t, "len(FLOOD.OUT)", int64(len(res.Files["FLOOD.OUT"])), small.Output)
			wantNotContains(t, string(res.Stderr), "finished")
		}},
		{"flood file, SIGXFSZ ignored", withCollect(program("flood", "file-ignore"), "FLOOD.OUT"), small, StatusOutput, func(t *testing.T, res *Result) {
			// The file stops one byte past the limit, where write fails.
			wantContains(t, string(res.Stderr), fmt.Sprintf("write failed after %d bytes: File too large", small.Output+1))
			wantEqual(t, "Message", res.Message, "output 1.0 MiB exceeded on file FLOOD.OUT")
		}},
		{"flood stdout, SIGXFSZ and errors ignored", program("flood", "stdout-ignore"), small, StatusOutput, func(t *testing.T, res *Result) {
			wantEqual(t, "Signal", res.Signal, "SIGKILL") // by the watcher
			wantEqual(t, "Message", res.Message, "output 1.0 MiB exceeded on standard output")
			if res.CPU >= small.CPU {
				t.Errorf("CPU %v: stopped at the CPU limit, not for its output", res.CPU)
			}
		}},
		{"disk filled by one file", program("diskfill", "one"), small, StatusOutput, nil},
		{"disk filled by many files", program("diskfill", "many"), small, StatusMemory, nil},
		{"right program", withInput(program("right"), "QUEENS.INP", "5\n", "QUEENS.OUT"), small, StatusOK, func(t *testing.T, res *Result) {
			wantEqual(t, "QUEENS.OUT", string(res.Files["QUEENS.OUT"]), "25\n")
			wantEqual(t, "Stdout", string(res.Stdout), "stdin line\n")
			wantEqual(t, "ExitCode", res.ExitCode, 0)
			if !res.Isolated {
				t.Error("Isolated is false for a sandboxed run")
			}
		}},
		{"touch 32 MiB", program("touch", "32"), small, StatusOK, func(t *testing.T, res *Result) {
			if res.Memory < 32*MiB || res.Memory > 40*MiB {
				t.Errorf("peak memory %.2f MiB, want 32 MiB and a little", float64(res.Memory)/float64(MiB))
			}
		}},
		{"missing program", &Request{Args: []string{"/no/such/program"}}, small, StatusInternal, func(t *testing.T, res *Result) {
			wantEqual(t, "Message", res.Message, "cannot start /no/such/program: no such file or directory")
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.req.Limits = tc.limits
			if tc.req.Stdin == nil {
				tc.req.Stdin = []byte("stdin line\n")
			}
			res := run(t, r, tc.req)
			if res.Status != tc.want {
				t.Fatalf("status %q (%s), want %q; stderr: %q", res.Status, res.Message, tc.want, res.Stderr)
			}
			if tc.check != nil {
				tc.check(t, res)
			}
		})
	}
}

func withCollect(r *Request, names ...string) *Request {
	r.Collect = append(r.Collect, names...)
	return r
}

func withInput(r *Request, name, data, output string) *Request {
	r.Files = append(r.Files, File{Name: name, Data: []byte(data)})
	r.Collect = append(r.Collect, output)
	return r
}

func wantEqual[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

func wantPrefix(t *testing.T, s, prefix string) {
	t.Helper()
	if !strings.HasPrefix(s, prefix) {
		t.Errorf("%q does not start with %q", s, prefix)
	}
}

func wantContains(t *testing.T, s, sub string) {
	t.Helper()
	if !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
}

func wantNotContains(t *testing.T, s, sub string) {
	t.Helper()
	if strings.Contains(s, sub) {
		t.Errorf("%q contains %q", s, sub)
	}
}

// TestCPUTime checks the CPU time against the program's own getrusage figure.
func TestCPUTime(t *testing.T) {
	r := sharedTestRunner(t)
	req := program("busy", "200")
	req.Limits = Limits{CPU: 2 * time.Second}
	res := run(t, r, req)
	if res.Status != StatusOK {
		t.Fatalf("status %s (%s)", res.Status, res.Message)
	}
	own, err := strconv.ParseInt(strings.TrimSpace(string(res.Stdout)), 10, 64)
	if err != nil {
		t.Fatalf("program output %q: %v", res.Stdout, err)
	}
	diff := res.CPU - time.Duration(own)
	t.Logf("sandbox %v, program's own getrusage %v, difference %v", res.CPU, time.Duration(own), diff)
	if diff < -10*time.Millisecond || diff > 10*time.Millisecond {
		t.Errorf("CPU time %v is %v off the program's own %v; want within 10 ms", res.CPU, diff, time.Duration(own))
	}
}

// TestThreadsCount checks that the CPU time of every thread counts.
func TestThreadsCount(t *testing.T) {
	r := sharedTestRunner(t)
	n := max(2, runtime.NumCPU())
	const each = 150
	req := program("threads", strconv.Itoa(n), strconv.Itoa(each))
	req.Limits = Limits{CPU: time.Duration(n*each)*time.Millisecond + time.Second}
	res := run(t, r, req)
	if res.Status != StatusOK {
		t.Fatalf("status %s (%s)", res.Status, res.Message)
	}
	if want := time.Duration(n*each) * time.Millisecond; res.CPU < want {
		t.Errorf("CPU %v for %d threads of %d ms each, want at least %v", res.CPU, n, each, want)
	}
	t.Logf("%d threads: CPU %v over wall %v = %.2f CPUs", n, res.CPU, res.Wall, res.CPU.Seconds()/res.Wall.Seconds())
}

// TestRepeatable runs the same programs 20 times: same status every time.
func TestRepeatable(t *testing.T) {
	r := sharedTestRunner(t)
	n := 20
	if testing.Short() {
		n = 5
	}
	for _, tc := range []struct {
		req  func() *Request
		want Status
	}{
		{func() *Request { return withInput(program("right"), "QUEENS.INP", "7", "QUEENS.OUT") }, StatusOK},
		{func() *Request { return program("crash", "segv") }, StatusSignal},
		{func() *Request { return program("membomb") }, StatusMemory},
		{func() *Request { return program("loop") }, StatusTime},
	} {
		for i := 0; i < n; i++ {
			req := tc.req()
			// A wall time limit that only starvation by other processes
			// could reach: this test is about the verdicts, not the machine.
			req.Limits = Limits{CPU: 50 * time.Millisecond, Wall: 10 * time.Second, Memory: 32 * MiB}
			res, err := r.Run(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != tc.want {
				t.Errorf("%v, run %d: status %s (%s, CPU %v, wall %v), want %s", req.Args, i+1, res.Status, res.Message, res.CPU, res.Wall, tc.want)
			}
		}
	}
}

// TestHostUntouched runs the programs that go after the host.
func TestHostUntouched(t *testing.T) {
	r := sharedTestRunner(t)
	marker := fmt.Sprintf("cham-marker-%d", os.Getpid())

	// Files the sandbox must not see: one in the host's /tmp, one among the
	// project's own files.
	hostTmp := filepath.Join(os.TempDir(), marker)
	if err := os.WriteFile(hostTmp, []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(hostTmp)
	workDir, err := os.MkdirTemp(".", "work-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(workDir)
	if err := os.WriteFile(filepath.Join(workDir, marker), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	abs, _ := filepath.Abs(filepath.Join(workDir, marker))
	lim := Limits{CPU: 2 * time.Second, Memory: 64 * MiB}

	t.Run("peek", func(t *testing.T) {
		req := program("peek", hostTmp, abs)
		req.Limits = lim
		res := run(t, r, req)
		wantEqual(t, "Status", res.Status, StatusOK)
		wantNotContains(t, string(res.Stdout), "READ")
		wantContains(t, string(res.Stdout), "denied "+hostTmp)
	})
	t.Run("hunt", func(t *testing.T) {
		req := program("hunt", marker)
		req.Limits = lim
		res := run(t, r, req)
		wantEqual(t, "Status", res.Status, StatusOK)
		wantNotContains(t, string(res.Stdout), "found")
		wantContains(t, string(res.Stdout), "searched")
	})
	t.Run("escape", func(t *testing.T) {
		escMarker := marker + "-escape"
		req := program("escape", escMarker)
		req.Limits = lim
		res := run(t, r, req)
		wantEqual(t, "Status", res.Status, StatusOK)
		wantNotContains(t, string(res.Stdout), "ESCAPED")
		wantContains(t, string(res.Stdout), "tmp /tmp/"+escMarker+": ok")
		if _, err := os.Stat(filepath.Join("/tmp", escMarker)); err == nil {
			t.Errorf("the sandbox's /tmp/%s appeared in the host's /tmp", escMarker)
		}
		for _, d := range []string{"/", "/usr", "/etc", "/root", "/work"} {
			if _, err := os.Stat(filepath.Join(d, escMarker)); err == nil {
				t.Errorf("%s appeared on the host", filepath.Join(d, escMarker))
			}
		}
	})
	t.Run("network", func(t *testing.T) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer ln.Close()
		port := ln.Addr().(*net.TCPAddr).Port
		udp, err := net.ListenPacket("udp", fmt.Sprintf("127.0.0.1:%d", port))
		if err != nil {
			t.Fatal(err)
		}
		defer udp.Close()
		req := program("connect", strconv.Itoa(port))
		req.Limits = lim
		res := run(t, r, req)
		wantNotContains(t, string(res.Stdout), "CONNECTED")
		wantNotContains(t, string(res.Stdout), "SENT")
		// A connection made would wait in the backlog: none may.
		ln.(*net.TCPListener).SetDeadline(time.Now())
		if c, err := ln.Accept(); err == nil {
			c.Close()
			t.Error("the host's listener got a connection from the sandbox")
		}
		udp.SetReadDeadline(time.Now())
		if _, _, err := udp.ReadFrom(make([]byte, 16)); err == nil {
			t.Error("the host's UDP socket got a packet from the sandbox")
		}
	})
	t.Run("kill everything", func(t *testing.T) {
		bystander := exec.Command("sleep", "60")
		if err := bystander.Start(); err != nil {
			t.Fatal(err)
		}
		defer func() { bystander.Process.Kill(); bystander.Wait() }()
		req := program("killall")
		req.Limits = lim
		res := run(t, r, req)
		wantEqual(t, "Status", res.Status, StatusOK)
		wantContains(t, string(res.Stdout), "survived")
		if err := bystander.Process.Signal(syscall.Signal(0)); err != nil {
			t.Errorf("a host process died while the program ran kill(-1, SIGKILL): %v", err)
		}
		// The container still works.
		if res := run(t, r, &Request{Args: []string{"/bin/true"}}); res.Status != StatusOK {
			t.Errorf("after kill(-1): /bin/true got %s (%s)", res.Status, res.Message)
		}
	})
	t.Run("orphan", func(t *testing.T) {
		name := fmt.Sprintf("orphan%d", os.Getpid()%100000)
		req := program("orphan", name)
		req.Limits = lim
		res := run(t, r, req)
		wantEqual(t, "Status", res.Status, StatusOK)
		wantContains(t, string(res.Stdout), "left a child")
		if left := processesNamed(t, name); len(left) > 0 {
			t.Errorf("processes %v named %s outlived the run", left, name)
		}
	})
}

// TestCollect reads back files by name and pattern, and nothing but
// regular files.
func TestCollect(t *testing.T) {
	r := sharedTestRunner(t)
	script := `mkdir -p sub deep/er && echo a > a.class && echo b > b.class && echo c > sub/c.class &&
echo d > deep/er/d.class && echo out > OUT && ln -s /etc/ld.so.cache link.class && mkfifo fifo.class`
	res := run(t, r, &Request{
		Args:    []string{"/bin/sh", "-c", script},
		Collect: []string{"*.class", "sub/*.class", "deep/*/d.class", "OUT", "MISSING"},
	})
	if res.Status != StatusOK {
		t.Fatalf("status %s (%s) %s", res.Status, res.Message, res.Stderr)
	}
	want := map[string]string{"a.class": "a\n", "b.class": "b\n", "sub/c.class": "c\n", "deep/er/d.class": "d\n", "OUT": "out\n"}
	if len(res.Files) != len(want) {
		t.Errorf("collected %d files, want %d: %v", len(res.Files), len(want), keys(res.Files))
	}
	for name, data := range want {
		if got, ok := res.Files[name]; !ok || string(got) != data {
			t.Errorf("Files[%q] = %q (present %v), want %q", name, got, ok, data)
		}
	}
}

func keys(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestEachRunFresh checks that a run sees nothing of the run before it.
func TestEachRunFresh(t *testing.T) {
	r := sharedTestRunner(t)
	for i := 0; i < 4; i++ { // more runs than containers
		res := run(t, r, &Request{
			Args: []string{"/bin/sh", "-c", "ls -A /w /tmp; echo left > /w/LEFT; echo left > /tmp/LEFT; " +
				"mkdir -p /w/d/e /tmp/d && chmod 000 /w/d /tmp/d && mkfifo /w/fifo && ln -s / /w/root"},
			Files: []File{{Name: "IN", Data: []byte("x")}},
		})
		wantEqual(t, "Stdout", string(res.Stdout), "/tmp:\n\n/w:\nIN\n")
	}
}

// TestConcurrent runs more programs at once than the pool has containers.
func TestConcurrent(t *testing.T) {
	r := sharedTestRunner(t)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req := withInput(program("right"), "QUEENS.INP", strconv.Itoa(i), "QUEENS.OUT")
			res, err := r.Run(context.Background(), req)
			if err != nil {
				errs <- err
				return
			}
			if got, want := string(res.Files["QUEENS.OUT"]), fmt.Sprintf("%d\n", i*i); res.Status != StatusOK || got != want {
				errs <- fmt.Errorf("run %d: %s (%s), QUEENS.OUT %q, want %q", i, res.Status, res.Message, got, want)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestCallerCancels ends a run from the caller's context.
func TestCallerCancels(t *testing.T) {
	r := sharedTestRunner(t)
	ctx, cancel := context.WithCancel(context.Background())
	req := program("sleep")
	req.Limits = Limits{CPU: time.Minute}
	done := make(chan error, 1)
	go func() {
		_, err := r.Run(ctx, req)
		done <- err
	}()
	time.Sleep(100 * time.Millisecond)
	cancel()
	if err := <-done; err != context.Canceled {
		t.Errorf("Run after cancel: %v, want context.Canceled", err)
	}
	if left := sandboxProcesses(t); len(left) > 0 {
		t.Errorf("processes left after cancel: %v", left)
	}
}

// TestRequestErrors rejects requests no program can be run from.
func TestRequestErrors(t *testing.T) {
	r := sharedTestRunner(t)
	for _, req := range []*Request{
		{},
		{Args: []string{"/bin/true"}, Files: []File{{Name: "../x"}}},
		{Args: []string{"/bin/true"}, Files: []File{{Name: "/etc/x"}}},
		{Args: []string{"/bin/true"}, Collect: []string{"a/../../b"}},
		{Args: []string{"/bin/true"}, Collect: []string{"[bad"}},
	} {
		if _, err := r.Run(context.Background(), req); err == nil {
			t.Errorf("Run(%+v) gave no error", req)
		}
	}
}

// TestCloseLeavesNothing checks that Close takes away every container,
// cgroup and mount.
func TestCloseLeavesNothing(t *testing.T) {
	mountsBefore := readFile(t, "/proc/self/mounts")
	initsBefore := containerInits(t) // the shared runner's
	r, err := New(Config{Pool: 2, CgroupPrefix: "cham-close-test"})
	if err != nil {
		t.Fatal(err)
	}
	homes := cgroupHomes(t, "cham-close-test")
	if len(homes) == 0 {
		t.Fatal("no cgroup home found while the runner is open")
	}
	for _, req := range []*Request{program("orphan", "closetest"), program("forkbomb"), {Args: []string{"/bin/true"}}} {
		req.Limits = Limits{CPU: 100 * time.Millisecond, Procs: 16}
		run(t, r, req)
	}
	var inits []string
	for _, pid := range containerInits(t) {
		if !contains(initsBefore, pid) {
			inits = append(inits, pid)
		}
	}
	if len(inits) < 2 {
		t.Errorf("found %d container processes while open, want at least 2", len(inits))
	}
	if err := r.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	for _, h := range homes {
		if _, err := os.Stat(h); err == nil {
			t.Errorf("cgroup %s left after Close", h)
		}
	}
	for _, pid := range inits {
		if _, err := os.Stat("/proc/" + pid); err == nil {
			stat, _ := os.ReadFile("/proc/" + pid + "/stat")
			t.Errorf("container process %s left after Close: %s", pid, stat)
		}
	}
	if after := readFile(t, "/proc/self/mounts"); after != mountsBefore {
		t.Errorf("mounts changed:\nbefore:\n%s\nafter:\n%s", mountsBefore, after)
	}
	if roots, _ := filepath.Glob(filepath.Join(os.TempDir(), fmt.Sprintf("cham-root-%d-*", os.Getpid()))); len(roots) > 0 {
		t.Errorf("container roots left in %s: %v", os.TempDir(), roots)
	}
	if _, err := r.Run(context.Background(), &Request{Args: []string{"/bin/true"}}); err == nil {
		t.Error("Run after Close gave no error")
	}
}

func readFile(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// cgroupHomes lists the cgroup directories of this process with the prefix.
func cgroupHomes(t *testing.T, prefix string) []string {
	t.Helper()
	name := fmt.Sprintf("%s-%d", prefix, os.Getpid())
	var out []string
	filepath.WalkDir("/sys/fs/cgroup", func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if d.Name() == name {
			out = append(out, p)
			return filepath.SkipDir
		}
		return nil
	})
	return out
}

// containerInits lists the children of this process that are container inits.
func containerInits(t *testing.T) []string {
	t.Helper()
	var out []string
	entries, _ := os.ReadDir("/proc")
	me := strconv.Itoa(os.Getpid())
	for _, e := range entries {
		if parentOf(e.Name()) != me {
			continue
		}
		cmd, _ := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if strings.Contains(string(cmd), "container_init") {
			out = append(out, e.Name())
		}
	}
	return out
}

// newAsUserEnv makes the test binary call New as an unprivileged user and
// print the error (see TestNewWithoutRoot).
const newAsUserEnv = "CHAM_SANDBOX_NEW_AS_USER"

func newAsUser() {
	r, err := New(Config{Pool: 1})
	if err == nil {
		r.Close()
		fmt.Println("no error")
		os.Exit(0)
	}
	fmt.Println(err)
	os.Exit(0)
}

// TestNewWithoutRoot checks that New says what is missing when it cannot
// isolate programs: run as nobody, it has no cgroup to write.
func TestNewWithoutRoot(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "cham-nobody-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	os.Chmod(dir, 0o755)
	bin := filepath.Join(dir, "sandbox.test")
	data, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-test.run=^$")
	cmd.Env = append(os.Environ(), newAsUserEnv+"=1")
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("running New as nobody: %v\n%s", err, out)
	}
	wantContains(t, string(out), "cham needs root or a delegated cgroup v2 subtree to limit memory; none found: ")
	wantContains(t, string(out), "not writable")
	t.Logf("as nobody, New says: %s", out)
}

// TestReadOnlyPaths shows Config.ReadOnly paths to the program, read-only.
func TestReadOnlyPaths(t *testing.T) {
	// Not under /tmp (the sandbox's own), wherever the repository is cloned.
	base := "/var/tmp"
	if wd, err := os.Getwd(); err == nil && !strings.HasPrefix(wd, "/tmp/") && !strings.HasPrefix(wd, "/w/") {
		base = "."
	}
	dir, err := os.MkdirTemp(base, "ro-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if dir, err = filepath.Abs(dir); err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, 0o755)
	if err := os.WriteFile(filepath.Join(dir, "data.txt"), []byte("shared data\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"relative/path", "/tmp/x", "/tmp", "/w/x"} {
		if _, err := New(Config{ReadOnly: []string{bad}}); err == nil {
			t.Errorf("New accepted the read-only path %q", bad)
		}
	}
	r, err := New(Config{Pool: 1, CgroupPrefix: "cham-ro-test", ReadOnly: []string{dir, "/no/such/dir*"}})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	// Of the host's folders above it, only the path to it is there.
	script := "cat " + dir + "/data.txt; echo x > " + dir + "/new; ls -A " + filepath.Dir(dir)
	res := run(t, r, &Request{Args: []string{"/bin/sh", "-c", script}})
	wantEqual(t, "Status", res.Status, StatusOK)
	wantEqual(t, "Stdout", string(res.Stdout), "shared data\n"+filepath.Base(dir)+"\n")
	wantContains(t, string(res.Stderr), "Read-only file system")
	if _, err := os.Stat(filepath.Join(dir, "new")); err == nil {
		t.Error("the program wrote into a read-only path")
	}
}

// TestContainerKilledWhileIdle kills the containers of a runner from
// outside: the next runs get new ones.
func TestContainerKilledWhileIdle(t *testing.T) {
	before := containerInits(t)
	r, err := New(Config{Pool: 2, CgroupPrefix: "cham-kill-test"})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	killed := 0
	for _, pid := range containerInits(t) {
		if !contains(before, pid) {
			n, _ := strconv.Atoi(pid)
			syscall.Kill(n, syscall.SIGKILL)
			killed++
		}
	}
	if killed != 2 {
		t.Fatalf("killed %d containers, want 2", killed)
	}
	for i := 0; i < 4; i++ {
		res := run(t, r, withInput(program("right"), "QUEENS.INP", "3", "QUEENS.OUT"))
		if res.Status != StatusOK || string(res.Files["QUEENS.OUT"]) != "9\n" {
			t.Errorf("run %d after the containers were killed: %s (%s)", i, res.Status, res.Message)
		}
	}
}
