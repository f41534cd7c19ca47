/* A header with a region, included once by included-region.c and twice
 * (it has no include guard) by included-twice.c. */
static void NAME(float *restrict a, int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
