// A region applies to the statement after it: a block, a loop, or any other
// statement.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict a) {
  // CHECK: f:
  // CHECK-NEXT: [[@LINE+1]]: #pragma acc region -> compound statement at line [[@LINE+2]], the region of its one statement, the for loop at line [[@LINE+3]]
#pragma acc region
  {
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  }
  // CHECK-NEXT: [[@LINE+1]]: #pragma acc region -> for loop at line [[@LINE+2]]
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = 1;
  // CHECK-NEXT: [[@LINE+1]]: #pragma acc region -> expression statement at line [[@LINE+2]]
#pragma acc region
  a[0] = 2;
  if (n > 0)
    // CHECK-NEXT: [[@LINE+1]]: #pragma acc region -> for loop at line [[@LINE+2]]
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] = 3;
}
