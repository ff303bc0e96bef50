package sandbox

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/criyle/go-sandbox/pkg/cgroup"
	"golang.org/x/sys/unix"
)

// This file is cham's own thin cgroup layer. go-sandbox's pkg/cgroup puts a
// v1 group at the same path under every /sys/fs/cgroup/<controller>; cham
// instead nests its groups under the judge's own cgroup in each hierarchy
// (so that whatever limits the judge is under also bound its programs), and
// needs counters go-sandbox does not read (OOM kills, failed charges, failed
// forks). go-sandbox's detection of the cgroup version is used as is.

// cgroupHome is the judge's own cgroup directory, "<prefix>-<pid>", under
// which one group is made for each run.
type cgroupHome struct {
	v2 bool
	// Directories of the home: on v1 one per hierarchy (they may coincide
	// when controllers are mounted together); on v2 all three are the same.
	cpuDir, memDir, pidsDir string
	created                 []string // directories to remove on close, deepest last

	memsw   bool // v1: memory.memsw.limit_in_bytes exists (swap is accounted)
	swapMax bool // v2: memory.swap.max exists
	peak    bool // v2: memory.peak exists (Linux 5.19); v1 always has max_usage_in_bytes
	kill    bool // v2: cgroup.kill exists (Linux 5.14)

	undo []func() error // v2 delegated leaf: give the judge's cgroup back as it was
	seq  atomic.Uint64
}

// errNoCgroup says what is missing when no cgroup can be used.
func errNoCgroup(detail string) error {
	return fmt.Errorf("cham needs root or a delegated cgroup v2 subtree to limit memory; none found: %s", detail)
}

// newCgroupHome finds where this process may make cgroups and makes its home there.
func newCgroupHome(prefix string) (*cgroupHome, error) {
	own, err := readSelfCgroup()
	if err != nil {
		return nil, err
	}
	mounts, err := readCgroupMounts()
	if err != nil {
		return nil, err
	}
	if cgroup.DetectedCgroupType == cgroup.TypeV2 {
		return newCgroupHomeV2(prefix, own, mounts)
	}
	return newCgroupHomeV1(prefix, own, mounts)
}

// selfCgroup is /proc/self/cgroup: the path of this process in each v1
// controller's hierarchy, and its v2 path.
type selfCgroup struct {
	v1 map[string]string
	v2 string
}

func readSelfCgroup() (selfCgroup, error) {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return selfCgroup{}, fmt.Errorf("cgroup: %w", err)
	}
	return parseSelfCgroup(string(b)), nil
}

func parseSelfCgroup(s string) selfCgroup {
	sc := selfCgroup{v1: map[string]string{}}
	for _, line := range strings.Split(s, "\n") {
		f := strings.SplitN(line, ":", 3)
		if len(f) != 3 {
			continue
		}
		if f[0] == "0" && f[1] == "" {
			sc.v2 = f[2]
			continue
		}
		for _, c := range strings.Split(f[1], ",") {
			sc.v1[c] = f[2]
		}
	}
	return sc
}

// cgroupMount is one cgroup file system mounted on this machine.
type cgroupMount struct {
	root, point string   // the cgroup path mounted, and where
	v2          bool     // cgroup2
	controllers []string // v1: the controllers of the hierarchy
}

func readCgroupMounts() ([]cgroupMount, error) {
	b, err := os.ReadFile("/proc/self/mountinfo")
	if err != nil {
		return nil, fmt.Errorf("cgroup: %w", err)
	}
	return parseCgroupMounts(string(b)), nil
}

