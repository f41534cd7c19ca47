// Loop hints on parallel loops (`#pragma unroll N`, `#pragma clang loop`,
// `#pragma nounroll`, `_Pragma` from a macro) and one more pair of braces
// around a loop: each loop runs as its own parallel kernel with the user's
// schedule (they were one-thread kernels, grid [1] block [1], and
// `#pragma acc for` followed by `#pragma clang loop` was an error). Inside
// a kernel, unroll hints become the device compiler's `#pragma unroll`.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>&1 >/dev/null | FileCheck --check-prefix=LAUNCH %s %}
// MINFO-NOT: serial kernel
// MINFO-NOT: error
// MINFO: 43, Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO: 50, Loop is parallelizable
// MINFO-NEXT: Generating private(t[0:3])
// MINFO-NEXT: Accelerator kernel generated
// MINFO-NEXT: 50, #pragma acc for parallel, vector(128)
// MINFO: Sequential loop scheduled on host
// MINFO: 65, Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO: 71, Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// LAUNCH-NOT: grid=[1] block=[1]
// LAUNCH: line=43 {{.*}} grid=[8] block=[256]
// LAUNCH: line=50 {{.*}} grid=[16] block=[128]
#include <stdio.h>
#define N 2000
#define UNROLL(n) _Pragma("unroll 2")
float a[N], b[N], c[N][16];

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = i * 0.5f;
    a[i] = 1;
  }
#pragma acc data region copy(a, b, c)
  {
#pragma acc region
    {
#pragma unroll 4
      for (int i = 0; i < N; i++)
        a[i] += b[i] * 2.0f;
    }
#pragma acc region
    {
#pragma acc for parallel, vector(128)
#pragma clang loop unroll(disable)
      for (int i = 0; i < N; i++) {
        float t[4];
        for (int k = 0; k < 4; k++)
          t[k] = b[i] + k;
#pragma unroll
        for (int k = 0; k < 16; k++)
          c[i][k] = t[3] * k;
      }
    }
#pragma acc region
    {
#pragma clang loop vectorize(enable) interleave_count(2)
      for (int t = 0; t < 5; t++) {
        {
          UNROLL(2)
          for (int i = 1; i < N - 1; i++) {
            float w[3] = {0.25f, 0.5f, 0.25f};
            a[i] = w[0] * b[i - 1] + w[1] * b[i] + w[2] * b[i + 1];
          }
        }
#pragma nounroll
        for (int i = 1; i < N - 1; i++)
          b[i] = a[i] * 0.9f;
      }
    }
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i] * (i % 7) + b[i] + c[i][i % 16];
  printf("%.10g\n", s);
  return 0;
}
