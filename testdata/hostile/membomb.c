/* membomb: allocates and touches memory 1 MiB at a time, without end.
   Must get: memory (the kernel's OOM killer ends it at the limit). */
#include <stdlib.h>

int main(void) {
	for (;;) {
		volatile char *p = malloc(1 << 20);
		for (int i = 0; p && i < 1 << 20; i += 4096)
			p[i] = 1;
	}
}
