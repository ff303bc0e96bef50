//go:build !linux

package sandbox

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// Init does nothing where there is no sandbox.
func Init() {}

// New fails: the sandbox needs Linux.
func New(cfg Config) (Runner, error) {
	return nil, fmt.Errorf("cham's sandbox needs Linux (namespaces, cgroups, seccomp), this is %s; NewUnsafe runs programs without isolation", runtime.GOOS)
}

// NewUnsafe returns a Runner that does NOT isolate programs: each runs as a
// plain process of the judge's own user in a fresh temporary directory.
// On this system only the wall time (a timer) and the output (its size,
// checked as it arrives) are limited; CPU time is what the system reports
// at the end, memory is not measured. Every Result says Isolated: false.
func NewUnsafe() Runner { return unsafeExec{} }

type unsafeExec struct{}

func (unsafeExec) Close() error { return nil }

func (unsafeExec) Run(ctx context.Context, req *Request) (*Result, error) {
	if err := checkRequest(req); err != nil {
		return nil, err
	}
	lim := req.Limits.WithDefaults()
	dir, err := os.MkdirTemp("", "cham-unsafe-")
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	defer os.RemoveAll(dir)
	for _, f := range req.Files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		mode := f.Mode.Perm()
		if mode == 0 {
			mode = 0o644
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return nil, fmt.Errorf("sandbox: %w", err)
		}
		if err := os.WriteFile(p, f.Data, mode); err != nil {
			return nil, fmt.Errorf("sandbox: %w", err)
		}
	}
	name := req.Args[0]
	if strings.Contains(name, "/") && !filepath.IsAbs(name) {
		name = filepath.Join(dir, name)
	}
	wctx, cancel := context.WithTimeout(ctx, lim.Wall)
	defer cancel()
	cmd := exec.CommandContext(wctx, name, req.Args[1:]...)
	cmd.Dir = dir
	cmd.Env = withDefaultEnv(req.Env, dir)
	cmd.Stdin = bytes.NewReader(req.Stdin)
	var o observation
	stdout := &cappedWriter{limit: lim.Output, kill: cancel}
	stderr := &cappedWriter{limit: lim.Output, kill: cancel}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	start := time.Now()
	err = cmd.Run()
	o.wall = time.Since(start)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		return &Result{Status: StatusInternal, ExitCode: -1, Message: "cannot start " + req.Args[0] + ": " + err.Error()}, nil
	}
	if ps := cmd.ProcessState; ps != nil {
		o.cpu = ps.UserTime() + ps.SystemTime()
		o.exited, o.exitCode = ps.Exited(), ps.ExitCode()
	}
	switch {
	case stdout.over:
		o.outputOver = "standard output"
	case stderr.over:
		o.outputOver = "standard error"
	case wctx.Err() != nil:
		o.killed = killedForWall
	}
	res := &Result{Stdout: stdout.buf.Bytes(), Stderr: stderr.buf.Bytes()}
	for _, pattern := range req.Collect {
		matches, _ := filepath.Glob(filepath.Join(dir, filepath.FromSlash(pattern)))
		for _, m := range matches {
			fi, err := os.Lstat(m)
			if err != nil || !fi.Mode().IsRegular() {
				continue
			}
			data, err := os.ReadFile(m)
			if err != nil {
				continue
			}
			if int64(len(data)) > lim.Output {
				data = data[:lim.Output]
				o.outputOver = "file " + pattern
			}
			rel, _ := filepath.Rel(dir, m)
			if res.Files == nil {
				res.Files = map[string][]byte{}
			}
			res.Files[filepath.ToSlash(rel)] = data
		}
	}
	o.fill(res)
	res.Status, res.Message = judge(lim, o)
	return res, nil
}

// cappedWriter keeps up to limit bytes and ends the program past them.
type cappedWriter struct {
	buf   bytes.Buffer
	limit int64
	over  bool
	kill  func()
}

func (w *cappedWriter) Write(p []byte) (int, error) {
	if room := w.limit - int64(w.buf.Len()); int64(len(p)) > room {
		w.buf.Write(p[:max(room, 0)])
		w.over = true
		w.kill()
		return 0, errors.New("output limit exceeded")
	}
	return w.buf.Write(p)
}
