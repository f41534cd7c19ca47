// Schedule choice under explicit for clauses.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s

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
// CHECK-LABEL: clauses: region at line 7:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel clauses_10_gpu x=line 10 vector(64) chunk(4) inner line 12 non-stride-1 b non-stride-1 a{{$}}
// CHECK-NEXT:   kernel clauses_15_gpu x=line 15 vector(256) chunk(4) inner line 16 non-stride-1 a{{$}}
// CHECK-NEXT:   host loop line 19
// CHECK-NEXT:     kernel clauses_20_gpu x=line 20 vector(256) chunk(4){{$}}
