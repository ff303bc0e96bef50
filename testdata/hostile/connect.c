/* connect PORT: connects to 127.0.0.1:PORT (TCP) and sends to it (UDP).
   Must get: both fail (the sandbox has its own network, with nothing in
   it); it prints "CONNECTED" or "SENT" if either worked. */
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(int argc, char **argv) {
	if (argc < 2)
		return 2;
	struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(atoi(argv[1]))};
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	int s = socket(AF_INET, SOCK_STREAM, 0);
	if (s < 0)
		printf("denied socket: %s\n", strerror(errno));
	else if (connect(s, (struct sockaddr *)&a, sizeof a) == 0)
		printf("CONNECTED\n");
	else
		printf("denied connect: %s\n", strerror(errno));
	int u = socket(AF_INET, SOCK_DGRAM, 0);
	if (u >= 0 && sendto(u, "x", 1, 0, (struct sockaddr *)&a, sizeof a) == 1)
		printf("SENT\n");
	else
		printf("denied sendto: %s\n", strerror(errno));
	return 0;
}
