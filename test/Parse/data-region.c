// A data region holds arrays on the device across the regions inside it.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict a, float *restrict b) {
  // CHECK: [[@LINE+1]]: #pragma acc data region copy(a[0:n-1]), copyin(b[0:n-1]) -> compound statement at line [[@LINE+2]]
#pragma acc data region copy(a[0:n-1]) copyin(b[0:n-1])
  {
    for (int it = 0; it < 10; ++it) {
      // CHECK: [[@LINE+1]]: #pragma acc region -> for loop at line [[@LINE+2]]
#pragma acc region
      for (int i = 0; i < n; ++i)
        a[i] += b[i];
    }
  }
  // Data regions nest.
  // CHECK: [[@LINE+1]]: #pragma acc data region local(b[0:n-1]) -> compound statement
#pragma acc data region local(b[0:n-1])
  {
    // CHECK: [[@LINE+1]]: #pragma acc data region copy(a[0:n-1]) -> for loop
#pragma acc data region copy(a[0:n-1])
    for (int i = 0; i < 2; ++i) {
    }
  }
}
