//go:build unix

package sandbox

import (
	"fmt"
	"syscall"

	"golang.org/x/sys/unix"
)

const (
	sigXCPU = syscall.SIGXCPU // RLIMIT_CPU reached
	sigXFSZ = syscall.SIGXFSZ // RLIMIT_FSIZE reached
)

// signalMeanings says in words what a signal that ended a program usually means.
var signalMeanings = map[syscall.Signal]string{
	syscall.SIGSEGV: "segmentation fault",
	syscall.SIGABRT: "aborted",
	syscall.SIGFPE:  "arithmetic error, e.g. division by zero",
	syscall.SIGBUS:  "bus error",
	syscall.SIGILL:  "illegal instruction",
	syscall.SIGKILL: "killed",
	syscall.SIGTERM: "terminated",
	syscall.SIGPIPE: "broken pipe",
	syscall.SIGSYS:  "system call not allowed",
	syscall.SIGTRAP: "trace trap",
	syscall.SIGXCPU: "CPU time limit",
	syscall.SIGXFSZ: "file size limit",
	syscall.SIGALRM: "alarm clock",
	syscall.SIGHUP:  "hangup",
	syscall.SIGINT:  "interrupt",
	syscall.SIGQUIT: "quit",
	syscall.SIGUSR1: "user signal 1",
	syscall.SIGUSR2: "user signal 2",
}

// signalName is "SIGSEGV" for SIGSEGV, "signal 40" for one without a name.
func signalName(s syscall.Signal) string {
	if n := unix.SignalName(s); n != "" {
		return n
	}
	return fmt.Sprintf("signal %d", int(s))
}

// describeSignal is "SIGSEGV (segmentation fault)".
func describeSignal(s syscall.Signal) string {
	if m, ok := signalMeanings[s]; ok {
		return signalName(s) + " (" + m + ")"
	}
	return signalName(s)
}
