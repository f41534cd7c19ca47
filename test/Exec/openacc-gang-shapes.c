// OpenACC 3.3's gang shapes and forced collapse: num_gangs(n, m), gang(dim:k)
// and gang(static:*) choose how gangs are laid out, which cuacc picks
// itself; collapse(force:2) over loops with statements between them gives
// the inner loop the directive, and the analysis decides what those
// statements share (nx below is each outer iteration's own).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// MINFO: Accelerator kernel generated
// CHECK: dims: PASS
// CHECK: force: PASS
#include <stdio.h>

int main(void) {
  enum { N = 64, M = 10 };
  static float a[N][N], c[M * N], w[M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = i + j;
#pragma acc parallel num_gangs(N, N) copy(a)
#pragma acc loop gang(dim:2)
  for (int i = 0; i < N; i++) {
#pragma acc loop gang(dim:1, static:*)
    for (int j = 0; j < N; j++)
      a[i][j] = a[i][j] + 1;
  }
  int ok = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      ok &= a[i][j] == i + j + 1;
  printf("dims: %s\n", ok ? "PASS" : "FAIL");

  for (int x = 0; x < M; x++)
    w[x] = x * 0.5f;
  float nx;
#pragma acc parallel copyout(c) copyin(w)
  {
#pragma acc loop collapse(force:2)
    for (int x = 0; x < M; ++x) {
      nx = w[x];
      for (int y = 0; y < N; ++y)
        c[x * N + y] = nx * y;
    }
  }
  ok = 1;
  for (int x = 0; x < M; x++)
    for (int y = 0; y < N; y++)
      ok &= c[x * N + y] == x * 0.5f * y;
  printf("force: %s\n", ok ? "PASS" : "FAIL");
  return 0;
}
