/* escape MARKER: tries to get out of its box: to write outside its working
   directory, to mount, to make namespaces, to trace, to change root, to
   become root, to reboot, to use System V IPC and io_uring. It also writes
   /tmp/MARKER, which is allowed but must stay in the sandbox's own /tmp.
   Must get: every attempt denied; it prints "ESCAPED <what>" for any that
   worked, "denied <what>: <error>" otherwise, "tmp <path>: ok|<error>". */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/reboot.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static void report(const char *what, int ok) {
	if (ok)
		printf("ESCAPED %s\n", what);
	else
		printf("denied %s: %s\n", what, strerror(errno));
}

static void try_create(const char *path) {
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	char what[300];
	snprintf(what, sizeof what, "create %s", path);
	report(what, fd >= 0);
	if (fd >= 0)
		close(fd);
}

int main(int argc, char **argv) {
	const char *marker = argc > 1 ? argv[1] : "cham-escape";
	char path[256];
	const char *dirs[] = {"/", "/usr", "/bin", "/lib", "/etc", "/dev", "/proc", "/root", "/home", "/work"};
	for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
		snprintf(path, sizeof path, "%s/%s", strcmp(dirs[i], "/") ? dirs[i] : "", marker);
		try_create(path);
	}
	report("write /proc/sys/kernel/hostname", open("/proc/sys/kernel/hostname", O_WRONLY) >= 0);
	report("mkdir /usr/x", mkdir("/usr/cham-x", 0755) == 0);
	report("mount tmpfs", mount("tmpfs", "/w", "tmpfs", 0, NULL) == 0);
	report("umount /usr", umount2("/usr", MNT_DETACH) == 0);
	report("unshare user", unshare(CLONE_NEWUSER) == 0);
	report("unshare mount", unshare(CLONE_NEWNS) == 0);
	long pid = syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0);
	if (pid == 0)
		_exit(0);
	if (pid > 0)
		waitpid(pid, NULL, 0);
	report("clone new user namespace", pid > 0);
	report("ptrace pid 1", ptrace(PTRACE_ATTACH, 1, 0, 0) == 0);
	report("chroot", chroot("/tmp") == 0);
	report("setuid 0", setuid(0) == 0);
	report("sethostname", sethostname("x", 1) == 0);
	report("reboot", reboot(RB_POWER_OFF) == 0);
	report("shmget", shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600) >= 0);
	report("io_uring_setup", syscall(SYS_io_uring_setup, 4, (void *)path) >= 0);
	snprintf(path, sizeof path, "/tmp/%s", marker);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	printf("tmp %s: %s\n", path, fd >= 0 ? "ok" : strerror(errno));
	return 0;
}
