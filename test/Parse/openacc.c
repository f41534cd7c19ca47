// OpenACC's constructs and clauses, printed as the user wrote them, each
// bound to what it applies to. Sections are [start:length]; a 'parallel'
// construct's loops are independent (the user asserts it) unless 'seq' or
// 'auto'; collapse(n) gives the n-1 inner loops the same directive; 'wait'
// and 'routine' need nothing of cuacc.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

#pragma acc routine seq
static float twice(float v) { return 2 * v; }

void f(int n, int m, float *restrict a, float *restrict b, float c[8][8]) {
  // CHECK: [[@LINE+1]]: #pragma acc data copyin(a[0:n]), create(b[:n]) -> compound statement at line [[@LINE+2]]
#pragma acc data copyin(a[0:n]) create(b[:n])
  {
    // CHECK: [[@LINE+1]]: #pragma acc kernels present(a[0:n]) -> for loop
#pragma acc kernels present(a[0:n])
    for (int i = 0; i < n; i++)
      b[i] = twice(a[i]);
    // CHECK: [[@LINE+2]]: #pragma acc parallel loop gang, vector(128), independent -> for loop
    // (independent: added, as the parallel construct asserts it)
#pragma acc parallel loop gang vector(128)
    for (int i = 0; i < n; i++)
      b[i] += 1;
    // CHECK: [[@LINE+1]]: #pragma acc update self(b[n/2:1]), if_present -> executable
#pragma acc update self(b[n / 2:1]) if_present
  }
  // CHECK: [[@LINE+1]]: #pragma acc enter data copyin(a[0:n]), create(b[0:n]) -> executable
#pragma acc enter data copyin(a[0:n]) create(b[0:n])
  // CHECK: [[@LINE+1]]: #pragma acc parallel num_gangs(4), vector_length(64) -> compound statement
#pragma acc parallel num_gangs(4) vector_length(64)
  {
    // CHECK: [[@LINE+1]]: #pragma acc loop seq -> for loop
#pragma acc loop seq
    for (int i = 1; i < n; i++)
      a[i] = a[i - 1] + 1;
    // CHECK: [[@LINE+1]]: #pragma acc loop reduction(+:b), independent -> for loop
#pragma acc loop reduction(+:b)
    for (int i = 0; i < n; i++)
      b[0] += a[i];
  }
  // The inner loop gets the directive too (at the same place):
  // CHECK: [[@LINE+2]]: #pragma acc kernels loop collapse(2), independent, tile(4) -> for loop at line [[@LINE+3]]
  // CHECK-NEXT: [[@LINE+1]]: #pragma acc loop independent -> for loop at line [[@LINE+3]]
#pragma acc kernels loop collapse(2) independent tile(*, 4)
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      c[i][j] = 0;
#pragma acc wait
  // CHECK: [[@LINE+1]]: #pragma acc exit data copyout(a[0:n]), delete(b[0:n]), finalize, async(1) -> executable
#pragma acc exit data copyout(a[0:n]) delete(b[0:n]) finalize async(1)
}
