// deviceptr(list) names pointers that already hold device addresses.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict d, float *restrict e) {
  // CHECK: [[@LINE+1]]: #pragma acc region deviceptr(d, e) ->
#pragma acc region deviceptr(d, e)
  for (int i = 0; i < n; i++)
    d[i] = e[i];
  // CHECK: [[@LINE+1]]: #pragma acc data region deviceptr(d) ->
#pragma acc data region deviceptr(d)
  {
#pragma acc region
    for (int i = 0; i < n; i++)
      d[i] = 1;
  }
}
