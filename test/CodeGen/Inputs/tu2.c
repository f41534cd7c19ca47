/* A second translation unit with its own kernels and image. */
void scale2(int n, float *restrict a) {
  int i;
#pragma acc region
  {
    for (i = 0; i < n; ++i)
      a[i] = a[i] + 1;
  }
}
