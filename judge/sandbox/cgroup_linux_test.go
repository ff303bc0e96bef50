package sandbox

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/criyle/go-sandbox/container"
	"github.com/criyle/go-sandbox/pkg/cgroup"
	"github.com/criyle/go-sandbox/runner"
)

// TestCgroupV2Mechanics runs programs in a cgroup v2 group the way the
// sandbox does on a v2 machine: placed there by clone3(CLONE_INTO_CGROUP),
// CPU time from cpu.stat, threads from cgroup.threads, killed by
// cgroup.kill. On a hybrid machine (v1 controllers, and cgroup2 mounted
// beside them without the memory controller) it uses that cgroup2 mount,
// without limits; on a v2 machine, the sandbox's own home.
func TestCgroupV2Mechanics(t *testing.T) {
	mounts, err := readCgroupMounts()
	if err != nil {
		t.Fatal(err)
	}
	var m *cgroupMount
	for i := range mounts {
		if mounts[i].v2 {
			m = &mounts[i]
			break
		}
	}
	if m == nil {
		if cgroup.DetectedCgroupType != cgroup.TypeV1 {
			t.Fatal("cgroup v2 detected but no cgroup2 mount found")
		}
		t.Log("no cgroup2 file system on this machine: the v1 tests are all there is to run")
		return
	}
	p := sharedTestRunner(t).(*pool)
	h := p.cgroups
	if !h.v2 {
		dir := filepath.Join(m.point, fmt.Sprintf("cham-v2test-%d", os.Getpid()))
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		h = &cgroupHome{v2: true, cpuDir: dir, memDir: dir, pidsDir: dir, created: []string{dir}, peak: true,
			kill: exists(filepath.Join(dir, "cgroup.kill"))}
		defer func() {
			if err := h.remove(); err != nil {
				t.Error(err)
			}
		}()
	}
	s := <-p.slots
	defer func() {
		if s.env != nil && s.env.Ping() != nil {
			s.destroy() // built again by the next run
		}
		p.slots <- s
	}()
	if s.env == nil {
		if err := p.build(s); err != nil {
			t.Fatal(err)
		}
	}
	defer s.env.Reset()

	// execIn runs the program in g, started inside g by clone3; during is
	// called once it is there.
	execIn := func(g *runGroup, name string, args []string, during func(pid int)) (runner.Result, []byte) {
		t.Helper()
		if err := placeFiles(s.wd, []File{{Name: name, Data: binaries[name], Mode: 0o755}}); err != nil {
			t.Fatal(err)
		}
		defer s.env.Reset()
		dir, err := g.openDir()
		if err != nil {
			t.Fatal(err)
		}
		defer dir.Close()
		out, err := os.CreateTemp("", "cham-v2-out-")
		if err != nil {
			t.Fatal(err)
		}
		defer os.Remove(out.Name())
		defer out.Close()
		duringDone := make(chan struct{})
		synced := false
		defer func() {
			if synced {
				<-duringDone
			}
		}()
		rr := s.env.Execve(context.Background(), container.ExecveParam{
			Args:     append([]string{"./" + name}, args...),
			Env:      []string{"PATH=/usr/bin:/bin"},
			Files:    []uintptr{p.devNull.Fd(), out.Fd(), p.devNull.Fd()},
			CgroupFD: dir.Fd(),
			SyncFunc: func(pid int) error {
				procs, err := g.processes()
				if err != nil || !slices.Contains(procs, pid) {
					return fmt.Errorf("pid %d not in %s before execve: %v %v", pid, g.cpuDir, procs, err)
				}
				synced = true
				go func() {
					defer close(duringDone)
					during(pid)
				}()
				return nil
			},
		})
		if err := g.waitEmpty(); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(out.Name())
		return rr, b
	}

	// On a hybrid machine the v2 group has no memory controller: only
	// the files that do not need it are opened.
	newGroup := h.newGroup
	if h != p.cgroups {
		newGroup = func() (*runGroup, error) {
			dir := filepath.Join(h.cpuDir, fmt.Sprintf("r%d", h.seq.Add(1)))
			if err := os.Mkdir(dir, 0o755); err != nil {
				return nil, err
			}
			g := &runGroup{home: h, cpuDir: dir, memDir: dir, pidsDir: dir, dirs: []string{dir}}
			var err error
			if g.cpuFile, err = os.Open(filepath.Join(dir, "cpu.stat")); err != nil {
				return nil, err
			}
			return g, nil
		}
	}
	g1, err := newGroup()
	if err != nil {
		t.Fatal(err)
	}
	g := g1
	rr, out := execIn(g, "threads", []string{"2", "100"}, func(int) {
		time.Sleep(50 * time.Millisecond)
		if n := len(g1.threads()); n < 2 {
			t.Errorf("cgroup.threads lists %d threads of a program running 3", n)
		}
	})
	if rr.Status != runner.StatusNormal {
		t.Fatalf("threads: %v", rr)
	}
	own, err := strconv.ParseInt(strings.TrimSpace(string(out)), 10, 64)
	if err != nil {
		t.Fatalf("threads printed %q: %v", out, err)
	}
	cpu, err := g.cpuUsage()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("v2 group %s: cpu.stat %v, the program's own %v; cgroup.kill: %v", g.cpuDir, cpu, time.Duration(own), h.kill)
	if diff := cpu - time.Duration(own); diff < -10*time.Millisecond || diff > 10*time.Millisecond {
		t.Errorf("cpu.stat says %v, the program %v", cpu, time.Duration(own))
	}
	if err := g.destroy(); err != nil {
		t.Error(err)
	}

	g2, err := newGroup()
	if err != nil {
		t.Fatal(err)
	}
	g = g2
	start := time.Now()
	rr, _ = execIn(g, "sleep", nil, func(int) {
		time.Sleep(50 * time.Millisecond) // past execve
		g2.killAll()
	})
	if rr.Status == runner.StatusNormal || time.Since(start) > time.Minute {
		t.Errorf("sleep after killAll (cgroup.kill %v): %v", h.kill, rr)
	}
	if err := g.destroy(); err != nil {
		t.Error(err)
	}
}

