// Arrays a region declares: a table in a loop's body is the kernel's own
// (each thread's), and the loop runs in parallel; a scratch array at the
// top of the region block or a static table there has no host copy for
// the data clauses and no kernel of its own, so the region runs on the host
// and says why. All three were compile errors about cuacc's inserted code
// ("use of undeclared identifier 'tmp'"). A sequential loop whose body
// declares an array is no host loop around kernels (the array lives for
// one iteration): it runs in one kernel (it was refused, with the message
// of the scratch array), in parallel: the body's array is each
// iteration's own however it is indexed (body-arrays-any-subscript.c).
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: scratch:
// MINFO: Accelerator region ignored: the array 'tmp' is declared in the region outside the loop whose kernel uses it
// MINFO-LABEL: weights:
// MINFO-NOT: copyin(w
// MINFO: Accelerator kernel generated
// MINFO-LABEL: table:
// MINFO: Generating update host(b,a) before and update device(b) after the host code, where present
// MINFO-NEXT: Accelerator region ignored: the array 'tab' is declared in the region outside the loop whose kernel uses it
// MINFO-LABEL: rows:
// MINFO-NOT: region ignored
// MINFO: Loop is parallelizable
// MINFO: Accelerator kernel generated
#include <stdio.h>
#define N 256
static float a[N], b[N];
static void scratch(int n) {
#pragma acc region
  {
    float tmp[N];
    for (int i = 0; i < n; i++)
      tmp[i] = a[i] * 2;
    for (int i = 0; i < n; i++)
      b[i] = tmp[i] + 1;
  }
}
static void weights(int n) {
#pragma acc region
  {
    for (int i = 1; i < n - 1; i++) {
      const float w[3] = {0.25f, 0.5f, 0.25f};
      b[i] = w[0] * a[i - 1] + w[1] * a[i] + w[2] * a[i + 1];
    }
  }
}
static void table(int n) {
#pragma acc region
  {
    static const int tab[4] = {1, 2, 3, 4};
    for (int i = 0; i < n; i++)
      b[i] = a[i] * tab[i % 4];
  }
}
static float c[N][4];
static void rows(int n) {
#pragma acc region
  {
    for (int i = 0; i < n; i++) {
      float t[4];
      for (int k = 0; k < 4; k++)
        t[k] = a[i] + k;
      for (int k = 0; k < 4; k++)
        c[i][k] = t[k / 2] * k; /* not affine: each iteration's own t */
    }
  }
}
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i;
  scratch(N); printf("%f\n", b[7]);
  weights(N); printf("%f\n", b[7]);
  table(N); printf("%f\n", b[7]);
  rows(N); printf("%f %f\n", c[7][3], c[N - 1][1]);
}
