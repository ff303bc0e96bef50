/* sleep: sleeps for an hour.
   Must get: idle (wall time limit, almost no CPU time). */
#include <unistd.h>

int main(void) {
	sleep(3600);
	return 0;
}
