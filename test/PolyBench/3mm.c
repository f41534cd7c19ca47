// PolyBench/C 4.2.1 3mm in PGI Accelerator form: G := (A*B)*(C*D), with the
// two intermediate products E and F returned as well.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: 3mm: PASS
#include "polybench.h"

#ifndef NI
#define NI 40
#endif
#ifndef NJ
#define NJ 50
#endif
#ifndef NK
#define NK 60
#endif
#ifndef NL
#define NL 70
#endif
#ifndef NM
#define NM 80
#endif

static void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
                       double E[ni][nj], double A[ni][nk], double B[nk][nj],
                       double F[nj][nl], double C[nj][nm], double D[nm][nl],
                       double G[ni][nl]) {
  int i, j, k;

#pragma acc data region copyin(A[0:ni-1][0:nk-1], B[0:nk-1][0:nj-1], C[0:nj-1][0:nm-1], D[0:nm-1][0:nl-1]) copyout(E[0:ni-1][0:nj-1], F[0:nj-1][0:nl-1], G[0:ni-1][0:nl-1])
  {
    /* E := A*B */
#pragma acc region
    for (i = 0; i < ni; i++)
      for (j = 0; j < nj; j++) {
        E[i][j] = 0.0;
        for (k = 0; k < nk; ++k)
          E[i][j] += A[i][k] * B[k][j];
      }
    /* F := C*D */
#pragma acc region
    for (i = 0; i < nj; i++)
      for (j = 0; j < nl; j++) {
        F[i][j] = 0.0;
        for (k = 0; k < nm; ++k)
          F[i][j] += C[i][k] * D[k][j];
      }
    /* G := E*F */
#pragma acc region
    for (i = 0; i < ni; i++)
      for (j = 0; j < nl; j++) {
        G[i][j] = 0.0;
        for (k = 0; k < nj; ++k)
          G[i][j] += E[i][k] * F[k][j];
      }
  }
}

static void reference_3mm(int ni, int nj, int nk, int nl, int nm,
                          double E[ni][nj], double A[ni][nk],
                          double B[nk][nj], double F[nj][nl],
                          double C[nj][nm], double D[nm][nl],
                          double G[ni][nl]) {
  int i, j, k;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      E[i][j] = 0.0;
      for (k = 0; k < nk; ++k)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++) {
      F[i][j] = 0.0;
      for (k = 0; k < nm; ++k)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      G[i][j] = 0.0;
      for (k = 0; k < nj; ++k)
        G[i][j] += E[i][k] * F[k][j];
    }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/3mm-clauses.c; tools/polybench-time). */
#include "3mm-clauses.c"
#define kernel_3mm kernel_3mm_clauses
#endif

int main(void) {
  int ni = NI, nj = NJ, nk = NK, nl = NL, nm = NM;
  double (*A)[nk] = pb_alloc(sizeof(double[ni][nk]));
  double (*B)[nj] = pb_alloc(sizeof(double[nk][nj]));
  double (*C)[nm] = pb_alloc(sizeof(double[nj][nm]));
  double (*D)[nl] = pb_alloc(sizeof(double[nm][nl]));
  double (*E)[nj] = pb_alloc(sizeof(double[ni][nj]));
  double (*F)[nl] = pb_alloc(sizeof(double[nj][nl]));
  double (*G)[nl] = pb_alloc(sizeof(double[ni][nl]));
  double (*E_r)[nj] = pb_alloc(sizeof(double[ni][nj]));
  double (*F_r)[nl] = pb_alloc(sizeof(double[nj][nl]));
  double (*G_r)[nl] = pb_alloc(sizeof(double[ni][nl]));
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nk; j++)
      A[i][j] = (double)((i * j + 1) % ni) / (5 * ni);
  for (int i = 0; i < nk; i++)
    for (int j = 0; j < nj; j++)
      B[i][j] = (double)((i * (j + 1) + 2) % nj) / (5 * nj);
  for (int i = 0; i < nj; i++)
    for (int j = 0; j < nm; j++)
      C[i][j] = (double)(i * (j + 3) % nl) / (5 * nl);
  for (int i = 0; i < nm; i++)
    for (int j = 0; j < nl; j++)
      D[i][j] = (double)((i * (j + 2) + 2) % nk) / (5 * nk);

  kernel_3mm(ni, nj, nk, nl, nm, E, A, B, F, C, D, G);
  reference_3mm(ni, nj, nk, nl, nm, E_r, A, B, F_r, C, D, G_r);

  pb_compare("G", &G[0][0], &G_r[0][0], (long)ni * nl);
  pb_compare("E", &E[0][0], &E_r[0][0], (long)ni * nj);
  pb_compare("F", &F[0][0], &F_r[0][0], (long)nj * nl);
  return !pb_result("3mm", 1e-9);
}
