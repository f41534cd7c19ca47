// An integer accumulator whose steps are computed in floating point ('long
// total; total += w[i]' with a double w; 'left -= 0.5 + ...'; 'p = p *
// 1.5'; an element 'x[i] += A[i][j]' with an int x) was made a sum or
// product reduction: C converts each step's result back to the integer
// type, so per-thread partial sums gave another answer (plain 'total 1
// left 0', device 'total 0 left 100'). Those stay sequential now, and
// -Minfo says why. Found by a bug-hunting helper (p45_mixed_red.c). Prints
// what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO: Sum reduction not generated for 'total': each step converts its 'double' result back to 'long'
// MINFO: Sum reduction not generated for 'left': each step converts its 'double' result back to 'int'
// MINFO: Product reduction not generated for 'p': each step converts its 'double' result back to 'int'
// MINFO-NOT: Sum reduction generated for 'x[i]'
// MINFO: Sum reduction generated for 'exact'
#include <stdio.h>
#define N 64
#define M 300
double w[1000], A[N][M];
int x[N];
int main(void) {
  for (int i = 0; i < 1000; i++)
    w[i] = (i % 5 - 2) * 0.6;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = ((i + j) % 5 - 2) * 0.6;
  long total = 0, exact = 0;
  int left = 100, p = 2;
#pragma acc kernels
  {
    for (int i = 0; i < 1000; i++)
      total += w[i];
    for (int i = 0; i < 1000; i++)
      left -= 0.5 + (i & 1) * 0.25;
    for (int i = 0; i < 30; i++)
      p = p * 1.5;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++)
        x[i] += A[i][j];
    for (int i = 0; i < 1000; i++)
      exact += (long)(w[i] * 10);
  }
  long cs = 0;
  for (int i = 0; i < N; i++)
    cs = cs * 3 + x[i];
  printf("total %ld left %d p %d x %ld exact %ld\n", total, left, p, cs, exact);
  return 0;
}
