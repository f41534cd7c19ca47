// The 'copyin' data clause on region and data region: bare names, subarrays in
// one and two dimensions, several items.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

float g[100][200];

void f(int n, int m, float *restrict a, float (*restrict b)[m]) {
  // CHECK: [[@LINE+1]]: #pragma acc region copyin(a[0:n-1]) ->
#pragma acc region copyin(a[0:n-1])
  a[0] = 0;
  // CHECK: [[@LINE+1]]: #pragma acc region copyin(b[1:n-2][0:m-1], g) ->
#pragma acc region copyin(b[1:n-2][0:m-1], g)
  a[0] = 0;
  // CHECK: [[@LINE+1]]: #pragma acc data region copyin(g[0:99][10:19]) ->
#pragma acc data region copyin(g[0:99][10:19])
  a[0] = 0;
}