// parseCgroupMounts reads the cgroup lines of /proc/self/mountinfo:
// "33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct".
func parseCgroupMounts(s string) []cgroupMount {
	var out []cgroupMount
	for _, line := range strings.Split(s, "\n") {
		pre, post, ok := strings.Cut(line, " - ")
		if !ok {
			continue
		}
		f, g := strings.Fields(pre), strings.Fields(post)
		if len(f) < 5 || len(g) < 3 {
			continue
		}
		m := cgroupMount{root: unescapeMount(f[3]), point: unescapeMount(f[4])}
		switch g[0] {
		case "cgroup2":
			m.v2 = true
		case "cgroup":
			for _, o := range strings.Split(g[2], ",") {
				switch o {
				case "rw", "ro", "noprefix", "clone_children", "xattr", "cpuset_v2_mode", "favordynmods":
				default:
					if !strings.Contains(o, "=") {
						m.controllers = append(m.controllers, o)
					}
				}
			}
		default:
			continue
		}
		out = append(out, m)
	}
	return out
}

// unescapeMount undoes the octal escapes of mountinfo ("\040" for a space).
func unescapeMount(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+4], 8, 8); err == nil {
				b.WriteByte(byte(n))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// dirOf is where the cgroup at path p appears under mount m.
func (m cgroupMount) dirOf(p string) string {
	rel := p
	if m.root != "/" {
		rel = strings.TrimPrefix(p, m.root)
	}
	return filepath.Join(m.point, rel)
}

// v1Controllers are the hierarchies cham uses on cgroup v1.
var v1Controllers = []string{"cpuacct", "memory", "pids"}

func newCgroupHomeV1(prefix string, own selfCgroup, mounts []cgroupMount) (_ *cgroupHome, err error) {
	h := &cgroupHome{}
	defer func() {
		if err != nil {
			h.remove()
		}
	}()
	name := fmt.Sprintf("%s-%d", prefix, os.Getpid())
	dirs := map[string]string{}
	for _, c := range v1Controllers {
		var m *cgroupMount
		for i := range mounts {
			if !mounts[i].v2 && contains(mounts[i].controllers, c) {
				m = &mounts[i]
				break
			}
		}
		if m == nil {
			return nil, errNoCgroup(fmt.Sprintf("the cgroup v1 controller %q is not mounted (see /proc/self/mountinfo)", c))
		}
		p, ok := own.v1[c]
		if !ok {
			return nil, errNoCgroup(fmt.Sprintf("this process has no %q cgroup in /proc/self/cgroup", c))
		}
		parent := m.dirOf(p)
		home := filepath.Join(parent, name)
		if !containsValue(dirs, home) {
			cleanStaleGroups(parent, prefix)
			if err := makeGroupDir(home); err != nil {
				return nil, err
			}
			h.created = append(h.created, home)
		}
		dirs[c] = home
	}
	h.cpuDir, h.memDir, h.pidsDir = dirs["cpuacct"], dirs["memory"], dirs["pids"]
	h.memsw = exists(filepath.Join(h.memDir, "memory.memsw.limit_in_bytes"))
	return h, nil
}

// makeGroupDir makes one cgroup directory, replacing a stale one of the same
// name (a dead judge whose pid came back).
func makeGroupDir(dir string) error {
	err := os.Mkdir(dir, 0o755)
	if errors.Is(err, os.ErrExist) {
		removeGroupTree(dir)
		err = os.Mkdir(dir, 0o755)
	}
	if err != nil {
		if errors.Is(err, os.ErrPermission) || errors.Is(err, syscall.EROFS) {
			return errNoCgroup(fmt.Sprintf("%s not writable (%v)", filepath.Dir(dir), err))
		}
		return fmt.Errorf("cgroup: %w", err)
	}
	return nil
}

func newCgroupHomeV2(prefix string, own selfCgroup, mounts []cgroupMount) (*cgroupHome, error) {
	var m *cgroupMount
	for i := range mounts {
		if mounts[i].v2 {
			m = &mounts[i]
			break
		}
	}
	if m == nil {
		return nil, errNoCgroup("no cgroup2 file system is mounted (see /proc/self/mountinfo)")
	}
	if own.v2 == "" {
		return nil, errNoCgroup("this process has no cgroup v2 path in /proc/self/cgroup")
	}
	name := fmt.Sprintf("%s-%d", prefix, os.Getpid())
	ownDir := m.dirOf(own.v2)
	var tried []string

	// The top of the hierarchy, as root (or when the judge sits there, as in
	// a container of its own): no process lives in it, so it may share out
	// its controllers.
	if os.Geteuid() == 0 || ownDir == m.point {
		h, err := makeV2Home(m.point, prefix, name)
		if err == nil {
			return h, nil
		}
		tried = append(tried, err.Error())
	}

	// A cgroup delegated to the judge alone (systemd-run --scope -p
	// Delegate=yes): the judge moves into a leaf of its own so that the
	// cgroup may share out its controllers, and moves back on Close.
	if ownDir != m.point {
		h, err := makeDelegatedV2Home(ownDir, prefix, name)
		if err == nil {
			return h, nil
		}
		tried = append(tried, err.Error())
	}
	return nil, errNoCgroup(strings.Join(tried, "; "))
}

// v2Needed are the controllers cham needs in a v2 group; CPU time is read
// from cpu.stat, which every group has.
var v2Needed = []string{"memory", "pids"}

// enableV2Controllers turns on the needed controllers for the children of
// dir, and says which it had to turn on.
func enableV2Controllers(dir string) (enabled []string, err error) {
	avail, err := os.ReadFile(filepath.Join(dir, "cgroup.controllers"))
	if err != nil {
		return nil, err
	}
	on, err := os.ReadFile(filepath.Join(dir, "cgroup.subtree_control"))
	if err != nil {
		return nil, err
	}
	for _, c := range v2Needed {
		if !contains(strings.Fields(string(avail)), c) {
			return nil, fmt.Errorf("%s: the %s controller is not available (cgroup.controllers: %q)", dir, c, strings.TrimSpace(string(avail)))
		}
		if !contains(strings.Fields(string(on)), c) {
			enabled = append(enabled, c)
		}
	}
	if len(enabled) == 0 {
		return nil, nil
	}
	msg := "+" + strings.Join(enabled, " +")
	if err := os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte(msg), 0o644); err != nil {
		return nil, fmt.Errorf("%s: cannot enable %s in cgroup.subtree_control: %w", dir, msg, err)
	}
	return enabled, nil
}

