#include <stdio.h>
#define N 2000
static double A[N], B[N];
int main(void) {
  int n = N, t, i;
  for (i = 0; i < n; i++) { A[i] = (i + 2.0) / n; B[i] = (i + 3.0) / n; }
#pragma acc region
  for (t = 0; t < 1000; t++) {
    for (i = 1; i < n - 1; i++) B[i] = 0.33333 * (A[i-1] + A[i] + A[i+1]);
    for (i = 1; i < n - 1; i++) A[i] = 0.33333 * (B[i-1] + B[i] + B[i+1]);
  }
  double s = 0; for (i = 0; i < n; i++) s += A[i];
  printf("%.10g\n", s);
}
