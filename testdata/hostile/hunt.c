/* hunt NAME: searches every directory it can reach (but /proc, /sys and
   /usr, the system's own) for a file called NAME, and prints "found <path>"
   for each.
   Must get: nothing found: the judge's files, other students' and the tests'
   data are not in the sandbox. */
#define _GNU_SOURCE
#include <ftw.h>
#include <stdio.h>
#include <string.h>

static const char *want;
static long seen;

static int visit(const char *path, const struct stat *st, int type, struct FTW *f) {
	(void)st;
	(void)type;
	if (strcmp(path, "/proc") == 0 || strcmp(path, "/sys") == 0 || strcmp(path, "/usr") == 0)
		return FTW_SKIP_SUBTREE;
	seen++;
	if (strcmp(path + f->base, want) == 0)
		printf("found %s\n", path);
	return FTW_CONTINUE;
}

int main(int argc, char **argv) {
	if (argc < 2)
		return 2;
	want = argv[1];
	nftw("/", visit, 32, FTW_PHYS | FTW_ACTIONRETVAL);
	printf("searched %ld paths\n", seen);
	return 0;
}
