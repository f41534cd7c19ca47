// C's initializers and local arrays in a kernel's own code, which CUDA C++
// reads otherwise: a 2-D array declared in the loop's body (its subscripts
// were flattened, its declaration not), elements converted as by
// assignment ('double v[2] = {i, i + 1}' is narrowing in C++), C99
// designators in any order, brace elision, array
// designators and zero fill, and a C99 'restrict' row pointer (CUDA C++
// spells it '__restrict'). Each region ran on the host with an internal
// error before. Found by a helper's campaign (2026-11-28). Prints what the
// plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-NOT: warning:
// MINFO-NOT: ignored
// MINFO-COUNT-5: Accelerator kernel generated
// MINFO-NOT: ignored
#include <stdio.h>

#define N 64

typedef struct {
  double a, b;
  int tag;
} pair;

typedef struct {
  int v[2];
  double w;
} nested;

int main(void) {
  double p[N], det[N], s1[N], s2[N], s3[N];
  float f[N];
  int k[N];
  for (int i = 0; i < N; i++)
    p[i] = 0.25 * i - 3;

#pragma acc kernels copyin(p) copyout(det)
  for (int i = 0; i < N; i++) {
    double m[3][3];
    for (int r = 0; r < 3; r++)
      for (int c = 0; c < 3; c++)
        m[r][c] = p[i] + r * 3 - c * c;
    det[i] = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
             m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
             m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
  }

#pragma acc kernels copyin(p) copyout(s1, f, k)
  for (int i = 0; i < N; i++) {
    double v[2] = {i, i + 1};
    float w[2] = {p[i], p[i] * 2};
    int t[3] = {p[i], 3};
    s1[i] = v[0] * v[1];
    f[i] = w[0] + w[1];
    k[i] = t[0] + t[1] + t[2];
  }

#pragma acc kernels copyin(p) copyout(s2)
  for (int i = 0; i < N; i++) {
    pair q = {.b = p[i] * 2, .a = p[i], .tag = i};
    pair r = {.tag = 3};
    nested n = {i, i + 1, p[i]};
    int a[4] = {[2] = 5, [0] = i};
    s2[i] = q.a - q.b + q.tag + r.a + r.b + r.tag + n.v[0] +
            n.v[1] * n.w + a[0] + a[1] + a[2] + a[3];
  }

#pragma acc kernels copyin(p) copyout(s3)
  for (int i = 0; i < N; i++) {
    char c[4] = {i, 'b', 300 - i};
    unsigned short h[2] = {-i, i * 1000};
    s3[i] = c[0] + c[1] + c[2] + c[3] + h[0] + h[1];
  }

  static double A[N * 40], rs[N];
  for (int q = 0; q < N * 40; q++)
    A[q] = q % 9 - p[q % N];
#pragma acc kernels copyin(A) copyout(rs)
  for (int i = 0; i < N; i++) {
    const double *restrict row = &A[i * 40];
    double s = 0;
    for (int j = 0; j < 40; j++)
      s += row[j];
    rs[i] = s;
  }

  double t = 0;
  long kt = 0;
  for (int i = 0; i < N; i++) {
    t += det[i] + s1[i] + f[i] + s2[i] + s3[i] + rs[i];
    kt += k[i];
  }
  printf("%.17g %ld %.17g %.9g %.17g %.17g\n", t, kt, det[5], (double)f[7],
         s2[9], s3[11]);
  return 0;
}
