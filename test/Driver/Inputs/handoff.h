static void scale_in_header(int n, float *restrict a) {
  int i;
#pragma acc region
  for (i = 0; i < n; i++)
    a[i] = a[i] * 2;
}
