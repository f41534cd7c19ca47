// A compute region's data clause may name a pointer bare ('copy(p)'): its
// section is the one the region touches, with the user's clause (PGI: the
// extent is inferred). It used to keep the region on the host ("the
// extent of 'p' is unknown").
// RUN: %clang -O2 -w %s %{cuaccrt} -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <stdio.h>
#include <stdlib.h>

static void scale(int n, float *in, float *out, float *acc) {
  // MINFO: scale:
  // MINFO: Generating copyin(in[1:n])
  // MINFO: Generating copyout(out[0:n-1])
  // MINFO: Generating copy(acc[0:n-1])
  // MINFO: Accelerator kernel generated
#pragma acc region copyin(in) copyout(out) copy(acc)
  for (int i = 0; i < n; i++) {
    out[i] = 2.0f * in[i + 1];
    acc[i] += out[i];
  }
}

int main(void) {
  int n = 1000;
  float *in = malloc((n + 1) * sizeof *in), *out = malloc(n * sizeof *out);
  float *acc = malloc(n * sizeof *acc);
  for (int i = 0; i <= n; i++)
    in[i] = (float)i * 0.5f;
  for (int i = 0; i < n; i++) {
    out[i] = -1;
    acc[i] = (float)i;
  }
  scale(n, in, out, acc);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += out[i] + 3 * acc[i];
  printf("%.1f %.1f %.1f\n", s, out[n - 1], acc[7]);
  return 0;
}
