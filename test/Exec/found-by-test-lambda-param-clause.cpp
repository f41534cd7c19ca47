// A data clause naming a lambda's parameter (copy(a[0:m]) in a lambda
// taking m) was refused as an undeclared identifier: the clause's names
// were looked up in the enclosing function, past the lambda. A lambda
// parameter that shadows an outer variable bound the clause to the outer
// one. The lambda's parameters now come first. Found by a helper's OpenACC
// campaign (2026-11-28). Prints what the plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// CHECK: Generating copy(a[0:m])
// CHECK-NOT: implicit copy(a
// CHECK: Generating copy(a[0:n])
// CHECK-NOT: implicit copy(a
#include <stdio.h>

int main() {
  int a[8] = {0};
  auto body = [&](int m) {
#pragma acc parallel loop copy(a[0:m])
    for (int i = 0; i < m; i++)
      a[i] += i;
  };
  body(8);
  body(5);
  printf("%d %d\n", a[7], a[4]);

  int n = 2;
  int b[2] = {5, 6};
  int big[8] = {0};
  auto shadowing = [&](int *a, int n) {
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
      a[i] += i;
  };
  shadowing(big, 8);
  for (int i = 0; i < 8; i++)
    printf("%d ", big[i]);
  printf("%d %d %d %d\n", a[0], b[0], b[1], n);
}
