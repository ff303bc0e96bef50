/* Wrong: writes to a file no one reads, nothing to standard output. */
#include <stdio.h>
int main(void) {
	long long a, b;
	if (scanf("%lld %lld", &a, &b) != 2) return 1;
	FILE *f = fopen("SUM.OUT", "w");
	fprintf(f, "%lld\n", a + b);
	fclose(f);
	return 0;
}
