// Command sandbox measures cham's sandbox, each figure beside a baseline
// taken in the same run on the same machine:
//
//   - overhead: a run of /bin/true in the sandbox against a bare fork and
//     exec of /bin/true, interleaved;
//   - TLE overshoot: CPU time past the limit of an endless loop (one thread,
//     then one thread per CPU) under a 1 s limit;
//   - CPU time error: the sandbox's figure against the program's own
//     getrusage, for a 200 ms busy loop;
//   - peak memory error: the sandbox's figure against a program that touches
//     a known number of MiB.
//
// Run it as root from the repository's root: go run ./bench/sandbox
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cham-judge/cham/judge/sandbox"
)

func main() {
	sandbox.Init()
	runs := flag.Int("runs", 300, "runs of /bin/true for the overhead")
	tle := flag.Int("tle", 20, "runs of the endless loop for the TLE overshoot")
	hostile := flag.String("hostile", "testdata/hostile", "folder of the C test programs")
	flag.Parse()
	log.SetFlags(0)

	bins, err := compile(*hostile, "loop", "threads", "busy", "touch")
	if err != nil {
		log.Fatal(err)
	}
	r, err := sandbox.New(sandbox.Config{CgroupPrefix: "cham-bench"})
	if err != nil {
		log.Fatal(err)
	}
	defer r.Close()
	ctx := context.Background()
	fmt.Printf("cham sandbox bench: %d CPUs, GOMAXPROCS %d, pool of %d containers\n\n", runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.GOMAXPROCS(0))

	// Overhead.
	var bare, boxed []time.Duration
	for i := 0; i < *runs; i++ {
		t0 := time.Now()
		if err := exec.Command("/bin/true").Run(); err != nil {
			log.Fatal(err)
		}
		bare = append(bare, time.Since(t0))
		t0 = time.Now()
		res, err := r.Run(ctx, &sandbox.Request{Args: []string{"/bin/true"}})
		if err != nil || res.Status != sandbox.StatusOK {
			log.Fatalf("sandbox /bin/true: %v %+v", err, res)
		}
		boxed = append(boxed, time.Since(t0))
	}
	mb, ms := median(bare), median(boxed)
	fmt.Printf("overhead, /bin/true, %d runs each, interleaved (median; mean)\n", *runs)
	fmt.Printf("  bare fork/exec   %7.3f ms; %7.3f ms\n", ms1(mb), ms1(mean(bare)))
	fmt.Printf("  sandbox          %7.3f ms; %7.3f ms\n", ms1(ms), ms1(mean(boxed)))
	fmt.Printf("  difference       %7.3f ms; %7.3f ms   ratio %.2f\n\n", ms1(ms-mb), ms1(mean(boxed)-mean(bare)), float64(ms)/float64(mb))

	// TLE overshoot.
	overshoot := func(name string, req func() *sandbox.Request, n int) {
		var over []time.Duration
		for i := 0; i < n; i++ {
			q := req()
			q.Limits = sandbox.Limits{CPU: time.Second}
			res, err := r.Run(ctx, q)
			if err != nil || res.Status != sandbox.StatusTime {
				log.Fatalf("%s: %v %+v", name, err, res)
			}
			over = append(over, res.CPU-time.Second)
		}
		slices.Sort(over)
		fmt.Printf("  %-26s min %6.2f ms  median %6.2f ms  max %6.2f ms\n", name, ms1(over[0]), ms1(median(over)), ms1(over[len(over)-1]))
	}
	fmt.Printf("TLE overshoot: CPU time past a 1 s limit, %d runs\n", *tle)
	overshoot("endless loop, 1 thread", func() *sandbox.Request { return prog(bins, "loop") }, *tle)
	n := runtime.NumCPU()
	overshoot(fmt.Sprintf("%d threads burning", n), func() *sandbox.Request {
		return prog(bins, "threads", strconv.Itoa(n), "100000")
	}, max(*tle/2, 1))
	fmt.Println()

	// CPU time error.
	var cpuErr []time.Duration
	for i := 0; i < 10; i++ {
		q := prog(bins, "busy", "200")
		q.Limits = sandbox.Limits{CPU: 2 * time.Second}
		res, err := r.Run(ctx, q)
		if err != nil || res.Status != sandbox.StatusOK {
			log.Fatalf("busy: %v %+v", err, res)
		}
		own, err := strconv.ParseInt(strings.TrimSpace(string(res.Stdout)), 10, 64)
		if err != nil {
			log.Fatal(err)
		}
		cpuErr = append(cpuErr, res.CPU-time.Duration(own))
	}
	slices.Sort(cpuErr)
	fmt.Printf("CPU time error: sandbox minus the program's own getrusage, 200 ms busy loop, 10 runs\n")
	fmt.Printf("  min %.3f ms  median %.3f ms  max %.3f ms\n\n", ms1(cpuErr[0]), ms1(median(cpuErr)), ms1(cpuErr[len(cpuErr)-1]))

	// Peak memory error.
	fmt.Printf("peak memory: sandbox figure minus the bytes the program touched, 5 runs each\n")
	res, err := r.Run(ctx, &sandbox.Request{Args: []string{"/bin/true"}})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("  /bin/true          peak %.2f MiB\n", mib(res.Memory))
	for _, size := range []int64{64, 200} {
		var errs []int64
		for i := 0; i < 5; i++ {
			q := prog(bins, "touch", strconv.FormatInt(size, 10))
			q.Limits = sandbox.Limits{CPU: 2 * time.Second, Memory: 512 * sandbox.MiB}
			res, err := r.Run(ctx, q)
			if err != nil || res.Status != sandbox.StatusOK {
				log.Fatalf("touch: %v %+v", err, res)
			}
			errs = append(errs, res.Memory-size*sandbox.MiB)
		}
		slices.Sort(errs)
		fmt.Printf("  touch %3d MiB      error min %+.2f MiB  max %+.2f MiB\n", size, mib(errs[0]), mib(errs[len(errs)-1]))
	}
}

// compile builds the named C programs of dir with gcc.
func compile(dir string, names ...string) (map[string][]byte, error) {
	tmp, err := os.MkdirTemp("", "cham-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	bins := map[string][]byte{}
	for _, n := range names {
		out := filepath.Join(tmp, n)
		cmd := exec.Command("gcc", "-O2", "-pthread", "-o", out, filepath.Join(dir, n+".c"))
		cmd.Stderr = os.Stderr
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("gcc %s (run from the repository's root, or give -hostile): %w", n, err)
		}
		if bins[n], err = os.ReadFile(out); err != nil {
			return nil, err
		}
	}
	return bins, nil
}

func prog(bins map[string][]byte, name string, args ...string) *sandbox.Request {
	return &sandbox.Request{
		Args:  append([]string{"./" + name}, args...),
		Files: []sandbox.File{{Name: name, Data: bins[name], Mode: 0o755}},
	}
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func mean(d []time.Duration) time.Duration {
	var sum time.Duration
	for _, x := range d {
		sum += x
	}
	return sum / time.Duration(len(d))
}

func ms1(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func mib(n int64) float64 { return float64(n) / float64(sandbox.MiB) }
