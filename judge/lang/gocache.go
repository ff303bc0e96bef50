package lang

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"golang.org/x/sys/unix"
)

var prepareMu sync.Mutex

// PrepareGo warms cham's Go build cache (GoCacheDir) with the standard
// library, once per Go version, so that a student's Go program compiles in
// the sandbox in a fraction of a second from a read-only cache instead of
// rebuilding the standard library each time. It runs `go build std` on the
// host, as the judge's own trusted work; say is told when that starts,
// since it takes a minute or two.
func PrepareGo(say func(string)) error {
	prepareMu.Lock() // one warming at a time in this process ...
	defer prepareMu.Unlock()
	goBin, err := exec.LookPath("go")
	if err != nil {
		goBin = "/usr/local/go/bin/go"
		if _, err := os.Stat(goBin); err != nil {
			return fmt.Errorf("Go is not installed; install the Debian package golang-go")
		}
	}
	version, err := exec.Command(goBin, "env", "GOVERSION").Output()
	if err != nil {
		return fmt.Errorf("go env GOVERSION: %w", err)
	}
	dir := GoCacheDir()
	marker := filepath.Join(dir, "cham-warm-"+strings.TrimSpace(string(version)))
	if _, err := os.Stat(marker); err == nil {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// ... and across processes (two cham grade at once).
	lock, err := os.OpenFile(filepath.Join(dir, ".lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return err
	}
	defer lock.Close()
	if err := unix.Flock(int(lock.Fd()), unix.LOCK_EX); err != nil {
		return fmt.Errorf("locking %s: %w", lock.Name(), err)
	}
	if _, err := os.Stat(marker); err == nil {
		return nil // warmed by another process while this one waited
	}
	if say != nil {
		say(fmt.Sprintf("warming the Go build cache %s with the standard library (once per Go version)...", dir))
	}
	cmd := exec.Command(goBin, "build", "std")
	cmd.Env = append(os.Environ(), "GOCACHE="+dir, "CGO_ENABLED=0", "GOFLAGS=-trimpath", "GOTOOLCHAIN=local")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build std: %v\n%s", err, out)
	}
	// The sandbox's users read the cache, never write it.
	if err := filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		mode := os.FileMode(0o644)
		if info.IsDir() {
			mode = 0o755
		}
		return os.Chmod(p, mode)
	}); err != nil {
		return err
	}
	return os.WriteFile(marker, nil, 0o644)
}
