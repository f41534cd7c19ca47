// The seed article's one-dimensional array in a doubly nested loop: every j
// iteration assigns a[i]: PGI's j carried it; cuacc reduces the element.
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
// CHECK-NEXT:      10, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'a[i]'
// CHECK-NOT: {{.}}
