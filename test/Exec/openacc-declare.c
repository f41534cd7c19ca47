// OpenACC 'declare' in a function: the data is present from the directive to
// the end of its block, however the block is left (its end, a return in the
// middle), and each entry of a block in a loop has its own. Regions inside
// find it present; copy and copyout come back at the block's end. At file
// scope: the device copies exist when main starts (copyin copies the
// initial values), and stay.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// MINFO-LABEL: accumulate:
// MINFO: Generating copy(c[0:n])
// MINFO-LABEL: smooth:
// MINFO: Generating copyin(a[0:n])
// MINFO-NEXT: Generating create(t[0:n])
// MINFO-NEXT: Generating copyout(r[0:n])
// CHECK: accumulate: PASS
// CHECK: smooth: PASS
// CHECK: early return: PASS
// CHECK: per iteration: PASS
// CHECK: file scope: PASS
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

float lut[256];
int bias = 5;
#pragma acc declare create(lut) copyin(bias)

static void accumulate(int n, const float *a, const float *b, float *c) {
#pragma acc declare copy(c[0:n])
#pragma acc parallel present(a[0:n], b[0:n])
  {
#pragma acc loop
    for (int x = 0; x < n; ++x)
      c[x] = c[x] + a[x] + b[x];
  }
}

/* -1 when n is too small to smooth: the data leaves with the return. */
static int smooth(int n, const float *a, float *t, float *r) {
#pragma acc declare copyin(a[0:n]) create(t[0:n]) copyout(r[0:n])
  int inner = n - 1;
  if (n < 3)
    return -1;
#pragma acc parallel loop
  for (int i = 1; i < inner; i++)
    t[i] = 0.5f * a[i] + 0.25f * (a[i - 1] + a[i + 1]);
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    r[i] = (i == 0 || i == n - 1) ? a[i] : t[i];
  return 0;
}

int main(void) {
  int present_at_start = acc_is_present(lut, sizeof lut);
  enum { N = 512, ROWS = 8 };
  float *a = malloc(N * sizeof(float)), *b = malloc(N * sizeof(float));
  float *c = malloc(ROWS * N * sizeof(float)), *t = malloc(N * sizeof(float)),
        *r = malloc(N * sizeof(float));
  for (int i = 0; i < N; i++) {
    a[i] = i % 13;
    b[i] = i % 5;
  }
  for (int i = 0; i < ROWS * N; i++)
    c[i] = 1;
  int ok = 1;
#pragma acc data copyin(a[0:N], b[0:N])
  {
    for (int row = 0; row < ROWS; row++)
      accumulate(N, a, b, c + row * N);
  }
  for (int row = 0; row < ROWS; row++)
    for (int i = 0; i < N; i++)
      ok &= c[row * N + i] == 1 + a[i] + b[i];
  printf("accumulate: %s\n", ok ? "PASS" : "FAIL");

  ok = smooth(N, a, t, r) == 0;
  for (int i = 0; i < N; i++)
    ok &= r[i] == ((i == 0 || i == N - 1) ? a[i]
                   : 0.5f * a[i] + 0.25f * (a[i - 1] + a[i + 1]));
  printf("smooth: %s\n", ok ? "PASS" : "FAIL");

  // The early return leaves with the data: the next entry starts afresh.
  r[0] = -7;
  ok = smooth(2, a, t, r) == -1 && smooth(N, a, t, r) == 0 && r[0] == a[0];
  printf("early return: %s\n", ok ? "PASS" : "FAIL");

  for (int i = 0; i < N; i++)
    r[i] = 0;
  for (int step = 1; step <= 3; step++) {
#pragma acc declare copy(r[0:N]) copyin(a[0:N])
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      r[i] += step * a[i];
  }
  ok = 1;
  for (int i = 0; i < N; i++)
    ok &= r[i] == 6 * a[i];
  printf("per iteration: %s\n", ok ? "PASS" : "FAIL");

  for (int i = 0; i < 256; i++)
    lut[i] = i * 0.5f;
#pragma acc update device(lut)
#pragma acc parallel loop present(lut, bias) copyout(r[0:N])
  for (int i = 0; i < N; i++)
    r[i] = lut[i % 256] + bias;
  ok = present_at_start || acc_get_device_type() == acc_device_host;
  for (int i = 0; i < N; i++)
    ok &= r[i] == (i % 256) * 0.5f + 5;
  printf("file scope: %s\n", ok ? "PASS" : "FAIL");
  return 0;
}
