// if(cond) takes any C expression over variables in scope.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

int use_gpu;
void f(int n, float *restrict a) {
  // CHECK: [[@LINE+1]]: #pragma acc region if(n > 1000) ->
#pragma acc region if(n > 1000)
  a[0] = 0;
  // CHECK: [[@LINE+1]]: #pragma acc data region if(use_gpu && (n*2 >= 64 || !a)) ->
#pragma acc data region if(use_gpu && (n*2 >= 64 || !a))
  a[0] = 0;
  // CHECK: [[@LINE+1]]: #pragma acc region if(n%2 == 0 ? use_gpu : 0) ->
#pragma acc region if(n%2==0 ? use_gpu : 0)
  a[0] = 0;
}