func makeV2Home(parent, prefix, name string) (*cgroupHome, error) {
	if err := unix.Access(filepath.Join(parent, "cgroup.subtree_control"), unix.W_OK); err != nil {
		return nil, fmt.Errorf("%s not writable (%v)", parent, err)
	}
	if _, err := enableV2Controllers(parent); err != nil {
		return nil, err
	}
	cleanStaleGroups(parent, prefix)
	home := filepath.Join(parent, name)
	if err := makeGroupDir(home); err != nil {
		return nil, err
	}
	h := &cgroupHome{v2: true, cpuDir: home, memDir: home, pidsDir: home, created: []string{home}}
	if _, err := enableV2Controllers(home); err != nil {
		h.remove()
		return nil, err
	}
	h.swapMax = exists(filepath.Join(home, "memory.swap.max"))
	h.peak = exists(filepath.Join(home, "memory.peak"))
	h.kill = exists(filepath.Join(home, "cgroup.kill"))
	return h, nil
}

func makeDelegatedV2Home(own, prefix, name string) (*cgroupHome, error) {
	procs, err := readPids(filepath.Join(own, "cgroup.procs"))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", own, err)
	}
	if len(procs) != 1 || procs[0] != os.Getpid() {
		return nil, fmt.Errorf("%s holds other processes than this one (%d in all), so it is not delegated to it", own, len(procs))
	}
	if err := unix.Access(filepath.Join(own, "cgroup.procs"), unix.W_OK); err != nil {
		return nil, fmt.Errorf("%s not writable (%v)", own, err)
	}
	cleanStaleGroups(own, prefix)
	leaf := filepath.Join(own, name+"-self")
	if err := makeGroupDir(leaf); err != nil {
		return nil, err
	}
	self := []byte(strconv.Itoa(os.Getpid()))
	if err := os.WriteFile(filepath.Join(leaf, "cgroup.procs"), self, 0o644); err != nil {
		os.Remove(leaf)
		return nil, fmt.Errorf("%s: cannot move the judge into its own leaf: %w", leaf, err)
	}
	undoMove := func() error {
		if err := os.WriteFile(filepath.Join(own, "cgroup.procs"), self, 0o644); err != nil {
			return fmt.Errorf("cgroup: moving the judge back to %s: %w", own, err)
		}
		return syscall.Rmdir(leaf)
	}
	h, err := makeV2Home(own, prefix, name)
	if err != nil {
		undoMove()
		return nil, err
	}
	h.undo = append(h.undo, undoMove)
	return h, nil
}

