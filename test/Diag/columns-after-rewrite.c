// The file is rewritten around each directive's statement before it is
// compiled; what the compiler then says about the user's code is at the
// user's own line and column, on lines where code was inserted too.
// RUN: %cuacc -O2 -c %s -o %t.o 2>&1 | FileCheck %s

void f(int n, int *restrict a) {
#pragma acc data region copy(a[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++) a[i] = a[i] / 0;
    // CHECK: columns-after-rewrite.c:[[#@LINE-1]]:45: warning: division by zero
#pragma acc update host(a[0:n-1])
    a[0] = a[0] % 0;
    // CHECK: columns-after-rewrite.c:[[#@LINE-1]]:17: warning: remainder by zero
    // CHECK: columns-after-rewrite.c:[[#@LINE-2]]:5: warning: host code writes 'a'
  }
}
