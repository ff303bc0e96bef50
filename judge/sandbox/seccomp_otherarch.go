//go:build linux && !amd64 && !arm64

package sandbox

// No filter is written for this architecture: New refuses to run.
const (
	auditArch = 0
	x32Bit    = 0
)

var archDeniedEPERM []uintptr
