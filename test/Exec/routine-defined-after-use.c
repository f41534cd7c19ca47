// C's usual layout: a prototype (with OpenACC's 'routine seq'), the loop
// that calls it, and the definition after main. cuacc compiled each
// function's regions where the function ended, before the definition, and
// kept the loop on the host ("'f' is not defined before this point in the
// file"); regions are compiled at the end of the file now. Found by a
// bug-hunting helper (OpenACC programs). Prints what the plain build
// prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: restriction
// MINFO: Accelerator kernel generated
#include <stdio.h>
#pragma acc routine seq
double f(double x);
static int g(int k);
int main(void) {
  double r[100];
  int s[100];
#pragma acc parallel loop copyout(r, s)
  for (int i = 0; i < 100; i++) {
    r[i] = f(i);
    s[i] = g(i);
  }
  double t = 0;
  for (int i = 0; i < 100; i++)
    t += r[i] + s[i];
  printf("%g\n", t);
  return 0;
}
double f(double x) { return x * x + 1; }
static int g(int k) { return k % 7 == 0 ? -k : 2 * k; }