// staleName matches the home of a judge: "<prefix>-<pid>" or, for the leaf
// of a delegated v2 cgroup, "<prefix>-<pid>-self".
func staleName(prefix string) *regexp.Regexp {
	return regexp.MustCompile("^" + regexp.QuoteMeta(prefix) + `-([0-9]+)(-self)?$`)
}

// cleanStaleGroups removes the homes of judges that died without Close.
func cleanStaleGroups(parent, prefix string) {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	re := staleName(prefix)
	for _, e := range entries {
		m := re.FindStringSubmatch(e.Name())
		if m == nil || !e.IsDir() {
			continue
		}
		pid, _ := strconv.Atoi(m[1])
		if pid == os.Getpid() || processAlive(pid) {
			continue
		}
		removeGroupTree(filepath.Join(parent, e.Name()))
	}
}

// processAlive reports whether a process with that pid exists.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// removeGroupTree kills what is left in a cgroup tree and removes it.
func removeGroupTree(dir string) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.IsDir() {
			removeGroupTree(filepath.Join(dir, e.Name()))
		}
	}
	if pids, _ := readPids(filepath.Join(dir, "cgroup.procs")); len(pids) > 0 {
		for _, p := range pids {
			syscall.Kill(p, syscall.SIGKILL)
		}
	}
	for i := 0; i < 100; i++ {
		err := syscall.Rmdir(dir)
		if err == nil || errors.Is(err, syscall.ENOENT) || !errors.Is(err, syscall.EBUSY) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// remove removes the home and gives back what it borrowed.
func (h *cgroupHome) remove() error {
	var first error
	for i := len(h.created) - 1; i >= 0; i-- {
		entries, _ := os.ReadDir(h.created[i])
		for _, e := range entries {
			if e.IsDir() {
				removeGroupTree(filepath.Join(h.created[i], e.Name()))
			}
		}
		if err := syscall.Rmdir(h.created[i]); err != nil && !errors.Is(err, syscall.ENOENT) && first == nil {
			first = fmt.Errorf("cgroup: removing %s: %w", h.created[i], err)
		}
	}
	h.created = nil
	for _, u := range h.undo {
		if err := u(); err != nil && first == nil {
			first = err
		}
	}
	h.undo = nil
	return first
}

// runGroup is the cgroup of one run.
type runGroup struct {
	home                    *cgroupHome
	cpuDir, memDir, pidsDir string
	dirs                    []string // distinct directories made

	cpuFile     *os.File // cpuacct.usage (v1) or cpu.stat (v2), read again and again
	memCurrent  *os.File // v2 without memory.peak: memory.current, sampled
	sampledPeak atomic.Int64

	// Files read after every run, opened with the group (in advance).
	peakFile   *os.File // memory.max_usage_in_bytes (v1), memory.peak (v2); nil when sampled
	eventsFile *os.File // memory.oom_control (v1), memory.events (v2)
	failFile   *os.File // memory.failcnt (v1)
	pidsEvents *os.File // pids.events; nil before Linux 4.3

	memoryLimit int64 // the limits set, 0 before any
	procsLimit  int
}

// newGroup makes the group of one run; setLimits sets its limits.
func (h *cgroupHome) newGroup() (_ *runGroup, err error) {
	name := fmt.Sprintf("r%d", h.seq.Add(1))
	g := &runGroup{home: h}
	defer func() {
		if err != nil {
			g.destroy()
		}
	}()
	homes := []string{h.cpuDir, h.memDir, h.pidsDir}
	dirs := []*string{&g.cpuDir, &g.memDir, &g.pidsDir}
	for i, parent := range homes {
		dir := filepath.Join(parent, name)
		if !contains(g.dirs, dir) {
			if err := os.Mkdir(dir, 0o755); err != nil {
				return nil, fmt.Errorf("cgroup: %w", err)
			}
			g.dirs = append(g.dirs, dir)
		}
		*dirs[i] = dir
	}
	open := func(dir, name string) (*os.File, error) {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("cgroup: %w", err)
		}
		return f, nil
	}
	if h.v2 {
		if g.cpuFile, err = open(g.cpuDir, "cpu.stat"); err != nil {
			return nil, err
		}
		if h.peak {
			g.peakFile, err = open(g.memDir, "memory.peak")
		} else {
			g.memCurrent, err = open(g.memDir, "memory.current")
		}
		if err != nil {
			return nil, err
		}
		if g.eventsFile, err = open(g.memDir, "memory.events"); err != nil {
			return nil, err
		}
	} else {
		if g.cpuFile, err = open(g.cpuDir, "cpuacct.usage"); err != nil {
			return nil, err
		}
		if g.peakFile, err = open(g.memDir, "memory.max_usage_in_bytes"); err != nil {
			return nil, err
		}
		if g.eventsFile, err = open(g.memDir, "memory.oom_control"); err != nil {
			return nil, err
		}
		if g.failFile, err = open(g.memDir, "memory.failcnt"); err != nil {
			return nil, err
		}
	}
	g.pidsEvents, _ = open(g.pidsDir, "pids.events") // Linux 4.3 and later
	return g, nil
}

