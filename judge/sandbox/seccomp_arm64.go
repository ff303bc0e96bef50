//go:build linux

package sandbox

import "golang.org/x/sys/unix"

const (
	auditArch = unix.AUDIT_ARCH_AARCH64
	x32Bit    = 0 // no second ABI on arm64
)

var archDeniedEPERM = []uintptr{unix.SYS_NFSSERVCTL}
