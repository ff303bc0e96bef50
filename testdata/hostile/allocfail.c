/* allocfail: allocates and touches 1 MiB blocks until malloc fails, then
   exits with status 3, as a careful program would.
   Must get: memory, whether the kernel kills it at the limit or malloc fails. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
	for (long n = 0;; n++) {
		volatile char *p = malloc(1 << 20);
		if (!p) {
			fprintf(stderr, "malloc failed after %ld MiB\n", n);
			return 3;
		}
		for (int i = 0; i < 1 << 20; i += 4096)
			p[i] = 1;
	}
}
