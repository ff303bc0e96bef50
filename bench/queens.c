/* The baseline of bench/run: a plain single-thread bitboard counter of the
 * N-queens placements, as a strong student would write it in C. */
#include <stdio.h>
#include <stdlib.h>

static unsigned all;

static long long count(unsigned cols, unsigned left, unsigned right) {
	if (cols == all)
		return 1;
	long long total = 0;
	unsigned free = all & ~(cols | left | right);
	while (free) {
		unsigned bit = free & -free;
		free ^= bit;
		total += count(cols | bit, (left | bit) << 1, (right | bit) >> 1);
	}
	return total;
}

int main(int argc, char **argv) {
	int n = argc > 1 ? atoi(argv[1]) : 8;
	if (n < 1 || n > 31) {
		fprintf(stderr, "usage: queens N (1 <= N <= 31)\n");
		return 2;
	}
	all = (1u << n) - 1;
	printf("%lld\n", count(0, 0, 0));
	return 0;
}
