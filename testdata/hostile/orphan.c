/* orphan NAME: leaves a child named NAME (its comm) that sleeps forever in a
   session of its own, and exits at once.
   Must get: ok, and no process called NAME once Run has returned. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <unistd.h>

int main(int argc, char **argv) {
	int ready[2];
	if (argc < 2 || pipe(ready) < 0)
		return 2;
	if (fork() == 0) {
		setsid();
		signal(SIGHUP, SIG_IGN);
		prctl(PR_SET_NAME, argv[1]);
		if (fork() == 0) { /* and a grandchild, for good measure */
			prctl(PR_SET_NAME, argv[1]);
			for (;;)
				pause();
		}
		write(ready[1], "x", 1);
		for (;;)
			pause();
	}
	char c;
	read(ready[0], &c, 1);
	printf("left a child\n");
	return 0;
}
