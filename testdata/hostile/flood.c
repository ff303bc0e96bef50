/* flood [stdout|file|file-ignore|stdout-ignore]: writes 100 MiB to standard
   output or to FLOOD.OUT, then writes "finished" to standard error.
   Must get: output, stopped as soon as it writes past the limit (SIGXFSZ), so
   "finished" never appears. With file-ignore it ignores SIGXFSZ, reports the
   size at which write failed (EFBIG) and exits 0: still output. With
   stdout-ignore it ignores SIGXFSZ and the failed writes, and writes on
   forever, as a Python program catching OSError would: still output, the
   sandbox stops it. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
	const char *mode = argc > 1 ? argv[1] : "stdout";
	int fd = 1;
	if (strncmp(mode, "stdout", 6) != 0) {
		fd = open("FLOOD.OUT", O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (fd < 0) {
			perror("open");
			return 1;
		}
	}
	if (strcmp(mode, "file-ignore") == 0 || strcmp(mode, "stdout-ignore") == 0)
		signal(SIGXFSZ, SIG_IGN);
	static char line[4096];
	memset(line, 'x', sizeof line - 1);
	line[sizeof line - 1] = '\n';
	if (strcmp(mode, "stdout-ignore") == 0)
		for (;;)
			write(1, line, sizeof line);
	long written = 0;
	while (written < 100L << 20) {
		ssize_t n = write(fd, line, sizeof line);
		if (n < 0) {
			fprintf(stderr, "write failed after %ld bytes: %s\n", written, strerror(errno));
			return 0;
		}
		written += n;
	}
	fprintf(stderr, "finished\n");
	return 0;
}