// setLimits sets the memory (bytes) and process limits of the group.
// It writes only what differs from the limits already set (a group is
// made in advance with the limits of the run before).
func (g *runGroup) setLimits(memory int64, procs int) error {
	if memory == g.memoryLimit && procs == g.procsLimit {
		return nil
	}
	prev := g.memoryLimit
	g.memoryLimit, g.procsLimit = 0, 0 // unknown until all is written
	h := g.home
	mem := strconv.FormatInt(memory, 10)
	if h.v2 {
		if err := writeGroupFile(g.memDir, "memory.max", mem); err != nil {
			return err
		}
		if h.swapMax {
			if err := writeGroupFile(g.memDir, "memory.swap.max", "0"); err != nil {
				return err
			}
		}
	} else {
		// memory.memsw.limit_in_bytes may never be below
		// memory.limit_in_bytes: when the limit goes up, it goes first.
		files := []string{"memory.limit_in_bytes"}
		if h.memsw {
			files = append(files, "memory.memsw.limit_in_bytes")
			if prev != 0 && memory > prev {
				files[0], files[1] = files[1], files[0]
			}
		}
		for _, f := range files {
			if err := writeGroupFile(g.memDir, f, mem); err != nil {
				return err
			}
		}
	}
	if err := writeGroupFile(g.pidsDir, "pids.max", strconv.Itoa(procs)); err != nil {
		return err
	}
	g.memoryLimit, g.procsLimit = memory, procs
	return nil
}

func writeGroupFile(dir, name, value string) error {
	p := filepath.Join(dir, name)
	for {
		err := os.WriteFile(p, []byte(value), 0o644)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil {
			return fmt.Errorf("cgroup: writing %q to %s: %w", value, p, err)
		}
		return nil
	}
}

// preadAll reads a small cgroup file from its start again.
func preadAll(f *os.File, buf []byte) ([]byte, error) {
	for {
		n, err := unix.Pread(int(f.Fd()), buf, 0)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("cgroup: reading %s: %w", f.Name(), err)
		}
		return buf[:n], nil
	}
}

