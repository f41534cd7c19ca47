// Kernels are printed with the program's names, as CUDA C++: a block-scope
// 'extern' declaration of a global under a local of its name (device code
// cannot declare the host's variable), and a loop body that declares the
// loop's own index again (legal C, an error in C++) made kernels that did
// not compile (an internal error). Such a region runs on the host and
// says why. Found by a random test of names (2026-11-28). Prints what the
// plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO --implicit-check-not='internal error' %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO: 'g' is declared 'extern' inside the region
// MINFO: the body of the loop at line [[#]] declares its index 'k' again
#include <stdio.h>
long A[40], B[40], M[16][16], g = 5;

static void block_extern(int n) {
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    long g = i * 10;
    {
      extern long g;
      A[i] = g + 1;
    }
    B[i] = g;
  }
}

static void redeclared_index(int n, int m) {
#pragma acc kernels
  for (int j = 0; j < n; j++)
    for (int k = 1; k < m; k++) {
      int kk = k;
      long k = M[j][kk - 1];
      M[j][kk] = k + 1;
    }
}

int main(void) {
  for (int n = 0; n < 5; n++) {
    for (int q = 0; q < 16; q++)
      for (int p = 0; p < 16; p++)
        M[q][p] = q * 16 + p;
    for (int q = 0; q < 40; q++) {
      A[q] = 100 + q;
      B[q] = 200 + q;
    }
    block_extern(n);
    redeclared_index(n, n + 2);
    printf("%d:", n);
    for (int q = 0; q < 6; q++)
      printf(" %ld %ld %ld", A[q], B[q], M[q][q + 1]);
    printf("\n");
  }
  return 0;
}
