// Tables of constants in the functions a kernel calls: a function's
// 'static const' table and a file's 'const' one (a helper reading stencil
// weights or offsets). Each kept the region on the host ("'weight' uses the
// global variable 'w'"); the kernels now define their own copy, by value
// (hex floats: exact), and a table the kernel itself reads is still
// copied in. A table that is not constant still keeps the region on the
// host.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %if nvcc %{ rm -rf %t.d && mkdir %t.d && cd %t.d && %cuacc -O2 -fplugin-arg-cuacc-keep -c %s -o k.o && FileCheck --check-prefix=KERNELS %s < constant-tables.cu %}
// RUN: %clang -O2 %s -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: stencil:
// MINFO-NOT: restriction
// MINFO: Accelerator kernel generated
// MINFO-LABEL: counted:
// MINFO: Accelerator restriction: 'bump' uses the global variable 'calls'
// KERNELS-DAG: static __device__ const double __cuacc_table_third = 0x1.5555555555555p-2;
// KERNELS-DAG: static __device__ const signed char __cuacc_table_offsets[5] = {((signed char)-2ll), ((signed char)-1ll), ((signed char)0ll), ((signed char)1ll), ((signed char)2ll)};
// KERNELS-DAG: static const float w[5] = {0x1.99999ap-4f, 0x1.99999ap-3f, 0x1.99999ap-2f, 0x1.99999ap-3f, 0x1.99999ap-4f};
// KERNELS-DAG: static const int grid[2][3] = 
// KERNELS-DAG: ((int)2ll), ((int)3ll)}, {((int)4ll), ((int)0ll), ((int)0ll)}};
#include <stdio.h>
#define N 1000
enum { Wide = 5 };
static const signed char offsets[Wide] = {-2, -1, 0, 1, 2};
const double third = 1.0 / 3.0;
static const double scale[2] = {0.5, 2.0};
static int calls;

static float weight(int k) {
  static const float w[Wide] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
  return w[k];
}

static int offset(int k) { return offsets[k]; }

static double tap(double x, int k) {
  static const int grid[2][3] = {{1, 2, 3}, {4}};
  return weight(k) * x * third + grid[k & 1][k % 3];
}

static double bump(double x) {
  calls++;
  return x + 1;
}

static void stencil(const double *a, double *b, int n) {
#pragma acc region copyin(a[0:n-1]) copyout(b[2:n-3])
  {
#pragma acc for parallel
    for (int i = 2; i < n - 2; i++) {
      double s = 0;
      for (int k = 0; k < Wide; k++)
        s += tap(a[i + offset(k)], k);
      b[i] = s * scale[i & 1];
    }
  }
}

static void counted(double *b, int n) {
#pragma acc region copy(b[0:n-1])
  {
#pragma acc for parallel
    for (int i = 0; i < n; i++)
      b[i] = bump(b[i]);
  }
}

int main(void) {
  static double a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = (i * 37 % 101) * 0.25 - 3;
  stencil(a, b, N);
  counted(b, N);
  double s = 0;
  for (int i = 0; i < N; i++)
    s = s * 0.999 + b[i];
  printf("%a %d\n", s, calls);
  return 0;
}