// cpuUsage is the CPU time used so far by every process of the group.
func (g *runGroup) cpuUsage() (time.Duration, error) {
	var buf [512]byte
	b, err := preadAll(g.cpuFile, buf[:])
	if err != nil {
		return 0, err
	}
	if !g.home.v2 {
		n, err := strconv.ParseUint(string(bytes.TrimSpace(b)), 10, 64)
		if err != nil {
			return 0, fmt.Errorf("cgroup: %s: %w", g.cpuFile.Name(), err)
		}
		return time.Duration(n), nil
	}
	us, ok := keyedValue(b, "usage_usec")
	if !ok {
		return 0, fmt.Errorf("cgroup: %s has no usage_usec", g.cpuFile.Name())
	}
	return time.Duration(us) * time.Microsecond, nil
}

// sampling reports whether peak memory must be sampled (v2 before Linux 5.19).
func (g *runGroup) sampling() bool { return g.memCurrent != nil }

// sampleMemory records the current memory usage if it is the highest yet.
func (g *runGroup) sampleMemory() {
	if g.memCurrent == nil {
		return
	}
	var buf [64]byte
	b, err := preadAll(g.memCurrent, buf[:])
	if err != nil {
		return
	}
	n, err := strconv.ParseInt(string(bytes.TrimSpace(b)), 10, 64)
	if err != nil {
		return
	}
	for {
		old := g.sampledPeak.Load()
		if n <= old || g.sampledPeak.CompareAndSwap(old, n) {
			return
		}
	}
}

// threads lists the host thread ids of the group.
func (g *runGroup) threads() []int {
	name := "tasks"
	if g.home.v2 {
		name = "cgroup.threads"
	}
	tids, _ := readPids(filepath.Join(g.pidsDir, name))
	return tids
}

// anyRunnable reports whether one of the tasks is running or waiting for a
// CPU (state R in /proc/<tid>/stat).
func anyRunnable(tids []int) bool {
	for _, tid := range tids {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(tid) + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) && s[i+2] == 'R' {
			return true
		}
	}
	return false
}

// longestRunDelay is the longest time one of the tasks waited, runnable,
// for a CPU (the second field of /proc/<tid>/schedstat).
func longestRunDelay(tids []int) time.Duration {
	var longest time.Duration
	for _, tid := range tids {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(tid) + "/schedstat")
		if err != nil {
			continue
		}
		f := strings.Fields(string(b))
		if len(f) < 2 {
			continue
		}
		if ns, err := strconv.ParseInt(f[1], 10, 64); err == nil {
			longest = max(longest, time.Duration(ns))
		}
	}
	return longest
}

// addProc moves a process into the group.
func (g *runGroup) addProc(pid int) error {
	for _, d := range g.dirs {
		if err := writeGroupFile(d, "cgroup.procs", strconv.Itoa(pid)); err != nil {
			return err
		}
	}
	return nil
}

// openDir opens the v2 group directory, for clone3(CLONE_INTO_CGROUP).
func (g *runGroup) openDir() (*os.File, error) {
	f, err := os.OpenFile(g.cpuDir, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("cgroup: %w", err)
	}
	return f, nil
}

// groupStats are the counters of a group after its run.
type groupStats struct {
	peak       int64
	oomKills   uint64
	memoryHits uint64
	procsHits  uint64
}

