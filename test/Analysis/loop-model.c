// The loop-nest model: normalized inclusive bounds for every loop form,
// subscripts as affine forms over indices and invariant symbols, and the
// reason a subscript is not affine.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=loops %s | FileCheck %s --match-full-lines

#define N 64
enum { M = 32 };
float fixed[N][M];

void model(int n, int m, int *restrict ndx, float (*restrict rows)[m],
           float *restrict p) {
  float vla[n][m];
  int k = n / 2;
#pragma acc region
  {
    for (int i = 0; i < N; ++i)
      for (int j = 1; j <= M - 2; j++)
        fixed[i][j + 1] = vla[i][j] + rows[2 * i][k - j];
    for (int i = n - 1; i >= 0; i--)
      p[i] = p[ndx[i]] + p[i * i];
    for (int i = 0; i != n; i += 1)
      for (int j = i; j < n; j += 4)
        p[j] = p[3 * j + k] + p[n - 1 - i];
  }
}
// CHECK:      model: region at line 14:
// CHECK-NEXT:   loop line 16: i = 0 .. 63 step 1
// CHECK-NEXT:     loop line 17: j = 1 .. 30 step 1
// CHECK-NEXT:   loop line 19: i = 0 .. n-1 step -1
// CHECK-NEXT:   loop line 21: i = 0 .. n-1 step 1
// CHECK-NEXT:     loop line 22: j = i .. n-1 step 4
// CHECK-NEXT:       read vla[i][j] line 18
// CHECK-NEXT:       read rows[2*i][k-j] line 18
// CHECK-NEXT:       write fixed[i][j+1] line 18
// CHECK-NEXT:     read ndx[i] line 20
// CHECK-NEXT:     read p[? indirect subscript] line 20
// CHECK-NEXT:     read p[? product of loop indices] line 20
// CHECK-NEXT:     write p[i] line 20
// CHECK-NEXT:       read p[3*j+k] line 23
// CHECK-NEXT:       read p[n-i-1] line 23
// CHECK-NEXT:       write p[j] line 23
