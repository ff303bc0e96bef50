/* crash segv|abort|fpe|exit N|recurse|files: fails the way asked.
   Must get: signal (SIGSEGV, SIGABRT, SIGFPE) or exit (status N). recurse
   recurses without end: SIGSEGV when the stack limit is below the memory
   limit, memory otherwise. files opens /dev/null until it fails and prints
   how many it opened: the open files limit, less stdin, stdout, stderr. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#pragma GCC diagnostic ignored "-Winfinite-recursion"
static int recurse(volatile char *up) {
	volatile char frame[4096];
	frame[0] = up ? up[0] + 1 : 0;
	return recurse(frame) + frame[1];
}

int main(int argc, char **argv) {
	if (argc < 2)
		return 2;
	if (strcmp(argv[1], "segv") == 0) {
		volatile int *p = 0;
		return *p;
	}
	if (strcmp(argv[1], "abort") == 0)
		abort();
	if (strcmp(argv[1], "fpe") == 0) {
		volatile int one = 1, zero = 0;
		volatile int r = one / zero;
		return r;
	}
	if (strcmp(argv[1], "exit") == 0 && argc > 2)
		return atoi(argv[2]);
	if (strcmp(argv[1], "recurse") == 0)
		return recurse(0);
	if (strcmp(argv[1], "files") == 0) {
		int n = 0;
		while (open("/dev/null", O_RDONLY) >= 0)
			n++;
		printf("opened %d\n", n);
		return 0;
	}
	return 2;
}
