package sandbox

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// hostileDir holds the C programs the tests run in the sandbox.
const hostileDir = "../../testdata/hostile"

// binaries are the programs of hostileDir, compiled for the host by
// TestMain, by name ("loop" for loop.c).
var binaries = map[string][]byte{}

func TestMain(m *testing.M) {
	Init()
	if os.Getenv(newAsUserEnv) != "" {
		newAsUser()
		return
	}
	flag.Parse()
	if f := flag.Lookup("test.list"); f == nil || f.Value.String() == "" { // not only listing tests
		if err := compileHostile(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	code := m.Run()
	if sharedRunner != nil {
		if err := sharedRunner.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "closing the shared runner:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// compileHostile compiles every C program of hostileDir with gcc, outside
// the sandbox.
func compileHostile() error {
	sources, err := filepath.Glob(filepath.Join(hostileDir, "*.c"))
	if err != nil || len(sources) == 0 {
		return fmt.Errorf("no C programs in %s (%v)", hostileDir, err)
	}
	out, err := os.MkdirTemp("", "cham-hostile-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(out)
	var mu sync.Mutex
	var wg sync.WaitGroup
	var errs []string
	for _, src := range sources {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := strings.TrimSuffix(filepath.Base(src), ".c")
			bin := filepath.Join(out, name)
			var stderr bytes.Buffer
			cmd := exec.Command("gcc", "-O2", "-pthread", "-o", bin, src)
			cmd.Stderr = &stderr
			err := cmd.Run()
			var data []byte
			if err == nil {
				data, err = os.ReadFile(bin)
			}
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				errs = append(errs, fmt.Sprintf("gcc %s: %v\n%s", src, err, stderr.String()))
				return
			}
			binaries[name] = data
		}()
	}
	wg.Wait()
	if len(errs) > 0 {
		return fmt.Errorf("compiling the hostile programs (is gcc installed?):\n%s", strings.Join(errs, "\n"))
	}
	return nil
}
