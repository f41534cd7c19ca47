// A reference the loop declares, bound to a scalar of the enclosing scope
// ('int &r = last; r = a[i];'): the scalar planning knew the scalar by its
// own name only, and the kernel wrote a private copy: every write through
// the reference was lost. Such a reference is now no alias of an element,
// and the region stays on the host with the reason. Found by a
// bug-hunting helper (reductions and scalars). Prints what the plain build
// prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// MINFO: datatype not supported: 'int &'
// MINFO: datatype not supported: 'long &'
// MINFO: Loop is parallelizable
#include <cstdio>
#define N 1000
int a[N];
double p[N];
int main() {
  int n = N;
  for (int i = 0; i < n; i++) a[i] = (i * 37) % 101 - 50;
  int last = -9;
  long total = 0;
#pragma acc kernels
  {
    for (int i = 0; i < n; i++) { int &r = last; r = a[i]; }
    for (int i = 0; i < n; i++) { long &t = total; t += a[i]; }
  }
  // An element's reference is still the element.
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    double &q = p[i];
    q = a[i] * 0.5;
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  std::printf("last=%d total=%ld %a\n", last, total, s);
}
