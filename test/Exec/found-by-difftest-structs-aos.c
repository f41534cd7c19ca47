// Found by tools/difftest --family round3 (feature structs, arrays of
// structs), reduced. (1) A loop that writes one member of every element
// (Q[i].v = P[i].x) copied whole elements out: the members it does not
// write came back as device memory no one filled (the emulated device
// printed -nan and -1); a member store reads its element first now, so the
// elements are copied both ways. The same through a pointer parameter, a
// nested array member and an array of structs that is a struct member.
// (2) A host loop that only reads an element's member inside a data region
// was called a host write. (3) Structs named like CUDA's own types (float2,
// double3, dim3) made kernels that did not compile; they stay on the host.
// Each run prints what the plain build prints.
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: fp:
// MINFO: Generating copy(p[0:n-1])
// MINFO-LABEL: main:
// MINFO: Generating copy(Q[0:n-1])
#include <stdio.h>
#include <stdlib.h>
enum { N = 8 };
struct in { double w[2]; int k; };
struct pt { double x, v; int k; };
struct cell { struct in in; double s; };
struct grid { struct pt p[N]; int n; };
struct float2 { float x, y; };
typedef struct { double x, y, z; } double3;
struct dim3 { int x, y, z; };
static struct pt P[N], Q[N];
static struct cell C[N];
static struct grid GR;
static struct float2 F[N];
static double3 D[N];
static struct dim3 G[N];

static void fp(struct pt *p, int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    p[i].k = i * 10;
}

int main(void) {
  int n = N;
  struct pt *H = malloc(N * sizeof *H);
  for (int t = 0; t < N; t++) {
    P[t].x = t; P[t].v = 0; P[t].k = t;
    Q[t].x = 100 + t; Q[t].v = 0; Q[t].k = 7;
    C[t].in.w[0] = t; C[t].in.w[1] = 2 * t; C[t].in.k = t; C[t].s = -t;
    H[t].x = t; H[t].v = 1; H[t].k = t;
    GR.p[t].x = t; GR.p[t].v = 2; GR.p[t].k = t;
    F[t].x = t; F[t].y = 1; D[t].x = t; D[t].y = 2; D[t].z = 0;
    G[t].x = t; G[t].y = 3; G[t].z = 0;
  }
  GR.n = n;
#pragma acc region
  for (int i = 0; i < n; i++)
    Q[i].v = P[i].x;
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 2; k++)
      C[i].in.w[k] = i + k;
#pragma acc region
  for (int i = 0; i < GR.n; i++)
    GR.p[i].k = i;
  fp(H, n);
  double s = 0;
#pragma acc data region copy(P[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++)
      P[i].x = P[i].x * 2;
#pragma acc update host(P[0:n-1])
    for (int t = 0; t < n; t++)
      s += P[t].x;
  }
#pragma acc region
  for (int i = 0; i < n; i++)
    F[i].x += F[i].y;
#pragma acc region
  for (int i = 0; i < n; i++)
    D[i].z = D[i].x * D[i].y;
#pragma acc region
  for (int i = 0; i < n; i++)
    G[i].z = G[i].x * G[i].y;
  for (int t = 0; t < N; t++)
    printf("%g/%g/%d %g %g %d | %g %d | %g %g %d | %g %g %d\n", Q[t].x,
           Q[t].v, Q[t].k, C[t].in.w[1], C[t].s, C[t].in.k, GR.p[t].x,
           GR.p[t].k, H[t].x, H[t].v, H[t].k, F[t].x, D[t].z, G[t].z);
  printf("%g\n", s);
  return 0;
}
