/* diskfill [one|many]: fills the working directory, with one file growing
   without end, or with 1 MiB files one after another.
   Must get: output (one: the file passes the output limit) or memory (many:
   files in the working directory are memory, and count against the limit). */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
	int many = argc > 1 && strcmp(argv[1], "many") == 0;
	static char block[1 << 20];
	memset(block, 'd', sizeof block);
	int fd = -1;
	for (long i = 0;; i++) {
		if (fd < 0 || many) {
			char name[64];
			if (fd >= 0)
				close(fd);
			snprintf(name, sizeof name, "FILL%06ld", i);
			fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
			if (fd < 0) {
				perror("open");
				return 1;
			}
		}
		if (write(fd, block, sizeof block) < 0) {
			perror("write");
			return 1;
		}
	}
}
