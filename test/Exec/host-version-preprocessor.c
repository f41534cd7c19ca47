// The host version of a region's statement is its text compiled once more:
// text that changes the preprocessor's state as it is read would change it
// twice. A macro expanding to __COUNTER__ in the statement counted once
// more ('next 2' where the plain build prints 'next 1'), and a pop_macro
// inside it popped twice (the copy used another K). No host version then:
// none in a file that names __COUNTER__, none for a statement with
// push_macro, pop_macro or _Pragma. Found by review (helper).
// RUN: %cuacc -O2 -w %s %{cuaccrt} -o %t
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %cuacc -fsyntax-only -w -fplugin-arg-cuacc-dump=host %s | FileCheck %s
// CHECK-NOT: the host version
#include <stdio.h>

#define UNIQ __COUNTER__
static void counted(int n, int *a, int *b) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] = b[i] + UNIQ;
  printf("next %d\n", __COUNTER__);
}

#define K 1
#pragma push_macro("K")
#undef K
#define K 2
static void popped(int n, int *a, int *b) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    a[i] = b[i] * K;
#pragma pop_macro("K")
    a[i] += K * 100;
  }
}

int main(void) {
  int buf[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  counted(4, buf, buf + 4);
  printf("%d %d %d %d\n", buf[0], buf[1], buf[2], buf[3]);
  popped(4, buf, buf + 4);
  popped(4, buf + 1, buf);
  for (int i = 0; i < 8; i++)
    printf("%d ", buf[i]);
  printf("K=%d\n", K);
  return 0;
}
