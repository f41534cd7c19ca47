// The second translation unit of two-files.c: a kernel at the same line of
// a function of the same name as one in the first file.
static void step(int n, int *restrict a) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = a[i] * 3 + 1;
}
void second(int n, int *restrict a) { step(n, a); }
int twice(int x) { return 2 * x; }
