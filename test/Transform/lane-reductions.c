// A lane loop reduces every value its loop reduces: gesummv's two row sums
// into elements (each a register per lane, lane 0 applies both totals, the
// stores before the loop on lane 0), a scalar max (of values that cannot be
// -0) and sum beside an element sum, and two column sums over a long inner
// loop shared by a block's warps (partials meet in a shared array each).
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s | FileCheck %s --check-prefix=LOWERED
#include <math.h>
void gesummv(int n, double A[n][n], double B[n][n], double x[n], double y[n],
             double t[n]) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    t[i] = 0;
    y[i] = 0;
    for (int j = 0; j < n; j++) {
      t[i] = A[i][j] * x[j] + t[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = 1.5 * t[i] + 1.2 * y[i];
  }
}
// CHECK-LABEL: gesummv: region at line 11:
// CHECK-NEXT: schedule:
// CHECK-NEXT: kernel gesummv_12_gpu x=line 12 vector({{[0-9]+}}) lanes=line 15 vector({{[0-9]+}}) Sum reduction t[i] Sum reduction y[i] inner line 15
// LOWERED-LABEL: gesummv: region at line 11:
// LOWERED: lanes: line 15 int j in [(0) .. (n-1)] step 1 across 32 lanes (x), Sum double __elem_t for an element of t (2 references), Sum double __elem_y for an element of y (2 references), 3 statements on lane 0 alone

void mixed(int n, float A[n][n], float y[n], float t[n]) {
  float s, m;
#pragma acc region
  for (int i = 0; i < n; i++) {
    s = 0;
    m = 0;
    for (int j = 0; j < n; j++) {
      s += A[i][j];
      y[i] += A[i][j] * 2;
      m = fabsf(A[i][j]) > m ? fabsf(A[i][j]) : m;
    }
    t[i] = s * m;
  }
}
// CHECK-LABEL: mixed: region at line 30:
// CHECK-NEXT: schedule:
// CHECK-NEXT: kernel mixed_31_gpu x=line 31 vector({{[0-9]+}}) lanes=line 34 vector({{[0-9]+}}) Max reduction m Sum reduction s Sum reduction y[i] inner line 34

void columns(int n, double A[n][n], double y[n], double t[n]) {
#pragma acc region
  for (int j = 0; j < n; j++) {
    y[j] = 0;
    t[j] = 1;
    for (int i = 0; i < n; i++) {
      y[j] += A[i][j];
      t[j] *= A[i][j];
    }
  }
}
// CHECK-LABEL: columns: region at line 47:
// CHECK-NEXT: schedule:
// CHECK-NEXT: kernel columns_48_gpu x=line 48 vector({{[0-9]+}}) lanes=line 51 y vector({{[0-9]+}}) Sum reduction y[j] Product reduction t[j] inner line 51
