/* forkbomb: forks without end, every child forking too.
   Must get: time. The process limit makes fork fail (EAGAIN); the processes
   loop on and use up the CPU time of the run; none is left afterwards. */
#include <unistd.h>

int main(void) {
	for (;;)
		fork();
}
