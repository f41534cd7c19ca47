// A constructor's initializer takes a parameter's address (': p(&n)');
// the region writes through that pointer and then reads the parameter. On
// the host the statement must read the parameter itself, not a copy made
// before it: the host version of the statement (arrays known apart) copies
// only scalars whose address the function never takes, initializers
// included. Found by review. On the device the region had read its own
// copy of n (136 for 1720: the H100 run): n's address is taken, so the
// region checks it against its sections at run time and runs on the host
// where a section holds it.
// RUN: %cuacc -O2 -w %s %{cuaccrt} -lstdc++ -o %t
// RUN: %clang -x c++ -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate CUACC_HOST_CHOICE=off ACC_NOTIFY=8 %t 2>%t.notices | diff %t.want - %}
// RUN: %if nvcc %{ FileCheck %s < %t.notices %}
// CHECK: region on host {{.*}}'n' lies in the data of 'q'

#include <cstdio>

struct Accumulate {
  int *p;
  Accumulate(int n, double *a, const double *b) : p(&n) {
    int *q = p;
#pragma acc region
    {
      *q = 100;
      for (int i = 0; i < 16; i++)
        a[i] = b[i] + n;
    }
  }
};

int main() {
  double a[16], b[16];
  for (int i = 0; i < 16; i++)
    b[i] = i;
  Accumulate s(1, a, b);
  double t = 0;
  for (int i = 0; i < 16; i++)
    t += a[i];
  std::printf("%g\n", t);
  return 0;
}
