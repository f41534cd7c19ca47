// What the kernels' text got wrong where the user's code meets the
// preprocessor, the command line and C's corners; found by a bug-hunting
// helper (the preprocessor, the source's form and the compile flags):
//  - a program's own 'rsqrt(double)' called with a float: CUDA's rsqrtf on
//    the GPU (the kernels name every function of the program their own way);
//  - __func__ in a region: the kernel's name;
//  - offsetof, __builtin_choose_expr, _Static_assert in a region, C23's
//    nullptr, 'int *p = NULL' (C's void * to int *, which C++ does not
//    convert): kernels that did not compile (an internal error);
//  - '#line' giving two regions' kernels one name: the whole file on the host;
//  - a register variable the kernels only read, __builtin_expect: the
//    region on the host;
//  - a region in a file given with -include: the build failed in cuacc's
//    inserted code (the region now runs on the host, with a warning);
//  - -save-temps: the build failed (the runtime's declarations included
//    <stddef.h>, which a preprocessed file cannot find).
// Prints what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// RUN: %cuacc -O2 -std=c23 -DC23 %s %{cuaccrt} -lm -o %t.c23 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %clang -O2 -std=c23 -DC23 %s -lm -o %t.c23.plain && %t.c23.plain > %t.c23.want
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t.c23 | diff %t.c23.want - %}
// RUN: %cuacc -O2 -DFORCED -include %S/Inputs/forced-include-region.h %s %{cuaccrt} -lm -o %t.forced 2>&1 | FileCheck --check-prefix=FORCED %s
// RUN: %clang -O2 -DFORCED -include %S/Inputs/forced-include-region.h %s -lm -o %t.forced.plain && %t.forced.plain > %t.forced.want
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t.forced | diff %t.forced.want - %}
// RUN: rm -rf %t.temps && mkdir %t.temps && cd %t.temps && %cuacc -O2 -save-temps %s %{cuaccrt} -lm -o st && ./st | diff %t.want -
// MINFO-NOT: internal error
// MINFO-NOT: ignored
// QUIET-NOT: internal error
// FORCED: warning: cuacc: the region is in '{{.*}}forced-include-region.h', which the command line includes (-include) before the file's own code, where cuacc cannot insert code, so the region runs on the host
// FORCED-NOT: error
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#define N 100
#define likely(x) __builtin_expect(!!(x), 1)
struct rec { char tag; double val; int id; };
static float x[N];
static double r[N], b[N];
static int c[16];

static double rsqrt(double v) { return 1.0 / sqrt(v) + 1.0; }

static void names(int n) {
#pragma acc kernels
  for (int i = 0; i < n; i++)
    c[i] = __func__[i % 6];
}

int main(void) {
  register int k = 3;
  for (int i = 0; i < N; i++)
    x[i] = 1.0f + i;
#pragma acc kernels
  for (int i = 0; i < N; i++) {
    _Static_assert(sizeof(double) == 8, "double");
    r[i] = rsqrt(x[i]) + offsetof(struct rec, id) +
           __builtin_choose_expr(sizeof(x[0]) == 4, x[i], 0.0);
  }
#line 200
#pragma acc kernels
  for (int i = 0; i < N; i++)
    b[i] = likely(x[i] > 2) ? x[i] * k : 0;
#line 200
#pragma acc kernels
  for (int i = 0; i < N; i++) {
#ifdef C23
    int *p = nullptr;
    b[i] += (p == nullptr) + (i & 1);
#else
    int *p = NULL;
    b[i] += (p == NULL) + (i & 1);
#endif
  }
#line 80
  names(16);
#ifdef FORCED
  scale(N, r, 2.0);
#endif
  double s = 0;
  for (int i = 0; i < N; i++)
    s = s * 0.5 + r[i] + b[i];
  printf("%.17g %.17g %a\n", r[0], r[N - 1], s);
  for (int i = 0; i < 16; i++)
    printf("%d ", c[i]);
  printf("\n");
  return 0;
}
