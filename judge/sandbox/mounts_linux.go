package sandbox

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/criyle/go-sandbox/pkg/mount"
)

// readOnlyDefaults are the host paths every program sees, read-only: the
// programs, libraries and settings the languages need. Missing ones are
// skipped; patterns are expanded when the runner is made.
var readOnlyDefaults = []string{
	"/bin", "/lib", "/lib32", "/lib64", "/libx32", "/usr",
	"/etc/ld.so.cache", "/etc/alternatives",
	"/etc/java-*",    // Java's security and logging settings
	"/etc/fpc.cfg",   // Free Pascal
	"/etc/fpc-*.cfg", // Free Pascal, versioned
	"/etc/mono",
	"/etc/localtime",
}

// devices are bound read-write: writes to them go nowhere and reads give
// zeros or random bytes.
var devices = []string{"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom"}

// containerMounts is the file system of a container: the read-only host
// paths, the devices, /proc of its own PID namespace, and two fresh tmpfs,
// the working directory /w and /tmp.
func containerMounts(cfg Config) ([]mount.Mount, error) {
	b := mount.NewBuilder()
	seen := map[string]bool{}
	for _, pattern := range append(append([]string(nil), readOnlyDefaults...), cfg.ReadOnly...) {
		if !filepath.IsAbs(pattern) {
			return nil, fmt.Errorf("sandbox: read-only path %q is not absolute", pattern)
		}
		for _, own := range []string{"/tmp", workDir, "/proc", "/dev"} {
			if c := filepath.Clean(pattern); c == own || strings.HasPrefix(c, own+"/") {
				return nil, fmt.Errorf("sandbox: read-only path %q is under %s, which the sandbox makes its own", pattern, own)
			}
		}
		matches, err := filepath.Glob(pattern)
		if err != nil {
			return nil, fmt.Errorf("sandbox: read-only path %q: %w", pattern, err)
		}
		for _, p := range matches {
			p = filepath.Clean(p)
			if seen[p] || p == "/" {
				continue
			}
			seen[p] = true
			b.WithBind(p, strings.TrimPrefix(p, "/"), true)
		}
	}
	for _, d := range devices {
		b.WithBind(d, strings.TrimPrefix(d, "/"), false)
	}
	b.WithProc()
	tmpfs := fmt.Sprintf("size=%d,nr_inodes=%d,mode=1777", cfg.WorkDirSize, 65536)
	b.WithTmpfs(strings.TrimPrefix(workDir, "/"), tmpfs)
	b.WithTmpfs("tmp", tmpfs)
	return b.FilterNotExist().Mounts, nil
}

// workDir is the program's working directory inside the sandbox.
const workDir = "/w"
