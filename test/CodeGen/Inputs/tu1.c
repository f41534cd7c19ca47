void scale1(int n, float *restrict a) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = 2 * a[i];
}
