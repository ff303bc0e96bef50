package sandbox

import (
	"fmt"
	"runtime"
	"sort"
	"syscall"

	"github.com/criyle/go-sandbox/pkg/seccomp"
	"golang.org/x/sys/unix"
)

// The seccomp filter is a deny list: the program may make any system call
// but those that reach outside its box or widen the kernel's surface for no
// use a student program has. It is written here as plain BPF, so that cham
// needs neither cgo nor libseccomp.

// deniedEPERM fail with EPERM ("operation not permitted"): mounting, tracing,
// namespaces, kernel modules and keys, clocks, BPF, perf, io_uring,
// userfaultfd, handles, swap, reboot.
var deniedEPERM = append([]uintptr{
	unix.SYS_MOUNT, unix.SYS_UMOUNT2, unix.SYS_PIVOT_ROOT, unix.SYS_CHROOT,
	unix.SYS_OPEN_TREE, unix.SYS_MOVE_MOUNT, unix.SYS_FSOPEN, unix.SYS_FSCONFIG,
	unix.SYS_FSMOUNT, unix.SYS_FSPICK, unix.SYS_MOUNT_SETATTR,
	unix.SYS_UNSHARE, unix.SYS_SETNS,
	unix.SYS_PTRACE, unix.SYS_PROCESS_VM_READV, unix.SYS_PROCESS_VM_WRITEV,
	unix.SYS_KCMP, unix.SYS_PIDFD_GETFD,
	unix.SYS_KEXEC_LOAD, unix.SYS_KEXEC_FILE_LOAD, unix.SYS_INIT_MODULE,
	unix.SYS_FINIT_MODULE, unix.SYS_DELETE_MODULE, unix.SYS_REBOOT,
	unix.SYS_SWAPON, unix.SYS_SWAPOFF, unix.SYS_ACCT, unix.SYS_QUOTACTL,
	unix.SYS_SETTIMEOFDAY, unix.SYS_CLOCK_SETTIME, unix.SYS_CLOCK_ADJTIME,
	unix.SYS_ADJTIMEX, unix.SYS_SETHOSTNAME, unix.SYS_SETDOMAINNAME,
	unix.SYS_BPF, unix.SYS_PERF_EVENT_OPEN, unix.SYS_USERFAULTFD,
	unix.SYS_KEYCTL, unix.SYS_ADD_KEY, unix.SYS_REQUEST_KEY,
	unix.SYS_IO_URING_SETUP, unix.SYS_IO_URING_ENTER, unix.SYS_IO_URING_REGISTER,
	unix.SYS_OPEN_BY_HANDLE_AT, unix.SYS_NAME_TO_HANDLE_AT,
	unix.SYS_SYSLOG, unix.SYS_VHANGUP, unix.SYS_FANOTIFY_INIT,
	unix.SYS_LOOKUP_DCOOKIE,
}, archDeniedEPERM...)

// deniedENOSYS fail with ENOSYS ("function not implemented"): System V and
// POSIX message-queue IPC, whose objects would outlive the program in the
// reused container, and clone3, whose flags a filter cannot read (the C
// library then falls back to clone, whose flags it checks).
var deniedENOSYS = []uintptr{
	unix.SYS_SHMGET, unix.SYS_SHMAT, unix.SYS_SHMCTL, unix.SYS_SHMDT,
	unix.SYS_SEMGET, unix.SYS_SEMOP, unix.SYS_SEMCTL, unix.SYS_SEMTIMEDOP,
	unix.SYS_MSGGET, unix.SYS_MSGSND, unix.SYS_MSGRCV, unix.SYS_MSGCTL,
	unix.SYS_MQ_OPEN, unix.SYS_MQ_UNLINK, unix.SYS_MQ_TIMEDSEND,
	unix.SYS_MQ_TIMEDRECEIVE, unix.SYS_MQ_NOTIFY, unix.SYS_MQ_GETSETATTR,
	unix.SYS_CLONE3,
}

// cloneNamespaces are the clone flags that make new namespaces; clone with
// any of them fails with EPERM.
const cloneNamespaces = unix.CLONE_NEWNS | unix.CLONE_NEWCGROUP | unix.CLONE_NEWUTS |
	unix.CLONE_NEWIPC | unix.CLONE_NEWUSER | unix.CLONE_NEWPID | unix.CLONE_NEWNET |
	unix.CLONE_NEWTIME

// Offsets in struct seccomp_data.
const (
	offNr   = 0
	offArch = 4
	offArg0 = 16 // low 32 bits of args[0] on a little-endian machine
)

// bpfInsn is one instruction, its jumps given as labels.
type bpfInsn struct {
	code   uint16
	k      uint32
	jt, jf string // labels; "" means the next instruction (jt of a ja: its target)
	label  string // this instruction's label
}

// BPF instructions used.
const (
	bpfLd   = unix.BPF_LD | unix.BPF_W | unix.BPF_ABS
	bpfJeq  = unix.BPF_JMP | unix.BPF_JEQ | unix.BPF_K
	bpfJge  = unix.BPF_JMP | unix.BPF_JGE | unix.BPF_K
	bpfJset = unix.BPF_JMP | unix.BPF_JSET | unix.BPF_K
	bpfJa   = unix.BPF_JMP | unix.BPF_JA
	bpfRet  = unix.BPF_RET | unix.BPF_K
)

