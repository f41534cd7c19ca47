// Directives are macro-expanded before parsing: clause arguments, whole
// clause lists, and _Pragma in a macro. The dump shows the expanded tokens.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

#define N 1024
#define M 512
#define VLEN 128
#define ALL_OF_A copyin(a[0:N-1][0:M-1])
#define PRAGMA(x) _Pragma(#x)
#define ACC_REGION(clauses) PRAGMA(acc region clauses)

void f(int n, int m, float (*restrict a)[M], float (*restrict b)[M]) {
  // CHECK: #pragma acc region copyin(a[1:n-2][0:m-1]) ->
#pragma acc region copyin(a[1:n-2][0:m-1])
  b[0][0] = 0;
  // CHECK: #pragma acc region copyin(a[1:1024-2][0:512-1]) ->
#pragma acc region copyin(a[1:N-2][0:M-1])
  b[0][0] = 0;
  // CHECK: #pragma acc region copyin(a[0:1024-1][0:512-1]), copyout(b[0:3]) ->
#pragma acc region ALL_OF_A copyout(b[0:3])
  b[0][0] = 0;
  // CHECK: [[@LINE+1]]: #pragma acc region copy(b[0:n-1]) -> expression statement at line [[@LINE+2]]
  ACC_REGION(copy(b[0:n-1]))
  b[0][0] = 0;
#pragma acc region
  {
    // CHECK: #pragma acc for vector(128) ->
#pragma acc for vector(VLEN)
    for (int i = 0; i < n; ++i) b[i][0] = 0;
  }
}
