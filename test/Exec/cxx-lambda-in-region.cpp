// A lambda in a region: its body's 'return' leaves the lambda, not the
// region (it was refused as "a 'return' leaves the region"); its closure
// object declared in the region keeps the loop on the host, which says so
// (the call itself is inlined: Directive/MemberCalls.h). A lambda defined
// outside the region and not called in it changes nothing; one called in
// it is inlined.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not='internal error' %s
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-NOT: leaves the region
// MINFO: datatype not supported: 'class (lambda
// MINFO-NOT: leaves the region
// MINFO: Accelerator kernel generated
#include <cstdio>
static double a[100], b[100];
static void squares(int n) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    auto sq = [](double x) { return x * x; };
    a[i] = sq(b[i]);
  }
}
static void plain(int n) {
  auto unused = [](double x) { return x + 1; };
  (void)unused;
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] += 2 * b[i];
}
int main() {
  const int n = 100;
  for (int i = 0; i < n; i++)
    b[i] = i;
  squares(n);
  plain(n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  std::printf("%g\n", s);
}
