// A sequential loop with a 'break' around a vector loop and a loop thread
// 0 runs alone (it writes arrays in order): the scalar that loop sets
// ('changed', 's') lived in thread 0 only, while every thread tested it
// ('if (!changed) break;') or used it in the vector loop. The other threads
// left after the first turn and thread 0 waited at a barrier for ever (the
// emulated device stopped with a deadlock; a GPU would hang), or the
// vector loop used 0 for 's': a wrong answer. The check for such scalars
// took the loop that sets the scalar first as reading only its own value,
// even with thread 0's statement inside it. Found by a bug-hunting helper
// (p54_cc.c, connected components by label propagation). Prints what the
// plain build prints.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=always ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
#include <stdio.h>
#define N 100
int a[N], b[N], c[N], d[N];
int main(void) {
  for (int v = 0; v < N; v++) {
    a[v] = v % 10;
    c[v] = v % 10;
    d[v] = v % 4;
  }
  int changed = 1, iters = 0;
#pragma acc region copy(a) local(b)
  {
    for (int it = 0; it < 50; it++) {
      changed = 0;
      for (int v = 0; v < N; v++)
        b[v] = a[v] > 0 ? a[v] - 1 : 0;
      for (int v = 0; v < N; v++) {
        if (b[v] != a[v])
          changed = 1;
        a[v] = b[v];
      }
      iters++;
      if (!changed)
        break;
    }
  }
  printf("iters %d a5 %d\n", iters, a[5]);
  int s = 0;
#pragma acc region copy(c, d)
  {
    for (int it = 0; it < 20; it++) {
      s = 0;
      for (int j = 1; j < N; j++) {
        d[j] = (d[j - 1] + d[j]) % 7;
        s += d[j];
      }
      for (int v = 0; v < N; v++)
        c[v] = (c[v] + s) % 1013;
      if (c[0] > 5000)
        break;
    }
  }
  long cs = 0;
  for (int v = 0; v < N; v++)
    cs = cs * 7 + c[v] + d[v];
  printf("%ld s %d\n", cs, s);
  return 0;
}