// TestStaleCgroupsRemoved checks that New removes the cgroups a dead judge
// left, with their groups and processes.
func TestStaleCgroupsRemoved(t *testing.T) {
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Fatal(err)
	}
	pid := dead.Process.Pid
	if processAlive(pid) {
		t.Fatalf("pid %d came back at once", pid)
	}
	const prefix = "cham-stale-test"
	stale := fmt.Sprintf("%s-%d", prefix, pid)
	own, err := readSelfCgroup()
	if err != nil {
		t.Fatal(err)
	}
	mounts, err := readCgroupMounts()
	if err != nil {
		t.Fatal(err)
	}
	var made []string
	for _, m := range mounts {
		if m.v2 != (cgroup.DetectedCgroupType == cgroup.TypeV2) {
			continue
		}
		parent := m.point
		if !m.v2 {
			if len(m.controllers) == 0 || !slices.Contains(v1Controllers, m.controllers[len(m.controllers)-1]) {
				continue
			}
			parent = m.dirOf(own.v1[m.controllers[len(m.controllers)-1]])
		}
		dir := filepath.Join(parent, stale, "r1")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		made = append(made, filepath.Dir(dir))
	}
	if len(made) == 0 {
		t.Fatal("no cgroup hierarchy to leave a stale group in")
	}
	r, err := New(Config{Pool: 1, CgroupPrefix: prefix})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for _, d := range made {
		if _, err := os.Stat(d); err == nil {
			t.Errorf("stale cgroup %s not removed by New", d)
			removeGroupTree(d)
		}
	}
}

// TestSetLimits raises and lowers the limits of one group.
func TestSetLimits(t *testing.T) {
	h := sharedTestRunner(t).(*pool).cgroups
	g, err := h.newGroup()
	if err != nil {
		t.Fatal(err)
	}
	defer g.destroy()
	memFile, pidsFile := "memory.limit_in_bytes", "pids.max"
	if h.v2 {
		memFile = "memory.max"
	}
	for _, l := range []struct {
		memory int64
		procs  int
	}{{64 * MiB, 10}, {256 * MiB, 20}, {256 * MiB, 20}, {32 * MiB, 5}, {GiB, 100}} {
		if err := g.setLimits(l.memory, l.procs); err != nil {
			t.Fatalf("setLimits(%d, %d): %v", l.memory, l.procs, err)
		}
		mem, err := readUint(filepath.Join(g.memDir, memFile))
		if err != nil {
			t.Fatal(err)
		}
		procs, err := readUint(filepath.Join(g.pidsDir, pidsFile))
		if err != nil {
			t.Fatal(err)
		}
		if int64(mem) != l.memory || int(procs) != l.procs {
			t.Errorf("after setLimits(%d, %d): %s %d, %s %d", l.memory, l.procs, memFile, mem, pidsFile, procs)
		}
	}
}
