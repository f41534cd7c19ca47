// An automatic array the loop's body declares is each iteration's own by
// C's scopes, however the body indexes it ('loc[i % 4]', 'w[idx[i]]'): a
// subscript the privatization could not cover made it a carried
// dependence and the loop a serial kernel (found by a bug-hunting helper,
// p23_private_arr.c). A static array the body declares is one array for
// every iteration: its loop stays sequential. Prints what the plain build
// prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: main:
// MINFO: [[#@LINE+14]], Loop is parallelizable
// MINFO: [[#@LINE+20]], Loop is parallelizable
// MINFO: [[#@LINE+26]], Loop carried dependence of 'acc' prevents parallelization
#include <stdio.h>
#define N 300
double out[N], out2[N], out3[N];
int idx[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    out[i] = i;
    out2[i] = i % 11;
    idx[i] = (i * 7) % 5;
  }
#pragma acc kernels
  for (int i = 0; i < N; i++) {
    double loc[4];
    for (int k = 0; k < 4; k++)
      loc[k] = out[i] * k;
    out[i] = loc[3] - loc[1] + loc[i % 4];
  }
#pragma acc kernels
  for (int i = 0; i < N; i++) {
    int w[5][2];
    for (int k = 0; k < 5; k++)
      w[k][0] = w[k][1] = k * (int)out2[i];
    out2[i] = w[idx[i]][i % 2];
  }
#pragma acc kernels
  for (int i = 0; i < N; i++) {
    static double acc[4];
    acc[i % 4] += i;
    out3[i] = acc[(i + 1) % 4];
  }
  double cs = 0;
  for (int i = 0; i < N; i++)
    cs += out[i] * (i % 3) + out2[i] + out3[i];
  printf("%.17g\n", cs);
  return 0;
}
