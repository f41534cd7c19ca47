// A loop of step s stops at its last index, up to s-1 short of its bound:
// b[i+1] under 'for (i = 0; i < n; i += 2)' reaches b[n-1]. The inferred
// sections ended at the bound plus the offset (b[0:n] for n elements),
// so a region read one element past each array and wrote one back past
// b's end. Found by a helper's campaign (2026-11-28). Every array here is
// allocated with exactly the elements the loops touch; the emulated
// device's transfers say how many bytes moved.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=2 %t 2>&1 | FileCheck --check-prefix=MOVED %s %}
// MINFO-NOT: warning:
// MINFO: Generating copyin(a[0:2*((n+1)/2-1)+1])
// MINFO-NEXT: Generating copy(b[0:2*((n+1)/2-1)+1])
// MINFO: Generating copyin(a[1:4*((n-1)/4-1)+4])
// MINFO: Generating copyin(a[n-3*((n+1)/3-1)-2:n-1])
// MINFO: Generating copyin(a[0:2*((n+1)/2-1)+1][0:3*((m+2)/3-1)+2])
// MOVED: upload CUDA data file={{.*}} function=pairs line={{[0-9]+}} device=0 variable=a bytes=40
// MOVED: download CUDA data file={{.*}} function=pairs line={{[0-9]+}} device=0 variable=b bytes=40
// MOVED-NOT: bytes=44
#include <stdio.h>
#include <stdlib.h>

void pairs(int n, float *restrict a, float *restrict b) {
#pragma acc region
  {
    for (int i = 0; i < n; i += 2) {
      b[i] = a[i] * 2;
      b[i + 1] = a[i + 1] * 3;
    }
  }
}

// With another loop over the whole array: the join of the two sections.
void pairs_and_all(int n, float *restrict a, float *restrict b) {
#pragma acc region
  {
    for (int i = 0; i < n; i += 2) {
      b[i] = a[i] * 2;
      b[i + 1] = a[i + 1] * 3;
    }
    for (int j = 0; j < n; ++j)
      a[j] = a[j] + 1;
  }
}

void quads(int n, float *restrict a, float *restrict b) {
#pragma acc region
  {
    for (int i = 1; i <= n - 4; i += 4) {
      b[i] = a[i];
      b[i + 3] = a[i + 3] + 1;
    }
  }
}

// Down by 3: the first index reached is the bound's side that moves.
void down(int n, float *restrict a, float *restrict b) {
#pragma acc region
  {
    for (int i = n - 1; i >= 1; i -= 3)
      b[i - 1] = a[i] + a[i - 1];
  }
}

void rows(int n, int m, float (*restrict a)[6], float (*restrict b)[6]) {
#pragma acc region
  {
    for (int i = 0; i < n; i += 2)
      for (int j = 0; j < m; j += 3) {
        b[i][j] = a[i][j];
        b[i + 1][j + 2] = a[i + 1][j + 2] * 2;
      }
  }
}

int main(void) {
  for (int n = 0; n <= 10; ++n) {
    int even = n & ~1;
    float *a = malloc(sizeof(float) * (n ? n : 1));
    float *b = malloc(sizeof(float) * (n ? n : 1));
    float (*a2)[6] = malloc(sizeof(float) * 6 * (even ? even : 1));
    float (*b2)[6] = malloc(sizeof(float) * 6 * (even ? even : 1));
    for (int i = 0; i < n; ++i) {
      a[i] = i;
      b[i] = -1;
    }
    for (int i = 0; i < even; ++i)
      for (int j = 0; j < 6; ++j) {
        a2[i][j] = i + j;
        b2[i][j] = -1;
      }
    pairs(even, a, b);
    pairs_and_all(even, a, b);
    quads(n, a, b);
    down(n, a, b);
    rows(even, 6, a2, b2);
    printf("n=%d:", n);
    for (int i = 0; i < n; ++i)
      printf(" %g", b[i] + a[i]);
    for (int i = 0; i < even; ++i)
      for (int j = 0; j < 6; ++j)
        printf(" %g", b2[i][j]);
    printf("\n");
    free(a);
    free(b);
    free(a2);
    free(b2);
  }
  return 0;
}
