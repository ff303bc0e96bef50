// Package sandbox runs untrusted programs (students' submissions, and the
// compilers that build them) under limits, and measures what they use.
//
// New returns the sandbox. NewUnsafe returns a runner that does not isolate
// at all, for a student trying their own program on their own machine; its
// results say Isolated: false. Nothing falls back from one to the other:
// when New cannot isolate, it fails and says what is missing.
//
// # What a program sees
//
// Each program runs in a container made with go-sandbox's container
// package: new user, PID, mount, IPC, UTS, network and cgroup namespaces.
// Containers are started in advance, Config.Pool of them (GOMAXPROCS by
// default), and each runs one program at a time; between runs its working
// directory and /tmp are emptied.
//
//   - The working directory /w, a fresh tmpfs holding only Request.Files.
//     The program may create files there; Request.Collect reads them back.
//   - /tmp, a fresh tmpfs of its own.
//   - Read-only: /bin, /lib, /lib32, /lib64, /libx32, /usr, /etc/ld.so.cache,
//     /etc/alternatives, /etc/java-*, /etc/fpc*.cfg, /etc/mono,
//     /etc/localtime, and Config.ReadOnly (e.g. /root/.pyenv), each at its
//     host path; /dev/null, zero, full, random and urandom; a /proc of its own
//     PID namespace (where it sees only its own processes). Nothing else of
//     the host: no /home, /root, /tmp, /work, /etc/shadow, no other run's
//     files, no test data.
//   - No network: an empty network namespace (not even loopback up).
//   - User and group 1000 inside, mapped to a host id of its own
//     (Config.UIDBase and up) that owns nothing on the host, with no
//     capabilities and no_new_privs. (A judge run by another user than root,
//     in a delegated cgroup, can map no other id: its programs run as its
//     own user, root inside but without any capability.)
//   - A seccomp filter denying, with EPERM: mount and the new mount API,
//     pivot_root, chroot, unshare, setns, clone with namespace flags,
//     ptrace, process_vm_readv/writev, kcmp, pidfd_getfd, kernel modules,
//     kexec, reboot, swapon/off, acct, quotactl, setting clocks, host and
//     domain names, bpf, perf_event_open, userfaultfd, keys, io_uring,
//     handles (open_by_handle_at), syslog, vhangup, fanotify, and on amd64
//     iopl/ioperm and the old module calls; with ENOSYS: System V IPC and
//     POSIX message queues (whose objects would outlive the program in a
//     reused container) and clone3 (the C library falls back to clone).
//     Calls of another architecture, or x32 calls, kill the program.
//
// # Limits
//
// Limits are given per Request; a zero field takes its default.
//
//   - CPU (default 1 s): CPU time, user and system, of all the program's
//     processes and threads together. A watcher reads the run's cgroup and
//     kills every process of it once the limit is reached (see below);
//     RLIMIT_CPU, one or two seconds higher, ends a single process should
//     the watcher fail.
//   - Wall (default 3 x CPU): wall-clock time, for programs that wait (for
//     input that never comes, in sleep, on a lock) instead of computing.
//     So that a loaded machine does not turn a computing program into an
//     idle one, time the program spent runnable but waiting for a CPU the
//     machine gave to others (the longest run delay of its tasks, from
//     /proc/<tid>/schedstat) is not counted, and a program one of whose
//     tasks is running or runnable is not ended; it is ended at ten times
//     the limit all the same.
//   - Memory (default 256 MiB): the cgroup's memory limit (memory.limit_in_bytes
//     and memory.memsw.limit_in_bytes on v1, memory.max and memory.swap.max
//     = 0 on v2), over all processes: their pages, the kernel memory
//     charged to them, and the files they write in /w and /tmp, which are
//     memory (tmpfs), as are their stdout and stderr. At the limit the
//     kernel's OOM killer ends the program.
//   - Output (default 64 MiB): per file the program writes, stdout and
//     stderr included (RLIMIT_FSIZE, set one byte higher). The write that
//     goes past it fails, and the kernel sends SIGXFSZ at once, which ends
//     the program unless it ignores it.
//   - Procs (default 128): processes and threads alive at once (pids.max);
//     past it, fork and thread creation fail with EAGAIN.
//   - Stack (default Memory): RLIMIT_STACK of each process.
//   - OpenFiles (default 256): RLIMIT_NOFILE of each process.
//   - No core files (RLIMIT_CORE 0).
//
// # How time and memory are measured
//
// CPU time is the run cgroup's own figure: cpuacct.usage on cgroup v1,
// usage_usec of cpu.stat on v2, read once every process is gone. It counts
// from the moment the program is placed in its cgroup, just before execve,
// so the loading of the program and its libraries counts, and nothing of
// the judge's. It is exact to the nanosecond (microsecond on v2), whatever
// the number of threads and processes.
//
// The watcher reads that same figure, then sleeps for the least time in
// which the program could use up what is left of its CPU time (what is
// left, divided by the number of CPUs), so that it reads more often as the
// end nears, but at most every 50 ms and at least 0.25 ms apart: a program
// past its limit is killed within about 0.25 ms per CPU it uses, plus the
// time the judge takes to wake. The watcher sleeps on a timerfd in a thread
// of its own with a real-time priority (SCHED_FIFO 1, as root), so that a
// loaded machine does not delay it.
//
// Wall time runs from the moment the program is released into execve to
// the moment the container reports that it ended.
//
// Memory is the cgroup's peak: memory.max_usage_in_bytes on v1, memory.peak
// on v2 (Linux 5.19 and later); on older v2 kernels memory.current sampled
// at every reading of the watcher, at least every 5 ms.
//
// # Outcomes
//
// Run returns an error only when the judge itself fails (a container or
// cgroup that misbehaves) or when ctx ends; the program is then killed.
// Otherwise Result.Status is the first of these that holds:
//
//   - "output": a file it wrote, stdout or stderr went past the output
//     limit, or it was killed by SIGXFSZ. A program that ignores SIGXFSZ
//     (Python does, Java's runtime too) gets an error from the write that
//     goes past; if it writes on to stdout or stderr all the same, the
//     watcher stops it at its next reading.
//   - "time": the watcher killed the program at its CPU limit, or its CPU
//     time is past the limit, or RLIMIT_CPU killed it (SIGXCPU).
//   - "idle": the watcher killed it at its wall time limit (CPU time under
//     the limit), its memory use never having reached its limit (else it
//     is "memory": a program stalled at its memory limit). "time" and
//     "idle" are both TLE to a judge; the message tells which.
//   - "memory": the kernel's OOM killer ended one of its processes, or it
//     ended abnormally (a signal or a non-zero status) after its memory use
//     reached the limit: a program that fails to allocate at the limit and
//     gives up is a memory failure, not a runtime error.
//   - "signal": a signal ended it; Result.Signal names it ("SIGSEGV").
//   - "exit": it exited with a non-zero status, in Result.ExitCode.
//   - "ok": it exited with status 0 within every limit.
//   - "internal": it could not be started as asked (no such program, not an
//     executable); the message says why.
//
// When a fork or a new thread failed at the process limit, the message says
// so, whatever the status. A fork bomb gets "time": its processes, failing
// to fork, loop on until they have used up the CPU time. Result.Message
// says the outcome in words: "killed by SIGSEGV (segmentation fault)",
// "exit status 3", "CPU time 1.000 s exceeded (1.001 s used)", "idle: wall
// time 3.0 s exceeded with 0.01 s of CPU", "memory 256.0 MiB exceeded (peak
// 256.0 MiB)", "output 64.0 MiB exceeded on standard output".
//
// # What is left behind
//
// Nothing. When the program's main process ends, or a limit is reached,
// every process of the container is killed (kill(-1) by the container's
// init, then each process still in the run's cgroup), and Run returns only
// once the cgroup is empty and the init has reaped them all: not even a
// zombie is left. The run's cgroup is then removed and /w and /tmp emptied.
// Mounts exist only in the containers' own mount namespaces. A container
// found dead (killed from outside) is replaced, and a run that had not
// started in it is run again. Close kills the containers and removes the
// judge's cgroup directory, "<CgroupPrefix>-<pid>"; New removes those of
// judges that died without Close.
//
// # Requirements
//
// Linux on amd64 or arm64, user namespaces, and root, or a cgroup v2
// subtree delegated to the judge alone (systemd-run --user --scope -p
// Delegate=yes). The cgroup version is detected at New: on v1 the cpuacct,
// memory and pids controllers are used, and the judge's groups are made
// under its own cgroup in each hierarchy; on v2 the memory and pids
// controllers, at the top of the hierarchy (as root) or in the delegated
// subtree. A program that calls New must call Init first thing in main (and
// in TestMain): the containers are that same executable started again.
package sandbox
