// Where a lastprivate array is written under a loop that the
// interchange moves inside the private loop (the source's outer i, which
// runs no iteration at n <= 1), the last iteration's copy goes back only
// where that loop runs: C[m+2] came back 0 from a private copy nothing
// wrote. Found by the data-section random campaign (seed 105).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=always %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO: Loop interchange produces reordered loop nest
// MINFO: Generating lastprivate(C[m+2:m+2])
#include <stdio.h>
static long A[64], C[64];
static long f0(int n, int m) {
  long s = 0;
#pragma acc region
  {
    for (int i = n - 1; i >= 1; i--)
      for (int j = 2; j <= m + 1; j += 2) {
        C[m + 2] = A[0] * 2 + 5;
        s += A[m + 2];
      }
  }
  return s;
}
int main(void) {
  unsigned long h = 0;
  for (int n = 0; n < 4; n++)
    for (int m = 0; m < 4; m++) {
      for (int k = 0; k < 64; k++) { A[k] = 1000 + k; C[k] = k * k; }
      long s = f0(n, m);
      printf("n=%d m=%d s=%ld C[m+2]=%ld\n", n, m, s, C[m + 2]);
      for (int k = 0; k < 64; k++) h = h * 31 + (unsigned long)C[k];
    }
  printf("h=%016lx\n", h);
  return 0;
}
