// The Jacobi rewrite: no value assigned is used on a right-hand side, so all
// four loops are parallel.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void test(int n, int m, float (*restrict a)[m], float (*restrict b)[m],
          float w0, float w1) {
  int i, j;
#pragma acc region
  {
    for( i = 1; i < n-1; ++i )
      for( j = 1; j < m-1; ++j )
        b[i][j] = w0*a[i][j] +
            w1*(a[i-1][j] + a[i][j-1] + a[i+1][j] + a[i][j+1]);
    for( i = 1; i < n-1; ++i )
      for( j = 1; j < m-1; ++j )
        a[i][j] = b[i][j];
  }
}
// CHECK:      test:
// CHECK-NEXT:      10, Loop is parallelizable
// CHECK-NEXT:      11, Loop is parallelizable
// CHECK-NEXT:      14, Loop is parallelizable
// CHECK-NEXT:      15, Loop is parallelizable
// CHECK-NOT: {{.}}
