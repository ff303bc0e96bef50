/* touch MIB: allocates MIB mebibytes, writes every page, and exits.
   Must get: ok, with peak memory just above MIB MiB (the program's own
   code and libraries add a little). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
	long mib = argc > 1 ? atol(argv[1]) : 64;
	volatile char *p = malloc(mib << 20);
	if (!p)
		return 1;
	for (long i = 0; i < mib << 20; i += 4096)
		p[i] = 1;
	printf("%ld\n", mib);
	return 0;
}
