// Every directive and clause of SPEC section 2 in one file, printed back.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s --match-full-lines

#define N 1024
#define M 512
float g[N][M];
void test(int n, int m, float (*restrict a)[m], float (*restrict b)[m], float *restrict p, float w0) {
  float s = 0;
  int i, j;
#pragma acc data region copyin(g[0:N-1][0:M-1]), local(p[0:n-1])
  {
#pragma acc region copyin(a[0:n-1][0:m-1]) copyout(b[1:n-2][1:m-2]) if(n > 100 && m > 100) updatein(p[:n-1]) updateout(p[:n-1])
    {
#pragma acc for parallel(4), vector(16) independent private(s) cache(a[i-1:i+1][0:m-1])
      for (i = 1; i < n - 1; ++i)
#pragma acc for parallel vector(16) unroll(4)
        for (j = 1; j < m - 1; ++j)
          b[i][j] = w0 * a[i][j];
#pragma acc for seq(2) kernel
      for (i = 0; i < n; ++i)
#pragma acc for host
        for (j = 0; j < m; ++j) p[i] += 1;
    }
#pragma acc update host(p[0:n-1]) device(g)
#pragma acc region for parallel, vector(256) copy(a[0:n-1][:]) deviceptr(p)
    for (i = 0; i < n; ++i) a[i][0] = 1;
  }
}
// CHECK: test:
// CHECK-NEXT: {{^}}  10: #pragma acc data region copyin(g[0:1024-1][0:512-1]), local(p[0:n-1]) -> compound statement at line 11
// CHECK-NEXT: {{^}}  12: #pragma acc region copyin(a[0:n-1][0:m-1]), copyout(b[1:n-2][1:m-2]), if(n > 100 && m > 100), updatein(p[:n-1]), updateout(p[:n-1]) -> compound statement at line 13
// CHECK-NEXT: {{^}}  14: #pragma acc for parallel(4), vector(16), independent, private(s), cache(a[i-1:i+1][0:m-1]) -> for loop at line 15
// CHECK-NEXT: {{^}}  16: #pragma acc for parallel, vector(16), unroll(4) -> for loop at line 17
// CHECK-NEXT: {{^}}  19: #pragma acc for seq(2), kernel -> for loop at line 20
// CHECK-NEXT: {{^}}  21: #pragma acc for host -> for loop at line 22
// CHECK-NEXT: {{^}}  24: #pragma acc update host(p[0:n-1]), device(g) -> executable
// CHECK-NEXT: {{^}}  25: #pragma acc region for parallel, vector(256), copy(a[0:n-1][:]), deviceptr(p) -> for loop at line 26
