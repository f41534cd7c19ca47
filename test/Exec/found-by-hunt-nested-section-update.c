// An update of a section that crosses a nested data region's section but
// lies inside an outer one: 'data copy(a[0:1000])' around 'data
// copy(a[100:200])' around 'update host(a[0:500])'. The inner region finds
// its section present and makes nothing of its own, so the update is
// valid; cuacc refused it at compile time ("partly inside the section the
// enclosing data region makes present"). Found by a bug-hunting helper
// (p60_nested_data.c). Prints what the plain build prints.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
#include <stdio.h>
double a[1000];
int main(void) {
  for (int i = 0; i < 1000; i++)
    a[i] = i % 8;
  double seen = 0;
#pragma acc data copy(a[0:1000])
  {
#pragma acc data copy(a[100:200])
    {
#pragma acc kernels
      for (int i = 0; i < 1000; i++)
        a[i] += 1;
#pragma acc update host(a[0:500])
      for (int i = 0; i < 500; i++)
        seen += a[i];
    }
  }
  double cs = 0;
  for (int i = 0; i < 1000; i++)
    cs += a[i];
  printf("%g %g\n", seen, cs);
  return 0;
}
