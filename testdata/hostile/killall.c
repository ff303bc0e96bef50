/* killall: kill(-1, SIGKILL), then kills its parent and pid 1.
   Must get: ok. It outlives its own kill(-1) (Linux spares the caller), and
   can reach nothing outside: the judge and the tests go on. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
	int r = kill(-1, SIGKILL);
	printf("kill(-1): %s\n", r == 0 ? "sent" : strerror(errno));
	r = kill(getppid(), SIGKILL);
	printf("kill(parent %d): %s\n", (int)getppid(), r == 0 ? "sent" : strerror(errno));
	r = kill(1, SIGKILL);
	printf("kill(1): %s\n", r == 0 ? "sent" : strerror(errno));
	printf("survived\n");
	return 0;
}
