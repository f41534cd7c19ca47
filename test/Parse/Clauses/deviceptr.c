// deviceptr(list) names pointers that already hold device addresses.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *d, float *e) {
  // CHECK: [[@LINE+1]]: #pragma acc region deviceptr(d, e) ->
#pragma acc region deviceptr(d, e)
  d[0] = e[0];
  // CHECK: [[@LINE+1]]: #pragma acc data region deviceptr(d) ->
#pragma acc data region deviceptr(d)
  d[0] = 1;
}
