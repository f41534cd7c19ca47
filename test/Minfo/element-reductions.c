// An array element a loop only accumulates into is a reduction of that loop
// (scalar replacement): its subscripts do not change in the loop, every
// reference to it is in x[e] op= v or x[e] = x[e] op v, and the array's other
// references in the loop touch other elements. Otherwise the element carries
// a dependence as before.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void mv(int n, float *restrict x, float (*restrict A)[n], float *restrict y) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      x[i] = x[i] + A[i][j] * y[j];
}
// CHECK:      mv:
// CHECK-NEXT:      10, Loop is parallelizable
// CHECK-NEXT:      11, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'x[i]'

// Compound operators, conditional statements, a 2-D element, pointers
// without restrict (a run-time overlap check guards them).
void forms(int n, int m, float *x, float (*A)[n], float (*B)[m], int *c) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j)
      if (A[i][j] > 0)
        x[i] -= A[i][j];
    for (int k = 0; k < m; ++k)
      B[i][3] *= A[i][k];
    for (int k = 0; k < m; ++k)
      c[i] = (int)A[i][k] | c[i];
  }
}
// CHECK:      forms:
// CHECK-NEXT:      23, Loop is parallelizable
// CHECK-NEXT:      24, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'x[i]'
// CHECK-NEXT:      27, Loop is parallelizable
// CHECK-NEXT:          Product reduction generated for 'B[i][3]'
// CHECK-NEXT:      29, Loop is parallelizable
// CHECK-NEXT:          Bitwise or reduction generated for 'c[i]'

// Other references to the array touch other elements (j < i): trisolv.
void lower(int n, float (*restrict L)[n], float *restrict x) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < i; ++j)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
// (Its j loop runs across a block of a serial kernel: serial-vector.c.)
// CHECK:      lower:
// CHECK-NEXT:      45, Loop carried dependence of 'x' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'x' prevents vectorization
// CHECK-NEXT:      46, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'x[i]'

// Not reductions: another reference may be the element (j <= i), the
// element is read outside a reduction statement, two operators, the
// subscript changes in the loop, the element in the right operand.
void negatives(int n, float (*restrict L)[n], float *restrict x,
               float *restrict y, int *restrict p) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j <= i; ++j)
      x[i] -= L[i][j] * x[j];
    for (int j = 0; j < n; ++j) {
      y[i] += L[i][j];
      L[j][i] = y[i];
    }
    for (int j = 0; j < n; ++j) {
      y[i] += L[i][j];
      y[i] *= 2;
    }
    for (int j = 0; j < n; ++j)
      y[p[i]] += L[i][j];
    for (int j = 0; j < n; ++j)
      y[i] = L[i][j] - y[i];
  }
}
// CHECK:      negatives:
// CHECK-NEXT:      63, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      64, Loop carried dependence of 'L' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'L' prevents vectorization
// CHECK-NEXT:          Loop carried dependence of 'x' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'x' prevents vectorization
// CHECK-NEXT:          Loop carried dependence of 'y' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'y' prevents vectorization
// CHECK-NEXT:      65, Loop carried dependence of 'x' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'x' prevents vectorization
// CHECK-NEXT:      67, Loop carried dependence of 'y' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'y' prevents vectorization
// CHECK-NEXT:      71, Loop carried dependence of 'y' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'y' prevents vectorization
// CHECK-NEXT:      75, Loop carried dependence of 'y' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'y' prevents vectorization
// CHECK-NEXT:      77, Loop carried dependence of 'y' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'y' prevents vectorization

// A loop that only reduces an element is no grid kernel by itself: a serial
// kernel's block shares it (serial-vector.c).
void alone(int n, float *restrict s, float *restrict a) {
#pragma acc region
  for (int j = 0; j < n; ++j)
    s[0] += a[j];
}
// CHECK:      alone:
// CHECK-NEXT:     104, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 's[0]'
