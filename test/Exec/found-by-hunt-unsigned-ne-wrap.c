// '!=' loops whose index wraps around its type's range: 'for (unsigned j
// = n - 1; j != (unsigned)-1; j--)' ends after 0 (j wraps to UINT_MAX),
// and 'uint8_t q = 250; q != 4; q++' after 255. The model took the bound
// as a 64-bit number (the range from 4294967296 down to 9: empty), so the
// kernel ran no iteration: a silent wrong answer. Such a loop is now
// parallel only where its start provably lies on the bound's side (from 0
// up to n, from n down to 0, constants); the rest stay sequential and say
// why. Found by a bug-hunting helper (p15_indices.c). Prints what the
// plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO: may wrap around its type's range before it reaches the bound
// MINFO: [[#@LINE+33]], Loop is parallelizable
// MINFO: [[#@LINE+36]], Loop is parallelizable
// MINFO: [[#@LINE+38]], Loop carried dependence of 'h'
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
int b[16], c[16], d[16], e[32], f[32], g[32], h[16];
int main(void) {
  unsigned n = 10, stop = (unsigned)-1, j;
#pragma acc kernels loop
  for (j = n - 1; j != (unsigned)-1; j--)
    b[j] = (int)j + 1;
  printf("j %u\n", j);
#pragma acc kernels loop
  for (unsigned k = n - 1; k != ~0u; k--)
    c[k] = (int)k + 2;
#pragma acc kernels loop
  for (unsigned k = n - 1; k != UINT_MAX; --k)
    d[k] += (int)k + 3;
#pragma acc kernels loop
  for (unsigned k = n - 1; k != stop; k--)
    d[k] += (int)k + 4;
#pragma acc kernels loop
  for (unsigned k = 4294967290u; k != 5u; k++)
    e[(unsigned)(k + 6u)] = (int)(k % 100u);
#pragma acc kernels loop
  for (uint8_t q = 250; q != 4; q++)
    f[(uint8_t)(q + 6)] = q;
#pragma acc kernels loop
  for (unsigned short s = 65530; s != 3; s++)
    g[(unsigned short)(s + 6)] = s;
  // Walks that start on the bound's side: parallel.
#pragma acc kernels loop
  for (unsigned k = 0; k != n; k++)
    h[k] = (int)k * 3;
  int m = 9;
#pragma acc kernels loop
  for (unsigned k = 0; k != (unsigned)m; k++)
    h[k] += 1;
#pragma acc kernels loop
  for (unsigned k = (unsigned)m; k != 0; --k)
    h[k - 1] -= (int)k;
  long sum = 0;
  for (int q = 0; q < 32; q++)
    sum = sum * 7 + e[q] + 3 * f[q] + 11 * g[q] +
          (q < 16 ? b[q] + 5 * c[q] + 13 * d[q] + 17 * h[q] : 0);
  printf("sum %ld\n", sum);
  return 0;
}
