//go:build linux

package sandbox

import "golang.org/x/sys/unix"

const (
	auditArch = unix.AUDIT_ARCH_X86_64
	// x32Bit marks the x32 system calls, which a 64-bit program can make
	// with other numbers; they are all refused.
	x32Bit = 0x40000000
)

var archDeniedEPERM = []uintptr{
	unix.SYS_IOPL, unix.SYS_IOPERM, unix.SYS_USELIB, unix.SYS_CREATE_MODULE,
	unix.SYS_GET_KERNEL_SYMS, unix.SYS_QUERY_MODULE, unix.SYS__SYSCTL,
	unix.SYS_NFSSERVCTL,
}
