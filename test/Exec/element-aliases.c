// Locals bound once per iteration to an element or a row, and integer
// locals computed from the indices, are what they designate: 'float *p =
// &b[i]; *p = ...' is a store to b[i] (it was an access to an unknown 'p',
// and '*p = *p + a[i]' a sum reduction into p[0]); 'double *Ai = A[i];
// Ai[j]' is A[i][j]; 'int j = d - i' (the Needleman-Wunsch anti-diagonal)
// is d - i in the subscripts (it was a symbol that kept its value across
// iterations: 'int j = i; a[i - j] = i' ran in parallel). A pointer the
// loop sets more than once, or to one of two arrays, is an unknown base:
// its loop stays sequential.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK-NOT: warning
// CHECK-LABEL: element_pointer:
// CHECK: Loop is parallelizable
// CHECK-NEXT: Accelerator kernel generated
// CHECK-NOT: reduction
// CHECK-LABEL: row_pointers:
// CHECK: Generating copyout(A[1:{{.*}}][0:{{.*}}])
// CHECK: Loop is parallelizable
// CHECK: Loop is parallelizable
// CHECK-LABEL: linear_rows:
// CHECK: Loop is parallelizable
// CHECK: Loop is parallelizable
// CHECK-LABEL: anti_diagonals:
// CHECK: Generating copy(S)
// CHECK: Loop is parallelizable
// CHECK-NEXT: Accelerator kernel generated
// CHECK-LABEL: anti_diagonals_inferred:
// CHECK: Accelerator region ignored: the section of 'S' the region touches may reach outside the array
// CHECK-LABEL: derived_not_invariant:
// CHECK: Generating lastprivate(last[0:0])
// CHECK-LABEL: reversed:
// CHECK: Loop is parallelizable
// CHECK-LABEL: two_arrays:
// CHECK-NOT: Loop is parallelizable
// CHECK-LABEL: one_of_two_read:
// CHECK-NOT: Loop is parallelizable
// CHECK-LABEL: stepped:
// CHECK-NOT: Loop is parallelizable
#include <stdio.h>
#include <stdlib.h>
#define N 200
#define M 37
static float a[N], b[N], c[N];
static double A[N][M];
static int S[N][N];

static void element_pointer(int n) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    float *p = &b[i];
    *p = *p + a[i];
  }
}

static void row_pointers(int n, int m) {
#pragma acc region
  for (int i = 1; i < n; i++) {
    double *Ai = A[i];
    for (int j = 0; j < m; j++)
      Ai[j] = i * 0.5 + j;
  }
}

static void linear_rows(float *x, const float *y, int n, int m) {
#pragma acc region copy(x[0:n*m-1]) copyin(y[0:n*m-1])
  for (int i = 0; i < n; i++) {
    float *row = x + i * m;
    const float *src = &y[i * m];
    for (int j = 0; j < m; j++)
      row[j] = row[j] * 2.0f + src[j];
  }
}

static void anti_diagonals(int n) {
#pragma acc data region copy(S)
  for (int d = 2; d <= 2 * (n - 1); d++) {
#pragma acc region
    for (int i = 1; i < n; i++) {
      int j = d - i;
      if (j >= 1 && j < n) {
        int m = S[i - 1][j - 1] + (i * 7 + j * 3) % 5;
        if (S[i - 1][j] + 1 > m)
          m = S[i - 1][j] + 1;
        if (S[i][j - 1] + 1 > m)
          m = S[i][j - 1] + 1;
        S[i][j] = m;
      }
    }
  }
}

// Without a data region the section is inferred, and the guards that keep
// j - 1 in the array bound i by min(n - 1, d - 1), which a section cannot
// say: the region stays on the host rather than copy from outside S.
static void anti_diagonals_inferred(int n) {
  for (int d = 2; d <= 4; d++) {
#pragma acc region
    for (int i = 1; i < n; i++) {
      int j = d - i;
      if (j >= 1 && j < n)
        S[i][j] = S[i - 1][j - 1] + 1;
    }
  }
}

static float last[N];
static void derived_not_invariant(int n) {
#pragma acc region copy(last[0:n-1])
  for (int i = 0; i < n; i++) {
    int j = i;
    last[i - j] = (float)i;
  }
}

static void reversed(int n) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    int j = n - 1 - i;
    c[j] = a[i] * 3.0f;
  }
}

static void two_arrays(int n) {
#pragma acc region
  for (int i = 1; i < n; i++) {
    float *p = (i % 3) ? &b[i] : &c[i - 1];
    *p = *p + 1.0f;
  }
}

// Read through a pointer to one of two arrays: an unknown base, which may
// be 'picked' (it was modeled as an array 'p' of its own, read at p[0] in
// every iteration).
static float picked[N];
static void one_of_two_read(int n) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    const float *p = (i % 3) ? &b[i] : &c[i];
    picked[i] = *p * 2.0f;
  }
}

static void stepped(int n) {
#pragma acc region
  for (int i = 0; i < n - 1; i++) {
    float *p = &b[i];
    p++;
    *p = p[-1] + 0.25f;
  }
}

int main(void) {
  int n = N;
  for (int i = 0; i < N; i++) {
    a[i] = (float)(i % 17) - 4.0f;
    b[i] = (float)(i % 5);
    c[i] = 0.0f;
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      S[i][j] = (i == 0 || j == 0) ? i + j : 0;
  float *x = malloc(sizeof(float) * N * M), *y = malloc(sizeof(float) * N * M);
  for (int k = 0; k < N * M; k++) {
    x[k] = (float)(k % 11);
    y[k] = (float)(k % 7) * 0.5f;
  }
  element_pointer(n);
  row_pointers(n, M);
  linear_rows(x, y, n, M);
  anti_diagonals(n);
  anti_diagonals_inferred(n);
  derived_not_invariant(n);
  reversed(n);
  two_arrays(n);
  one_of_two_read(n);
  stepped(n);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += b[i] * (i + 1) + c[i] * (i + 3) + picked[i] * (i % 7);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      s += A[i][j] * (j + 1);
  for (int k = 0; k < N * M; k++)
    s += x[k] * (k % 13);
  long t = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      t += S[i][j] * (long)(i + 1);
  printf("%.3f %ld %.1f\n", s, t, last[0]);
  free(x);
  free(y);
  return 0;
}
