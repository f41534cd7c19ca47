// PolyBench/C 4.2.1 nussinov in PGI Accelerator form: Nussinov's RNA folding
// by dynamic programming over a sequence of bases (integer scores).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// Every region here carries a dependence in each loop, so it runs on the
// host (-Minfo says so): nothing to check ran emulated.
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | FileCheck %s %}
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// MINFO: No parallel kernels found, accelerator region ignored
// CHECK: nussinov: PASS
#include "polybench.h"

#ifndef N
#define N 100
#endif

typedef char base;
#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1 >= s2) ? s1 : s2)

static void kernel_nussinov(int n, base seq[n], int table[n][n]) {
  int i, j, k;

#pragma acc data region copyin(seq[0:n-1]) copy(table[0:n-1][0:n-1])
  {
#pragma acc region
    for (i = n - 1; i >= 0; i--) {
      for (j = i + 1; j < n; j++) {
        if (j - 1 >= 0)
          table[i][j] = max_score(table[i][j], table[i][j - 1]);
        if (i + 1 < n)
          table[i][j] = max_score(table[i][j], table[i + 1][j]);
        if (j - 1 >= 0 && i + 1 < n) {
          /* don't allow adjacent elements to bond */
          if (i < j - 1)
            table[i][j] = max_score(table[i][j],
                                    table[i + 1][j - 1] + match(seq[i], seq[j]));
          else
            table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
        }
        for (k = i + 1; k < j; k++)
          table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
      }
    }
  }
}

static void reference_nussinov(int n, base seq[n], int table[n][n]) {
  int i, j, k;
  for (i = n - 1; i >= 0; i--) {
    for (j = i + 1; j < n; j++) {
      if (j - 1 >= 0)
        table[i][j] = max_score(table[i][j], table[i][j - 1]);
      if (i + 1 < n)
        table[i][j] = max_score(table[i][j], table[i + 1][j]);
      if (j - 1 >= 0 && i + 1 < n) {
        if (i < j - 1)
          table[i][j] = max_score(table[i][j],
                                  table[i + 1][j - 1] + match(seq[i], seq[j]));
        else
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
      }
      for (k = i + 1; k < j; k++)
        table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
    }
  }
}

int main(void) {
  int n = N;
  base *seq = pb_alloc(sizeof(base[n]));
  int (*table)[n] = pb_alloc(sizeof(int[n][n]));
  for (int i = 0; i < n; i++)
    seq[i] = (base)((i + 1) % 4);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      table[i][j] = 0;
  int (*table_r)[n] = pb_dup(table, sizeof(int[n][n]));

  kernel_nussinov(n, seq, table);
  reference_nussinov(n, seq, table_r);

  pb_compare_int("table", &table[0][0], &table_r[0][0], (long)n * n);
  return !pb_result("nussinov", 0);
}
