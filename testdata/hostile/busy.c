/* busy MS: burns MS milliseconds of CPU time, then prints the CPU time the
   kernel gives it, user and system, from getrusage, in nanoseconds.
   Must get: ok, with the sandbox's CPU time within 10 ms of that figure. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

int main(int argc, char **argv) {
	long ms = argc > 1 ? atol(argv[1]) : 100;
	volatile unsigned long n = 0;
	struct timespec t;
	do {
		n++;
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	} while (t.tv_sec * 1000L + t.tv_nsec / 1000000 < ms);
	struct rusage u;
	getrusage(RUSAGE_SELF, &u);
	long long ns = (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000000000LL +
	               (u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1000LL;
	printf("%lld\n", ns);
	return 0;
}
