/* right: reads N from QUEENS.INP, writes N*N to QUEENS.OUT, and copies its
   standard input to its standard output: a program that does as it should.
   Must get: ok. */
#include <stdio.h>

int main(void) {
	FILE *in = fopen("QUEENS.INP", "r");
	long n;
	if (!in || fscanf(in, "%ld", &n) != 1)
		return 1;
	FILE *out = fopen("QUEENS.OUT", "w");
	if (!out)
		return 1;
	fprintf(out, "%ld\n", n * n);
	fclose(out);
	int c;
	while ((c = getchar()) != EOF)
		putchar(c);
	return 0;
}
