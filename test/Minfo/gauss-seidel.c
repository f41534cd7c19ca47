// The four-point Gauss-Seidel relaxation of the seed article: both loops
// carry dependences of 'a' (read of a[i-1][j] / a[i][j-1] after their
// assignment), lexically backward, so the region has no kernel.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void test(int n, int m, float (*restrict a)[m], float w0, float w1) {
  int i, j;
#pragma acc region
  {
    for( i = 1; i < n-1; ++i )
      for( j = 1; j < m-1; ++j )
        a[i][j] = w0 * a[i][j] +
                  w1*(a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
  }
}
// CHECK:      test:
// CHECK-NEXT:       8, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      10, Loop carried dependence of 'a' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'a' prevents vectorization
// CHECK-NEXT:      11, Loop carried dependence of 'a' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'a' prevents vectorization
