// A counter stepped by ++ or -- as a statement of its own (c++, --d, under
// a condition or not, in nested loops) is a sum of ones: a reduction, not
// a carried dependence that ran the loop as one serial kernel. Where the
// step's value is used (t = e++) it stays carried. Unsigned char wraps as
// the plain build's does.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: count:
// MINFO: Sum reduction generated for 'c'
// MINFO-NEXT: Accelerator kernel generated
// MINFO-LABEL: branches:
// MINFO-DAG: Sum reduction generated for 'c'
// MINFO-DAG: Sum reduction generated for 'd'
// MINFO-DAG: Sum reduction generated for 'u'
// MINFO: Accelerator kernel generated
// MINFO-LABEL: used:
// MINFO: Loop carried scalar dependence for 'e'
// MINFO-LABEL: nested:
// MINFO: Sum reduction generated for 'c'
// MINFO: Accelerator kernel generated
#include <stdio.h>

#define N 1000
static double a[N];

static void count(int n) {
  int c = 2;
#pragma acc kernels
  for (int i = 0; i < n; i++)
    c++;
  printf("count %d\n", c);
}

static void branches(int n) {
  int c = 2;
  long d = 100;
  unsigned char u = 3;
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    if (a[i] > 500)
      c++;
    else
      --d;
    u++;
  }
  printf("branches %d %ld %d\n", c, d, u);
}

static void used(int n) {
  int e = 0;
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    int t = e++;
    a[i] = a[i] + t;
  }
  printf("used %d %g\n", e, a[N - 1]);
}

static void nested(int n) {
  int c = 0;
#pragma acc kernels
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 4; j++)
      if (a[i] > j * 200)
        ++c;
  printf("nested %d\n", c);
}

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = i;
  count(N);
  branches(N);
  nested(N);
  used(N);
  return 0;
}
