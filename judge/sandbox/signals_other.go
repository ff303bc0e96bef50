//go:build !unix

package sandbox

import (
	"fmt"
	"syscall"
)

// Systems without these signals never report them.
const (
	sigXCPU = syscall.Signal(-1)
	sigXFSZ = syscall.Signal(-2)
)

func signalName(s syscall.Signal) string { return fmt.Sprintf("signal %d", int(s)) }

func describeSignal(s syscall.Signal) string { return signalName(s) }
