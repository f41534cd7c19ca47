// The host code of a region inside a data region whose sections do not
// start at their array's first element (found by tools/difftest --family
// kernels). The host scope looked a variable up by its address (&y[0]),
// which lies before the present block of y[1:m-1]: nothing came to the host
// before the host code nor went back after, so the host code read stale
// values and the data region's exit overwrote what it computed. The host
// scope now moves every present block within the variable's bytes (sizeof
// of an array), and, for a pointer whose reach is not known, every present
// block.
//
// offset_1d: copy(y[1:m-1]), the difftest's program. offset_2d: a section of
// partial rows not starting at row or column 0 of a wider array; the host
// code also writes elements outside the section, which stay the host's.
// pointer_offset: a pointer parameter with a section from p[2]. nested: two
// data regions, two blocks of one array (and an outer one of another),
// host code reaching both. nested_pointer: the same through a pointer that
// points between the blocks.
// offset_2d's host code once ran as a kernel (its i loop parallel) and
// wrote outside the section; it is a wavefront now.
// RUN: %clang -O2 -w %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | FileCheck %s %}
// MINFO-LABEL: offset_1d:
// MINFO: Generating update host(y,A) before and update device(y) after the host code, where present
// MINFO-LABEL: offset_2d:
// MINFO: Generating update host(B) before and update device(B) after the host code, where present
// MINFO-LABEL: pointer_offset:
// MINFO: Generating update host(p) before and update device(p) after the host code, where present
// MINFO-LABEL: nested:
// MINFO: Generating update host(z) before and update device(z) after the host code, where present
// CHECK: offset_1d(3, 5): 0 22 66 112 160 0 0 0
#include <stdio.h>

static int A[4][8], y[8];
static void offset_1d(int n, int m) {
  int i, j;
  for (j = 0; j < 8; j++)
    y[j] = 0;
#pragma acc data region copyin(A[0:n-1][0:m-1]) copy(y[1:m-1])
  {
#pragma acc region
    for (j = 1; j < m; j++)
      y[j] = y[j] + A[1][j];
#pragma acc region
    for (i = 0; i < n; i++)
      for (j = 2; j < m; j++)
        y[j] = y[j - 1] + A[i][j];
#pragma acc region
    for (j = 1; j < m; j++)
      y[j] = y[j] * 2;
  }
  printf("offset_1d(%d, %d):", n, m);
  for (j = 0; j < 8; j++)
    printf(" %d", y[j]);
  printf("\n");
}

static int B[6][10];
static void offset_2d(int n, int m) {
  int i, j;
#pragma acc data region copy(B[1:n][2:m])
  {
#pragma acc region
    for (i = 1; i <= n; i++)
      for (j = 2; j <= m; j++)
        B[i][j] = B[i][j] + 100;
    // Not parallel (B[i-1][j], B[i][j-1]); it reads and writes elements
    // outside the section too, which are the host's.
#pragma acc region
    for (i = 1; i <= n; i++)
      for (j = 1; j < 10; j++)
        B[i][j] = B[i - 1][j] + B[i][j - 1] % 7 + B[i][j];
#pragma acc region
    for (i = 1; i <= n; i++)
      for (j = 2; j <= m; j++)
        B[i][j] = B[i][j] * 3;
  }
  printf("offset_2d(%d, %d):", n, m);
  for (i = 0; i < 6; i++)
    for (j = 0; j < 10; j++)
      printf(" %d", B[i][j]);
  printf("\n");
}

static void pointer_offset(int *p, int n) {
  int j;
#pragma acc data region copy(p[2:n-1])
  {
#pragma acc region
    for (j = 2; j < n; j++)
      p[j] = p[j] + j;
#pragma acc region
    for (j = 3; j < n; j++)
      p[j] = p[j - 1] + p[j];
#pragma acc region
    for (j = 2; j < n; j++)
      p[j] = p[j] * 3;
  }
}

static int z[16], w[16];
// The kernels on z run in a function of their own: a region lexically inside
// both data regions would be given only one of z's sections.
static void bump(int lo, int hi) {
  int j;
#pragma acc region
  for (j = lo; j <= hi; j++)
    z[j] = z[j] + w[j];
}
static void nested(int n) {
  int j;
#pragma acc data region copy(z[2:5]) copyin(w[0:15])
  {
    bump(2, 5);
#pragma acc data region copy(z[8:n-1])
    {
      bump(8, n - 1);
      // Not parallel: reads z[5] (first block), writes z[8..] (second)
      // and z[6], z[7] (in no block: the host's).
#pragma acc region
      for (j = 6; j < n; j++)
        z[j] = z[j - 1] * 2 + z[j];
      bump(8, n - 1);
      bump(2, 5);
    }
  }
  printf("nested(%d):", n);
  for (j = 0; j < 16; j++)
    printf(" %d", z[j]);
  printf("\n");
}

// Through a pointer into z, between its two blocks: q[-1] is in the first,
// q[2] on in the second.
static void nested_pointer(int n) {
  int j, k = n - 6, *q = &z[6];
#pragma acc data region copy(z[2:5]) copyin(w[0:15])
  {
    bump(2, 5);
#pragma acc data region copy(z[8:n-1])
    {
      bump(8, n - 1);
#pragma acc region
      for (j = 0; j < k; j++)
        q[j] = q[j - 1] + q[j];
      bump(8, n - 1);
    }
  }
  printf("nested_pointer(%d):", n);
  for (j = 0; j < 16; j++)
    printf(" %d", z[j]);
  printf("\n");
}

int main(void) {
  int i, j, v[12];
  for (i = 0; i < 4; i++)
    for (j = 0; j < 8; j++)
      A[i][j] = i * 10 + j;
  offset_1d(3, 5);
  offset_1d(4, 8);
  offset_1d(1, 1);
  for (i = 0; i < 6; i++)
    for (j = 0; j < 10; j++)
      B[i][j] = i * 10 + j;
  offset_2d(3, 6);
  offset_2d(1, 2);
  offset_2d(4, 9);
  for (j = 0; j < 12; j++)
    v[j] = j;
  pointer_offset(v, 12);
  pointer_offset(v, 3);
  pointer_offset(v, 2);
  printf("pointer_offset:");
  for (j = 0; j < 12; j++)
    printf(" %d", v[j]);
  printf("\n");
  for (j = 0; j < 16; j++)
    z[j] = j, w[j] = 100 + j;
  nested(16);
  nested(9);
  for (j = 0; j < 16; j++)
    z[j] = j;
  nested_pointer(16);
  nested_pointer(8);
  return 0;
}
