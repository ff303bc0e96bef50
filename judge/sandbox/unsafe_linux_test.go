package sandbox

import (
	"context"
	"testing"
	"time"
)

func TestUnsafe(t *testing.T) {
	r := NewUnsafe()
	defer r.Close()
	lim := Limits{CPU: 200 * time.Millisecond, Wall: 600 * time.Millisecond, Memory: 64 * MiB, Output: 1 * MiB}
	tests := []struct {
		name  string
		req   *Request
		want  Status
		check func(t *testing.T, res *Result)
	}{
		{"right program", withInput(program("right"), "QUEENS.INP", "6\n", "QUEENS.OUT"), StatusOK, func(t *testing.T, res *Result) {
			wantEqual(t, "QUEENS.OUT", string(res.Files["QUEENS.OUT"]), "36\n")
			wantEqual(t, "Stdout", string(res.Stdout), "in\n")
		}},
		{"endless loop", program("loop"), StatusTime, func(t *testing.T, res *Result) {
			if res.CPU < lim.CPU {
				t.Errorf("CPU %v, want at least %v", res.CPU, lim.CPU)
			}
		}},
		{"sleep", program("sleep"), StatusIdle, nil},
		{"segfault", program("crash", "segv"), StatusSignal, nil},
		{"exit status", program("crash", "exit", "4"), StatusExit, nil},
		{"flood stdout", program("flood", "stdout"), StatusOutput, func(t *testing.T, res *Result) {
			wantNotContains(t, string(res.Stderr), "finished")
		}},
		{"allocation failure", program("allocfail"), StatusMemory, nil},
		{"missing program", &Request{Args: []string{"no-such-program-anywhere"}}, StatusInternal, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.req.Limits = lim
			tc.req.Stdin = []byte("in\n")
			res, err := r.Run(context.Background(), tc.req)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s (%s) cpu=%v wall=%v memory=%d", res.Status, res.Message, res.CPU, res.Wall, res.Memory)
			if res.Isolated {
				t.Error("Isolated is true for an unsafe run")
			}
			if res.Status != tc.want {
				t.Fatalf("status %s (%s), want %s; stderr %q", res.Status, res.Message, tc.want, res.Stderr)
			}
			if tc.check != nil {
				tc.check(t, res)
			}
		})
	}
}
