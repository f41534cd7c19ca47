// C++ references bound to an element in each iteration are the element:
// 'float &y = b[i]; y = ...' is a store to b[i], and its loop runs on the
// accelerator (it stayed on the host: "datatype not supported: 'float &'").
// A reference bound before the loop, or to a row, keeps its region on the
// host with the same results.
// RUN: %clang -x c++ -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK-NOT: warning
// CHECK-LABEL: element_references
// CHECK: Loop is parallelizable
// CHECK-NEXT: Accelerator kernel generated
// CHECK-LABEL: element_of_rows
// CHECK: Accelerator kernel generated
// CHECK-LABEL: carried
// CHECK: Loop carried dependence of 'b'
// CHECK-LABEL: bound_before_loop
// CHECK: {{[Aa]}}ccelerator region ignored
#include <cstdio>

#define N 300
#define M 23
static float a[N + 1], b[N], c[N];
static double A[N][M];

static void element_references(int n) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    float &y = b[i];
    const float &next = a[i + 1];
    float &z = y;
    y = a[i] * 2.0f + next;
    z += 1.0f;
  }
}

static void element_of_rows(int n, int m) {
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double &e = A[i][j];
      e = e * 0.5 + i - j;
    }
}

static void carried(int n) {
#pragma acc region
  for (int i = 0; i < n - 1; i++) {
    float &y = b[i + 1];
    y = b[i] * 0.5f + 1.0f;
  }
}

static void bound_before_loop(int n) {
#pragma acc region
  {
    float &s = c[0];
    for (int i = 0; i < n; i++)
      s += a[i];
  }
}

int main() {
  for (int i = 0; i <= N; i++)
    a[i] = float(i % 13) - 6.0f;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (i * 7 + j) % 11;
  element_references(N);
  element_of_rows(N, M);
  carried(N);
  bound_before_loop(N);
  double s = c[0];
  for (int i = 0; i < N; i++)
    s += b[i] * (i + 1);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      s += A[i][j] * (j + 2);
  std::printf("%.4f\n", s);
  return 0;
}
