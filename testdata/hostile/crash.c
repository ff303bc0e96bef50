/* crash segv|abort|fpe|exit N: fails the way asked.
   Must get: signal (SIGSEGV, SIGABRT, SIGFPE) or exit (status N). */
#include <signal.h>
#include <stdlib.h>
#include <string.h>

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
	return 2;
}
