/* peek FILE...: tries to read each file named, and the judge's secrets:
   /etc/shadow, /etc/passwd, what /proc shows of pid 1 (the container's init,
   an instance of the judge) and of the host.
   Must get: every read denied or missing; it prints "READ <path>" for any
   file it could read, "denied <path>: <error>" otherwise. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void peek(const char *path) {
	char buf[256];
	int fd = open(path, O_RDONLY);
	if (fd < 0) {
		printf("denied %s: %s\n", path, strerror(errno));
		return;
	}
	ssize_t n = read(fd, buf, sizeof buf);
	close(fd);
	if (n < 0) {
		printf("denied %s: %s\n", path, strerror(errno));
		return;
	}
	printf("READ %s (%zd bytes)\n", path, n);
}

int main(int argc, char **argv) {
	const char *secrets[] = {
		"/etc/shadow", "/etc/passwd", "/etc/hostname",
		"/proc/1/root/etc/shadow", "/proc/1/environ", "/proc/1/exe",
		"/proc/1/cwd/../etc/shadow", "/root/.bashrc", "/home",
		"/sys/fs/cgroup/memory/memory.limit_in_bytes",
	};
	for (size_t i = 0; i < sizeof secrets / sizeof *secrets; i++)
		peek(secrets[i]);
	for (int i = 1; i < argc; i++)
		peek(argv[i]);
	return 0;
}
