// OpenACC's no_create: data that is present is used where it is (as
// 'present' would); data that is not is left alone, neither allocated nor
// moved, and the kernels get its host address (OpenACC leaves touching it
// undefined; these kernels only touch it when it is present). Prints what
// the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate PGI_ACC_NOTIFY=2 %t 2>&1 >/dev/null | FileCheck --check-prefix=MOVES %s %}
// MINFO-NOT: error:
// MINFO: Generating present(a[0:n])
// MINFO: Generating no_create(trace[0:n])
#include <stdio.h>
#include <stdlib.h>

// trace is filled only when asked, and only then made present.
static void scale(double *a, double *trace, int n, int traced) {
#pragma acc parallel loop present(a[0:n]) no_create(trace[0:n])
  for (int i = 0; i < n; i++) {
    a[i] = 2 * a[i] + 1;
    if (traced)
      trace[i] = a[i];
  }
}

int main(void) {
  int n = 1000;
  double *a = malloc(n * sizeof(double));
  double *trace = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    a[i] = i;
    trace[i] = -1;
  }
#pragma acc data copy(a[0:n])
  {
    scale(a, trace, n, 0);
#pragma acc data copyout(trace[0:n])
    scale(a, trace, n, 1);
    // A data construct's no_create of data that is present: used there, and
    // nothing moves at its end.
#pragma acc data no_create(a[0:n])
    scale(a, trace, n, 0);
  }
  double s = 0, t = 0;
  for (int i = 0; i < n; i++) {
    s += a[i];
    t += trace[i];
  }
  printf("%.17g %.17g %g %g\n", s, t, a[7], trace[7]);
  // Not present anywhere: no_create of a data construct moves nothing.
#pragma acc data no_create(trace[0:n])
  {
    for (int i = 0; i < n; i++)
      trace[i] = i;
  }
  printf("%g\n", trace[n - 1]);
  free(a);
  free(trace);
  return 0;
}
// Only a and the copyout of trace move; the no_create items never do.
// MOVES: upload CUDA data {{.*}} variable=a bytes=8000
// MOVES-NEXT: upload CUDA data {{.*}} variable=trace bytes=8000
// MOVES-NEXT: download CUDA data {{.*}} variable=trace bytes=8000
// MOVES-NEXT: download CUDA data {{.*}} variable=a bytes=8000
// MOVES-NOT: CUDA data
