// OpenACC 3.x clauses as cuacc reads them. copy(always: list) is
// copyin(always:) and copyout(always:) of the list; alwaysin: and
// alwaysout: force one direction. self(cond) on compute constructs.
// device_type(list) (or dtype): the clauses after it, up to the next
// device_type, are for the devices listed. cuacc keeps those for nvidia,
// acc_device_nvidia, default and '*' (where no device_type names nvidia)
// and drops the others; a kept clause replaces the clause before the first
// device_type that it overrides (the same clause, or one it contradicts).
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict a, float *restrict b) {
  // CHECK: [[@LINE+1]]: #pragma acc parallel loop vector_length(128), independent -> for loop
#pragma acc parallel loop device_type(nvidia) vector_length(128)
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  // CHECK: [[@LINE+1]]: #pragma acc parallel loop copyin(b[0:n]), vector_length(256), independent -> for loop
#pragma acc parallel loop copyin(b[0:n]) vector_length(64) dtype(acc_device_nvidia) vector_length(256) device_type(radeon) vector_length(32)
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  // Another device's clauses are parsed and dropped.
  // CHECK: [[@LINE+1]]: #pragma acc parallel loop gang, independent -> for loop
#pragma acc parallel loop gang device_type(host, multicore) seq num_workers(4)
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  // '*' is for the devices no other device_type names.
  // CHECK: [[@LINE+1]]: #pragma acc parallel loop gang, vector(64), independent -> for loop
#pragma acc parallel loop device_type(*) seq device_type(nvidia) gang vector(64)
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  // CHECK: [[@LINE+1]]: #pragma acc parallel loop vector(32), independent -> for loop
#pragma acc parallel loop device_type(radeon) seq device_type(*) vector(32)
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  // nvidia's 'seq' replaces the default 'gang vector'.
  // CHECK: [[@LINE+1]]: #pragma acc kernels loop seq -> for loop
#pragma acc kernels loop gang vector device_type(nvidia) seq
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + b[i];
  // CHECK: [[@LINE+1]]: #pragma acc parallel num_gangs(8), async -> compound statement
#pragma acc parallel device_type(default) num_gangs(8) async device_type(host) num_gangs(1)
  {
    // CHECK: [[@LINE+1]]: #pragma acc loop collapse(1), independent -> for loop
#pragma acc loop dtype(nvidia) collapse(1) dtype(radeon) tile(4)
    for (int i = 0; i < n; i++)
      a[i] = b[i];
  }
  // CHECK: [[@LINE+1]]: #pragma acc parallel loop copyin(always: a[0:n]), copyout(always: a[0:n]), copyin(always: b[0:n]), copyout(b[0:n]), independent -> for loop
#pragma acc parallel loop copy(always: a[0:n]) copy(alwaysin: b[0:n])
  for (int i = 0; i < n; i++)
    a[i] += b[i];
  // CHECK: [[@LINE+1]]: #pragma acc data copyin(b[0:n]), copyout(always: b[0:n]) -> compound statement
#pragma acc data pcopy(alwaysout: b[0:n])
  {
    // CHECK: [[@LINE+1]]: #pragma acc kernels self(n < 100), if(n > 0) -> for loop
#pragma acc kernels self(n < 100) if(n > 0)
    for (int i = 0; i < n; i++)
      b[i] = 0;
    // CHECK: [[@LINE+1]]: #pragma acc serial self -> compound statement
#pragma acc serial self
    {
      b[0] = 1;
    }
  }
}