// newFilter assembles the filter. The denied calls are found by a binary
// search on the call number, so that a call takes a dozen instructions to
// judge, not a hundred: the kernel runs the filter on every call the
// program makes, and, when it is loaded, once for every call number to
// build its cache of calls always allowed.
func newFilter() (seccomp.Filter, error) {
	if auditArch == 0 {
		return nil, fmt.Errorf("sandbox: no seccomp filter for %s; cham's sandbox runs on amd64 and arm64", runtime.GOARCH)
	}
	var denied []denial
	for _, nr := range deniedEPERM {
		denied = append(denied, denial{uint32(nr), "eperm"})
	}
	for _, nr := range deniedENOSYS {
		denied = append(denied, denial{uint32(nr), "enosys"})
	}
	denied = append(denied, denial{uint32(unix.SYS_CLONE), "clone"})
	sort.Slice(denied, func(i, j int) bool { return denied[i].nr < denied[j].nr })
	for i := 1; i < len(denied); i++ {
		if denied[i].nr == denied[i-1].nr {
			return nil, fmt.Errorf("seccomp: system call %d listed twice", denied[i].nr)
		}
	}

	a := &bpfAsm{}
	a.add(bpfInsn{code: bpfLd, k: offArch})
	a.add(bpfInsn{code: bpfJeq, k: auditArch, jf: "kill"})
	a.add(bpfInsn{code: bpfLd, k: offNr})
	if x32Bit != 0 {
		a.add(bpfInsn{code: bpfJge, k: x32Bit, jt: "kill"})
	}
	a.search(denied)
	a.mark("clone")
	a.add(bpfInsn{code: bpfLd, k: offArg0})
	a.add(bpfInsn{code: bpfJset, k: cloneNamespaces, jt: "eperm"})
	a.mark("allow")
	a.add(bpfInsn{code: bpfRet, k: unix.SECCOMP_RET_ALLOW})
	a.mark("eperm")
	a.add(bpfInsn{code: bpfRet, k: unix.SECCOMP_RET_ERRNO | uint32(syscall.EPERM)})
	a.mark("enosys")
	a.add(bpfInsn{code: bpfRet, k: unix.SECCOMP_RET_ERRNO | uint32(syscall.ENOSYS)})
	a.mark("kill")
	a.add(bpfInsn{code: bpfRet, k: unix.SECCOMP_RET_KILL_PROCESS})
	return assemble(a.p)
}

// denial is a system call the filter acts on, and the label of what it does.
type denial struct {
	nr     uint32
	action string
}

// bpfAsm gathers instructions and labels.
type bpfAsm struct {
	p       []bpfInsn
	pending string // label of the next instruction
	labels  int
}

func (a *bpfAsm) add(in bpfInsn) {
	in.label, a.pending = a.pending, ""
	a.p = append(a.p, in)
}

func (a *bpfAsm) mark(label string) { a.pending = label }

// search emits a binary search of the call number (in the accumulator)
// among sorted denials, each found one jumping to its action's label, the
// others to "allow".
func (a *bpfAsm) search(d []denial) {
	if len(d) <= 3 {
		for _, x := range d {
			a.add(bpfInsn{code: bpfJeq, k: x.nr, jt: x.action})
		}
		a.add(bpfInsn{code: bpfJa, jt: "allow"})
		return
	}
	mid := len(d) / 2
	a.labels++
	upper := fmt.Sprintf("upper%d", a.labels)
	a.add(bpfInsn{code: bpfJge, k: d[mid].nr, jt: upper})
	a.search(d[:mid])
	a.mark(upper)
	a.search(d[mid:])
}

// assemble resolves the labels into jump offsets.
func assemble(p []bpfInsn) (seccomp.Filter, error) {
	at := map[string]int{}
	for i, in := range p {
		if in.label != "" {
			at[in.label] = i
		}
	}
	jump := func(i int, label string) (uint8, error) {
		if label == "" {
			return 0, nil
		}
		t, ok := at[label]
		if !ok {
			return 0, fmt.Errorf("seccomp: no label %q", label)
		}
		d := t - i - 1
		if d < 0 || d > 255 {
			return 0, fmt.Errorf("seccomp: jump of %d from %d to %q out of range", d, i, label)
		}
		return uint8(d), nil
	}
	out := make(seccomp.Filter, len(p))
	for i, in := range p {
		if in.code == bpfJa { // an unconditional jump: its offset is k
			t, ok := at[in.jt]
			if !ok {
				return nil, fmt.Errorf("seccomp: no label %q", in.jt)
			}
			out[i] = syscall.SockFilter{Code: in.code, K: uint32(t - i - 1)}
			continue
		}
		jt, err := jump(i, in.jt)
		if err != nil {
			return nil, err
		}
		jf, err := jump(i, in.jf)
		if err != nil {
			return nil, err
		}
		out[i] = syscall.SockFilter{Code: in.code, Jt: jt, Jf: jf, K: in.k}
	}
	return out, nil
}
