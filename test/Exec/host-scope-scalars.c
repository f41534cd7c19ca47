// The host code of a region inside a data region (a region the compiler
// cannot offload) sees the device's values of what the data region holds,
// scalars included, and the device gets what it wrote back; the local
// scalars no present block can hold (loop indices, a bound: their address
// never taken, no directive names them) are left out of the host scope, so
// they do not escape and the host loops over int arrays keep them in
// registers. A scalar whose address the function takes stays in: a data
// directive elsewhere could have made it present.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %clang -O2 %s -o %t.plain
// RUN: %t.plain > %t.want
// RUN: %t | diff %t.want -
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <stdio.h>

static int sum_of(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += p[i];
  return s;
}

static void bump(int *p) { *p += 1; }

// floyd-warshall's shape: an int array, its indices declared outside.
static int paths(int n, int path[n][n], int *scale) {
  int i, j, k, total = 0;
  int factor = 2;
  bump(&factor); // its address is taken: it stays in the host scope
#pragma acc data region copy(path[0:n-1][0:n-1], total)
  {
#pragma acc region
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        path[i][j] = path[i][j] * factor + (i == j ? 0 : 1);
#pragma acc region
    {
      total = 0;
      for (i = 0; i < n; i++)
        total += path[i][i] + 1;
    }
    for (k = 0; k < n; k++) {
      // A dependence in every loop: this region runs on the host, with
      // total, path and factor current.
#pragma acc region
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
          int through = path[i][k] + path[k][j];
          if (through < path[i][j])
            path[i][j] = through;
          total += (path[i][j] & 1) * factor;
        }
    }
#pragma acc region
    for (i = 0; i < n; i++)
      path[i][0] += total % 7;
  }
  *scale = factor;
  return total;
}

int main(void) {
  enum { N = 37 };
  static int path[N][N];
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      path[i][j] = i == j ? 0 : (i * 7 + j * 3) % 11 + 1;
  int scale = 0;
  int total = paths(N, path, &scale);
  printf("total %d scale %d sum %d corner %d %d\n", total, scale,
         sum_of(&path[0][0], N * N), path[0][0], path[N - 1][N - 1]);
  return 0;
}
