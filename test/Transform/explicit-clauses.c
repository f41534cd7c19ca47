// Schedule choice under explicit for clauses.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s
// RUN: %cuacc -c -o /dev/null -fplugin-arg-cuacc-emulate -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --check-prefix=MINFO

// Explicit clauses: vector(n) sets the strip; seq keeps a loop sequential;
// kernel ends the grid at its loop; host runs a loop on the host.
void clauses(int n, float (*restrict a)[n], float (*restrict b)[n]) {
#pragma acc region
  {
#pragma acc for parallel, vector(64)
    for (int i = 0; i < n; ++i)
#pragma acc for seq
      for (int j = 0; j < n; ++j)
        a[i][j] = b[i][j];
#pragma acc for kernel
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        a[i][j] += 1;
#pragma acc for host
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        b[i][j] = a[i][j];
  }
}
// CHECK-LABEL: clauses: region at line 8:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel clauses_11_gpu x=line 11 vector(64) chunk({{[0-9]+}}) inner line 13 non-stride-1 b non-stride-1 a{{$}}
// CHECK-NEXT:   kernel clauses_16_gpu x=line 16 vector({{[0-9]+}}) chunk({{[0-9]+}}) inner line 17 non-stride-1 a{{$}}
// CHECK-NEXT:   host loop line 20
// CHECK-NEXT:     kernel clauses_21_gpu x=line 21 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}

// PGI's two levels as the user writes them: i across blocks, the j loops
// across a block's 128 threads, the second inside the sequential k loop.
void twolevel(int n, float (*restrict c)[n], float (*restrict a)[n],
              float (*restrict b)[n]) {
#pragma acc region
  {
#pragma acc for parallel
    for (int i = 0; i < n; i++) {
#pragma acc for vector(128)
      for (int j = 0; j < n; j++)
        c[i][j] = 0;
      for (int k = 0; k < n; k++)
#pragma acc for vector(128)
        for (int j = 0; j < n; j++)
          c[i][j] += a[i][k] * b[k][j];
    }
  }
}
// CHECK-LABEL: twolevel: region at line 36:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel twolevel_39_gpu x=line 39 vector({{[0-9]+}}) vector(128) line 41 vector(128) line 45 inner line 41 line 43 line 45{{$}}

// The same on a perfect nest: i across blocks only (vector(1)), j across
// 128 threads.
void perfect(int n, float (*restrict c)[n]) {
#pragma acc region
  {
#pragma acc for parallel
    for (int i = 0; i < n; i++)
#pragma acc for vector(128)
      for (int j = 0; j < n; j++)
        c[i][j] = i + j;
  }
}
// CHECK-LABEL: perfect: region at line 57:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel perfect_60_gpu x=line 62 vector(128) y=line 60 vector({{[0-9]+}}){{$}}

// A vector clause on a loop that carries a dependence is not honoured, and
// -Minfo says so; the loop runs in each thread (no vector loop is left).
void carried(int n, float (*restrict c)[n]) {
#pragma acc region
  {
#pragma acc for parallel
    for (int i = 0; i < n; i++) {
      c[i][0] = i;
#pragma acc for vector(128)
      for (int j = 1; j < n; j++)
        c[i][j] = c[i][j - 1] + 1;
    }
  }
}
// CHECK-LABEL: carried: region at line 73:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel carried_76_gpu x=line 76 vector({{[0-9]+}}) chunk({{[0-9]+}}) inner line 79 non-stride-1 c{{$}}
// MINFO-LABEL: carried:
// MINFO:      79, Loop carried dependence of 'c' prevents parallelization
// MINFO-NEXT:     Loop carried backward dependence of 'c' prevents vectorization
// MINFO-NEXT:     #pragma acc for vector ignored: the loop is not parallelizable


// Vector loops inside a loop with a private array are not honoured: each
// thread has its own copy, where a block's threads would share one.
void privarr(int n, float (*restrict a)[n], float *t) {
#pragma acc region
  {
#pragma acc for parallel private(t[0:n-1])
    for (int i = 0; i < n; i++) {
#pragma acc for vector(128)
      for (int j = 0; j < n; j++)
        t[j] = a[i][j];
#pragma acc for vector(128)
      for (int j = 0; j < n; j++)
        a[i][j] = t[n - 1 - j];
    }
  }
}
// CHECK-LABEL: privarr: region at line 96:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel privarr_99_gpu x=line 99 vector({{[0-9]+}}) chunk({{[0-9]+}}) inner line 101 line 104 non-stride-1 a{{$}}
// MINFO-LABEL: privarr:
// MINFO: #pragma acc for vector ignored: the loop around it has private arrays (a thread's own, not the block's)
