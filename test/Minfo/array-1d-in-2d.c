// A one-dimensional array in a doubly nested loop: every j iteration assigns
// the same a[i], so j is not parallel; i is.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void test(int n, float *restrict a, float (*restrict b)[n]) {
  int i, j;
#pragma acc region
  for( i = 0; i < n; ++i ){
    a[i] = 0.0;
    for( j = 0; j < n; ++j ){
      if( b[i][j] > 0.0 ) a[i] += b[i][j];
    }
  }
}
// CHECK:      test:
// CHECK-NEXT:       8, Loop is parallelizable
// CHECK-NEXT:      10, Loop carried dependence of 'a' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'a' prevents vectorization
