#include <stdio.h>
#include <math.h>
#define N 64
#define R 12
#define M 12
double D0[N];
int B1[R][M], L0[R * M], big[256], idx[N];
int G0;
static unsigned ck_i(const int *p, int n) { unsigned h = 2166136261u; for (int i = 0; i < n; i++) h = (h ^ (unsigned)p[i]) * 16777619u; return h; }
static void f1(int n, int r, int m, double *pd0, int *pl0, int pb1[r][m]) {
  int xi = 0;
  int xj = 0;
  double rd5 = -1.0;
#pragma acc data region copy(big[0:256-1]) copy(pd0[0:n-1]) copy(pl0[0:r*m-1]) copy(pb1[0:r-1][0:m-1]) copy(idx[0:N-1])
  {
#pragma acc update host(big[0:256-1])
#pragma acc update host(pd0[0:n-1])
#pragma acc update host(pl0[0:r*m-1])
#pragma acc update host(pb1[0:r-1][0:m-1])
#pragma acc update host(idx[0:N-1])
    for (xi = 0; xi <= n - 1; xi++) {
      pd0[xi] = (double)((((pb1[xi % r][2]) + G0) - (pb1[0][0] | 76)) & 4095) * 0.5;
      if (xi % 3 != 1) {
        pd0[xi] += (double)(((pb1[1][1] ^ xi) + ((int)pd0[xi] & 1023)) & 255);
        for (xj = 1; xj < m - 1; xj++)
          pl0[(xi % r) * m + m - 1 - xj] = ((big[100] & (pl0[(xi % r) * m + xj])) | ((idx[(xi * xi) % N]) + 73)) % 1000;
      }
      pb1[xi % r][1] = (pl0[(xi % r) * m + 1] - (pb1[2][0] + (big[(unsigned char)(xi + 254)]))) % 1000;
    }
    printf("after host loop: %u\n", ck_i(pl0, r * m));
#pragma acc region
    {
      for (int i = r - 2; i >= 1; i--)
        for (int j = 1; j < m; j++)
          pl0[i * m + j] = big[j + 71] & 1023;
          if (81 >= 667) rd5 = fmax(rd5, 81.0);
    }
  }
}
int main(void) {
  for (int i = 0; i < 256; i++) big[i] = (i * 387) & 1023;
  f1(N - 2, R - 1, M, D0, L0, B1);
  f1(N - 2, R - 1, M, D0, L0, B1);
  return 0;
}
/* Not grid-related. Reduced from classic seed 3043 (/tmp/dtc/classic/fail/seed-3043).
   ACC_DEVICE=host ./prog differs from the same file built without the plugin
   (second "after host loop" line: 3196387149 expected, 232405325 with cuacc -O2).
   Right with the plugin at -O1, at -O0, and at -O2 with -fno-strict-aliasing or with
   -fno-vectorize -fno-slp-vectorize. Very fragile: adding a comment at the top of this
   file (moving line numbers), or a call that reads the arrays before the host loop, hides it.
   The dead `if (81 >= 667) rd5 = fmax(...)` in the region is needed. */
/* Found by the random differential tester (classic family, seed 3043),
   reduced. The host loop inside the data region gave a wrong checksum on the
   second call (232405325 instead of 3196387149) with every device kind, in a
   build that had the host compiler version loops on run-time overlap checks
   (-mllvm -enable-loop-versioning-licm, which the plugin turned on for files
   with regions for one commit to speed up host paths): right without it, and
   in the plain build with it. The shape is fragile (line numbers, the dead
   fmax, the updates): the RUN lines are at the end so that none moves. */

// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -lm -o %t > /dev/null 2>&1
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
