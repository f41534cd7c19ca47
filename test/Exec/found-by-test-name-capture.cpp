// Kernels are printed with the program's names. A local named like a global
// (or a static member) that the region reads through a qualified name
// ('long g = ::g + i;', 'S::k', '::C[i]') would read itself in the kernel:
// a wrong answer on the emulated device, or a kernel that did not compile
// (an internal error). Such a region runs on the host and says why. Found
// by a random test of names (2026-11-28). Prints what the plain build
// prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO --implicit-check-not='internal error' %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO: 'g' is read through a qualified name where the region declares a variable of that name
// MINFO: 'C' is read through a qualified name
// MINFO: 'g' is read through a qualified name
// MINFO: 'k' is read through a qualified name
// MINFO: Accelerator kernel generated
#include <stdio.h>
long A[40], B[40], C[40], g = 5;
namespace ns {
long g = 9;
}

static void global_scalar(int n) {
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    long g = ::g + i;
    A[i] = g;
  }
}

static void global_array(int n) {
#pragma acc kernels
  for (int i = 1; i < n; i++) {
    const long &C = ::C[i];
    A[i] = C + 1;
  }
}

static void namespace_scalar(int n) {
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    long g = ns::g + i;
    B[i] = g;
  }
}

struct S {
  static long k;
  long n = 4;
  void h(int m) {
#pragma acc kernels
    for (int i = 0; i < m; i++) {
      long k = S::k + i;
      B[i] += k + n;
    }
  }
};
long S::k = 7;

/* No local of the name: the kernel reads the global. */
static void qualified_alone(int n) {
#pragma acc kernels
  for (int i = 0; i < n; i++)
    C[i] = ::g * 2 + i;
}

int main() {
  for (int n = 0; n < 6; n++) {
    for (int q = 0; q < 40; q++) {
      A[q] = q;
      B[q] = 2 * q;
      C[q] = 3 * q;
    }
    global_scalar(n);
    global_array(n);
    namespace_scalar(n);
    S s;
    s.h(n);
    qualified_alone(n);
    printf("n=%d:", n);
    for (int q = 0; q < 8; q++)
      printf(" %ld %ld %ld", A[q], B[q], C[q]);
    printf("\n");
  }
  return 0;
}
