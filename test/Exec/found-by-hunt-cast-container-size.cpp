// A container's size converted in the loop bound, as C++ code silences
// -Wsign-compare: '(int)x.size()' made cuacc print the bound as '(int)x'
// (the substituted size kept only its first token's source range), a
// compile error in the user's build; 'static_cast<int>(x.size())' and
// 'int(x.size()) - 1' were not read as conversions, so those regions ran
// on the host. Found by a bug-hunting helper. Prints what the plain build
// prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'launch CUDA kernel' %t.launches | FileCheck --check-prefix=LAUNCHES %s %}
// MINFO: Generating implicit copyin(x[:((int)x.size())])
// MINFO: Generating implicit copyin(x[:(static_cast<int>(x.size()))])
// MINFO: Generating implicit copyin(x[1:(int(x.size()) - 1)])
// MINFO-NOT: region ignored
// LAUNCHES: 5
#include <cstdio>
#include <vector>
static long run(int n) {
  std::vector<int> x(n, 2), y(n, 1);
#pragma acc parallel loop
  for (int i = 0; i < (int)x.size(); i++)
    y[i] = 3 * x[i] + y[i];
#pragma acc parallel loop
  for (int i = 0; i < static_cast<int>(x.size()); i++)
    y[i] += x[i] * i;
#pragma acc parallel loop
  for (int i = 0; i < int(x.size()) - 1; i++)
    y[i] += 2 * x[i + 1];
  long s = 0;
  for (int v : y)
    s = s * 3 + v;
  return s;
}
int main() {
  std::printf("%ld %ld %ld\n", run(0), run(1), run(10));
  return 0;
}
