/* loop: an endless loop.
   Must get: time, with CPU time just past the limit. */
int main(void) {
	volatile unsigned long n = 0;
	for (;;)
		n++;
}
