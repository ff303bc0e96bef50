/* threads N MS: starts N threads that each burn MS milliseconds of their own
   CPU time (CLOCK_THREAD_CPUTIME_ID), waits for them, and prints the CPU
   time of the whole process in nanoseconds.
   Must get: ok, with CPU time at least N x MS: every thread counts. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static long ms;

static long long now(clockid_t c) {
	struct timespec t;
	clock_gettime(c, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void *burn(void *arg) {
	(void)arg;
	volatile unsigned long n = 0;
	while (now(CLOCK_THREAD_CPUTIME_ID) < ms * 1000000LL)
		n++;
	return NULL;
}

int main(int argc, char **argv) {
	if (argc < 3)
		return 2;
	int n = atoi(argv[1]);
	ms = atol(argv[2]);
	pthread_t t[256];
	for (int i = 0; i < n && i < 256; i++)
		pthread_create(&t[i], NULL, burn, NULL);
	for (int i = 0; i < n && i < 256; i++)
		pthread_join(t[i], NULL);
	printf("%lld\n", now(CLOCK_PROCESS_CPUTIME_ID));
	return 0;
}
