// OpenACC's firstprivate: a scalar each gang (in cuacc, each thread) starts
// from the value it had before the construct, written there without a
// loop-carried dependence; an array the construct only reads is the array
// itself. 'private' on a construct makes its scalars private in every loop.
// An array the construct writes gets a copy per iteration of its
// independent outermost loops (construct-private-arrays.c); used outside
// them too, where one copy would serve every gang, it is an error.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: not %cuacc -fsyntax-only -DWRITES_ARRAY %s 2>&1 | FileCheck --check-prefix=ERR %s
// CHECK-NOT: warning
// CHECK-LABEL: scaled:
// CHECK: Accelerator kernel generated
// CHECK-LABEL: written_first:
// CHECK: Accelerator kernel generated
// CHECK-LABEL: reset_base:
// CHECK: Accelerator kernel generated
// CHECK-LABEL: construct_private:
// CHECK: Accelerator kernel generated
// CHECK-LABEL: read_only_array:
// CHECK: Accelerator kernel generated
// CHECK-LABEL: private_around_reduction:
// CHECK: Sum reduction generated for 'avg'
// ERR: error: 'c' in 'firstprivate' is an array the construct uses outside its loops
#include <stdio.h>
#define N 1000
static float a[N], b[N], c[N], d[N];

static void scaled(int n, float scale) {
#pragma acc parallel loop firstprivate(scale)
  for (int i = 0; i < n; i++)
    b[i] = a[i] * scale;
}

static void written_first(int n) {
  float t = -1.0f;
#pragma acc parallel firstprivate(t)
  {
#pragma acc loop
    for (int i = 0; i < n; i++) {
      t = a[i] * 2.0f;
      d[i] = t + 1.0f;
    }
  }
}

// Read before it is written: each iteration sees the construct's value
// (reset to it after use, so that the plain program computes the same).
static int reset_base(int n) {
  int base = 10, total = 0;
#pragma acc parallel loop firstprivate(base)
  for (int i = 0; i < n; i++) {
    d[i] += (float)base;
    base = 10;
  }
  return total + base;
}

static void construct_private(int n) {
  int k;
#pragma acc parallel private(k)
  {
#pragma acc loop
    for (int i = 0; i < n; i++) {
      k = i % 7;
      c[i] = a[i] + (float)k;
    }
  }
}

static void read_only_array(int n) {
#pragma acc parallel loop firstprivate(c[0:n])
  for (int i = 0; i < n; i++)
    b[i] += c[n - 1 - i];
}

// A construct's private scalar is its outermost loop's: the inner loop's
// reduction of it stays a reduction (the OpenACC V&V suite's
// kernels_loop_reduction_* tests; private there made it each thread's).
static float row_mean[10];
static void private_around_reduction(int n) {
  float avg;
#pragma acc kernels loop gang private(avg)
  for (int x = 0; x < 10; ++x) {
    avg = 0;
#pragma acc loop worker reduction(+:avg)
    for (int y = 0; y < n / 10; ++y)
      avg += a[x * (n / 10) + y];
    row_mean[x] = avg / (n / 10);
  }
}

#ifdef WRITES_ARRAY
static void writes_array(int n) {
#pragma acc parallel firstprivate(c[0:n])
  {
    c[0] = 1;
#pragma acc loop
    for (int i = 0; i < n; i++)
      c[i] = a[i];
  }
}
#endif

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = (float)(i % 23) - 11.0f;
  scaled(N, 0.5f);
  written_first(N);
  int base = reset_base(N);
  construct_private(N);
  read_only_array(N);
  private_around_reduction(N);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += b[i] * (i % 5 + 1) + c[i] * (i % 3 + 1) + d[i];
  for (int x = 0; x < 10; x++)
    s += row_mean[x] * (x + 1);
  printf("%.3f %d\n", s, base);
  return 0;
}
