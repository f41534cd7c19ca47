// A region in the body of an OpenMP loop (each host thread offloads its
// own rows): the region's clauses name the OpenMP loop's index, which is
// declared under the construct (its pragma line alone is the construct's
// range in Clang's AST: names in it were not found). The region stays in
// the OpenMP loop (a region does not take over a loop an OpenMP directive
// owns), and prints what the plain build prints.
// RUN: %clang -fopenmp -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -fopenmp -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO: Generating copy(a[t][0:1000-1])
// MINFO-NOT: extended over
// MINFO: Accelerator kernel generated
#include <stdio.h>
#define N 1000
float a[8][N];

int main(void) {
  for (int t = 0; t < 8; t++)
    for (int i = 0; i < N; i++)
      a[t][i] = (float)((t * 31 + i) % 17);
#pragma omp parallel for
  for (int t = 0; t < 8; t++) {
#pragma acc region copy(a[t][0:N-1])
    for (int i = 0; i < N; i++)
      a[t][i] = a[t][i] * 0.5f + t + i;
  }
  double s = 0;
  for (int t = 0; t < 8; t++)
    for (int i = 0; i < N; i++)
      s += a[t][i] * (t + 1);
  printf("%.6g %g %g\n", s, a[3][5], a[7][999]);
  return 0;
}