func (g *runGroup) stats() (groupStats, error) {
	var s groupStats
	var buf [1024]byte
	readNum := func(f *os.File) (uint64, error) {
		b, err := preadAll(f, buf[:])
		if err != nil {
			return 0, err
		}
		n, err := strconv.ParseUint(string(bytes.TrimSpace(b)), 10, 64)
		if err != nil {
			return 0, fmt.Errorf("cgroup: %s: %w", f.Name(), err)
		}
		return n, nil
	}
	if g.peakFile != nil {
		n, err := readNum(g.peakFile)
		if err != nil {
			return s, err
		}
		s.peak = int64(n)
	} else {
		g.sampleMemory()
		s.peak = g.sampledPeak.Load()
	}
	ev, err := preadAll(g.eventsFile, buf[:])
	if err != nil {
		return s, err
	}
	s.oomKills, _ = keyedValue(ev, "oom_kill")
	if g.home.v2 {
		s.memoryHits, _ = keyedValue(ev, "max")
	} else if s.memoryHits, err = readNum(g.failFile); err != nil {
		return s, err
	}
	if g.pidsEvents != nil {
		if pe, err := preadAll(g.pidsEvents, buf[:]); err == nil {
			s.procsHits, _ = keyedValue(pe, "max")
		}
	}
	return s, nil
}

// processes lists the host pids still in the group. cgroup.procs is
// opened anew each time: a v1 cgroup keeps the list it read for an open
// file a while.
func (g *runGroup) processes() ([]int, error) {
	return readPids(filepath.Join(g.pidsDir, "cgroup.procs"))
}

// killAll kills every process of the group.
func (g *runGroup) killAll() {
	if g.home.v2 && g.home.kill {
		if writeGroupFile(g.pidsDir, "cgroup.kill", "1") == nil {
			return
		}
	}
	pids, _ := g.processes()
	for _, p := range pids {
		syscall.Kill(p, syscall.SIGKILL)
	}
}

// waitEmpty waits until no process is left in the group, killing what stays.
func (g *runGroup) waitEmpty() error {
	deadline := time.Now().Add(5 * time.Second)
	for wait := 50 * time.Microsecond; ; wait *= 2 {
		pids, err := g.processes()
		if err != nil {
			return err
		}
		if len(pids) == 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("cgroup: %d processes still in %s after 5 s", len(pids), g.pidsDir)
		}
		g.killAll()
		time.Sleep(min(wait, 10*time.Millisecond))
	}
}

// destroy removes the group; it must be empty.
func (g *runGroup) destroy() error {
	var first error
	for i := len(g.dirs) - 1; i >= 0; i-- {
		var err error
		for try := 0; try < 100; try++ {
			if err = syscall.Rmdir(g.dirs[i]); !errors.Is(err, syscall.EBUSY) {
				break
			}
			g.killAll()
			time.Sleep(time.Millisecond)
		}
		if err != nil && !errors.Is(err, syscall.ENOENT) && first == nil {
			first = fmt.Errorf("cgroup: removing %s: %w", g.dirs[i], err)
		}
	}
	g.dirs = nil
	for _, f := range []**os.File{&g.cpuFile, &g.memCurrent, &g.peakFile, &g.eventsFile, &g.failFile, &g.pidsEvents} {
		if *f != nil {
			(*f).Close()
			*f = nil
		}
	}
	return first
}

// keyedValue finds "key value" in a flat keyed cgroup file.
func keyedValue(b []byte, key string) (uint64, bool) {
	s := bufio.NewScanner(bytes.NewReader(b))
	for s.Scan() {
		k, v, ok := strings.Cut(s.Text(), " ")
		if ok && k == key {
			n, err := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
			return n, err == nil
		}
	}
	return 0, false
}

func readUint(p string) (uint64, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return 0, fmt.Errorf("cgroup: %w", err)
	}
	n, err := strconv.ParseUint(string(bytes.TrimSpace(b)), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("cgroup: %s: %w", p, err)
	}
	return n, nil
}

func readPids(p string) ([]int, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, fmt.Errorf("cgroup: %w", err)
	}
	var pids []int
	for _, f := range strings.Fields(string(b)) {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("cgroup: %s: %w", p, err)
		}
		pids = append(pids, n)
	}
	return pids, nil
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func containsValue(m map[string]string, v string) bool {
	for _, x := range m {
		if x == v {
			return true
		}
	}
	return false
}
