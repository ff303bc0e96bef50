package sandbox

import (
	"context"
	"os/exec"
	"testing"
)

// BenchmarkRunTrue runs /bin/true in the sandbox, one run after another (in
// a pool of GOMAXPROCS containers, as a judge has): the
// whole cost of a run (files, cgroup, container round trips, reset).
// Compare with BenchmarkForkExecTrue.
func BenchmarkRunTrue(b *testing.B) {
	r, err := New(Config{CgroupPrefix: "cham-bench"})
	if err != nil {
		b.Fatal(err)
	}
	defer r.Close()
	req := &Request{Args: []string{"/bin/true"}}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := r.Run(context.Background(), req)
		if err != nil || res.Status != StatusOK {
			b.Fatalf("run %d: %v %+v", i, err, res)
		}
	}
}

// BenchmarkForkExecTrue runs /bin/true as a bare child process.
func BenchmarkForkExecTrue(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if err := exec.Command("/bin/true").Run(); err != nil {
			b.Fatal(err)
		}
	}
}
