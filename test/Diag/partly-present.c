// A data clause whose constant section an enclosing data region holds only
// in part stopped the program when it ran ("'a' is partly present on the
// device"); it is an error at the clause. Inside or apart is fine, also in
// memory order for rows (A[2:3][0:9] is inside A[0:5][0:9]; A[6:7][...] is
// apart).
// RUN: not %cuacc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
#define N 100
float a[N], b[N];
float A[10][10];

void f(void) {
#pragma acc data region copy(a[0:49]) copyin(A[0:5][0:9])
  {
// CHECK: [[@LINE+1]]:32: error: 'a' in 'copyin' is partly inside the section the enclosing data region at line 12 makes present
#pragma acc data region copyin(a[40:59])
    { }
// CHECK: 12:30: note: the enclosing data region's section of 'a'
#pragma acc region copy(a[10:20]) copyin(A[2:3][0:9], b[0:99])
    for (int i = 10; i <= 20; i++)
      a[i] += A[2][i % 10] + b[i];
#pragma acc region copyin(A[6:7][0:9]) copy(a[50:99])
    for (int i = 50; i < 100; i++)
      a[i] += A[6][i % 10];
// CHECK: [[@LINE+1]]:25: error: 'A' in 'update host' is partly inside the section
#pragma acc update host(A[5:6][0:9])
  }
}
