// Subarrays: inclusive [lower:upper] bounds in any number of dimensions,
// [:upper] (lower 0), [lower:] and [:] on dimensions of known extent, a
// single index, bare names; fixed arrays, VLAs, pointers to VLA rows.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

float g3[8][16][32];

void f(int n, int m, float (*restrict a)[m], float *restrict p) {
  float vla[n][m];
  // CHECK: #pragma acc region copyin(a[1:n-2][0:m-1]) ->
#pragma acc region copyin(a[1:n-2][0:m-1])
  p[0] = a[1][0];
  // CHECK: #pragma acc region copy(g3[0:7][1:14][2:29]) ->
#pragma acc region copy(g3[0:7][1:14][2:29])
  p[0] = 0;
  // CHECK: #pragma acc region copyout(p[:n-1]) ->
#pragma acc region copyout(p[:n-1])
  p[0] = 0;
  // CHECK: #pragma acc region copy(g3[2:][:][0:31]) ->
#pragma acc region copy(g3[2:][:][0:31])
  p[0] = 0;
  // CHECK: #pragma acc region copyin(g3[3][0:15]) ->
#pragma acc region copyin(g3[3][0:15])
  p[0] = 0;
  // CHECK: #pragma acc region local(vla[0:][1:m-2], g3) ->
#pragma acc region local(vla[0:][1:m-2], g3)
  p[0] = 0;
  // Bounds are C expressions.
  // CHECK: #pragma acc region copyin(p[(n/2)*2:n+(m<<1)-1]) ->
#pragma acc region copyin(p[(n/2)*2:n+(m<<1)-1])
  p[0] = 0;
  // CHECK: #pragma acc region copyin(p[0:(int)sizeof(float)*n-1]) ->
#pragma acc region copyin(p[0:(int)sizeof(float)*n-1])
  p[0] = 0;
}
